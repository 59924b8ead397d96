//! Rule 4: the infiltration phase: German air strikes (4.1) with Night and
//! Assault, the Volga crossing (4.2), Ratze! and Deploy (4.3).

use wargames_core::EventSink;

use crate::area::Area;
use crate::error::Error;
use crate::event::{Event, Move};
use crate::side::Side;
use crate::stage::Stage;
use crate::state::PocketStalingrad;
use crate::tactic::Tactic;

impl PocketStalingrad {
    /// Rule 4: the German player's infiltration starts with its air strike
    /// (4.1); the Soviet player's with the Volga crossing (4.2).
    pub(crate) fn begin_infiltration(&mut self, events: &mut impl EventSink<Event>) {
        if self.roller == Side::German {
            self.enter_air_strike(events);
        } else {
            self.enter_crossing(events);
        }
    }

    // ----- 4.1 air strikes ----------------------------------------------

    fn enter_air_strike(&mut self, events: &mut impl EventSink<Event>) {
        if self.units(Side::German, Area::Six) >= 1 && self.cmd(Side::German) >= 1 {
            self.stage = Stage::AirStrike;
        } else {
            self.enter_crossing(events);
        }
    }

    /// Rule 4.1: at most 1 CMD per German unit at Gumrak Airfield, and no
    /// more CMD than the German has.
    pub(crate) fn check_air_strike(&self, n: u8) -> Result<(), Error> {
        let units = self.units(Side::German, Area::Six);
        if n > units {
            return Err(Error::TooManyAirUnits { units, asked: n });
        }
        self.check_cmd("4.1", Side::German, n)
    }

    /// Rule 4.1 with Night: the German pays `n`; Night wastes the first;
    /// under Night the Soviet may then cancel more with CMD (P11).
    pub(crate) fn do_air_strike(&mut self, n: u8, events: &mut impl EventSink<Event>) {
        if n == 0 {
            self.enter_crossing(events);
            return;
        }
        self.spend(Side::German, n);
        self.air_paid = n;
        self.assaulted = 0;
        self.air_hits = n - u8::from(self.night);
        events.emit(Event::AirStrike { cmd: n, hits: self.air_hits });
        if self.night && self.air_hits > 0 && self.cmd(Side::Soviet) >= 1 {
            self.stage = Stage::NightCancel;
        } else {
            self.enter_air_hits(events);
        }
    }

    /// Night: the Soviet cancels at most the hits left, paying 1 CMD each.
    pub(crate) fn check_cancel(&self, k: u8) -> Result<(), Error> {
        if k > self.air_hits {
            return Err(Error::TooManyCancels { hits: self.air_hits, asked: k });
        }
        self.check_cmd("Night", Side::Soviet, k)
    }

    pub(crate) fn do_cancel(&mut self, k: u8, events: &mut impl EventSink<Event>) {
        if k > 0 {
            self.spend(Side::Soviet, k);
            self.air_hits -= k;
            events.emit(Event::AirHitsCancelled { count: k });
        }
        self.enter_air_hits(events);
    }

    fn enter_air_hits(&mut self, events: &mut impl EventSink<Event>) {
        if self.air_hits > 0 && Area::ALL.iter().any(|&a| self.check_air_hit(a).is_ok()) {
            self.stage = Stage::AirHits;
        } else {
            self.air_hits = 0;
            self.enter_assault(events);
        }
    }

    /// Rule 4.1: an air hit targets Soviet units in areas 1-5 or the Volga
    /// Crossing; never Z (AZ), never a shelled area (Shelling).
    pub(crate) fn check_air_hit(&self, area: Area) -> Result<(), Error> {
        if area == Area::Z {
            return Err(Error::WrongArea {
                rule: "AZ",
                area,
                allowed: "a target of air strikes (areas 1-5 and the Volga Crossing)",
            });
        }
        if !self.is_open(area) {
            return Err(Error::Captured { area });
        }
        if self.shelling == Some(area) {
            return Err(Error::Shelled { area });
        }
        if self.units(Side::Soviet, area) == 0 {
            return Err(Error::NoUnit { rule: "4.1", side: Side::Soviet, area });
        }
        Ok(())
    }

    /// Rule 4.1 and P8: the first German hit of the game turn in a
    /// fortified area is absorbed by the fortress.
    pub(crate) fn do_air_hit(&mut self, area: Area, events: &mut impl EventSink<Event>) {
        let absorbed = self.fortress(area) && self.fortress_spent & area.bit() == 0;
        if absorbed {
            self.fortress_spent |= area.bit();
        } else {
            self.remove(Side::Soviet, area, 1);
        }
        self.air_hits = self.air_hits.saturating_sub(1);
        events.emit(Event::AirHit { area, absorbed });
        self.enter_air_hits(events);
    }

