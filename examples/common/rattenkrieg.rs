//! Rattenkrieg: Stalingrad in the examples: how a game is counted.

use wargames::rattenkrieg::{Outcome, Rattenkrieg, Side};

use super::{Registered, Tally};

impl Registered for Rattenkrieg {
    const DEFAULT_GAMES: u64 = 20_000;

    /// Counts with names written out in full, so that tallying a game
    /// allocates nothing.
    fn tally(game: &Self, outcome: &Outcome, tally: &mut Tally) {
        tally.count(match outcome.winner {
            Side::German => "German wins",
            Side::Soviet => "Soviet wins",
        });
        tally.add("combats", i64::from(game.combats()));
    }
}
