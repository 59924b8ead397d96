//! Squad in the examples: one scenario per mission × enemy quality.

use wargames::Seat;
use wargames::agents::MctsConfig;
use wargames::agents::study::Player;
use wargames::squad::{Action, Heuristic, Options, Outcome, Quality, Squad};

use super::{Registered, Tally};

impl Registered for Squad {
    const DEFAULT_GAMES: u64 = 20_000;
    /// A heuristic rollout plays a whole game (about 150 decisions, each
    /// weighing every order); the search plays 10 random steps instead
    /// and values where it stops ([`Registered::tune_search`]).
    const HEURISTIC_ROLLOUTS: bool = false;

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

    /// Rollouts cut off after 10 random steps and valued by the
    /// heuristic's estimate of the victory chance, exploration 1, and
    /// never `Back` or a dropped item. R-D2: a search that values positions
    /// short of the end may find undoing a part no worse than going on, and
    /// never stop. R-F8: the estimate prices a carried weapon at a few
    /// points of worth, far less than the noise of the search's values, so
    /// a search free to drop gear drops it at random (in Recover, 0.7% of
    /// games won against 59.5% for the heuristic, 400 games).
    fn tune_search(config: MctsConfig<Self>) -> MctsConfig<Self> {
        config
            .exploration(1.0)
            .max_rollout_steps(10)
            .leaf_value(|game, _| Heuristic::estimate(game))
            .exclude(|action| matches!(action, Action::Back | Action::DropGear { .. }))
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
