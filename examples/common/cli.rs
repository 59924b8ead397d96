//! The command-line arguments the examples share, parsed with clap.

use std::path::PathBuf;
use std::str::FromStr;

pub use wargames::AgentKind;

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
        let kind = kind.trim().parse().map_err(|e: wargames::AgentKindError| e.to_string())?;
        Ok(SeatAgent { seat: seat.trim().to_lowercase(), kind })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_agents_parse() {
        assert!("0=mcts:0".parse::<SeatAgent>().is_err());
        assert_eq!("Soviet=mcts:5".parse::<SeatAgent>().unwrap().seat, "soviet");
    }
}
