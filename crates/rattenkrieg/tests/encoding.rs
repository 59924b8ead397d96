//! The dense ids and observations ([`Encoding`]) on random games: every
//! legal action and chance outcome has a unique id that decodes back, and
//! equal views encode equally (determinizations redraw the hidden cards).

use wargames_core::testing::check_encoding;
use wargames_core::{Encoding, Game};
use wargames_rattenkrieg::{Action, Options, Rattenkrieg};

#[test]
fn encoding_conformance_on_random_games() {
    let steps = check_encoding::<Rattenkrieg>(&Options::default(), 40, 20_000);
    assert!(steps > 8_000, "only {steps} steps checked");
}

#[test]
fn encoding_sizes_are_those_of_the_rules_page() {
    assert_eq!(Rattenkrieg::NUM_DISTINCT_ACTIONS, 5_112);
    assert_eq!(Rattenkrieg::MAX_CHANCE_OUTCOMES, 108);
    assert_eq!(Rattenkrieg::OBSERVATION_SIZE, 3_716);
}

#[test]
fn encoding_every_id_below_the_discards_decodes_to_an_action_with_that_id() {
    let game = Rattenkrieg::setup(&Options::default()).unwrap();
    let discards = Rattenkrieg::NUM_DISTINCT_ACTIONS - 16;
    for id in 0..discards {
        let action = game.action_of_id(id).unwrap();
        assert_eq!(game.action_id(&action), Some(id), "{action:?}");
    }
    for id in 0..Rattenkrieg::MAX_CHANCE_OUTCOMES {
        let chance = game.chance_of_id(id).unwrap();
        assert_eq!(game.chance_id(&chance), Some(id), "{chance:?}");
    }
    // At set-up no hand holds a card: only the empty discard has an id.
    assert!(matches!(game.action_of_id(discards), Some(Action::Discard { cards }) if cards.is_empty()));
    assert_eq!(game.action_of_id(discards + 1), None);
}
