//! The search on positions whose best action is known exactly (the test
//! game's rules A.1..A.3), determinism, root parallelism, bad options and
//! states that are not a seat's turn.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

mod common;

use common::{Action, Chance, Gamble, Options, Trial};
use wargames_agents::{ConfigError, Ismcts, Mcts, MctsConfig, Rollout, SearchResult};
use wargames_core::{Agent, FlowError, Game, NoEvents, Observation, RandomAgent, Seat};

/// The iterations at which every known-best test below must find the action.
const ITERATIONS: u32 = 300;

fn trial(options: Options) -> Trial {
    Trial::setup(&options).unwrap()
}

fn mcts(config: MctsConfig<Trial>, seed: u64) -> Mcts<Trial> {
    Mcts::new(config, seed).unwrap()
}

fn search(game: &Trial, config: MctsConfig<Trial>, seed: u64) -> SearchResult<Trial> {
    let seat = game.status().to_act().unwrap();
    mcts(config, seed).search(&Observation::new(game, seat)).unwrap()
}

fn ismcts_search(game: &Trial, config: MctsConfig<Trial>, seed: u64) -> SearchResult<Trial> {
    let seat = game.status().to_act().unwrap();
    Ismcts::new(config, seed).unwrap().search(&Observation::new(game, seat)).unwrap()
}

#[test]
fn a1_nim_search_leaves_a_multiple_of_three() {
    // From 7 the only winning move is to take 1; from 5, to take 2; from 4, 1.
    for (stones, best) in [(7, Action::Take(1)), (5, Action::Take(2)), (4, Action::Take(1)), (8, Action::Take(2))] {
        for seed in 0..5 {
            let found = search(&trial(Options::Nim(stones)), MctsConfig::new().iterations(ITERATIONS), seed);
            assert_eq!(found.action, best, "Mcts, {stones} stones, seed {seed}: {found:?}");
            let found = ismcts_search(&trial(Options::Nim(stones)), MctsConfig::new().iterations(ITERATIONS), seed);
            assert_eq!(found.action, best, "Ismcts, {stones} stones, seed {seed}: {found:?}");
        }
    }
}

#[test]
fn a1_nim_second_seat_maximises_its_own_returns() {
    // Seat 0 takes 1 from 7 (a winning move); seat 1 faces 6 and loses
    // whatever it does, but from 5 after a poor first move it must take 2.
    let mut game = trial(Options::Nim(7));
    game.apply(&Action::Take(2), &mut NoEvents).unwrap();
    assert_eq!(game.status().to_act(), Some(Seat(1)));
    for seed in 0..5 {
        let found = search(&game, MctsConfig::new().iterations(ITERATIONS), seed);
        assert_eq!(found.action, Action::Take(2), "seed {seed}: {found:?}");
    }
}

#[test]
fn a2_lottery_search_follows_the_chance_probabilities() {
    // A sure draw (worth 0.5) against a gamble: taken when it wins 6 times
    // in 10 (worth 0.6), refused when it wins 4 times (0.4). Only the exact
    // probabilities of the chance point tell the two positions apart.
    let safe = Gamble::new(0, 10);
    for seed in 0..5 {
        let good = search(
            &trial(Options::lottery(&[safe, Gamble::new(6, 0)])),
            MctsConfig::new().iterations(ITERATIONS),
            seed,
        );
        assert_eq!(good.action, Action::Pick(1), "seed {seed}: {good:?}");
        let bad = search(
            &trial(Options::lottery(&[safe, Gamble::new(4, 0)])),
            MctsConfig::new().iterations(ITERATIONS),
            seed,
        );
        assert_eq!(bad.action, Action::Pick(0), "seed {seed}: {bad:?}");
    }
}

