//! Where in the turn the game is: the step waiting for a decision or a roll.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::side::Side;

/// The pending step of play.
///
/// In each game turn the Soviet player, then the German player, take a
/// player turn (reinforcement, roll, dice resolution, infiltration); then
/// comes the common combat phase and the victory phase. Steps where the
/// only possible choice is to do nothing are skipped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Chance (rule 2): the unit dice in hand are rolled.
    RollUnitDice,
    /// Chance (rule 2): the single dice in hand are rolled.
    RollSingleDice,
    /// The rolling player keeps dice (rule 2).
    Keep,
    /// The controller of Pavlov's House may force a RATT re-roll (A2).
    Pavlov,
    /// Chance (A2): the RATT die is rolled again.
    RattReroll,
    /// The rolling player picks the enemy unit the sniper removes (R1).
    Snipe,
    /// The Soviet places fortresses (Fortify).
    Fortify,
    /// The German announces its air strike (4.1).
    AirStrike,
    /// The Soviet may cancel air hits with CMD under Night.
    NightCancel,
    /// The German assigns air hits (4.1).
    AirHits,
    /// The German moves units that paid for the air strike (Assault).
    Assault,
    /// The Soviet may cross the Volga (4.2).
    Crossing,
    /// `side` may make its Ratze! move (R3, 4.3).
    Ratze(Side),
    /// The rolling player moves units out of Z (Deploy, 4.3).
    DeployOut,
    /// The rolling player moves units into Z (Deploy, 4.3).
    DeployIn,
    /// `side` may spend CMD on the shelling marker (Shelling, 5), before
    /// or after the attrition.
    Shelling {
        /// The second window, after attrition.
        after_attrition: bool,
        /// Who is to act.
        side: Side,
    },
    /// The German uses combat engineers (5).
    Engineers,
    /// `side` decides whether to pay for combat in Z (AZ, 5).
    FightInZ(Side),
    /// The Soviet may make its Guards move (6.1).
    Guards,
    /// The game is over.
    Over,
}

impl Stage {
    /// The rule id of the step.
    #[must_use]
    pub const fn rule(self) -> &'static str {
        match self {
            Stage::RollUnitDice | Stage::RollSingleDice | Stage::Keep => "2",
            Stage::Pavlov | Stage::RattReroll => "A2",
            Stage::Snipe => "R1",
            Stage::Fortify => "Fortify",
            Stage::AirStrike | Stage::AirHits => "4.1",
            Stage::NightCancel => "Night",
            Stage::Assault => "Assault",
            Stage::Crossing => "4.2",
            Stage::Ratze(_) => "R3",
            Stage::DeployOut | Stage::DeployIn => "Deploy",
            Stage::Shelling { .. } => "Shelling",
            Stage::Engineers => "Engineers",
            Stage::FightInZ(_) => "AZ",
            Stage::Guards => "Guards",
            Stage::Over => "V",
        }
    }

    /// What the step takes, in words.
    #[must_use]
    pub const fn expects(self) -> &'static str {
        match self {
            Stage::RollUnitDice | Stage::RollSingleDice | Stage::RattReroll => "a roll of the dice",
            Stage::Keep => "keeping dice",
            Stage::Pavlov => "forcing a RATT re-roll or not",
            Stage::Snipe => "choosing the sniper's target",
            Stage::Fortify => "fortifying",
            Stage::AirStrike => "announcing the air strike",
            Stage::NightCancel => "cancelling air hits",
            Stage::AirHits => "assigning air hits",
            Stage::Assault => "assault moves",
            Stage::Crossing => "crossing the Volga",
            Stage::Ratze(_) => "a Ratze! move",
            Stage::DeployOut | Stage::DeployIn => "deploying",
            Stage::Shelling { .. } => "shelling",
            Stage::Engineers => "combat engineers",
            Stage::FightInZ(_) => "deciding on combat in Z",
            Stage::Guards => "the Guards move",
            Stage::Over => "nothing: the game is over",
        }
    }

    /// Whether this is a chance point.
    #[must_use]
    pub const fn is_chance(self) -> bool {
        matches!(self, Stage::RollUnitDice | Stage::RollSingleDice | Stage::RattReroll)
    }
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.expects(), self.rule())
    }
}
