//! Where the seven Tiger IIs are.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::area::Area;

/// How many Tiger IIs the battalion has (2.0).
pub const TIGER_COUNT: u8 = 7;

/// Where the seven Tiger IIs are: in the three areas of the town, in the
/// repair area (damaged, 7.3), escaped from the town (7.2), or lost
/// (cannibalised, 7.4, or destroyed by artillery, 8.1).
///
/// The counts always add up to [`TIGER_COUNT`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tigers {
    /// In North, South and the Central Square, indexed by [`Area::index`].
    pub town: [u8; 3],
    /// In the repair area.
    pub repair: u8,
    /// Escaped from the town (they never come back, 7.2).
    pub escaped: u8,
    /// Removed from the game.
    pub lost: u8,
}

impl Tigers {
    /// All seven Tigers in the Central Square, waiting to be placed (3.1).
    pub const UNPLACED: Tigers = Tigers { town: [0, 0, TIGER_COUNT], repair: 0, escaped: 0, lost: 0 };

    /// All seven Tigers placed in the town as given; `None` unless they add up to seven.
    #[must_use]
    pub fn placed(north: u8, south: u8, central: u8) -> Option<Tigers> {
        let total = u16::from(north) + u16::from(south) + u16::from(central);
        (total == u16::from(TIGER_COUNT)).then_some(Tigers {
            town: [north, south, central],
            repair: 0,
            escaped: 0,
            lost: 0,
        })
    }

    /// Tigers in `area`.
    #[must_use]
    pub const fn at(&self, area: Area) -> u8 {
        self.town[area.index()]
    }

    /// Tigers in the town (North, South and the Central Square; 4.1 (3)).
    #[must_use]
    pub const fn in_town(&self) -> u8 {
        self.town[0] + self.town[1] + self.town[2]
    }

    /// Tigers still in play: in town, in repair or escaped; each scores 1 (4.2, ruling A11).
    #[must_use]
    pub const fn in_play(&self) -> u8 {
        self.in_town() + self.repair + self.escaped
    }

    /// Whether the counts add up to seven.
    #[must_use]
    pub fn is_consistent(&self) -> bool {
        let total: u16 = self.town.iter().map(|&n| u16::from(n)).sum::<u16>()
            + u16::from(self.repair)
            + u16::from(self.escaped)
            + u16::from(self.lost);
        total == u16::from(TIGER_COUNT)
    }

    /// Moves `n` Tigers between two areas of the town (the caller checked the count).
    pub(crate) fn shift(&mut self, from: Area, to: Area, n: u8) {
        self.town[from.index()] -= n;
        self.town[to.index()] += n;
    }

    /// One Tiger of `area` is damaged: to the repair area.
    pub(crate) fn damage(&mut self, area: Area) {
        self.town[area.index()] -= 1;
        self.repair += 1;
    }

    /// One Tiger of the repair area is repaired: to the Central Square.
    pub(crate) fn repair_one(&mut self) {
        self.repair -= 1;
        self.town[Area::Central.index()] += 1;
    }

    /// One Tiger of the repair area is removed from the game.
    pub(crate) fn lose_one_in_repair(&mut self) {
        self.repair -= 1;
        self.lost += 1;
    }

    /// `n` Tigers of `area` leave the town for good.
    pub(crate) fn escape(&mut self, area: Area, n: u8) {
        self.town[area.index()] -= n;
        self.escaped += n;
    }
}

/// The noun for `n` Tigers, as a player reads it: `Tiger` for one, else `Tigers`.
#[must_use]
pub const fn noun(n: u8) -> &'static str {
    if n == 1 { "Tiger" } else { "Tigers" }
}

impl fmt::Display for Tigers {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "North {}, South {}, Central {}, repair {}, escaped {}, lost {}",
            self.town[0], self.town[1], self.town[2], self.repair, self.escaped, self.lost
        )
    }
}
