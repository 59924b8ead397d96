//! The roll-and-keep hand of rule 2: five unit dice, the CMD die, the tactic
//! die and the RATT die.

use std::fmt;

use serde::{Deserialize, Serialize};
use wargames_core::{Die, Roll};

/// How many unit dice a player rolls (rule 2).
pub const UNIT_DICE: u8 = 5;

/// One of the three single dice of a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SingleDie {
    /// The command die: CMD points (rule 3.4).
    Cmd,
    /// The tactic die (tables S1-S6, G1-G6).
    Tactic,
    /// The Rattenkrieg event die (table R1-R6).
    Ratt,
}

impl SingleDie {
    /// The three, in the order of per-die arrays.
    pub const ALL: [SingleDie; 3] = [SingleDie::Cmd, SingleDie::Tactic, SingleDie::Ratt];

    const fn index(self) -> usize {
        match self {
            SingleDie::Cmd => 0,
            SingleDie::Tactic => 1,
            SingleDie::Ratt => 2,
        }
    }
}

impl fmt::Display for SingleDie {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SingleDie::Cmd => "CMD",
            SingleDie::Tactic => "tactic",
            SingleDie::Ratt => "RATT",
        })
    }
}

/// Where one single die is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Slot {
    /// Still in hand, not rolled yet this roll.
    InHand,
    /// Rolled this roll and showing this face; not kept yet.
    Rolled(u8),
    /// Kept (set aside on its card) showing this face (rule 2.3).
    Kept(u8),
}

impl Slot {
    /// The face, if kept.
    #[must_use]
    pub const fn kept(self) -> Option<u8> {
        match self {
            Slot::Kept(face) => Some(face),
            _ => None,
        }
    }

    const fn is_valid(self) -> bool {
        match self {
            Slot::InHand => true,
            Slot::Rolled(face) | Slot::Kept(face) => face >= 1 && face <= 6,
        }
    }
}

/// A player's choice of dice to keep from a roll (rule 2).
///
/// `units` is the multiset of unit dice kept: it must hold, for every face
/// it holds at all, every unit die of the roll showing that face (rule 2.2).
/// The flags keep the single dice just rolled. At least one die is kept
/// (rule 2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Keep {
    /// The unit dice kept, as a multiset of d6 faces.
    pub units: Roll,
    /// Keep the CMD die.
    pub cmd: bool,
    /// Keep the tactic die.
    pub tactic: bool,
    /// Keep the RATT die.
    pub ratt: bool,
}

impl Keep {
    /// Keeps these unit dice faces and these single dice. `None` if a face
    /// is not on a d6 or there are more than 16 faces.
    #[must_use]
    pub fn new(units: &[u8], singles: &[SingleDie]) -> Option<Keep> {
        let units = Roll::from_faces(Die::D6, units)?;
        Some(Keep {
            units,
            cmd: singles.contains(&SingleDie::Cmd),
            tactic: singles.contains(&SingleDie::Tactic),
            ratt: singles.contains(&SingleDie::Ratt),
        })
    }

    /// Whether the single die `die` is kept.
    #[must_use]
    pub const fn keeps(&self, die: SingleDie) -> bool {
        match die {
            SingleDie::Cmd => self.cmd,
            SingleDie::Tactic => self.tactic,
            SingleDie::Ratt => self.ratt,
        }
    }
}

impl fmt::Display for Keep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("keep")?;
        let mut any = false;
        if !self.units.is_empty() {
            f.write_str(" units")?;
            for face in self.units.faces() {
                write!(f, " {face}")?;
            }
            any = true;
        }
        for die in SingleDie::ALL {
            if self.keeps(die) {
                write!(f, "{}{die}", if any { ", " } else { " " })?;
                any = true;
            }
        }
        if !any {
            f.write_str(" nothing")?;
        }
        Ok(())
    }
}

/// The dice of the player rolling: unit dice kept and just rolled, and where
/// each single die is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Hand {
    rolled: Roll,
    kept: Roll,
    singles: [Slot; 3],
}

impl Default for Hand {
    fn default() -> Self {
        Hand::new()
    }
}

impl Hand {
    /// A full hand: nothing rolled, nothing kept.
    #[must_use]
    pub const fn new() -> Hand {
        Hand { rolled: Roll::empty(Die::D6), kept: Roll::empty(Die::D6), singles: [Slot::InHand; 3] }
    }

    /// The unit dice of the last roll not kept yet.
    #[must_use]
    pub const fn rolled_units(&self) -> Roll {
        self.rolled
    }

    /// The unit dice kept so far.
    #[must_use]
    pub const fn kept_units(&self) -> Roll {
        self.kept
    }

    /// Where the single die `die` is.
    #[must_use]
    pub const fn slot(&self, die: SingleDie) -> Slot {
        self.singles[die.index()]
    }

    /// Unit dice neither kept nor showing a roll: to be rolled next.
    #[must_use]
    pub fn units_to_roll(&self) -> u8 {
        UNIT_DICE.saturating_sub(self.kept.len() as u8).saturating_sub(self.rolled.len() as u8)
    }

    /// Whether single die `die` is in hand, to be rolled next.
    #[must_use]
    pub const fn single_to_roll(&self, die: SingleDie) -> bool {
        matches!(self.singles[die.index()], Slot::InHand)
    }

    /// Whether any single die is in hand.
    #[must_use]
    pub const fn any_single_to_roll(&self) -> bool {
        self.single_to_roll(SingleDie::Cmd)
            || self.single_to_roll(SingleDie::Tactic)
            || self.single_to_roll(SingleDie::Ratt)
    }

    /// Whether every die is kept: the roll phase is over (rule 2.3).
    #[must_use]
    pub fn all_kept(&self) -> bool {
        self.kept.len() == usize::from(UNIT_DICE) && self.singles.iter().all(|s| matches!(s, Slot::Kept(_)))
    }

    /// The kept face of single die `die`, once kept.
    #[must_use]
    pub const fn kept_single(&self, die: SingleDie) -> Option<u8> {
        self.singles[die.index()].kept()
    }

    pub(crate) fn set_rolled_units(&mut self, roll: Roll) {
        self.rolled = roll;
    }

    pub(crate) fn set_rolled_single(&mut self, die: SingleDie, face: u8) {
        self.singles[die.index()] = Slot::Rolled(face);
    }

    pub(crate) fn set_kept_single(&mut self, die: SingleDie, face: u8) {
        self.singles[die.index()] = Slot::Kept(face);
    }

    /// Applies a keep already checked: kept dice set aside, the rest back in hand.
    pub(crate) fn keep(&mut self, keep: &Keep) {
        for face in 1..=6u8 {
            for _ in 0..keep.units.count(face) {
                self.kept.add(face);
            }
        }
        self.rolled = Roll::empty(Die::D6);
        for die in SingleDie::ALL {
            if let Slot::Rolled(face) = self.singles[die.index()] {
                self.singles[die.index()] = if keep.keeps(die) { Slot::Kept(face) } else { Slot::InHand };
            }
        }
    }

    /// Whether the hand is consistent (for a state read from outside).
    pub(crate) fn is_valid(&self) -> bool {
        self.rolled.die() == Die::D6
            && self.kept.die() == Die::D6
            && self.rolled.len() + self.kept.len() <= usize::from(UNIT_DICE)
            && self.singles.iter().all(|s| s.is_valid())
    }

    /// Whether nothing is showing a fresh roll (between rolls).
    pub(crate) fn nothing_rolled(&self) -> bool {
        self.rolled.is_empty() && !self.singles.iter().any(|s| matches!(s, Slot::Rolled(_)))
    }
}
