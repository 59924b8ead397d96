//! One full seeded playthrough as a player reads it: every action (as
//! `describe` names it), chance outcome and event (as `narrate` tells it). Any change of behaviour shows up as a reviewed diff.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use std::fmt::Write as _;

use wargames_core::Game;
use wargames_core::{Agent, Match, Observation, RandomAgent, Seat};
use wargames_rattenkrieg::{Options, Rattenkrieg, Side};

#[test]
fn seeded_playthrough() {
    let mut m = Match::<Rattenkrieg>::new(Options::default(), 2026u64).unwrap();
    let mut text = String::from("Set-up:\n");
    for step in m.log() {
        writeln!(text, "  {step}").unwrap();
    }
    for event in m.events() {
        writeln!(text, "    > {}", m.game().narrate(event)).unwrap();
    }
    let mut agents = [RandomAgent::new(1u64), RandomAgent::new(2u64)];
    let mut legal = Vec::new();
    while let Some(seat) = m.status().to_act() {
        m.legal_actions(&mut legal);
        let i = agents[seat.index()].choose(&Observation::new(m.game(), seat), &legal);
        let action = legal[i];
        let before = m.log().len();
        let described = m.game().describe(&action);
        let events = m.play(&action).unwrap().to_vec();
        let events: Vec<String> = events.iter().map(|e| m.game().narrate(e)).collect();
        writeln!(text, "{}: {described}", Side::of_seat(seat)).unwrap();
        for step in &m.log()[before + 1..] {
            writeln!(text, "  {step}").unwrap();
        }
        for event in events {
            writeln!(text, "    > {event}").unwrap();
        }
    }
    writeln!(text, "Outcome: {}", m.status().outcome().unwrap()).unwrap();
    writeln!(text, "Combats: {}", m.game().combats()).unwrap();
    writeln!(text, "Final German view:\n{}", m.view(Seat(0))).unwrap();
    insta::assert_snapshot!(text);
}
