//! One entry of a game's log: an action or a chance outcome.

use std::fmt;

use serde::{Deserialize, Serialize};

/// One step of a game: a seat's action or the outcome of a chance point.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step<A, C> {
    /// A seat played this action.
    Action(A),
    /// Chance resolved a chance point with this outcome.
    Chance(C),
}

impl<A: fmt::Display, C: fmt::Display> fmt::Display for Step<A, C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Step::Action(action) => write!(f, "action: {action}"),
            Step::Chance(outcome) => write!(f, "chance: {outcome}"),
        }
    }
}
