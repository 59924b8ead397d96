//! Event cards (R-E1, R-F5, R-F7).

use serde::{Deserialize, Serialize};

use super::code::Code;
use super::effect::Effect;

/// An event card design.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventCard {
    /// Its id.
    pub id: Code,
    /// Its name.
    pub name: String,
    /// Copies in the deck.
    pub copies: u8,
    /// What it does.
    pub effect: Effect,
}
