//! Arnswalde 1945: one scenario per difficulty.

use wargames_agents::study::Player;
use wargames_arnswalde::{Arnswalde, Difficulty, Heuristic, Options};
use wargames_core::Seat;

use super::Catalogued;

impl Catalogued for Arnswalde {
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
}
