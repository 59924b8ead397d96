//! Whole seeded matches and their replays from Python: `play_match` plays
//! a game to its end with native agents in a `Match` (chance drawn from
//! the seed, the GIL released) and returns its replay; `replay` re-runs a
//! replay (the JSON the `play`, `replay` and `simulate` examples write)
//! and returns its final state.

use pyo3::prelude::*;
use wargames::agents::study::agent_seed;
use wargames::{Agent, Match, Observation, Replay, RuleError as _, Seat, Seed, Status};

use crate::errors::{rule_error, value_error};
use crate::games::{PyGame, Wrap, with_game};
use crate::state::{AnyState, Slot, State, options_from_json, unknown_game};
use crate::study::agent_of;

fn run_match<G: PyGame>(py: Python<'_>, specs: &[String], seed: u64, options: Option<&str>) -> PyResult<(State, String)>
where
    AnyState: Wrap<Slot<G>>,
{
    if specs.len() != usize::from(G::SEATS) {
        return Err(value_error(format!("{} has {} seats; {} agents given", G::ID, G::SEATS, specs.len())));
    }
    let options = options_from_json::<G>(options)?;
    let mut agents: Vec<Box<dyn Agent<G> + Send>> = Vec::new();
    for (seat, spec) in Seat::all(G::SEATS).zip(specs) {
        agents.push(agent_of::<G>(spec, agent_seed(seed, 0, seat))?);
    }
    let played = py.detach(move || -> Result<Match<G>, String> {
        let mut game = Match::<G>::new(options, seed).map_err(|e| e.to_string())?;
        let mut legal = Vec::new();
        for _ in 0..G::MAX_GAME_LENGTH {
            let Status::ToAct(seat) = game.status() else { return Ok(game) };
            game.legal_actions(&mut legal);
            let choice = agents[seat.index()].choose(&Observation::new(game.game(), seat), &legal);
            let action = legal.get(choice).ok_or("an agent chose no legal action")?;
            game.play(action).map_err(|e| e.to_string())?;
        }
        Err(format!("the game did not end within {} steps", G::MAX_GAME_LENGTH))
    });
    let played = played.map_err(|e| rule_error(e, None))?;
    let replay = played.replay().map_err(|e| value_error(e.to_string()))?;
    let json = serde_json::to_string(&replay).map_err(|e| value_error(e.to_string()))?;
    let slot = Slot::new(played.into_game(), wargames::Rng::new(Seed::from_u64(seed)), Vec::new());
    Ok((State::wrap(slot), json))
}

/// Plays a whole seeded match of `game` with one agent per seat
/// (`random`, `heuristic` or `mcts:N`), chance drawn from `seed` as the
/// examples draw it, the GIL released. Returns the final state and the
/// replay's JSON, which the `replay` example verifies.
#[pyfunction]
#[pyo3(signature = (game, agents, seed=0, options=None))]
pub(crate) fn play_match(
    py: Python<'_>,
    game: &str,
    agents: Vec<String>,
    seed: u64,
    options: Option<&str>,
) -> PyResult<(State, String)> {
    with_game!(game, G => run_match::<G>(py, &agents, seed, options), Err(unknown_game(game)))
}

fn run_replay<G: PyGame>(text: &str) -> PyResult<State>
where
    AnyState: Wrap<Slot<G>>,
{
    let replay: Replay<G> =
        serde_json::from_str(text).map_err(|e| rule_error(format!("not a {} replay: {e}", G::ID), None))?;
    let game = replay.replay().map_err(|e| {
        let rule = match &e {
            wargames::ReplayError::Refused { error, .. } => error.rule(),
            _ => None,
        };
        rule_error(e.to_string(), rule)
    })?;
    Ok(State::wrap(Slot::new(game, wargames::Rng::new(0u64), Vec::new())))
}

/// Re-runs a replay of `game` (its JSON), checking every step, every chance
/// outcome against the seed and the final digest; returns the final state.
/// A replay that departs from its record raises `RuleError` saying where.
#[pyfunction]
pub(crate) fn replay(game: &str, text: &str) -> PyResult<State> {
    with_game!(game, G => run_replay::<G>(text), Err(unknown_game(game)))
}
