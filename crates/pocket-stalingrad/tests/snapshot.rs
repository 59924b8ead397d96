//! One full seeded playthrough, every action, chance outcome and event as text.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "test helpers fail loudly")]

use std::fmt::Write;

use wargames_core::{Agent, Game, Observation, RandomAgent, Rng, Seat, Status};
use wargames_pocket_stalingrad::{Options, PocketStalingrad, Side};

fn playthrough(seed: u64) -> String {
    let mut game = PocketStalingrad::setup(&Options::default()).unwrap();
    let mut rng = Rng::new(seed);
    let mut agents = [RandomAgent::new(seed + 1), RandomAgent::new(seed + 2)];
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let mut text = String::new();
    loop {
        events.clear();
        match game.status() {
            Status::Over(outcome) => {
                writeln!(text, "outcome: {outcome}").unwrap();
                break;
            }
            Status::Chance => {
                let chance = game.sample_chance(&mut rng).unwrap();
                game.resolve_chance(&chance, &mut events).unwrap();
                writeln!(text, "chance: {chance}").unwrap();
            }
            Status::ToAct(seat) => {
                game.legal_actions(&mut legal);
                let i = agents[seat.index()].choose(&Observation::new(&game, seat), &legal);
                game.apply(&legal[i], &mut events).unwrap();
                let side = Side::from_seat(seat).unwrap();
                writeln!(text, "{side}: {} (of {} legal)", legal[i], legal.len()).unwrap();
            }
        }
        for event in &events {
            writeln!(text, "  {event}").unwrap();
        }
    }
    write!(text, "{}", game.view(Seat::FIRST)).unwrap();
    text
}

#[test]
fn seeded_playthrough() {
    insta::assert_snapshot!(playthrough(2026));
}
