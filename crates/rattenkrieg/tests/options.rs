//! Options are read strictly: unknown fields and scenarios that make no
//! game are refused with the field or rule named; a replay made under
//! another rules version is refused.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "tests")]

use wargames_core::{Game, Match, ReplayError};
use wargames_rattenkrieg::{Error, Options, Rattenkrieg, ScenarioError};

fn read(json: &str) -> Result<Options, serde_json::Error> {
    serde_json::from_str(json)
}

#[test]
fn options_an_unknown_field_is_refused_by_name() {
    let err = read(r#"{"bogus": 1}"#).unwrap_err().to_string();
    assert!(err.contains("unknown field") && err.contains("bogus"), "{err}");
    assert_eq!(read("{}").unwrap(), Options::default(), "missing fields take their default");
    assert_eq!(
        read(r#"{"tank_return": "any_later_turn"}"#).unwrap().tank_return,
        wargames_rattenkrieg::TankReturn::AnyLaterTurn
    );
}

#[test]
fn options_another_games_options_are_refused() {
    let pocket = r#"{"reserve": 4, "turns": 5, "assault_extra_cmd": false}"#;
    let err = read(pocket).unwrap_err().to_string();
    assert!(err.contains("unknown field") && err.contains("reserve"), "{err}");
    let arnswalde = r#"{"difficulty": "standard"}"#;
    assert!(read(arnswalde).unwrap_err().to_string().contains("difficulty"));
}

#[test]
fn options_an_unknown_field_inside_the_scenario_is_refused() {
    let mut v = serde_json::to_value(Options::default()).unwrap();
    v["scenario"]["units"][0]["bogus"] = serde_json::json!(1);
    let err = serde_json::from_value::<Options>(v).unwrap_err().to_string();
    assert!(err.contains("bogus"), "{err}");
}

#[test]
fn rule_3_3_a_scenario_counter_without_steps_is_refused_at_setup() {
    let mut options = Options::default();
    let rifle = options.scenario.units.iter_mut().find(|u| u.steps > 0).unwrap();
    rifle.steps = 0;
    let name = rifle.name.clone();
    let err = Rattenkrieg::setup(&options).unwrap_err();
    assert_eq!(err, Error::Scenario(ScenarioError::NoSteps(name.clone())));
    assert!(err.to_string().starts_with("3.3"), "{err}");
    assert!(err.to_string().contains(&name), "{err}");
}

#[test]
fn replay_recorded_under_the_previous_rules_version_is_refused() {
    let mut m = Match::<Rattenkrieg>::new(Options::default(), 3u64).unwrap();
    let mut legal = Vec::new();
    for _ in 0..20 {
        m.legal_actions(&mut legal);
        let Some(action) = legal.last().copied() else { break };
        m.play(&action).unwrap();
    }
    let mut replay = m.replay().unwrap();
    assert!(replay.replay().is_ok());
    assert_eq!(Rattenkrieg::RULES_VERSION, "2");
    replay.rules_version = "1".to_owned();
    assert!(matches!(replay.replay(), Err(ReplayError::RulesVersion { .. })));
}
