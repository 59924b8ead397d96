//! The keywords printed on cards: tags, mode keywords, enemy and location
//! keywords, terrain traits and soldier keywords.

use serde::{Deserialize, Serialize};

/// The quality of an enemy force (R-S4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Quality {
    /// Front-line troops: the standard difficulty.
    #[default]
    #[serde(alias = "FrontLine")]
    FrontLine,
    /// Elite troops: harder.
    #[serde(alias = "Elite")]
    Elite,
}

/// A weapon tag, referenced by action cards and attachments (R-F1 keyword match).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Tag {
    /// A rifle (takes a bayonet).
    Rifle,
    /// A carbine.
    Carbine,
    /// A submachine gun.
    Smg,
    /// A pistol.
    Pistol,
    /// A machine gun.
    MachineGun,
    /// A shotgun.
    Shotgun,
    /// A rocket or grenade launcher.
    Launcher,
    /// A hand grenade.
    Grenade,
    /// A blade.
    Blade,
    /// A ranged weapon (referenced by aimed-fire cards).
    Ranged,
    /// Thrown, not fired.
    Thrown,
}

/// The name of a fire mode (R-A7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ModeName {
    /// Single aimed shots.
    Semi,
    /// Several dice at one card.
    Auto,
    /// Dice split among the cards of one slot.
    Spray,
    /// A thrown counter.
    Throw,
}

/// A keyword of a weapon or one of its modes (R-A4, R-A5, R-A7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ModeKw {
    /// Needs the weapon deployed (R-A4 e).
    Deploy,
    /// Dice split among cards in one slot (R-A7).
    Spray,
    /// One shared d10 against every card in the target slot (R-A7).
    Explosion,
    /// A die that misses entirely still suppresses (R-A7).
    Suppressive,
    /// The first attack with it in a soldier turn counts every d6 as 6 (R-A5).
    Stealth,
    /// Attacks at most once per soldier turn (R-A4 f).
    Bolt,
    /// Ignores Screen at range 2 or more (R-A4 b).
    Scoped,
    /// Cannot attack in a turn its carrier moved (R-A4 g).
    Heavy,
    /// The counter is spent when used (R-A9).
    Expend,
}

/// A keyword of an enemy card (R-E1..R-E7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EnemyKw {
    /// Soldiers must target Screen cards of the slot first (R-A4 b).
    Screen,
    /// N more reinforcement checks at its slot (R-E2).
    Reinforce(u8),
    /// Enemy attacks roll 2d10 and keep the higher (R-E3).
    Commander,
    /// Removes 1 suppression from every enemy card before attacks (R-E3).
    Inspire,
    /// Ignores suppression results (R-A6).
    Fearless,
    /// Attacks its target once more (R-E3).
    Again,
    /// One roll against every soldier in the target's slot (R-E3).
    All,
    /// Adds N to the entry cost of its slot (R-A3).
    Blocking(u8),
    /// Never moves (R-E5).
    Guard,
    /// Enters the rear-most soldier's slot (R-F5).
    Infiltrator,
    /// Attacks at once when it enters (R-F5).
    Ambush,
    /// Ignores the slot's cover modifier (R-E3).
    Marksman,
    /// A vehicle: weapons with a vehicle bonus add it to penetration.
    Vehicle,
}

/// A terrain trait of a location or objective.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Trait {
    /// Fields and woods (missions may charge time for them).
    Nature,
    /// Buildings.
    Structure,
    /// Ruins.
    Ruin,
    /// Water: throws into or within it are at −2 to hit.
    Water,
    /// A road.
    Road,
}

impl Trait {
    /// The trait's bit in a trait set.
    #[must_use]
    pub const fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// A keyword of a location or objective.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LocKw {
    /// No Explosion, Spray or Auto attacks at cards here (R-A4 d).
    CollateralDamage,
    /// Once per game: 1 action gives a soldier here N spare reloads.
    Cache(u8),
    /// Enemy `hit_on` −1 against soldiers here.
    Chokepoint,
    /// A soldier's movement counts as 0 when leaving this slot.
    Mud,
}

/// A keyword of a soldier card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SoldierKw {
    /// Combat experience: draw N action cards at the start of its turn (R-R2).
    Cx(u8),
    /// Pays the veteran cost of skills (R-S7).
    Veteran,
    /// Puts 3 target counters in the cup (R-S8).
    LowProfile,
    /// Puts 5 target counters in the cup (R-S8).
    Conspicuous,
}
