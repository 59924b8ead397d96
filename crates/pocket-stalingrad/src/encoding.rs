//! Dense action and chance ids and the observation tensor
//! ([`Encoding`]); the layout is documented in `docs/rules/pocket-stalingrad.md`.

use wargames_core::{Blocks, Die, Encoding, ObservationWriter, Roll};

use crate::action::Action;
use crate::area::Area;
use crate::chance::Chance;
use crate::hand::{Keep, SingleDie, Slot, UNIT_DICE};
use crate::outcome::{Outcome, Victory};
use crate::side::Side;
use crate::stage::Stage;
use crate::state::{CMD_LIMIT, PocketStalingrad, STACK_LIMIT};
use crate::tactic::Tactic;
use crate::view::View;

/// How many multisets of at most five d6 faces there are: C(11, 5) = 462.
const ROLLS: usize = 462;

/// The multisets of at most [`UNIT_DICE`] d6 faces, each as its key
/// (the count of face `f` is base-6 digit `f - 1`), in increasing order:
/// the rank of a roll is the index of its key.
const ROLL_KEYS: [u16; ROLLS] = roll_keys();

const fn roll_keys() -> [u16; ROLLS] {
    let mut keys = [0u16; ROLLS];
    let mut n = 0;
    let mut key = 0u32;
    while key < 46_656 {
        let (mut rest, mut sum) = (key, 0);
        while rest > 0 {
            sum += rest % 6;
            rest /= 6;
        }
        if sum <= UNIT_DICE as u32 {
            keys[n] = key as u16;
            n += 1;
        }
        key += 1;
    }
    keys
}

/// The rank of a roll of at most five d6 among [`ROLL_KEYS`].
fn roll_rank(roll: &Roll) -> Option<usize> {
    if roll.die() != Die::D6 || roll.len() > usize::from(UNIT_DICE) {
        return None;
    }
    let key = (1..=6u8).rev().fold(0u16, |key, face| key * 6 + u16::from(roll.count(face)));
    ROLL_KEYS.binary_search(&key).ok()
}

/// The roll of rank `rank`.
fn roll_of_rank(rank: usize) -> Option<Roll> {
    let mut key = *ROLL_KEYS.get(rank)?;
    let mut faces = [0u8; UNIT_DICE as usize];
    let mut n = 0;
    for face in 1..=6u8 {
        for _ in 0..key % 6 {
            faces[n] = face;
            n += 1;
        }
        key /= 6;
    }
    Roll::from_faces(Die::D6, &faces[..n])
}

/// The blocks of action ids, one per variant of [`Action`] in its order.
const ACTIONS: Blocks<28> = Blocks::new([
    ROLLS * 8, // Keep: roll rank x (CMD, tactic, RATT kept)
    1,         // RerollRatt
    1,         // KeepRatt
    7,         // Snipe(area)
    7,         // Fortify(area)
    7,         // RemoveFortress(area)
    1,         // EndFortify
    CMD + 1,   // AirStrike(0..=9)
    CMD + 1,   // CancelAirHits(0..=9)
    7,         // AirHit(area)
    7,         // Assault(area)
    1,         // EndAssault
    7,         // Cross(area)
    1,         // EndCrossing
    49,        // Ratze { from, to }
    1,         // PassRatze
    7,         // DeployOut(area)
    7,         // DeployIn(area)
    1,         // EndDeploy
    7,         // Shell(area)
    1,         // LiftShelling
    1,         // PassShelling
    7,         // Engineer(area)
    1,         // EndEngineers
    1,         // FightInZ
    1,         // HoldFireInZ
    49,        // Guards { from, to }
    1,         // PassGuards
]);

const CMD: usize = CMD_LIMIT as usize;

/// The blocks of chance ids: unit dice (roll rank), single dice (CMD,
/// tactic and RATT each none or 1-6: 7^3), the RATT re-roll (face 1-6).
const CHANCES: Blocks<3> = Blocks::new([ROLLS, 343, 6]);

/// The length of the observation tensor (see the rules page).
const OBSERVATION: usize = 2 + 2 + 2 + 25 + 2 + 14 + 2 + 10 + 5 + 7 + 1 + 1 + 2 + 24 + 12 + 27 + 1 + 10 + 6;

fn area_of(index: usize) -> Option<Area> {
    Area::ALL.get(index).copied()
}

fn pair(from: Area, to: Area) -> usize {
    from.index() * 7 + to.index()
}

fn optional_face(face: Option<u8>) -> Option<usize> {
    match face {
        None => Some(0),
        Some(f @ 1..=6) => Some(usize::from(f)),
        Some(_) => None,
    }
}

fn face_of(digit: usize) -> Option<u8> {
    (digit > 0).then_some(digit as u8)
}

