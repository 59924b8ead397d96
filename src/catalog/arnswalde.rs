//! Arnswalde 1945: one scenario per difficulty.

use wargames_agents::study::{Player, Tally};
use wargames_arnswalde::{Arnswalde, Difficulty, Heuristic, Options, Outcome};
use wargames_core::Seat;

use super::Catalogued;

impl Catalogued for Arnswalde {
    const TITLE: &'static str = "Arnswalde 1945";
    const STUDY_GAMES: u64 = 100_000;

    /// The standard game (normal) first, then easy and hard (3.1).
    fn scenarios() -> Vec<(String, Options)> {
        [Difficulty::Normal, Difficulty::Easy, Difficulty::Hard]
            .into_iter()
            .map(|difficulty| (difficulty.name().to_owned(), Options::with_difficulty(difficulty)))
            .collect()
    }

    fn seat_name(_seat: Seat) -> String {
        "German player".to_owned()
    }

    fn heuristic() -> Option<Player<Self>> {
        Some(Player::new("heuristic", Heuristic::new))
    }

    fn tally(game: &Self, outcome: &Outcome, tally: &mut Tally) {
        tally.count(outcome.kind());
        tally.add("turns played", i64::from(game.turn()));
        tally.add("score (refugees x3 + Tigers)", i64::from(game.score()));
        tally.add("refugee markers escaped", i64::from(game.refugees().escaped));
        tally.add("Tigers lost", i64::from(game.tigers().lost));
        tally.add("final morale", i64::from(game.morale()));
    }
}
