//! Rollouts: a simulated game played on from a leaf, and the returns it
//! ends with, with buffers reused from one iteration to the next.

use wargames_core::{Agent, Game, NoEvents, Observation, Rng, Seat, Seed, Status};

use crate::config::{MctsConfig, Rollout};

/// A tree's rollout buffers and policy agents.
pub(crate) struct Simulator<G: Game> {
    actions: Vec<G::Action>,
    /// The returns of the last rollout, one per seat.
    pub returns: Vec<f64>,
    agents: Vec<Box<dyn Agent<G> + Send>>,
}

impl<G: Game> Simulator<G> {
    pub(crate) fn new() -> Simulator<G> {
        Simulator { actions: Vec::new(), returns: vec![0.0; usize::from(G::SEATS)], agents: Vec::new() }
    }

    /// Builds the rollout agents of one search (one per seat, seeded from
    /// `rng`), or drops them for random rollouts.
    pub(crate) fn prepare(&mut self, config: &MctsConfig<G>, rng: &mut Rng) {
        self.agents.clear();
        if let Rollout::Agent(make) = &config.rollout {
            for _ in 0..G::SEATS {
                let seed = Seed::from_u64(rng.next_u64());
                self.agents.push(make(seed));
            }
        }
    }

    /// Plays `state` on to its end, or for `max_rollout_steps` steps, and
    /// writes what it is worth to each seat into [`returns`](Self::returns):
    /// [`Game::returns`] of the outcome, or the config's leaf value for a
    /// game cut off (or one that breaks its contract: a seat with no legal
    /// action, a refused step).
    pub(crate) fn rollout(&mut self, state: &mut G, rng: &mut Rng, config: &MctsConfig<G>) {
        let mut steps = 0u32;
        while steps < config.max_rollout_steps {
            match state.status() {
                Status::Over(outcome) => {
                    self.write_outcome(&outcome);
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
            self.write_outcome(&outcome);
            return;
        }
        for (s, r) in self.returns.iter_mut().enumerate() {
            *r = config.leaf(state, Seat(s as u8));
        }
    }

    /// Writes the returns of a finished game.
    pub(crate) fn write_outcome(&mut self, outcome: &G::Outcome) {
        for (s, r) in self.returns.iter_mut().enumerate() {
            *r = G::returns(outcome, Seat(s as u8));
        }
    }
}
