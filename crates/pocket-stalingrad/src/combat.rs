//! Rule 5: the common combat phase: Shelling before and after, combat
//! engineers, attrition in areas 1-5, and combat in Z only when paid for.

use wargames_core::EventSink;

use crate::area::Area;
use crate::error::Error;
use crate::event::Event;
use crate::side::Side;
use crate::stage::Stage;
use crate::state::PocketStalingrad;
use crate::tactic::Tactic;

impl PocketStalingrad {
    /// Rule 5 begins with the first shelling window (P7: the marker may be
    /// placed or moved before or after attrition).
    pub(crate) fn begin_combat(&mut self, events: &mut impl EventSink<Event>) {
        self.shelling_done = [false; 2];
        self.enter_shelling(false, Side::German, events);
    }

    // ----- Shelling -----------------------------------------------------

    fn shelling_possible(&self, side: Side) -> bool {
        !self.shelling_done[side.index()]
            && self.tactic(side).is_some_and(Tactic::shelling)
            && self.cmd(side) >= 1
            && (self.shelling.is_some() || Area::URBAN.iter().any(|&a| self.check_shell(side, a).is_ok()))
    }

    /// Shelling: the sides holding the tactic spend in turn, the German
    /// first, until each has passed (or cannot pay).
    fn enter_shelling(&mut self, after_attrition: bool, side: Side, events: &mut impl EventSink<Event>) {
        for s in [side, side.opponent()] {
            if self.shelling_possible(s) {
                self.stage = Stage::Shelling { after_attrition, side: s };
                return;
            }
        }
        if after_attrition {
            self.begin_victory(events);
        } else {
            self.enter_engineers(events);
        }
    }

    /// Shelling: 1 CMD to place the marker on, or move it to, an open urban area.
    pub(crate) fn check_shell(&self, side: Side, area: Area) -> Result<(), Error> {
        if !area.is_urban() {
            return Err(Error::WrongArea { rule: "Shelling", area, allowed: "an urban area 1-5" });
        }
        if !self.is_open(area) {
            return Err(Error::Captured { area });
        }
        if self.shelling == Some(area) {
            return Err(Error::AlreadyShelled { area });
        }
        self.check_cmd("Shelling", side, 1)
    }

    /// Shelling: 1 CMD to take the marker off the map.
    pub(crate) fn check_lift(&self, side: Side) -> Result<(), Error> {
        if self.shelling.is_none() {
            return Err(Error::NoShelling);
        }
        self.check_cmd("Shelling", side, 1)
    }

    pub(crate) fn do_shell(&mut self, side: Side, area: Option<Area>, events: &mut impl EventSink<Event>) {
        self.spend(side, 1);
        self.shelling = area;
        events.emit(Event::Shelled { by: side, area });
        if let Stage::Shelling { after_attrition, .. } = self.stage {
            self.enter_shelling(after_attrition, side.opponent(), events);
        }
    }

    pub(crate) fn pass_shelling(&mut self, side: Side, events: &mut impl EventSink<Event>) {
        self.shelling_done[side.index()] = true;
        if let Stage::Shelling { after_attrition, .. } = self.stage {
            self.enter_shelling(after_attrition, side.opponent(), events);
        }
    }

    // ----- Engineers (G3, G5) -------------------------------------------

    fn enter_engineers(&mut self, events: &mut impl EventSink<Event>) {
        let able = self.tactic(Side::German).is_some_and(Tactic::engineers)
            && Area::URBAN.iter().any(|&a| self.check_engineer(a).is_ok());
        if able {
            self.stage = Stage::Engineers;
        } else {
            self.attrition(events);
        }
    }

