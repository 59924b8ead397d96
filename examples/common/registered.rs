//! What a game provides to the examples: its scenarios and how to count its outcomes.

use std::collections::BTreeMap;

use wargames::{Game, Seat};

/// A game the examples (`simulate`, `play`, `replay`) know.
///
/// Each game implements it in its own file beside this one
/// (`examples/common/<game>.rs`) and is listed in `registry.rs`.
pub trait Registered: Game {
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

    /// Counts a finished game: its outcome kind (`tally.count(...)`) and any
    /// per-game figure worth averaging (`tally.add(...)`).
    fn tally(game: &Self, outcome: &Self::Outcome, tally: &mut Tally);
}

/// What `simulate` counts over a batch of games.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    /// Games per outcome kind.
    pub counts: BTreeMap<String, u64>,
    /// Sums of per-game figures, averaged in the report.
    pub sums: BTreeMap<String, f64>,
}

impl Tally {
    /// One more game of outcome kind `kind` (e.g. "victory: aesthetic of ruin").
    pub fn count(&mut self, kind: impl Into<String>) {
        *self.counts.entry(kind.into()).or_default() += 1;
    }

    /// Adds `value` to the figure `name`; the report prints its mean per game.
    pub fn add(&mut self, name: impl Into<String>, value: f64) {
        *self.sums.entry(name.into()).or_default() += value;
    }
}
