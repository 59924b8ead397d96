//! A value function as leaf evaluation: a game's heuristic estimate of a
//! state, without playing on.

use std::fmt;

use wargames_core::{Game, Rng, Seat, Status};

use crate::config::LeafValue;
use crate::evaluator::{Evaluator, Leaf, write_outcome};

/// Values a leaf by a function of the state and a seat, without playing
/// on: a game's heuristic estimate, for example.
///
/// ```
/// use wargames_agents::{Mcts, MctsConfig, ValueEvaluator};
/// use wargames_core::{Match, Observation, Seat};
/// use wargames_squad::{Heuristic, Options, Squad};
///
/// let config = MctsConfig::<Squad>::new()
///     .iterations(50)
///     .evaluator(|| Box::new(ValueEvaluator::new(|game: &Squad, _seat| Heuristic::estimate(game))));
/// let mut bot = Mcts::new(config, 1u64).unwrap();
/// let m = Match::<Squad>::new(Options::default(), 1u64).unwrap();
/// assert!(bot.search(&Observation::new(m.game(), Seat::FIRST)).is_ok());
/// ```
pub struct ValueEvaluator<G: Game> {
    value: Box<LeafValue<G>>,
}

impl<G: Game> ValueEvaluator<G> {
    /// Leaves valued by `value` (in `0.0..=1.0`, like [`Game::returns`]);
    /// a finished game by its returns.
    pub fn new<F>(value: F) -> ValueEvaluator<G>
    where
        F: Fn(&G, Seat) -> f64 + Send + Sync + 'static,
    {
        ValueEvaluator { value: Box::new(value) }
    }
}

impl<G: Game> Evaluator<G> for ValueEvaluator<G> {
    fn evaluate(&mut self, leaves: &mut [Leaf<'_, G>], _rng: &mut Rng) {
        for leaf in leaves {
            let (state, values) = leaf.parts();
            if let Status::Over(outcome) = state.status() {
                write_outcome::<G>(&outcome, values);
                continue;
            }
            for (s, v) in values.iter_mut().enumerate() {
                *v = (self.value)(state, Seat(s as u8));
            }
        }
    }
}

impl<G: Game> fmt::Debug for ValueEvaluator<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ValueEvaluator").finish_non_exhaustive()
    }
}
