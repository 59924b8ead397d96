//! The behaviour of every difficulty over seeded random games, pinned as
//! one digest per game (`testing::fingerprint`): the legal lists in order,
//! the chance outcomes with their probabilities, the events and every
//! state. An optimisation must leave this snapshot as it is; a change of
//! the rules changes it together with `RULES_VERSION`.

use wargames_arnswalde::{Arnswalde, Difficulty, Options};
use wargames_core::testing::fingerprint;

#[test]
fn fingerprint_of_every_difficulty() {
    let mut text = String::new();
    for difficulty in Difficulty::ALL {
        text += &format!("{difficulty}\n");
        text += &fingerprint::<Arnswalde>(&Options::with_difficulty(difficulty), 0..200, 1_000_000);
    }
    insta::assert_snapshot!(text);
}
