//! A compact set of playing cards: one bit per card in a `u64`.

use std::fmt;
use std::ops::Not;

use serde::{Deserialize, Serialize};

use crate::card::{Card, Colour, Rank, Suit};

/// A set of [`Card`]s as a 64-bit mask (bit *i* is the card of index *i*).
///
/// Copy, allocation-free and with the usual set algebra (`|`, `&`, `-`, `!`).
/// Iteration is in card index order, which makes every order derived from a
/// set deterministic.
///
/// ```
/// use wargames_core::{Card, CardSet, Rank, Suit};
///
/// let hearts = CardSet::suit(Suit::Hearts);
/// let deck = CardSet::STANDARD_54 - hearts;
/// assert_eq!(deck.len(), 41);
/// assert!(deck.contains(Card::RED_JOKER));
/// assert!(!deck.contains(Card::new(Suit::Hearts, Rank::Ace)));
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "u64", into = "u64")]
pub struct CardSet(u64);

const ALL_BITS: u64 = (1 << Card::COUNT) - 1;
const SUIT_BITS: u64 = (1 << 13) - 1;

impl CardSet {
    /// No cards.
    pub const EMPTY: CardSet = CardSet(0);
    /// The 52 suited cards.
    pub const STANDARD_52: CardSet = CardSet((1 << 52) - 1);
    /// The 52 suited cards and both jokers.
    pub const STANDARD_54: CardSet = CardSet(ALL_BITS);
    /// The two jokers.
    pub const JOKERS: CardSet = CardSet(0b11 << 52);

    /// The set holding the bits of `mask`, or `None` if a bit names no card.
    #[must_use]
    pub const fn from_bits(mask: u64) -> Option<CardSet> {
        if mask & !ALL_BITS == 0 { Some(CardSet(mask)) } else { None }
    }

    /// The mask.
    #[must_use]
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// The set holding only `card`.
    #[must_use]
    pub const fn single(card: Card) -> CardSet {
        CardSet(1 << card.index())
    }

    /// The 13 cards of `suit`.
    #[must_use]
    pub const fn suit(suit: Suit) -> CardSet {
        CardSet(SUIT_BITS << (suit as u8 * 13))
    }

    /// The four cards of `rank`.
    #[must_use]
    pub const fn rank(rank: Rank) -> CardSet {
        let bit = 1u64 << (rank as u8 - 1);
        CardSet(bit | bit << 13 | bit << 26 | bit << 39)
    }

    /// The 26 suited cards of `colour` and that colour's joker.
    #[must_use]
    pub const fn colour(colour: Colour) -> CardSet {
        match colour {
            Colour::Black => CardSet(
                CardSet::suit(Suit::Clubs).0 | CardSet::suit(Suit::Spades).0 | CardSet::single(Card::BLACK_JOKER).0,
            ),
            Colour::Red => CardSet(
                CardSet::suit(Suit::Diamonds).0 | CardSet::suit(Suit::Hearts).0 | CardSet::single(Card::RED_JOKER).0,
            ),
        }
    }

    /// The 12 face cards (jacks, queens, kings).
    #[must_use]
    pub const fn faces() -> CardSet {
        CardSet(CardSet::rank(Rank::Jack).0 | CardSet::rank(Rank::Queen).0 | CardSet::rank(Rank::King).0)
    }

