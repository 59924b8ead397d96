//! Shared helpers of the integration tests.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    dead_code,
    reason = "test helpers fail loudly; not every test uses every helper"
)]

use wargames_core::{Die, Game, Rng, Roll};
use wargames_pocket_stalingrad::{Action, Area, Chance, Event, Keep, PocketStalingrad, SingleDie};

/// Any action at all, legal or not.
pub fn any_action(_game: &PocketStalingrad, rng: &mut Rng) -> Action {
    let area = |rng: &mut Rng| Area::ALL[rng.index(7)];
    match rng.index(29) {
        0..=3 => {
            let n = rng.index(7);
            let die = if rng.index(10) == 0 { Die::D10 } else { Die::D6 };
            let units = rng.roll(die, n);
            Action::Keep(Keep { units, cmd: rng.index(2) == 0, tactic: rng.index(2) == 0, ratt: rng.index(2) == 0 })
        }
        4 => Action::RerollRatt,
        5 => Action::KeepRatt,
        6 => Action::Snipe(area(rng)),
        7 => Action::Fortify(area(rng)),
        8 => Action::RemoveFortress(area(rng)),
        9 => Action::EndFortify,
        10 => Action::AirStrike(rng.index(9) as u8),
        11 => Action::CancelAirHits(rng.index(9) as u8),
        12 => Action::AirHit(area(rng)),
        13 => Action::Assault(area(rng)),
        14 => Action::EndAssault,
        15 => Action::Cross(area(rng)),
        16 => Action::EndCrossing,
        17 => Action::Ratze { from: area(rng), to: area(rng) },
        18 => Action::PassRatze,
        19 => Action::DeployOut(area(rng)),
        20 => Action::DeployIn(area(rng)),
        21 => Action::EndDeploy,
        22 => Action::Shell(area(rng)),
        23 => Action::LiftShelling,
        24 => Action::PassShelling,
        25 => Action::Engineer(area(rng)),
        26 => Action::EndEngineers,
        27 => {
            if rng.index(2) == 0 {
                Action::FightInZ
            } else {
                Action::HoldFireInZ
            }
        }
        _ => {
            if rng.index(2) == 0 {
                Action::Guards { from: area(rng), to: area(rng) }
            } else {
                Action::PassGuards
            }
        }
    }
}

/// Any chance outcome at all, possible or not.
pub fn any_chance(_game: &PocketStalingrad, rng: &mut Rng) -> Chance {
    let face = |rng: &mut Rng| match rng.index(8) {
        0 => None,
        n => Some(n as u8 - 1),
    };
    match rng.index(3) {
        0 => {
            let n = rng.index(7);
            Chance::UnitDice(rng.roll(Die::D6, n))
        }
        1 => Chance::SingleDice { cmd: face(rng), tactic: face(rng), ratt: face(rng) },
        _ => Chance::RattReroll(rng.index(8) as u8),
    }
}

/// Resolves the pending chance point with `chance`.
pub fn roll(game: &mut PocketStalingrad, chance: Chance, events: &mut Vec<Event>) {
    assert!(game.status().is_chance(), "expected a chance point, the game is at {:?}", game.stage());
    game.resolve_chance(&chance, events).unwrap_or_else(|e| panic!("{chance} refused at {:?}: {e}", game.stage()));
}

/// Plays `action`, which must be legal.
pub fn play(game: &mut PocketStalingrad, action: Action, events: &mut Vec<Event>) {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert!(legal.contains(&action), "{action:?} is not legal at {:?}; legal: {legal:?}", game.stage());
    game.apply(&action, events).unwrap_or_else(|e| panic!("{action} refused: {e}"));
}

/// The unit dice roll `faces`.
pub fn units(faces: &[u8]) -> Chance {
    Chance::UnitDice(Roll::from_faces(Die::D6, faces).unwrap())
}

/// Single dice faces (None: not rolled).
pub fn singles(cmd: Option<u8>, tactic: Option<u8>, ratt: Option<u8>) -> Chance {
    Chance::SingleDice { cmd, tactic, ratt }
}

/// A keep of these unit faces and single dice.
pub fn keep(faces: &[u8], dice: &[SingleDie]) -> Action {
    Action::Keep(Keep::new(faces, dice).unwrap())
}
