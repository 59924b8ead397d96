//! Pocket Stalingrad: the standard rulings and the literal readings.

use wargames_agents::study::{Player, Tally};
use wargames_core::Seat;
use wargames_pocket_stalingrad::{Heuristic, Options, Outcome, PocketStalingrad, Side, Victory};

use super::Catalogued;

impl Catalogued for PocketStalingrad {
    const TITLE: &'static str = "Pocket Stalingrad";
    const STUDY_GAMES: u64 = 100_000;
    /// The game ends drawn on equal areas and victory points (V.4).
    const DRAW: Option<&'static str> = Some("V.4");

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

    /// Counts with names written out in full, so that tallying a game
    /// allocates nothing (the names are those `{side} wins` would print).
    fn tally(game: &Self, outcome: &Outcome, tally: &mut Tally) {
        match outcome {
            Outcome::Win { side, victory } => {
                let names = TallyNames::of(*side);
                tally.count(names.wins);
                tally.count(match victory {
                    Victory::ThreeAreas => names.by_three_areas,
                    Victory::MoreAreas => names.by_more_areas,
                    Victory::MoreVp => names.by_more_vp,
                });
            }
            Outcome::Draw => tally.count("draw (V.4)"),
        }
        tally.add("game turns played", i64::from(game.turn()));
        for side in Side::ALL {
            let names = TallyNames::of(side);
            tally.add(names.areas_captured, i64::from(game.areas_captured(side)));
            tally.add(names.victory_points, i64::from(game.victory_points(side)));
        }
    }
}

/// What a study counts for one side, by name.
struct TallyNames {
    wins: &'static str,
    by_three_areas: &'static str,
    by_more_areas: &'static str,
    by_more_vp: &'static str,
    areas_captured: &'static str,
    victory_points: &'static str,
}

impl TallyNames {
    fn of(side: Side) -> TallyNames {
        match side {
            Side::Soviet => TallyNames {
                wins: "Soviet wins",
                by_three_areas: "Soviet wins by three areas (V.1)",
                by_more_areas: "Soviet wins by more areas (V.2)",
                by_more_vp: "Soviet wins by more VP (V.3)",
                areas_captured: "areas captured by the Soviet",
                victory_points: "VP of the Soviet",
            },
            Side::German => TallyNames {
                wins: "German wins",
                by_three_areas: "German wins by three areas (V.1)",
                by_more_areas: "German wins by more areas (V.2)",
                by_more_vp: "German wins by more VP (V.3)",
                areas_captured: "areas captured by the German",
                victory_points: "VP of the German",
            },
        }
    }
}
