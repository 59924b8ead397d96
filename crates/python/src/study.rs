//! Seeded balance studies from Python: `wargames.study` plays games
//! `first..first + games` of a `Study` on every core with the GIL
//! released, in slices between which Ctrl-C (`KeyboardInterrupt`) is
//! honoured, and returns the summary and, if asked, one row per game.

use std::ops::Range;
use std::time::{Duration, Instant};

use pyo3::prelude::*;
use pyo3::types::PyDict;
use wargames::agents::study::{Player, Study, Summary};
use wargames::search::opponent;
use wargames::{Agent, RandomAgent, Seat, Seed};

use crate::errors::{rule_error, value_error};
use crate::games::{PyGame, with_game};
use crate::state::{options_from_json, unknown_game};

/// How long a slice of a study should take, so that Ctrl-C is answered
/// about this quickly while the threads stay busy.
const SLICE_TIME: Duration = Duration::from_millis(200);

/// The iterations of an agent spec `mcts:N` (N > 0), or `None` for
/// another spec; an `mcts:` spec with a bad number is refused.
fn search_iterations(spec: &str) -> PyResult<Option<u32>> {
    let Some(n) = spec.strip_prefix("mcts:") else { return Ok(None) };
    n.parse::<u32>()
        .ok()
        .filter(|&n| n > 0)
        .map(Some)
        .ok_or_else(|| value_error(format!("no agent {spec:?}: mcts:N takes a whole number N > 0")))
}

fn unknown_agent(spec: &str) -> PyErr {
    value_error(format!("no agent {spec:?}: random, heuristic or mcts:N (N > 0)"))
}

/// The player an agent spec names: `random`, `heuristic` or `mcts:N`.
fn player<G: PyGame>(spec: &str) -> PyResult<Player<G>> {
    match (spec.trim(), search_iterations(spec.trim())?) {
        ("random", _) => Ok(Player::random()),
        ("heuristic", _) => G::heuristic_player(),
        (_, Some(n)) => Ok(Player::new(format!("mcts:{n}"), move |seed: Seed| search_agent::<G>(n, seed))),
        (other, None) => Err(unknown_agent(other)),
    }
}

/// The agent an agent spec names, seeded with `seed`.
pub(crate) fn agent_of<G: PyGame>(spec: &str, seed: Seed) -> PyResult<Box<dyn Agent<G> + Send>> {
    match (spec.trim(), search_iterations(spec.trim())?) {
        ("random", _) => Ok(Box::new(RandomAgent::new(seed))),
        ("heuristic", _) => G::heuristic_agent(seed),
        (_, Some(n)) => Ok(search_agent::<G>(n, seed)),
        (other, None) => Err(unknown_agent(other)),
    }
}

/// The game's search; `iterations` is checked above 0, the only refusal.
#[allow(clippy::expect_used, reason = "iterations above 0 are checked before the search is built")]
fn search_agent<G: PyGame>(iterations: u32, seed: Seed) -> Box<dyn Agent<G> + Send> {
    opponent::<G>(iterations, seed).expect("a search of at least one iteration")
}

/// The per-game rows a study collects.
#[derive(Default)]
struct Rows {
    index: Vec<u64>,
    seed: Vec<String>,
    outcome: Vec<String>,
    steps: Vec<u64>,
    returns: Vec<Vec<f64>>,
}

fn run_study<G: PyGame>(
    py: Python<'_>,
    games: Range<u64>,
    seed: u64,
    agents: Option<Vec<String>>,
    options: Option<&str>,
    threads: Option<usize>,
    rows: bool,
) -> PyResult<(String, Option<Py<PyAny>>)> {
    let options = options_from_json::<G>(options)?;
    let mut study = Study::<G>::new(options, seed);
    if let Some(agents) = agents {
        if agents.len() != usize::from(G::SEATS) {
            return Err(value_error(format!("{} has {} seats; {} agents given", G::ID, G::SEATS, agents.len())));
        }
        for (seat, spec) in Seat::all(G::SEATS).zip(&agents) {
            study = study.try_player(seat, player::<G>(spec)?).map_err(|e| value_error(e.to_string()))?;
        }
    }
    let threads = threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from));
    study = study.threads(threads).map_err(|e| value_error(e.to_string()))?;
    let mut table = Rows { returns: vec![Vec::new(); usize::from(G::SEATS)], ..Rows::default() };
    let mut summary: Option<Summary> = None;
    let mut start = games.start;
    let mut slice = threads as u64;
    while start < games.end {
        let end = games.end.min(start.saturating_add(slice));
        let clock = Instant::now();
        let part = py.detach(|| {
            if rows {
                study.run(start..end, |record| {
                    table.index.push(record.index);
                    table.seed.push(record.seed.to_string());
                    table.outcome.push(record.outcome.clone());
                    table.steps.push(record.steps);
                    for (column, value) in table.returns.iter_mut().zip(&record.returns) {
                        column.push(*value);
                    }
                })
            } else {
                study.summarise(start..end, |_| {})
            }
        });
        let part = part.map_err(|e| rule_error(e.to_string(), None))?;
        match summary.as_mut() {
            None => summary = Some(part),
            Some(sum) => sum.merge(&part).map_err(|e| value_error(e.to_string()))?,
        }
        // Ctrl-C: raises KeyboardInterrupt here, between slices.
        py.check_signals()?;
        if clock.elapsed() < SLICE_TIME / 2 {
            slice = slice.saturating_mul(2);
        }
        start = end;
    }
    let summary = match summary {
        Some(summary) => summary,
        None => study.run(games.clone(), |_| {}).map_err(|e| rule_error(e.to_string(), None))?,
    };
    let json = serde_json::to_string(&summary).map_err(|e| value_error(e.to_string()))?;
    if !rows {
        return Ok((json, None));
    }
    let out = PyDict::new(py);
    out.set_item("game", table.index)?;
    out.set_item("seed", table.seed)?;
    out.set_item("outcome", table.outcome)?;
    out.set_item("steps", table.steps)?;
    for (seat, column) in table.returns.into_iter().enumerate() {
        out.set_item(format!("return_{seat}"), column)?;
    }
    Ok((json, Some(out.into_any().unbind())))
}

/// Plays games `first..first + games` of the seeded study of `game`
/// (`agents`: one of `random`, `heuristic`, `mcts:N` per seat; random by
/// default) on `threads` threads (all cores by default) with the GIL
/// released. Returns the summary's JSON and, with `rows`, a dict of
/// columns with one entry per game (`game`, `seed`, `outcome`, `steps`,
/// `return_<seat>`). Game `i` is seeded from (`seed`, `i`) alone: the same
/// games as the `simulate` example's. Ctrl-C stops it between slices of
/// about 0.2 s with `KeyboardInterrupt`.
#[pyfunction]
#[pyo3(signature = (game, games, seed=0, agents=None, options=None, threads=None, first=0, rows=true))]
#[allow(clippy::too_many_arguments, reason = "a Python function with keyword arguments")]
pub(crate) fn study(
    py: Python<'_>,
    game: &str,
    games: u64,
    seed: u64,
    agents: Option<Vec<String>>,
    options: Option<&str>,
    threads: Option<usize>,
    first: u64,
    rows: bool,
) -> PyResult<(String, Option<Py<PyAny>>)> {
    let end = first.checked_add(games).ok_or_else(|| value_error("the study's games run past 2^64"))?;
    with_game!(game, G => run_study::<G>(py, first..end, seed, agents, options, threads, rows), Err(unknown_game(game)))
}
