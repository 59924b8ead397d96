//! The behaviour of the standard game over seeded random games, pinned as
//! one digest per game (`testing::fingerprint`): the legal lists in order,
//! the chance outcomes with their probabilities, the events and every
//! state. An optimisation must leave this snapshot as it is; a change of
//! the rules changes it together with `RULES_VERSION`.

use wargames_core::testing::fingerprint;
use wargames_rattenkrieg::{Options, Rattenkrieg};

#[test]
fn fingerprint_of_the_standard_game() {
    insta::assert_snapshot!(fingerprint::<Rattenkrieg>(&Options::default(), 0..200, 1_000_000));
}