    // ----- Assault (G4, G6) ---------------------------------------------

    fn enter_assault(&mut self, events: &mut impl EventSink<Event>) {
        let able = self.tactic(Side::German).is_some_and(Tactic::assault)
            && self.assaulted < self.air_paid
            && self.units(Side::German, Area::Six) >= 1
            && self.room_in_urban(Side::German)
            && (!self.options.assault_extra_cmd || self.assaulted > 0 || self.cmd(Side::German) >= 1);
        if able {
            self.stage = Stage::Assault;
        } else {
            self.enter_crossing(events);
        }
    }

    /// Assault: units that paid for the air strike move from Gumrak
    /// Airfield into open urban areas (any of them, each its own); with
    /// the `assault_extra_cmd` option the first move costs 1 CMD.
    pub(crate) fn check_assault(&self, area: Area) -> Result<(), Error> {
        if !area.is_urban() {
            return Err(Error::WrongArea { rule: "Assault", area, allowed: "an urban area 1-5" });
        }
        self.check_room(Side::German, area)?;
        if self.assaulted >= self.air_paid {
            return Err(Error::AssaultSpent { paid: self.air_paid });
        }
        if self.units(Side::German, Area::Six) == 0 {
            return Err(Error::NoUnit { rule: "Assault", side: Side::German, area: Area::Six });
        }
        if self.options.assault_extra_cmd && self.assaulted == 0 {
            self.check_cmd("Assault", Side::German, 1)?;
        }
        Ok(())
    }

    pub(crate) fn do_assault(&mut self, area: Area, events: &mut impl EventSink<Event>) {
        if self.options.assault_extra_cmd && self.assaulted == 0 {
            self.spend(Side::German, 1);
        }
        self.shift(Side::German, Area::Six, area);
        self.assaulted += 1;
        events.emit(Event::Moved { side: Side::German, from: Area::Six, to: area, how: Move::Assault });
        self.enter_assault(events);
    }

    pub(crate) fn end_assault(&mut self, events: &mut impl EventSink<Event>) {
        self.enter_crossing(events);
    }

    // ----- 4.2 Volga crossing -------------------------------------------

    pub(crate) fn enter_crossing(&mut self, events: &mut impl EventSink<Event>) {
        if self.units(Side::Soviet, Area::Six) >= 1 && self.cmd(Side::Soviet) >= 1 && self.room_in_urban(Side::Soviet) {
            self.stage = Stage::Crossing;
        } else {
            self.end_crossing(events);
        }
    }

    /// Rule 4.2: 1 CMD per Soviet unit moving from the Volga Crossing into an
    /// open urban area, in either player's infiltration phase.
    pub(crate) fn check_cross(&self, area: Area) -> Result<(), Error> {
        if !area.is_urban() {
            return Err(Error::WrongArea { rule: "4.2", area, allowed: "an urban area 1-5" });
        }
        self.check_room(Side::Soviet, area)?;
        if self.units(Side::Soviet, Area::Six) == 0 {
            return Err(Error::NoUnit { rule: "4.2", side: Side::Soviet, area: Area::Six });
        }
        self.check_cmd("4.2", Side::Soviet, 1)
    }

    pub(crate) fn do_cross(&mut self, area: Area, events: &mut impl EventSink<Event>) {
        self.spend(Side::Soviet, 1);
        self.shift(Side::Soviet, Area::Six, area);
        events.emit(Event::Moved { side: Side::Soviet, from: Area::Six, to: area, how: Move::Crossing });
        self.enter_crossing(events);
    }

    pub(crate) fn end_crossing(&mut self, events: &mut impl EventSink<Event>) {
        let roller = self.roller;
        self.enter_ratze(roller, events);
    }

    // ----- 4.3 Ratze! ---------------------------------------------------

    fn ratze_possible(&self, side: Side) -> bool {
        const PLACES: [Area; 6] = [
            Area::GrainElevator,
            Area::PavlovsHouse,
            Area::MamayevKurgan,
            Area::CityCentre,
            Area::TractorFactory,
            Area::Z,
        ];
        PLACES.iter().any(|&from| PLACES.iter().any(|&to| self.check_ratze(side, from, to).is_ok()))
    }

    /// Rule 4.3 / R3: the rolling player first, then the other, may each move one enemy unit.
    fn enter_ratze(&mut self, side: Side, events: &mut impl EventSink<Event>) {
        if self.ratze {
            if self.ratze_possible(side) {
                self.stage = Stage::Ratze(side);
                return;
            }
            if side == self.roller {
                self.enter_ratze(side.opponent(), events);
                return;
            }
        }
        self.enter_deploy(events);
    }

