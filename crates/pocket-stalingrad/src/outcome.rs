//! How a game ends.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::side::Side;

/// Why a side won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Victory {
    /// Rule V.1: three urban areas captured, an instant win.
    ThreeAreas,
    /// Rule V.2: more urban areas than the enemy after the last turn (with
    /// option `vp_decides`: as many VP, more areas).
    MoreAreas,
    /// Rule V.3: as many areas, but more victory points (with option
    /// `vp_decides`: more VP).
    MoreVp,
}

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// `side` won, for this reason.
    Win {
        /// The winner.
        side: Side,
        /// Why.
        victory: Victory,
    },
    /// Rule V.4: as many areas and as many VP (only possible with no area
    /// captured by either side, or with changed area cards).
    Draw,
}

impl Outcome {
    /// The winner, if any.
    #[must_use]
    pub const fn winner(&self) -> Option<Side> {
        match self {
            Outcome::Win { side, .. } => Some(*side),
            Outcome::Draw => None,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { side, victory: Victory::ThreeAreas } => {
                write!(f, "{side} victory: three urban areas captured (V.1)")
            }
            Outcome::Win { side, victory: Victory::MoreAreas } => {
                write!(f, "{side} victory: more urban areas after the last turn (V.2)")
            }
            Outcome::Win { side, victory: Victory::MoreVp } => {
                write!(f, "{side} victory: more victory points after the last turn (V.3)")
            }
            Outcome::Draw => f.write_str("draw: as many areas and victory points (V.4)"),
        }
    }
}
