//! Rule 6: the victory phase: Guards, Night and CMD cleared, captures,
//! the instant win at three areas, and the count after the last turn.

use wargames_core::EventSink;

use crate::area::Area;
use crate::error::Error;
use crate::event::{Event, Move};
use crate::outcome::{Outcome, Victory};
use crate::side::Side;
use crate::stage::Stage;
use crate::state::PocketStalingrad;
use crate::tactic::Tactic;

impl PocketStalingrad {
    /// Rule 6.1 (Guards, S6): before captures, one Soviet unit may move
    /// from Z (free) or the Volga Crossing (1 CMD) into an open urban area (P4).
    pub(crate) fn begin_victory(&mut self, events: &mut impl EventSink<Event>) {
        let able = self.tactic(Side::Soviet).is_some_and(Tactic::guards)
            && [Area::Z, Area::Six]
                .iter()
                .any(|&from| Area::URBAN.iter().any(|&to| self.check_guards(from, to).is_ok()));
        if able {
            self.stage = Stage::Guards;
        } else {
            self.finish_turn(events);
        }
    }

    /// Guards: from Z or the Volga Crossing (1 CMD) into an open urban area.
    pub(crate) fn check_guards(&self, from: Area, to: Area) -> Result<(), Error> {
        if from != Area::Z && from != Area::Six {
            return Err(Error::WrongArea { rule: "Guards", area: from, allowed: "Z or the Volga Crossing" });
        }
        if !to.is_urban() {
            return Err(Error::WrongArea { rule: "Guards", area: to, allowed: "an urban area 1-5" });
        }
        self.check_room(Side::Soviet, to)?;
        if self.units(Side::Soviet, from) == 0 {
            return Err(Error::NoUnit { rule: "Guards", side: Side::Soviet, area: from });
        }
        if from == Area::Six {
            self.check_cmd("Guards", Side::Soviet, 1)?;
        }
        Ok(())
    }

    pub(crate) fn do_guards(&mut self, from: Area, to: Area, events: &mut impl EventSink<Event>) {
        if from == Area::Six {
            self.spend(Side::Soviet, 1);
        }
        self.shift(Side::Soviet, from, to);
        events.emit(Event::Moved { side: Side::Soviet, from, to, how: Move::Guards });
        self.finish_turn(events);
    }

    /// Rules 6.2-6.4 and P13: who captures `area` now, if anyone.
    ///
    /// A side with at least the area's stars in units qualifies; if both
    /// do, the larger force does, and a tie captures nothing. The
    /// qualifying side is then blocked by any enemy unit in the Grain
    /// Elevator (A1), and the German by a Soviet fortress with a Soviet
    /// unit (Fortify).
    #[must_use]
    pub fn capturer(&self, area: Area) -> Option<Side> {
        if !area.is_urban() || !self.is_open(area) {
            return None;
        }
        let stars = self.card(area).stars;
        let (s, g) = (self.units(Side::Soviet, area), self.units(Side::German, area));
        let side = match (s >= stars, g >= stars) {
            (true, true) if s > g => Side::Soviet,
            (true, true) if g > s => Side::German,
            (true, false) => Side::Soviet,
            (false, true) => Side::German,
            _ => return None,
        };
        let enemy = if side == Side::Soviet { g } else { s };
        if area == Area::GrainElevator && enemy > 0 {
            return None;
        }
        if side == Side::German && self.fortress(area) && s > 0 {
            return None;
        }
        Some(side)
    }

    /// Rule 6: Night ends, unused CMD is lost, areas are captured; three
    /// areas win at once (V.1); after the last turn the count decides (V.2-V.4).
    pub(crate) fn finish_turn(&mut self, events: &mut impl EventSink<Event>) {
        if self.night {
            self.night = false;
            events.emit(Event::NightEnds);
        }
        self.cmd = [0; 2];
        let capturers = Area::URBAN.map(|a| self.capturer(a));
        for (area, side) in Area::URBAN.into_iter().zip(capturers) {
            if let Some(side) = side {
                self.capture(area, side, events);
            }
        }
        for side in Side::ALL {
            if self.areas_captured(side) >= 3 {
                self.end(Outcome::Win { side, victory: Victory::ThreeAreas }, events);
                return;
            }
        }
        if self.turn >= self.options.turns {
            let outcome = self.final_count();
            self.end(outcome, events);
            return;
        }
        self.turn += 1;
        self.tactic = [None; 2];
        self.fortress_spent = 0;
        self.engineered = 0;
        events.emit(Event::TurnBegan { turn: self.turn });
        self.begin_player_turn(Side::Soviet, events);
    }

    /// Rule 6.5: the captured area leaves play; its units and fortress go
    /// back to the pools, the shelling marker is set aside.
    fn capture(&mut self, area: Area, side: Side, events: &mut impl EventSink<Event>) {
        self.captured[area.index()] = Some(side);
        for s in Side::ALL {
            self.remove(s, area, u8::MAX);
        }
        self.fortresses &= !area.bit();
        self.fortress_spent &= !area.bit();
        if self.shelling == Some(area) {
            self.shelling = None;
        }
        events.emit(Event::Captured { area, side });
    }

    /// Rules V.2-V.4: more areas; then more VP; else a draw (option
    /// `vp_decides`: VP first, then areas).
    pub(crate) fn final_count(&self) -> Outcome {
        let areas = self.areas_captured(Side::Soviet).cmp(&self.areas_captured(Side::German));
        let vp = self.victory_points(Side::Soviet).cmp(&self.victory_points(Side::German));
        let (first, second) = if self.options.vp_decides { (vp, areas) } else { (areas, vp) };
        let (decided, victory) = if first.is_ne() {
            (first, if self.options.vp_decides { Victory::MoreVp } else { Victory::MoreAreas })
        } else {
            (second, if self.options.vp_decides { Victory::MoreAreas } else { Victory::MoreVp })
        };
        match decided {
            std::cmp::Ordering::Greater => Outcome::Win { side: Side::Soviet, victory },
            std::cmp::Ordering::Less => Outcome::Win { side: Side::German, victory },
            std::cmp::Ordering::Equal => Outcome::Draw,
        }
    }

    fn end(&mut self, outcome: Outcome, events: &mut impl EventSink<Event>) {
        self.outcome = Some(outcome);
        self.stage = Stage::Over;
        events.emit(Event::GameOver { outcome });
    }
}
