//! Rattenkrieg: Stalingrad in the examples: how a game is counted.

use wargames::rattenkrieg::{Outcome, Rattenkrieg};

use super::{Registered, Tally};

impl Registered for Rattenkrieg {
    const DEFAULT_GAMES: u64 = 20_000;

    fn tally(game: &Self, outcome: &Outcome, tally: &mut Tally) {
        tally.count(format!("{} wins", outcome.winner));
        tally.add("combats", i64::from(game.combats()));
    }
}
