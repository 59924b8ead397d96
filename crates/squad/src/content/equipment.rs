//! Equipment cards.

use serde::{Deserialize, Serialize};

use super::code::Code;
use super::effect::Effect;
use super::keyword::Tag;

/// How equipment is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Activation {
    /// Always on.
    Passive,
    /// A free activity.
    Free,
    /// Costs this many actions.
    Actions(u8),
    /// Thrown like a counter (R-A9 Throw), at range 0..=`range`.
    Throw {
        /// The farthest slot.
        range: u8,
    },
}

/// An equipment card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Equipment {
    /// Its id.
    pub id: Code,
    /// Its name.
    pub name: String,
    /// RP cost.
    pub cost: u8,
    /// Weight.
    pub weight: u8,
    /// Uses before it is spent (none: unlimited).
    #[serde(default)]
    pub uses: Option<u8>,
    /// The weapon tag it attaches to.
    #[serde(default)]
    pub attaches_to: Option<Tag>,
    /// How it is used.
    pub activation: Activation,
    /// What it does.
    pub effect: Effect,
}
