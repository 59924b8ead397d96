//! Arnswalde 1945 in the examples: how a game is counted.

use wargames::arnswalde::{Arnswalde, Outcome};

use super::{Registered, Tally};

impl Registered for Arnswalde {
    const DEFAULT_GAMES: u64 = 100_000;

    fn tally(game: &Self, outcome: &Outcome, tally: &mut Tally) {
        tally.count(outcome.kind());
        tally.add("turns played", i64::from(game.turn()));
        tally.add("score (refugees x3 + Tigers)", i64::from(game.score()));
        tally.add("refugee markers escaped", i64::from(game.refugees().escaped));
        tally.add("Tigers lost", i64::from(game.tigers().lost));
        tally.add("final morale", i64::from(game.morale()));
    }
}
