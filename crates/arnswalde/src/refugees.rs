//! The three refugee markers.

use serde::{Deserialize, Serialize};

/// How many refugee markers the game has (2.0), each about 500 people.
pub const REFUGEE_COUNT: u8 = 3;

/// Where the refugee markers are: waiting in the Central Square (3.1) or
/// escaped from the town (7.2). The two counts add up to [`REFUGEE_COUNT`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Refugees {
    /// Markers waiting in the Central Square.
    pub in_town: u8,
    /// Markers escaped; each scores 3 (4.2).
    pub escaped: u8,
}

impl Refugees {
    /// All three markers in the Central Square (3.1).
    pub const START: Refugees = Refugees { in_town: REFUGEE_COUNT, escaped: 0 };

    /// Whether the counts add up to three.
    #[must_use]
    pub const fn is_consistent(&self) -> bool {
        self.in_town as u16 + self.escaped as u16 == REFUGEE_COUNT as u16
    }
}
