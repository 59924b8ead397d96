//! Actions and rolls typed as text: the forms a player types, and refusals
//! that name the rule or the closest legal forms, never a panic.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "tests fail loudly")]

mod common;

use common::{roll, singles, units};
use proptest::prelude::*;
use wargames_core::{Game, TextError, parse_action};
use wargames_pocket_stalingrad::{Action, Area, Chance, Error, Event, Keep, Options, PocketStalingrad, SingleDie};

/// The Soviet's first keep of the example of play: units 1 2 3 4 6, CMD 6,
/// tactic 5, RATT 6 (127 legal keeps).
fn first_keep() -> PocketStalingrad {
    let mut game = PocketStalingrad::setup(&Options::default()).unwrap();
    let ev = &mut Vec::<Event>::new();
    roll(&mut game, units(&[1, 2, 3, 4, 6]), ev);
    roll(&mut game, singles(Some(6), Some(5), Some(6)), ev);
    game
}

#[test]
fn a_keep_is_typed_in_its_display_form_or_the_short_form_2() {
    let game = first_keep();
    let wanted = Action::Keep(Keep::new(&[2, 3], &[SingleDie::Cmd]).unwrap());
    assert_eq!(parse_action(&game, "keep units 2 3, CMD"), Ok(wanted));
    assert_eq!(parse_action(&game, "KEEP 2 3 cmd"), Ok(wanted));
    assert_eq!(parse_action(&game, "keep units 2 3,   CMD"), Ok(wanted));
}

#[test]
fn a_keep_of_a_face_not_rolled_is_refused_with_rule_2_1() {
    let game = first_keep();
    match parse_action(&game, "keep 5") {
        Err(TextError::Refused(error)) => assert!(error.to_string().starts_with("2.1"), "{error}"),
        other => panic!("expected the 2.1 refusal, got {other:?}"),
    }
}

#[test]
fn text_naming_nothing_gives_the_closest_legal_forms() {
    let game = first_keep();
    match parse_action(&game, "keep the lot") {
        Err(TextError::NoSuchAction { closest, .. }) => assert!(closest.iter().all(|c| c.starts_with("keep"))),
        other => panic!("expected no such action, got {other:?}"),
    }
}

#[test]
fn areas_are_read_by_title_number_or_both() {
    for text in ["fortify Pavlov's House (2)", "fortify pavlov's house", "fortify 2", "fortify area 2"] {
        assert_eq!(text.parse::<Action>(), Ok(Action::Fortify(Area::PavlovsHouse)), "{text}");
    }
    assert!("fortify Pavlov's House (3)".parse::<Action>().is_err(), "the number must be the title's");
    assert_eq!(
        "Guards from Volga Crossing (6) into Dzerzhinsky Tractor Factory (5)".parse::<Action>(),
        Ok(Action::Guards { from: Area::Six, to: Area::TractorFactory })
    );
    assert_eq!(
        "ratze! an enemy unit from 4 to z".parse::<Action>(),
        Ok(Action::Ratze { from: Area::CityCentre, to: Area::Z })
    );
}

#[test]
fn the_sniper_target_is_described_by_the_enemy_r1() {
    let game = PocketStalingrad::setup(&Options::default()).unwrap();
    let text = game.describe(&Action::Snipe(Area::Six));
    assert_eq!(text, "snipe a German unit in Gumrak Airfield (6)");
    assert_eq!(text.parse::<Action>(), Ok(Action::Snipe(Area::Six)));
    assert_eq!(Action::Snipe(Area::Six).to_string(), "snipe an enemy unit in the enemy's area 6");
}

#[test]
fn a_keep_of_more_than_five_unit_dice_or_an_unknown_face_is_refused_2() {
    for text in ["keep 1 1 1 1 1 1", "keep 0", "keep 7", "keep cmd cmd", "keep 300"] {
        assert!(matches!(text.parse::<Keep>(), Err(wargames_pocket_stalingrad::ParseError::Keep { .. })), "{text}");
    }
}

#[test]
fn rolls_read_back() {
    assert_eq!(
        "tactic 4, RATT 3".parse::<Chance>(),
        Ok(Chance::SingleDice { cmd: None, tactic: Some(4), ratt: Some(3) })
    );
    assert!("RATT 3, tactic 4".parse::<Chance>().is_err(), "the dice are listed CMD, tactic, RATT");
    assert!("unit dice 1 2 3 4 5 6".parse::<Chance>().is_err());
}

#[test]
fn a_typed_action_refused_by_the_rules_leaves_the_state_as_it_was() {
    let game = first_keep();
    let before = game;
    let result: Result<Action, TextError<Error>> = parse_action(&game, "air strike with 3 CMD");
    assert!(matches!(result, Err(TextError::Refused(_))), "{result:?}");
    assert_eq!(game, before);
}

proptest! {
    #[test]
    fn no_text_makes_the_parsers_panic(text in "\\PC{0,40}") {
        let _ = text.parse::<Action>();
        let _ = text.parse::<Chance>();
        let _ = text.parse::<Keep>();
        let _ = Area::read(&text);
    }

    #[test]
    fn words_of_the_forms_in_any_order_make_no_panic(
        words in proptest::collection::vec(
            prop_oneof![
                Just("keep"), Just("units"), Just("cmd,"), Just("7"), Just("2"), Just("from"), Just("to"),
                Just("into"), Just("z"), Just("guards"), Just("ratze!"), Just("(2)"), Just("unit dice"),
                Just("ratt re-roll"), Just("255"), Just("99999999999"),
            ],
            0..8,
        )
    ) {
        let text = words.join(" ");
        let _ = text.parse::<Action>();
        let _ = text.parse::<Chance>();
    }
}
