//! The dense ids and observations ([`Encoding`]) on random games: every
//! legal action and chance outcome has a unique id that decodes back, and
//! equal views encode equally.

use wargames_core::testing::{check_encoding, check_every_id};
use wargames_core::{Encoding, Game};
use wargames_pocket_stalingrad::{Action, Keep, Options, PocketStalingrad, SingleDie};

#[test]
fn encoding_conformance_on_random_games() {
    let steps = check_encoding::<PocketStalingrad>(&Options::default(), 300, 5_000);
    assert!(steps > 30_000, "only {steps} steps checked");
}

#[test]
fn encoding_sizes_are_those_of_the_rules_page() {
    assert_eq!(PocketStalingrad::NUM_DISTINCT_ACTIONS, 3_897);
    assert_eq!(PocketStalingrad::MAX_CHANCE_OUTCOMES, 811);
    assert_eq!(PocketStalingrad::OBSERVATION_SIZE, 155);
}

#[test]
fn encoding_every_id_decodes_to_an_action_with_that_id() {
    let game = PocketStalingrad::setup(&Options::default()).unwrap();
    check_every_id(&game);
}

#[test]
fn encoding_keep_ids_follow_the_rules_page() {
    let game = PocketStalingrad::setup(&Options::default()).unwrap();
    // Keep nothing but the CMD die: the empty roll (rank 0), flags CMD = 4.
    let keep = Keep::new(&[], &[SingleDie::Cmd]).unwrap();
    assert_eq!(game.action_id(&Action::Keep(keep)), Some(4));
    // A keep of six unit dice is outside the layout (rule 2: five dice).
    let six = Keep::new(&[1, 1, 1, 1, 1, 1], &[]).unwrap();
    assert_eq!(game.action_id(&Action::Keep(six)), None);
    assert_eq!(game.action_id(&Action::PassGuards), Some(PocketStalingrad::NUM_DISTINCT_ACTIONS - 1));
}
