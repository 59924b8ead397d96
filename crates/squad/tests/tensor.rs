//! The observation tensor is complete: on random games, states whose views
//! differ encode differently, and states whose views are equal encode
//! equally (what a seat sees on the table, all of it, is in its tensor).

use wargames_core::testing::check_tensor_tells_views_apart;
use wargames_squad::{Options, Quality, Squad};

#[test]
fn tensor_tells_apart_states_whose_views_differ() {
    let mut views = 0;
    for (mission, objective) in [("M01", "O01"), ("M01", "O02"), ("M02", "O03")] {
        let options = Options::scenario(mission, objective, Quality::FrontLine);
        views += check_tensor_tells_views_apart::<Squad>(&options, 10, 20_000);
    }
    assert!(views > 3_000, "only {views} views checked");
}
