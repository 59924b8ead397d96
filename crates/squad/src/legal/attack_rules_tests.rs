//! The attack, melee, throw and end-of-turn rules stated once in `legal/`
//! (`attacker.rs`, `aim.rs`, `melee_cost.rs`, `throw_reach.rs`,
//! `retain.rs`), as the checks and the list read them.

use crate::error::Error;
use crate::legal::aim::{mode_reaches, screen_blocks};
use crate::legal::attacker::{bolt_allows, may_attack};
use crate::legal::melee_cost::{MeleeCostMods, melee_cost};
use crate::legal::retain::retain_allowed;
use crate::legal::throw_reach::throw_reaches;
use crate::rules_tests::{foe, place, std_game};
use crate::state::Turn;

#[test]
fn rule_r_a4_a_suppressed_soldier_or_one_gone_to_ground_or_without_actions_does_not_attack() {
    let turn = Turn::begin(0, 2);
    assert_eq!(may_attack(0, &turn, true), Ok(()));
    assert_eq!(may_attack(1, &turn, false), Err(Error::Suppressed));
    let spent = Turn { actions: 0, ..turn };
    assert_eq!(may_attack(0, &spent, true), Err(Error::NoActions { cost: 1, left: 0 }));
    assert_eq!(may_attack(0, &spent, false), Ok(()), "a melee's cost is checked with its slot");
    let grounded = Turn { no_attack: true, ..turn };
    assert_eq!(may_attack(0, &grounded, false), Err(Error::NoAttackThisTurn));
}

#[test]
fn rule_r_a4_f_a_bolt_weapon_attacks_again_only_with_a_card_that_allows_it() {
    assert_eq!(bolt_allows(false, false), Ok(()));
    assert_eq!(bolt_allows(true, true), Ok(()));
    assert_eq!(bolt_allows(true, false), Err(Error::BoltAgain));
}

#[test]
fn rule_r_a8_melee_costs_the_slots_cost_with_changes_a_set_cost_wins_at_least_one() {
    let none = MeleeCostMods::default();
    assert_eq!(melee_cost(2, none, none), 2);
    assert_eq!(melee_cost(2, MeleeCostMods { is: None, change: -1 }, none), 1);
    assert_eq!(melee_cost(1, none, MeleeCostMods { is: None, change: -3 }), 1, "at least 1");
    assert_eq!(melee_cost(3, none, MeleeCostMods { is: Some(1), change: 0 }), 1, "a card's set cost");
    let skill = MeleeCostMods { is: Some(2), change: 0 };
    assert_eq!(melee_cost(3, skill, MeleeCostMods { is: Some(1), change: 0 }), 2, "a skill's set cost first");
}

#[test]
fn rule_r_a9_a_throw_reaches_as_far_as_the_item_and_the_cards_throw_range() {
    assert_eq!(throw_reaches(2, 2, 0), Ok(()));
    assert_eq!(throw_reaches(3, 2, 0), Err(Error::BadThrow));
    assert_eq!(throw_reaches(3, 2, 1), Ok(()));
    assert_eq!(throw_reaches(255, 250, 255), Ok(()), "the sum saturates");
}

#[test]
fn rule_r_f10_a_turn_ends_retaining_its_own_support_cards_the_xp_covers() {
    assert_eq!(retain_allowed(0b110, 0, 0, 0), Ok(()), "keeping nothing is always legal");
    assert_eq!(retain_allowed(0b110, 0b010, 1, 1), Ok(()));
    assert_eq!(retain_allowed(0b110, 0b001, 0, 5), Err(Error::BadRetain));
    assert_eq!(retain_allowed(0b110, 0b100, 3, 2), Err(Error::NoXp { need: 3, have: 2 }));
}

#[test]
fn rule_r_a4_b_a_screen_card_keeps_the_others_in_its_slot_out_of_reach_but_not_of_a_scoped_weapon_at_range_2() {
    assert!(screen_blocks(true, false, false, 0), "a card beside a Screen card");
    assert!(!screen_blocks(true, true, false, 0), "the Screen card itself");
    assert!(!screen_blocks(false, false, false, 0), "no Screen card in the slot");
    assert!(screen_blocks(true, false, true, 1), "Scoped at range 1 is still screened");
    assert!(!screen_blocks(true, false, true, 2), "Scoped at range 2 or more ignores the screen");
}

