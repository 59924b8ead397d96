//! Skill cards (R-S7).

use serde::{Deserialize, Serialize};

use super::code::Code;
use super::effect::Effect;

/// A skill card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Skill {
    /// Its id.
    pub id: Code,
    /// Its name.
    pub name: String,
    /// RP cost.
    pub cost: u8,
    /// RP cost for a Veteran soldier.
    #[serde(default)]
    pub veteran_cost: Option<u8>,
    /// Specialist: the soldier must carry one of these cards (empty: a general skill).
    #[serde(default)]
    pub prereq: Vec<Code>,
    /// What it does.
    pub effect: Effect,
}
