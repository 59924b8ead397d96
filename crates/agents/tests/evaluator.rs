//! Leaf evaluation as a trait: the default rollouts, a value function, a
//! caller's evaluator, and what the search does with the values it gets.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

mod common;

use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};

use common::{Action, Options, Trial};
use wargames_agents::{Evaluator, Ismcts, Leaf, Mcts, MctsConfig, RolloutEvaluator, SearchResult, ValueEvaluator};
use wargames_core::{Game, Observation, Rng, Seat};

fn trial(options: Options) -> Trial {
    Trial::setup(&options).unwrap()
}

fn mcts(game: &Trial, config: MctsConfig<Trial>, seed: u64) -> SearchResult<Trial> {
    let seat = game.status().to_act().unwrap();
    Mcts::new(config, seed).unwrap().search(&Observation::new(game, seat)).unwrap()
}

fn ismcts(game: &Trial, config: MctsConfig<Trial>, seed: u64) -> SearchResult<Trial> {
    let seat = game.status().to_act().unwrap();
    Ismcts::new(config, seed).unwrap().search(&Observation::new(game, seat)).unwrap()
}

/// A.1: the exact worth of a Nim pile to `seat`: the seat to act wins
/// exactly when the pile is not a multiple of 3.
fn nim_value(game: &Trial, seat: Seat) -> f64 {
    let to_act_wins = !game.stones.is_multiple_of(3);
    if to_act_wins == (seat.0 == game.turn) { 1.0 } else { 0.0 }
}

#[test]
fn rollouts_set_as_the_evaluator_search_as_the_default() {
    for seed in 0..4 {
        for stones in [4, 7, 8] {
            let plain = MctsConfig::new().iterations(200).max_rollout_steps(3).leaf_value(nim_value);
            let copy = plain.clone();
            let explicit = plain.clone().evaluator(move || Box::new(RolloutEvaluator::new(&copy)));
            let game = trial(Options::Nim(stones));
            assert_eq!(mcts(&game, plain.clone(), seed), mcts(&game, explicit.clone(), seed));
            assert_eq!(ismcts(&game, plain, seed), ismcts(&game, explicit, seed));
        }
    }
}

#[test]
fn a1_nim_an_exact_value_evaluator_finds_the_winning_take() {
    // Without rollouts, the exact values of A.1 lead a short search to the
    // move that leaves a multiple of 3.
    for (stones, best) in [(7, Action::Take(1)), (5, Action::Take(2)), (8, Action::Take(2))] {
        for seed in 0..5 {
            let config = MctsConfig::new().iterations(20).evaluator(|| Box::new(ValueEvaluator::new(nim_value)));
            let game = trial(Options::Nim(stones));
            assert_eq!(mcts(&game, config.clone(), seed).action, best, "Mcts, {stones} stones, seed {seed}");
            assert_eq!(ismcts(&game, config, seed).action, best, "Ismcts, {stones} stones, seed {seed}");
        }
    }
}

/// Counts what the search asks of it, and values every leaf as `value`
/// makes of its exact A.1 value.
struct Counting {
    begun: Arc<AtomicU32>,
    leaves: Arc<AtomicU32>,
    value: fn(f64) -> f64,
}

impl Evaluator<Trial> for Counting {
    fn begin(&mut self, _rng: &mut Rng) {
        self.begun.fetch_add(1, Ordering::Relaxed);
    }

    fn evaluate(&mut self, leaves: &mut [Leaf<'_, Trial>], _rng: &mut Rng) {
        assert_eq!(leaves.len(), 1, "the UCT trees evaluate one leaf per iteration");
        for leaf in leaves {
            assert!(leaf.priors_mut().is_none(), "UCT reads no priors");
            let exact = [nim_value(leaf.state(), Seat(0)), nim_value(leaf.state(), Seat(1))];
            let values = leaf.values_mut();
            assert_eq!(values.len(), 2);
            for (v, exact) in values.iter_mut().zip(exact) {
                *v = (self.value)(exact);
            }
            self.leaves.fetch_add(1, Ordering::Relaxed);
        }
    }
}

fn counting(value: fn(f64) -> f64) -> (MctsConfig<Trial>, Arc<AtomicU32>, Arc<AtomicU32>) {
    let begun = Arc::new(AtomicU32::new(0));
    let leaves = Arc::new(AtomicU32::new(0));
    let (b, l) = (Arc::clone(&begun), Arc::clone(&leaves));
    let config = MctsConfig::new()
        .iterations(40)
        .trees(3)
        .evaluator(move || Box::new(Counting { begun: Arc::clone(&b), leaves: Arc::clone(&l), value }));
    (config, begun, leaves)
}

#[test]
fn each_tree_begins_once_per_search_and_evaluates_one_leaf_per_iteration() {
    let game = trial(Options::Nim(7));
    let (config, begun, leaves) = counting(|v| v);
    let found = mcts(&game, config, 1);
    assert_eq!((begun.load(Ordering::Relaxed), leaves.load(Ordering::Relaxed)), (3, 120));
    assert_eq!(found.total_visits(), 120);
    let (config, begun, leaves) = counting(|v| v);
    ismcts(&game, config, 1);
    assert_eq!((begun.load(Ordering::Relaxed), leaves.load(Ordering::Relaxed)), (3, 120));
}

#[test]
fn values_are_clamped_and_one_not_a_number_counts_as_a_draw() {
    let game = trial(Options::Nim(7));
    for seed in 0..3 {
        // Values of 0 and 7 count as 0 and 1; -3 and 1 as 0 and 1.
        assert_eq!(mcts(&game, counting(|v| 7.0 * v).0, seed), mcts(&game, counting(|v| v).0, seed));
        assert_eq!(mcts(&game, counting(|v| 4.0 * v - 3.0).0, seed), mcts(&game, counting(|v| v).0, seed));
        // A loss given as NaN counts as a draw.
        let nan = |v: f64| if v > 0.5 { 1.0 } else { f64::NAN };
        let draw = |v: f64| if v > 0.5 { 1.0 } else { 0.5 };
        assert_eq!(mcts(&game, counting(nan).0, seed), mcts(&game, counting(draw).0, seed));
        assert_eq!(ismcts(&game, counting(nan).0, seed), ismcts(&game, counting(draw).0, seed));
    }
}
