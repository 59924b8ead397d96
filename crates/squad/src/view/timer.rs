//! The mission timer against its limit (R-S11, R-E7).

use serde::{Deserialize, Serialize};

/// The mission timer (R-S11): the turn it shows and the mission's limit;
/// the mission is lost when it passes the limit (R-E7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Timer {
    /// The turn the timer shows.
    pub turn: u8,
    /// The mission's turn limit.
    pub limit: u8,
}
