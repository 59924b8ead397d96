//! A draw pile of playing cards with its discard pile.

use serde::{Deserialize, Serialize};

use crate::card::Card;
use crate::card_set::CardSet;

/// A face-down draw pile and its face-up discard pile.
///
/// Chance is explicit in this library, so the pile is a *set*: the next card
/// drawn is any card still in the pile, with equal probability. That is the
/// same game as a shuffled stack, and it lets a chance point list its exact
/// outcomes. When the pile is empty, the discards become the pile (the usual
/// "reshuffle the discards" rule): [`DrawPile::drawable`] says which set the
/// next draw comes from.
///
/// ```
/// use wargames_core::{Card, CardSet, DrawPile, Rank, Suit};
///
/// let ace = Card::new(Suit::Spades, Rank::Ace);
/// let mut pile = DrawPile::new(CardSet::single(ace));
/// assert!(pile.draw(ace));
/// pile.discard(ace);
/// // The pile is empty: the next draw comes from the discards.
/// assert_eq!(pile.drawable(), CardSet::single(ace));
/// assert!(pile.draw(ace));
/// assert!(pile.is_exhausted());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DrawPile {
    pile: CardSet,
    discards: CardSet,
}

impl DrawPile {
    /// A pile holding `cards` and no discards.
    #[must_use]
    pub const fn new(cards: CardSet) -> DrawPile {
        DrawPile { pile: cards, discards: CardSet::EMPTY }
    }

    /// A pile from both parts, or `None` if they share a card (a corrupt state).
    #[must_use]
    pub fn from_parts(pile: CardSet, discards: CardSet) -> Option<DrawPile> {
        if (pile & discards).is_empty() { Some(DrawPile { pile, discards }) } else { None }
    }

    /// The cards still in the pile.
    #[must_use]
    pub const fn pile(&self) -> CardSet {
        self.pile
    }

    /// The discards.
    #[must_use]
    pub const fn discards(&self) -> CardSet {
        self.discards
    }

    /// The cards the next draw comes from: the pile, or the discards when the
    /// pile is empty.
    #[must_use]
    pub const fn drawable(&self) -> CardSet {
        if self.pile.is_empty() { self.discards } else { self.pile }
    }

    /// Whether both the pile and the discards are empty: nothing can be drawn.
    #[must_use]
    pub const fn is_exhausted(&self) -> bool {
        self.pile.is_empty() && self.discards.is_empty()
    }

    /// Draws `card`, which must be in [`drawable`](Self::drawable); when the
    /// pile was empty, the discards first become the pile. Returns `false`
    /// and changes nothing if `card` cannot be drawn.
    pub fn draw(&mut self, card: Card) -> bool {
        if !self.drawable().contains(card) {
            return false;
        }
        if self.pile.is_empty() {
            self.pile = self.discards;
            self.discards = CardSet::EMPTY;
        }
        self.pile.remove(card);
        true
    }

    /// Takes `card` out of the pile or the discards wherever it is (for
    /// set-ups that deal named cards). Returns whether it was there.
    pub fn take(&mut self, card: Card) -> bool {
        self.pile.remove(card) | self.discards.remove(card)
    }

    /// Puts `card` on the discards.
    pub fn discard(&mut self, card: Card) {
        self.pile.remove(card);
        self.discards.insert(card);
    }

    /// Puts every card of `cards` on the discards.
    pub fn discard_all(&mut self, cards: CardSet) {
        self.pile -= cards;
        self.discards |= cards;
    }

    /// Returns `card` to the pile (not the discards).
    pub fn put_back(&mut self, card: Card) {
        self.discards.remove(card);
        self.pile.insert(card);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::{Rank, Suit};

    #[test]
    fn draw_refuses_cards_not_drawable() {
        let a = Card::new(Suit::Clubs, Rank::Ace);
        let b = Card::new(Suit::Clubs, Rank::Two);
        let mut pile = DrawPile::new(CardSet::single(a));
        pile.discard(b);
        let before = pile;
        assert!(!pile.draw(b), "b is in the discards while the pile is not empty");
        assert_eq!(pile, before);
        assert!(pile.draw(a));
        assert_eq!(pile.drawable(), CardSet::single(b));
        assert!(pile.draw(b));
        assert!(pile.is_exhausted());
    }

    #[test]
    fn from_parts_refuses_overlap() {
        let a = CardSet::single(Card::RED_JOKER);
        assert!(DrawPile::from_parts(a, a).is_none());
        assert!(DrawPile::from_parts(a, CardSet::EMPTY).is_some());
    }
}
