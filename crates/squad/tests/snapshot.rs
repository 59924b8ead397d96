//! One full seeded mission, every action, chance outcome and event, as a
//! player reads them: the phase above every decision, actions as
//! `describe` names them, chance outcomes and events in names.

use std::fmt::Write as _;

use wargames_core::{Agent, Game, Match, Observation, RandomAgent, Seat, Status, Step};
use wargames_squad::{Options, Squad};

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
                Step::Action(_) => {}
                Step::Chance(c) => writeln!(text, "  ~ {}", m.game().describe_chance(c)).unwrap(),
            }
        }
        *logged = m.log().len();
    };
    flush(&m, &mut text, &mut logged);
    for e in m.events() {
        writeln!(text, "  * {}", m.game().narrate(e)).unwrap();
    }
    writeln!(text, "{}", m.view(Seat::FIRST)).unwrap();
    while let Status::ToAct(seat) = m.status() {
        m.legal_actions(&mut legal);
        let i = agent.choose(&Observation::new(m.game(), seat), &legal);
        writeln!(text, "[{}]", m.game().phase()).unwrap();
        writeln!(text, "> {}", m.game().describe(&legal[i])).unwrap();
        let events = m.play(&legal[i]).unwrap().to_vec();
        let events: Vec<String> = events.iter().map(|e| m.game().narrate(e)).collect();
        flush(&m, &mut text, &mut logged);
        for e in events {
            writeln!(text, "  * {e}").unwrap();
        }
    }
    writeln!(text, "{}", m.view(Seat::FIRST)).unwrap();
    writeln!(text, "outcome: {}", m.status().outcome().unwrap()).unwrap();
    insta::assert_snapshot!(text);
}
