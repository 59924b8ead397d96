//! What happens, as narration for logs and user interfaces.

use std::fmt;

use serde::{Deserialize, Serialize};
use wargames_core::Roll;

use crate::area::Area;
use crate::hand::Keep;
use crate::outcome::Outcome;
use crate::ratt::RattEvent;
use crate::side::Side;
use crate::tactic::Tactic;

/// Why a unit that should have been placed was not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Waste {
    /// The area is captured, out of play (rule 6.5).
    Captured,
    /// The side has as many units there as it may (rule 3.2).
    Stacking,
    /// The reserve pool is empty (rule P5).
    EmptyReserve,
}

/// How a unit moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Move {
    /// Assault from Gumrak Airfield.
    Assault,
    /// Crossing from the Volga Crossing (4.2).
    Crossing,
    /// Ratze! (R3), made by the enemy of the unit's side.
    Ratze,
    /// Deploy, to or from Z.
    Deploy,
    /// Guards (6.1).
    Guards,
}

/// Something that happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// A game turn begins.
    TurnBegan {
        /// Its number, from 1.
        turn: u8,
    },
    /// Rule 1: reinforcements into the side's own area 6.
    Reinforced {
        /// Whose.
        side: Side,
        /// Units placed.
        placed: u8,
        /// Units that could not be placed.
        wasted: u8,
    },
    /// Rule 2: the unit dice in hand were rolled.
    UnitDiceRolled {
        /// Who rolled.
        side: Side,
        /// The faces.
        roll: Roll,
    },
    /// Rule 2: the single dice in hand were rolled.
    SingleDiceRolled {
        /// Who rolled.
        side: Side,
        /// The CMD die, if rolled.
        cmd: Option<u8>,
        /// The tactic die, if rolled.
        tactic: Option<u8>,
        /// The RATT die, if rolled.
        ratt: Option<u8>,
    },
    /// Rule 2: dice kept.
    Kept {
        /// Who kept.
        side: Side,
        /// What.
        keep: Keep,
    },
    /// Rule A2: the controller of Pavlov's House forced a RATT re-roll.
    RattRerollForced {
        /// Who forced it.
        by: Side,
    },
    /// Rule A2: the re-rolled RATT die.
    RattRerolled {
        /// The new face.
        face: u8,
    },
    /// A unit entered an area from the reserve (3.1, R6, S2, G1, Guards).
    UnitPlaced {
        /// Whose.
        side: Side,
        /// Where.
        area: Area,
    },
    /// A unit could not be placed.
    UnitWasted {
        /// Whose.
        side: Side,
        /// Where it was to go.
        area: Area,
        /// Why not.
        why: Waste,
    },
    /// Rule 3.4: the side's CMD for this turn.
    Command {
        /// Whose.
        side: Side,
        /// The CMD die.
        die: u8,
        /// CMD points now (with A3's +1 when due).
        cmd: u8,
    },
    /// The RATT die's event.
    Ratt {
        /// Whose die.
        side: Side,
        /// The event.
        event: RattEvent,
    },
    /// The tactic die's result.
    Tactic {
        /// Whose die.
        side: Side,
        /// The tactic.
        tactic: Tactic,
    },
    /// A CMD gained or lost by an event or tactic (R1, R2, S5).
    CmdChanged {
        /// Whose.
        side: Side,
        /// CMD points now.
        cmd: u8,
    },
    /// Rule R1: the sniper removed an enemy unit.
    Sniped {
        /// The sniper's side.
        by: Side,
        /// Where the enemy unit was.
        area: Area,
    },
    /// Rule R4: both area 6 now hold at most `cap` units.
    Area6Damaged {
        /// The new limit.
        cap: u8,
        /// Soviet units sent back to the reserve.
        soviet_lost: u8,
        /// German units sent back to the reserve.
        german_lost: u8,
    },
    /// Night: the token is placed.
    NightFalls,
    /// Rule 6: the Night token is removed.
    NightEnds,
    /// Fortify: a fortress is built.
    Fortified {
        /// Where.
        area: Area,
    },
    /// A fortress is removed (by the Soviet or by German engineers).
    FortressRemoved {
        /// Where.
        area: Area,
        /// Who removed it.
        by: Side,
    },
    /// Rule 4.1: the German air strike.
    AirStrike {
        /// CMD spent (one per unit at Gumrak).
        cmd: u8,
        /// Hits left after Night.
        hits: u8,
    },
    /// Night: the Soviet cancelled air hits with CMD.
    AirHitsCancelled {
        /// How many.
        count: u8,
    },
    /// Rule 4.1: an air hit.
    AirHit {
        /// Where.
        area: Area,
        /// Whether the fortress absorbed it (P8).
        absorbed: bool,
    },
    /// A unit moved between areas.
    Moved {
        /// Whose unit.
        side: Side,
        /// From.
        from: Area,
        /// To.
        to: Area,
        /// How.
        how: Move,
    },
    /// Shelling: the marker moved (`None`: taken off the map).
    Shelled {
        /// Who paid.
        by: Side,
        /// Where it is now.
        area: Option<Area>,
    },
    /// Engineers: one hit on the Soviet units of an area.
    EngineersHit {
        /// Where.
        area: Area,
    },
    /// Rule 5: combat attrition in an area.
    Attrition {
        /// Where.
        area: Area,
        /// Soviet units lost.
        soviet_lost: u8,
        /// German units lost.
        german_lost: u8,
        /// Whether the fortress absorbed a hit (P8).
        absorbed: bool,
    },
    /// Rule AZ: a side paid 1 CMD for combat in Z.
    FightInZ {
        /// Who paid.
        by: Side,
    },
    /// Rule 6.2: an area is captured.
    Captured {
        /// The area.
        area: Area,
        /// By whom.
        side: Side,
    },
    /// The game is over.
    GameOver {
        /// How it ended.
        outcome: Outcome,
    },
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Event::TurnBegan { turn } => write!(f, "== turn {turn} =="),
            Event::Reinforced { side, placed, wasted } => {
                write!(f, "{side} reinforcements: {placed} into {}", Area::Six.title(side))?;
                if wasted > 0 {
                    write!(f, ", {wasted} lost")?;
                }
                Ok(())
            }
            Event::UnitDiceRolled { side, roll } => {
                write!(f, "{side} rolls unit dice:")?;
                for face in roll.faces() {
                    write!(f, " {face}")?;
                }
                Ok(())
            }
            Event::SingleDiceRolled { side, cmd, tactic, ratt } => {
                write!(f, "{side} rolls")?;
                let mut sep = " ";
                for (name, face) in [("CMD", cmd), ("tactic", tactic), ("RATT", ratt)] {
                    if let Some(face) = face {
                        write!(f, "{sep}{name} {face}")?;
                        sep = ", ";
                    }
                }
                Ok(())
            }
            Event::Kept { side, keep } => {
                let text = keep.to_string();
                write!(f, "{side} keeps{}", text.strip_prefix("keep").unwrap_or(&text))
            }
            Event::RattRerollForced { by } => write!(f, "{by} forces a RATT re-roll (Pavlov's House)"),
            Event::RattRerolled { face } => write!(f, "RATT re-rolled: {face}"),
            Event::UnitPlaced { side, area } => write!(f, "{side} unit placed in {}", area.named(side)),
            Event::UnitWasted { side, area, why } => write!(
                f,
                "{side} unit for {} lost: {}",
                area.named(side),
                match why {
                    Waste::Captured => "area captured",
                    Waste::Stacking => "area full",
                    Waste::EmptyReserve => "reserve empty",
                }
            ),
            Event::Command { side, die, cmd } => write!(f, "{side} CMD die {die}: {cmd} CMD"),
            Event::Ratt { side, event } => write!(f, "{side} RATT: {event}"),
            Event::Tactic { side, tactic } => write!(f, "{side} tactic: {tactic}"),
            Event::CmdChanged { side, cmd } => write!(f, "{side} now has {cmd} CMD"),
            Event::Sniped { by, area } => {
                let enemy = by.opponent();
                write!(f, "{by} sniper removes a {enemy} unit in {}", area.named(enemy))
            }
            Event::Area6Damaged { cap, soviet_lost, german_lost } => write!(
                f,
                "area 6 damaged: at most {cap} units each (Soviet lose {soviet_lost}, German lose {german_lost})"
            ),
            Event::NightFalls => f.write_str("Night falls"),
            Event::NightEnds => f.write_str("Night ends"),
            Event::Fortified { area } => write!(f, "Soviet fortress built in {}", area.named(Side::Soviet)),
            Event::FortressRemoved { area, by } => write!(f, "fortress in {} removed by the {by}", area.named(by)),
            Event::AirStrike { cmd, hits } => write!(f, "German air strike: {cmd} CMD, {hits} hits"),
            Event::AirHitsCancelled { count } => write!(f, "Soviet cancels {count} air hits"),
            Event::AirHit { area, absorbed: true } => {
                write!(f, "air hit on {} absorbed by the fortress", area.named(Side::Soviet))
            }
            Event::AirHit { area, absorbed: false } => {
                write!(f, "air hit on {}: one Soviet unit lost", area.named(Side::Soviet))
            }
            Event::Moved { side, from, to, how } => write!(
                f,
                "{side} unit {} from {} to {}",
                match how {
                    Move::Assault => "assaults",
                    Move::Crossing => "crosses",
                    Move::Ratze => "is moved (Ratze!)",
                    Move::Deploy => "deploys",
                    Move::Guards => "moves (Guards)",
                },
                from.named(side),
                to.named(side)
            ),
            Event::Shelled { by, area: Some(area) } => write!(f, "{by} shelling on {}", area.named(by)),
            Event::Shelled { by, area: None } => write!(f, "{by} lifts the shelling"),
            Event::EngineersHit { area } => {
                write!(f, "German engineers hit a Soviet unit in {}", area.named(Side::Soviet))
            }
            Event::Attrition { area, soviet_lost, german_lost, absorbed } => {
                write!(
                    f,
                    "combat in {}: Soviet lose {soviet_lost}, German lose {german_lost}",
                    area.named(Side::Soviet)
                )?;
                if absorbed {
                    f.write_str(" (fortress absorbs a hit)")?;
                }
                Ok(())
            }
            Event::FightInZ { by } => write!(f, "{by} pays for combat in Z"),
            Event::Captured { area, side } => write!(f, "{side} captures {}", area.named(side)),
            Event::GameOver { outcome } => write!(f, "game over: {outcome}"),
        }
    }
}
