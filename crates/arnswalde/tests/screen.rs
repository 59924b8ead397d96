//! What a player reads, snapshotted at the decisions of a seeded game: the
//! phase line, the board (the view), the legal actions as `describe` words
//! them (numbered, as a table app or `play` lists them) and the events since
//! the last decision as `narrate` tells them.

use std::fmt::Write as _;

use wargames_arnswalde::{Arnswalde, Heuristic, Options};
use wargames_core::{Agent, Game, Match, Observation, Seat, Status};

/// The game of `seed` played by the heuristic player: the screen of each
/// first decision of a kind (the innermost procedure of its phase), at most
/// `decisions` of them, every event narrated, and the last screen.
fn screens(seed: u64, decisions: usize) -> Result<String, Box<dyn std::error::Error>> {
    let mut text = String::new();
    let mut game = Match::<Arnswalde>::new(Options::default(), seed)?;
    let mut agent = Heuristic::new(seed);
    let mut legal = Vec::new();
    let mut told = 0;
    let mut shown = Vec::new();
    loop {
        for event in &game.events()[told..] {
            writeln!(text, "  * {}", game.game().narrate(event))?;
        }
        told = game.events().len();
        let Status::ToAct(seat) = game.status() else { break };
        game.legal_actions(&mut legal);
        let choice = agent.choose(&Observation::new(game.game(), seat), &legal);
        let kind = game.game().phase().current().map(|p| (p.name, p.rule, p.about.is_some()));
        if shown.len() < decisions && !shown.contains(&kind) {
            writeln!(text, "\n== {}", game.game().phase())?;
            writeln!(text, "{}", game.view(Seat::FIRST))?;
            for (i, action) in legal.iter().enumerate() {
                writeln!(text, "  {:>2}. {}", i + 1, game.game().describe(action))?;
            }
            writeln!(text, "> {}", game.game().describe(&legal[choice]))?;
            shown.push(kind);
        }
        game.play(&legal[choice])?;
    }
    writeln!(text, "\n== {}", game.game().phase())?;
    writeln!(text, "{}", game.view(Seat::FIRST))?;
    Ok(text)
}

#[test]
fn what_a_player_reads_at_each_decision() {
    insta::assert_snapshot!(screens(2026, 12).unwrap());
}
