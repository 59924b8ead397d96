//! Set-up (3.1, 3.2), the sequence of a turn (5.0) and the Soviet deployment (6.0).

use wargames_core::{Card, CardSet, EventSink, Rank};

use crate::area::Front;
use crate::event::Event;
use crate::pending::{Pending, Resume};
use crate::state::Arnswalde;
use crate::tigers::Tigers;

impl Arnswalde {
    /// 3.1: the player places the seven Tigers; then the face-down cards are dealt (3.2).
    pub(crate) fn place_tigers(&mut self, tigers: Tigers, events: &mut impl EventSink<Event>) {
        self.tigers = tigers;
        events.emit(Event::TigersPlaced { north: tigers.town[0], south: tigers.town[1], central: tigers.town[2] });
        self.pending = Pending::Deal(Front::North);
    }

    /// 3.2: one heart dealt face down to `front` (North, then South).
    pub(crate) fn deal_face_down(&mut self, front: Front, card: Card, events: &mut impl EventSink<Event>) {
        self.soviet_deck.remove(card);
        self.fronts[front.index()].deal_face_down(card);
        events.emit(Event::FaceDownDealt { front, card: Some(card) });
        match front {
            Front::North => self.pending = Pending::Deal(Front::South),
            Front::South => self.begin_turn(events),
        }
    }

    /// 5.0 (ruling A2): a turn starts with the Soviet deployment phase.
    pub(crate) fn begin_turn(&mut self, events: &mut impl EventSink<Event>) {
        self.turn += 1;
        self.escaped_this_turn = false;
        events.emit(Event::TurnBegan { turn: self.turn });
        self.pending = Pending::Deploy;
    }

    /// 6.0 (ruling A4): where a number card goes: the front with fewer
    /// Soviet cards (an empty front has fewer), South on a tie.
    #[must_use]
    pub fn deployment_front(&self) -> Front {
        if self.fronts[0].len() < self.fronts[1].len() { Front::North } else { Front::South }
    }

    /// 6.0: the top card of the Soviet deck. A number card is a unit placed
    /// on top of a front; an ace brings prisoners with a demand to
    /// surrender (a surrender check, 4.1); a face card orders a general
    /// assault this turn (8.2).
    pub(crate) fn deploy(&mut self, card: Card, events: &mut impl EventSink<Event>) {
        self.soviet_deck.remove(card);
        match card.rank() {
            Some(Rank::Ace) => {
                self.hearts_out.insert(card);
                events.emit(Event::Prisoners { card });
                self.begin_surrender(Resume::ActionPhase, events);
            }
            Some(rank) if rank.is_face() => {
                self.assault = Some(card);
                events.emit(Event::AssaultOrdered { card });
                self.begin_actions();
            }
            _ => {
                let front = self.deployment_front();
                if self.fronts[front.index()].push(card) {
                    events.emit(Event::Deployed { card, front });
                } else {
                    // Unreachable: a front holds at most its face-down card
                    // and the nine number cards. Kept out of play rather than lost.
                    self.hearts_out.insert(card);
                }
                self.begin_actions();
            }
        }
    }

    /// 7.0: the German action phase: two actions.
    pub(crate) fn begin_actions(&mut self) {
        self.actions_left = 2;
        self.pending = Pending::ChooseAction;
    }

    /// 7.0: after an action, the next one, or the Soviet attack phase.
    pub(crate) fn after_action(&mut self, events: &mut impl EventSink<Event>) {
        if self.actions_left == 0 {
            self.begin_attacks(events);
        } else {
            self.pending = Pending::ChooseAction;
        }
    }

    /// 5.0: the end of a turn: the assault order and the black face cards
    /// kept as reminders are discarded; after the turn that played the last
    /// card of the Soviet deck, the game ends (4.1 (1)) with the relief check.
    pub(crate) fn end_turn(&mut self, events: &mut impl EventSink<Event>) {
        if let Some(card) = self.assault.take() {
            self.hearts_out.insert(card);
        }
        let reminders = std::mem::replace(&mut self.reminders, CardSet::EMPTY);
        self.judgement.discard_all(reminders);
        self.actions_left = 0;
        self.attacks = Default::default();
        events.emit(Event::TurnEnded { turn: self.turn });
        if self.soviet_deck.is_empty() {
            self.begin_relief(events);
        } else {
            self.begin_turn(events);
        }
    }
}
