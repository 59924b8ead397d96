//! The kinds of player an app offers against a person or in a study:
//! `random`, `heuristic` and `mcts:N`, as text a person types.

use std::fmt;
use std::str::FromStr;

/// A kind of agent: `random`, `heuristic` or `mcts:N` (the game's own
/// search, [`search::opponent`](crate::search::opponent), of N iterations).
///
/// ```
/// use wargames::AgentKind;
///
/// assert_eq!("mcts:1000".parse::<AgentKind>(), Ok(AgentKind::Mcts(1000)));
/// assert_eq!(AgentKind::Heuristic.to_string(), "heuristic");
/// assert!("mcts:0".parse::<AgentKind>().is_err());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum AgentKind {
    /// [`RandomAgent`](crate::RandomAgent).
    #[default]
    Random,
    /// The game's rule-based `Heuristic`.
    Heuristic,
    /// The game's own search with this many iterations per decision.
    Mcts(u32),
}

/// Why a text names no kind of agent.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AgentKindError {
    /// `mcts:` is followed by something other than a whole number above 0.
    #[error("mcts:N needs a whole number of iterations above 0, not {0:?}")]
    Iterations(String),
    /// The text is none of the kinds.
    #[error("no agent {0:?}; the agents are random, heuristic and mcts:N")]
    Unknown(String),
}

impl FromStr for AgentKind {
    type Err = AgentKindError;

    fn from_str(s: &str) -> Result<AgentKind, AgentKindError> {
        match s {
            "random" => Ok(AgentKind::Random),
            "heuristic" => Ok(AgentKind::Heuristic),
            _ => match s.strip_prefix("mcts:") {
                Some(n) => match n.parse::<u32>() {
                    Ok(0) | Err(_) => Err(AgentKindError::Iterations(n.to_owned())),
                    Ok(n) => Ok(AgentKind::Mcts(n)),
                },
                None => Err(AgentKindError::Unknown(s.to_owned())),
            },
        }
    }
}

impl fmt::Display for AgentKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AgentKind::Random => f.write_str("random"),
            AgentKind::Heuristic => f.write_str("heuristic"),
            AgentKind::Mcts(n) => write!(f, "mcts:{n}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agent_kinds_parse_and_print_back() {
        for text in ["random", "heuristic", "mcts:1000"] {
            assert_eq!(text.parse::<AgentKind>().map(|k| k.to_string()), Ok(text.to_owned()));
        }
        assert_eq!("mcts:0".parse::<AgentKind>(), Err(AgentKindError::Iterations("0".into())));
        assert_eq!("greedy".parse::<AgentKind>(), Err(AgentKindError::Unknown("greedy".into())));
    }
}
