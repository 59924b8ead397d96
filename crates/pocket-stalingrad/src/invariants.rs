//! The invariants every reachable state keeps: checked on every state read
//! from outside, and by the conformance suite after every step.

use crate::area::Area;
use crate::error::Error;
use crate::hand::SingleDie;
use crate::outcome::{Outcome, Victory};
use crate::ratt::RattEvent;
use crate::side::Side;
use crate::stage::Stage;
use crate::state::{CMD_LIMIT, PocketStalingrad, STACK_LIMIT, URBAN_MASK};
use crate::tactic::Tactic;

impl PocketStalingrad {
    /// Checks the state against a recomputation from the pieces and against
    /// every bound the rules keep:
    ///
    /// - **units** (P5, 3.2, 6.5): each side's units on the map and in its
    ///   reserve add up to the pool of the options; no area holds more than
    ///   its stacking limit (area 6: lowered by R4); a captured area holds no
    ///   unit, no fortress and no shelling marker;
    /// - **dice** (2): the rolling player's five unit dice are each in hand,
    ///   showing or kept, its three single dice each in one place with faces
    ///   on the die, and the step of play fits them (a roll pending only
    ///   with dice in hand, resolution only once all are kept); the tactic
    ///   and RATT faces recorded for the player in turn are those of its
    ///   kept dice, and nothing is recorded before its resolution;
    /// - **the turn's markers**: CMD within what the dice give, none for a
    ///   side before its resolution; Night only with a Soviet Night tactic;
    ///   Ratze! only with RATT 3, Deploy only with RATT 2 or a Deploy
    ///   tactic; air hits pending exactly while the Night cancel or the hit
    ///   assignment is pending, never more than paid; Assault moves only
    ///   with the Assault tactic, engineers only with the Engineers tactic;
    ///   a fortress marked as having absorbed a hit only where one stands;
    /// - **victory** (V.1-V.4): the areas captured and their VP are read
    ///   from the capture record, so the outcome is recomputed from it: a
    ///   game goes on only while no side holds three areas, and a finished
    ///   game's outcome is the one V.1, or after the last turn V.2-V.4,
    ///   gives;
    /// - a side to act has at least one legal action.
    ///
    /// A state read with serde is refused when it breaks any of them; the
    /// conformance suite runs the same check after every step.
    ///
    /// # Errors
    /// What is broken, with the rule it breaks.
    pub fn invariants(&self) -> Result<(), String> {
        self.check_invariants().map_err(|e| e.to_string())
    }

    /// See [`PocketStalingrad::invariants`].
    pub(crate) fn check_invariants(&self) -> Result<(), Error> {
        self.options.validate()?;
        if self.turn == 0 || self.turn > self.options.turns {
            return bad("V.2: turn out of range");
        }
        self.check_units()?;
        self.check_dice()?;
        self.check_markers()?;
        self.check_victory()?;
        if self.stage != Stage::Over && !self.stage.is_chance() {
            let mut legal = Vec::new();
            wargames_core::Game::legal_actions(self, &mut legal);
            if legal.is_empty() {
                return bad("a side is to act with no legal action");
            }
        }
        Ok(())
    }

    /// P5, 3.2, 6.5, R4: units, stacking, captured areas, markers on the map.
    fn check_units(&self) -> Result<(), Error> {
        if self.damage6 > STACK_LIMIT {
            return bad("R4: more DMG#6 than area 6 can take");
        }
        for side in Side::ALL {
            let row = &self.units[side.index()];
            let on_map: u32 = row.iter().map(|&n| u32::from(n)).sum();
            if on_map + u32::from(self.reserve[side.index()]) != u32::from(self.options.reserve) {
                return bad("P5: units on the map and in reserve do not add up to the pool");
            }
            if Area::ALL.iter().any(|&a| row[a.index()] > self.cap(a)) {
                return bad("3.2: more units in an area than the stacking limit");
            }
        }
        for area in Area::URBAN {
            if self.captured_by(area).is_some()
                && (self.units(Side::Soviet, area) > 0
                    || self.units(Side::German, area) > 0
                    || self.fortress(area)
                    || self.shelling == Some(area))
            {
                return bad("6.5: a captured area still holds units or markers");
            }
        }
        if self.fortresses & !URBAN_MASK != 0 || self.fortress_spent & !URBAN_MASK != 0 {
            return bad("Fortify: a fortress outside areas 1-5");
        }
        if self.fortress_spent & !self.fortresses != 0 {
            return bad("P8: a hit absorbed by a fortress that is not there");
        }
        if self.engineered & !URBAN_MASK != 0 {
            return bad("Engineers: engineers outside areas 1-5");
        }
        if self.shelling.is_some_and(|a| !a.is_urban()) {
            return bad("Shelling: the shelling marker outside areas 1-5");
        }
        Ok(())
    }

