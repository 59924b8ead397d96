//! Hidden information: which cards a side cannot see, and a copy of the
//! game with them dealt again (for tests and for bots that sample what
//! they cannot see).

use wargames_core::{Card, CardSet, Rng};

use crate::side::Side;
use crate::state::Rattenkrieg;

impl Rattenkrieg {
    /// The cards `viewer` cannot see: the deck, the enemy hand and steps,
    /// and the enemy's face-down combat cards (unless shown by General
    /// Chuikov [9.8]).
    #[must_use]
    pub fn hidden_from(&self, viewer: Side) -> CardSet {
        let enemy = viewer.enemy();
        let mut hidden = self.deck.pile() | self.hands[enemy.index()];
        for u in self.ids() {
            if self.side_of(u) == enemy {
                hidden |= self.unit(u).steps;
            }
        }
        if let Some(c) = self.combat
            && !(c.chuikov && viewer == Side::Soviet)
        {
            hidden |= c.played[enemy.index()];
        }
        hidden
    }

    /// A copy in which every card hidden from `viewer` ([`hidden_from`](Self::hidden_from))
    /// is dealt again at random among the same places, each keeping its
    /// count; `None` if nothing is hidden. What `viewer` sees is unchanged.
    #[must_use]
    pub fn resample_hidden(&self, viewer: Side, rng: &mut Rng) -> Option<Rattenkrieg> {
        let hidden = self.hidden_from(viewer);
        if hidden.is_empty() {
            return None;
        }
        let mut cards = [Card::BLACK_JOKER; 52];
        let mut n = 0;
        for (slot, card) in cards.iter_mut().zip(hidden.iter()) {
            *slot = card;
            n += 1;
        }
        rng.shuffle(&mut cards[..n]);
        let mut next = cards[..n].iter().copied();
        let mut take = |count: usize| -> CardSet { next.by_ref().take(count).collect() };
        let enemy = viewer.enemy();
        let mut copy = self.clone();
        copy.hands[enemy.index()] = take(self.hands[enemy.index()].len());
        for u in self.ids() {
            if self.side_of(u) == enemy {
                copy.unit_mut(u).steps = take(self.unit(u).steps.len());
            }
        }
        if let (Some(c), Some(cc)) = (self.combat, copy.combat.as_mut())
            && !(c.chuikov && viewer == Side::Soviet)
        {
            let played = take(c.played[enemy.index()].len());
            cc.played[enemy.index()] = played;
            if c.last[enemy.index()].is_some() {
                cc.last[enemy.index()] = played.first();
            }
        }
        let pile = take(self.deck.pile().len());
        copy.deck = wargames_core::DrawPile::from_parts(pile, self.deck.discards())?;
        Some(copy)
    }
}
