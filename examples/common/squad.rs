//! Squad in the examples: one scenario per mission × enemy quality.

use wargames::Seat;
use wargames::agents::study::Player;
use wargames::squad::{Heuristic, Options, Outcome, Quality, Squad};

use super::{Registered, Tally};

impl Registered for Squad {
    const DEFAULT_GAMES: u64 = 20_000;

    /// The standard game (Orchard Road against front-line troops) first,
    /// then every mission with its objective against both qualities.
    fn scenarios() -> Vec<(String, Options)> {
        let mut out = Vec::new();
        for (mission, objective, name) in [("M01", "O02", "Orchard Road"), ("M02", "O01", "Long Ridge")] {
            for (quality, q) in [(Quality::FrontLine, "front-line"), (Quality::Elite, "elite")] {
                out.push((
                    format!("{name} ({mission}/{objective}), {q}"),
                    Options::scenario(mission, objective, quality),
                ));
            }
        }
        out
    }

    fn seat_name(_seat: Seat) -> String {
        "player".to_owned()
    }

    fn heuristic() -> Option<Player<Self>> {
        Some(Player::new("heuristic", Heuristic::new))
    }

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
