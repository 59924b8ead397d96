//! A Python function as the leaf evaluator of the native search:
//! `wargames.mcts(game, n, evaluator=fn)` runs AlphaZero's search (PUCT,
//! [`Puct`]) whose leaves, gathered in batches under virtual loss, `fn`
//! values from their observation tensors and legal-action masks.

use std::marker::PhantomData;
use std::sync::{Arc, Mutex};

use numpy::{PyArray1, PyArray2, PyArrayMethods, PyUntypedArray, PyUntypedArrayMethods};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};
use wargames::agents::{Evaluator, Leaf, Puct};
use wargames::search::Tuned;
use wargames::{Game, Observation, Rng, Seat, Seed, Status};

use crate::errors::{rule_error, value_error};
use crate::games::{PyGame, Wrap, any_of, each_pair, with_game, wrap_all};
use crate::state::{AnyState, Slot, State, unknown_game};

/// The first error the evaluator met in a search, raised when it ends.
pub(crate) type Failure = Arc<Mutex<Option<PyErr>>>;

/// Calls a Python function with each batch of leaves: `fn(observations,
/// masks)` with float32 arrays `(batch, observation_size)` and `(batch,
/// num_distinct_actions)`, returning `(values, priors)` of shapes `(batch,
/// num_players)` and `(batch, num_distinct_actions)`.
struct PyEvaluator<G: PyGame> {
    function: Arc<Py<PyAny>>,
    failure: Failure,
    observations: Vec<f32>,
    masks: Vec<f32>,
    legal: Vec<G::Action>,
    game: PhantomData<fn() -> G>,
}

/// The seat whose view a leaf is seen with: the seat to act (the first
/// seat at a chance point or the end, where the mask is empty).
fn viewer<G: Game>(state: &G) -> Option<Seat> {
    match state.status() {
        Status::ToAct(seat) => Some(seat),
        _ => None,
    }
}

/// A numpy float array of shape `(rows, cols)`, row by row as `f64`; a
/// `TypeError` for anything else than a float32 or float64 array, a
/// `ValueError` for another shape.
fn matrix(value: &Bound<'_, PyAny>, what: &str, rows: usize, cols: usize, dims: &str) -> PyResult<Vec<f64>> {
    let Ok(untyped) = value.cast::<PyUntypedArray>() else {
        return Err(PyTypeError::new_err(format!(
            "the evaluator's {what} must be a numpy float32 array of shape {dims} = ({rows}, {cols}), not {}",
            value.get_type().name().map_or_else(|_| "?".to_string(), |n| n.to_string())
        )));
    };
    if untyped.shape() != [rows, cols] {
        return Err(PyValueError::new_err(format!(
            "the evaluator's {what} must have shape {dims} = ({rows}, {cols}), not {:?}",
            untyped.shape()
        )));
    }
    if let Ok(a) = value.cast::<PyArray2<f32>>() {
        return Ok(a.readonly().as_array().iter().map(|&x| f64::from(x)).collect());
    }
    if let Ok(a) = value.cast::<PyArray2<f64>>() {
        return Ok(a.readonly().as_array().iter().copied().collect());
    }
    Err(PyTypeError::new_err(format!(
        "the evaluator's {what} must be float32 (or float64), not {}",
        untyped.dtype().str().map_or_else(|_| "?".to_string(), |s| s.to_string())
    )))
}

