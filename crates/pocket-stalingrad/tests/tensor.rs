//! The observation tensor is complete: on random games, states whose views
//! differ encode differently, and states whose views are equal encode
//! equally (what a seat sees on the table, all of it, is in its tensor).

use wargames_core::testing::check_tensor_tells_views_apart;
use wargames_pocket_stalingrad::{Options, PocketStalingrad};

#[test]
fn tensor_tells_apart_states_whose_views_differ() {
    let views = check_tensor_tells_views_apart::<PocketStalingrad>(&Options::default(), 100, 5_000);
    assert!(views > 4_000, "only {views} views checked");
}
