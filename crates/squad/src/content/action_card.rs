//! Action cards (R-F1..R-F4).

use serde::{Deserialize, Serialize};

use super::code::Code;
use super::effect::{Effect, Needs};

/// The category of an action card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Category {
    /// Played in its timing window (R-F1).
    Standard,
    /// Also discard N other cards (R-F2).
    Covert {
        /// Cards to discard.
        discard: u8,
    },
    /// Also discard N cards; stays in play while X XP is paid each turn (R-F3).
    Support {
        /// Cards to discard.
        discard: u8,
        /// XP per turn to keep it.
        retain: u8,
    },
    /// Played in the Enemy Phase (R-F4).
    Reaction,
}

/// When an action card is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Timing {
    /// As a free activity of the player's turn.
    OwnTurn,
    /// With a Move.
    OnMove,
    /// With an Attack.
    OnAttack,
    /// With a Melee.
    OnMelee,
    /// With a Throw.
    OnThrow,
    /// Reaction: before wounds are applied.
    BeforeWoundsApplied,
    /// Reaction: when an enemy attack suppresses.
    OnSuppressedByEnemy,
    /// Reaction: after an enemy attack on this soldier.
    AfterEnemyAttack,
}

/// A boost: pay XP for a stronger effect (R-F1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Boost {
    /// XP to pay.
    pub xp: u8,
    /// The boosted effect (replaces the plain one).
    pub effect: Effect,
}

/// An action card design (with its number of copies in the deck).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionCard {
    /// Its id.
    pub id: Code,
    /// Its name.
    pub name: String,
    /// Copies in the deck.
    pub copies: u8,
    /// Its category.
    pub category: Category,
    /// When it is played.
    pub timing: Timing,
    /// What must hold (all of them).
    #[serde(default)]
    pub needs: Vec<Needs>,
    /// What it does.
    pub effect: Effect,
    /// Its boost.
    #[serde(default)]
    pub boost: Option<Boost>,
}
