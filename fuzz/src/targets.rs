//! The target bodies, one per kind of input, each generic over the game.

use arbitrary::Unstructured;
use serde_json::Value;
use wargames_core::{Game, Limits, Match, Replay, Rng, Status, parse_action};

use crate::edit::{Edited, Input};
use crate::play::{base, play_on, round_trip};
use crate::pool::pool;
use crate::{Fuzzed, reads_back};

/// Steps a loaded state plays on.
pub const STATE_STEPS: usize = 200;
/// The most operations one `steps` input makes.
pub const MAX_OPERATIONS: usize = 2_000;

/// A seed for a raw input: a hash of its bytes (FNV-1a).
fn seed_of(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3))
}

/// The document an input stands for: its own bytes, or the base document
/// `make` builds, edited; and a seed to play on with.
fn document(data: &[u8], make: impl FnOnce(&Edited) -> Option<Value>) -> Option<(Vec<u8>, u64)> {
    match Input::of(data) {
        Input::Raw(bytes) => Some((bytes.to_vec(), seed_of(bytes))),
        Input::Edited(edited) => {
            let mut doc = make(&edited)?;
            edited.apply(&mut doc);
            Some((serde_json::to_vec(&doc).ok()?, edited.seed))
        }
    }
}

/// Bytes as a saved state: refused, or it keeps its invariants, plays
/// [`STATE_STEPS`] seeded steps within the contract, and saves and loads
/// back equal.
///
/// # Errors
/// What broke the contract.
pub fn state<G: Fuzzed>(data: &[u8]) -> Result<(), String> {
    let Some((bytes, seed)) = document(data, |e| {
        let (_, (game, _)) = base::<G>(e.options, e.seed, e.at)?;
        serde_json::to_value(&game).ok()
    }) else {
        return Ok(());
    };
    let Ok(mut game) = Limits::DEFAULT.from_slice::<G>(&bytes) else { return Ok(()) };
    round_trip(&game).map_err(|e| format!("loaded: {e}"))?;
    play_on(&mut game, seed, STATE_STEPS)?;
    round_trip(&game).map(drop).map_err(|e| format!("after playing on: {e}"))
}

/// Bytes as a replay: refused, or it verifies to a state that keeps the
/// invariants and saves and loads back equal; the replay written again
/// reads back equal and verifies again to the same state.
///
/// # Errors
/// What broke the contract.
pub fn replay<G: Fuzzed>(data: &[u8]) -> Result<(), String> {
    let Some((bytes, _)) = document(data, |e| {
        let sets = G::option_sets();
        let options = sets.get(usize::from(e.options) % sets.len().max(1))?.clone();
        let mut m = Match::<G>::new(options, e.seed).ok()?;
        let mut rng = Rng::new(e.seed ^ 0x5eed);
        let mut legal = Vec::new();
        for _ in 0..e.at {
            if !matches!(m.status(), Status::ToAct(_)) {
                break;
            }
            m.legal_actions(&mut legal);
            let action = legal.get(rng.index(legal.len().max(1)))?.clone();
            m.play(&action).ok()?;
        }
        let mut replay = m.replay().ok()?;
        if e.flag & 1 == 1 {
            // Without its seed, a replay trusts its chance outcomes.
            replay.seed = None;
        }
        serde_json::to_value(&replay).ok()
    }) else {
        return Ok(());
    };
    let Ok(replay) = Replay::<G>::read(&bytes, &Limits::DEFAULT) else { return Ok(()) };
    let mut events = Vec::new();
    let Ok(game) = replay.replay_with(&mut events) else { return Ok(()) };
    for event in &events {
        let _ = game.narrate(event);
    }
    game.invariants().map_err(|e| format!("the replay verifies, but its final state breaks an invariant: {e}"))?;
    round_trip(&game).map_err(|e| format!("the replay's final state: {e}"))?;
    let json = serde_json::to_vec(&replay).map_err(|e| format!("cannot write the replay: {e}"))?;
    let back = Replay::<G>::read(&json, &Limits::DEFAULT).map_err(|e| format!("its own replay is refused: {e}"))?;
    if back != replay {
        return Err("the replay written and read back differs".into());
    }
    match back.replay() {
        Ok(again) if again == game => Ok(()),
        Ok(_) => Err("the replay read back verifies to another state".into()),
        Err(e) => Err(format!("the replay read back no longer verifies: {e}")),
    }
}

