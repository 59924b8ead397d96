//! The dense ids and observations ([`Encoding`]) on random games: every
//! legal action and chance outcome has a unique id that decodes back, and
//! equal views encode equally.

use wargames_core::testing::{check_encoding, check_every_id};
use wargames_core::{Encoding, Game};
use wargames_squad::{Action, Options, Quality, Squad};

#[test]
fn encoding_conformance_on_random_games() {
    for (mission, objective) in [("M01", "O01"), ("M01", "O02"), ("M02", "O03")] {
        let options = Options::scenario(mission, objective, Quality::FrontLine);
        let steps = check_encoding::<Squad>(&options, 30, 20_000);
        assert!(steps > 3_000, "only {steps} steps checked");
    }
}

#[test]
fn encoding_sizes_are_those_of_the_rules_page() {
    assert_eq!(Squad::NUM_DISTINCT_ACTIONS, 1_516);
    assert_eq!(Squad::MAX_CHANCE_OUTCOMES, 278);
    assert_eq!(Squad::OBSERVATION_SIZE, 14_502);
}

#[test]
fn encoding_every_id_decodes_to_an_action_with_that_id() {
    let game = Squad::setup(&Options::default()).unwrap();
    check_every_id(&game);
    // The squad profile is the last weapon of the attack block.
    let profile = game.action_id(&Action::Attack { weapon: u8::MAX, mode: 0 }).unwrap();
    assert_eq!(game.action_of_id(profile), Some(Action::Attack { weapon: u8::MAX, mode: 0 }));
    // A 65th action card instance is past the deck's capacity (MAX_DECK).
    assert_eq!(game.action_id(&Action::PlayCard { card: 64 }), None);
}
