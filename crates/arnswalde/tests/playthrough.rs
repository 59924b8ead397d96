//! An insta snapshot of one full seeded playthrough: every action, chance
//! outcome and event, as text. Any change of behaviour shows up as a diff.

#![allow(clippy::unwrap_used, reason = "a test helper reports failures by panicking")]
use std::fmt::Write;

use wargames_arnswalde::{Arnswalde, Options};
use wargames_core::{Agent, Game, Observation, RandomAgent, Rng, Seat, Status};

fn playthrough(options: Options, seed: u64) -> String {
    let mut game = Arnswalde::setup(&options).unwrap();
    let mut rng = Rng::new(seed);
    let mut agent = RandomAgent::new(seed + 1);
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let mut text = String::new();
    loop {
        events.clear();
        match game.status() {
            Status::Over(outcome) => {
                writeln!(text, "== {outcome}").unwrap();
                break;
            }
            Status::Chance => {
                let outcome = game.sample_chance(&mut rng).unwrap();
                game.resolve_chance(&outcome, &mut events).unwrap();
                writeln!(text, "  chance: {outcome}").unwrap();
            }
            Status::ToAct(seat) => {
                game.legal_actions(&mut legal);
                let index = agent.choose(&Observation::new(&game, seat), &legal);
                game.apply(&legal[index], &mut events).unwrap();
                writeln!(text, "> {} (of {})", legal[index], legal.len()).unwrap();
            }
        }
        for event in &events {
            writeln!(text, "    {event}").unwrap();
        }
    }
    writeln!(text, "{}", game.view(Seat::FIRST)).unwrap();
    text
}

#[test]
fn seeded_playthrough_snapshot() {
    insta::assert_snapshot!(playthrough(Options::default(), 2026));
}
