//! Rule 6 and the victory conditions V.1-V.4, with areas A1 and Fortify.

use wargames_core::{Game, Status};

use super::*;
use crate::outcome::{Outcome, Victory};
use crate::stage::Stage;

/// The victory phase with these tactics and CMD.
fn victory(
    options: Options,
    soviet_tactic: Option<u8>,
    cmd: [u8; 2],
    setup: impl FnOnce(&mut PocketStalingrad),
) -> PocketStalingrad {
    let mut g = fresh_with(options);
    clear(&mut g);
    g.roller = German;
    g.hand = kept_hand(&[1, 1, 1, 1, 1], 1, 1, 5);
    g.tactic = [soviet_tactic, Some(1)];
    g.cmd = cmd;
    setup(&mut g);
    g.begin_victory(&mut Vec::new());
    g
}

#[test]
fn rule_6_1_guards_move_one_unit_from_z_free_or_from_the_volga_for_one_cmd() {
    let mut g = victory(Options::default(), Some(6), [0, 0], |g| {
        put(g, Soviet, Z, 1);
        put(g, Soviet, Six, 1);
        put(g, Soviet, A2, 2);
    });
    assert_eq!(g.stage(), Stage::Guards);
    let err = refused(&mut g, Action::Guards { from: Six, to: A2 });
    assert_eq!(err, Error::NotEnoughCmd { rule: "Guards", side: Soviet, need: 1, have: 0 });
    assert_eq!(rule(&refused(&mut g, Action::Guards { from: A1, to: A2 })), Some("Guards"));
    assert_eq!(rule(&refused(&mut g, Action::Guards { from: Z, to: Six })), Some("Guards"));
    // The move comes before captures: 3 Soviet units capture area 2.
    act(&mut g, Action::Guards { from: Z, to: A2 });
    assert_eq!(g.captured_by(A2), Some(Soviet));
    let mut g = victory(Options::default(), Some(6), [1, 0], |g| put(g, Soviet, Six, 1));
    act(&mut g, Action::Guards { from: Six, to: A1 });
    assert_eq!(g.units(Soviet, A1), 1);
    // Without the tactic, no Guards step.
    let g = victory(Options::default(), Some(3), [1, 0], |g| put(g, Soviet, Six, 1));
    assert_ne!(g.stage(), Stage::Guards);
}

#[test]
fn rule_6_night_ends_and_unused_cmd_is_lost() {
    let g = victory(Options::default(), None, [3, 2], |g| g.night = true);
    assert!(!g.night());
    assert_eq!((g.cmd(Soviet), g.cmd(German)), (0, 0));
    assert_eq!(g.turn(), 2);
}

#[test]
fn rule_6_2_units_at_least_the_stars_capture_the_area() {
    let g = victory(Options::default(), None, [0, 0], |g| {
        put(g, German, A1, 2);
        put(g, Soviet, A5, 3);
        put(g, Soviet, A4, 3);
    });
    assert_eq!(g.captured_by(A1), Some(German));
    assert_eq!(g.captured_by(A5), None);
    assert_eq!(g.captured_by(A4), Some(Soviet));
}

#[test]
fn rule_6_3_if_both_qualify_the_larger_force_captures() {
    // The seed's example: 3 Soviet and 2 German in area 2: Soviet capture.
    let g = victory(Options::default(), None, [0, 0], |g| {
        put(g, Soviet, A2, 3);
        put(g, German, A2, 2);
        put(g, Soviet, A5, 4);
        put(g, German, A5, 5);
        g.fortresses = 0;
    });
    assert_eq!(g.captured_by(A2), Some(Soviet));
    assert_eq!(g.captured_by(A5), Some(German));
}

#[test]
fn rule_6_4_a_tie_captures_nothing() {
    let g = victory(Options::default(), None, [0, 0], |g| {
        put(g, Soviet, A3, 4);
        put(g, German, A3, 4);
    });
    assert_eq!(g.captured_by(A3), None);
}

#[test]
fn rule_a1_any_enemy_unit_in_the_grain_elevator_blocks_its_capture() {
    let g = victory(Options::default(), None, [0, 0], |g| {
        put(g, Soviet, A1, 5);
        put(g, German, A1, 1);
    });
    assert_eq!(g.captured_by(A1), None);
}

