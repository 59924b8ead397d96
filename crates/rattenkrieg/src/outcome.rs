//! How a game ends [4.0].

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::side::Side;

/// The result at the end of turn 6 [4.0]: the German side wins if it holds
/// every area joined to the Soviet rear at once, the Soviet side otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    /// The winner.
    pub winner: Side,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Side::German => f.write_str("German victory: every area joined to the Soviet rear is German (4.0)"),
            Side::Soviet => {
                f.write_str("Soviet victory: the Germans do not hold every area joined to the Soviet rear (4.0)")
            }
        }
    }
}
