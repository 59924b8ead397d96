//! Rules 1 and 2: the reinforcement phase and the roll-and-keep roll phase.

use wargames_core::{Die, EventSink, FlowError, NoEvents, Probability, Rng, Roll};

use crate::action::Action;
use crate::area::Area;
use crate::chance::Chance;
use crate::error::Error;
use crate::event::Event;
use crate::hand::{Hand, Keep, SingleDie};
use crate::side::Side;
use crate::stage::Stage;
use crate::state::PocketStalingrad;

/// Rule 1: reinforcements per player turn.
const fn reinforcements(side: Side) -> u8 {
    match side {
        Side::Soviet => 2,
        Side::German => 1,
    }
}

impl PocketStalingrad {
    /// Rule 1: `side`'s player turn begins with its reinforcements (one
    /// German, two Soviet) into its own area 6; then the roll phase (2).
    pub(crate) fn begin_player_turn(&mut self, side: Side, events: &mut impl EventSink<Event>) {
        self.roller = side;
        self.hand = Hand::new();
        self.ratt = 0;
        self.deploy = false;
        self.ratze = false;
        self.air_paid = 0;
        self.air_hits = 0;
        self.assaulted = 0;
        let want = reinforcements(side);
        let placed = (0..want).filter(|_| self.place(side, Area::Six, &mut NoEvents)).count() as u8;
        events.emit(Event::Reinforced { side, placed, wasted: want - placed });
        self.enter_roll();
    }

    /// Rule 2: the next roll: the unit dice in hand, then the single dice in hand.
    fn enter_roll(&mut self) {
        self.stage = if self.hand.units_to_roll() > 0 { Stage::RollUnitDice } else { Stage::RollSingleDice };
    }

    fn singles_to_roll(&self) -> [bool; 3] {
        SingleDie::ALL.map(|die| self.hand.single_to_roll(die))
    }

    /// The outcomes of the pending roll (see [`Chance`]).
    pub(crate) fn roll_outcomes(&self, out: &mut Vec<(Chance, Probability)>) {
        match self.stage {
            Stage::RollUnitDice => {
                for roll in Roll::all(Die::D6, usize::from(self.hand.units_to_roll())) {
                    if let Some(p) = roll.probability() {
                        out.push((Chance::UnitDice(roll), p));
                    }
                }
            }
            Stage::RollSingleDice => {
                let [cmd, tactic, ratt] = self.singles_to_roll();
                let faces = |rolled: bool| if rolled { 1..=6u8 } else { 0..=0u8 };
                let dice = u32::from(cmd) + u32::from(tactic) + u32::from(ratt);
                let p = Probability::new(1, 6u64.pow(dice)).unwrap_or(Probability::ONE);
                let some = |f: u8| if f == 0 { None } else { Some(f) };
                for c in faces(cmd) {
                    for t in faces(tactic) {
                        for r in faces(ratt) {
                            out.push((Chance::SingleDice { cmd: some(c), tactic: some(t), ratt: some(r) }, p));
                        }
                    }
                }
            }
            Stage::RattReroll => {
                let p = Die::D6.face_probability();
                out.extend((1..=6).map(|f| (Chance::RattReroll(f), p)));
            }
            _ => {}
        }
    }

    /// Samples the pending roll.
    pub(crate) fn sample_roll(&self, rng: &mut Rng) -> Option<Chance> {
        match self.stage {
            Stage::RollUnitDice => Some(Chance::UnitDice(rng.roll(Die::D6, usize::from(self.hand.units_to_roll())))),
            Stage::RollSingleDice => {
                let [cmd, tactic, ratt] = self.singles_to_roll();
                let mut die = |rolled: bool| if rolled { Some(rng.die(Die::D6)) } else { None };
                let cmd = die(cmd);
                let tactic = die(tactic);
                let ratt = die(ratt);
                Some(Chance::SingleDice { cmd, tactic, ratt })
            }
            Stage::RattReroll => Some(Chance::RattReroll(rng.die(Die::D6))),
            _ => None,
        }
    }

