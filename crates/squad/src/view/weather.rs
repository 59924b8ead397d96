//! The weather in force, as Weather event cards set it (R-E1).

use serde::{Deserialize, Serialize};

/// The weather's changes to the dice (R-E1 draws it; R-A5 and R-E3 read it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Weather {
    /// The change to a soldier's to-hit number at range 2 or more (R-A5).
    pub to_hit_far: i8,
    /// The penalty to an enemy attack's `hit_on` (R-E3).
    pub hit_on: u8,
}
