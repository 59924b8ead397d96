//! `MctsConfig::exclude`: the actions a search never plays, tried on
//! Squad's `Back` (R-D2), which the search would otherwise weigh like any
//! other part of a decision.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use wargames_agents::{Ismcts, Mcts, MctsConfig, SearchResult};
use wargames_core::{Agent, Match, Observation, RandomAgent, Seat};
use wargames_squad::{Action, Options, Squad};

/// A match part-way through a decision made in parts, where `Back` is legal.
fn with_back_legal(seed: u64) -> Match<Squad> {
    first_with_back_legal(seed).expect("a random game makes a decision in parts")
}

fn first_with_back_legal(seed: u64) -> Option<Match<Squad>> {
    let mut m = Match::<Squad>::new(Options::default(), seed).unwrap();
    let mut random = RandomAgent::new(seed);
    let mut legal = Vec::new();
    while let Some(seat) = m.status().to_act() {
        m.legal_actions(&mut legal);
        if legal.contains(&Action::Back) {
            return Some(m);
        }
        let i = random.choose(&Observation::new(m.game(), seat), &legal);
        m.play(&legal[i]).unwrap();
    }
    None
}

fn no_back() -> MctsConfig<Squad> {
    MctsConfig::new().iterations(200).max_rollout_steps(10).exclude(|a| *a == Action::Back)
}

/// Searches five positions where `Back` is legal with `search` and checks
/// that `Back` got no visit and was not chosen.
fn never_back(search: impl Fn(&Observation<'_, Squad>, u64) -> SearchResult<Squad>) {
    for seed in 0..5 {
        let m = with_back_legal(seed);
        let found = search(&Observation::new(m.game(), Seat::FIRST), seed);
        let mut legal = Vec::new();
        m.legal_actions(&mut legal);
        let back = legal.iter().position(|a| *a == Action::Back).unwrap();
        assert_eq!(found.visits[back], 0);
        assert_ne!(found.action, Action::Back);
        assert_eq!(found.action, legal[found.index]);
    }
}

#[test]
fn exclude_keeps_back_out_of_the_mcts_tree_and_choice() {
    never_back(|observation, seed| Mcts::new(no_back(), seed).unwrap().search(observation).unwrap());
}

#[test]
fn exclude_keeps_back_out_of_the_ismcts_tree_and_choice() {
    never_back(|observation, seed| Ismcts::new(no_back(), seed).unwrap().search(observation).unwrap());
}

/// A search that excludes every legal action considers them all, so a
/// decision always has a choice.
#[test]
fn exclude_of_every_action_leaves_the_decision_whole() {
    let m = with_back_legal(3);
    let config = MctsConfig::<Squad>::new().iterations(100).max_rollout_steps(10).exclude(|_| true);
    let found = Mcts::new(config, 3u64).unwrap().search(&Observation::new(m.game(), Seat::FIRST)).unwrap();
    let mut legal = Vec::new();
    m.legal_actions(&mut legal);
    assert_eq!(found.action, legal[found.index]);
    assert_eq!(found.visits.iter().sum::<u32>(), 100);
}

/// `exclude_in` sees the state: an action left out in one state only is
/// never visited there and is still searched where the closure lets it be.
#[test]
fn exclude_in_leaves_an_action_out_only_in_the_states_it_names() {
    // At the start of the standard game the choices are which soldier
    // takes its turn first (R-R1); leave out soldier 0 in round 1 only.
    let m = Match::<Squad>::new(Options::default(), 3u64).unwrap();
    let mut legal = Vec::new();
    m.legal_actions(&mut legal);
    let first = Action::BeginTurn { soldier: 0 };
    assert!(legal.contains(&first));
    let round = m.game().round();
    let config = |left_out: u8| {
        MctsConfig::<Squad>::new()
            .iterations(200)
            .max_rollout_steps(10)
            .exclude_in(move |g: &Squad, a| g.round() == left_out && *a == Action::BeginTurn { soldier: 0 })
    };
    let observation = Observation::new(m.game(), Seat::FIRST);
    let i = legal.iter().position(|a| *a == first).unwrap();
    let found = Mcts::new(config(round), 1u64).unwrap().search(&observation).unwrap();
    assert_eq!(found.visits[i], 0);
    assert_ne!(found.action, first);
    let found = Mcts::new(config(round + 1), 1u64).unwrap().search(&observation).unwrap();
    assert!(found.visits[i] > 0);
}
