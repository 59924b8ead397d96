//! Options are read strictly: unknown fields and scenarios that make no
//! game are refused with the field or rule named; a replay made under
//! another rules version is refused.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "tests")]

use wargames_core::{Game, Match, Replay, ReplayError};
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
    assert_eq!(Rattenkrieg::RULES_VERSION, "3");
    replay.rules_version = "2".to_owned();
    assert!(matches!(replay.replay(), Err(ReplayError::RulesVersion { .. })));
}

/// A replay file written under rules version 2 (three steps after the deal,
/// default options written as `{}`).
const REPLAY_V2: &str = r#"{"digest":"5b97815b0f97b913","game":"rattenkrieg","options":{},"rules_version":"2","seed":"ed8f01dbe4140b1d89a9817b8a6f46b301dd50d0a6e8eb9ccfc9ab66fb64a712","steps":[{"chance":{"draw":4}},{"chance":{"draw":18}},{"chance":{"draw":10}},{"chance":{"draw":33}},{"chance":{"draw":43}},{"chance":{"draw":34}},{"chance":{"draw":13}},{"chance":{"draw":30}},{"chance":{"draw":26}},{"chance":{"draw":9}},{"chance":{"draw":46}},{"chance":{"draw":16}},{"chance":{"draw":24}},{"chance":{"draw":1}},{"chance":{"draw":27}},{"chance":{"draw":2}},{"chance":{"draw":23}},{"chance":{"draw":51}},{"chance":{"draw":15}},{"chance":{"draw":41}},{"chance":{"draw":49}},{"chance":{"draw":8}},{"chance":{"draw":22}},{"chance":{"draw":45}},{"chance":{"draw":7}},{"chance":{"draw":25}},{"chance":{"draw":44}},{"chance":{"draw":31}},{"chance":{"draw":17}},{"chance":{"draw":29}},{"chance":{"draw":39}},{"chance":{"draw":3}},{"chance":{"draw":47}},{"action":"pass"},{"action":"pass"},{"action":{"discard":{"cards":0}}}]}"#;

#[test]
fn a_replay_file_of_rules_version_2_gets_the_version_error() {
    let replay: Replay<Rattenkrieg> = serde_json::from_str(REPLAY_V2).unwrap();
    let err = replay.replay().unwrap_err();
    assert!(matches!(&err, ReplayError::RulesVersion { recorded, current: "3" } if recorded == "2"), "{err:?}");
    assert_eq!(err.to_string(), "this replay was recorded under rules version 2; this engine implements 3");
    // Only the version is refused: the snake_case form itself is unchanged.
    let mut current = replay;
    current.rules_version = "3".to_owned();
    let game = current.replay().unwrap();
    assert_eq!(game.stage(), wargames_rattenkrieg::Stage::Discard { side: wargames_rattenkrieg::Side::Soviet });
}

#[test]
fn rule_2_3_counter_names_a_player_cannot_type_apart_are_refused() {
    for (name, other) in [("u3", None), ("", None), ("24pz", None), ("Rifle  X", Some("rifle x"))] {
        let mut options = Options::default();
        options.scenario.units[3].name = name.to_owned();
        if let Some(other) = other {
            options.scenario.units[1].name = other.to_owned();
        }
        let err = Rattenkrieg::setup(&options).unwrap_err();
        assert_eq!(err, Error::Scenario(ScenarioError::UntypableName { rule: "2.3", name: name.to_owned() }));
        assert!(err.to_string().starts_with("2.3"), "{err}");
    }
}

#[test]
fn rule_2_1_area_names_a_player_cannot_type_apart_are_refused() {
    let mut options = Options::default();
    let old = options.scenario.areas[4].name.clone();
    options.scenario.areas[4].name = "A12".to_owned();
    for area in &mut options.scenario.areas {
        for name in &mut area.adjacent {
            if *name == old {
                *name = "A12".to_owned();
            }
        }
    }
    let err = Rattenkrieg::setup(&options).unwrap_err();
    assert_eq!(err, Error::Scenario(ScenarioError::UntypableName { rule: "2.1", name: "A12".to_owned() }));
}

/// The built-in scenario's board is compiled once and shared by every game
/// on it; any other scenario, a copy with another title included, is
/// compiled for its game. Both must make the same games [2.1] [2.3].
#[test]
fn rule_2_1_a_retitled_copy_of_the_built_in_scenario_plays_the_same_games() {
    let mut copy = Options::default();
    copy.scenario.title = "Stalingrad, another printing".to_owned();
    let played = |options: &Options| {
        // Each line without its digest, which covers the title.
        wargames_core::testing::fingerprint::<Rattenkrieg>(options, 0..20, 1_000_000)
            .lines()
            .map(|line| line.rsplit_once(", ").map_or(line, |(head, _)| head).to_owned())
            .collect::<Vec<_>>()
    };
    let standard = played(&Options::default());
    assert_eq!(standard.len(), 20, "{standard:?}");
    assert_eq!(played(&copy), standard);
    // The copy is still checked: broken, it is refused as before.
    copy.scenario.units[0].steps = 14;
    let err = Rattenkrieg::setup(&copy).unwrap_err();
    assert!(err.to_string().starts_with("3.3"), "{err}");
}
