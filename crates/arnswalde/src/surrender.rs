//! The surrender check and the garrison's morale (4.1).

use wargames_core::{Card, EventSink, Suit};

use crate::event::Event;
use crate::outcome::Outcome;
use crate::pending::{Pending, Purpose, Resume};
use crate::state::Arnswalde;

impl Arnswalde {
    /// 4.1: a surrender check; play goes on at `resume` if the garrison holds.
    pub(crate) fn begin_surrender(&mut self, resume: Resume, events: &mut impl EventSink<Event>) {
        self.resume = resume;
        events.emit(Event::SurrenderCheck { morale: self.morale });
        self.begin_judgement(Purpose::Surrender);
    }

    /// 4.1: morale drops one box, never below 0 (ruling A12: 0 is not a surrender).
    pub(crate) fn lower_morale(&mut self, events: &mut impl EventSink<Event>) {
        self.morale = self.morale.saturating_sub(1);
        events.emit(Event::Morale { morale: self.morale });
    }

    /// 4.1: the card of a surrender check. A joker lowers morale and the
    /// check is made again; a suit of the morale box is a surrender; else a
    /// diamond lowers morale.
    pub(crate) fn surrender_card(&mut self, card: Card, events: &mut impl EventSink<Event>) {
        self.discard(card);
        let Some(suit) = card.suit() else {
            self.lower_morale(events);
            events.emit(Event::SurrenderCheck { morale: self.morale });
            self.begin_judgement(Purpose::Surrender);
            return;
        };
        if self.options.morale_track.suits(self.morale).contains(suit) {
            self.resume = Resume::Nothing;
            self.end(Outcome::Surrender, events);
            return;
        }
        events.emit(Event::GarrisonHeld);
        if suit == Suit::Diamonds {
            self.lower_morale(events);
        }
        let resume = std::mem::replace(&mut self.resume, Resume::Nothing);
        self.resume_after_surrender(resume, events);
    }

    fn resume_after_surrender(&mut self, resume: Resume, events: &mut impl EventSink<Event>) {
        match resume {
            Resume::ActionPhase => self.begin_actions(),
            Resume::CounterattackDraw => self.begin_judgement(Purpose::Counterattack),
            Resume::ActionDone => self.after_action(events),
            Resume::AttackDraw => self.begin_judgement(Purpose::SovietAttack),
            Resume::AttackDone => self.attack_done(events),
            Resume::AssaultAce => self.after_assault_ace(events),
            Resume::EndOfTurn | Resume::Nothing => self.end_turn(events),
        }
    }

    /// The game ends with `outcome` (4.1, 4.2).
    pub(crate) fn end(&mut self, outcome: Outcome, events: &mut impl EventSink<Event>) {
        self.outcome = Some(outcome);
        self.pending = Pending::Over;
        events.emit(Event::GameOver(outcome));
    }

    /// 4.1 (3): the game ends the moment no Tiger is left in the town.
    /// Returns whether it did.
    pub(crate) fn check_town(&mut self, events: &mut impl EventSink<Event>) -> bool {
        if self.tigers.in_town() == 0 {
            self.end(Outcome::NoTigerInTown, events);
            true
        } else {
            false
        }
    }
}
