//! The bad inputs the issue names, through the public API: each is refused
//! with the rule it breaks, and the state is unchanged.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "tests fail loudly")]

mod common;

use common::{keep, play, roll, singles, units};
use wargames_core::{Game, RuleError};
use wargames_pocket_stalingrad::{Action, Area, Error, Event, Options, PocketStalingrad, Side, SingleDie};

fn refused(game: &mut PocketStalingrad, action: Action) -> Error {
    let before = *game;
    let mut events: Vec<Event> = Vec::new();
    let err = game.apply(&action, &mut events).unwrap_err();
    assert_eq!(*game, before);
    assert!(events.is_empty());
    assert!(err.to_string().starts_with(err.rule().unwrap_or("")), "{err}");
    err
}

/// A state edited through its serialized form (and checked on the way back).
fn edited(game: &PocketStalingrad, edit: impl FnOnce(&mut serde_json::Value)) -> PocketStalingrad {
    let mut value = serde_json::to_value(game).unwrap();
    edit(&mut value);
    serde_json::from_value(value).unwrap()
}

#[test]
fn keeping_no_die_or_part_of_a_value_is_refused() {
    let mut game = PocketStalingrad::setup(&Options::default()).unwrap();
    let ev = &mut Vec::new();
    roll(&mut game, units(&[1, 3, 5, 5, 5]), ev);
    roll(&mut game, singles(Some(2), Some(3), Some(4)), ev);
    assert_eq!(refused(&mut game, keep(&[], &[])).rule(), Some("2.1"));
    assert_eq!(refused(&mut game, keep(&[5, 5], &[])).rule(), Some("2.2"));
    assert_eq!(refused(&mut game, keep(&[6], &[])).rule(), Some("2.1"));
    play(&mut game, keep(&[5, 5, 5], &[SingleDie::Cmd]), ev);
    roll(&mut game, units(&[2, 2]), ev);
    roll(&mut game, singles(None, Some(1), Some(1)), ev);
    assert_eq!(refused(&mut game, keep(&[2, 2], &[SingleDie::Cmd])).rule(), Some("2.3"));
}

#[test]
fn cmd_the_side_lacks_the_stacking_limit_captured_areas_and_soviet_air_strikes_are_refused() {
    let mut game = PocketStalingrad::setup(&Options::default()).unwrap();
    let ev = &mut Vec::new();
    // The Soviet keeps everything: 4 4 4 4 4, CMD 1, tactic 4 (Night), RATT 5.
    roll(&mut game, units(&[4, 4, 4, 4, 4]), ev);
    roll(&mut game, singles(Some(1), Some(4), Some(5)), ev);
    play(&mut game, keep(&[4, 4, 4, 4, 4], &SingleDie::ALL), ev);
    assert_eq!(game.to_act(), Some(Side::Soviet));
    // Area 4 holds 5 Soviet units; with 6 it is full.
    let mut full = edited(&game, |v| {
        v["units"][0][3] = 6.into();
        v["reserve"][0] = 12.into();
    });
    assert_eq!(refused(&mut full, Action::Cross(Area::CityCentre)).rule(), Some("3.2"));
    // Captured area 1.
    let mut captured = edited(&game, |v| v["captured"][0] = "german".into());
    assert_eq!(refused(&mut captured, Action::Cross(Area::GrainElevator)).rule(), Some("6.5"));
    // Spending CMD the Soviet does not have.
    let mut again = edited(&game, |v| v["cmd"][0] = 0.into());
    let err = refused(&mut again, Action::Cross(Area::GrainElevator));
    assert_eq!(err.rule(), Some("4.2"));
    assert!(matches!(err, Error::NotEnoughCmd { need: 1, have: 0, .. }));
    // Air strikes by the Soviet.
    assert_eq!(refused(&mut again, Action::AirStrike(1)), Error::SovietAirStrike);
    assert_eq!(refused(&mut again, Action::AirHit(Area::GrainElevator)).rule(), Some("4.1"));
}

// Corrupt saved games are checked by the conformance suite of wargames-core
// (`Conformance::corrupt_saves`), on every option set of tests/conformance.rs.
