//! What a game provides to the examples beyond its catalogue entry: how
//! many games a study plays and how to count its outcomes.

pub use wargames::agents::study::Tally;
use wargames::catalog::Catalogued;

/// A game the examples (`simulate`, `play`, `replay`) know: its scenarios,
/// seat names and players come from [`Catalogued`].
///
/// Each game implements it in its own file beside this one
/// (`examples/common/<game>.rs`) and is listed in `registry.rs`.
pub trait Registered: Catalogued {
    /// The name on the command line (usually [`Game::ID`](wargames::Game::ID)).
    const NAME: &'static str = Self::ID;
    /// How many games `simulate` plays per scenario when not told.
    const DEFAULT_GAMES: u64 = 10_000;

    /// Counts a finished game: its outcome kind (`tally.count(...)`) and any
    /// per-game figure worth averaging (`tally.add(...)`).
    fn tally(game: &Self, outcome: &Self::Outcome, tally: &mut Tally);
}
