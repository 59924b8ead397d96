//! What a player reads at a few decisions of a seeded mission: at the
//! first decision of each procedure (the soldier phase R-R1, a soldier's
//! turn R-R2, recon R-F5, a reaction window R-F4, ...) the phase line, the
//! view, the legal actions as `describe` names them, then the action taken
//! and the events it brought, narrated.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use std::collections::BTreeSet;
use std::fmt::Write as _;

use wargames_core::{Agent, Game, Match, Observation, RandomAgent, Seat, Status};
use wargames_squad::{Options, Squad};

/// The most legal actions a page lists (the rest are counted).
const LISTED: usize = 24;

#[test]
fn pages_a_player_reads() {
    let mut m = Match::<Squad>::new(Options::default(), 2026u64).unwrap();
    let mut agent = RandomAgent::new(11u64);
    let mut legal = Vec::new();
    let mut seen = BTreeSet::new();
    let mut text = String::new();
    while let Status::ToAct(seat) = m.status() {
        m.legal_actions(&mut legal);
        let i = agent.choose(&Observation::new(m.game(), seat), &legal);
        let procedure = m.game().phase().current().map(|p| p.name).unwrap_or_default();
        let page = seen.insert(procedure);
        if page {
            writeln!(text, "==== {}", m.game().phase()).unwrap();
            writeln!(text, "{}", m.view(Seat::FIRST)).unwrap();
            for (n, a) in legal.iter().enumerate().take(LISTED) {
                writeln!(text, "  {:>2}. {}", n + 1, m.game().describe(a)).unwrap();
            }
            if legal.len() > LISTED {
                writeln!(text, "  ... and {} more", legal.len() - LISTED).unwrap();
            }
            writeln!(text, "> {}", m.game().describe(&legal[i])).unwrap();
        }
        let events = m.play(&legal[i]).unwrap().to_vec();
        if page {
            for e in events {
                writeln!(text, "  * {}", m.game().narrate(&e)).unwrap();
            }
        }
    }
    writeln!(text, "==== {}", m.game().phase()).unwrap();
    insta::assert_snapshot!(text);
}

/// R-F1: a card's choice is spelled out as what it names (a weapon, an
/// enemy card, a slot, a soldier), never as a bare number, and every
/// described action names no soldier by its squad number alone.
#[test]
fn card_choices_are_spelled_out_r_f1() {
    use wargames_core::{NoEvents, Rng, Seed};
    use wargames_squad::Action;
    let mut legal = Vec::new();
    let mut spelled = Vec::new();
    for seed in 0..40u64 {
        let mut game = Squad::setup(&Options::default()).unwrap();
        let mut rng = Rng::new(Seed::from_u64(seed));
        while !game.is_over() {
            if game.status().is_chance() {
                let c = game.sample_chance(&mut rng).unwrap();
                game.resolve_chance(&c, &mut NoEvents).unwrap();
                continue;
            }
            game.legal_actions(&mut legal);
            for a in &legal {
                let text = game.describe(a);
                assert!(!text.contains("(choice") && !text.contains("soldier 1"), "{a} described as {text:?}");
                if matches!(a, Action::Choose { .. }) {
                    // R-D1: the choice is the card play's last part.
                    assert!(text.starts_with("on "), "{a} described as {text:?}");
                    spelled.push(text);
                }
            }
            let a = legal[rng.index(legal.len())];
            game.apply(&a, &mut NoEvents).unwrap();
        }
    }
    assert!(!spelled.is_empty(), "no card with a choice was offered");
}

/// R-A9, R-D1: Discard & Draw is typed part by part, each card by its
/// instance number in the plain form or by name, and `draw` ends it.
#[test]
fn a_discard_and_draw_is_typed_card_by_card_r_a9() {
    use wargames_core::parse_action;
    use wargames_squad::Action;
    let mut m = Match::<Squad>::new(Options::default(), 2026u64).unwrap();
    m.play(&Action::BeginTurn { soldier: 1 }).unwrap();
    assert_eq!(parse_action(m.game(), "discard and draw").unwrap(), Action::DiscardDraw);
    m.play(&Action::DiscardDraw).unwrap();
    let first = Action::Card { card: 11 };
    assert_eq!(parse_action(m.game(), "choose card #11").unwrap(), first);
    assert_eq!(m.game().describe(&first), "discard Covering Fire #11");
    assert_eq!(parse_action(m.game(), "Discard Covering Fire #11").unwrap(), first);
    assert_eq!(parse_action(m.game(), "draw").unwrap(), Action::Done);
    assert!(parse_action(m.game(), "choose card #99").is_err());
    m.play(&first).unwrap();
    assert!(parse_action(m.game(), "choose card #11").is_err(), "chosen already");
    assert_eq!(parse_action(m.game(), "discard Return Fire #24").unwrap(), Action::Card { card: 24 });
}
