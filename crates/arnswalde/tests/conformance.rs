//! The conformance suite of wargames-core on every meaningful option set.

mod common;

use common::{any_action, any_chance, swap_face_down};
use wargames_arnswalde::{Arnswalde, AssaultAce, Difficulty, HandUse, Options};
use wargames_core::testing::Conformance;

/// The card sets of a save: the Soviet deck, the hearts out of it, the
/// judgement deck's two parts, the hand, the reminders and the cards in play.
const CARD_SETS: &[&str] =
    &["soviet_deck", "hearts_out", "judgement.pile", "judgement.discards", "hand", "reminders", "in_play"];

fn suite(options: Options, cases: u32) {
    Conformance::<Arnswalde>::new(options)
        .cases(cases)
        // Corrupt saved games: as many as games played, 400 at the most.
        .corrupt_saves(cases.min(400))
        .max_steps(20_000)
        .arbitrary_actions(any_action)
        .arbitrary_chance(any_chance)
        .hidden_information(swap_face_down)
        .card_sets(CARD_SETS)
        .text_round_trip()
        .run();
}

#[test]
fn conformance_standard_game() {
    suite(Options::default(), 1000);
}

#[test]
fn conformance_each_difficulty() {
    for difficulty in [Difficulty::Easy, Difficulty::Hard] {
        suite(Options::with_difficulty(difficulty), 200);
    }
}

#[test]
fn conformance_contested_rulings() {
    suite(
        Options {
            hand_use: HandUse::OwnActionsOnly,
            diamond_face_ends_counterattack: true,
            assault_ace: AssaultAce::Leaves,
            ..Options::default()
        },
        300,
    );
}
