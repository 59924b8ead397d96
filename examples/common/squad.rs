//! Squad in the examples: how a game is counted.

use wargames::squad::{Outcome, Squad};

use super::{Registered, Tally};

impl Registered for Squad {
    const DEFAULT_GAMES: u64 = 20_000;

    fn tally(game: &Self, outcome: &Outcome, tally: &mut Tally) {
        tally.count(match outcome {
            Outcome::Victory { .. } => "victory",
            Outcome::DefeatByTimer { .. } => "defeat by timer",
            Outcome::DefeatByCasualties { .. } => "defeat by casualties",
        });
        tally.add("rounds played", i64::from(outcome.round()));
        tally.add("mission timer at the end", i64::from(game.timer()));
    }
}