#[test]
fn rule_r_a4_b_a_card_beside_a_screen_card_is_aimed_at_only_by_a_scoped_weapon_from_range_2() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    let rifles = foe(&mut g, "E03", 1, 0);
    let sentry = foe(&mut g, "E02", 1, 0);
    assert_eq!(g.aim_ok(rifles, false, 1), Err(Error::Screened));
    assert_eq!(g.aim_ok(sentry, false, 1), Ok(1), "the Screen card itself may be aimed at");
    assert_eq!(g.aim_ok(rifles, true, 2), Ok(1), "a Scoped weapon from range 2");
    assert_eq!(g.aim_ok(15, false, 1), Err(Error::NoSuchTarget), "no card in that entry");
}

#[test]
fn rule_r_a4_c_r_a7_an_explosion_rolls_against_every_card_in_its_slot_and_needs_one() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    assert_eq!(g.explosion_cards(1), Err(Error::NoSuchTarget), "nothing to roll against");
    let a = foe(&mut g, "E03", 1, 0);
    let b = foe(&mut g, "E02", 1, 0);
    assert_eq!(g.explosion_cards(1), Ok((1 << a) | (1 << b)));
    assert_eq!(g.explosion_slots() & (1 << 1), 1 << 1, "the list's slots agree with the check");
    let d = g.objective_slot();
    assert_eq!(g.explosion_cards(d), Err(Error::ObjectiveNotActive), "R-A4 (c): not before activation");
    assert!(g.may_aim_objective(0, false, false).is_err(), "interpretation 12: the objective is not aimed at yet");
}

#[test]
fn rule_r_a7_r_f3_an_explosion_and_a_strike_roll_against_the_same_cards_and_refuse_apart() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    let d = g.objective_slot();
    // Every soldier starts in slot 0 (R-S9).
    assert_eq!(g.slot_cards(1), 0);
    assert_eq!(g.explosion_cards(1), Err(Error::NoSuchTarget), "R-A7: nothing to roll against");
    assert_eq!(g.strike_slot_ok(0, 1, 3), Err(Error::NoSuchTarget), "R-F3: nothing to roll against");
    let a = foe(&mut g, "E03", 1, 0);
    let b = foe(&mut g, "E02", 1, 0);
    let both = (1 << a) | (1 << b);
    assert_eq!(g.slot_cards(1), both, "R-A7: every enemy card in the slot");
    assert_eq!(g.explosion_cards(1), Ok(both));
    assert_eq!(g.strike_slot_ok(0, 1, 3), Ok(both), "the same cards for a strike");
    // Refusals of a strike alone: its own slot, and beyond its range.
    assert_eq!(g.strike_slot_ok(0, 0, 3), Err(Error::OutOfRange), "R-F3: not the striker's own slot");
    assert_eq!(g.strike_slot_ok(0, 1, 0), Err(Error::OutOfRange), "R-F3: within the card's range");
    // The objective's slot before activation, still empty: an Explosion is
    // refused there outright (R-A4 c); a strike finds nothing to roll against.
    assert_eq!(g.slot_cards(d), 0);
    assert_eq!(g.explosion_cards(d), Err(Error::ObjectiveNotActive));
    assert_eq!(g.strike_slot_ok(0, d, d), Err(Error::NoSuchTarget));
    // With an objective enemy there, both refuse it before activation (R-A4 c).
    let guard = foe(&mut g, "E01", d, 0);
    assert_eq!(g.slot_cards(d), 1 << guard);
    assert_eq!(g.strike_slot_ok(0, d, d), Err(Error::ObjectiveNotActive));
    g.state.progress.active = true;
    assert_eq!(g.explosion_cards(d), Ok(1 << guard), "after activation (R-F7)");
    assert_eq!(g.strike_slot_ok(0, d, d), Ok(1 << guard));
}

#[test]
fn rule_r_a4_a_d_a_modes_range_is_its_to_hit_row_and_collateral_damage_forbids_area_attacks() {
    let g = std_game();
    let rifle = g.content().weapons().iter().flat_map(|w| &w.modes).find(|m| m.to_hit.len() > 1).unwrap();
    let far = rifle.to_hit.len() as u8;
    assert_eq!(mode_reaches(rifle, far, false, false), Err(Error::OutOfRange));
    assert!(mode_reaches(rifle, 0, false, false).is_ok());
    assert_eq!(mode_reaches(rifle, 0, true, true), Err(Error::CollateralDamage));
    assert!(mode_reaches(rifle, 0, true, false).is_ok(), "a single shot is not an area attack");
}
