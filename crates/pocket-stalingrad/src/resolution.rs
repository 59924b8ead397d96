//! Rule 3: the dice resolution phase, with Pavlov's House (A2), Mamayev
//! Kurgan (A3), the RATT events (R1-R6), the tactics' immediate effects and Fortify.

use wargames_core::EventSink;

use crate::area::Area;
use crate::error::Error;
use crate::event::Event;
use crate::hand::SingleDie;
use crate::ratt::RattEvent;
use crate::side::Side;
use crate::stage::Stage;
use crate::state::PocketStalingrad;
use crate::tactic::Tactic;

impl PocketStalingrad {
    /// Rule 3 begins. Rule A2: if a side controls (has captured) Pavlov's
    /// House, it may first force one re-roll of the rolling player's RATT
    /// die, once per player turn (P2).
    pub(crate) fn begin_resolution(&mut self, events: &mut impl EventSink<Event>) {
        if self.captured_by(Area::PavlovsHouse).is_some() {
            self.stage = Stage::Pavlov;
        } else {
            self.resolve_dice(events);
        }
    }

    /// Rule A2: the controller of Pavlov's House forces the re-roll (a chance point).
    pub(crate) fn do_reroll_ratt(&mut self, events: &mut impl EventSink<Event>) {
        if let Some(by) = self.captured_by(Area::PavlovsHouse) {
            events.emit(Event::RattRerollForced { by });
        }
        self.stage = Stage::RattReroll;
    }

    /// Rule 3: resolves every kept die in order: unit dice (3.1), the CMD
    /// die (3.4, A3), the RATT event (R1-R6), the tactic (S1-S6, G1-G6).
    pub(crate) fn resolve_dice(&mut self, events: &mut impl EventSink<Event>) {
        let side = self.roller;
        // 3.1: a unit per kept unit die into the area of its face (6: own
        // area 6); 3.2 and 6.5 waste what cannot be placed.
        let kept = self.hand.kept_units();
        for face in 1..=6u8 {
            if let Some(area) = Area::from_face(face) {
                for _ in 0..kept.count(face) {
                    self.place(side, area, events);
                }
            }
        }
        // 3.4: CMD = the CMD die; A3: +1 for the controller of Mamayev Kurgan in its own turn.
        let die = self.hand.kept_single(SingleDie::Cmd).unwrap_or(0);
        let bonus = u8::from(self.captured_by(Area::MamayevKurgan) == Some(side));
        self.cmd[side.index()] = 0;
        self.gain(side, die + bonus);
        events.emit(Event::Command { side, die, cmd: self.cmd(side) });
        self.tactic[side.index()] = self.hand.kept_single(SingleDie::Tactic);
        self.ratt = self.hand.kept_single(SingleDie::Ratt).unwrap_or(5);
        let Some(event) = RattEvent::from_face(self.ratt) else {
            self.resolve_tactic(events);
            return;
        };
        events.emit(Event::Ratt { side, event });
        match event {
            RattEvent::Sniper => {
                if self.enemy_on_map(side) {
                    self.stage = Stage::Snipe;
                    return;
                }
                self.gain(side, 1);
                events.emit(Event::CmdChanged { side, cmd: self.cmd(side) });
            }
            RattEvent::Breakthrough => {
                self.deploy = true;
                self.spend(side, 1);
                events.emit(Event::CmdChanged { side, cmd: self.cmd(side) });
            }
            RattEvent::Ratze => self.ratze = true,
            RattEvent::Damage6 => self.damage_area6(events),
            RattEvent::Nothing => {}
            RattEvent::UnitZ => {
                self.place(side, Area::Z, events);
            }
        }
        self.resolve_tactic(events);
    }

    fn enemy_on_map(&self, side: Side) -> bool {
        Area::ALL.iter().any(|&a| self.units(side.opponent(), a) > 0)
    }

    /// Rule R4: both area 6 lose one place for good; units over the new
    /// limit go back to their reserve (P6).
    fn damage_area6(&mut self, events: &mut impl EventSink<Event>) {
        self.damage6 = (self.damage6 + 1).min(crate::state::STACK_LIMIT);
        let cap = self.cap(Area::Six);
        let mut lost = [0u8; 2];
        for side in Side::ALL {
            let over = self.units(side, Area::Six).saturating_sub(cap);
            lost[side.index()] = self.remove(side, Area::Six, over);
        }
        events.emit(Event::Area6Damaged { cap, soviet_lost: lost[0], german_lost: lost[1] });
    }

    /// Rule R1: the sniper's target: an area holding an enemy unit (1-5, Z,
    /// or the enemy's area 6).
    pub(crate) fn check_snipe(&self, area: Area) -> Result<(), Error> {
        let enemy = self.roller.opponent();
        if self.units(enemy, area) == 0 {
            return Err(Error::NoUnit { rule: "R1", side: enemy, area });
        }
        Ok(())
    }

