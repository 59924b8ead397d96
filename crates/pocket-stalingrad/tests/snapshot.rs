//! One full seeded playthrough, every action, chance outcome and event as text.

use wargames_core::testing::transcript;
use wargames_pocket_stalingrad::{Options, PocketStalingrad};

#[test]
fn seeded_playthrough() {
    insta::assert_snapshot!(transcript::<PocketStalingrad>(&Options::default(), 2026, 100_000));
}
