//! The core conformance suite on every meaningful option set, with the text
//! of every legal action and roll read back at every step.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "test helpers fail loudly")]

mod common;

use common::{any_action, any_chance};
use wargames_core::testing::Conformance;
use wargames_pocket_stalingrad::{Options, PocketStalingrad};

fn suite(options: Options, cases: u32) {
    Conformance::<PocketStalingrad>::new(options)
        .cases(cases)
        .max_steps(20_000)
        .arbitrary_actions(any_action)
        .arbitrary_chance(any_chance)
        .text_round_trip()
        .run();
}

#[test]
fn conformance_standard() {
    suite(Options::default(), 64);
}

#[test]
fn conformance_literal_readings() {
    let literal = Options {
        assault_extra_cmd: true,
        deploy_all: true,
        guards_unit_in_z: false,
        vp_decides: true,
        ..Options::default()
    };
    suite(literal, 32);
}

#[test]
fn conformance_small_reserve_long_game() {
    suite(Options { reserve: 6, turns: 8, ..Options::default() }, 16);
}
