//! One full seeded mission, every action, chance outcome and event, as text.

use std::fmt::Write as _;

use wargames_core::{Agent, Match, Observation, RandomAgent, Seat, Status, Step};
use wargames_squad::{Chance, Options, Squad};

fn chance(g: &Squad, c: &Chance) -> String {
    let content = g.content();
    match c {
        Chance::Action(i) => {
            format!("draws action card {}", content.action_of(*i).map_or("?".into(), |a| a.id.to_string()))
        }
        Chance::Location(i) => format!("draws location {}", content.locations()[usize::from(*i)].id),
        Chance::Enemy(i) => format!("draws enemy {}", content.enemies()[usize::from(*i)].id),
        Chance::Event(i) => format!("draws event {}", content.event_of(*i).map_or("?".into(), |a| a.id.to_string())),
        other => other.to_string(),
    }
}

#[test]
fn seeded_mission_snapshot() {
    let mut m = Match::<Squad>::new(Options::default(), 2026u64).unwrap();
    let mut agent = RandomAgent::new(11u64);
    let mut text = String::new();
    let mut logged = 0;
    let mut legal = Vec::new();
    let flush = |m: &Match<Squad>, text: &mut String, logged: &mut usize| {
        for step in &m.log()[*logged..] {
            match step {
                Step::Action(a) => writeln!(text, "> {a}").unwrap(),
                Step::Chance(c) => writeln!(text, "  ~ {}", chance(m.game(), c)).unwrap(),
            }
        }
        *logged = m.log().len();
    };
    flush(&m, &mut text, &mut logged);
    for e in m.events() {
        writeln!(text, "  * {e}").unwrap();
    }
    writeln!(text, "{}", m.view(Seat::FIRST)).unwrap();
    while let Status::ToAct(seat) = m.status() {
        m.legal_actions(&mut legal);
        let i = agent.choose(&Observation::new(m.game(), seat), &legal);
        let events: Vec<String> = m.play(&legal[i]).unwrap().iter().map(ToString::to_string).collect();
        flush(&m, &mut text, &mut logged);
        for e in events {
            writeln!(text, "  * {e}").unwrap();
        }
    }
    writeln!(text, "{}", m.view(Seat::FIRST)).unwrap();
    writeln!(text, "outcome: {}", m.status().outcome().unwrap()).unwrap();
    insta::assert_snapshot!(text);
}
