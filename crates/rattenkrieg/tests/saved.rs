//! Saved games are validated when loaded: corrupt input is an error naming
//! the rule, never a panic or a broken state.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "tests")]

mod common;

use common::*;
use serde_json::json;
use wargames_core::RuleError;
use wargames_rattenkrieg::{Options, Rattenkrieg, Side};

fn refusal(pos: &Pos) -> String {
    pos.try_game().expect_err("the saved game should be refused").to_string()
}

#[test]
fn a_saved_game_round_trips() {
    let game = dealt(Options::default());
    let json = serde_json::to_string(&game).unwrap();
    let back: Rattenkrieg = serde_json::from_str(&json).unwrap();
    assert_eq!(back, game);
}

#[test]
fn rule_2_4_a_card_in_two_places_is_refused() {
    let mut pos = Pos::new();
    let card = c(2, 'c');
    pos.hand(Side::German, &[card]);
    pos.v["hands"][1] = json!(1u64 << card.index());
    assert!(refusal(&pos).starts_with("2.4"), "{}", refusal(&pos));
}

#[test]
fn rule_2_4_a_missing_card_is_refused() {
    let mut pos = Pos::new();
    pos.v["deck"]["pile"] = json!(0);
    assert!(refusal(&pos).starts_with("2.4"));
}

#[test]
fn rule_3_5_a_counter_in_the_enemy_rear_is_refused() {
    let mut pos = Pos::new();
    pos.at("14Pz", "Soviet rear");
    assert!(refusal(&pos).starts_with("3.5"));
}

#[test]
fn bad_ids_and_stages_are_refused() {
    let mut pos = Pos::new();
    pos.v["units"][0]["status"] = json!({"at": 40});
    assert!(refusal(&pos).starts_with("2.1"));

    let mut pos = Pos::new();
    pos.v["stage"] = json!({"loss": {"unit": 30, "cause": "strike"}});
    assert!(pos.try_game().is_err(), "a counter id beyond 24");

    let mut pos = Pos::new();
    pos.v["stage"] = json!("activation");
    assert!(refusal(&pos).starts_with("7.1"), "an activation stage with no active counter");

    let mut pos = Pos::new();
    pos.v["units"].as_array_mut().unwrap().pop();
    assert!(refusal(&pos).starts_with("2.3"));

    let mut pos = Pos::new();
    pos.v["turn"] = json!(9);
    assert!(refusal(&pos).starts_with("4.0"));

    let mut pos = Pos::new();
    pos.v["options"]["scenario"]["areas"][0]["adjacent"] = json!(["Nowhere"]);
    assert!(refusal(&pos).starts_with("2.1"));
}

#[test]
fn errors_name_their_rule() {
    let err = serde_json::from_value::<Rattenkrieg>({
        let mut pos = Pos::new();
        pos.at("14Pz", "Soviet rear");
        pos.v
    })
    .unwrap_err();
    assert!(err.to_string().contains("3.5"));
    let game = dealt(Options::default());
    let mut copy = game.clone();
    let e = wargames_core::Game::apply(
        &mut copy,
        &wargames_rattenkrieg::Action::Refit { unit: unit("14Pz") },
        &mut Vec::new(),
    )
    .unwrap_err();
    assert_eq!(e.rule(), Some("7.5"));
    assert!(e.to_string().starts_with("7.5: "));
}

/// Counters are dealt their steps in order: a saved deal to a later counter
/// while an earlier one is short is not a state the rules reach.
#[test]
fn rule_3_3_a_pending_deal_to_a_counter_out_of_turn_is_refused() {
    let game = <Rattenkrieg as wargames_core::Game>::setup(&Options::default()).unwrap();
    let mut pos = Pos::from(&game);
    assert!(pos.try_game().is_ok());
    let to = &mut pos.v["stage"]["deal"]["to"];
    *to = json!({"unit": 1});
    assert!(refusal(&pos).starts_with("3.3"), "{}", refusal(&pos));
}
