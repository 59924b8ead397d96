//! The core conformance suite on every mission × enemy quality.

use wargames_core::Rng;
use wargames_core::testing::Conformance;
use wargames_squad::content::Quality;
use wargames_squad::{Action, Aim, Chance, Options, Squad};

fn small(rng: &mut Rng, n: usize) -> u8 {
    rng.index(n) as u8
}

/// Any action at all, legal or not: a decision's first part, a later part
/// (R-D1) or `Back` (R-D2) as often as the orders of one part.
fn any_action(_g: &Squad, rng: &mut Rng) -> Action {
    match rng.index(32) {
        0 => Action::BeginTurn { soldier: small(rng, 8) },
        1 => Action::Withdraw { soldier: small(rng, 8) },
        2 => Action::RemoveSuppression,
        3 => Action::Move { to: small(rng, 12) },
        4 => Action::Attack { weapon: if rng.index(4) == 0 { u8::MAX } else { small(rng, 9) }, mode: small(rng, 3) },
        5 => Action::Melee { weapon: if rng.index(2) == 0 { None } else { Some(small(rng, 9)) } },
        6 => Action::Throw { item: small(rng, 9) },
        7 => Action::Reload { weapon: small(rng, 9) },
        8 => Action::Deploy { weapon: small(rng, 9) },
        9 => Action::DiscardDraw,
        10 => Action::UseEquipment { item: small(rng, 9), on: small(rng, 12) },
        11 => Action::UseCache,
        12 => Action::PlayCard { card: small(rng, 70) },
        13 => Action::FireSupport { card: small(rng, 40), slot: small(rng, 12) },
        14 => Action::PlaceLocation,
        15 => Action::ActivateObjective,
        16 => Action::TakeDispatch,
        17 => Action::PassGear { item: small(rng, 9), to: small(rng, 7) },
        18 => Action::DropGear { item: small(rng, 9) },
        19 => Action::PickUp { item: small(rng, 17) },
        20 => Action::EndTurn,
        21 => Action::ChooseLocation { card: small(rng, 14) },
        22 => Action::React { card: small(rng, 40), boost: rng.index(2) == 0 },
        23 => Action::With { card: small(rng, 70) },
        24 => Action::Boost { yes: rng.index(2) == 0 },
        25 => Action::Card { card: small(rng, 70) },
        26 => Action::Target {
            aim: match rng.index(4) {
                0 => Aim::Card(small(rng, 17)),
                1 => Aim::Objective,
                2 => Aim::Slot(small(rng, 12)),
                _ => Aim::Split([small(rng, 4), small(rng, 4), small(rng, 4), u8::MAX]),
            },
        },
        27 => Action::Die { target: small(rng, 17) },
        28 => Action::Choose { param: small(rng, 17) },
        29 => Action::Done,
        30 => Action::Back,
        _ => {
            if rng.index(2) == 0 {
                Action::Pass
            } else {
                Action::Discard { card: small(rng, 40) }
            }
        }
    }
}

/// Any chance outcome, possible or not.
fn any_chance(_g: &Squad, rng: &mut Rng) -> Chance {
    let v = small(rng, 70);
    match rng.index(7) {
        0 => Chance::D10(small(rng, 12)),
        1 => Chance::D6(small(rng, 8)),
        2 => Chance::Action(v),
        3 => Chance::Location(v),
        4 => Chance::Enemy(v),
        5 => Chance::Event(v),
        _ => Chance::Target(small(rng, 8)),
    }
}

fn suite(options: Options, cases: u32) {
    Conformance::<Squad>::new(options)
        .cases(cases)
        .max_steps(20_000)
        .illegal_samples(8)
        .arbitrary_actions(any_action)
        .arbitrary_chance(any_chance)
        .text_round_trip()
        .run();
}

#[test]
fn conformance_orchard_road_frontline() {
    suite(Options::default(), 32);
}

#[test]
fn conformance_orchard_road_elite_bunker() {
    suite(Options::scenario("M01", "O01", Quality::Elite), 20);
}

#[test]
fn conformance_long_ridge_frontline_courier() {
    suite(Options::scenario("M02", "O03", Quality::FrontLine), 20);
}

#[test]
fn conformance_long_ridge_elite_crossroads() {
    suite(Options::scenario("M02", "O02", Quality::Elite), 20);
}

#[test]
fn conformance_mixed_squad_with_npc_and_squad_soldiers() {
    use wargames_squad::Recruit;
    let r = |s: &str, gear: &[&str]| Recruit::new(s, gear, &[]).unwrap();
    let squad = vec![r("S02", &["W05", "Q07"]), r("S08", &[]), r("S06", &[]), r("S03", &["W07", "W11"])];
    let options = Options { squad: Some(squad), ..Options::scenario("M02", "O03", Quality::Elite) };
    suite(options, 20);
}
