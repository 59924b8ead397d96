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

#[test]
fn a_hint_names_a_legal_action_with_the_visits_of_each() {
    use wargames::search::{SearchError, hint};
    use wargames::squad::{Options, Squad};
    let game = Match::<Squad>::new(Options::default(), 9u64).expect("default options set up");
    let seat = game.status().to_act().expect("a decision at the start");
    let observation = Observation::new(game.game(), seat);
    let found = hint(&observation, 50, 1u64).expect("a hint");
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert_eq!(legal[found.index], found.action);
    assert_eq!(found.visits.len(), legal.len());
    assert_eq!(found, hint(&observation, 50, 1u64).expect("a hint"), "the same seed gives the same hint");
    assert!(matches!(hint(&observation, 0, 1u64), Err(SearchError::Config(ConfigError::ZeroIterations))));
}

#[test]
fn a_hint_for_a_seat_with_no_decision_is_refused() {
    use wargames::pocket_stalingrad::{Options, PocketStalingrad};
    use wargames::search::{SearchError, hint};
    let game = Match::<PocketStalingrad>::new(Options::default(), 3u64).expect("default options set up");
    let seat = game.status().to_act().expect("a decision at the start");
    let other = wargames::Seat((seat.0 + 1) % 2);
    assert_eq!(
        hint(&Observation::new(game.game(), other), 50, 1u64),
        Err(SearchError::Flow(wargames::FlowError::NotToAct))
    );
}
