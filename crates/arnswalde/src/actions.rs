//! The German actions of 7.1, 7.2 and 7.4 (the counterattack, 7.3, has its own file).

use wargames_core::{Card, EventSink, Suit};

use crate::area::Area;
use crate::event::Event;
use crate::pending::{Purpose, Resume};
use crate::state::Arnswalde;

impl Arnswalde {
    /// 7.1: `n` Tigers move from one area to another.
    pub(crate) fn move_tigers(&mut self, from: Area, to: Area, n: u8, events: &mut impl EventSink<Event>) {
        self.actions_left = self.actions_left.saturating_sub(1);
        self.tigers.shift(from, to, n);
        events.emit(Event::Moved { from, to, tigers: n });
        self.after_action(events);
    }

    /// 7.2: one refugee marker leaves the town.
    pub(crate) fn escape_refugees(&mut self, events: &mut impl EventSink<Event>) {
        self.actions_left = self.actions_left.saturating_sub(1);
        self.escaped_this_turn = true;
        self.refugees.in_town -= 1;
        self.refugees.escaped += 1;
        events.emit(Event::RefugeesEscaped { left: self.refugees.in_town });
        self.after_action(events);
    }

    /// 7.2: `n` Tigers of one area leave the town for good (escaping the
    /// last Tigers in town ends the game, 4.1 (3)).
    pub(crate) fn escape_tigers(&mut self, from: Area, n: u8, events: &mut impl EventSink<Event>) {
        self.actions_left = self.actions_left.saturating_sub(1);
        self.escaped_this_turn = true;
        self.tigers.escape(from, n);
        events.emit(Event::TigersEscaped { from, tigers: n });
        if !self.check_town(events) {
            self.after_action(events);
        }
    }

    /// 7.4: a repair attempt draws a judgement card.
    pub(crate) fn begin_repair(&mut self, events: &mut impl EventSink<Event>) {
        self.actions_left = self.actions_left.saturating_sub(1);
        events.emit(Event::RepairTried);
        self.begin_judgement(Purpose::Repair);
    }

    /// 7.4: the repair card. Black: one Tiger repaired (to the Central
    /// Square). Diamond number: nothing. Diamond face: one Tiger in repair is
    /// cannibalised (removed). Joker: a surrender check, and no new card.
    pub(crate) fn repair_card(&mut self, card: Card, events: &mut impl EventSink<Event>) {
        self.discard(card);
        match card.suit() {
            None => {
                self.begin_surrender(Resume::ActionDone, events);
                return;
            }
            Some(Suit::Clubs | Suit::Spades) => {
                if self.tigers.repair > 0 {
                    self.tigers.repair_one();
                    events.emit(Event::TigerRepaired);
                }
            }
            Some(_) if card.is_face() => {
                if self.tigers.repair > 0 {
                    self.tigers.lose_one_in_repair();
                    events.emit(Event::TigerCannibalised);
                }
            }
            Some(_) => {}
        }
        self.after_action(events);
    }
}
