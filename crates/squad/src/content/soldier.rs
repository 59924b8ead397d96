//! Soldier cards (R-S7).

use serde::{Deserialize, Serialize};

use super::code::Code;
use super::keyword::SoldierKw;
use super::weapon::FireMode;

/// What kind of soldier a card is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SoldierKind {
    /// A player soldier (PS): hand of action cards, bought gear.
    Player,
    /// A non-player soldier (NPS): built-in gear, included in its cost.
    NonPlayer {
        /// Its built-in gear (weapon or equipment ids; repeat for counters).
        gear: Vec<Code>,
    },
    /// A squad soldier (SQ): a built-in attack profile, no gear.
    Squad {
        /// Its attack.
        profile: FireMode,
        /// Its penetration.
        penetration: i8,
    },
}

/// A soldier card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SoldierCard {
    /// Its id.
    pub id: Code,
    /// Its name.
    pub name: String,
    /// PS, NPS or SQ.
    pub kind: SoldierKind,
    /// Its theatre tag (R-S3).
    pub theatre: String,
    /// RP cost (R-S7).
    pub cost: u8,
    /// Health (= hand size, R-S10).
    pub health: u8,
    /// Actions per turn (R-R2).
    pub actions: u8,
    /// Movement (R-A3).
    pub movement: u8,
    /// Cover (R-E3).
    pub cover: u8,
    /// Carry limit (R-S7; PS only).
    #[serde(default)]
    pub carry: u8,
    /// Melee modifier (R-A8).
    #[serde(default)]
    pub melee_mod: i8,
    /// XP at the start (R-S10).
    #[serde(default)]
    pub start_xp: u8,
    /// Keywords.
    #[serde(default)]
    pub keywords: Vec<SoldierKw>,
}

impl SoldierCard {
    /// Whether the soldier is a PS.
    #[must_use]
    pub fn is_player(&self) -> bool {
        matches!(self.kind, SoldierKind::Player)
    }

    /// CX N (0 without; R-R2). Several CX keywords add up, stopping at
    /// 255: the draws stop at the hand limit anyway.
    #[must_use]
    pub fn cx(&self) -> u8 {
        self.keywords.iter().map(|k| if let SoldierKw::Cx(n) = k { *n } else { 0 }).fold(0, u8::saturating_add)
    }

    /// Whether it has keyword `kw`.
    #[must_use]
    pub fn has(&self, kw: SoldierKw) -> bool {
        self.keywords.contains(&kw)
    }
}