    /// Rule 2 and 3: the dice in hand and what their resolution recorded.
    fn check_dice(&self) -> Result<(), Error> {
        let hand = &self.hand;
        if !hand.is_valid() {
            return bad("2: an impossible hand of dice");
        }
        if self.ratt > 6 || self.tactic.iter().flatten().any(|f| !(1..=6).contains(f)) {
            return bad("2: a RATT or tactic face off the die");
        }
        let consistent = match self.stage {
            Stage::RollUnitDice => hand.units_to_roll() > 0 && hand.nothing_rolled(),
            Stage::RollSingleDice => hand.any_single_to_roll() && hand.units_to_roll() == 0,
            Stage::Keep => !hand.nothing_rolled() && hand.units_to_roll() == 0 && !hand.any_single_to_roll(),
            Stage::Pavlov => self.captured_by(Area::PavlovsHouse).is_some() && hand.all_kept(),
            Stage::RattReroll => hand.all_kept(),
            Stage::Snipe | Stage::DeployOut | Stage::DeployIn => hand.all_kept(),
            Stage::Fortify => hand.all_kept() && self.roller == Side::Soviet,
            Stage::AirStrike | Stage::NightCancel | Stage::AirHits | Stage::Assault => {
                hand.all_kept() && self.roller == Side::German
            }
            Stage::Crossing | Stage::Ratze(_) => hand.all_kept(),
            Stage::Shelling { .. } | Stage::Engineers | Stage::FightInZ(_) | Stage::Guards | Stage::Over => {
                self.roller == Side::German
            }
        };
        if !consistent {
            return bad("2: the step of play does not fit the dice or the player turn");
        }
        let me = self.roller.index();
        if self.rolling() {
            if self.tactic[me].is_some() || self.ratt != 0 || self.cmd[me] != 0 {
                return bad("3: a tactic, RATT or CMD recorded before the dice are resolved");
            }
        } else if self.stage != Stage::Over
            && (self.tactic[me] != hand.kept_single(SingleDie::Tactic)
                || Some(self.ratt) != hand.kept_single(SingleDie::Ratt))
        {
            return bad("3: the tactic or RATT recorded is not the kept die's");
        }
        match self.roller {
            Side::German if self.tactic[Side::Soviet.index()].is_none() => {
                bad("3: the Soviet player turn is over but its tactic is not recorded")
            }
            Side::Soviet if self.tactic[Side::German.index()].is_some() || self.cmd[Side::German.index()] != 0 => {
                bad("3: a German tactic or CMD before the German player turn")
            }
            _ => Ok(()),
        }
    }

    /// The markers of the turn: CMD, Night, the RATT and tactic effects,
    /// the air strike, Assault and engineers.
    fn check_markers(&self) -> Result<(), Error> {
        if self.cmd.iter().any(|&c| c > CMD_LIMIT) {
            return bad("3.4: more CMD than the dice can give");
        }
        if self.night && !self.tactic(Side::Soviet).is_some_and(Tactic::night) {
            return bad("Night: the token is out without the Night tactic");
        }
        let ratt = RattEvent::from_face(self.ratt);
        if self.ratze && ratt != Some(RattEvent::Ratze) {
            return bad("R3: Ratze! moves without RATT 3");
        }
        if self.deploy && ratt != Some(RattEvent::Breakthrough) && !self.tactic(self.roller).is_some_and(Tactic::deploy)
        {
            return bad("Deploy: a Deploy without RATT 2 or a Deploy tactic");
        }
        if self.air_paid > STACK_LIMIT || self.air_hits > self.air_paid || self.assaulted > self.air_paid {
            return bad("4.1: an impossible air strike");
        }
        if (self.air_paid > 0 || self.assaulted > 0) && self.roller != Side::German {
            return bad("4.1: an air strike in the Soviet player turn");
        }
        if (self.air_hits > 0) != matches!(self.stage, Stage::NightCancel | Stage::AirHits) {
            return bad("4.1: air hits pending outside the air strike, or none to assign in it");
        }
        let german = self.tactic(Side::German);
        if self.assaulted > 0 && !german.is_some_and(Tactic::assault) {
            return bad("Assault: assault moves without the Assault tactic");
        }
        if self.engineered != 0 && !german.is_some_and(Tactic::engineers) {
            return bad("Engineers: engineers without the Engineers tactic");
        }
        Ok(())
    }

    /// V.1-V.4: the outcome recomputed from the areas captured and their VP.
    fn check_victory(&self) -> Result<(), Error> {
        let three = Side::ALL.into_iter().find(|&side| self.areas_captured(side) >= 3);
        match (self.stage == Stage::Over, self.outcome) {
            (false, None) if three.is_some() => bad("V.1: a side holds three areas and the game goes on"),
            (false, None) => Ok(()),
            (true, Some(outcome)) => {
                let due = match three {
                    Some(side) => Outcome::Win { side, victory: Victory::ThreeAreas },
                    None if self.turn == self.options.turns => self.final_count(),
                    None => return bad("V.2: the game ended before the last turn without three areas"),
                };
                if outcome == due { Ok(()) } else { bad("V: the outcome is not the one the areas and VP held give") }
            }
            _ => bad("V: a finished game without an outcome, or the other way round"),
        }
    }

    /// Whether the player in turn is still in its roll phase (2), or before
    /// its dice resolution (A2).
    const fn rolling(&self) -> bool {
        matches!(
            self.stage,
            Stage::RollUnitDice | Stage::RollSingleDice | Stage::Keep | Stage::Pavlov | Stage::RattReroll
        )
    }
}

fn bad(what: &'static str) -> Result<(), Error> {
    Err(Error::BadState(what))
}
