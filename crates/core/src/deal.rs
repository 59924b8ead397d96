//! Dealing a set of cards out in a uniformly random order.

use crate::card::Card;
use crate::card_set::CardSet;
use crate::random::Rng;

/// The cards of a set in a uniformly random order, dealt a number at a
/// time: how a determinization hands out the cards a seat has not seen
/// (another seat's hand, cards lying face down) over the places they may be.
///
/// The cards are laid out in the set's order and shuffled with
/// [`Rng::shuffle`], so the same set and the same random stream give the
/// same deal on every machine. No allocation.
///
/// ```
/// use wargames_core::{CardSet, Deal, Rng, Suit};
///
/// let hearts = CardSet::suit(Suit::Hearts);
/// let mut deal = Deal::new(hearts, &mut Rng::new(7u64));
/// let two = deal.take(2);
/// let rest = deal.rest();
/// assert_eq!(two.len(), 2);
/// assert_eq!(rest.len(), 11);
/// assert_eq!(two | rest, hearts);
/// ```
#[derive(Clone, Debug)]
pub struct Deal {
    cards: [Card; 54],
    len: u8,
    next: u8,
}

impl Deal {
    /// The cards of `cards`, shuffled with `rng`.
    #[must_use]
    pub fn new(cards: CardSet, rng: &mut Rng) -> Deal {
        let mut deal = Deal { cards: [Card::BLACK_JOKER; 54], len: 0, next: 0 };
        for (slot, card) in deal.cards.iter_mut().zip(cards.iter()) {
            *slot = card;
            deal.len += 1;
        }
        rng.shuffle(&mut deal.cards[..usize::from(deal.len)]);
        deal
    }

    /// The next `count` cards (fewer if fewer are left), as a set.
    pub fn take(&mut self, count: usize) -> CardSet {
        let end = usize::from(self.len).min(usize::from(self.next) + count);
        let taken = self.cards[usize::from(self.next)..end].iter().copied().collect();
        self.next = end as u8;
        taken
    }

    /// The next card, if any is left.
    pub fn next_card(&mut self) -> Option<Card> {
        let card = self.cards[..usize::from(self.len)].get(usize::from(self.next)).copied()?;
        self.next += 1;
        Some(card)
    }

    /// Every card not dealt yet, as a set.
    #[must_use]
    pub fn rest(&self) -> CardSet {
        self.cards[usize::from(self.next)..usize::from(self.len)].iter().copied().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Suit;

    #[test]
    fn a_deal_hands_out_every_card_once() {
        let deck = CardSet::STANDARD_54;
        let mut deal = Deal::new(deck, &mut Rng::new(3u64));
        let a = deal.take(10);
        let b = deal.next_card().map_or(CardSet::EMPTY, CardSet::single);
        let c = deal.take(100);
        assert_eq!((a.len(), b.len(), c.len()), (10, 1, 43));
        assert_eq!(a | b | c, deck);
        assert!(deal.rest().is_empty());
        assert_eq!(deal.next_card(), None);
        assert!(deal.take(1).is_empty());
    }

    #[test]
    fn a_deal_is_the_shuffle_of_the_set_in_its_order() {
        let hearts = CardSet::suit(Suit::Hearts);
        let mut by_hand: Vec<Card> = hearts.iter().collect();
        Rng::new(11u64).shuffle(&mut by_hand);
        let mut deal = Deal::new(hearts, &mut Rng::new(11u64));
        let dealt: Vec<Card> = std::iter::from_fn(|| deal.next_card()).collect();
        assert_eq!(dealt, by_hand);
    }

    #[test]
    fn a_deal_of_nothing_deals_nothing() {
        let mut deal = Deal::new(CardSet::EMPTY, &mut Rng::new(1u64));
        assert_eq!(deal.next_card(), None);
        assert!(deal.take(3).is_empty());
    }
}
