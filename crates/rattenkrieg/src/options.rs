//! Set-up choices: the scenario and the rulings a player may want read
//! another way.

use serde::{Deserialize, Serialize};

use crate::scenario::Scenario;

/// Who may refit in their rear [7.5].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RefitRule {
    /// Both sides (the standard rule).
    #[default]
    Both,
    /// Only the Soviet side (the optional rule of [7.5], for when the German
    /// side seems too strong).
    SovietOnly,
}

/// Which played cards decide a combat [8.7] (ruling R3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RevealRule {
    /// Each side is represented by its best card: a hit beats a miss, then
    /// the own colour, then the lower rank (the default).
    #[default]
    BestCard,
    /// Only the last card each side played counts (earlier cards are lost).
    LastCard,
}

/// When the T-34 comes back [6.3] (ruling R9).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TankReturn {
    /// At the start of any later turn while the Soviet side holds the
    /// Tractor Works (the default).
    #[default]
    AnyLaterTurn,
    /// Only at the start of the turn right after the one it was eliminated in.
    NextTurnOnly,
}

/// Everything chosen before a game. `Default` is the standard game on the
/// built-in (reconstructed) scenario.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// Map and counters.
    pub scenario: Scenario,
    /// Who may refit [7.5].
    pub refit: RefitRule,
    /// Which cards decide a combat [8.7].
    pub reveal: RevealRule,
    /// When the T-34 returns [6.3].
    pub tank_return: TankReturn,
}