    /// How many cards the set holds.
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set holds no card.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether `card` is in the set.
    #[must_use]
    pub const fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.index()) != 0
    }

    /// Whether every card of `other` is in this set.
    #[must_use]
    pub const fn is_superset(self, other: CardSet) -> bool {
        other.0 & !self.0 == 0
    }

    /// Adds `card`; returns whether it was absent.
    pub fn insert(&mut self, card: Card) -> bool {
        let absent = !self.contains(card);
        self.0 |= 1 << card.index();
        absent
    }

    /// Removes `card`; returns whether it was present.
    pub fn remove(&mut self, card: Card) -> bool {
        let present = self.contains(card);
        self.0 &= !(1 << card.index());
        present
    }

    /// The card of lowest index, if any.
    #[must_use]
    pub const fn first(self) -> Option<Card> {
        if self.0 == 0 { None } else { Card::from_index(self.0.trailing_zeros() as u8) }
    }

    /// The `n`-th card in index order (0-based), if the set holds more than `n`.
    ///
    /// A broadword select (as in Vigna, "Broadword implementation of
    /// rank/select queries", 2008): the cards counted per byte of the mask
    /// and summed byte by byte in one multiplication find the byte that
    /// holds the card, and at most seven lowest bits are cleared within it.
    /// A draw from a full deck took about 26 bit clearings one by one
    /// before; this takes the same few dozen instructions for any `n`.
    #[must_use]
    pub fn nth(self, n: usize) -> Option<Card> {
        const ONES: u64 = 0x0101_0101_0101_0101;
        const HIGHS: u64 = 0x8080_8080_8080_8080;
        let bits = self.0;
        // The cards in each byte of the mask (0 to 8 per byte).
        let mut per_byte = bits - ((bits >> 1) & 0x5555_5555_5555_5555);
        per_byte = (per_byte & 0x3333_3333_3333_3333) + ((per_byte >> 2) & 0x3333_3333_3333_3333);
        per_byte = (per_byte + (per_byte >> 4)) & 0x0F0F_0F0F_0F0F_0F0F;
        // Byte i: the cards in bytes 0..=i (at most 64, so no byte carries).
        let running = per_byte.wrapping_mul(ONES);
        let total = (running >> 56) as usize;
        if n >= total {
            return None;
        }
        // Byte i's high bit: whether bytes 0..=i hold at most n cards; those
        // bytes precede the one holding the card.
        let n_in_bytes = (n as u64).wrapping_mul(ONES);
        let before = ((n_in_bytes | HIGHS) - running) & HIGHS;
        let shift = (((before >> 7).wrapping_mul(ONES) >> 56) * 8) as u32;
        let cards_before = ((running << 8) >> shift) & 0xFF;
        let mut byte = (bits >> shift) & 0xFF;
        for _ in 0..(n as u64 - cards_before) {
            byte &= byte - 1;
        }
        Card::from_index((shift + byte.trailing_zeros()) as u8)
    }

    /// The cards in index order.
    #[must_use]
    pub const fn iter(self) -> CardSetIter {
        CardSetIter(self.0)
    }
}

/// The cards of a [`CardSet`] in index order.
#[derive(Clone, Debug)]
pub struct CardSetIter(u64);

impl Iterator for CardSetIter {
    type Item = Card;

