//! Counters on the map: their ids and their state during a game.

use std::fmt;

use serde::{Deserialize, Serialize};
use wargames_core::{AreaId, CardSet};

/// The most counters a scenario may have: a counter's id is below it.
pub const MAX_UNITS: usize = 24;

/// A counter, by its index in the scenario's list of counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct UnitId(pub(crate) u8);

impl UnitId {
    /// The counter of index `index`, if below [`MAX_UNITS`].
    #[must_use]
    pub const fn new(index: usize) -> Option<UnitId> {
        if index < MAX_UNITS { Some(UnitId(index as u8)) } else { None }
    }

    /// The index in the scenario's list of counters.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Every possible id, in order.
    pub fn all() -> impl Iterator<Item = UnitId> + Clone {
        (0..MAX_UNITS as u8).map(UnitId)
    }
}

/// A counter index outside `0..MAX_UNITS`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0} is not a counter index (0..{MAX_UNITS})")]
pub struct UnitIdError(pub u8);

impl TryFrom<u8> for UnitId {
    type Error = UnitIdError;

    fn try_from(index: u8) -> Result<Self, UnitIdError> {
        UnitId::new(usize::from(index)).ok_or(UnitIdError(index))
    }
}

impl From<UnitId> for u8 {
    fn from(id: UnitId) -> u8 {
        id.0
    }
}

impl fmt::Display for UnitId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "u{}", self.0)
    }
}

/// Where a counter is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Not yet in play: a reinforcement still to arrive [6.1] [6.2].
    #[default]
    Waiting,
    /// On the map, in this area.
    At(AreaId),
    /// Eliminated [8.9.3], on this turn (the T-34 may return later [6.3]).
    Eliminated(u8),
}

/// The state of one counter during a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Unit {
    /// Where it is.
    pub status: Status,
    /// Its step cards, seen only by its owner [3.3].
    pub steps: CardSet,
    /// Turned over: it has acted this turn [7.4] [7.5] or retreated [8.9.1].
    pub flipped: bool,
    /// Isolated in an area its side does not control [8.10].
    pub isolated: bool,
}

impl Unit {
    /// The area it is in, if on the map.
    #[must_use]
    pub const fn area(&self) -> Option<AreaId> {
        match self.status {
            Status::At(area) => Some(area),
            _ => None,
        }
    }
}
