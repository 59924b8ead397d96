//! Rattenkrieg: Stalingrad: the standard game and the optional Soviet-only
//! refit rule [7.5].

use wargames_agents::study::{Player, Tally};
use wargames_core::Seat;
use wargames_rattenkrieg::{Heuristic, Options, Outcome, Rattenkrieg, RefitRule, Side};

use super::Catalogued;

impl Catalogued for Rattenkrieg {
    const TITLE: &'static str = "Rattenkrieg: Stalingrad";
    const STUDY_GAMES: u64 = 20_000;

    /// The standard game, then the optional rule that only the Soviet side refits.
    fn scenarios() -> Vec<(String, Options)> {
        let soviet_refit = Options { refit: RefitRule::SovietOnly, ..Options::default() };
        vec![("standard".to_owned(), Options::default()), ("Soviet-only refit (7.5)".to_owned(), soviet_refit)]
    }

    fn seat_name(seat: Seat) -> String {
        Side::of_seat(seat).to_string()
    }

    fn heuristic() -> Option<Player<Self>> {
        Some(Player::new("heuristic", Heuristic::new))
    }

    /// The table as anyone sees it: counters with their step counts, hands
    /// and combat cards as counts [3.3] [3.4] [8.4].
    fn spectator_view(game: &Self) -> Option<(serde_json::Value, String)> {
        let table = game.table();
        serde_json::to_value(&table).ok().map(|json| (json, table.to_string()))
    }

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
