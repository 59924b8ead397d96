//! Saved games corrupted on purpose: random edits and systematic sweeps of
//! every field, each loaded under a watchdog; what loads must keep its
//! invariants and play on.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};

use super::Conformance;
use crate::agent::{Agent, Observation, RandomAgent};
use crate::game::{Game, NoEvents, Status};
use crate::random::Rng;
use crate::seat::Seat;
use crate::testing::json_paths::{at, bit_moved, bit_moves, leaves, matching, moved, moves, places};

impl<G: Game> Conformance<G> {
    /// Saved games (as JSON) from a few seeded games, every third decision.
    fn saves(&self) -> Vec<serde_json::Value> {
        let mut saves = Vec::new();
        for seed in 0..4u64 {
            let Ok(mut m) = crate::Match::<G>::new(self.options.clone(), 2000 + seed) else { break };
            let mut agents: Vec<RandomAgent> =
                Seat::all(G::SEATS).map(|s| RandomAgent::new(seed + 10 * u64::from(s.0))).collect();
            let mut legal = Vec::new();
            let mut n = 0u64;
            while let Status::ToAct(seat) = m.status() {
                if n.is_multiple_of(3)
                    && let Ok(value) = serde_json::to_value(m.game())
                {
                    saves.push(value);
                }
                n += 1;
                if n > self.max_steps {
                    break;
                }
                m.legal_actions(&mut legal);
                let index = agents[seat.index()].choose(&Observation::new(m.game(), seat), &legal);
                let Some(action) = legal.get(index).cloned() else { break };
                if m.play(&action).is_err() {
                    break;
                }
            }
        }
        saves
    }

    /// An edited save is refused on load, or loads into a state that keeps
    /// its invariants and plays on to its end within the contract: no seat
    /// to act without a legal action, no refused step, no step slower than
    /// the step bound, invariants kept after every step.
    fn check_loaded(&self, value: serde_json::Value, raw: u64, watchdog: &Watchdog) -> Result<(), String> {
        let Ok(mut game) = serde_json::from_value::<G>(value) else { return Ok(()) };
        self.check_invariants(&game).map_err(|e| format!("it loads, but {e}"))?;
        let mut rng = Rng::new(raw);
        let mut agents: Vec<RandomAgent> =
            Seat::all(G::SEATS).map(|s| RandomAgent::new(raw ^ u64::from(s.0 + 1))).collect();
        let mut legal = Vec::new();
        for step in 0..self.max_steps {
            watchdog.beat();
            let started = Instant::now();
            match game.status() {
                Status::Over(_) => return Ok(()),
                Status::Chance => {
                    let outcome = game.sample_chance(&mut rng).ok_or("a chance point samples nothing")?;
                    game.resolve_chance(&outcome, &mut NoEvents)
                        .map_err(|e| format!("step {step}: a sampled outcome is refused: {e}"))?;
                }
                Status::ToAct(seat) => {
                    let agent = agents.get_mut(seat.index()).ok_or_else(|| format!("{seat} is to act"))?;
                    game.legal_actions(&mut legal);
                    if legal.is_empty() {
                        return Err(format!("step {step}: {seat} is to act with no legal action"));
                    }
                    let index = agent.choose(&Observation::new(&game, seat), &legal);
                    game.apply(&legal[index], &mut NoEvents)
                        .map_err(|e| format!("step {step}: a legal action is refused: {e}"))?;
                }
            }
            let took = started.elapsed();
            if took > self.step_bound {
                return Err(format!("step {step} took {took:?}, over the bound of {:?}", self.step_bound));
            }
            self.check_invariants(&game).map_err(|e| format!("after step {step}, {e}"))?;
        }
        Err(format!("no end after {} steps", self.max_steps))
    }