impl<G: PyGame> PyEvaluator<G> {
    /// Writes every leaf's tensor and mask, calls the function, checks
    /// what it returns and writes the values and priors into the leaves.
    fn call(&mut self, leaves: &mut [Leaf<'_, G>]) -> PyResult<()> {
        let n = leaves.len();
        let (size, actions, seats) = (G::OBSERVATION_SIZE, G::NUM_DISTINCT_ACTIONS, usize::from(G::SEATS));
        self.observations.clear();
        self.observations.resize(n * size, 0.0);
        self.masks.clear();
        self.masks.resize(n * actions, 0.0);
        for (i, leaf) in leaves.iter().enumerate() {
            let state = leaf.state();
            let seat = viewer(state).unwrap_or(Seat(0));
            G::encode_view(&state.view(seat), &mut self.observations[i * size..(i + 1) * size]);
            if viewer(state).is_some() {
                state.legal_actions(&mut self.legal);
                for action in &self.legal {
                    if let Some(id) = state.action_id(action) {
                        self.masks[i * actions + id] = 1.0;
                    }
                }
            }
        }
        let (values, priors) = Python::attach(|py| -> PyResult<(Vec<f64>, Vec<f64>)> {
            let observations = PyArray1::from_slice(py, &self.observations).reshape([n, size])?;
            let masks = PyArray1::from_slice(py, &self.masks).reshape([n, actions])?;
            let out = self.function.call1(py, (observations, masks))?;
            let out = out.bind(py);
            let pair = out.cast::<PyTuple>().ok().filter(|t| t.len() == 2).ok_or_else(|| {
                PyTypeError::new_err("the evaluator must return a tuple (values, priors) of two numpy arrays")
            })?;
            let values = matrix(&pair.get_item(0)?, "values", n, seats, "(batch, num_players)")?;
            let priors = matrix(&pair.get_item(1)?, "priors", n, actions, "(batch, num_distinct_actions)")?;
            Ok((values, priors))
        })?;
        if let Some(bad) = values.iter().find(|v| !(0.0..=1.0).contains(*v)) {
            return Err(value_error(format!(
                "the evaluator's values must be numbers in 0..1 (a return per seat: win 1, draw 0.5, loss 0), not {bad}"
            )));
        }
        if let Some(bad) = priors.iter().find(|p| !p.is_finite() || **p < 0.0) {
            return Err(value_error(format!("the evaluator's priors must be finite and not negative, not {bad}")));
        }
        for (i, leaf) in leaves.iter_mut().enumerate() {
            leaf.values_mut().copy_from_slice(&values[i * seats..(i + 1) * seats]);
            if leaf.priors_mut().is_none() {
                continue;
            }
            leaf.state().legal_actions(&mut self.legal);
            let state = leaf.state().clone();
            if let Some(out) = leaf.priors_mut() {
                out.clear();
                let row = &priors[i * actions..(i + 1) * actions];
                out.extend(self.legal.iter().map(|a| state.action_id(a).map_or(0.0, |id| row[id])));
            }
        }
        Ok(())
    }
}

impl<G: PyGame> Evaluator<G> for PyEvaluator<G> {
    /// Values the batch with the function; after a failure (kept for the
    /// search to raise) every leaf counts as a draw and the function is not
    /// called again.
    fn evaluate(&mut self, leaves: &mut [Leaf<'_, G>], _rng: &mut Rng) {
        let failed = self.failure.lock().map_or(true, |f| f.is_some());
        if !failed {
            match self.call(leaves) {
                Ok(()) => return,
                Err(e) => {
                    if let Ok(mut slot) = self.failure.lock() {
                        *slot = Some(e);
                    }
                }
            }
        }
        for leaf in leaves {
            leaf.values_mut().fill(0.5);
            if let Some(p) = leaf.priors_mut() {
                p.clear();
            }
        }
    }
}

/// One game's PUCT search with its Python evaluator.
pub(crate) struct PuctOf<G: PyGame>(Puct<G>);

any_of! {
    /// A PUCT search of any of the four games.
    pub(crate) enum AnyPuct of PuctOf
}
wrap_all!(AnyPuct, PuctOf);

/// The native search (AlphaZero's PUCT) valuing its leaves with a Python
/// function: `step(state)` returns the id it chooses for the player to
/// act, `search(state)` also the visit counts of every legal action. The
/// search runs with the GIL released, which the evaluator takes back for
/// each batch.
#[pyclass(module = "wargames._wargames", name = "Searcher")]
pub struct PySearcher {
    inner: Mutex<AnyPuct>,
    failure: Failure,
    name: String,
    game: &'static str,
}

/// The search's choice and visits for the player to act in `slot`.
fn run<G: PyGame>(py: Python<'_>, puct: &mut PuctOf<G>, slot: &Slot<G>, failure: &Failure) -> PyResult<Found> {
    let Status::ToAct(seat) = slot.game.status() else {
        return Err(rule_error("no player is to act: the game is over or at a chance node".into(), None));
    };
    let game = &slot.game;
    let search = &mut puct.0;
    let found = py.detach(|| search.search(&Observation::new(game, seat)));
    // The evaluator's error first: it is why the search went wrong.
    if let Some(error) = failure.lock().ok().and_then(|mut f| f.take()) {
        return Err(error);
    }
    let found = found.map_err(|e| rule_error(e.to_string(), None))?;
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let id = |a: &G::Action| game.action_id(a).map_or(-1, |id| id as i64);
    let visits = legal.iter().zip(&found.visits).map(|(a, v)| (id(a), *v)).collect();
    Ok(Found { action: id(&found.action), visits })
}

/// What a search found: the chosen id and `(id, visits)` per legal action.
struct Found {
    action: i64,
    visits: Vec<(i64, u32)>,
}

impl PySearcher {
    fn found(&self, py: Python<'_>, state: &State) -> PyResult<Found> {
        let mut inner = self.inner.lock().map_err(|_| value_error("the search failed in an earlier call"))?;
        each_pair!(
            AnyPuct,
            AnyState,
            (&mut *inner, &state.inner),
            (a, s) => run(py, a, s, &self.failure),
            Err(value_error(format!("this search plays {}, not {}", self.game, state.game_id())))
        )
    }
}

#[pymethods]
impl PySearcher {
    /// The id of the action the search chooses for the player to act in
    /// `state`.
    fn step(&self, py: Python<'_>, state: PyRef<'_, State>) -> PyResult<i64> {
        Ok(self.found(py, &state)?.action)
    }

