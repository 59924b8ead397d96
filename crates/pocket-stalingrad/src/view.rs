//! What a seat sees: everything (Pocket Stalingrad has no hidden
//! information), as its own type with a text board.

use std::fmt;

use serde::{Deserialize, Serialize};
use wargames_core::Seat;

use crate::area::{Area, UrbanCard};
use crate::hand::{Hand, SingleDie, Slot};
use crate::outcome::Outcome;
use crate::phase::phase_of;
use crate::ratt::RattEvent;
use crate::side::Side;
use crate::stage::Stage;
use crate::state::PocketStalingrad;
use crate::tactic::Tactic;

/// One seat's view of the game: the whole open board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct View {
    /// The seat looking.
    pub seat: Seat,
    /// The game turn.
    pub turn: u8,
    /// The last game turn.
    pub turns: u8,
    /// Whose player turn it is.
    pub roller: Side,
    /// The pending step.
    pub stage: Stage,
    /// Who is to act, if a side is.
    pub to_act: Option<Side>,
    /// Units per side (Soviet, German) per area in the order 1-5, Z, own area 6.
    pub units: [[u8; 7]; 2],
    /// Units in each side's reserve.
    pub reserve: [u8; 2],
    /// Who captured each urban area 1-5.
    pub captured: [Option<Side>; 5],
    /// Soviet fortresses in areas 1-5.
    pub fortresses: [bool; 5],
    /// Where the shelling marker is.
    pub shelling: Option<Area>,
    /// Whether the Night token is in play.
    pub night: bool,
    /// How many units each area 6 may hold now (R4).
    pub area6_cap: u8,
    /// CMD per side.
    pub cmd: [u8; 2],
    /// Tactic per side this game turn.
    pub tactics: [Option<Tactic>; 2],
    /// The rolling player's dice.
    pub hand: Hand,
    /// Air hits waiting to be assigned.
    pub air_hits: u8,
    /// The urban area cards.
    pub areas: [UrbanCard; 5],
    /// The outcome, once over.
    pub outcome: Option<Outcome>,
}

impl View {
    /// `seat`'s view of `game`.
    #[must_use]
    pub fn of(game: &PocketStalingrad, seat: Seat) -> View {
        View {
            seat,
            turn: game.turn(),
            turns: game.options().turns,
            roller: game.roller(),
            stage: game.stage(),
            to_act: game.actor(),
            units: Side::ALL.map(|s| Area::ALL.map(|a| game.units(s, a))),
            reserve: Side::ALL.map(|s| game.reserve(s)),
            captured: Area::URBAN.map(|a| game.captured_by(a)),
            fortresses: Area::URBAN.map(|a| game.fortress(a)),
            shelling: game.shelling(),
            night: game.night(),
            area6_cap: game.cap(Area::Six),
            cmd: Side::ALL.map(|s| game.cmd(s)),
            tactics: Side::ALL.map(|s| game.tactic(s)),
            hand: *game.hand(),
            air_hits: game.air_hits(),
            areas: game.options().areas,
            outcome: game.outcome(),
        }
    }
}

impl fmt::Display for View {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Pocket Stalingrad - turn {} of {}, {} player turn", self.turn, self.turns, self.roller)?;
        let phase = phase_of(self.turn, self.turns, self.roller, self.stage, self.to_act);
        match (self.outcome, self.to_act) {
            (Some(outcome), _) => writeln!(f, "{outcome}")?,
            (None, Some(side)) => write!(f, "{side} to act:")?,
            (None, None) => f.write_str("dice to roll:")?,
        }
        if self.outcome.is_none() {
            for (i, procedure) in phase.path().enumerate() {
                f.write_str(if i == 0 { " " } else { " > " })?;
                write!(f, "{procedure}")?;
            }
            writeln!(f)?;
        }
        writeln!(f, "{:<34} {:>5} {:>3} {:>6} {:>6}", "area", "stars", "VP", "Soviet", "German")?;
        for (i, area) in Area::URBAN.into_iter().enumerate() {
            let card = self.areas[i];
            let name = format!("{area} {}", area.title(Side::Soviet));
            match self.captured[i] {
                Some(side) => {
                    writeln!(f, "{name:<34} {:>5} {:>3}   captured by the {side}", card.stars, card.vp)?;
                }
                None => {
                    write!(
                        f,
                        "{name:<34} {:>5} {:>3} {:>6} {:>6}",
                        card.stars, card.vp, self.units[0][i], self.units[1][i]
                    )?;
                    if self.fortresses[i] {
                        f.write_str("  fortress")?;
                    }
                    if self.shelling == Some(area) {
                        f.write_str("  shelled")?;
                    }
                    writeln!(f)?;
                }
            }
        }
        writeln!(f, "{:<44} {:>6} {:>6}", "Z Sewers / No Man's Land", self.units[0][5], self.units[1][5])?;
        let six = format!("6 Volga Crossing / Gumrak (max {})", self.area6_cap);
        writeln!(f, "{six:<44} {:>6} {:>6}", self.units[0][6], self.units[1][6])?;
        writeln!(f, "{:<44} {:>6} {:>6}", "reserve", self.reserve[0], self.reserve[1])?;
        writeln!(f, "{:<44} {:>6} {:>6}", "CMD", self.cmd[0], self.cmd[1])?;
        for side in Side::ALL {
            match self.tactics[side.index()] {
                Some(tactic) => writeln!(f, "{side} tactic: {tactic}")?,
                None => writeln!(f, "{side} tactic: -")?,
            }
        }
        if self.night {
            writeln!(f, "Night is in play")?;
        }
        if self.air_hits > 0 {
            writeln!(f, "air hits to assign: {}", self.air_hits)?;
        }
        if self.outcome.is_none() {
            write!(f, "{} dice: kept units", self.roller)?;
            for (i, roll) in [self.hand.kept_units(), self.hand.rolled_units()].into_iter().enumerate() {
                if i == 1 {
                    f.write_str("; rolled units")?;
                }
                if roll.is_empty() {
                    f.write_str(" -")?;
                }
                for face in roll.faces() {
                    write!(f, " {face}")?;
                }
            }
            for die in SingleDie::ALL {
                let (how, face) = match self.hand.slot(die) {
                    Slot::InHand => {
                        write!(f, "; {die} in hand")?;
                        continue;
                    }
                    Slot::Rolled(face) => ("rolled", face),
                    Slot::Kept(face) => ("kept", face),
                };
                write!(f, "; {die} {how} {face}")?;
                match die {
                    SingleDie::Tactic => {
                        if let Some(tactic) = Tactic::from_face(self.roller, face) {
                            write!(f, " [{tactic}]")?;
                        }
                    }
                    SingleDie::Ratt => {
                        if let Some(event) = RattEvent::from_face(face) {
                            write!(f, " [{event}]")?;
                        }
                    }
                    SingleDie::Cmd => {}
                }
            }
            writeln!(f)?;
        }
        Ok(())
    }
}
