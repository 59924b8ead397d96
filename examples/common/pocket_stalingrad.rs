//! Pocket Stalingrad in the examples: the standard rulings and the literal readings.

use wargames::Seat;
use wargames::agents::study::Player;
use wargames::pocket_stalingrad::{Heuristic, Options, Outcome, PocketStalingrad, Side, Victory};

use super::{Registered, Tally};

impl Registered for PocketStalingrad {
    const DEFAULT_GAMES: u64 = 100_000;

    /// The standard game (the design document's rulings), then the literal
    /// readings of the contested clauses (Assault +1 CMD, Deploy all, VP first).
    fn scenarios() -> Vec<(String, Options)> {
        let literal = Options { assault_extra_cmd: true, deploy_all: true, vp_decides: true, ..Options::default() };
        vec![("standard".to_owned(), Options::default()), ("literal readings".to_owned(), literal)]
    }

    fn seat_name(seat: Seat) -> String {
        Side::from_seat(seat).map_or_else(|| seat.to_string(), |side| side.to_string())
    }

    fn heuristic() -> Option<Player<Self>> {
        Some(Player::new("heuristic", Heuristic::new))
    }

    fn tally(game: &Self, outcome: &Outcome, tally: &mut Tally) {
        match outcome {
            Outcome::Win { side, victory } => {
                tally.count(format!("{side} wins"));
                let how = match victory {
                    Victory::ThreeAreas => "three areas (V.1)",
                    Victory::MoreAreas => "more areas (V.2)",
                    Victory::MoreVp => "more VP (V.3)",
                };
                tally.count(format!("{side} wins by {how}"));
            }
            Outcome::Draw => tally.count("draw (V.4)"),
        }
        tally.add("game turns played", i64::from(game.turn()));
        for side in Side::ALL {
            tally.add(format!("areas captured by the {side}"), i64::from(game.areas_captured(side)));
            tally.add(format!("VP of the {side}"), i64::from(game.victory_points(side)));
        }
    }
}
