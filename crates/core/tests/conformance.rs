//! The conformance suite on the test-only game, and proof that it catches
//! each kind of flaw.

#![allow(clippy::unwrap_used, clippy::panic, reason = "test code")]

mod toy;

use toy::{Flaw, Options, Toy, any_action, any_chance, swap_hidden};
use wargames_core::testing::Conformance;

fn suite(flaw: Flaw) -> Conformance<Toy> {
    Conformance::<Toy>::new(Options { flaw })
        .cases(16)
        .max_steps(2_000)
        .arbitrary_actions(any_action)
        .arbitrary_chance(any_chance)
        .hidden_information(swap_hidden)
        .text_round_trip()
}

#[test]
fn toy_game_conforms() {
    suite(Flaw::None).run();
}

#[test]
#[should_panic(expected = "are both read as")]
fn suite_catches_two_actions_a_player_cannot_tell_apart() {
    suite(Flaw::SameDescription).run();
}

#[test]
#[should_panic(expected = "validate")]
fn suite_catches_validate_disagreeing_with_legal_actions() {
    suite(Flaw::ValidateTooLenient).run();
}

#[test]
#[should_panic(expected = "do not add up to 1")]
fn suite_catches_probabilities_not_summing_to_one() {
    suite(Flaw::ShortDistribution).run();
}

#[test]
#[should_panic(expected = "changed the state")]
fn suite_catches_a_refusal_that_mutates() {
    suite(Flaw::MutatesOnRefusal).run();
}

#[test]
#[should_panic(expected = "view changed")]
fn suite_catches_a_view_that_leaks_hidden_data() {
    suite(Flaw::LeaksHiddenCard).run();
}

#[test]
#[should_panic(expected = "determinize for seat 1 tells apart two states the seat cannot")]
fn suite_catches_a_determinization_that_keeps_the_hidden_card() {
    suite(Flaw::PeekingDeterminize).run();
}

#[test]
#[should_panic(expected = "determinize for seat")]
fn suite_finds_twins_where_chance_deals_a_hidden_card_without_a_hook() {
    Conformance::<Toy>::new(Options { flaw: Flaw::PeekingDeterminize }).cases(8).max_steps(2_000).run();
}

#[test]
#[should_panic(expected = "step limit")]
fn suite_catches_a_game_that_never_ends() {
    suite(Flaw::NeverEnds).run();
}

#[test]
#[should_panic(expected = "listed twice")]
fn suite_catches_a_duplicate_legal_action() {
    suite(Flaw::DuplicateAction).run();
}

#[test]
#[should_panic(expected = "invariant broken: always broken")]
fn suite_runs_the_invariants_hook_after_every_step() {
    suite(Flaw::None).invariants(|_| Err("always broken".into())).run();
}

#[test]
#[should_panic(expected = "corrupt save sweep")]
fn suite_catches_a_loader_that_accepts_a_state_breaking_its_invariants() {
    suite(Flaw::LaxLoad).corrupt_saves(0).run();
}
