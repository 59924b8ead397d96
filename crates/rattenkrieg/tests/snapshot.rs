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

/// What the player to act reads at a few decisions of a seeded game: the
/// phase line, its view, the legal actions as `describe` names them, and
/// the events since its last page as `narrate` tells them (redacted for
/// its side). One page at the first decision and at the first of each of
/// a defence declaration (8.5), a raise (8.6), a loss (8.9), an activation
/// (7.1) and a discard (10.1).
#[test]
fn pages_a_player_reads() {
    let mut m = Match::<Rattenkrieg>::new(Options::default(), 2026u64).unwrap();
    let mut agents = [RandomAgent::new(1u64), RandomAgent::new(2u64)];
    let mut wanted = vec!["player turn", "defence declaration", "raise", "loss", "activation", "discard"];
    let mut seen = [0usize; 2];
    let mut legal = Vec::new();
    let mut text = String::new();
    while let Some(seat) = m.status().to_act() {
        let phase = m.game().phase();
        let current = phase.current().map(|p| p.name).unwrap_or_default();
        if let Some(i) = wanted.iter().position(|w| *w == current) {
            wanted.remove(i);
            let side = Side::of_seat(seat);
            writeln!(text, "==== {side} to act ====").unwrap();
            writeln!(text, "{phase}").unwrap();
            writeln!(text, "-- events since the last page:").unwrap();
            for event in &m.events()[seen[seat.index()]..] {
                if let Some(event) = Rattenkrieg::redact(event, seat) {
                    writeln!(text, "  {}", m.game().narrate(&event)).unwrap();
                }
            }
            seen[seat.index()] = m.events().len();
            writeln!(text, "-- view:\n{}", m.view(seat)).unwrap();
            m.legal_actions(&mut legal);
            writeln!(text, "-- legal actions:").unwrap();
            for (n, action) in legal.iter().enumerate() {
                writeln!(text, "  {n}: {}", m.game().describe(action)).unwrap();
            }
        }
        if wanted.is_empty() {
            break;
        }
        m.legal_actions(&mut legal);
        let i = agents[seat.index()].choose(&Observation::new(m.game(), seat), &legal);
        m.play(&legal[i]).unwrap();
    }
    assert!(wanted.is_empty(), "no page for {wanted:?}");
    insta::assert_snapshot!(text);
}
