//! The decisions a player makes.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::area::Area;
use crate::hand::Keep;
use crate::side::Side;

/// A decision of the side to act. Which side acts, and which actions are
/// legal, depends on the step of the turn (see [`Stage`](crate::Stage)).
///
/// In JSON the names are snake_case (`{"fortify": "pavlovs_house"}`); the names of rules version
/// 2 (PascalCase) are read too, only so that a replay of that version reaches
/// its version check and is refused with the version error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Rule 2: keep these dice of the roll.
    #[serde(alias = "Keep")]
    Keep(Keep),
    /// Rule A2: the controller of Pavlov's House forces a re-roll of the
    /// rolling player's RATT die.
    #[serde(alias = "RerollRatt")]
    RerollRatt,
    /// Rule A2: the controller of Pavlov's House lets the RATT die stand.
    #[serde(alias = "KeepRatt")]
    KeepRatt,
    /// Rule R1: the sniper removes one enemy unit from this area (1-5, Z,
    /// or 6 meaning the enemy's own area 6).
    #[serde(alias = "Snipe")]
    Snipe(Area),
    /// Fortify (S1, S5): a fortress in this urban area, for 1 CMD.
    #[serde(alias = "Fortify")]
    Fortify(Area),
    /// P8: the Soviet takes its own fortress off this urban area; offered at
    /// every Soviet decision of the dice resolution (3) and infiltration (4)
    /// phases (I12).
    #[serde(alias = "RemoveFortress")]
    RemoveFortress(Area),
    /// Fortify: no more fortresses this turn.
    #[serde(alias = "EndFortify")]
    EndFortify,
    /// Rule 4.1: the German spends this many CMD, one per unit at Gumrak
    /// Airfield, on air strikes (0: none).
    #[serde(alias = "AirStrike")]
    AirStrike(u8),
    /// Night: the Soviet spends this many CMD to cancel as many air hits.
    #[serde(alias = "CancelAirHits")]
    CancelAirHits(u8),
    /// Rule 4.1: one air hit on the Soviet units of this area (1-5, or 6
    /// meaning the Volga Crossing).
    #[serde(alias = "AirHit")]
    AirHit(Area),
    /// Assault (G4, G6): one unit that paid for the air strike moves from
    /// Gumrak Airfield into this urban area.
    #[serde(alias = "Assault")]
    Assault(Area),
    /// Assault: no more assault moves.
    #[serde(alias = "EndAssault")]
    EndAssault,
    /// Rule 4.2: one Soviet unit crosses the Volga into this urban area, for 1 CMD.
    #[serde(alias = "Cross")]
    Cross(Area),
    /// Rule 4.2: no more crossings now.
    #[serde(alias = "EndCrossing")]
    EndCrossing,
    /// Rule R3 (Ratze!): move one enemy unit between areas 1-5 and Z.
    #[serde(alias = "Ratze")]
    Ratze {
        /// Where the enemy unit is.
        from: Area,
        /// Where it goes.
        to: Area,
    },
    /// Rule R3: move no enemy unit.
    #[serde(alias = "PassRatze")]
    PassRatze,
    /// Deploy: one own unit from Z into this urban area.
    #[serde(alias = "DeployOut")]
    DeployOut(Area),
    /// Deploy: one own unit from this urban area into Z.
    #[serde(alias = "DeployIn")]
    DeployIn(Area),
    /// Deploy: done.
    #[serde(alias = "EndDeploy")]
    EndDeploy,
    /// Shelling: for 1 CMD, place or move the shelling marker onto this urban area.
    #[serde(alias = "Shell")]
    Shell(Area),
    /// Shelling: for 1 CMD, take the shelling marker off the map.
    #[serde(alias = "LiftShelling")]
    LiftShelling,
    /// Shelling: spend no more on the marker in this window.
    #[serde(alias = "PassShelling")]
    PassShelling,
    /// Combat engineers (G3, G5): for 1 CMD in this urban area, remove the
    /// fortress or, with none, hit one Soviet unit.
    #[serde(alias = "Engineer")]
    Engineer(Area),
    /// Combat engineers: done.
    #[serde(alias = "EndEngineers")]
    EndEngineers,
    /// Rule AZ: pay 1 CMD for combat in area Z.
    #[serde(alias = "FightInZ")]
    FightInZ,
    /// Rule AZ: pay nothing; no combat in Z unless the other side pays.
    #[serde(alias = "HoldFireInZ")]
    HoldFireInZ,
    /// Guards (S6): one Soviet unit from Z (free) or the Volga Crossing
    /// (1 CMD) into an urban area, before captures.
    #[serde(alias = "Guards")]
    Guards {
        /// Z or 6.
        from: Area,
        /// The urban area.
        to: Area,
    },
    /// Guards: move no unit.
    #[serde(alias = "PassGuards")]
    PassGuards,
}

impl fmt::Display for Action {
    /// The text a player reads and types (parsed back by `FromStr`): the
    /// areas by their card titles and numbers (`fortify Pavlov's House
    /// (2)`), area Z as `Z`, and area 6 as the rules fix it (the Volga
    /// Crossing for an air hit and Guards, the enemy's area 6 for the
    /// sniper, I7; [`Game::describe`](wargames_core::Game::describe) names
    /// the enemy).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let own = |area: Area| area.named_with("own area 6");
        let volga = |area: Area| area.named(Side::Soviet);
        match *self {
            Action::Keep(keep) => write!(f, "{keep}"),
            Action::RerollRatt => f.write_str("force a re-roll of the RATT die (Pavlov's House)"),
            Action::KeepRatt => f.write_str("let the RATT die stand"),
            Action::Snipe(area) => write!(f, "snipe an enemy unit in {}", area.named_with("the enemy's area 6")),
            Action::Fortify(area) => write!(f, "fortify {}", own(area)),
            Action::RemoveFortress(area) => write!(f, "remove the fortress of {}", own(area)),
            Action::EndFortify => f.write_str("end fortifying"),
            Action::AirStrike(n) => write!(f, "air strike with {n} CMD"),
            Action::CancelAirHits(n) => write!(f, "cancel {n} air hits"),
            Action::AirHit(area) => write!(f, "air hit on {}", volga(area)),
            Action::Assault(area) => write!(f, "assault into {}", own(area)),
            Action::EndAssault => f.write_str("end the assault"),
            Action::Cross(area) => write!(f, "cross the Volga into {}", own(area)),
            Action::EndCrossing => f.write_str("end crossing"),
            Action::Ratze { from, to } => write!(f, "Ratze! an enemy unit from {} to {}", own(from), own(to)),
            Action::PassRatze => f.write_str("no Ratze! move"),
            Action::DeployOut(area) => write!(f, "deploy from Z into {}", own(area)),
            Action::DeployIn(area) => write!(f, "deploy from {} into Z", own(area)),
            Action::EndDeploy => f.write_str("end the deploy"),
            Action::Shell(area) => write!(f, "shell {}", own(area)),
            Action::LiftShelling => f.write_str("lift the shelling"),
            Action::PassShelling => f.write_str("no more shelling"),
            Action::Engineer(area) => write!(f, "engineers in {}", own(area)),
            Action::EndEngineers => f.write_str("end engineers"),
            Action::FightInZ => f.write_str("pay for combat in Z"),
            Action::HoldFireInZ => f.write_str("no combat in Z"),
            Action::Guards { from, to } => write!(f, "Guards from {} into {}", volga(from), own(to)),
            Action::PassGuards => f.write_str("no Guards move"),
        }
    }
}
