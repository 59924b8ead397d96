//! A systematic search for the states a loader should refuse: every place
//! of saved games, each edited in every way [`edits_at`] lists, loaded, and
//! played on. The fuzz targets search the same space guided by coverage;
//! this sweep covers the single edits of a few saves completely.

use std::collections::BTreeMap;

use serde_json::Value;
use wargames_core::Limits;

use crate::Fuzzed;
use crate::edit::{Edit, How, at, places};
use crate::play::{play_on, round_trip, seeded};

/// What a sweep found.
#[derive(Debug, Default)]
pub struct Sweep {
    /// Edited saves tried.
    pub tried: usize,
    /// Of those, how many loaded.
    pub loaded: usize,
    /// Of those, how many broke the contract within the steps played.
    pub broke: usize,
    /// The breaches, grouped by the edited place with its indices blanked
    /// (`state.soldiers.#.slot`) and the breach with its numbers left out:
    /// how many, and the first one in full.
    pub holes: BTreeMap<String, (usize, String)>,
}

/// The edits tried at one place: small numbers, 255, one more and one
/// less, a flipped flag, the place deleted, doubled or nulled, and the
/// value of every other place of the same name (a piece moved where another
/// of its kind stands).
pub fn edits_at(doc: &Value, all: &[Vec<String>], place: usize) -> Vec<Edit> {
    let path = &all[place];
    let mut out = Vec::new();
    let mut value = doc.clone();
    let here = at(&mut value, path).cloned().unwrap_or(Value::Null);
    let mut push = |how: How| out.push(Edit { place: place as u16, how });
    match here {
        Value::Number(_) => {
            for n in 0..=12 {
                push(How::Small(n));
            }
            push(How::Small(255));
            push(How::Plus(1));
            push(How::Plus(-1));
        }
        Value::Bool(_) => push(How::Flip),
        _ => {}
    }
    push(How::Delete);
    push(How::Duplicate);
    push(How::Null);
    let name = path.last();
    for (other, p) in all.iter().enumerate() {
        if other != place && p.last() == name && name.is_none_or(|n| n.parse::<usize>().is_err()) {
            push(How::CopyFrom(other as u16));
        }
    }
    out
}

/// The name of a place with its array indices blanked.
fn group(path: &[String]) -> String {
    path.iter().map(|k| if k.parse::<usize>().is_ok() { "#" } else { k.as_str() }).collect::<Vec<_>>().join(".")
}

/// Sweeps the saves of `games` seeded games of every option set, taken
/// every `every` steps: every edit of [`edits_at`] at every place, loaded
/// through [`Limits::DEFAULT`], and, if it loads, `steps` seeded steps
/// played on within the contract and a save and load.
pub fn sweep<G: Fuzzed>(games: u64, every: usize, steps: usize) -> Sweep {
    let mut found = Sweep::default();
    for (set, options) in G::option_sets().iter().enumerate() {
        for seed in 0..games {
            let Some((_, log)) = seeded::<G>(options, seed, 100_000) else { continue };
            for point in (0..log.len()).step_by(every.max(1)) {
                let Some((save, _)) = seeded::<G>(options, seed, point) else { continue };
                let Ok(doc) = serde_json::to_value(&save) else { continue };
                let all = places(&doc);
                for place in 0..all.len().min(usize::from(u16::MAX)) {
                    for edit in edits_at(&doc, &all, place) {
                        let mut edited = doc.clone();
                        let Some(what) = edit.apply(&mut edited) else { continue };
                        let Ok(bytes) = serde_json::to_vec(&edited) else { continue };
                        found.tried += 1;
                        let Ok(mut game) = Limits::DEFAULT.from_slice::<G>(&bytes) else { continue };
                        found.loaded += 1;
                        let result =
                            play_on(&mut game, seed ^ place as u64, steps).and_then(|_| round_trip(&game).map(drop));
                        if let Err(e) = result {
                            found.broke += 1;
                            let kind: String = e.chars().filter(|c| !c.is_ascii_digit()).take(90).collect();
                            let key = format!("{} / {kind}", group(&all[place]));
                            let entry = found.holes.entry(key).or_insert((0, String::new()));
                            if entry.0 == 0 {
                                entry.1 = format!("option set {set}, seed {seed}, step {point}: {what}: {e}");
                            }
                            entry.0 += 1;
                        }
                    }
                }
            }
        }
    }
    found
}
