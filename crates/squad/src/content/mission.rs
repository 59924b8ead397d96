//! Mission cards (R-S5) and the squads they ship with.

use serde::{Deserialize, Serialize};

use super::code::Code;
use super::keyword::Trait;
use super::recruit::Recruit;

/// A special rule of a mission (R-S5).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MissionRule {
    /// Place Location looks at N+1 cards and keeps one (R-F5).
    Recon(u8),
    /// Placing a Location with this trait advances the timer `turns` (R-F5).
    TraitTime {
        /// The trait.
        r#trait: Trait,
        /// The timer advance.
        turns: u8,
    },
    /// n Event cards at the start of every Enemy Phase (R-E1).
    EventsPerRound(u8),
}

/// A mission card (R-S5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mission {
    /// Its id.
    pub id: Code,
    /// Its name.
    pub name: String,
    /// Its theatre tag (R-S3).
    pub theatre: String,
    /// The turn limit T (R-E7).
    pub turn_limit: u8,
    /// The objective slot D, 2..=10 (R-S1).
    pub objective_slot: u8,
    /// The RP budget (R-S7).
    pub rp: u16,
    /// The carry modifier LM (R-S7).
    pub carry_mod: i8,
    /// Special rules.
    #[serde(default)]
    pub rules: Vec<MissionRule>,
    /// The squad `Options` uses when it names none: legal under R-S7.
    pub default_squad: Vec<Recruit>,
}

impl Mission {
    /// Recon N of the mission (0 without the rule; R-F5). Several Recon
    /// rules add up, stopping at 255: past the Location deck, a recon
    /// looks at every card left.
    #[must_use]
    pub fn recon(&self) -> u8 {
        self.rules.iter().map(|r| if let MissionRule::Recon(n) = r { *n } else { 0 }).fold(0, u8::saturating_add)
    }

    /// Events per round (0 without the rule; R-E1). Several rules add up,
    /// stopping at 255.
    #[must_use]
    pub fn events_per_round(&self) -> u8 {
        self.rules
            .iter()
            .map(|r| if let MissionRule::EventsPerRound(n) = r { *n } else { 0 })
            .fold(0, u8::saturating_add)
    }

    /// The timer advance for placing a location with traits `traits` (a
    /// trait bit set; R-F5). Several rules add up, stopping at 255.
    #[must_use]
    pub fn trait_time(&self, traits: u8) -> u8 {
        self.rules
            .iter()
            .map(|r| match r {
                MissionRule::TraitTime { r#trait, turns } if traits & r#trait.bit() != 0 => *turns,
                _ => 0,
            })
            .fold(0, u8::saturating_add)
    }
}