    /// Saved games with one number or flag changed at random, or with one
    /// array element moved to another list or an empty place (a card from
    /// the deck into a hand, a piece into an empty slot), are either refused
    /// on load or give a state that plays on to its end within the contract
    /// (see [`check_loaded`](Self::check_loaded)).
    #[allow(clippy::panic, reason = "a test harness reports a breach by panicking")]
    pub(super) fn check_corrupt_saves(&self) {
        if self.corrupt_saves == 0 {
            return;
        }
        let saves = self.saves();
        if saves.is_empty() {
            return;
        }
        let watchdog = Watchdog::start(G::ID, self.step_bound * 10);
        let config = Config { cases: self.corrupt_saves, failure_persistence: None, ..Config::default() };
        let mut runner = TestRunner::new_with_rng(config, TestRng::deterministic_rng(RngAlgorithm::ChaCha));
        let strategy = (proptest::num::usize::ANY, proptest::num::usize::ANY, proptest::num::u64::ANY, 0u64..4);
        let result = runner.run(&strategy, |(pick, place, raw, mode)| {
            let save = &saves[pick % saves.len()];
            let Some((value, what)) =
                (if mode == 3 { moved_at(save, place, raw) } else { changed_at(save, place, raw, mode) })
            else {
                return Ok(());
            };
            watchdog.working_on(format!("a saved game with {what}"));
            self.check_loaded(value, raw, &watchdog)
                .map_err(|e| TestCaseError::fail(format!("a saved game with {what} breaks the contract: {e}")))
        });
        watchdog.stop();
        if let Err(e) = result {
            panic!("{} conformance (corrupt saves): {e}", G::ID);
        }
    }

    /// Every edit of [`edits`], every move of [`moves`] and every card moved
    /// between the [card sets](Conformance::card_sets) on a few saved games
    /// (an early one and later ones): each is refused on load or plays on
    /// within the contract.
    #[allow(clippy::panic, reason = "a test harness reports a breach by panicking")]
    pub(super) fn check_corrupt_sweeps(&self) {
        if self.corrupt_sweeps == 0 {
            return;
        }
        let saves = self.saves();
        // A path naming nothing is a typo, not a set that is always empty.
        if let Some(path) = self.card_sets.iter().find(|p| saves.iter().all(|save| matching(save, p).is_empty())) {
            panic!("{} conformance: the card set {path:?} names nothing in any saved game", G::ID);
        }
        let step = (saves.len() / self.corrupt_sweeps).max(1);
        let watchdog = Watchdog::start(G::ID, self.step_bound * 10);
        let mut failures = Vec::new();
        for (n, save) in saves.iter().step_by(step).take(self.corrupt_sweeps).enumerate() {
            // The moves one at a time: a Squad save has thousands of them.
            let moved_saves = moves(save).into_iter().filter_map(|(element, target)| {
                let edited = moved(save, &element, &target)?;
                Some((format!("{} moved to {}", element.join("."), target.join(".")), edited))
            });
            let sets: Vec<Vec<String>> = self.card_sets.iter().flat_map(|p| matching(save, p)).collect();
            let card_saves = bit_moves(save, &sets).into_iter().filter_map(|(from, card, to)| {
                let edited = bit_moved(save, &from, card, &to)?;
                let name = u8::try_from(card).ok().and_then(crate::Card::from_index).map(|c| c.to_string());
                let name = name.unwrap_or_else(|| format!("bit {card}"));
                Some((format!("card {name} moved from {} to {}", from.join("."), to.join(".")), edited))
            });
            let all = edits(save).into_iter().chain(moved_saves).chain(card_saves);
            for (k, (what, edited)) in all.enumerate() {
                watchdog.working_on(format!("save {n}: {what}"));
                if let Err(e) = self.check_loaded(edited, (n as u64) << 32 | k as u64, &watchdog) {
                    failures.push(format!("save {n}, {what}: {e}"));
                }
            }
        }
        watchdog.stop();
        if !failures.is_empty() {
            let shown: Vec<&str> = failures.iter().take(12).map(String::as_str).collect();
            panic!(
                "{} conformance (corrupt save sweep): {} edited saves load and then break the contract:\n{}",
                G::ID,
                failures.len(),
                shown.join("\n")
            );
        }
    }
}

/// `save` with one number or flag changed (`place` picks which, `raw` and
/// `mode` the new value), and what changed.
fn changed_at(save: &serde_json::Value, place: usize, raw: u64, mode: u64) -> Option<(serde_json::Value, String)> {
    let mut value = save.clone();
    let paths = leaves(&value);
    let path = paths.get(place % paths.len().max(1))?;
    let slot = at(&mut value, path)?;
    *slot = match slot {
        serde_json::Value::Bool(b) => serde_json::Value::Bool(!*b),
        _ if mode == 0 => serde_json::Value::from(raw % 8),
        _ if mode == 1 => serde_json::Value::from(raw % 64),
        _ => serde_json::Value::from(raw),
    };
    Some((value, format!("{} changed", path.join("."))))
}

