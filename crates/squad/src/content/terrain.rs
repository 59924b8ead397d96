//! Location and Objective cards: the slots of the path (R-S1, R-S6).

use serde::{Deserialize, Serialize};

use super::code::Code;
use super::keyword::{LocKw, Trait};

/// An inclusive range of enemy values (a reinforcement range, R-E2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RangeIncl {
    /// The least value.
    pub lo: u8,
    /// The greatest value.
    pub hi: u8,
}

impl RangeIncl {
    /// Whether `v` lies in the range.
    #[must_use]
    pub const fn contains(self, v: u8) -> bool {
        self.lo <= v && v <= self.hi
    }
}

fn any_theatre() -> String {
    "any".to_owned()
}

/// A Location card (R-F5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Location {
    /// Its id.
    pub id: Code,
    /// Its name.
    pub name: String,
    /// Its theatre tag (R-S3); `"any"` fits every theatre.
    #[serde(default = "any_theatre")]
    pub theatre: String,
    /// Its terrain traits.
    #[serde(default)]
    pub traits: Vec<Trait>,
    /// Entry cost (R-A3).
    pub entry: u8,
    /// Soldier cover modifier here (R-E3).
    pub cover_mod: i8,
    /// Actions a melee here costs (R-A8).
    pub melee_cost: u8,
    /// Enemy value spawned on placing (R-F5).
    pub enemy_value: u8,
    /// Reinforcement range (R-E2); none: never reinforces.
    pub reinforce: Option<RangeIncl>,
    /// Timer advance on placing (R-F5).
    #[serde(default)]
    pub time: u8,
    /// Event cards drawn on placing (R-F5).
    #[serde(default)]
    pub events: u8,
    /// Keywords.
    #[serde(default)]
    pub keywords: Vec<LocKw>,
}

/// What wins the mission (R-V1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Requirement {
    /// Every enemy card in slot D destroyed (after activation).
    ClearAll,
    /// The activated objective is itself a target of cover `cover`; `n` kills win.
    Kills {
        /// Kills needed.
        n: u8,
        /// The objective's cover.
        cover: u8,
    },
    /// A soldier in D spends `actions` to take the item; it wins in slot `exfil_to`.
    Recover {
        /// Actions to take it.
        actions: u8,
        /// The slot to carry it to.
        exfil_to: u8,
    },
}

/// An Objective card (R-S6, R-F6, R-F7).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Objective {
    /// Its id.
    pub id: Code,
    /// Its name.
    pub name: String,
    /// Its theatre tag (R-S3).
    pub theatre: String,
    /// Its terrain traits.
    #[serde(default)]
    pub traits: Vec<Trait>,
    /// Entry cost (R-A3).
    pub entry: u8,
    /// Soldier cover modifier here.
    pub cover_mod: i8,
    /// Actions a melee here costs.
    pub melee_cost: u8,
    /// Enemy value spawned when it connects (R-F6).
    pub enemy_value: u8,
    /// Reinforcement range.
    pub reinforce: Option<RangeIncl>,
    /// Garrison enemy cards (objective-only cards).
    #[serde(default)]
    pub garrison: Vec<Code>,
    /// What wins.
    pub requirement: Requirement,
    /// Keywords.
    #[serde(default)]
    pub keywords: Vec<LocKw>,
}
