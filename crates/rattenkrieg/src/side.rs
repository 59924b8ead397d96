//! The two sides: the German player (seat 0) and the Soviet player (seat 1).

use std::fmt;

use serde::{Deserialize, Serialize};
use wargames_core::{Colour, Seat};

/// One of the two armies [1.0]. The German side sits at seat 0 and moves
/// first in every operations phase [5.0]; the Soviet side sits at seat 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// The German 6th Army and 4th Panzer Army.
    German,
    /// The Soviet defenders of the city.
    Soviet,
}

impl Side {
    /// Both sides, German first.
    pub const BOTH: [Side; 2] = [Side::German, Side::Soviet];

    /// The side at `seat` (seat 0 German, any other seat Soviet).
    #[must_use]
    pub const fn of_seat(seat: Seat) -> Side {
        if seat.0 == 0 { Side::German } else { Side::Soviet }
    }

    /// The seat this side plays at.
    #[must_use]
    pub const fn seat(self) -> Seat {
        match self {
            Side::German => Seat::FIRST,
            Side::Soviet => Seat::SECOND,
        }
    }

    /// 0 for the German side, 1 for the Soviet side.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other side.
    #[must_use]
    pub const fn enemy(self) -> Side {
        match self {
            Side::German => Side::Soviet,
            Side::Soviet => Side::German,
        }
    }

    /// The side's name as the rules give it: `"German"` or `"Soviet"`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Side::German => "German",
            Side::Soviet => "Soviet",
        }
    }

    /// The side's own card colour in combat [8.7.2]: black for the German
    /// side, red for the Soviet side.
    #[must_use]
    pub const fn colour(self) -> Colour {
        match self {
            Side::German => Colour::Black,
            Side::Soviet => Colour::Red,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
