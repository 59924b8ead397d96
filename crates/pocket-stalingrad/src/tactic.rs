//! The tactic dice of both sides: rules S1-S6 (Soviet) and G1-G6 (German).

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::side::Side;

/// A tactic die result: the side's table read at the face rolled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tactic {
    /// S1: Fortify.
    SovietFortify,
    /// S2: a unit into Z, and Night.
    SovietUnitZNight,
    /// S3: Deploy, then Shelling.
    SovietShellingDeploy,
    /// S4: Shelling, and Night.
    SovietShellingNight,
    /// S5: +1 CMD, then Fortify.
    SovietCmdFortify,
    /// S6: Deploy, and Guards.
    SovietDeployGuards,
    /// G1: a unit into Z.
    GermanUnitZ,
    /// G2: Shelling, then Deploy.
    GermanShellingDeploy,
    /// G3: Combat engineers.
    GermanEngineers,
    /// G4: Assault.
    GermanAssault,
    /// G5: Combat engineers, and Deploy.
    GermanEngineersDeploy,
    /// G6: Assault, and Shelling.
    GermanAssaultShelling,
}

impl Tactic {
    /// `side`'s tactic at die face `face` (1-6).
    #[must_use]
    pub const fn from_face(side: Side, face: u8) -> Option<Tactic> {
        Some(match (side, face) {
            (Side::Soviet, 1) => Tactic::SovietFortify,
            (Side::Soviet, 2) => Tactic::SovietUnitZNight,
            (Side::Soviet, 3) => Tactic::SovietShellingDeploy,
            (Side::Soviet, 4) => Tactic::SovietShellingNight,
            (Side::Soviet, 5) => Tactic::SovietCmdFortify,
            (Side::Soviet, 6) => Tactic::SovietDeployGuards,
            (Side::German, 1) => Tactic::GermanUnitZ,
            (Side::German, 2) => Tactic::GermanShellingDeploy,
            (Side::German, 3) => Tactic::GermanEngineers,
            (Side::German, 4) => Tactic::GermanAssault,
            (Side::German, 5) => Tactic::GermanEngineersDeploy,
            (Side::German, 6) => Tactic::GermanAssaultShelling,
            _ => return None,
        })
    }

    /// Gives the Fortify action (S1, S5).
    #[must_use]
    pub const fn fortify(self) -> bool {
        matches!(self, Tactic::SovietFortify | Tactic::SovietCmdFortify)
    }

    /// Places the Night token (S2, S4).
    #[must_use]
    pub const fn night(self) -> bool {
        matches!(self, Tactic::SovietUnitZNight | Tactic::SovietShellingNight)
    }

    /// Adds a unit to Z when resolved (S2, G1).
    #[must_use]
    pub const fn unit_z(self) -> bool {
        matches!(self, Tactic::SovietUnitZNight | Tactic::GermanUnitZ)
    }

    /// Gives the Shelling action in the Combat phase (S3, S4, G2, G6).
    #[must_use]
    pub const fn shelling(self) -> bool {
        matches!(
            self,
            Tactic::SovietShellingDeploy
                | Tactic::SovietShellingNight
                | Tactic::GermanShellingDeploy
                | Tactic::GermanAssaultShelling
        )
    }

    /// Gives a Deploy in the roller's infiltration phase (S3, S6, G2, G5).
    #[must_use]
    pub const fn deploy(self) -> bool {
        matches!(
            self,
            Tactic::SovietShellingDeploy
                | Tactic::SovietDeployGuards
                | Tactic::GermanShellingDeploy
                | Tactic::GermanEngineersDeploy
        )
    }

    /// Gives +1 CMD when resolved (S5).
    #[must_use]
    pub const fn bonus_cmd(self) -> bool {
        matches!(self, Tactic::SovietCmdFortify)
    }

    /// Gives Guards (S6).
    #[must_use]
    pub const fn guards(self) -> bool {
        matches!(self, Tactic::SovietDeployGuards)
    }

    /// Gives combat engineers (G3, G5).
    #[must_use]
    pub const fn engineers(self) -> bool {
        matches!(self, Tactic::GermanEngineers | Tactic::GermanEngineersDeploy)
    }

    /// Gives Assault (G4, G6).
    #[must_use]
    pub const fn assault(self) -> bool {
        matches!(self, Tactic::GermanAssault | Tactic::GermanAssaultShelling)
    }
}

impl fmt::Display for Tactic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Tactic::SovietFortify => "Fortify (S1)",
            Tactic::SovietUnitZNight => "Unit Z + Night (S2)",
            Tactic::SovietShellingDeploy => "Shelling + Deploy (S3)",
            Tactic::SovietShellingNight => "Shelling + Night (S4)",
            Tactic::SovietCmdFortify => "+1 CMD + Fortify (S5)",
            Tactic::SovietDeployGuards => "Deploy + Guards (S6)",
            Tactic::GermanUnitZ => "Unit Z (G1)",
            Tactic::GermanShellingDeploy => "Shelling + Deploy (G2)",
            Tactic::GermanEngineers => "Combat engineers (G3)",
            Tactic::GermanAssault => "Assault (G4)",
            Tactic::GermanEngineersDeploy => "Combat engineers + Deploy (G5)",
            Tactic::GermanAssaultShelling => "Assault + Shelling (G6)",
        })
    }
}
