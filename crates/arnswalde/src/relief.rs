//! The relief check and the score (4.2).

use wargames_core::{Card, Colour, EventSink};

use crate::area::Front;
use crate::event::Event;
use crate::outcome::{Outcome, VictoryLevel};
use crate::pending::Purpose;
use crate::state::Arnswalde;

impl Arnswalde {
    /// 4.2: the game ended by 4.1 (1) with the garrison holding and Tigers
    /// in town: with no Soviet card in North the relief gets through; else
    /// one judgement card per Soviet card in North.
    pub(crate) fn begin_relief(&mut self, events: &mut impl EventSink<Event>) {
        let cards = self.fronts[Front::North.index()].len() as u8;
        if cards == 0 {
            self.victory(events);
        } else {
            events.emit(Event::ReliefCheck { cards });
            self.relief_left = cards;
            self.begin_judgement(Purpose::Relief);
        }
    }

    /// 4.2: a black card removes a Soviet card of North; a red card or a
    /// joker leaves it, and the relief has failed (the remaining draws
    /// could not change that, so none is made).
    pub(crate) fn relief_card(&mut self, card: Card, events: &mut impl EventSink<Event>) {
        self.discard(card);
        if card.is_joker() || card.colour() == Colour::Red {
            self.relief_left = 0;
            self.end(Outcome::ReliefFailed, events);
            return;
        }
        let north = &mut self.fronts[Front::North.index()];
        if let Some(top) = north.len().checked_sub(1)
            && let Some(removed) = north.remove(top)
        {
            self.hearts_out.insert(removed);
            events.emit(Event::SovietCardRemoved { front: Front::North, card: removed });
        }
        self.relief_left = self.relief_left.saturating_sub(1);
        if self.relief_left == 0 {
            self.victory(events);
        } else {
            self.begin_judgement(Purpose::Relief);
        }
    }

    /// 4.2 (ruling A11): the score, 3 per escaped refugee marker and 1 per
    /// Tiger still in play.
    #[must_use]
    pub fn score(&self) -> u8 {
        self.refugees.escaped * 3 + self.tigers.in_play()
    }

    fn victory(&mut self, events: &mut impl EventSink<Event>) {
        let score = self.score();
        match VictoryLevel::from_score(score) {
            Some(level) => self.end(Outcome::Victory { level, score }, events),
            None => self.end(Outcome::NoTigerInTown, events),
        }
    }
}
