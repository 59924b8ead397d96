//! How a mission ended (R-V1, R-V2).

use std::fmt;

use serde::{Deserialize, Serialize};

/// The end of a mission.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// R-V1: the objective's requirement was met in this round.
    Victory {
        /// The round.
        round: u8,
    },
    /// R-V2 / R-E7: the mission timer passed the turn limit.
    DefeatByTimer {
        /// The last round played.
        round: u8,
    },
    /// R-V2: no player soldier is left in play.
    DefeatByCasualties {
        /// The round.
        round: u8,
    },
}

impl Outcome {
    /// Whether the mission was won.
    #[must_use]
    pub const fn is_victory(&self) -> bool {
        matches!(self, Outcome::Victory { .. })
    }

    /// The round it ended in.
    #[must_use]
    pub const fn round(&self) -> u8 {
        match self {
            Outcome::Victory { round } | Outcome::DefeatByTimer { round } | Outcome::DefeatByCasualties { round } => {
                *round
            }
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Victory { round } => write!(f, "victory in round {round}"),
            Outcome::DefeatByTimer { round } => write!(f, "defeat: the mission timer ran out after round {round}"),
            Outcome::DefeatByCasualties { round } => {
                write!(f, "defeat: no player soldier left in play (round {round})")
            }
        }
    }
}
