//! PUCT ([`Puct`]): leaves in batches under virtual loss, priors from the
//! evaluator, chance as in `Mcts`, and a choice that depends on the seed
//! and the evaluator alone.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

mod common;

use std::sync::{Arc, Mutex};

use common::{Action, Gamble, Options, Trial};
use wargames_agents::{ConfigError, Evaluator, Leaf, MctsConfig, Puct, SearchResult, ValueEvaluator};
use wargames_core::{Game, Observation, Rng, Seat};

fn trial(options: Options) -> Trial {
    Trial::setup(&options).unwrap()
}

fn puct(game: &Trial, config: MctsConfig<Trial>, seed: u64) -> SearchResult<Trial> {
    let seat = game.status().to_act().unwrap();
    Puct::new(config, seed).unwrap().search(&Observation::new(game, seat)).unwrap()
}

/// A.1: the exact worth of a Nim pile to `seat`.
fn nim_value(game: &Trial, seat: Seat) -> f64 {
    let to_act_wins = !game.stones.is_multiple_of(3);
    if to_act_wins == (seat.0 == game.turn) { 1.0 } else { 0.0 }
}

#[test]
fn a1_nim_puct_with_an_exact_value_finds_the_winning_take() {
    for (stones, best) in [(7, Action::Take(1)), (5, Action::Take(2)), (8, Action::Take(2))] {
        for batch in [1, 4, 16] {
            for seed in 0..3 {
                let config = MctsConfig::new()
                    .iterations(48)
                    .batch(batch)
                    .evaluator(|| Box::new(ValueEvaluator::new(nim_value)));
                let found = puct(&trial(Options::Nim(stones)), config, seed);
                assert_eq!(found.action, best, "{stones} stones, batch {batch}, seed {seed}");
                assert_eq!(found.total_visits(), 48);
            }
        }
    }
}

/// Records the size of every batch, values every leaf as a draw and puts
/// all prior weight on the legal action `favourite` (by place).
struct Recording {
    batches: Arc<Mutex<Vec<usize>>>,
    favourite: usize,
}

impl Evaluator<Trial> for Recording {
    fn evaluate(&mut self, leaves: &mut [Leaf<'_, Trial>], _rng: &mut Rng) {
        self.batches.lock().unwrap().push(leaves.len());
        for leaf in leaves {
            let mut legal = Vec::new();
            leaf.state().legal_actions(&mut legal);
            leaf.values_mut().fill(0.5);
            let priors = leaf.priors_mut().expect("PUCT asks for priors at a new decision node");
            priors.clear();
            priors.extend((0..legal.len()).map(|i| if i == self.favourite { 1.0 } else { 0.0 }));
        }
    }
}

fn recording(favourite: usize, batch: usize) -> (MctsConfig<Trial>, Arc<Mutex<Vec<usize>>>) {
    let batches = Arc::new(Mutex::new(Vec::new()));
    let b = Arc::clone(&batches);
    let config = MctsConfig::new()
        .iterations(50)
        .batch(batch)
        .evaluator(move || Box::new(Recording { batches: Arc::clone(&b), favourite }));
    (config, batches)
}

#[test]
fn leaves_come_in_batches_and_the_priors_steer_the_search() {
    let game = trial(Options::Nim(200));
    for favourite in [0, 1] {
        let (config, batches) = recording(favourite, 8);
        let found = puct(&game, config, 1);
        assert_eq!(found.index, favourite, "every value a draw: the prior decides");
        let batches = batches.lock().unwrap();
        // The root alone, then 50 iterations in batches of 8: six of 8 and
        // one of 2, every leaf a new decision node (200 stones: no game
        // ends within reach).
        assert_eq!(*batches, vec![1, 8, 8, 8, 8, 8, 8, 2]);
    }
}

#[test]
fn virtual_loss_spreads_a_batch_over_the_children() {
    // With uniform priors and values not back yet, the second descent of a
    // batch avoids the edge the first one took.
    let game = trial(Options::Nim(200));
    let (config, _) = recording(usize::MAX, 2);
    let found = puct(&game, config.iterations(2), 1);
    assert_eq!(found.visits, vec![1, 1]);
}

#[test]
fn the_same_seed_and_evaluator_give_the_same_choice_for_any_thread_count() {
    for options in [Options::Nim(13), Options::Nim(9)] {
        let game = trial(options);
        for seed in 0..4 {
            let config = MctsConfig::new()
                .iterations(64)
                .batch(4)
                .trees(3)
                .evaluator(|| Box::new(ValueEvaluator::new(|g: &Trial, s| 0.25 + 0.5 * nim_value(g, s))));
            let one = puct(&game, config.clone().threads(1), seed);
            let three = puct(&game, config.clone().threads(3), seed);
            let again = puct(&game, config, seed);
            assert_eq!(one, three);
            assert_eq!(one, again);
        }
    }
}

#[test]
fn a2_lottery_puct_walks_chance_points_to_the_best_gamble() {
    // Rollouts (the default evaluator) and uniform priors: the chance
    // children are drawn with their probabilities, so the best gamble
    // (5 wins and 4 draws in 10, worth 0.7) gets most visits.
    let gambles = [Gamble::new(3, 2), Gamble::new(5, 4), Gamble::new(2, 6), Gamble::new(6, 0)];
    let game = trial(Options::lottery(&gambles));
    for seed in 0..3 {
        let found = puct(&game, MctsConfig::new().iterations(2_000).batch(4).exploration(0.5), seed);
        assert_eq!(found.index, 1, "seed {seed}: {:?}", found.visits);
        assert_eq!(found.total_visits(), 2_000);
    }
}

#[test]
fn a_zero_batch_is_refused_at_construction() {
    let refused = Puct::<Trial>::new(MctsConfig::new().batch(0), 1u64).err();
    assert_eq!(refused, Some(ConfigError::ZeroBatch));
}