#[test]
fn a2_lottery_best_of_four_gambles() {
    let gambles = [Gamble::new(3, 2), Gamble::new(5, 4), Gamble::new(2, 6), Gamble::new(6, 0)];
    // Worth 0.4, 0.7, 0.5, 0.6: the second is best.
    let best = (0..4).max_by(|&a, &b| gambles[a].worth().total_cmp(&gambles[b].worth())).unwrap();
    assert_eq!(best, 1);
    for seed in 0..5 {
        let found = search(&trial(Options::lottery(&gambles)), MctsConfig::new().iterations(ITERATIONS), seed);
        assert_eq!(found.action, Action::Pick(1), "seed {seed}: {found:?}");
    }
}

#[test]
fn same_seed_same_choice_and_visits() {
    let game = trial(Options::Nim(11));
    let config = || MctsConfig::new().iterations(200).trees(2);
    let a = search(&game, config(), 42);
    let b = search(&game, config(), 42);
    assert_eq!(a, b);
    // An agent's search does not depend on its earlier searches.
    let mut agent = mcts(config(), 42);
    let observation = Observation::new(&game, Seat(0));
    let first = agent.search(&observation).unwrap();
    let _ = agent.search(&Observation::new(&trial(Options::Nim(5)), Seat(0))).unwrap();
    assert_eq!(agent.search(&observation).unwrap(), first);
    assert_eq!(first, a);
}

#[test]
fn one_two_and_three_threads_same_choice() {
    let game = trial(Options::lottery(&[Gamble::new(3, 2), Gamble::new(5, 0), Gamble::new(2, 6), Gamble::new(4, 2)]));
    for trees in [1, 3, 4] {
        let results: Vec<_> = [1, 2, 3]
            .into_iter()
            .map(|threads| search(&game, MctsConfig::new().iterations(50).trees(trees).threads(threads), 9))
            .collect();
        assert_eq!(results[0], results[1], "{trees} trees");
        assert_eq!(results[0], results[2], "{trees} trees");
        assert_eq!(results[0].total_visits(), 50 * trees as u64);
        let is: Vec<_> = [1, 2, 3]
            .into_iter()
            .map(|threads| ismcts_search(&game, MctsConfig::new().iterations(50).trees(trees).threads(threads), 9))
            .collect();
        assert_eq!(is[0], is[1], "Ismcts, {trees} trees");
        assert_eq!(is[0], is[2], "Ismcts, {trees} trees");
    }
}

#[test]
fn more_trees_sum_the_visits_of_each_tree_in_order() {
    // Tree t has the same seed whatever the number of trees, so the first
    // tree of a forest of two searches like a forest of one.
    let game = trial(Options::Nim(9));
    let one = search(&game, MctsConfig::new().iterations(60), 3);
    let two = search(&game, MctsConfig::new().iterations(60).trees(2), 3);
    assert_eq!(two.total_visits(), 2 * one.total_visits());
    assert!(one.visits.iter().zip(&two.visits).all(|(a, b)| a <= b));
}

#[test]
fn bad_config_is_refused_at_construction() {
    let refused = |config: MctsConfig<Trial>| Mcts::new(config.clone(), 1u64).err().or(Ismcts::new(config, 1u64).err());
    assert_eq!(refused(MctsConfig::new().iterations(0)), Some(ConfigError::ZeroIterations));
    assert_eq!(refused(MctsConfig::new().trees(0)), Some(ConfigError::ZeroTrees));
    assert_eq!(refused(MctsConfig::new().threads(0)), Some(ConfigError::ZeroThreads));
    assert_eq!(refused(MctsConfig::new().max_nodes(0)), Some(ConfigError::ZeroMemoryCap));
    assert_eq!(refused(MctsConfig::new().exploration(-0.1)), Some(ConfigError::Exploration(-0.1)));
    assert_eq!(refused(MctsConfig::new().exploration(f64::INFINITY)), Some(ConfigError::Exploration(f64::INFINITY)));
    assert!(
        matches!(refused(MctsConfig::new().exploration(f64::NAN)), Some(ConfigError::Exploration(c)) if c.is_nan())
    );
    assert_eq!(refused(MctsConfig::new().exploration(0.0)), None);
    // Both agents refuse each option themselves.
    assert_eq!(Ismcts::<Trial>::new(MctsConfig::new().iterations(0), 1u64).err(), Some(ConfigError::ZeroIterations));
}