/// Options as JSON: refused, or they read back equal, set up a game that
/// plays to its end within [`Limits::max_steps`] keeping the contract, and
/// the game's replay, read back, verifies to the same state.
///
/// # Errors
/// What broke the contract.
pub fn options<G: Fuzzed>(data: &[u8]) -> Result<(), String> {
    let Some((bytes, seed)) = document(data, |e| {
        let sets = G::option_sets();
        serde_json::to_value(sets.get(usize::from(e.options) % sets.len().max(1))?).ok()
    }) else {
        return Ok(());
    };
    let Ok(options) = Limits::DEFAULT.from_slice::<G::Options>(&bytes) else { return Ok(()) };
    let json = serde_json::to_string(&options).map_err(|e| format!("cannot write the options: {e}"))?;
    match serde_json::from_str::<G::Options>(&json) {
        Ok(back) if back == options => {}
        _ => return Err("the options written and read back differ".into()),
    }
    let Ok(mut m) = Match::<G>::new(options, seed) else { return Ok(()) };
    m.game().invariants().map_err(|e| format!("set up: {e}"))?;
    let mut rng = Rng::new(seed ^ 0x5eed);
    let mut legal = Vec::new();
    let limit = Limits::DEFAULT.max_steps;
    for n in 0..limit {
        let Status::ToAct(seat) = m.status() else { break };
        m.legal_actions(&mut legal);
        if legal.is_empty() {
            return Err(format!("action {n}: {seat} is to act with no legal action"));
        }
        let action = legal[rng.index(legal.len())].clone();
        m.validate(&action).map_err(|e| format!("action {n}: the legal {action} is refused by validate: {e}"))?;
        m.play(&action).map_err(|e| format!("action {n}: the legal {action} is refused: {e}"))?;
        m.game().invariants().map_err(|e| format!("after action {n}: {e}"))?;
    }
    if !m.game().is_over() {
        return Err(format!("the game does not end within {limit} actions"));
    }
    let replay = m.replay().map_err(|e| format!("cannot record the game: {e}"))?;
    let json = serde_json::to_vec(&replay).map_err(|e| format!("cannot write the replay: {e}"))?;
    let back = Replay::<G>::read(&json, &Limits::DEFAULT).map_err(|e| format!("the game's replay is refused: {e}"))?;
    match back.replay() {
        Ok(end) if end == *m.game() => Ok(()),
        Ok(_) => Err("the game's replay verifies to another state".into()),
        Err(e) => Err(format!("the game's replay does not verify: {e}")),
    }
}

/// A refusal leaves the state as it was and emits nothing; what is
/// accepted keeps the invariants. `validate` agrees with `apply`.
fn try_action<G: Fuzzed>(game: &mut G, action: &G::Action, what: &str) -> Result<(), String> {
    let before = game.clone();
    let valid = game.validate(action);
    let mut events = Vec::new();
    match game.apply(action, &mut events) {
        Ok(()) => {
            if let Err(e) = valid {
                return Err(format!("{what} {action:?} is refused by validate ({e}) but applied"));
            }
            game.invariants().map_err(|e| format!("after {what} {action:?}: {e}"))
        }
        Err(e) => {
            if valid.is_ok() {
                return Err(format!("{what} {action:?} passes validate but is refused: {e}"));
            }
            if *game != before || !events.is_empty() {
                return Err(format!("the refusal of {what} {action:?} ({e}) changed the state or emitted events"));
            }
            Ok(())
        }
    }
}

fn try_chance<G: Fuzzed>(game: &mut G, outcome: &G::Chance, what: &str) -> Result<(), String> {
    let before = game.clone();
    let mut listed = Vec::new();
    game.chance_outcomes(&mut listed);
    let mut events = Vec::new();
    match game.resolve_chance(outcome, &mut events) {
        Ok(()) => {
            if !listed.iter().any(|(o, _)| o == outcome) {
                return Err(format!("{what} {outcome:?} is resolved but is not a listed outcome"));
            }
            game.invariants().map_err(|e| format!("after {what} {outcome:?}: {e}"))
        }
        Err(e) => {
            if listed.iter().any(|(o, _)| o == outcome) {
                return Err(format!("the listed outcome {outcome:?} is refused: {e}"));
            }
            if *game != before || !events.is_empty() {
                return Err(format!("the refusal of {what} {outcome:?} ({e}) changed the state or emitted events"));
            }
            Ok(())
        }
    }
}

/// A pool action with one number in its JSON form set to `value`, if it
/// still reads as an action.
fn changed<G: Game>(action: &G::Action, place: u16, value: u64) -> Option<G::Action> {
    let mut doc = serde_json::to_value(action).ok()?;
    let numbers: Vec<Vec<String>> = crate::places(&doc)
        .into_iter()
        .filter(|p| crate::edit::at(&mut doc.clone(), p).is_some_and(|v| v.is_number()))
        .collect();
    let path = numbers.get(usize::from(place) % numbers.len().max(1))?;
    *crate::edit::at(&mut doc, path)? = Value::from(value);
    serde_json::from_value(doc).ok()
}

