//! The outcomes of the chance points: the rolls of the dice in hand.

use std::fmt;

use serde::{Deserialize, Serialize};
use wargames_core::Roll;

/// One outcome of a chance point.
///
/// A roll of the dice still in hand (rule 2) is resolved as two chance
/// points with no decision between them: first the unit dice in hand as one
/// multiset ([`Chance::UnitDice`], at most 252 outcomes), then the single
/// dice in hand together ([`Chance::SingleDice`], at most 216 outcomes).
/// The dice are independent, so this is the same distribution as one joint
/// outcome, with lists short enough to enumerate.
///
/// In JSON the names are snake_case (`{"ratt_reroll": 4}`); the names of rules version
/// 2 (PascalCase) are read too, only so that a replay of that version reaches
/// its version check and is refused with the version error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Chance {
    /// The unit dice in hand show these faces.
    #[serde(alias = "UnitDice")]
    UnitDice(Roll),
    /// The single dice in hand show these faces (`None`: that die is kept
    /// already and not rolled).
    #[serde(alias = "SingleDice")]
    SingleDice {
        /// The CMD die.
        cmd: Option<u8>,
        /// The tactic die.
        tactic: Option<u8>,
        /// The RATT die.
        ratt: Option<u8>,
    },
    /// Rule A2: the forced re-roll of the RATT die shows this face.
    #[serde(alias = "RattReroll")]
    RattReroll(u8),
}

impl fmt::Display for Chance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Chance::UnitDice(roll) => {
                f.write_str("unit dice")?;
                for face in roll.faces() {
                    write!(f, " {face}")?;
                }
                Ok(())
            }
            Chance::SingleDice { cmd, tactic, ratt } => {
                let mut sep = "";
                for (name, face) in [("CMD", cmd), ("tactic", tactic), ("RATT", ratt)] {
                    if let Some(face) = face {
                        write!(f, "{sep}{name} {face}")?;
                        sep = ", ";
                    }
                }
                Ok(())
            }
            Chance::RattReroll(face) => write!(f, "RATT re-roll {face}"),
        }
    }
}
