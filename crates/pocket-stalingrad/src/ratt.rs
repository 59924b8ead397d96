//! The Rattenkrieg event die (RATT): rules R1-R6.

use std::fmt;

use serde::{Deserialize, Serialize};

/// What a RATT die face means.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RattEvent {
    /// R1 Sniper: remove one enemy unit, then gain 1 CMD.
    Sniper,
    /// R2 Breakthrough: a Deploy this player turn, and lose 1 CMD.
    Breakthrough,
    /// R3 Ratze!: each player moves one enemy unit between areas 1-5 and Z.
    Ratze,
    /// R4 DMG#6: both sides' area 6 hold one unit fewer, for good.
    Damage6,
    /// R5 Nothing happens.
    Nothing,
    /// R6 Unit Z: one unit from the reserve into area Z.
    UnitZ,
}

impl RattEvent {
    /// The event of die face `face` (1-6).
    #[must_use]
    pub const fn from_face(face: u8) -> Option<RattEvent> {
        match face {
            1 => Some(RattEvent::Sniper),
            2 => Some(RattEvent::Breakthrough),
            3 => Some(RattEvent::Ratze),
            4 => Some(RattEvent::Damage6),
            5 => Some(RattEvent::Nothing),
            6 => Some(RattEvent::UnitZ),
            _ => None,
        }
    }
}

impl fmt::Display for RattEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RattEvent::Sniper => "Sniper (R1)",
            RattEvent::Breakthrough => "Breakthrough (R2)",
            RattEvent::Ratze => "Ratze! (R3)",
            RattEvent::Damage6 => "DMG#6 (R4)",
            RattEvent::Nothing => "nothing (R5)",
            RattEvent::UnitZ => "Unit Z (R6)",
        })
    }
}
