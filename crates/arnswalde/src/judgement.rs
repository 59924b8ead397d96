//! Judgement draws (3.2): from the deck, or a card of the hand instead.

use wargames_core::{Card, CardSet, EventSink};

use crate::event::Event;
use crate::options::HandUse;
use crate::pending::{Pending, Purpose};
use crate::state::Arnswalde;

impl Arnswalde {
    /// Whether a hand card may stand in for a draw of `purpose` (3.2, ruling
    /// A5). When the deck and its discards are both empty, a hand card is the
    /// only card there is, whatever the options say.
    pub(crate) fn hand_allowed(&self, purpose: Purpose) -> bool {
        !self.hand.is_empty()
            && (self.options.hand_use == HandUse::EveryDraw
                || purpose.is_own_action()
                || self.judgement.drawable().is_empty())
    }

    /// Starts a judgement draw for `purpose` (3.2): the player first chooses
    /// between the deck and the hand when a hand card may be used.
    pub(crate) fn begin_judgement(&mut self, purpose: Purpose) {
        self.pending = Pending::Judgement { purpose, from_deck: !self.hand_allowed(purpose) };
    }

    /// The cards the pending chance point draws from.
    pub(crate) fn chance_set(&self) -> CardSet {
        match self.pending {
            Pending::Deal(_) | Pending::Deploy => self.soviet_deck,
            Pending::TakeCard | Pending::Judgement { from_deck: true, .. } => self.judgement.drawable(),
            _ => CardSet::EMPTY,
        }
    }

    /// Draws `card` from the judgement deck (the caller checked it is
    /// drawable), reshuffling the discards first when the deck is empty (3.2).
    pub(crate) fn draw_judgement(&mut self, card: Card, events: &mut impl EventSink<Event>) {
        if self.judgement.pile().is_empty() {
            events.emit(Event::Reshuffled { cards: self.judgement.discards().len() as u8 });
        }
        self.judgement.draw(card);
    }

    /// Resolves the judgement card `card` for the pending purpose.
    pub(crate) fn judge(&mut self, card: Card, purpose: Purpose, from_hand: bool, events: &mut impl EventSink<Event>) {
        events.emit(Event::Judged { card, purpose, from_hand });
        match purpose {
            Purpose::Counterattack => self.counterattack_card(card, events),
            Purpose::Repair => self.repair_card(card, events),
            Purpose::SovietAttack => self.attack_card(card, events),
            Purpose::Surrender => self.surrender_card(card, events),
            Purpose::Relief => self.relief_card(card, events),
        }
    }

    /// Puts a judgement card on the discards (3.2).
    pub(crate) fn discard(&mut self, card: Card) {
        self.judgement.discard(card);
    }
}