    /// Rule R3: one enemy unit from one of areas 1-5 and Z to a different
    /// one; never into or out of area 6, never into a captured area (P10).
    pub(crate) fn check_ratze(&self, side: Side, from: Area, to: Area) -> Result<(), Error> {
        for area in [from, to] {
            if area == Area::Six {
                return Err(Error::WrongArea { rule: "R3", area, allowed: "one of areas 1-5 and Z" });
            }
        }
        if from == to {
            return Err(Error::WrongArea { rule: "R3", area: to, allowed: "a different area from the one left" });
        }
        let enemy = side.opponent();
        if self.units(enemy, from) == 0 {
            return Err(Error::NoUnit { rule: "R3", side: enemy, area: from });
        }
        self.check_room(enemy, to)
    }

    pub(crate) fn do_ratze(&mut self, side: Side, from: Area, to: Area, events: &mut impl EventSink<Event>) {
        let enemy = side.opponent();
        self.shift(enemy, from, to);
        events.emit(Event::Moved { side: enemy, from, to, how: Move::Ratze });
        self.after_ratze(side, events);
    }

    pub(crate) fn after_ratze(&mut self, side: Side, events: &mut impl EventSink<Event>) {
        if side == self.roller {
            self.enter_ratze(side.opponent(), events);
        } else {
            self.enter_deploy(events);
        }
    }

    // ----- 4.3 Deploy ---------------------------------------------------

    fn deploy_out_possible(&self) -> bool {
        self.units(self.roller, Area::Z) >= 1 && self.room_in_urban(self.roller)
    }

    fn deploy_in_possible(&self) -> bool {
        let side = self.roller;
        self.check_room(side, Area::Z).is_ok() && Area::URBAN.iter().any(|&a| self.units(side, a) >= 1)
    }

    fn enter_deploy(&mut self, events: &mut impl EventSink<Event>) {
        if self.deploy {
            self.enter_deploy_out(events);
        } else {
            self.end_player_turn(events);
        }
    }

    fn enter_deploy_out(&mut self, events: &mut impl EventSink<Event>) {
        if self.deploy_out_possible() {
            self.stage = Stage::DeployOut;
        } else {
            self.enter_deploy_in(events);
        }
    }

    fn enter_deploy_in(&mut self, events: &mut impl EventSink<Event>) {
        if self.deploy_in_possible() {
            self.stage = Stage::DeployIn;
        } else {
            self.end_player_turn(events);
        }
    }

    /// Deploy (P3): first own units from Z into open urban areas, free.
    pub(crate) fn check_deploy_out(&self, area: Area) -> Result<(), Error> {
        let side = self.roller;
        if !area.is_urban() {
            return Err(Error::WrongArea { rule: "Deploy", area, allowed: "an urban area 1-5" });
        }
        self.check_room(side, area)?;
        if self.units(side, Area::Z) == 0 {
            return Err(Error::NoUnit { rule: "Deploy", side, area: Area::Z });
        }
        Ok(())
    }

    pub(crate) fn do_deploy_out(&mut self, area: Area, events: &mut impl EventSink<Event>) {
        let side = self.roller;
        self.shift(side, Area::Z, area);
        events.emit(Event::Moved { side, from: Area::Z, to: area, how: Move::Deploy });
        self.enter_deploy_out(events);
    }

    /// Deploy "all" (option `deploy_all`): no unit goes into Z, and the
    /// deploy does not end, while an own unit in Z can still deploy out.
    pub(crate) fn check_deploy_all(&self) -> Result<(), Error> {
        if self.stage == Stage::DeployOut && self.options.deploy_all && self.deploy_out_possible() {
            return Err(Error::DeployAll);
        }
        Ok(())
    }

    /// Deploy (P3): then own units from urban areas into Z, free; never
    /// from one urban area to another.
    pub(crate) fn check_deploy_in(&self, area: Area) -> Result<(), Error> {
        let side = self.roller;
        self.check_deploy_all()?;
        if !area.is_urban() {
            return Err(Error::WrongArea { rule: "Deploy", area, allowed: "an urban area 1-5" });
        }
        if self.units(side, area) == 0 {
            return Err(Error::NoUnit { rule: "Deploy", side, area });
        }
        self.check_room(side, Area::Z)
    }

    pub(crate) fn do_deploy_in(&mut self, area: Area, events: &mut impl EventSink<Event>) {
        let side = self.roller;
        self.shift(side, area, Area::Z);
        events.emit(Event::Moved { side, from: area, to: Area::Z, how: Move::Deploy });
        self.enter_deploy_in(events);
    }

    /// The end of a player turn: the German's next, or the combat phase (5).
    pub(crate) fn end_player_turn(&mut self, events: &mut impl EventSink<Event>) {
        if self.roller == Side::Soviet {
            self.begin_player_turn(Side::German, events);
        } else {
            self.begin_combat(events);
        }
    }
}
