//! R-A3's move cost and destinations, as the move check and the list read them.

use crate::legal::move_cost::{may_enter, move_cost};
use crate::setup::tables::MoveFx;

#[test]
fn rule_r_a3_a_move_costs_entry_and_blocking_less_movement_and_reductions_at_least_one() {
    let plain = MoveFx::default();
    assert_eq!(move_cost(3, 1, 1, 0, plain), 3);
    assert_eq!(move_cost(3, 0, 1, 1, plain), 1);
    assert_eq!(move_cost(1, 0, 2, 0, plain), 1, "at least 1");
    let card = MoveFx { reduce: 1, ..MoveFx::default() };
    assert_eq!(move_cost(4, 2, 1, 1, card), 3);
    let past_blocking = MoveFx { ignore_blocking: true, ..MoveFx::default() };
    assert_eq!(move_cost(2, 5, 0, 0, past_blocking), 2);
    let free = MoveFx { free: true, ..MoveFx::default() };
    assert_eq!(move_cost(9, 9, 0, 0, free), 0);
    // Ruling 38: the card's and the skills' reductions saturate as one sum.
    let most = MoveFx { reduce: 250, ..MoveFx::default() };
    assert_eq!(move_cost(9, 255, 0, 10, most), 9);
}

#[test]
fn rule_r_a3_a_soldier_steps_one_slot_onto_a_location_or_into_the_active_objective() {
    assert!(may_enter(1, 2, 2, 5, false));
    assert!(may_enter(2, 1, 2, 5, false));
    assert!(!may_enter(1, 3, 3, 5, false), "one slot at a time");
    assert!(!may_enter(2, 3, 2, 5, false), "past the front-most Location");
    assert!(!may_enter(4, 5, 4, 5, false), "the objective, not active");
    assert!(may_enter(4, 5, 4, 5, true));
}
