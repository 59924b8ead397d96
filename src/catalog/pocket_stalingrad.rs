//! Pocket Stalingrad: the standard rulings and the literal readings.

use wargames_agents::study::Player;
use wargames_core::Seat;
use wargames_pocket_stalingrad::{Heuristic, Options, PocketStalingrad, Side};

use super::Catalogued;

impl Catalogued for PocketStalingrad {
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
}