    fn next(&mut self) -> Option<Card> {
        let card = CardSet(self.0).first()?;
        self.0 &= self.0 - 1;
        Some(card)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CardSetIter {}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = CardSetIter;

    fn into_iter(self) -> CardSetIter {
        self.iter()
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl From<Card> for CardSet {
    fn from(card: Card) -> Self {
        CardSet::single(card)
    }
}

impl TryFrom<u64> for CardSet {
    type Error = CardSetBitsError;

    fn try_from(mask: u64) -> Result<Self, Self::Error> {
        CardSet::from_bits(mask).ok_or(CardSetBitsError(mask))
    }
}

impl From<CardSet> for u64 {
    fn from(set: CardSet) -> u64 {
        set.0
    }
}

/// A card-set mask with bits that name no card (for example in a corrupt saved game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("card set mask {0:#x} has bits above the 54 cards")]
pub struct CardSetBitsError(pub u64);

crate::bitset::bitset_ops!(CardSet);

impl Not for CardSet {
    type Output = CardSet;
    /// The complement within the 54 cards.
    fn not(self) -> CardSet {
        CardSet(!self.0 & ALL_BITS)
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(|c| c.to_string())).finish()
    }
}

impl std::str::FromStr for CardSet {
    type Err = crate::card::CardParseError;

    /// Reads the text [`Display`](fmt::Display) prints: cards separated by
    /// white space (each as [`Card`]'s `FromStr` reads it), or `-` for none.
    ///
    /// ```
    /// use wargames_core::CardSet;
    ///
    /// let set: CardSet = "3♣ 10h".parse().unwrap();
    /// assert_eq!(set.to_string(), "3♣ 10♥");
    /// assert_eq!(set.to_string().parse::<CardSet>().unwrap(), set);
    /// assert!("-".parse::<CardSet>().unwrap().is_empty());
    /// ```
    fn from_str(text: &str) -> Result<CardSet, Self::Err> {
        let mut set = CardSet::EMPTY;
        if text.trim() == "-" {
            return Ok(set);
        }
        let mut words = text.split_whitespace();
        while let Some(word) = words.next() {
            let card = if word.eq_ignore_ascii_case("black") || word.eq_ignore_ascii_case("red") {
                let joker = words.next().unwrap_or_default();
                format!("{word} {joker}").parse::<Card>()?
            } else {
                word.parse::<Card>()?
            };
            set.insert(card);
        }
        Ok(set)
    }
}

impl fmt::Display for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for card in self.iter() {
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            write!(f, "{card}")?;
        }
        if first {
            f.write_str("-")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_decks() {
        assert_eq!(CardSet::STANDARD_52.len(), 52);
        assert_eq!(CardSet::STANDARD_54.len(), 54);
        assert_eq!(CardSet::STANDARD_54 - CardSet::STANDARD_52, CardSet::JOKERS);
        assert_eq!(CardSet::faces().len(), 12);
        assert_eq!(CardSet::colour(Colour::Red).len(), 27);
        assert_eq!(!CardSet::colour(Colour::Red), CardSet::colour(Colour::Black));
    }

    #[test]
    fn suits_and_ranks_partition_the_52() {
        let mut by_suit = CardSet::EMPTY;
        for suit in Suit::ALL {
            assert_eq!(CardSet::suit(suit).len(), 13);
            assert!(CardSet::suit(suit).iter().all(|c| c.suit() == Some(suit)));
            by_suit |= CardSet::suit(suit);
        }
        assert_eq!(by_suit, CardSet::STANDARD_52);
        for rank in Rank::ALL {
            assert!(CardSet::rank(rank).iter().all(|c| c.rank() == Some(rank)));
            assert_eq!(CardSet::rank(rank).len(), 4);
        }
    }

    #[test]
    fn nth_and_iter_agree() {
        let set = CardSet::suit(Suit::Diamonds) | CardSet::JOKERS;
        let cards: Vec<Card> = set.iter().collect();
        for (i, card) in cards.iter().enumerate() {
            assert_eq!(set.nth(i), Some(*card));
        }
        assert_eq!(set.nth(cards.len()), None);
        assert_eq!(set.iter().len(), 15);
        for (i, card) in CardSet::STANDARD_54.iter().enumerate() {
            assert_eq!(CardSet::STANDARD_54.nth(i), Some(card));
        }
        assert_eq!(CardSet::STANDARD_54.nth(54), None);
        assert_eq!(CardSet::EMPTY.nth(0), None);
    }

    #[test]
    fn nth_agrees_with_iteration_on_many_sets() {
        let mut mask = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..5000 {
            mask = mask.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let set = CardSet(mask & ALL_BITS);
            for (i, card) in set.iter().enumerate() {
                assert_eq!(set.nth(i), Some(card));
            }
            assert_eq!(set.nth(set.len()), None);
        }
    }

    #[test]
    fn insert_remove_report_change() {
        let mut set = CardSet::EMPTY;
        assert!(set.insert(Card::RED_JOKER));
        assert!(!set.insert(Card::RED_JOKER));
        assert!(set.remove(Card::RED_JOKER));
        assert!(!set.remove(Card::RED_JOKER));
        assert!(set.is_empty());
    }

    #[test]
    fn corrupt_mask_is_refused() {
        assert!(serde_json::from_str::<CardSet>(&(1u64 << 60).to_string()).is_err());
        let json = serde_json::to_string(&CardSet::JOKERS).unwrap_or_default();
        assert_eq!(serde_json::from_str::<CardSet>(&json).ok(), Some(CardSet::JOKERS));
    }
}