    /// Rule R1: the enemy unit is removed, then the sniper's side gains 1 CMD.
    pub(crate) fn do_snipe(&mut self, area: Area, events: &mut impl EventSink<Event>) {
        let side = self.roller;
        self.remove(side.opponent(), area, 1);
        events.emit(Event::Sniped { by: side, area });
        self.gain(side, 1);
        events.emit(Event::CmdChanged { side, cmd: self.cmd(side) });
        self.resolve_tactic(events);
    }

    /// The tactic die (S1-S6, G1-G6): immediate effects now; Deploy,
    /// Shelling, Engineers, Assault and Guards act later in the turn.
    fn resolve_tactic(&mut self, events: &mut impl EventSink<Event>) {
        let side = self.roller;
        let Some(tactic) = self.tactic(side) else {
            self.begin_infiltration(events);
            return;
        };
        events.emit(Event::Tactic { side, tactic });
        if tactic.unit_z() {
            self.place(side, Area::Z, events);
        }
        if tactic.night() && !self.night {
            self.night = true;
            events.emit(Event::NightFalls);
        }
        if tactic.bonus_cmd() {
            self.gain(side, 1);
            events.emit(Event::CmdChanged { side, cmd: self.cmd(side) });
        }
        if tactic.deploy() {
            self.deploy = true;
        }
        if tactic.guards() && self.options.guards_unit_in_z {
            self.place(side, Area::Z, events);
        }
        if tactic.fortify() {
            self.enter_fortify(events);
        } else {
            self.begin_infiltration(events);
        }
    }

    fn can_fortify(&self) -> bool {
        self.cmd(Side::Soviet) >= 1 && Area::URBAN.iter().any(|&a| self.is_open(a) && !self.fortress(a))
    }

    /// Fortify (S1, S5): while the Soviet has CMD and an open area without a fortress.
    fn enter_fortify(&mut self, events: &mut impl EventSink<Event>) {
        if self.can_fortify() && self.tactic(Side::Soviet).is_some_and(Tactic::fortify) {
            self.stage = Stage::Fortify;
        } else {
            self.begin_infiltration(events);
        }
    }

    /// Fortify: 1 CMD, an open urban area, one fortress per area.
    pub(crate) fn check_fortify(&self, area: Area) -> Result<(), Error> {
        if !area.is_urban() {
            return Err(Error::WrongArea { rule: "Fortify", area, allowed: "an urban area 1-5" });
        }
        if !self.is_open(area) {
            return Err(Error::Captured { area });
        }
        if self.fortress(area) {
            return Err(Error::AlreadyFortified { area });
        }
        self.check_cmd("Fortify", Side::Soviet, 1)
    }

    pub(crate) fn do_fortify(&mut self, area: Area, events: &mut impl EventSink<Event>) {
        self.spend(Side::Soviet, 1);
        self.fortresses |= area.bit();
        events.emit(Event::Fortified { area });
        self.enter_fortify(events);
    }

    /// P8: "the Soviet may remove its own fortress at any time": offered at
    /// every step where the Soviet decides during the dice resolution (3:
    /// Pavlov's House, the sniper, Fortify) and the infiltration phases (4:
    /// Night cancels, the Volga crossing, Ratze!, Deploy), in either player
    /// turn (I12). Not in the roll phase, the combat phase or the victory
    /// phase.
    pub(crate) fn fortress_removal_window(&self) -> bool {
        matches!(
            self.stage,
            Stage::Pavlov
                | Stage::Snipe
                | Stage::Fortify
                | Stage::NightCancel
                | Stage::Crossing
                | Stage::Ratze(_)
                | Stage::DeployOut
                | Stage::DeployIn
        ) && self.actor() == Some(Side::Soviet)
    }

    /// P8: the Soviet takes its own fortress off an urban area.
    pub(crate) fn check_remove_fortress(&self, area: Area) -> Result<(), Error> {
        if !area.is_urban() {
            return Err(Error::WrongArea { rule: "P8", area, allowed: "an urban area 1-5" });
        }
        if !self.fortress(area) {
            return Err(Error::NoFortress { area });
        }
        Ok(())
    }

    /// P8: the fortress goes back to the pool; the step of play stays where
    /// it was (the Fortify step goes on while it can).
    pub(crate) fn do_remove_fortress(&mut self, area: Area, events: &mut impl EventSink<Event>) {
        self.fortresses &= !area.bit();
        self.fortress_spent &= !area.bit();
        events.emit(Event::FortressRemoved { area, by: Side::Soviet });
        if self.stage == Stage::Fortify {
            self.enter_fortify(events);
        }
    }
}
