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

/// When the T-34 comes back [6.3] (ruling R9, I12). In every reading it
/// comes back only while the Soviet side controls the Tractor Works.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TankReturn {
    /// The seed's words (the default): 6.3 is one of the reinforcements of
    /// [5.0], which arrive in turns 2 and 3 only, and the T-34 returns if it
    /// was removed in the previous turn.
    #[default]
    Reinforcement,
    /// At the start of any later turn (2 to 6) after the one it was
    /// eliminated in.
    AnyLaterTurn,
    /// At the start of the turn right after the one it was eliminated in,
    /// in any turn (2 to 6).
    NextTurnOnly,
}

/// Everything chosen before a game. `Default` is the standard game on the
/// built-in (reconstructed) scenario. Missing fields take their default;
/// an unknown field is refused when the options are read.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
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
