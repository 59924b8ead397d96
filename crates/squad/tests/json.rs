//! One JSON convention: snake_case names in states, views, options,
//! actions, chance outcomes, events and replays; a replay of rules version
//! 2 (PascalCase names) is refused with the version error.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "tests fail loudly")]

use serde::Serialize;
use wargames_core::testing::SnakeCase;
use wargames_core::{Game, NoEvents, Replay, ReplayError, Rng, Seat, Seed, Step};
use wargames_squad::{Options, RULES_VERSION, Squad};

/// A replay recorded under rules version 2: the opening hands and the
/// first soldier's turn of the standard mission, with the variant names of
/// that version (`D10`, `Action`, `BeginTurn`, `FrontLine`). Its last step,
/// `{"EndTurn":{"keep":0}}`, is left out: since version 4 an end of turn
/// is a decision of parts (R-D1) and that form no longer reads.
const VERSION_2_REPLAY: &str = r#"{"game":"squad","rules_version":"2","options":{"theatre":"NorthwestEurope",
"faction":"Axis","quality":"FrontLine","mission":"M01","objective":"O02","squad":null,"target_counters":4,
"content":null},"seed":null,"steps":[{"chance":{"Action":5}},{"chance":{"Action":6}},{"chance":{"Action":12}},
{"chance":{"Action":26}},{"chance":{"Action":32}},{"chance":{"Action":11}},{"chance":{"Action":17}},
{"chance":{"Action":24}},{"chance":{"Action":36}},{"action":{"BeginTurn":{"soldier":0}}}],
"digest":"0000000000000000"}"#;

#[test]
fn a_replay_of_rules_version_2_is_refused_with_the_version_error() {
    let replay: Replay<Squad> = serde_json::from_str(VERSION_2_REPLAY).expect("an old replay still reads");
    match replay.replay() {
        Err(ReplayError::RulesVersion { recorded, current }) => {
            assert_eq!(recorded, "2");
            assert_eq!(current, RULES_VERSION);
        }
        other => panic!("expected the version error, got {other:?}"),
    }
}

/// Values that are data, not names: ids, the card set's names and tags
/// (theatre, faction), the game id, the digest, the view's sentences.
const DATA: [&str; 10] = [
    "game",
    "digest",
    "theatre",
    "faction",
    "mission",
    "objective",
    "name",
    "mission_name",
    "objective_name",
    "waiting",
];

/// The view's lists of (id, name, flags): data.
const VIEW_DATA: [&str; 5] = ["path", "hand", "gear", "supports", "dropped"];

/// A card id (`E03`: letters then digits, written by the card set), the
/// `EVENT` code an event card's attack names in place of an enemy card, or
/// a sentence: data, not names.
fn data_string(s: &str) -> bool {
    s == "EVENT"
        || s.contains(' ')
        || (s.chars().next().is_some_and(|c| c.is_ascii_uppercase()) && s.chars().any(|c| c.is_ascii_digit()))
}

/// The convention for states, options, actions, events and replays.
const NAMES: SnakeCase = SnakeCase::new().data_under(|_, key| DATA.contains(&key)).data_string(data_string);

/// The convention for views, whose lists of (id, name, flags) are data too.
const VIEW_NAMES: SnakeCase =
    SnakeCase::new().data_under(|_, key| DATA.contains(&key) || VIEW_DATA.contains(&key)).data_string(data_string);

fn check<T: Serialize>(value: &T, what: &str) {
    let names = if what == "view" { VIEW_NAMES } else { NAMES };
    names.assert(what, value);
}

#[test]
fn states_views_actions_outcomes_events_and_replays_use_snake_case() {
    for seed in 0..8u64 {
        let options = Options::default();
        let mut game = Squad::setup(&options).unwrap();
        let mut rng = Rng::new(Seed::from_u64(seed));
        let (mut legal, mut events, mut steps) = (Vec::new(), Vec::new(), Vec::new());
        check(&options, "options");
        while !game.is_over() {
            check(&game, "state");
            check(&game.view(Seat::FIRST), "view");
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
        check(&game.status().outcome(), "outcome");
        let replay = Replay::record(options, None, steps, &game).unwrap();
        check(&replay, "replay");
        let read: Replay<Squad> = serde_json::from_str(&serde_json::to_string(&replay).unwrap()).unwrap();
        assert_eq!(read.replay_with(&mut NoEvents).unwrap(), game);
    }
}
