//! The phase at every step of the example of play's first game turn (seed
//! 002), checked against the sequence of play: the Soviet player turn
//! (roll 2, dice resolution 3, infiltration 4), the German player turn
//! (roll 2, air strike 4.1, the Soviet's Volga crossing 4.2 in the German
//! infiltration phase), the common combat phase (5) and the next turn's
//! first roll.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "tests fail loudly")]

mod common;

use common::{keep, play, roll, singles, units};
use wargames_core::{Game, Phase, Seat};
use wargames_pocket_stalingrad::{Action, Area, Event, Options, PocketStalingrad, SingleDie};

use Area::{CityCentre as A4, GrainElevator as A1, MamayevKurgan as A3, Six, TractorFactory as A5};
use SingleDie::{Cmd, Ratt, Tactic};

/// The phase line, checked against the phase's parts.
fn line(phase: &Phase<'_>) -> String {
    let rules: Vec<&str> = phase.path().map(|p| p.rule).collect();
    assert!(!rules.is_empty(), "every step is inside a procedure of the sequence of play");
    for p in phase.path() {
        assert_eq!(p.name, p.name.to_lowercase(), "procedure names are lower case");
    }
    phase.to_string()
}

#[test]
fn phases_of_turn_1_follow_the_sequence_of_play_2_3_4_5_6() {
    let mut game = PocketStalingrad::setup(&Options::default()).unwrap();
    let ev = &mut Vec::<Event>::new();
    let mut seen = Vec::new();
    let mut at = |game: &PocketStalingrad| seen.push(line(&game.phase()));

    // Soviet player turn: roll (2), dice resolution (3), infiltration (4).
    at(&game);
    roll(&mut game, units(&[1, 2, 3, 4, 6]), ev);
    at(&game);
    roll(&mut game, singles(Some(6), Some(5), Some(6)), ev);
    at(&game);
    play(&mut game, keep(&[4, 6], &[Cmd, Tactic, Ratt]), ev);
    at(&game);
    roll(&mut game, units(&[3, 5, 6]), ev);
    at(&game);
    play(&mut game, keep(&[5], &[]), ev);
    roll(&mut game, units(&[3, 5]), ev);
    play(&mut game, keep(&[3, 5], &[]), ev);
    at(&game);
    for area in [A1, A3, A4] {
        play(&mut game, Action::Fortify(area), ev);
    }
    play(&mut game, Action::EndFortify, ev);
    at(&game);
    play(&mut game, Action::EndCrossing, ev);

    // German player turn: roll (2), air strike (4.1), the Soviet's crossing (4.2).
    at(&game);
    roll(&mut game, units(&[1, 3, 4, 4, 5]), ev);
    roll(&mut game, singles(Some(5), Some(3), Some(6)), ev);
    at(&game);
    play(&mut game, keep(&[3, 4, 4, 5], &[Cmd, Tactic, Ratt]), ev);
    roll(&mut game, units(&[1]), ev);
    play(&mut game, keep(&[1], &[]), ev);
    at(&game);
    play(&mut game, Action::AirStrike(1), ev);
    at(&game);
    play(&mut game, Action::AirHit(Six), ev);
    at(&game);
    assert_eq!(game.phase().seat_of_phase(), Some(Seat::SECOND), "4.2: the crossing is in the German's phase");
    play(&mut game, Action::Cross(A1), ev);
    play(&mut game, Action::Cross(A1), ev);

    // Combat phase (5): engineers, then combat in Z, decided by the side to act.
    at(&game);
    for area in [A1, A3, A4, A5] {
        play(&mut game, Action::Engineer(area), ev);
    }
    at(&game);
    assert_eq!(game.phase().seat_of_phase(), Some(Seat::FIRST), "AZ: the Soviet decides");
    play(&mut game, Action::HoldFireInZ, ev);

    // Victory phase (6) has no decision; turn 2 begins with the Soviet roll.
    at(&game);

    assert_eq!(
        seen,
        [
            "turn 1/5, Soviet > roll (2) > unit dice (2)",
            "turn 1/5, Soviet > roll (2) > single dice (2)",
            "turn 1/5, Soviet > roll (2) > keep (2.1)",
            "turn 1/5, Soviet > roll (2) > unit dice (2)",
            "turn 1/5, Soviet > roll (2) > keep (2.1)",
            "turn 1/5, Soviet > dice resolution (3) > fortify (Fortify)",
            "turn 1/5, Soviet > infiltration (4) > volga crossing (4.2)",
            "turn 1/5, German > roll (2) > unit dice (2)",
            "turn 1/5, German > roll (2) > keep (2.1)",
            "turn 1/5, German > infiltration (4) > air strike (4.1) > announce (4.1)",
            "turn 1/5, German > infiltration (4) > air strike (4.1) > air hits (4.1)",
            "turn 1/5, German > infiltration (4) > volga crossing (4.2)",
            "turn 1/5, German > combat (5) > engineers (Engineers)",
            "turn 1/5, Soviet > combat (5) > combat in z (AZ)",
            "turn 2/5, Soviet > roll (2) > unit dice (2)",
        ]
    );
}

#[test]
fn a_finished_game_is_over_under_v_with_no_side() {
    let mut game = PocketStalingrad::setup(&Options::default()).unwrap();
    let mut rng = wargames_core::Rng::new(3u64);
    let mut legal = Vec::new();
    while !game.is_over() {
        if game.status().is_chance() {
            let chance = game.sample_chance(&mut rng).unwrap();
            game.resolve_chance(&chance, &mut wargames_core::NoEvents).unwrap();
        } else {
            game.legal_actions(&mut legal);
            game.apply(&legal[rng.index(legal.len())], &mut wargames_core::NoEvents).unwrap();
        }
        let phase = game.phase();
        assert!(phase.current().is_some(), "every step names its procedure: {phase}");
    }
    let phase = game.phase();
    assert_eq!(phase.current().map(|p| (p.name, p.rule)), Some(("game over", "V")));
    assert_eq!(phase.seat_of_phase(), None);
}