/// The index of a stage among the 25 the observation tells apart.
fn stage_index(stage: Stage) -> usize {
    let side = |s: Side| s.index();
    match stage {
        Stage::RollUnitDice => 0,
        Stage::RollSingleDice => 1,
        Stage::Keep => 2,
        Stage::Pavlov => 3,
        Stage::RattReroll => 4,
        Stage::Snipe => 5,
        Stage::Fortify => 6,
        Stage::AirStrike => 7,
        Stage::NightCancel => 8,
        Stage::AirHits => 9,
        Stage::Assault => 10,
        Stage::Crossing => 11,
        Stage::Ratze(s) => 12 + side(s),
        Stage::DeployOut => 14,
        Stage::DeployIn => 15,
        Stage::Shelling { after_attrition, side: s } => 16 + 2 * usize::from(after_attrition) + side(s),
        Stage::Engineers => 20,
        Stage::FightInZ(s) => 21 + side(s),
        Stage::Guards => 23,
        Stage::Over => 24,
    }
}

fn tactic_index(tactic: Tactic) -> usize {
    match tactic {
        Tactic::SovietFortify => 0,
        Tactic::SovietUnitZNight => 1,
        Tactic::SovietShellingDeploy => 2,
        Tactic::SovietShellingNight => 3,
        Tactic::SovietCmdFortify => 4,
        Tactic::SovietDeployGuards => 5,
        Tactic::GermanUnitZ => 6,
        Tactic::GermanShellingDeploy => 7,
        Tactic::GermanEngineers => 8,
        Tactic::GermanAssault => 9,
        Tactic::GermanEngineersDeploy => 10,
        Tactic::GermanAssaultShelling => 11,
    }
}

/// Dense ids (blocks in the order of [`Action`]'s variants and of
/// [`Chance`]'s) and the observation of [`View`]; the layout is in the
/// rules page, `docs/rules/pocket-stalingrad.md`. Ids depend on the action
/// alone, never on the state.
impl Encoding for PocketStalingrad {
    const NUM_DISTINCT_ACTIONS: usize = ACTIONS.total();
    const MAX_CHANCE_OUTCOMES: usize = CHANCES.total();
    const OBSERVATION_SIZE: usize = OBSERVATION;

    fn action_id(&self, action: &Action) -> Option<usize> {
        let area = |k: usize, a: Area| ACTIONS.id(k, a.index());
        let count = |k: usize, n: u8| ACTIONS.id(k, usize::from(n));
        match *action {
            Action::Keep(keep) => {
                let flags = usize::from(keep.cmd) * 4 + usize::from(keep.tactic) * 2 + usize::from(keep.ratt);
                ACTIONS.id(0, roll_rank(&keep.units)? * 8 + flags)
            }
            Action::RerollRatt => ACTIONS.id(1, 0),
            Action::KeepRatt => ACTIONS.id(2, 0),
            Action::Snipe(a) => area(3, a),
            Action::Fortify(a) => area(4, a),
            Action::RemoveFortress(a) => area(5, a),
            Action::EndFortify => ACTIONS.id(6, 0),
            Action::AirStrike(n) => count(7, n),
            Action::CancelAirHits(n) => count(8, n),
            Action::AirHit(a) => area(9, a),
            Action::Assault(a) => area(10, a),
            Action::EndAssault => ACTIONS.id(11, 0),
            Action::Cross(a) => area(12, a),
            Action::EndCrossing => ACTIONS.id(13, 0),
            Action::Ratze { from, to } => ACTIONS.id(14, pair(from, to)),
            Action::PassRatze => ACTIONS.id(15, 0),
            Action::DeployOut(a) => area(16, a),
            Action::DeployIn(a) => area(17, a),
            Action::EndDeploy => ACTIONS.id(18, 0),
            Action::Shell(a) => area(19, a),
            Action::LiftShelling => ACTIONS.id(20, 0),
            Action::PassShelling => ACTIONS.id(21, 0),
            Action::Engineer(a) => area(22, a),
            Action::EndEngineers => ACTIONS.id(23, 0),
            Action::FightInZ => ACTIONS.id(24, 0),
            Action::HoldFireInZ => ACTIONS.id(25, 0),
            Action::Guards { from, to } => ACTIONS.id(26, pair(from, to)),
            Action::PassGuards => ACTIONS.id(27, 0),
        }
    }

