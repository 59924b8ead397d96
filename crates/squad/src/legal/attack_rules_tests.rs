//! The attack, melee, throw and end-of-turn rules stated once in `legal/`
//! (`attacker.rs`, `melee_cost.rs`, `throw_reach.rs`, `retain.rs`), as the
//! checks and the list read them.

use crate::error::Error;
use crate::legal::attacker::{bolt_allows, may_attack};
use crate::legal::melee_cost::{MeleeCostMods, melee_cost};
use crate::legal::retain::retain_allowed;
use crate::legal::throw_reach::throw_reaches;
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
