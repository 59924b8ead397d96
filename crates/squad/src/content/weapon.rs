//! Weapon cards (R-A4..R-A9).

use serde::{Deserialize, Serialize};

use super::code::Code;
use super::keyword::{ModeKw, ModeName, Tag};

/// One fire mode of a weapon (R-A5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FireMode {
    /// The mode's name.
    pub name: ModeName,
    /// Dice rolled, 1..=4.
    pub dice: u8,
    /// To-hit number by range (index = range); a range past the end is out of range.
    pub to_hit: Vec<u8>,
    /// Out of Ammo on an unmodified d10 ≤ this (0: never; 10: single shot).
    pub ammo: u8,
    /// Keywords of the mode.
    #[serde(default)]
    pub keywords: Vec<ModeKw>,
}

impl FireMode {
    /// The to-hit number at `range`, if in range.
    #[must_use]
    pub fn to_hit_at(&self, range: u8) -> Option<u8> {
        self.to_hit.get(usize::from(range)).copied()
    }
}

/// A melee profile (R-A8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MeleeProfile {
    /// The to-hit number (before the soldier's melee modifier).
    pub to_hit: u8,
    /// Penetration.
    pub pen: i8,
}

/// A weapon card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Weapon {
    /// Its id.
    pub id: Code,
    /// Its name.
    pub name: String,
    /// RP cost (per counter for counters).
    pub cost: u8,
    /// Weight.
    pub weight: u8,
    /// Tags.
    #[serde(default)]
    pub tags: Vec<Tag>,
    /// The ammo group sharing spare reloads (R-A9).
    #[serde(default)]
    pub ammo_group: Option<String>,
    /// Spare reloads that come with it.
    #[serde(default)]
    pub spare_reloads: u8,
    /// Penetration.
    #[serde(default)]
    pub penetration: i8,
    /// Extra penetration against Vehicle cards.
    #[serde(default)]
    pub vs_vehicle: i8,
    /// Fire modes.
    #[serde(default)]
    pub modes: Vec<FireMode>,
    /// Melee profile.
    #[serde(default)]
    pub melee: Option<MeleeProfile>,
    /// Bought per counter and thrown (R-A9 Throw).
    #[serde(default)]
    pub counter: bool,
    /// Weapon-wide keywords.
    #[serde(default)]
    pub keywords: Vec<ModeKw>,
}

impl Weapon {
    /// Whether the weapon or mode `mode` has keyword `kw`.
    #[must_use]
    pub fn has(&self, mode: Option<&FireMode>, kw: ModeKw) -> bool {
        self.keywords.contains(&kw) || mode.is_some_and(|m| m.keywords.contains(&kw))
    }
}

/// How an attack in a fire mode is aimed (R-A4, R-A7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AimKind {
    /// At one target: an enemy card, or the Kills objective.
    Single,
    /// Spray: an enemy card of one slot per die, declared die by die.
    Spray,
    /// Explosion: at a slot, every card there.
    Explosion,
}

impl AimKind {
    /// How mode `m` of weapon `w` (none: the squad profile, whose mode's
    /// own keywords count) is aimed.
    #[must_use]
    pub fn of(w: Option<&Weapon>, m: &FireMode) -> AimKind {
        let has = |k: ModeKw| w.map_or(m.keywords.contains(&k), |w| w.has(Some(m), k));
        if has(ModeKw::Explosion) {
            AimKind::Explosion
        } else if m.name == ModeName::Spray || has(ModeKw::Spray) {
            AimKind::Spray
        } else {
            AimKind::Single
        }
    }
}
