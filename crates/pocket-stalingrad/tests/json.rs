//! One JSON convention: snake_case names in states, views, options,
//! actions, chance outcomes, events and replays; a replay of rules version
//! 2 (PascalCase names) is refused with the version error.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "tests fail loudly")]

use serde::Serialize;
use wargames_core::testing::SnakeCase;
use wargames_core::{Game, NoEvents, Replay, ReplayError, Rng, Step};
use wargames_pocket_stalingrad::{Options, PocketStalingrad, RULES_VERSION, Side};

/// A replay recorded under rules version 2: the Soviet's first roll and keep
/// of the example of play, with the variant names of that version.
const VERSION_2_REPLAY: &str = r#"{"game":"pocket-stalingrad","rules_version":"2","options":{"reserve":20,"turns":5,
"assault_extra_cmd":false,"deploy_all":false,"guards_unit_in_z":true,"vp_decides":false,"areas":[{"stars":2,"vp":5},
{"stars":3,"vp":6},{"stars":3,"vp":7},{"stars":3,"vp":9},{"stars":4,"vp":12}]},"seed":null,"steps":[
{"chance":{"UnitDice":{"die":"D6","faces":[1,2,3,4,6]}}},{"chance":{"SingleDice":{"cmd":6,"tactic":5,"ratt":6}}},
{"action":{"Keep":{"units":{"die":"D6","faces":[4,6]},"cmd":true,"tactic":true,"ratt":true}}},
{"chance":{"UnitDice":{"die":"D6","faces":[3,5,6]}}},{"action":{"Keep":{"units":{"die":"D6","faces":[5]},
"cmd":false,"tactic":false,"ratt":false}}},{"action":{"Fortify":"GrainElevator"}}],"digest":"6c1d3b1c1d3e1a2b"}"#;

#[test]
fn a_replay_of_rules_version_2_is_refused_with_the_version_error() {
    let replay: Replay<PocketStalingrad> = serde_json::from_str(VERSION_2_REPLAY).expect("an old replay still reads");
    match replay.replay() {
        Err(ReplayError::RulesVersion { recorded, current }) => {
            assert_eq!(recorded, "2");
            assert_eq!(current, RULES_VERSION);
        }
        other => panic!("expected the version error, got {other:?}"),
    }
}

/// The convention; the game id `"pocket-stalingrad"` and the digest are
/// data, not names.
const NAMES: SnakeCase = SnakeCase::new().data_under(|_, key| key == "game" || key == "digest");

fn check<T: Serialize>(value: &T, what: &str) {
    NAMES.assert(what, value);
}

#[test]
fn states_views_actions_outcomes_events_and_replays_use_snake_case() {
    for seed in 0..20u64 {
        let options = Options::default();
        let mut game = PocketStalingrad::setup(&options).unwrap();
        let mut rng = Rng::new(seed);
        let (mut legal, mut events, mut steps) = (Vec::new(), Vec::new(), Vec::new());
        check(&options, "options");
        while !game.is_over() {
            check(&game, "state");
            check(&game.view(Side::German.seat()), "view");
            if game.status().is_chance() {
                let chance = game.sample_chance(&mut rng).unwrap();
                check(&chance, "chance");
                game.resolve_chance(&chance, &mut events).unwrap();
                steps.push(Step::Chance(chance));
            } else {
                game.legal_actions(&mut legal);
                legal.iter().for_each(|a| check(a, "action"));
                let action = legal[rng.index(legal.len())];
                game.apply(&action, &mut events).unwrap();
                steps.push(Step::Action(action));
            }
        }
        events.iter().for_each(|e| check(e, "event"));
        check(&game.outcome(), "outcome");
        let replay = Replay::record(options, None, steps, &game).unwrap();
        check(&replay, "replay");
        let read: Replay<PocketStalingrad> = serde_json::from_str(&serde_json::to_string(&replay).unwrap()).unwrap();
        assert_eq!(read.replay_with(&mut NoEvents).unwrap(), game);
    }
}
