//! Inputs the fuzzers found, each kept in the committed corpus, run through
//! their target's body: the contract they once broke holds.

use wargames_fuzz::content;

/// The built-in card set (no edits) with mission M01, objective O02: at
/// step 218 of game 19 of its seeds the timer stands at 9, past the limit
/// 8, before R-E7 of that round (a Location's time or Lost Bearings advance
/// it at once). The defeat is decided at R-E7 (ruling 10 of
/// docs/rules/squad.md), so the round plays on to the Enemy Phase, which
/// ends the mission; the body once called the round going on a breach.
#[test]
fn rule_r_e7_the_timer_past_the_limit_within_a_round_plays_to_the_enemy_phase() {
    let input = include_bytes!("../corpus/squad_content/found-r-e7-timer-past-the-limit-within-a-round.bin");
    assert_eq!(content(input), Ok(()));
}