#[test]
fn rule_fortify_a_fortress_with_a_soviet_unit_blocks_a_german_capture() {
    let g = victory(Options::default(), None, [0, 0], |g| {
        put(g, Soviet, A4, 1);
        put(g, German, A4, 5);
        put(g, German, A3, 5);
        g.fortresses = A4.bit() | A3.bit();
    });
    assert_eq!(g.captured_by(A4), None);
    // A fortress with no Soviet unit blocks nothing.
    assert_eq!(g.captured_by(A3), Some(German));
}

#[test]
fn rule_6_5_a_captured_area_leaves_play() {
    let mut g = victory(Options::default(), None, [0, 0], |g| {
        put(g, Soviet, A4, 4);
        put(g, German, A4, 1);
        g.fortresses = A4.bit();
        g.shelling = Some(A4);
    });
    assert_eq!(g.captured_by(A4), Some(Soviet));
    assert_eq!((g.units(Soviet, A4), g.units(German, A4)), (0, 0));
    assert!(!g.fortress(A4));
    assert_eq!(g.shelling(), None);
    assert_eq!(g.reserve(Soviet), 18);
    // Nothing may move in.
    clear(&mut g);
    put(&mut g, Soviet, Six, 1);
    g.cmd[0] = 1;
    g.stage = Stage::Crossing;
    assert_eq!(refused(&mut g, Action::Cross(A4)), Error::Captured { area: A4 });
}

#[test]
fn rule_6_6_areas_2_and_3_keep_working_for_the_side_that_captured_them() {
    let g = victory(Options::default(), None, [0, 0], |g| {
        put(g, German, A2, 3);
        put(g, German, A3, 3);
    });
    assert_eq!(g.captured_by(A2), Some(German));
    assert_eq!(g.captured_by(A3), Some(German));
    // Next German turn: +1 CMD (A3) and the Pavlov re-roll (A2) are German.
    let (g, _) = resolving(German, &[1, 1, 1, 1, 1], [2, 3, 5], |h| h.captured = g.captured);
    assert_eq!(g.stage(), Stage::Pavlov);
    assert_eq!(g.status(), Status::ToAct(German.seat()));
}

#[test]
fn rule_v_1_three_captured_areas_win_at_once() {
    let g = victory(Options::default(), None, [0, 0], |g| {
        g.captured[0] = Some(German);
        put(g, German, A2, 3);
        put(g, German, A5, 4);
        put(g, Soviet, A4, 3);
    });
    assert_eq!(g.status(), Status::Over(Outcome::Win { side: German, victory: Victory::ThreeAreas }));
    assert_eq!(g.turn(), 1);
}

fn last_turn(options: Options, captured: [Option<Side>; 5]) -> Outcome {
    let g = victory(options, None, [0, 0], |g| {
        g.turn = g.options.turns;
        g.captured = captured;
    });
    g.outcome().unwrap()
}

#[test]
fn rule_v_2_after_the_last_turn_more_areas_win() {
    let o = last_turn(Options::default(), [Some(Soviet), Some(Soviet), None, None, Some(German)]);
    assert_eq!(o, Outcome::Win { side: Soviet, victory: Victory::MoreAreas });
}

#[test]
fn rule_v_3_as_many_areas_more_vp_win() {
    let o = last_turn(Options::default(), [Some(Soviet), None, None, Some(German), None]);
    assert_eq!(o, Outcome::Win { side: German, victory: Victory::MoreVp });
}

#[test]
fn rule_v_3_the_seeds_note_under_the_vp_decides_option() {
    // Areas 1 and 2 (11 VP) against area 5 alone (12 VP).
    let captured = [Some(Soviet), Some(Soviet), None, None, Some(German)];
    let o = last_turn(Options { vp_decides: true, ..Options::default() }, captured);
    assert_eq!(o, Outcome::Win { side: German, victory: Victory::MoreVp });
}

#[test]
fn rule_v_4_as_many_areas_and_vp_is_a_draw() {
    assert_eq!(last_turn(Options::default(), [None; 5]), Outcome::Draw);
}
