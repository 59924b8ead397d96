//! What a game provides to the examples: its scenarios and how to count its outcomes.

use wargames::agents::study::Player;
pub use wargames::agents::study::Tally;
use wargames::search::Tuned;
use wargames::{Game, Seat};

/// A game the examples (`simulate`, `play`, `replay`) know.
///
/// Each game implements it in its own file beside this one
/// (`examples/common/<game>.rs`) and is listed in `registry.rs`.
pub trait Registered: Game + Tuned {
    /// The name on the command line (usually [`Game::ID`]).
    const NAME: &'static str = Self::ID;
    /// How many games `simulate` plays per scenario when not told.
    const DEFAULT_GAMES: u64 = 10_000;

    /// The option sets `simulate` reports on separately, each with a label
    /// (e.g. one per difficulty). The first is what `play` uses by default.
    fn scenarios() -> Vec<(String, Self::Options)> {
        vec![("standard".to_owned(), Self::Options::default())]
    }

    /// A seat's name for people ("German", "Soviet", "player").
    fn seat_name(seat: Seat) -> String {
        seat.to_string()
    }

    /// The game's rule-based player, if it has one.
    fn heuristic() -> Option<Player<Self>> {
        None
    }

    /// Counts a finished game: its outcome kind (`tally.count(...)`) and any
    /// per-game figure worth averaging (`tally.add(...)`).
    fn tally(game: &Self, outcome: &Self::Outcome, tally: &mut Tally);
}