#[test]
fn acting_at_a_chance_point_or_after_the_end_is_the_drivers_flow_error() {
    let mut game = trial(Options::lottery(&[Gamble::new(5, 0)]));
    game.apply(&Action::Pick(0), &mut NoEvents).unwrap();
    assert!(game.status().is_chance());
    let config = || MctsConfig::new().iterations(10);
    let observation = Observation::new(&game, Seat(0));
    assert_eq!(mcts(config(), 1).search(&observation), Err(FlowError::ChancePending));
    assert_eq!(Ismcts::new(config(), 1u64).unwrap().search(&observation), Err(FlowError::ChancePending));
    // The driver's own refusal is the same.
    assert_eq!(game.validate(&Action::Pick(0)), Err(FlowError::ChancePending.into()));

    game.resolve_chance(&Chance::Win, &mut NoEvents).unwrap();
    let observation = Observation::new(&game, Seat(0));
    assert_eq!(mcts(config(), 1).search(&observation), Err(FlowError::GameOver));
    assert_eq!(Ismcts::new(config(), 1u64).unwrap().search(&observation), Err(FlowError::GameOver));
    assert_eq!(game.validate(&Action::Pick(0)), Err(FlowError::GameOver.into()));
}

#[test]
fn memory_cap_bounds_the_tree_and_search_goes_on() {
    // With room for the root and its children only, every iteration rolls
    // out from a child of the root: the search still plays legally and still
    // tells a sure loss from a sure win one move deep.
    let game = trial(Options::Nim(2));
    for cap in [1, 3, 10] {
        let found = search(&game, MctsConfig::new().iterations(100).max_nodes(cap), 1);
        assert_eq!(found.action, Action::Take(2), "cap {cap}");
        assert_eq!(found.total_visits(), 100);
        let found = ismcts_search(&game, MctsConfig::new().iterations(100).max_nodes(cap), 1);
        assert_eq!(found.action, Action::Take(2), "Ismcts, cap {cap}");
    }
}

#[test]
fn agent_rollouts_and_leaf_values() {
    // Rollouts by an agent from a factory, and a cut-off at depth 0 whose
    // leaf value favours seat 0's opponent everywhere except at the end.
    let config =
        MctsConfig::new().iterations(ITERATIONS).rollout(Rollout::agent(|seed| Box::new(RandomAgent::new(seed))));
    let found = search(&trial(Options::Nim(7)), config, 2);
    assert_eq!(found.action, Action::Take(1));
    let cut = MctsConfig::new().iterations(50).max_rollout_steps(0).leaf_value(|_game: &Trial, _seat| f64::NAN);
    let found = search(&trial(Options::Nim(4)), cut, 2);
    assert!(found.index < 2);
}

#[test]
fn choose_returns_the_index_of_the_searched_action_in_legal() {
    let game = trial(Options::Nim(7));
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let mut agent = mcts(MctsConfig::new().iterations(ITERATIONS), 4);
    let i = agent.choose(&Observation::new(&game, Seat(0)), &legal);
    assert_eq!(legal[i], Action::Take(1));
    let mut agent = Ismcts::new(MctsConfig::new().iterations(ITERATIONS), 4u64).unwrap();
    let i = agent.choose(&Observation::new(&game, Seat(0)), &legal);
    assert_eq!(legal[i], Action::Take(1));
}

#[test]
fn agents_are_send() {
    fn send<T: Send>() {}
    send::<Mcts<Trial>>();
    send::<Ismcts<Trial>>();
    send::<MctsConfig<Trial>>();
}
