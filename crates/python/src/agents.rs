//! The native agents in Python: each game's search (`mcts`), its heuristic,
//! the random player, and the search's hint with its visit counts.

use std::sync::Mutex;

use pyo3::prelude::*;
use pyo3::types::PyDict;
use wargames::search::{hint as search_hint, opponent};
use wargames::{Agent, Observation, RandomAgent, Seed, Status};

use crate::errors::{rule_error, value_error};
use crate::games::{PyGame, Wrap, any_of, each, each_pair, with_game, wrap_all};
use crate::state::{AnyState, Slot, State, unknown_game};

/// One game's agent.
pub(crate) struct Boxed<G: PyGame>(Box<dyn Agent<G> + Send>);

any_of! {
    /// An agent of any of the four games.
    pub(crate) enum AnyAgent of Boxed
}
wrap_all!(AnyAgent, Boxed);

/// A native player of one game. `step(state)` returns the id of the action
/// it chooses for the player to act, seeing only that player's view; the
/// search runs with the GIL released.
#[pyclass(module = "wargames._wargames", name = "Agent")]
pub struct PyAgent {
    inner: Mutex<AnyAgent>,
    name: String,
    game: &'static str,
}

fn agent<G: PyGame>(boxed: Box<dyn Agent<G> + Send>, name: String) -> PyAgent
where
    AnyAgent: Wrap<Boxed<G>>,
{
    PyAgent { inner: Mutex::new(AnyAgent::wrap(Boxed(boxed))), name, game: G::ID }
}

/// The choice of `agent` for the player to act in `slot`, GIL released.
fn choose<G: PyGame>(py: Python<'_>, agent: &mut Boxed<G>, slot: &Slot<G>) -> PyResult<i64> {
    let Status::ToAct(seat) = slot.game.status() else {
        return Err(rule_error("no player is to act: the game is over or at a chance node".into(), None));
    };
    let game = &slot.game;
    let boxed = &mut agent.0;
    let action = py.detach(|| {
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        let index = boxed.choose(&Observation::new(game, seat), &legal);
        legal.get(index).cloned()
    });
    let action = action.ok_or_else(|| value_error("the agent chose no legal action"))?;
    game.action_id(&action).map(|id| id as i64).ok_or_else(|| value_error("the chosen action has no id"))
}

#[pymethods]
impl PyAgent {
    /// The id of the action the agent chooses for the player to act in
    /// `state` (a state of the agent's game).
    fn step(&self, py: Python<'_>, state: PyRef<'_, State>) -> PyResult<i64> {
        let mut inner = self.inner.lock().map_err(|_| value_error("the agent failed in an earlier call"))?;
        each_pair!(
            AnyAgent,
            AnyState,
            (&mut *inner, &state.inner),
            (a, s) => choose(py, a, s),
            Err(value_error(format!("this agent plays {}, not {}", self.game, state.game_id())))
        )
    }

    /// The agent's name (`mcts:1000`, `heuristic`, `random`).
    #[getter]
    fn name(&self) -> &str {
        &self.name
    }

    /// The id of the game the agent plays.
    #[getter]
    fn game(&self) -> &'static str {
        self.game
    }

    fn __repr__(&self) -> String {
        format!("<wargames.Agent {} for {}>", self.name, self.game)
    }
}

/// Game `game`'s own search of `iterations` iterations, seeded with `seed`
/// (`Mcts`, or `Ismcts` where the game hides part of its state): the
/// `mcts:N` of the examples and the README's strength tables.
#[pyfunction]
#[pyo3(signature = (game, iterations, seed=0))]
pub(crate) fn mcts(game: &str, iterations: u32, seed: u64) -> PyResult<PyAgent> {
    with_game!(game, G => {
        let boxed = opponent::<G>(iterations, seed).map_err(|e| rule_error(e.to_string(), None))?;
        Ok(agent::<G>(boxed, format!("mcts:{iterations}")))
    }, Err(unknown_game(game)))
}

/// Game `game`'s rule-based heuristic player, seeded with `seed`.
#[pyfunction]
#[pyo3(signature = (game, seed=0))]
pub(crate) fn heuristic(game: &str, seed: u64) -> PyResult<PyAgent> {
    with_game!(game, G => G::heuristic_agent(Seed::from_u64(seed)).map(|a| agent::<G>(a, "heuristic".into())), Err(unknown_game(game)))
}

/// A player choosing uniformly among the legal actions, seeded with `seed`.
#[pyfunction]
#[pyo3(signature = (game, seed=0))]
pub(crate) fn random(game: &str, seed: u64) -> PyResult<PyAgent> {
    with_game!(game, G => Ok(agent::<G>(Box::new(RandomAgent::new(seed)), "random".into())), Err(unknown_game(game)))
}

fn hint_of<G: PyGame>(py: Python<'_>, slot: &Slot<G>, iterations: u32, seed: u64) -> PyResult<Py<PyAny>> {
    let Status::ToAct(seat) = slot.game.status() else {
        return Err(rule_error("no player is to act: the game is over or at a chance node".into(), None));
    };
    let game = &slot.game;
    let found = py.detach(|| search_hint(&Observation::new(game, seat), iterations, seed));
    let found = found.map_err(|e| rule_error(e.to_string(), None))?;
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let id = |a: &G::Action| game.action_id(a).map_or(-1, |id| id as i64);
    let out = PyDict::new(py);
    out.set_item("action", id(&found.action))?;
    out.set_item("text", game.describe(&found.action))?;
    let visits: Vec<(i64, u32)> = legal.iter().zip(&found.visits).map(|(a, v)| (id(a), *v)).collect();
    out.set_item("visits", visits)?;
    Ok(out.into_any().unbind())
}

/// What the game's own search of `iterations` iterations, seeded with
/// `seed`, would play for the player to act: a dict with the chosen
/// `action` id, its `text`, and the `visits` of every legal action as
/// `(id, count)` pairs. The search runs with the GIL released.
#[pyfunction]
#[pyo3(signature = (state, iterations=1000, seed=0))]
pub(crate) fn hint(py: Python<'_>, state: PyRef<'_, State>, iterations: u32, seed: u64) -> PyResult<Py<PyAny>> {
    each!(AnyState, &state.inner, s => hint_of(py, s, iterations, seed))
}