    /// Engineers: 1 CMD, once per urban area holding German units; remove
    /// the fortress there, or with none hit one Soviet unit (not in a
    /// shelled area: that hit is combat).
    pub(crate) fn check_engineer(&self, area: Area) -> Result<(), Error> {
        if !area.is_urban() {
            return Err(Error::WrongArea { rule: "Engineers", area, allowed: "an urban area 1-5" });
        }
        if !self.is_open(area) {
            return Err(Error::Captured { area });
        }
        if self.engineered & area.bit() != 0 {
            return Err(Error::EngineersUsed { area });
        }
        if self.units(Side::German, area) == 0 {
            return Err(Error::NoUnit { rule: "Engineers", side: Side::German, area });
        }
        if !self.fortress(area) {
            if self.units(Side::Soviet, area) == 0 {
                return Err(Error::NoEngineerTarget { area });
            }
            if self.shelling == Some(area) {
                return Err(Error::Shelled { area });
            }
        }
        self.check_cmd("Engineers", Side::German, 1)
    }

    pub(crate) fn do_engineer(&mut self, area: Area, events: &mut impl EventSink<Event>) {
        self.spend(Side::German, 1);
        self.engineered |= area.bit();
        if self.fortress(area) {
            self.fortresses &= !area.bit();
            self.fortress_spent &= !area.bit();
            events.emit(Event::FortressRemoved { area, by: Side::German });
        } else {
            self.remove(Side::Soviet, area, 1);
            events.emit(Event::EngineersHit { area });
        }
        self.enter_engineers(events);
    }

    pub(crate) fn end_engineers(&mut self, events: &mut impl EventSink<Event>) {
        self.attrition(events);
    }

    // ----- attrition ----------------------------------------------------

    /// Rule 5 and P7: in every open, unshelled urban area holding both
    /// sides, each unit hits one enemy unit at once; the fortress absorbs
    /// the first German hit of the turn (P8).
    fn attrition(&mut self, events: &mut impl EventSink<Event>) {
        for area in Area::URBAN {
            let (s, g) = (self.units(Side::Soviet, area), self.units(Side::German, area));
            if s == 0 || g == 0 || self.shelling == Some(area) || !self.is_open(area) {
                continue;
            }
            let absorbed = self.fortress(area) && self.fortress_spent & area.bit() == 0;
            if absorbed {
                self.fortress_spent |= area.bit();
            }
            let soviet_lost = self.remove(Side::Soviet, area, g - u8::from(absorbed));
            let german_lost = self.remove(Side::German, area, s);
            events.emit(Event::Attrition { area, soviet_lost, german_lost, absorbed });
        }
        self.enter_fight_in_z(Side::German, events);
    }

    /// Rule AZ: no combat in Z unless a side pays 1 CMD, the German deciding first.
    fn enter_fight_in_z(&mut self, side: Side, events: &mut impl EventSink<Event>) {
        let both = self.units(Side::Soviet, Area::Z) > 0 && self.units(Side::German, Area::Z) > 0;
        if both {
            for s in [side, Side::Soviet] {
                if self.cmd(s) >= 1 {
                    self.stage = Stage::FightInZ(s);
                    return;
                }
            }
        }
        self.after_z(events);
    }

    pub(crate) fn do_fight_in_z(&mut self, side: Side, events: &mut impl EventSink<Event>) {
        self.spend(side, 1);
        events.emit(Event::FightInZ { by: side });
        let (s, g) = (self.units(Side::Soviet, Area::Z), self.units(Side::German, Area::Z));
        let soviet_lost = self.remove(Side::Soviet, Area::Z, g);
        let german_lost = self.remove(Side::German, Area::Z, s);
        events.emit(Event::Attrition { area: Area::Z, soviet_lost, german_lost, absorbed: false });
        self.after_z(events);
    }

    pub(crate) fn hold_fire_in_z(&mut self, side: Side, events: &mut impl EventSink<Event>) {
        if side == Side::German {
            self.enter_fight_in_z(Side::Soviet, events);
        } else {
            self.after_z(events);
        }
    }

    fn after_z(&mut self, events: &mut impl EventSink<Event>) {
        self.shelling_done = [false; 2];
        self.enter_shelling(true, Side::German, events);
    }
}
