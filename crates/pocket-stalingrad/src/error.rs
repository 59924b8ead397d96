//! Why an input is refused: each error names the rule it breaks.

use wargames_core::{FlowError, RuleError};

use crate::action::Action;
use crate::area::Area;
use crate::hand::SingleDie;
use crate::side::Side;

/// A refused action, chance outcome or set-up. The message starts with the
/// id of the rule broken; [`RuleError::rule`] returns it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// Not the time for this action: `rule` is the step of play in progress.
    #[error("{rule}: now is the time for {expected}, not to {action}")]
    NotNow {
        /// The step in progress.
        rule: &'static str,
        /// What that step takes.
        expected: &'static str,
        /// The action sent.
        action: Action,
    },
    /// An air strike or air hit sent while the Soviet is to act.
    #[error("4.1: only the German player makes air strikes")]
    SovietAirStrike,
    /// Unit dice named on another die than the d6.
    #[error("2: unit dice are d6")]
    NotD6,
    /// A keep that keeps nothing.
    #[error("2.1: every roll keeps at least one die")]
    KeepNothing,
    /// A kept unit die face that the roll does not show (or not that often).
    #[error("2.1: the roll shows {rolled} unit dice with face {face}, not {kept}")]
    FaceNotRolled {
        /// The face.
        face: u8,
        /// How many unit dice of the roll show it.
        rolled: u8,
        /// How many the keep named.
        kept: u8,
    },
    /// Only some of the unit dice showing one value kept.
    #[error("2.2: keeping a {face} keeps all {rolled} unit dice showing {face}, not {kept}")]
    PartialValue {
        /// The face.
        face: u8,
        /// How many unit dice of the roll show it.
        rolled: u8,
        /// How many the keep named.
        kept: u8,
    },
    /// A single die kept that was not rolled (it is kept already).
    #[error("2.3: the {die} die was kept before and is not in this roll")]
    DieNotRolled {
        /// The die.
        die: SingleDie,
    },
    /// An area of the wrong kind for this action.
    #[error("{rule}: {} is not {allowed}", .area.named_with("area 6"))]
    WrongArea {
        /// The rule.
        rule: &'static str,
        /// The area named.
        area: Area,
        /// Which areas the rule allows.
        allowed: &'static str,
    },
    /// A captured area: out of play.
    #[error("6.5: {} is captured and out of play", .area.named_with("area 6"))]
    Captured {
        /// The area.
        area: Area,
    },
    /// A move over the stacking limit.
    #[error("3.2: the {side} already has {cap} units in {}, the most it may hold there", .area.named_with("area 6"))]
    Stacking {
        /// Whose units.
        side: Side,
        /// The area.
        area: Area,
        /// The limit there.
        cap: u8,
    },
    /// Spending CMD the side does not have.
    #[error("{rule}: that costs {need} CMD and the {side} has {have}")]
    NotEnoughCmd {
        /// The rule that charges the CMD.
        rule: &'static str,
        /// Who pays.
        side: Side,
        /// What it costs.
        need: u8,
        /// What is left.
        have: u8,
    },
    /// No unit of `side` where one is needed.
    #[error("{rule}: the {side} has no unit in {}", .area.named_with("area 6"))]
    NoUnit {
        /// The rule.
        rule: &'static str,
        /// Whose unit.
        side: Side,
        /// The area.
        area: Area,
    },
    /// A second fortress in one area.
    #[error("Fortify: {} holds a fortress already", .area.named_with("area 6"))]
    AlreadyFortified {
        /// The area.
        area: Area,
    },
    /// Removing a fortress that is not there (P8).
    #[error("P8: {} holds no fortress", .area.named_with("area 6"))]
    NoFortress {
        /// The area.
        area: Area,
    },
    /// More air CMD than units at Gumrak Airfield.
    #[error("4.1: each of the {units} German units at Gumrak Airfield spends at most 1 CMD, not {asked} in all")]
    TooManyAirUnits {
        /// Units at Gumrak.
        units: u8,
        /// CMD announced.
        asked: u8,
    },
    /// Cancelling more air hits than are left.
    #[error("Night: {hits} air hits are left to cancel, not {asked}")]
    TooManyCancels {
        /// Hits left.
        hits: u8,
        /// Hits the Soviet wanted to cancel.
        asked: u8,
    },
    /// An air hit or engineer hit where the shelling marker is.
    #[error("Shelling: no air hit and no combat hit in shelled {}", .area.named_with("area 6"))]
    Shelled {
        /// The area.
        area: Area,
    },
    /// More assault moves than units that paid.
    #[error("Assault: only the {paid} units that paid for the air strike may assault")]
    AssaultSpent {
        /// Units that paid.
        paid: u8,
    },
    /// Engineers twice in one area.
    #[error("Engineers: used in {} this turn already", .area.named_with("area 6"))]
    EngineersUsed {
        /// The area.
        area: Area,
    },
    /// Engineers where there is no fortress and no Soviet unit to hit.
    #[error("Engineers: {} holds no fortress and no Soviet unit", .area.named_with("area 6"))]
    NoEngineerTarget {
        /// The area.
        area: Area,
    },
    /// Shelling onto the area it is in already.
    #[error("Shelling: the marker is in {} already", .area.named_with("area 6"))]
    AlreadyShelled {
        /// The area.
        area: Area,
    },
    /// Lifting a shelling marker that is not on the map.
    #[error("Shelling: the marker is not on the map")]
    NoShelling,
    /// Ending a Deploy with units still in Z, under the "all" reading.
    #[error("Deploy: every own unit in Z deploys first (option deploy_all)")]
    DeployAll,
    /// A set-up option outside the values that make a game.
    #[error("{rule}: option {field}: {allowed}")]
    BadOption {
        /// The field of [`Options`](crate::Options).
        field: &'static str,
        /// The rule that bounds it.
        rule: &'static str,
        /// The values it may take, and why.
        allowed: &'static str,
    },
    /// A saved state that breaks an invariant.
    #[error("state: {0}")]
    BadState(&'static str),
    /// A refusal about the flow of play.
    #[error(transparent)]
    Flow(#[from] FlowError),
}

impl RuleError for Error {
    fn rule(&self) -> Option<&'static str> {
        Some(match self {
            Error::NotNow { rule, .. }
            | Error::WrongArea { rule, .. }
            | Error::NotEnoughCmd { rule, .. }
            | Error::NoUnit { rule, .. }
            | Error::BadOption { rule, .. } => rule,
            Error::SovietAirStrike | Error::TooManyAirUnits { .. } => "4.1",
            Error::NotD6 => "2",
            Error::KeepNothing | Error::FaceNotRolled { .. } => "2.1",
            Error::PartialValue { .. } => "2.2",
            Error::DieNotRolled { .. } => "2.3",
            Error::Captured { .. } => "6.5",
            Error::Stacking { .. } => "3.2",
            Error::AlreadyFortified { .. } => "Fortify",
            Error::NoFortress { .. } => "P8",
            Error::TooManyCancels { .. } => "Night",
            Error::Shelled { .. } | Error::AlreadyShelled { .. } | Error::NoShelling => "Shelling",
            Error::AssaultSpent { .. } => "Assault",
            Error::EngineersUsed { .. } | Error::NoEngineerTarget { .. } => "Engineers",
            Error::DeployAll => "Deploy",
            Error::BadState(_) | Error::Flow(_) => return None,
        })
    }
}
