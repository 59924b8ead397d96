//! Squad: one scenario per mission × enemy quality; `Back` takes a part
//! of a decision back (R-D2).

use wargames_agents::study::Player;
use wargames_core::Seat;
use wargames_squad::{Action, Heuristic, Options, Quality, Squad};

use super::Catalogued;

impl Catalogued for Squad {
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

    /// R-D2: `Back` takes the last part of a decision back.
    fn undo(legal: &[Action]) -> Option<usize> {
        legal.iter().position(|a| *a == Action::Back)
    }
}
