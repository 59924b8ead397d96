//! Root parallelism: independent trees with seeds derived from the agent's,
//! run on threads and merged by summing root visit counts in tree order,
//! so the choice is the same for any thread count.

use wargames_core::{FlowError, Game, Observation, Rng, Seed, Status};

use crate::config::{ConfigError, MctsConfig};
use crate::evaluator::Evaluator;
use crate::result::SearchResult;
use crate::rollout::RolloutEvaluator;
use crate::ucb::argmax;

pub(crate) mod sealed {
    /// Only this crate's trees are trees.
    pub trait Sealed {}
}

/// A kind of search tree that [`Search`](crate::Search) runs:
/// [`MctsTree`](crate::MctsTree) (UCT with chance nodes) or
/// [`IsmctsTree`](crate::IsmctsTree) (information sets). Sealed: the
/// search's front end, root parallelism and choice are shared, the trees
/// are this crate's.
pub trait Tree<G: Game>: Send + sealed::Sealed {
    /// The agent's name in `Debug` output (`"Mcts"`).
    const NAME: &'static str;

    /// An empty tree valuing its leaves with `evaluator`.
    fn new(evaluator: Box<dyn Evaluator<G>>) -> Self;

    /// Runs `config.iterations` iterations from `observation`, with a
    /// random source seeded by `seed` alone.
    fn run(&mut self, observation: &Observation<'_, G>, config: &MctsConfig<G>, seed: Seed);

    /// Adds the visits of the root's children to the legal actions they
    /// play (`visits[i]` for `legal[i]`).
    fn add_root_visits(&self, legal: &[G::Action], visits: &mut [u32]);
}

/// The trees of one agent, their seeds, and the buffers of a search.
pub(crate) struct Forest<G: Game, T> {
    pub config: MctsConfig<G>,
    probe_seed: Seed,
    seeds: Vec<Seed>,
    trees: Vec<T>,
    legal: Vec<G::Action>,
}

impl<G: Game, T: Tree<G>> Forest<G, T> {
    /// Checks `config` and derives one seed per tree from `seed`: tree `t`
    /// has the same seed whatever the number of trees.
    pub(crate) fn new(config: MctsConfig<G>, seed: Seed) -> Result<Forest<G, T>, ConfigError> {
        config.validate()?;
        let mut rng = Rng::new(seed);
        let probe_seed = Seed::from_u64(rng.next_u64());
        let seeds = (0..config.trees).map(|_| Seed::from_u64(rng.next_u64())).collect();
        let trees = (0..config.trees).map(|_| T::new(make_evaluator(&config))).collect();
        Ok(Forest { config, probe_seed, seeds, trees, legal: Vec::new() })
    }

    /// Searches every tree and merges their root visit counts.
    pub(crate) fn search(&mut self, observation: &Observation<'_, G>) -> Result<SearchResult<G>, FlowError> {
        let probe = observation.sample_state(&mut Rng::new(self.probe_seed));
        match probe.status() {
            Status::Over(_) => return Err(FlowError::GameOver),
            Status::Chance => return Err(FlowError::ChancePending),
            // A search for a seat not to act would choose another seat's
            // action from what this seat sees.
            Status::ToAct(seat) if seat != observation.seat() => return Err(FlowError::NotToAct),
            Status::ToAct(_) => {}
        }
        probe.legal_actions(&mut self.legal);
        if self.legal.is_empty() {
            // A seat to act with nothing to do: the game cannot go on.
            return Err(FlowError::GameOver);
        }
        self.run_trees(observation);
        let mut visits = vec![0u32; self.legal.len()];
        for tree in &self.trees {
            tree.add_root_visits(&self.legal, &mut visits);
        }
        // Most visits among the actions the config does not exclude (all
        // of them if it excludes every one); a tie goes to the lowest index.
        let every = self.legal.iter().all(|a| self.config.excludes(&probe, a));
        let playable = |i: usize| every || !self.config.excludes(&probe, &self.legal[i]);
        let index = argmax(visits.iter().enumerate().filter(|&(i, _)| playable(i))).unwrap_or(0);
        Ok(SearchResult { index, action: self.legal[index].clone(), visits })
    }

    fn run_trees(&mut self, observation: &Observation<'_, G>) {
        let config = &self.config;
        let threads = config.threads.min(self.trees.len());
        if threads <= 1 {
            for (tree, seed) in self.trees.iter_mut().zip(&self.seeds) {
                tree.run(observation, config, *seed);
            }
            return;
        }
        let chunk = self.trees.len().div_ceil(threads);
        std::thread::scope(|scope| {
            for (trees, seeds) in self.trees.chunks_mut(chunk).zip(self.seeds.chunks(chunk)) {
                scope.spawn(move || {
                    for (tree, seed) in trees.iter_mut().zip(seeds) {
                        tree.run(observation, config, *seed);
                    }
                });
            }
        });
    }
}

/// The evaluator of one tree: the config's, or rollouts.
fn make_evaluator<G: Game>(config: &MctsConfig<G>) -> Box<dyn Evaluator<G>> {
    match &config.evaluator {
        Some(make) => make(),
        None => Box::new(RolloutEvaluator::new(config)),
    }
}
