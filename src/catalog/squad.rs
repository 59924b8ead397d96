//! Squad: one scenario per mission × objective × enemy quality; `Back`
//! takes a part of a decision back (R-D2).

use wargames_agents::study::{Player, Tally};
use wargames_core::Seat;
use wargames_squad::{Action, Content, Heuristic, Options, Outcome, Quality, Squad};

use super::Catalogued;

impl Catalogued for Squad {
    const TITLE: &'static str = "Squad";
    const STUDY_GAMES: u64 = 20_000;

    /// Every mission of the built-in cards against every objective, with
    /// both enemy qualities (twelve with the starter set), the standard
    /// game (the first mission against its standard objective, front-line
    /// troops) first; each named `Mission: Objective (M01/O02), quality`.
    /// They follow the cards: a mission or objective added to the built-in
    /// set is a scenario more.
    fn scenarios() -> Vec<(String, Options)> {
        let content = Content::builtin();
        let standard = Options::default();
        let mut out = Vec::new();
        for mission in content.missions() {
            for objective in content.objectives() {
                for (quality, q) in [(Quality::FrontLine, "front-line"), (Quality::Elite, "elite")] {
                    let options = Options::scenario(mission.id.as_str(), objective.id.as_str(), quality);
                    let name = format!("{}: {} ({}/{}), {q}", mission.name, objective.name, mission.id, objective.id);
                    out.push((name, options));
                }
            }
        }
        // The standard game first: `play` and the studies take it when told no scenario.
        if let Some(i) = out.iter().position(|(_, o)| *o == standard) {
            let first = out.remove(i);
            out.insert(0, first);
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
