//! The Python module `wargames._wargames` (re-exported by the `wargames`
//! package): the four games as states driven by dense action ids, their
//! observation tensors, the native agents and searches, and seeded
//! studies on every core. The package's Python files add the game
//! classes, the OpenSpiel registration and the PettingZoo environment.
//!
//! Built by maturin (`pip install ./crates/python`); as a workspace
//! member it also builds with `cargo build`, linking libpython like any
//! embedding of Python.

mod agents;
mod errors;
mod evaluator;
mod games;
mod matches;
mod shards;
// A seat's perfect-recall information state.
mod recall;
mod state;
mod study;
// The batched environment pool (`wargames.vector`).
mod vector;

use pyo3::prelude::*;

/// The native part of the `wargames` package.
#[pymodule]
#[pyo3(name = "_wargames")]
fn wargames_native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("RuleError", m.py().get_type::<errors::RuleError>())?;
    m.add("GAMES", games::IDS.to_vec())?;
    m.add_class::<state::State>()?;
    m.add_class::<agents::PyAgent>()?;
    m.add_function(wrap_pyfunction!(state::new_state, m)?)?;
    m.add_function(wrap_pyfunction!(state::state_from_json, m)?)?;
    m.add_function(wrap_pyfunction!(state::game_info, m)?)?;
    m.add_function(wrap_pyfunction!(agents::mcts, m)?)?;
    m.add_function(wrap_pyfunction!(agents::heuristic, m)?)?;
    m.add_function(wrap_pyfunction!(agents::random, m)?)?;
    m.add_function(wrap_pyfunction!(agents::hint, m)?)?;
    m.add_function(wrap_pyfunction!(study::study, m)?)?;
    m.add_function(wrap_pyfunction!(matches::play_match, m)?)?;
    m.add_function(wrap_pyfunction!(matches::replay, m)?)?;
    // The learned evaluator in the native search.
    m.add_class::<evaluator::PySearcher>()?;
    m.add_function(wrap_pyfunction!(evaluator::puct, m)?)?;
    // Studies in shards, merged.
    m.add_function(wrap_pyfunction!(shards::merge, m)?)?;
    // The batched environment pool.
    m.add_class::<vector::VectorPool>()?;
    m.add_function(wrap_pyfunction!(vector::vector_pool, m)?)?;
    Ok(())
}
