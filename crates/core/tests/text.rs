//! Actions typed as text: `parse_action` finds the legal action a line
//! names, by its description or its `Display` text, or a beginning of one.

#![allow(clippy::unwrap_used, clippy::panic, reason = "test code")]

mod toy;

use toy::{Action, Options, Toy};
use wargames_core::{FlowError, Game, Match, TextError, parse_action};

/// A match where seat 0 is to act (after the opening deals).
fn to_act() -> Match<Toy> {
    let m = Match::<Toy>::new(Options::default(), 1u64).unwrap();
    assert!(m.status().to_act().is_some());
    m
}

#[test]
fn a_description_or_a_display_text_names_its_action() {
    let m = to_act();
    assert_eq!(parse_action(m.game(), "stand (T.4)"), Ok(Action::Stand));
    assert_eq!(parse_action(m.game(), "  STAND   (t.4) "), Ok(Action::Stand));
    assert_eq!(parse_action(m.game(), "Roll"), Ok(Action::Roll));
}

#[test]
fn a_beginning_that_names_one_action_is_enough() {
    let m = to_act();
    assert_eq!(parse_action(m.game(), "st"), Ok(Action::Stand));
    assert_eq!(parse_action(m.game(), "roll the"), Ok(Action::Roll));
}

#[test]
fn text_that_names_nothing_gets_the_closest_legal_forms() {
    let m = to_act();
    match parse_action(m.game(), "rest") {
        Err(TextError::NoSuchAction { text, closest }) => {
            assert_eq!(text, "rest");
            assert_eq!(closest.len(), 2);
            assert_eq!(closest[0], "roll the die (T.3)");
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(parse_action(m.game(), ""), Err(TextError::NoSuchAction { .. })));
}

#[test]
fn an_action_that_parses_but_is_not_legal_is_refused_with_the_games_error() {
    let mut m = to_act();
    while !m.game().is_over() {
        m.play(&Action::Stand).unwrap();
    }
    assert_eq!(parse_action(m.game(), "Roll"), Err(TextError::Refused(FlowError::GameOver.into())));
}
