//! An insta snapshot of one full seeded playthrough: every action, chance
//! outcome and event, as text. Any change of behaviour shows up as a diff.

use wargames_arnswalde::{Arnswalde, Options};
use wargames_core::testing::transcript;

#[test]
fn seeded_playthrough_snapshot() {
    insta::assert_snapshot!(transcript::<Arnswalde>(&Options::default(), 2026, 100_000));
}
