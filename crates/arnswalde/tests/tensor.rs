//! The observation tensor is complete: on random games, states whose views
//! differ encode differently, and states whose views are equal encode
//! equally (what a seat sees on the table, all of it, is in its tensor).

use wargames_arnswalde::{Arnswalde, Difficulty, Options};
use wargames_core::testing::check_tensor_tells_views_apart;

#[test]
fn tensor_tells_apart_states_whose_views_differ() {
    let mut views = 0;
    for difficulty in [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard] {
        views += check_tensor_tells_views_apart::<Arnswalde>(&Options::with_difficulty(difficulty), 40, 20_000);
    }
    assert!(views > 4_000, "only {views} views checked");
}
