//! Inputs the fuzzers found, each kept in the committed corpus, run through
//! their target's body: the contract they once broke holds.

use wargames_arnswalde::Arnswalde;
use wargames_fuzz::{content_in_full, state};
use wargames_rattenkrieg::Rattenkrieg;
use wargames_squad::Squad;

/// The built-in card set (no edits) with mission M01, objective O02: at
/// step 218 of game 19 of its seeds the timer stands at 9, past the limit
/// 8, before R-E7 of that round (a Location's time or Lost Bearings advance
/// it at once). The defeat is decided at R-E7 (ruling 10 of
/// docs/rules/squad.md), so the round plays on to the Enemy Phase, which
/// ends the mission; the body once called the round going on a breach.
#[test]
fn rule_r_e7_the_timer_past_the_limit_within_a_round_plays_to_the_enemy_phase() {
    let input = include_bytes!("../corpus/squad_content/found-r-e7-timer-past-the-limit-within-a-round.bin");
    assert_eq!(content_in_full(input), Ok(()));
}

/// The built-in card set with the first weather event's `hit_on` penalty
/// raised to 146 (mission M02, objective O01): the validator took it, and
/// at step 66 of the first game the event put the need past the bound the
/// loader keeps on a penalty (R-E3). A penalty above 10 stops every d10
/// alone; the validator now refuses it.
#[test]
fn rule_r_e3_a_weather_penalty_above_10_is_refused_by_the_validator() {
    let input = include_bytes!("../corpus/squad_content/found-r-e3-weather-penalty-above-10.bin");
    assert_eq!(content_in_full(input), Ok(()));
}

/// A Squad card set whose mission M01 has Recon 255 in place of Recon 1:
/// the validator took it, and placing a Location added 1 to 255 and
/// panicked (the fuzz build checks overflow). Recon counts now stop at
/// 255 and a recon past the deck draws every card left (R-F5); the set
/// plays its 50 games.
#[test]
fn rule_r_f5_a_recon_of_255_plays_its_games() {
    let input = include_bytes!("../corpus/squad_content/found-r-f5-recon-255-adding-past-a-byte.bin");
    assert_eq!(content_in_full(input), Ok(()));
}

/// A set-up of Arnswalde (the Tigers not yet placed) whose Soviet deck is
/// swapped with the hearts out of play: every card is still in one place,
/// so the loader once accepted it, and the deal of 3.2 then drew from an
/// empty deck. A saved set-up is now the start but for the Tigers'
/// placement and the face-down cards dealt so far (3.1, 3.2), and this one
/// is refused.
#[test]
fn rule_3_2_a_set_up_with_its_soviet_deck_out_of_play_is_refused() {
    let input = include_bytes!("../corpus/arnswalde_state/found-3-2-set-up-deck-swapped-with-hearts-out.bin");
    assert_eq!(state::<Arnswalde>(input), Ok(()));
}

/// A Rattenkrieg save in turn 3 with the attacker fighting on after a
/// combat (8.11), edited so that the active counter is another German one,
/// alone in the German rear. It loaded; its attack there opened a combat
/// with no Soviet counter to defend, and the Soviet side had no legal
/// action. A save that fights on where no enemy counter stands is now
/// refused.
#[test]
fn rule_8_11_fighting_on_where_no_enemy_counter_stands_is_refused() {
    let input = include_bytes!("../corpus/rattenkrieg_state/found-8-11-fighting-on-with-no-enemy-there.bin");
    assert_eq!(state::<Rattenkrieg>(input), Ok(()));
}

/// A Rattenkrieg save of a combat waiting for the Soviet side to name its
/// defender (8.2), edited so that the deck's discards lay on the German
/// side of the table. It loaded; naming the defender began the
/// declarations, which clear the table, and those cards left play (2.4).
/// Cards lie on the table only while the sides declare and raise (8.4 to
/// 8.6), and such a save is now refused.
#[test]
fn rule_8_5_cards_on_the_table_before_a_defender_is_named_are_refused() {
    let input = include_bytes!("../corpus/rattenkrieg_state/found-8-5-discards-on-the-table-before-a-defender.bin");
    assert_eq!(state::<Rattenkrieg>(input), Ok(()));
}

/// A Rattenkrieg save in which the defender's other counters choose to
/// retreat or stay isolated (8.10), edited so that the counter choosing was
/// the attacker. It loaded; the attacker's retreat took it out of the
/// combat area while the combat went on (8.2). Such a save is now refused.
#[test]
fn rule_8_10_an_isolation_choice_by_a_counter_not_the_defenders_is_refused() {
    let input = include_bytes!("../corpus/rattenkrieg_state/found-8-10-the-attacker-choosing-isolation.bin");
    assert_eq!(state::<Rattenkrieg>(input), Ok(()));
}

/// A Squad save of an Explosion waiting for the d6 of a card in its slot,
/// edited so that no card was left to roll for. It loaded; the d6 then
/// resolved against no card, a shift out of range that panicked with
/// overflow checks on. A saved game now waits for the very die the attack
/// on top awaits (R-A7, R-R1; interpretation 34 of docs/rules/squad.md),
/// and this one is refused.
#[test]
fn rule_r_r1_an_explosion_awaiting_a_d6_with_no_card_left_is_refused() {
    let input = include_bytes!("../corpus/squad_state/found-r-r1-explosion-awaiting-a-d6-with-no-card-left.bin");
    assert_eq!(state::<Squad>(input), Ok(()));
}

/// A Squad save taken while the objective connects and its garrison enters
/// (R-F6), edited so that the procedure stood back at the first garrison
/// card, already in play. It loaded, and after one step the same card was
/// in play twice. A garrison card from the step the procedure stands at on
/// is not yet in play, and this save is now refused.
#[test]
fn rule_r_f6_a_garrison_card_in_play_before_it_enters_is_refused() {
    let input = include_bytes!("../corpus/squad_state/found-r-f6-garrison-card-in-play-before-it-enters.bin");
    assert_eq!(state::<Squad>(input), Ok(()));
}

/// A Squad save taken during a soldier's attack, edited so that the
/// Soldier Phase at the bottom of the stack was a copy of the attack. It
/// loaded; once both copies of the attack had resolved, nothing was left to
/// do in a game that was not over. The phase under way is the bottom of
/// the stack (R-R1), and this save is now refused.
#[test]
fn rule_r_r1_an_attack_in_place_of_the_soldier_phase_is_refused() {
    let input = include_bytes!("../corpus/squad_state/found-r-r1-an-attack-in-place-of-the-soldier-phase.bin");
    assert_eq!(state::<Squad>(input), Ok(()));
}