    /// The search's choice for the player to act in `state`: a dict with
    /// the chosen `action` id and the `visits` of every legal action as
    /// `(id, count)` pairs (the policy target of AlphaZero's training).
    fn search(&self, py: Python<'_>, state: PyRef<'_, State>) -> PyResult<Py<PyAny>> {
        let found = self.found(py, &state)?;
        let out = PyDict::new(py);
        out.set_item("action", found.action)?;
        out.set_item("visits", found.visits)?;
        Ok(out.into_any().unbind())
    }

    /// The search's name (`puct:N`).
    #[getter]
    fn name(&self) -> &str {
        &self.name
    }

    /// The id of the game the search plays.
    #[getter]
    fn game(&self) -> &'static str {
        self.game
    }

    fn __repr__(&self) -> String {
        format!("<wargames.Searcher {} for {}>", self.name, self.game)
    }
}

fn puct_search<G: PyGame + Tuned>(
    function: Py<PyAny>,
    iterations: u32,
    seed: u64,
    batch: usize,
    c_puct: f64,
) -> PyResult<PySearcher>
where
    AnyPuct: Wrap<PuctOf<G>>,
{
    let failure: Failure = Arc::new(Mutex::new(None));
    let function = Arc::new(function);
    let (f, slot) = (Arc::clone(&function), Arc::clone(&failure));
    let config = G::search(iterations).exploration(c_puct).batch(batch).evaluator(move || {
        Box::new(PyEvaluator::<G> {
            function: Arc::clone(&f),
            failure: Arc::clone(&slot),
            observations: Vec::new(),
            masks: Vec::new(),
            legal: Vec::new(),
            game: PhantomData,
        })
    });
    let search = Puct::<G>::new(config, Seed::from_u64(seed)).map_err(|e| value_error(e.to_string()))?;
    Ok(PySearcher {
        inner: Mutex::new(AnyPuct::wrap(PuctOf(search))),
        failure,
        name: format!("puct:{iterations}"),
        game: G::ID,
    })
}

/// The native search of `iterations` iterations (AlphaZero's PUCT over one
/// tree, seeded with `seed`) valuing its leaves with `evaluator`, called
/// with batches of up to `batch` leaves gathered under virtual loss;
/// `c_puct` is the exploration constant. Errors in `evaluator` (an
/// exception, a wrong shape or dtype, a value not in 0..1) are raised by
/// `step` and `search`, which then change nothing.
#[pyfunction]
#[pyo3(signature = (game, iterations, evaluator, seed=0, batch=8, c_puct=1.0))]
pub(crate) fn puct(
    game: &str,
    iterations: u32,
    evaluator: Py<PyAny>,
    seed: u64,
    batch: usize,
    c_puct: f64,
) -> PyResult<PySearcher> {
    let callable = Python::attach(|py| evaluator.bind(py).is_callable());
    if !callable {
        return Err(PyTypeError::new_err(
            "the evaluator must be callable: fn(observations, masks) -> (values, priors)",
        ));
    }
    with_game!(game, G => puct_search::<G>(evaluator, iterations, seed, batch, c_puct), Err(unknown_game(game)))
}
