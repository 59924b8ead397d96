//! Soviet cards: the units on a front, stacked as they arrived.

use std::fmt;

use serde::{Deserialize, Serialize};
use wargames_core::{Card, Rank, Suit};

/// The most cards a front can hold: its face-down card and the nine number
/// cards of the Soviet deck (6.0 deploys only 2-10), with room to spare.
pub const STACK_CAPACITY: usize = 12;

/// The strength of a Soviet card on a front: its number for 2-10; an ace or
/// a face card turned face up counts 10 (7.3).
#[must_use]
pub fn strength(card: Card) -> u8 {
    match card.rank() {
        Some(rank) if (2..=10).contains(&rank.value()) => rank.value(),
        _ => 10,
    }
}

/// Whether `card` is a heart, the suit of the Soviet deck (3.2).
#[must_use]
pub fn is_heart(card: Card) -> bool {
    card.suit() == Some(Suit::Hearts)
}

/// Whether `card` is a number card 2-10 (6.0: a Soviet unit).
#[must_use]
pub fn is_unit(card: Card) -> bool {
    matches!(card.rank(), Some(rank) if rank != Rank::Ace && !rank.is_face())
}

/// The Soviet cards on one front, bottom first: the card dealt face down at
/// set-up (3.2) lies at the bottom until it is turned up (7.3, 8.2); the
/// cards of the Soviet deck go face up on top (6.0).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct SovietStack {
    cards: [Option<Card>; STACK_CAPACITY],
    len: u8,
    face_down: bool,
}

impl Default for SovietStack {
    fn default() -> Self {
        SovietStack::EMPTY
    }
}

impl SovietStack {
    /// No card.
    pub const EMPTY: SovietStack = SovietStack { cards: [None; STACK_CAPACITY], len: 0, face_down: false };

    /// A stack of `cards` (bottom first), the bottom one face down if
    /// `face_down`; `None` if there are too many cards, a card is not a
    /// heart, a card above the bottom is not a number card, a face-up bottom
    /// card that is not a number was never turned up, or `face_down` is set
    /// with no card.
    #[must_use]
    pub fn from_cards(cards: &[Card], face_down: bool) -> Option<SovietStack> {
        if cards.len() > STACK_CAPACITY || (face_down && cards.is_empty()) {
            return None;
        }
        let mut stack = SovietStack { face_down, ..SovietStack::EMPTY };
        for (i, &card) in cards.iter().enumerate() {
            if !is_heart(card) || (i > 0 && !is_unit(card)) {
                return None;
            }
            stack.cards[i] = Some(card);
        }
        stack.len = cards.len() as u8;
        Some(stack)
    }

    /// How many cards lie on the front.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the front holds no Soviet card.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether the bottom card is still face down.
    #[must_use]
    pub const fn has_face_down(&self) -> bool {
        self.face_down
    }

    /// The card at `index` (0 = bottom), face down or not.
    #[must_use]
    pub fn get(&self, index: usize) -> Option<Card> {
        if index < self.len() { self.cards.get(index).copied().flatten() } else { None }
    }

    /// Whether the card at `index` is face up.
    #[must_use]
    pub fn is_face_up(&self, index: usize) -> bool {
        index < self.len() && !(index == 0 && self.face_down)
    }

    /// The face-up cards, bottom first.
    pub fn face_up(&self) -> impl Iterator<Item = Card> + '_ {
        let skip = usize::from(self.face_down);
        self.cards.iter().take(self.len()).skip(skip).flatten().copied()
    }

    /// The face-up cards, bottom first, with their positions.
    pub fn face_up_indexed(&self) -> impl Iterator<Item = (usize, Card)> + '_ {
        let skip = usize::from(self.face_down);
        self.cards.iter().enumerate().take(self.len()).skip(skip).filter_map(|(i, c)| c.map(|c| (i, c)))
    }

    /// Every card, bottom first (face down or not).
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.cards.iter().take(self.len()).flatten().copied()
    }

    /// Where the face-up `card` lies, if it does.
    #[must_use]
    pub fn position_face_up(&self, card: Card) -> Option<usize> {
        self.face_up_indexed().find(|&(_, c)| c == card).map(|(i, _)| i)
    }

    /// The top card, if face up (the one that attacks in a normal attack, 8.1).
    #[must_use]
    pub fn top_face_up(&self) -> Option<Card> {
        let top = self.len().checked_sub(1)?;
        if self.is_face_up(top) { self.get(top) } else { None }
    }

    /// Puts `card` face up on top (6.0). Returns `false` if the stack is full.
    pub(crate) fn push(&mut self, card: Card) -> bool {
        let len = self.len();
        match self.cards.get_mut(len) {
            Some(slot) => {
                *slot = Some(card);
                self.len += 1;
                true
            }
            None => false,
        }
    }

    /// Deals the face-down card at set-up (3.2) onto an empty stack.
    pub(crate) fn deal_face_down(&mut self, card: Card) {
        *self = SovietStack::EMPTY;
        self.cards[0] = Some(card);
        self.len = 1;
        self.face_down = true;
    }

    /// Puts `card` in place of the face-down bottom card (a determinization
    /// dealing the unseen hearts again); nothing if no card lies face down.
    pub(crate) fn replace_face_down(&mut self, card: Card) {
        if self.face_down {
            self.cards[0] = Some(card);
        }
    }

    /// Turns the bottom card face up; returns it.
    pub(crate) fn turn_up(&mut self) -> Option<Card> {
        if self.face_down {
            self.face_down = false;
            self.get(0)
        } else {
            None
        }
    }

    /// Removes the card at `index`; the cards above it move down one place.
    pub(crate) fn remove(&mut self, index: usize) -> Option<Card> {
        let card = self.get(index)?;
        let len = self.len();
        self.cards.copy_within(index + 1..len, index);
        self.cards[len - 1] = None;
        self.len -= 1;
        if index == 0 {
            self.face_down = false;
        }
        Some(card)
    }
}

impl fmt::Debug for SovietStack {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SovietStack")
            .field("cards", &self.cards().map(|c| c.to_string()).collect::<Vec<_>>())
            .field("face_down", &self.face_down)
            .finish()
    }
}

#[derive(Serialize, Deserialize)]
struct RawStack {
    cards: Vec<Card>,
    face_down: bool,
}

impl Serialize for SovietStack {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        RawStack { cards: self.cards().collect(), face_down: self.face_down }.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for SovietStack {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let raw = RawStack::deserialize(deserializer)?;
        SovietStack::from_cards(&raw.cards, raw.face_down).ok_or_else(|| {
            serde::de::Error::custom(
                "3.2/6.0: a front holds at most 12 hearts, number cards above the bottom, a face-down card only at the bottom",
            )
        })
    }
}
