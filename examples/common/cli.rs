//! The command-line arguments the examples share, parsed with clap.

use std::path::PathBuf;
use std::str::FromStr;

/// How a match or a study is set up: seed, scenario, options file.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct Setup {
    /// The seed of the match, or of the study (game i is seeded from it and i).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// One of the game's scenarios, by label or number (see `simulate --list`);
    /// `play` takes the first when not told, `simulate` runs them all.
    #[arg(long)]
    pub scenario: Option<String>,
    /// A JSON file of the game's options, used instead of a scenario.
    #[arg(long, value_name = "FILE", conflicts_with = "scenario")]
    pub options: Option<PathBuf>,
}

/// A kind of agent: `random`, `heuristic` or `mcts:N` (N iterations).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AgentKind {
    /// `RandomAgent`.
    #[default]
    Random,
    /// The game's rule-based `Heuristic`.
    Heuristic,
    /// Monte Carlo tree search with this many iterations per decision.
    Mcts(u32),
}

impl FromStr for AgentKind {
    type Err = String;

    fn from_str(s: &str) -> Result<AgentKind, String> {
        match s {
            "random" => Ok(AgentKind::Random),
            "heuristic" => Ok(AgentKind::Heuristic),
            _ => match s.strip_prefix("mcts:") {
                Some(n) => match n.parse::<u32>() {
                    Ok(0) | Err(_) => Err(format!("mcts:N needs a whole number of iterations above 0, not {n:?}")),
                    Ok(n) => Ok(AgentKind::Mcts(n)),
                },
                None => Err(format!("no agent {s:?}; the agents are random, heuristic and mcts:N")),
            },
        }
    }
}

impl std::fmt::Display for AgentKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AgentKind::Random => f.write_str("random"),
            AgentKind::Heuristic => f.write_str("heuristic"),
            AgentKind::Mcts(n) => write!(f, "mcts:{n}"),
        }
    }
}

/// `SEAT=KIND`: the agent in one seat, the seat by number or by name
/// (`0=heuristic`, `soviet=mcts:1000`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatAgent {
    /// The seat as written.
    pub seat: String,
    /// The agent.
    pub kind: AgentKind,
}

impl FromStr for SeatAgent {
    type Err = String;

    fn from_str(s: &str) -> Result<SeatAgent, String> {
        let (seat, kind) = s.split_once('=').ok_or_else(|| format!("{s:?} is not SEAT=KIND (e.g. 0=heuristic)"))?;
        Ok(SeatAgent { seat: seat.trim().to_lowercase(), kind: kind.trim().parse()? })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agent_kinds_parse_and_print_back() {
        for text in ["random", "heuristic", "mcts:1000"] {
            assert_eq!(text.parse::<AgentKind>().unwrap().to_string(), text);
        }
        assert!("mcts:0".parse::<AgentKind>().is_err());
        assert!("greedy".parse::<AgentKind>().is_err());
        assert_eq!("Soviet=mcts:5".parse::<SeatAgent>().unwrap().seat, "soviet");
    }
}
