//! The decks (R-S2): the location, enemy, action and event decks, and the
//! recon cards drawn and awaiting the choice (R-F5). A rule that draws,
//! discards or puts a card under a deck reads and changes this part only.

use crate::state::{ChanceKind, Deck};

/// The four decks and the recon choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Decks {
    /// Location deck.
    pub(crate) locations: Deck,
    /// Enemy deck.
    pub(crate) enemies: Deck,
    /// Action deck.
    pub(crate) actions: Deck,
    /// Event deck.
    pub(crate) events: Deck,
    /// Recon cards drawn, awaiting the choice (R-F5).
    pub(crate) recon: u64,
}

impl Decks {
    /// R-S2: the four decks as the mission begins, each card in its pile,
    /// nothing under them or discarded, no recon choice.
    pub(crate) fn shuffled(locations: u64, enemies: u64, actions: u64, events: u64) -> Decks {
        let pile = |pile| Deck { pile, bottom: 0, discard: 0 };
        Decks {
            locations: pile(locations),
            enemies: pile(enemies),
            actions: pile(actions),
            events: pile(events),
            recon: 0,
        }
    }

    /// R-S2 with the ruling I29: the action cards the next draw comes from.
    /// In a turn whose draws already reshuffled the discards (`reshuffled`),
    /// the pile and the cards under it only (none once they are empty), so
    /// that no turn goes through the deck more than twice.
    pub(crate) const fn action_drawable(&self, reshuffled: bool) -> u64 {
        if !reshuffled {
            self.actions.drawable()
        } else if self.actions.pile != 0 {
            self.actions.pile
        } else {
            self.actions.bottom
        }
    }

    /// The deck a card-draw chance point of `kind` draws from (none for
    /// dice and target counters).
    const fn deck_mut(&mut self, kind: ChanceKind) -> Option<&mut Deck> {
        match kind {
            ChanceKind::Action => Some(&mut self.actions),
            ChanceKind::Location => Some(&mut self.locations),
            ChanceKind::Enemy => Some(&mut self.enemies),
            ChanceKind::Event => Some(&mut self.events),
            _ => None,
        }
    }

    /// The cards a card-draw chance point of `kind` draws from (R-S2; the
    /// action deck as `action_drawable` says); none for dice and counters.
    pub(crate) const fn draw_set(&self, kind: ChanceKind, reshuffled: bool) -> u64 {
        match kind {
            ChanceKind::Action => self.action_drawable(reshuffled),
            ChanceKind::Location => self.locations.drawable(),
            ChanceKind::Enemy => self.enemies.drawable(),
            ChanceKind::Event => self.events.drawable(),
            _ => 0,
        }
    }

    /// R-S2: `card` drawn from the deck of `kind`, reshuffling the discards
    /// first when the pile and the cards under it are empty. Whether that
    /// draw reshuffled (the ruling I29 marks the turn), or `None`, with
    /// nothing changed, when the card cannot be drawn from there.
    pub(crate) fn draw(&mut self, kind: ChanceKind, card: u8) -> Option<bool> {
        let deck = self.deck_mut(kind)?;
        let reshuffled = deck.pile == 0 && deck.bottom == 0;
        deck.take(card).then_some(reshuffled)
    }

    /// R-F5 steps 1..3: of the recon cards, `card` is chosen; the others go
    /// under the location deck.
    pub(crate) const fn keep_recon(&mut self, card: u8) {
        let rest = self.recon & !(1u64 << (card & 63));
        self.recon = 0;
        self.locations.bottom |= rest;
    }
}
