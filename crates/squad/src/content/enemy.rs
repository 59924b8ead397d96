//! Enemy cards (R-S4, R-E3).

use serde::{Deserialize, Serialize};

use super::code::Code;
use super::keyword::{EnemyKw, Quality};

/// One column of an enemy attack chart (R-E3): hit on d10 ≥ `hit_on`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct AttackCell {
    /// The least d10 that hits.
    pub hit_on: u8,
    /// Wounds on hit and defeat cover.
    pub wounds: u8,
}

/// An enemy card: 1 to 4 figures.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Enemy {
    /// Its id.
    pub id: Code,
    /// Its name.
    pub name: String,
    /// Its faction (R-S4).
    pub faction: String,
    /// Its quality; none: an objective-only garrison card, never in the deck.
    pub quality: Option<Quality>,
    /// Figures on the card, 1..=4.
    pub figures: u8,
    /// Its value (R-F5 spawn, R-E2 reinforcement).
    pub value: u8,
    /// XP for destroying it (R-A6).
    pub xp: u8,
    /// Its cover (R-A5).
    pub cover: u8,
    /// Its range (R-E3).
    pub range: u8,
    /// Its penetration (R-E3).
    pub penetration: i8,
    /// Its attack chart: column = active figures − 1 (last column beyond).
    pub attack: Vec<AttackCell>,
    /// Its keywords.
    #[serde(default)]
    pub keywords: Vec<EnemyKw>,
}

impl Enemy {
    /// Whether the card has keyword `kw` (for keywords without a number).
    #[must_use]
    pub fn has(&self, kw: EnemyKw) -> bool {
        self.keywords.contains(&kw)
    }

    /// The sum of `Blocking N` on the card (saturating at 255).
    #[must_use]
    pub fn blocking(&self) -> u8 {
        self.keywords.iter().fold(0u8, |b, k| if let EnemyKw::Blocking(n) = k { b.saturating_add(*n) } else { b })
    }

    /// The sum of `Reinforce N` on the card (saturating at 255).
    #[must_use]
    pub fn reinforce(&self) -> u8 {
        self.keywords.iter().fold(0u8, |b, k| if let EnemyKw::Reinforce(n) = k { b.saturating_add(*n) } else { b })
    }
}
