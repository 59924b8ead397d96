//! Pocket Stalingrad in the examples: how a game is counted.

use wargames::pocket_stalingrad::{Outcome, PocketStalingrad, Side, Victory};

use super::{Registered, Tally};

impl Registered for PocketStalingrad {
    const DEFAULT_GAMES: u64 = 100_000;

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
