//! How refusals reach Python: `wargames.RuleError`, a `ValueError` whose
//! `rule` attribute is the clause the input breaks (`"7.2"`, `"R-A4"`), or
//! `None` for a refusal about the flow of play (not now, not listed).

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use wargames::RuleError as _;

pyo3::create_exception!(
    _wargames,
    RuleError,
    PyValueError,
    "An input the rules refuse: an illegal action, an impossible chance outcome, a \
     malformed state or options. A ValueError; `rule` is the clause it breaks, or None."
);

/// A `RuleError` with `message` and `rule`.
pub(crate) fn rule_error(message: String, rule: Option<&str>) -> PyErr {
    let err = RuleError::new_err(message);
    Python::attach(|py| {
        // Setting an attribute on a fresh exception cannot fail in practice;
        // if it did, the message still names the rule.
        let _ = err.value(py).setattr("rule", rule);
    });
    err
}

/// The refusal `error` of game `G`, explained with the game's names.
pub(crate) fn refused<G: wargames::Game>(game: &G, error: &G::Error) -> PyErr {
    rule_error(game.explain(error), error.rule())
}

/// A `ValueError` for an input that is not of the game's layout (an id
/// out of range, a game id that names no game).
pub(crate) fn value_error(message: impl Into<String>) -> PyErr {
    PyValueError::new_err(message.into())
}
