//! The dense ids and observations ([`Encoding`]) on random games: every
//! legal action and chance outcome has a unique id that decodes back, and
//! equal views encode equally.

use wargames_arnswalde::{Action, Arnswalde, Difficulty, Options};
use wargames_core::testing::{check_encoding, check_every_id};
use wargames_core::{Encoding, Game};

#[test]
fn encoding_conformance_on_random_games() {
    for difficulty in [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard] {
        let steps = check_encoding::<Arnswalde>(&Options::with_difficulty(difficulty), 150, 20_000);
        assert!(steps > 5_000, "only {steps} steps checked");
    }
}

#[test]
fn encoding_sizes_are_those_of_the_rules_page() {
    assert_eq!(Arnswalde::NUM_DISTINCT_ACTIONS, 297);
    assert_eq!(Arnswalde::MAX_CHANCE_OUTCOMES, 108);
    assert_eq!(Arnswalde::OBSERVATION_SIZE, 1_803);
}

#[test]
fn encoding_every_id_decodes_to_an_action_with_that_id() {
    let game = Arnswalde::setup(&Options::default()).unwrap();
    check_every_id(&game);
    // Placements are (north, south) in order: all seven in the Central Square first.
    assert_eq!(game.action_of_id(0), Some(Action::PlaceTigers { north: 0, south: 0, central: 7 }));
    // Eight Tigers are outside the layout (2.0: seven Tigers).
    assert_eq!(game.action_id(&Action::PlaceTigers { north: 8, south: 0, central: 0 }), None);
}