/// `save` with one array element moved where it fits (see
/// [`moves`]; `place` picks the element, `raw` where it goes), and what moved.
fn moved_at(save: &serde_json::Value, place: usize, raw: u64) -> Option<(serde_json::Value, String)> {
    let all = moves(save);
    let mut elements: Vec<&Vec<String>> = all.iter().map(|(element, _)| element).collect();
    elements.dedup();
    let element = *elements.get(place % elements.len().max(1))?;
    let targets: Vec<&Vec<String>> = all.iter().filter(|(e, _)| e == element).map(|(_, t)| t).collect();
    let target = targets.get(usize::try_from(raw % targets.len().max(1) as u64).ok()?)?;
    let value = moved(save, element, target)?;
    Some((value, format!("{} moved to {}", element.join("."), target.join("."))))
}

/// Every edit of `save`, each with a description: every number set to
/// 0, 255, 65 535, `u64::MAX` and its own value plus one, every flag
/// flipped, every field of an object deleted, every array element
/// duplicated in place. (The sweep also moves every array element to
/// every other place that can take it, see [`moves`].)
fn edits(save: &serde_json::Value) -> Vec<(String, serde_json::Value)> {
    let mut out = Vec::new();
    let paths = places(save);
    for path in &paths {
        let name = path.join(".");
        let mut edited = save.clone();
        let Some(slot) = at(&mut edited, path) else { continue };
        match slot.clone() {
            serde_json::Value::Bool(b) => {
                *slot = serde_json::Value::Bool(!b);
                out.push((format!("{name} flipped"), edited));
            }
            serde_json::Value::Number(number) => {
                let plus_one = number.as_u64().map(|n| n.wrapping_add(1)).unwrap_or(1);
                for value in [0, 255, 65_535, u64::MAX, plus_one] {
                    let mut edited = save.clone();
                    if let Some(slot) = at(&mut edited, path) {
                        *slot = serde_json::Value::from(value);
                        out.push((format!("{name} = {value}"), edited));
                    }
                }
            }
            _ => {}
        }
        // Deleting a field, duplicating an array element: the parent's edits.
        if let Some((last, parent_path)) = path.split_last() {
            let mut edited = save.clone();
            match at(&mut edited, parent_path) {
                Some(serde_json::Value::Object(map)) => {
                    map.remove(last);
                    out.push((format!("{name} deleted"), edited));
                }
                Some(serde_json::Value::Array(items)) => {
                    if let Some(i) = last.parse::<usize>().ok().filter(|&i| i < items.len()) {
                        let copy = items[i].clone();
                        items.insert(i, copy);
                        out.push((format!("{name} duplicated"), edited));
                    }
                }
                _ => {}
            }
        }
    }
    out
}

/// Ends the test process when one step of a loaded game does not return:
/// a step that hangs cannot be interrupted, so a thread watches for a
/// heartbeat and exits with the case it was working on.
struct Watchdog {
    state: Arc<Mutex<WatchdogState>>,
}

struct WatchdogState {
    last_beat: Instant,
    case: String,
    stopped: bool,
}

impl Watchdog {
    fn start(game: &'static str, limit: Duration) -> Watchdog {
        let state =
            Arc::new(Mutex::new(WatchdogState { last_beat: Instant::now(), case: String::new(), stopped: false }));
        let watched = Arc::clone(&state);
        std::thread::spawn(move || {
            loop {
                std::thread::sleep(Duration::from_millis(200));
                let Ok(state) = watched.lock() else { return };
                if state.stopped {
                    return;
                }
                if state.last_beat.elapsed() > limit {
                    eprintln!(
                        "{game} conformance (corrupt saves): {} loads, then one step runs over {limit:?}",
                        state.case
                    );
                    std::process::exit(101);
                }
            }
        });
        Watchdog { state }
    }

    fn beat(&self) {
        if let Ok(mut state) = self.state.lock() {
            state.last_beat = Instant::now();
        }
    }

    fn working_on(&self, case: String) {
        if let Ok(mut state) = self.state.lock() {
            state.case = case;
            state.last_beat = Instant::now();
        }
    }

    fn stop(&self) {
        if let Ok(mut state) = self.state.lock() {
            state.stopped = true;
        }
    }
}
