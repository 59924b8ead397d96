//! The two sides: the Soviet player (seat 0, moves first) and the German player (seat 1).

use std::fmt;

use serde::{Deserialize, Serialize};
use wargames_core::Seat;

/// A side of the battle.
///
/// The Soviet player sits at seat 0 and plays first in every game turn
/// (rule P14); the German player sits at seat 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// The defender of the city, seat 0.
    Soviet,
    /// The attacker, seat 1.
    German,
}

impl Side {
    /// Both sides, Soviet first.
    pub const ALL: [Side; 2] = [Side::Soviet, Side::German];

    /// The seat this side plays from.
    #[must_use]
    pub const fn seat(self) -> Seat {
        match self {
            Side::Soviet => Seat::FIRST,
            Side::German => Seat::SECOND,
        }
    }

    /// The side playing from `seat`, if it is one of the two seats.
    #[must_use]
    pub const fn from_seat(seat: Seat) -> Option<Side> {
        match seat.0 {
            0 => Some(Side::Soviet),
            1 => Some(Side::German),
            _ => None,
        }
    }

    /// The other side.
    #[must_use]
    pub const fn opponent(self) -> Side {
        match self {
            Side::Soviet => Side::German,
            Side::German => Side::Soviet,
        }
    }

    /// 0 for the Soviet, 1 for the German: the index of per-side arrays.
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Side::Soviet => 0,
            Side::German => 1,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Soviet => "Soviet",
            Side::German => "German",
        })
    }
}
