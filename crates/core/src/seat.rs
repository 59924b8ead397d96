//! Seats: who makes a decision.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A seat at the table, numbered from 0. A solitaire game has seat 0 only; a
/// two-player game seats 0 and 1 (each game names which side sits where).
///
/// ```
/// use wargames_core::Seat;
///
/// assert_eq!(Seat::FIRST.opponent(), Seat::SECOND);
/// assert_eq!(Seat::SECOND.index(), 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// Seat 0: the solitaire player, or the first side of a two-player game.
    pub const FIRST: Seat = Seat(0);
    /// Seat 1: the second side of a two-player game.
    pub const SECOND: Seat = Seat(1);

    /// The seat's index.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The other seat of a two-player game (seat 0 ↔ seat 1).
    #[must_use]
    pub const fn opponent(self) -> Seat {
        Seat(1 - (self.0 & 1))
    }

    /// The seats of a game with `count` seats, in order.
    pub fn all(count: u8) -> impl Iterator<Item = Seat> + Clone {
        (0..count).map(Seat)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}