    fn action_of_id(&self, id: usize) -> Option<Action> {
        let (block, i) = ACTIONS.locate(id)?;
        let area = || area_of(i);
        let two = || Some((area_of(i / 7)?, area_of(i % 7)?));
        Some(match block {
            0 => Action::Keep(Keep {
                units: roll_of_rank(i / 8)?,
                cmd: i & 4 != 0,
                tactic: i & 2 != 0,
                ratt: i & 1 != 0,
            }),
            1 => Action::RerollRatt,
            2 => Action::KeepRatt,
            3 => Action::Snipe(area()?),
            4 => Action::Fortify(area()?),
            5 => Action::RemoveFortress(area()?),
            6 => Action::EndFortify,
            7 => Action::AirStrike(i as u8),
            8 => Action::CancelAirHits(i as u8),
            9 => Action::AirHit(area()?),
            10 => Action::Assault(area()?),
            11 => Action::EndAssault,
            12 => Action::Cross(area()?),
            13 => Action::EndCrossing,
            14 => two().map(|(from, to)| Action::Ratze { from, to })?,
            15 => Action::PassRatze,
            16 => Action::DeployOut(area()?),
            17 => Action::DeployIn(area()?),
            18 => Action::EndDeploy,
            19 => Action::Shell(area()?),
            20 => Action::LiftShelling,
            21 => Action::PassShelling,
            22 => Action::Engineer(area()?),
            23 => Action::EndEngineers,
            24 => Action::FightInZ,
            25 => Action::HoldFireInZ,
            26 => two().map(|(from, to)| Action::Guards { from, to })?,
            _ => Action::PassGuards,
        })
    }

    fn chance_id(&self, chance: &Chance) -> Option<usize> {
        match *chance {
            Chance::UnitDice(roll) => CHANCES.id(0, roll_rank(&roll)?),
            Chance::SingleDice { cmd, tactic, ratt } => {
                CHANCES.id(1, optional_face(cmd)? * 49 + optional_face(tactic)? * 7 + optional_face(ratt)?)
            }
            Chance::RattReroll(face @ 1..=6) => CHANCES.id(2, usize::from(face) - 1),
            Chance::RattReroll(_) => None,
        }
    }

    fn chance_of_id(&self, id: usize) -> Option<Chance> {
        let (block, i) = CHANCES.locate(id)?;
        Some(match block {
            0 => Chance::UnitDice(roll_of_rank(i)?),
            1 => Chance::SingleDice { cmd: face_of(i / 49), tactic: face_of(i / 7 % 7), ratt: face_of(i % 7) },
            _ => Chance::RattReroll(i as u8 + 1),
        })
    }

    fn encode_view(view: &View, out: &mut [f32]) {
        let mut w = ObservationWriter::new(out);
        let stack = f32::from(STACK_LIMIT);
        w.one_hot(Some(view.seat.index()), 2);
        w.scalar(f32::from(view.turn), 5.0);
        w.scalar(f32::from(view.turns), 5.0);
        w.one_hot(Some(view.roller.index()), 2);
        w.one_hot(Some(stage_index(view.stage)), 25);
        w.one_hot(view.to_act.map(Side::index), 2);
        for side in &view.units {
            for &n in side {
                w.scalar(f32::from(n), stack);
            }
        }
        for &n in &view.reserve {
            w.scalar(f32::from(n), stack);
        }
        for captured in view.captured {
            w.one_hot(captured.map(Side::index), 2);
        }
        for fortress in view.fortresses {
            w.flag(fortress);
        }
        w.one_hot(view.shelling.map(Area::index), 7);
        w.flag(view.night);
        w.scalar(f32::from(view.area6_cap), stack);
        for &cmd in &view.cmd {
            w.scalar(f32::from(cmd), f32::from(CMD_LIMIT));
        }
        for tactic in view.tactics {
            w.one_hot(tactic.map(tactic_index), 12);
        }
        for roll in [view.hand.kept_units(), view.hand.rolled_units()] {
            for face in 1..=6 {
                w.scalar(f32::from(roll.count(face)), f32::from(UNIT_DICE));
            }
        }
        for die in SingleDie::ALL {
            let (slot, face) = match view.hand.slot(die) {
                Slot::InHand => (0, None),
                Slot::Rolled(face) => (1, Some(face)),
                Slot::Kept(face) => (2, Some(face)),
            };
            w.one_hot(Some(slot), 3);
            w.one_hot(face.and_then(|f| usize::from(f).checked_sub(1)), 6);
        }
        w.scalar(f32::from(view.air_hits), f32::from(CMD_LIMIT));
        for card in view.areas {
            w.scalar(f32::from(card.stars), 4.0);
            w.scalar(f32::from(card.vp), 12.0);
        }
        let (result, victory) = match view.outcome {
            None => (None, None),
            Some(Outcome::Draw) => (Some(2), None),
            Some(Outcome::Win { side, victory }) => (Some(side.index()), Some(victory)),
        };
        w.one_hot(result, 3);
        w.one_hot(
            victory.map(|v| match v {
                Victory::ThreeAreas => 0,
                Victory::MoreAreas => 1,
                Victory::MoreVp => 2,
            }),
            3,
        );
    }
}