/// Bytes drive a game from a seeded start (see the crate docs).
///
/// # Errors
/// What broke the contract, and at which operation.
pub fn steps<G: Fuzzed>(data: &[u8]) -> Result<(), String> {
    let mut u = Unstructured::new(data);
    let set: u8 = u.arbitrary().unwrap_or(0);
    let sets = G::option_sets();
    let Some(options) = sets.get(usize::from(set) % sets.len().max(1)) else { return Ok(()) };
    let mut game = G::setup(options).map_err(|e| format!("the option set {set} is refused: {e}"))?;
    let pool = pool::<G>();
    let mut legal = Vec::new();
    let mut outcomes = Vec::new();
    for n in 0..MAX_OPERATIONS {
        if u.is_empty() {
            break;
        }
        let op: u8 = u.arbitrary().unwrap_or(0);
        let pick: u16 = u.arbitrary().unwrap_or(0);
        let at = |len: usize| usize::from(pick) % len.max(1);
        let result = match op % 8 {
            // A legal action, or a listed outcome: accepted.
            0..=2 => match game.status() {
                Status::ToAct(_) => {
                    game.legal_actions(&mut legal);
                    match legal.get(at(legal.len())).cloned() {
                        Some(action) => {
                            game.apply(&action, &mut Vec::new())
                                .map_err(|e| format!("legal {action:?} refused: {e}"))?;
                            game.invariants().map_err(|e| format!("after {action:?}: {e}"))
                        }
                        None => Err("a seat is to act with no legal action".into()),
                    }
                }
                Status::Chance => {
                    game.chance_outcomes(&mut outcomes);
                    match outcomes.get(at(outcomes.len())).map(|(o, _)| o.clone()) {
                        Some(outcome) => try_chance(&mut game, &outcome, "the listed outcome"),
                        None => Err("a chance point with no outcome".into()),
                    }
                }
                Status::Over(_) => match pool.actions.get(at(pool.actions.len())) {
                    Some(action) => try_action(&mut game, &action.clone(), "an action after the end"),
                    None => Ok(()),
                },
            },
            3 => match pool.actions.get(at(pool.actions.len())) {
                Some(action) => try_action(&mut game, &action.clone(), "a foreign action"),
                None => Ok(()),
            },
            4 => match pool.chances.get(at(pool.chances.len())) {
                Some(outcome) => try_chance(&mut game, &outcome.clone(), "a foreign outcome"),
                None => Ok(()),
            },
            5 => {
                let place: u16 = u.arbitrary().unwrap_or(0);
                let value: u64 = match u.arbitrary::<u8>().unwrap_or(0) % 3 {
                    0 => u64::from(u.arbitrary::<u8>().unwrap_or(0) % 16),
                    1 => u64::from(u.arbitrary::<u8>().unwrap_or(0)),
                    _ => u.arbitrary().unwrap_or(u64::MAX),
                };
                match pool.actions.get(at(pool.actions.len())).and_then(|a| changed::<G>(a, place, value)) {
                    Some(action) => try_action(&mut game, &action, "a changed action"),
                    None => Ok(()),
                }
            }
            6 => {
                // Typed text: a legal action's text cut short, or any text.
                game.legal_actions(&mut legal);
                let text = if u.arbitrary::<bool>().unwrap_or(false) && !legal.is_empty() {
                    let full = game.describe(&legal[at(legal.len())]);
                    let keep = usize::from(u.arbitrary::<u8>().unwrap_or(0)) % (full.len() + 1);
                    let end = (0..=keep).rev().find(|i| full.is_char_boundary(*i)).unwrap_or(0);
                    full[..end].to_owned()
                } else {
                    let len = usize::from(u.arbitrary::<u8>().unwrap_or(0) % 32);
                    String::from_utf8_lossy(u.bytes(len.min(u.len())).unwrap_or(&[])).into_owned()
                };
                match parse_action(&game, &text) {
                    Ok(action) => {
                        if !legal.contains(&action) {
                            return Err(format!("op {n}: {text:?} reads as {action:?}, which is not legal"));
                        }
                        try_action(&mut game, &action, "a typed action")
                    }
                    Err(_) => Ok(()),
                }
            }
            _ => round_trip(&game).map(|back| game = back),
        };
        result.map_err(|e| format!("op {n}: {e}"))?;
    }
    Ok(())
}

/// A string through `parse_action` and `read_action` on a seeded state,
/// and through every `FromStr` of the game: what reads prints a text that
/// reads back the same; what `parse_action` reads is legal.
///
/// # Errors
/// What broke the contract.
pub fn text<G: Fuzzed>(data: &[u8]) -> Result<(), String> {
    let mut u = Unstructured::new(data);
    let set: u8 = u.arbitrary().unwrap_or(0);
    let seed: u8 = u.arbitrary().unwrap_or(0);
    let at: u8 = u.arbitrary().unwrap_or(0);
    let text = String::from_utf8_lossy(u.take_rest());
    reads_back::<G::Action>(&text)?;
    reads_back::<G::Chance>(&text)?;
    G::other_text(&text)?;
    let Some((_, (game, _))) = base::<G>(set, u64::from(seed), u16::from(at) * 4) else { return Ok(()) };
    let _ = game.read_action(&text);
    match parse_action(&game, &text) {
        Ok(action) => {
            let mut legal = Vec::new();
            game.legal_actions(&mut legal);
            if !legal.contains(&action) {
                return Err(format!("{text:?} reads as {action:?}, which is not legal"));
            }
            Ok(())
        }
        Err(e) => {
            let _ = e.to_string();
            Ok(())
        }
    }
}
