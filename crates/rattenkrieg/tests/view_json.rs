//! A view's JSON: the scenario as an object, the counters as lists, read
//! back equal; a list of more counters than a scenario may have [2.3] is
//! refused.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use wargames_core::{Match, Seat};
use wargames_rattenkrieg::{MAX_UNITS, Options, Rattenkrieg, View};

fn german_view() -> View {
    let m = Match::<Rattenkrieg>::new(Options::default(), 7u64).unwrap();
    m.view(Seat(0))
}

#[test]
fn a_view_reads_back_from_its_json_with_lists_of_counters() {
    let view = german_view();
    let json = serde_json::to_value(&view).unwrap();
    assert!(json["scenario"].is_object());
    let own = json["own_units"].as_array().unwrap();
    let enemy = json["enemy_units"].as_array().unwrap();
    assert_eq!(own.len(), view.own_units.len());
    assert_eq!(enemy.len(), view.enemy_units.len());
    assert!(!own.is_empty() && !enemy.is_empty());
    let back: View = serde_json::from_value(json).unwrap();
    assert_eq!(back, view);
}

#[test]
fn a_view_with_more_counters_than_a_scenario_may_have_is_refused_2_3() {
    let mut json = serde_json::to_value(german_view()).unwrap();
    let first = json["enemy_units"][0].clone();
    json["enemy_units"] = serde_json::Value::Array(vec![first; MAX_UNITS + 1]);
    assert!(serde_json::from_value::<View>(json).is_err());
}
