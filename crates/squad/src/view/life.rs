//! Whether a soldier is still in play, as the player reads it.

use serde::{Deserialize, Serialize};

use crate::state::Life as Standing;

/// Whether a soldier is still in play (R-E4, R-F9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Life {
    /// In play.
    InPlay,
    /// Seriously wounded (R-E4).
    Down,
    /// Withdrawn (R-F9).
    Withdrawn,
}

impl From<Standing> for Life {
    fn from(l: Standing) -> Life {
        match l {
            Standing::InPlay => Life::InPlay,
            Standing::Down => Life::Down,
            Standing::Withdrawn => Life::Withdrawn,
        }
    }
}

impl Life {
    /// The words the table uses for it.
    #[must_use]
    pub const fn words(self) -> &'static str {
        match self {
            Life::InPlay => "in play",
            Life::Down => "seriously wounded",
            Life::Withdrawn => "withdrawn",
        }
    }
}
