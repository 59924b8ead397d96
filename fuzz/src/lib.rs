//! The fuzzing harness of the four games: one body per kind of input a
//! caller can send, written once over [`Game`] and run for every game by
//! the targets in `fuzz_targets/` (one line each).
//!
//! - [`state`]: bytes as a saved state: if it loads, its invariants hold, it
//!   plays 200 seeded steps within the contract with the invariants checked
//!   after each, and it saves and loads back equal;
//! - [`replay`]: bytes as a replay: if it verifies, its final state keeps
//!   the invariants, and the replay saved and read again verifies again to
//!   the same state;
//! - [`steps`]: bytes drive a game from a seeded start: each chooses a legal
//!   action or outcome, an action or chance outcome taken from other games,
//!   one with a number changed, a typed text through `parse_action`, or a
//!   save and load; every refusal leaves the state unchanged;
//! - [`text`]: a string through `parse_action`, `read_action` and every
//!   `FromStr` of the game; what parses prints and parses back the same;
//! - [`options`]: options as JSON: accepted ones set up a game that plays
//!   to its end within the step limit, and replays;
//! - [`content`]: a Squad card set: one the validator accepts plays a
//!   seeded random game (50 in [`content_in_full`], which the ordinary
//!   suite runs on the committed corpus), none past the mission's turn
//!   limit.
//!
//! Inputs for `state`, `replay`, `options` and `content` are either a JSON
//! document (bytes beginning with `{`) or, read with `arbitrary`, a
//! document the game wrote with a few edits ([`Edited`]). Every body returns
//! what broke the contract as an error; the targets panic with it.
//!
//! Every document is read through [`Limits::DEFAULT`](wargames_core::Limits),
//! as the examples read files.

mod content;
mod edit;
mod games;
mod play;
mod pool;
mod sweep;
mod targets;

use std::fmt::{Debug, Display};
use std::str::FromStr;

use wargames_core::Game;

pub use content::{GAMES, GAMES_PER_INPUT, content, content_in_full};
pub use edit::{Edit, Edited, How, Input, MAX_EDITS, places};
pub use play::{play_on, round_trip, seeded};
pub use sweep::{Sweep, sweep};
pub use targets::{options, replay, state, steps, text};

/// What the harness needs of a game beyond [`Game`].
pub trait Fuzzed: Game {
    /// The option sets seeded games are played with (the standard game first).
    fn option_sets() -> Vec<Self::Options>;

    /// Reads `text` with the game's other `FromStr` types (beyond its
    /// actions and chance outcomes).
    ///
    /// # Errors
    /// A type whose text does not read back what it prints.
    fn other_text(text: &str) -> Result<(), String>;
}

/// If `text` reads as a `T`, what it reads prints a text that reads back
/// the same value (the `FromStr` contract of the `Game` trait).
///
/// # Errors
/// The value and the text that does not read back to it.
pub fn reads_back<T: FromStr + Display + PartialEq + Debug>(text: &str) -> Result<(), String> {
    let Ok(value) = text.parse::<T>() else { return Ok(()) };
    let shown = value.to_string();
    match shown.parse::<T>() {
        Ok(back) if back == value => Ok(()),
        Ok(back) => Err(format!("{text:?} reads as {value:?}, which prints {shown:?}, which reads as {back:?}")),
        Err(_) => Err(format!("{text:?} reads as {value:?}, which prints {shown:?}, which does not read")),
    }
}
