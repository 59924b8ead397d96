//! A corrupt saved game never makes the engine panic: random numbers written
//! into random fields of real saved games are either refused on load, or
//! give a state that plays on to the end without a panic.
#![allow(clippy::unwrap_used, reason = "test helpers report failures by panicking")]

use proptest::prelude::*;
use serde_json::Value;
use wargames_arnswalde::{Arnswalde, Options};
use wargames_core::{Game, Playout, RandomAgent, Rng};

/// Saved games from several points of a few random games.
fn saves() -> Vec<Value> {
    let mut out = Vec::new();
    for seed in 0..6u64 {
        let mut game = Arnswalde::setup(&Options::default()).unwrap();
        let mut rng = Rng::new(seed);
        let mut agent = [RandomAgent::new(seed + 100)];
        let mut playout = Playout::new();
        for _ in 0..12 {
            out.push(serde_json::to_value(&game).unwrap());
            if game.is_over() {
                break;
            }
            let _ = playout.run(&mut game, &mut rng, &mut agent, 5);
        }
    }
    out
}

/// The paths of every number and boolean in `value`.
fn leaves(value: &Value, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                path.push(k.clone());
                leaves(v, path, out);
                path.pop();
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                path.push(i.to_string());
                leaves(v, path, out);
                path.pop();
            }
        }
        Value::Number(_) | Value::Bool(_) => out.push(path.clone()),
        _ => {}
    }
}

fn at<'a>(value: &'a mut Value, path: &[String]) -> Option<&'a mut Value> {
    path.iter().try_fold(value, |v, key| match v {
        Value::Object(map) => map.get_mut(key),
        Value::Array(items) => key.parse::<usize>().ok().and_then(|i| items.get_mut(i)),
        _ => None,
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn corrupt_saves_are_refused_or_play_on(pick in any::<usize>(), leaf in any::<usize>(), raw in any::<u64>(), small in 0u64..16, seed in any::<u64>()) {
        let saves = saves();
        let mut value = saves[pick % saves.len()].clone();
        let mut paths = Vec::new();
        leaves(&value, &mut Vec::new(), &mut paths);
        let path = &paths[leaf % paths.len()];
        if let Some(slot) = at(&mut value, path) {
            *slot = match slot {
                Value::Bool(b) => Value::Bool(!*b),
                _ if raw % 2 == 0 => Value::from(small),
                _ => Value::from(raw),
            };
        }
        if let Ok(mut game) = serde_json::from_value::<Arnswalde>(value) {
            let mut rng = Rng::new(seed);
            let mut agent = [RandomAgent::new(seed ^ 1)];
            let result = Playout::new().run(&mut game, &mut rng, &mut agent, 100_000);
            prop_assert!(result.is_ok(), "{:?} at {:?}", result, path);
        }
    }
}
