//! `wargames::search`: each game's own search plays a whole game in every
//! seat, and a search of no iterations is refused.
#![allow(clippy::expect_used)]

use wargames::agents::ConfigError;
use wargames::search::{Tuned, opponent};
use wargames::{Match, Observation};

/// Plays game `G` from its default options with `iterations`-iteration
/// searches in every seat; the number of decisions taken.
fn play_out<G: Tuned + 'static>(iterations: u32) -> usize {
    let mut game = Match::<G>::new(G::Options::default(), 5u64).expect("default options set up");
    let mut bots: Vec<_> =
        (0..G::SEATS).map(|s| opponent::<G>(iterations, 100 + u64::from(s)).expect("a valid search")).collect();
    let (mut legal, mut decisions) = (Vec::new(), 0);
    while let Some(seat) = game.status().to_act() {
        game.legal_actions(&mut legal);
        let i = bots[seat.index()].choose(&Observation::new(game.game(), seat), &legal);
        game.play(&legal[i]).expect("the search chooses a legal action");
        decisions += 1;
    }
    decisions
}

#[test]
fn every_games_search_plays_a_whole_game() {
    assert!(play_out::<wargames::arnswalde::Arnswalde>(8) > 0);
    assert!(play_out::<wargames::pocket_stalingrad::PocketStalingrad>(8) > 0);
    assert!(play_out::<wargames::rattenkrieg::Rattenkrieg>(8) > 0);
    assert!(play_out::<wargames::squad::Squad>(8) > 0);
}

#[test]
fn a_search_of_no_iterations_is_refused() {
    assert!(matches!(opponent::<wargames::squad::Squad>(0, 1u64), Err(ConfigError::ZeroIterations)));
    assert!(matches!(opponent::<wargames::rattenkrieg::Rattenkrieg>(0, 1u64), Err(ConfigError::ZeroIterations)));
}
