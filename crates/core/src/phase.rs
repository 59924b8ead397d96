//! Where a game stands: the turn, whose phase it is, and the nested
//! procedures from the turn down to the decision or chance point at hand.

use std::fmt;

use crate::seat::Seat;

/// How deep the procedures of a phase may nest: enough for every game here
/// (Rattenkrieg's deepest is turn > operations > activation > combat >
/// raise).
pub const MAX_DEPTH: usize = 6;

/// The turn of a game: its number and, where the game has one, the last.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Turn {
    /// The turn number, from 1.
    pub number: u16,
    /// The last turn, if the game has a fixed length.
    pub last: Option<u16>,
}

impl fmt::Display for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.last {
            Some(last) => write!(f, "turn {}/{last}", self.number),
            None => write!(f, "turn {}", self.number),
        }
    }
}

/// One procedure of the sequence of play: a stable name, the rule that
/// defines it, and what it is about, if anything (an area, a counter, a
/// card, named as the rules name it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Procedure<'a> {
    /// The procedure's stable name (`"operations"`, `"combat"`, `"raise"`).
    pub name: &'static str,
    /// The id of the rule that defines it (`"7.0"`, `"R-E1"`).
    pub rule: &'static str,
    /// What it is about (`"Tractor Works"`), borrowed from the game.
    pub about: Option<&'a str>,
}

impl fmt::Display for Procedure<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)?;
        if let Some(about) = self.about {
            write!(f, ": {about}")?;
        }
        write!(f, " ({})", self.rule)
    }
}

/// Where a game stands, as a player reads it: the turn, the seat whose
/// phase it is, and the path of nested procedures from the turn down to
/// the current decision or chance point.
///
/// Built without allocation: names and rule ids are static, what a
/// procedure is about is borrowed from the game, and the path is a small
/// array. A game returns it from [`Game::phase`](crate::Game::phase) at
/// decisions and chance points alike.
///
/// ```
/// use wargames_core::{Phase, Seat};
///
/// let phase = Phase::new()
///     .turn(3, Some(6))
///     .seat(Seat::SECOND)
///     .then("operations", "7.0")
///     .then_about("combat", "8.0", "Tractor Works")
///     .then("raise", "8.5");
/// assert_eq!(phase.to_string(), "turn 3/6, seat 1 > operations (7.0) > combat: Tractor Works (8.0) > raise (8.5)");
/// assert_eq!(phase.current().map(|p| p.rule), Some("8.5"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Phase<'a> {
    turn: Option<Turn>,
    seat: Option<Seat>,
    side: Option<&'static str>,
    path: [Option<Procedure<'a>>; MAX_DEPTH],
    depth: u8,
}

impl Default for Phase<'_> {
    fn default() -> Self {
        Phase::new()
    }
}

impl<'a> Phase<'a> {
    /// A phase with no turn, no seat and no procedure yet.
    #[must_use]
    pub const fn new() -> Phase<'a> {
        Phase { turn: None, seat: None, side: None, path: [None; MAX_DEPTH], depth: 0 }
    }

    /// Sets the turn number and the last turn.
    #[must_use]
    pub const fn turn(mut self, number: u16, last: Option<u16>) -> Phase<'a> {
        self.turn = Some(Turn { number, last });
        self
    }

    /// Sets the seat whose phase it is.
    #[must_use]
    pub const fn seat(mut self, seat: Seat) -> Phase<'a> {
        self.seat = Some(seat);
        self
    }

    /// Sets the seat whose phase it is and the name of its side, as the
    /// rules call it (`"German"`), which the phase prints instead of the seat.
    #[must_use]
    pub const fn side(mut self, seat: Seat, name: &'static str) -> Phase<'a> {
        self.seat = Some(seat);
        self.side = Some(name);
        self
    }

    /// Adds a nested procedure. Past [`MAX_DEPTH`] the innermost one is
    /// replaced, so a phase is always built, never refused.
    #[must_use]
    pub const fn then(self, name: &'static str, rule: &'static str) -> Phase<'a> {
        self.push(Procedure { name, rule, about: None })
    }

    /// Adds a nested procedure about something the game names.
    #[must_use]
    pub const fn then_about(self, name: &'static str, rule: &'static str, about: &'a str) -> Phase<'a> {
        self.push(Procedure { name, rule, about: Some(about) })
    }

    const fn push(mut self, procedure: Procedure<'a>) -> Phase<'a> {
        let at = if (self.depth as usize) < MAX_DEPTH { self.depth as usize } else { MAX_DEPTH - 1 };
        self.path[at] = Some(procedure);
        if at == self.depth as usize {
            self.depth += 1;
        }
        self
    }

    /// The turn, if the game counts turns.
    #[must_use]
    pub const fn turn_number(&self) -> Option<Turn> {
        self.turn
    }

    /// The seat whose phase it is, if any.
    #[must_use]
    pub const fn seat_of_phase(&self) -> Option<Seat> {
        self.seat
    }

    /// The name of the side whose phase it is, if the game gave one.
    #[must_use]
    pub const fn side_name(&self) -> Option<&'static str> {
        self.side
    }

    /// The procedures from the outermost to the current one.
    pub fn path(&self) -> impl Iterator<Item = Procedure<'a>> + '_ {
        self.path[..usize::from(self.depth)].iter().flatten().copied()
    }

    /// The innermost procedure: the one the decision or chance point is in.
    #[must_use]
    pub fn current(&self) -> Option<Procedure<'a>> {
        self.path().last()
    }
}

impl fmt::Display for Phase<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut head = false;
        if let Some(turn) = self.turn {
            write!(f, "{turn}")?;
            head = true;
        }
        if let Some(seat) = self.seat {
            if head {
                f.write_str(", ")?;
            }
            match self.side {
                Some(side) => f.write_str(side)?,
                None => write!(f, "{seat}")?,
            }
            head = true;
        }
        for (i, procedure) in self.path().enumerate() {
            if head || i > 0 {
                f.write_str(" > ")?;
            }
            write!(f, "{procedure}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_phase_reads_from_the_turn_down_to_the_decision() {
        let phase = Phase::new().turn(4, None).then("Soviet attack", "6.1").then("counterattack", "7.3");
        assert_eq!(phase.to_string(), "turn 4 > Soviet attack (6.1) > counterattack (7.3)");
        assert_eq!(phase.path().count(), 2);
        assert_eq!(phase.turn_number(), Some(Turn { number: 4, last: None }));
    }

    #[test]
    fn past_the_deepest_nesting_the_innermost_procedure_is_replaced() {
        let mut phase = Phase::new();
        for _ in 0..MAX_DEPTH {
            phase = phase.then("step", "1");
        }
        let phase = phase.then("deepest", "2");
        assert_eq!(phase.path().count(), MAX_DEPTH);
        assert_eq!(phase.current().map(|p| p.name), Some("deepest"));
    }

    #[test]
    fn an_empty_phase_prints_nothing() {
        assert_eq!(Phase::new().to_string(), "");
        assert_eq!(Phase::new().seat(Seat::FIRST).to_string(), "seat 0");
    }

    #[test]
    fn a_side_is_printed_by_its_name() {
        let phase = Phase::new().turn(2, Some(5)).side(Seat::SECOND, "German").then("roll", "3.1");
        assert_eq!(phase.to_string(), "turn 2/5, German > roll (3.1)");
        assert_eq!(phase.seat_of_phase(), Some(Seat::SECOND));
    }
}
