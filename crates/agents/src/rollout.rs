//! Rollouts: the default leaf evaluation, a simulated game played on from
//! a leaf and the returns it ends with, with buffers reused from one
//! iteration to the next.

use std::fmt;

use wargames_core::{Agent, Game, NoEvents, Observation, Rng, Seat, Seed, Status};

use crate::config::{MctsConfig, Rollout};
use crate::evaluator::{Evaluator, Leaf, write_outcome};

/// Values a leaf by playing it on: the config's [`Rollout`] policy (random
/// by default, or an agent per seat), to the end or for
/// [`max_rollout_steps`](MctsConfig::max_rollout_steps), then
/// [`Game::returns`] of the outcome, or the config's
/// [`leaf_value`](MctsConfig::leaf_value) for a game cut off. A rollout
/// never plays an action the config excludes (unless every legal one is).
///
/// The default evaluator of a search; it allocates nothing per rollout
/// once its buffer has grown.
///
/// ```
/// use wargames_agents::{Mcts, MctsConfig, RolloutEvaluator};
/// use wargames_pocket_stalingrad::PocketStalingrad;
///
/// let config = MctsConfig::<PocketStalingrad>::new().iterations(100);
/// let rollouts = config.clone();
/// // The same as leaving the evaluator unset.
/// let config = config.evaluator(move || Box::new(RolloutEvaluator::new(&rollouts)));
/// assert!(Mcts::new(config, 1u64).is_ok());
/// ```
pub struct RolloutEvaluator<G: Game> {
    config: MctsConfig<G>,
    actions: Vec<G::Action>,
    agents: Vec<Box<dyn Agent<G> + Send>>,
}

impl<G: Game> RolloutEvaluator<G> {
    /// Rollouts with the policy, depth, cut-off value and exclusions of
    /// `config`.
    #[must_use]
    pub fn new(config: &MctsConfig<G>) -> RolloutEvaluator<G> {
        RolloutEvaluator { config: config.clone(), actions: Vec::new(), agents: Vec::new() }
    }

    /// Plays `state` on to its end, or for `max_rollout_steps` steps, and
    /// writes what it is worth to each seat into `returns`:
    /// [`Game::returns`] of the outcome, or the config's leaf value for a
    /// game cut off (or one that breaks its contract: a seat with no legal
    /// action, a refused step).
    fn rollout(&mut self, state: &mut G, rng: &mut Rng, returns: &mut [f64]) {
        let config = &self.config;
        let mut steps = 0u32;
        while steps < config.max_rollout_steps {
            match state.status() {
                Status::Over(outcome) => {
                    write_outcome::<G>(&outcome, returns);
                    return;
                }
                Status::Chance => {
                    let Some(outcome) = state.sample_chance(rng) else { break };
                    if state.resolve_chance(&outcome, &mut NoEvents).is_err() {
                        break;
                    }
                }
                Status::ToAct(seat) => {
                    state.legal_actions(&mut self.actions);
                    config.keep_playable(state, &mut self.actions);
                    if self.actions.is_empty() {
                        break;
                    }
                    let index = match self.agents.get_mut(seat.index()) {
                        Some(agent) => {
                            let i = agent.choose(&Observation::new(state, seat), &self.actions);
                            if i < self.actions.len() { i } else { rng.index(self.actions.len()) }
                        }
                        None => rng.index(self.actions.len()),
                    };
                    if state.apply(&self.actions[index], &mut NoEvents).is_err() {
                        break;
                    }
                }
            }
            steps += 1;
        }
        if let Status::Over(outcome) = state.status() {
            write_outcome::<G>(&outcome, returns);
            return;
        }
        for (s, r) in returns.iter_mut().enumerate() {
            *r = config.leaf(state, Seat(s as u8));
        }
    }
}

impl<G: Game> Evaluator<G> for RolloutEvaluator<G> {
    /// Builds the rollout agents of one search (one per seat, seeded from
    /// `rng`), or drops them for random rollouts.
    fn begin(&mut self, rng: &mut Rng) {
        self.agents.clear();
        if let Rollout::Agent(make) = &self.config.rollout {
            for _ in 0..G::SEATS {
                let seed = Seed::from_u64(rng.next_u64());
                self.agents.push(make(seed));
            }
        }
    }

    fn evaluate(&mut self, leaves: &mut [Leaf<'_, G>], rng: &mut Rng) {
        for leaf in leaves {
            let (state, returns) = leaf.parts();
            self.rollout(state, rng, returns);
        }
    }
}

impl<G: Game> fmt::Debug for RolloutEvaluator<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RolloutEvaluator").field("rollout", &self.config.rollout).finish_non_exhaustive()
    }
}
