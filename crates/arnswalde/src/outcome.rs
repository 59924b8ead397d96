//! How a game ends (4.1) and the victory levels (4.2).

use std::fmt;

use serde::{Deserialize, Serialize};

/// The victory levels of 4.2, by score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum VictoryLevel {
    /// 1-7 points: the battalion fights on, as it did.
    TwilightOfTheGods,
    /// 8-14 points: many people got out thanks to the battalion.
    AestheticOfRuin,
    /// 15 points or more: a miracle on the Eastern Front.
    Miraculous,
}

impl VictoryLevel {
    /// The level of a score (4.2); `None` for 0.
    #[must_use]
    pub const fn from_score(score: u8) -> Option<VictoryLevel> {
        match score {
            0 => None,
            1..=7 => Some(VictoryLevel::TwilightOfTheGods),
            8..=14 => Some(VictoryLevel::AestheticOfRuin),
            _ => Some(VictoryLevel::Miraculous),
        }
    }

    /// A lower-case name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            VictoryLevel::TwilightOfTheGods => "twilight of the gods",
            VictoryLevel::AestheticOfRuin => "aesthetic of ruin",
            VictoryLevel::Miraculous => "miraculous",
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Defeat: the garrison surrendered on a surrender check (4.1 (2)).
    Surrender,
    /// Defeat: no Tiger II was left in the town (4.1 (3)).
    NoTigerInTown,
    /// Defeat: a Soviet card stayed in North at the relief check (4.2).
    ReliefFailed,
    /// Victory (4.2): the relief got through.
    Victory {
        /// The level.
        level: VictoryLevel,
        /// Refugee markers escaped x 3 + Tigers still in play x 1.
        score: u8,
    },
}

impl Outcome {
    /// Whether the player won.
    #[must_use]
    pub const fn is_victory(&self) -> bool {
        matches!(self, Outcome::Victory { .. })
    }

    /// A short label of the kind of outcome (`"defeat: surrender"`,
    /// `"victory: miraculous"` ...), for tallies.
    #[must_use]
    pub const fn kind(&self) -> &'static str {
        match self {
            Outcome::Surrender => "defeat: surrender",
            Outcome::NoTigerInTown => "defeat: no Tiger in town",
            Outcome::ReliefFailed => "defeat: relief failed",
            Outcome::Victory { level: VictoryLevel::Miraculous, .. } => "victory: miraculous",
            Outcome::Victory { level: VictoryLevel::AestheticOfRuin, .. } => "victory: aesthetic of ruin",
            Outcome::Victory { level: VictoryLevel::TwilightOfTheGods, .. } => "victory: twilight of the gods",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Surrender => f.write_str("defeat: the garrison surrendered"),
            Outcome::NoTigerInTown => f.write_str("defeat: no Tiger II is left in Arnswalde"),
            Outcome::ReliefFailed => f.write_str("defeat: the relief did not get through"),
            Outcome::Victory { level, score } => write!(f, "victory ({}), {score} points", level.name()),
        }
    }
}
