//! The behaviour of every mission, objective and enemy quality over seeded
//! random games, pinned as one digest per game (`testing::fingerprint`): the
//! legal lists in order, the chance outcomes with their probabilities, the
//! events, every state and the final view. An optimisation must leave this
//! snapshot as it is; a change of the rules changes it together with
//! `RULES_VERSION`, and a change of the View's form changes it too (say so
//! in the CHANGELOG: the step counts and outcomes stay).

use wargames_core::testing::fingerprint;
use wargames_squad::{Options, Quality, Squad};

#[test]
fn fingerprint_of_every_scenario() {
    let mut text = String::new();
    for mission in ["M01", "M02"] {
        for objective in ["O01", "O02", "O03"] {
            for (quality, name) in [(Quality::FrontLine, "front-line"), (Quality::Elite, "elite")] {
                let options = Options::scenario(mission, objective, quality);
                text += &format!("{mission} {objective} {name}\n");
                text += &fingerprint::<Squad>(&options, 0..50, 1_000_000);
            }
        }
    }
    insta::assert_snapshot!(text);
}