    /// Resolves the pending roll with `outcome`, if it is one of its outcomes.
    pub(crate) fn resolve_roll(&mut self, outcome: &Chance, events: &mut impl EventSink<Event>) -> Result<(), Error> {
        let side = self.roller;
        match (self.stage, *outcome) {
            (Stage::RollUnitDice, Chance::UnitDice(roll)) => {
                if roll.die() != Die::D6 || roll.len() != usize::from(self.hand.units_to_roll()) {
                    return Err(FlowError::ImpossibleOutcome.into());
                }
                self.hand.set_rolled_units(roll);
                events.emit(Event::UnitDiceRolled { side, roll });
                self.stage = if self.hand.any_single_to_roll() { Stage::RollSingleDice } else { Stage::Keep };
                Ok(())
            }
            (Stage::RollSingleDice, Chance::SingleDice { cmd, tactic, ratt }) => {
                let faces = [cmd, tactic, ratt];
                let fits = SingleDie::ALL.iter().zip(faces).all(|(&die, face)| match face {
                    Some(f) => self.hand.single_to_roll(die) && Die::D6.has_face(f),
                    None => !self.hand.single_to_roll(die),
                });
                if !fits {
                    return Err(FlowError::ImpossibleOutcome.into());
                }
                for (die, face) in SingleDie::ALL.into_iter().zip(faces) {
                    if let Some(f) = face {
                        self.hand.set_rolled_single(die, f);
                    }
                }
                events.emit(Event::SingleDiceRolled { side, cmd, tactic, ratt });
                self.stage = Stage::Keep;
                Ok(())
            }
            (Stage::RattReroll, Chance::RattReroll(face)) => {
                if !Die::D6.has_face(face) {
                    return Err(FlowError::ImpossibleOutcome.into());
                }
                self.hand.set_kept_single(SingleDie::Ratt, face);
                events.emit(Event::RattRerolled { face });
                self.resolve_dice(events);
                Ok(())
            }
            (Stage::Over, _) => Err(FlowError::GameOver.into()),
            (stage, _) if stage.is_chance() => Err(FlowError::ImpossibleOutcome.into()),
            _ => Err(FlowError::NoChancePending.into()),
        }
    }

    /// Rules 2.1-2.3: whether `keep` is a legal choice from the roll on the table.
    pub(crate) fn check_keep(&self, keep: &Keep) -> Result<(), Error> {
        if keep.units.die() != Die::D6 {
            return Err(Error::NotD6);
        }
        if keep.units.is_empty() && !keep.cmd && !keep.tactic && !keep.ratt {
            return Err(Error::KeepNothing);
        }
        let rolled = self.hand.rolled_units();
        for face in 1..=6u8 {
            let (have, kept) = (rolled.count(face), keep.units.count(face));
            if kept > have {
                return Err(Error::FaceNotRolled { face, rolled: have, kept });
            }
            if kept > 0 && kept < have {
                return Err(Error::PartialValue { face, rolled: have, kept });
            }
        }
        for die in SingleDie::ALL {
            if keep.keeps(die) && !matches!(self.hand.slot(die), crate::hand::Slot::Rolled(_)) {
                return Err(Error::DieNotRolled { die });
            }
        }
        Ok(())
    }

    /// Every legal keep: for each set of unit die values shown (as a bit
    /// mask over the distinct faces, ascending), each subset of the single
    /// dice rolled (CMD = bit 0, tactic = bit 1, RATT = bit 2), skipping the
    /// empty keep.
    pub(crate) fn keep_actions(&self, out: &mut Vec<Action>) {
        let rolled = self.hand.rolled_units();
        let mut faces = [0u8; 6];
        let mut distinct = 0usize;
        for face in 1..=6u8 {
            if rolled.count(face) > 0 {
                faces[distinct] = face;
                distinct += 1;
            }
        }
        // subsets[mask]: the unit dice showing the faces of `mask`, built down
        // from the whole roll by removing one face's dice at a time.
        let full = (1usize << distinct) - 1;
        let mut subsets = [rolled; 32];
        for mask in (0..full).rev() {
            let missing = (!mask & full).trailing_zeros() as usize;
            let mut roll = subsets[mask | (1 << missing)];
            roll.remove_all(faces[missing]);
            subsets[mask] = roll;
        }
        // The subsets of the single dice rolled (CMD = bit 0, tactic = bit 1,
        // RATT = bit 2), ascending; the first is always the empty one.
        let rolled_singles = SingleDie::ALL.map(|die| matches!(self.hand.slot(die), crate::hand::Slot::Rolled(_)));
        let rolled_mask =
            u8::from(rolled_singles[0]) | u8::from(rolled_singles[1]) << 1 | u8::from(rolled_singles[2]) << 2;
        // Each as the flags of a keep: [CMD, tactic, RATT].
        let mut subsets_of_singles = [[false; 3]; 8];
        let mut n = 0;
        for s in 0..8u8 {
            if s & !rolled_mask == 0 {
                subsets_of_singles[n] = [s & 1 != 0, s & 2 != 0, s & 4 != 0];
                n += 1;
            }
        }
        let singles = &subsets_of_singles[..n];
        out.reserve((singles.len() << distinct).saturating_sub(1));
        let keep = |units: Roll, &[cmd, tactic, ratt]: &[bool; 3]| Action::Keep(Keep { units, cmd, tactic, ratt });
        // The empty set of unit values: skip the empty keep.
        out.extend(singles.iter().skip(1).map(|s| keep(subsets[0], s)));
        for &units in &subsets[1..=full] {
            out.extend(singles.iter().map(|s| keep(units, s)));
        }
    }

    /// Applies a checked keep; the next roll, or the dice resolution (3)
    /// once the last die is kept.
    pub(crate) fn do_keep(&mut self, keep: &Keep, events: &mut impl EventSink<Event>) {
        self.hand.keep(keep);
        events.emit(Event::Kept { side: self.roller, keep: *keep });
        if self.hand.all_kept() {
            self.begin_resolution(events);
        } else {
            self.enter_roll();
        }
    }
}
