//! Hidden information: which cards a side cannot see, and a copy of the
//! game with them dealt again (for tests and for bots that sample what
//! they cannot see).

use wargames_core::{CardSet, Deal, Rng};

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
    ///
    /// It keeps everything the viewer's [`View`](crate::View) shows: the
    /// viewer's own hand and steps, the discards, the counters, control, the
    /// stage, and the German combat cards shown under General Chuikov [9.8].
    /// No card the viewer has seen can be moved: in this game a card that
    /// was shown never goes back to a hand or to a counter's steps (combat
    /// cards, paid cards, lost steps, events, the sniped card and refill
    /// discards all go to the face-up discards, I15), so every hidden card
    /// is one the viewer has never seen since it was dealt. Under
    /// [`RevealRule::LastCard`](crate::RevealRule::LastCard) the enemy's
    /// last combat card is drawn uniformly among its resampled cards.
    ///
    /// What it does not keep is what the viewer could infer from the past
    /// but the view does not show: after the discards become the deck again
    /// (3.4) a player who remembers them knows which cards the new deck
    /// holds, so cards the enemy drew from it are known to come from that
    /// set; the resample deals the deck and the enemy's cards from one pool
    /// and ignores that memory. It is exact while the first deck lasts.
    /// [`Game::determinize`](wargames_core::Game::determinize) uses it.
    #[must_use]
    pub fn resample_hidden(&self, viewer: Side, rng: &mut Rng) -> Option<Rattenkrieg> {
        let hidden = self.hidden_from(viewer);
        if hidden.is_empty() {
            return None;
        }
        let mut deal = Deal::new(hidden, rng);
        let enemy = viewer.enemy();
        let mut copy = self.clone();
        copy.hands[enemy.index()] = deal.take(self.hands[enemy.index()].len());
        for u in self.ids() {
            if self.side_of(u) == enemy {
                copy.unit_mut(u).steps = deal.take(self.unit(u).steps.len());
            }
        }
        if let (Some(c), Some(cc)) = (self.combat, copy.combat.as_mut())
            && !(c.chuikov && viewer == Side::Soviet)
        {
            let count = c.played[enemy.index()].len();
            // The first card taken is uniform among the hidden cards: it
            // stands for the last one put down.
            let last = if c.last[enemy.index()].is_some() { deal.take(1.min(count)).first() } else { None };
            let played = deal.take(count.saturating_sub(usize::from(last.is_some())))
                | last.map_or(CardSet::EMPTY, CardSet::single);
            cc.played[enemy.index()] = played;
            cc.last[enemy.index()] = last;
        }
        let pile = deal.take(self.deck.pile().len());
        copy.deck = wargames_core::DrawPile::from_parts(pile, self.deck.discards())?;
        Some(copy)
    }
}
