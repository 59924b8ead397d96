//! The places of the map: the two fronts and the Central Square.

use std::fmt;

use serde::{Deserialize, Serialize};

/// One of the three parts of the town where Tigers stand (3.1): North,
/// South and the Central Square. The repair area is not part of the town
/// (4.1 (3)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Area {
    /// North, where the route out of town runs (7.2) and the relief comes from (4.2).
    North,
    /// South.
    South,
    /// The Central Square, where the refugees wait (3.1).
    Central,
}

impl Area {
    /// The three areas of the town, in this order.
    pub const ALL: [Area; 3] = [Area::North, Area::South, Area::Central];

    /// The index of the area in [`Area::ALL`].
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The front this area is, if it is one (the Central Square is not).
    #[must_use]
    pub const fn front(self) -> Option<Front> {
        match self {
            Area::North => Some(Front::North),
            Area::South => Some(Front::South),
            Area::Central => None,
        }
    }
}

impl fmt::Display for Area {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Area::North => "North",
            Area::South => "South",
            Area::Central => "the Central Square",
        })
    }
}

/// A front: North or South, where Soviet cards lie (3.2, 6.0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Front {
    /// North.
    North,
    /// South.
    South,
}

impl Front {
    /// Both fronts, North first.
    pub const ALL: [Front; 2] = [Front::North, Front::South];

    /// The index of the front in [`Front::ALL`].
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The front's name as the rules give it: `North` or `South`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Front::North => "North",
            Front::South => "South",
        }
    }

    /// The area of the town this front is.
    #[must_use]
    pub const fn area(self) -> Area {
        match self {
            Front::North => Area::North,
            Front::South => Area::South,
        }
    }
}

impl fmt::Display for Front {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.area().fmt(f)
    }
}
