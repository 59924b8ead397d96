//! The options of a search ([`MctsConfig`]), shared by [`Mcts`](crate::Mcts)
//! and [`Ismcts`](crate::Ismcts), and the refusal of a bad one.

use std::fmt;
use std::sync::Arc;

use wargames_core::{Agent, Game, Seat, Seed};

use crate::evaluator::{Evaluator, MakeEvaluator};

/// Builds the rollout agent of one seat from a seed ([`Rollout::Agent`]).
pub type MakeRolloutAgent<G> = dyn Fn(Seed) -> Box<dyn Agent<G> + Send> + Send + Sync;

/// Estimates what a state cut off by the rollout depth is worth to a seat,
/// in `0.0..=1.0` like [`Game::returns`].
pub type LeafValue<G> = dyn Fn(&G, Seat) -> f64 + Send + Sync;

/// Says whether a search leaves an action out ([`MctsConfig::exclude`]).
pub type Exclude<G> = dyn Fn(&<G as Game>::Action) -> bool + Send + Sync;

/// Says whether a search leaves an action out in a given state
/// ([`MctsConfig::exclude_in`]).
pub type ExcludeIn<G> = dyn Fn(&G, &<G as Game>::Action) -> bool + Send + Sync;

/// How a search plays a game on from a leaf of its tree.
pub enum Rollout<G: Game> {
    /// Every seat plays a legal action (less those the config
    /// [excludes](MctsConfig::exclude)) drawn uniformly from the tree's own
    /// seeded source (the default, and the cheapest).
    Random,
    /// Every seat is played by an agent built by the factory, once per seat
    /// and search, from a seed derived from the tree's seed: for example a
    /// game's `Heuristic`. The agent sees the simulated state through an
    /// [`Observation`](wargames_core::Observation) like any agent.
    Agent(Arc<MakeRolloutAgent<G>>),
}

impl<G: Game> Rollout<G> {
    /// Rollouts played by the agents `make` builds from a seed.
    ///
    /// ```
    /// use wargames_agents::{Ismcts, MctsConfig, Rollout};
    /// use wargames_rattenkrieg::{Heuristic, Rattenkrieg};
    ///
    /// let rollout = Rollout::agent(|seed| Box::new(Heuristic::new(seed)));
    /// let bot = Ismcts::<Rattenkrieg>::new(MctsConfig::new().rollout(rollout), 1u64);
    /// assert!(bot.is_ok());
    /// ```
    pub fn agent<F>(make: F) -> Rollout<G>
    where
        F: Fn(Seed) -> Box<dyn Agent<G> + Send> + Send + Sync + 'static,
    {
        Rollout::Agent(Arc::new(make))
    }
}

impl<G: Game> Clone for Rollout<G> {
    fn clone(&self) -> Self {
        match self {
            Rollout::Random => Rollout::Random,
            Rollout::Agent(make) => Rollout::Agent(Arc::clone(make)),
        }
    }
}

impl<G: Game> fmt::Debug for Rollout<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rollout::Random => f.write_str("Random"),
            Rollout::Agent(_) => f.write_str("Agent(..)"),
        }
    }
}

/// A search option that cannot work, refused when the agent is built.
#[derive(Clone, Copy, Debug, PartialEq, thiserror::Error)]
pub enum ConfigError {
    /// A search of zero iterations has nothing to choose by.
    #[error("a search needs at least one iteration")]
    ZeroIterations,
    /// The exploration constant of UCB must be a finite number >= 0.
    #[error("the exploration constant must be finite and not negative, not {0}")]
    Exploration(f64),
    /// Root parallelism needs at least one tree.
    #[error("a search needs at least one tree")]
    ZeroTrees,
    /// The trees run on at least one thread.
    #[error("a search needs at least one thread")]
    ZeroThreads,
    /// A tree holds at least its root.
    #[error("the memory cap must allow at least one node")]
    ZeroMemoryCap,
    /// A batch of leaves holds at least one leaf.
    #[error("a batch of leaves needs at least one leaf")]
    ZeroBatch,
}

/// The options of [`Mcts`](crate::Mcts) and [`Ismcts`](crate::Ismcts).
///
/// Built with [`MctsConfig::new`] and the setters; checked when an agent is
/// built from it, so a bad value is a [`ConfigError`], never a panic.
///
/// | option | default | meaning |
/// | --- | --- | --- |
/// | [`iterations`](Self::iterations) | 1,000 | iterations per tree and decision |
/// | [`exploration`](Self::exploration) | √2 | `c` in `mean + c·√(ln N / n)` |
/// | [`rollout`](Self::rollout) | random | how a leaf is played on |
/// | [`trees`](Self::trees) | 1 | independent root trees, visits summed |
/// | [`threads`](Self::threads) | 1 | threads the trees run on (no effect on the choice) |
/// | [`max_nodes`](Self::max_nodes) | 1,048,576 | nodes per tree (memory cap) |
/// | [`max_rollout_steps`](Self::max_rollout_steps) | 10,000 | steps before a rollout is cut off |
/// | [`leaf_value`](Self::leaf_value) | 0.5 | worth of a cut-off rollout to each seat |
/// | [`exclude`](Self::exclude), [`exclude_in`](Self::exclude_in) | none | actions the search never plays |
/// | [`evaluator`](Self::evaluator) | rollouts | how a leaf is valued ([`RolloutEvaluator`](crate::RolloutEvaluator) with the options above) |
/// | [`batch`](Self::batch) | 1 | leaves [`Puct`](crate::Puct) gathers under virtual loss per evaluator call |
///
/// ```
/// use wargames_agents::{ConfigError, Mcts, MctsConfig};
/// use wargames_pocket_stalingrad::PocketStalingrad;
///
/// let config = MctsConfig::<PocketStalingrad>::new().iterations(0);
/// assert_eq!(Mcts::new(config, 1u64).err(), Some(ConfigError::ZeroIterations));
/// ```
pub struct MctsConfig<G: Game> {
    pub(crate) iterations: u32,
    pub(crate) exploration: f64,
    pub(crate) rollout: Rollout<G>,
    pub(crate) trees: usize,
    pub(crate) threads: usize,
    pub(crate) max_nodes: usize,
    pub(crate) max_rollout_steps: u32,
    pub(crate) leaf_value: Option<Arc<LeafValue<G>>>,
    pub(crate) exclude: Option<Arc<ExcludeIn<G>>>,
    pub(crate) evaluator: Option<Arc<MakeEvaluator<G>>>,
    pub(crate) batch: usize,
}

impl<G: Game> Clone for MctsConfig<G> {
    fn clone(&self) -> Self {
        MctsConfig {
            iterations: self.iterations,
            exploration: self.exploration,
            rollout: self.rollout.clone(),
            trees: self.trees,
            threads: self.threads,
            max_nodes: self.max_nodes,
            max_rollout_steps: self.max_rollout_steps,
            leaf_value: self.leaf_value.clone(),
            exclude: self.exclude.clone(),
            evaluator: self.evaluator.clone(),
            batch: self.batch,
        }
    }
}

impl<G: Game> fmt::Debug for MctsConfig<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("MctsConfig")
            .field("iterations", &self.iterations)
            .field("exploration", &self.exploration)
            .field("rollout", &self.rollout)
            .field("trees", &self.trees)
            .field("threads", &self.threads)
            .field("max_nodes", &self.max_nodes)
            .field("max_rollout_steps", &self.max_rollout_steps)
            .field("leaf_value", &self.leaf_value.as_ref().map(|_| ".."))
            .field("exclude", &self.exclude.as_ref().map(|_| ".."))
            .field("evaluator", &self.evaluator.as_ref().map(|_| ".."))
            .field("batch", &self.batch)
            .finish()
    }
}

impl<G: Game> Default for MctsConfig<G> {
    fn default() -> Self {
        MctsConfig::new()
    }
}

/// The leaf value of a rollout cut off without a hook: a draw for every seat.
pub const DEFAULT_LEAF_VALUE: f64 = 0.5;

impl<G: Game> MctsConfig<G> {
    /// The defaults (see the table above).
    #[must_use]
    pub fn new() -> MctsConfig<G> {
        MctsConfig {
            iterations: 1_000,
            exploration: std::f64::consts::SQRT_2,
            rollout: Rollout::Random,
            trees: 1,
            threads: 1,
            max_nodes: 1 << 20,
            max_rollout_steps: 10_000,
            leaf_value: None,
            exclude: None,
            evaluator: None,
            batch: 1,
        }
    }

    /// Iterations per tree and decision (at least 1).
    #[must_use]
    pub fn iterations(mut self, iterations: u32) -> Self {
        self.iterations = iterations;
        self
    }

    /// The exploration constant `c` of UCB (finite, at least 0; 0 is greedy).
    #[must_use]
    pub fn exploration(mut self, c: f64) -> Self {
        self.exploration = c;
        self
    }

    /// How a leaf is played on.
    #[must_use]
    pub fn rollout(mut self, rollout: Rollout<G>) -> Self {
        self.rollout = rollout;
        self
    }

    /// Independent root trees (root parallelism), each with its own seed
    /// derived from the agent's; the root visit counts are summed in tree
    /// order. At least 1.
    #[must_use]
    pub fn trees(mut self, trees: usize) -> Self {
        self.trees = trees;
        self
    }

    /// Threads the trees run on (at least 1). The trees are independent and
    /// merged in tree order, so the choice is the same for any count.
    #[must_use]
    pub fn threads(mut self, threads: usize) -> Self {
        self.threads = threads;
        self
    }

    /// The memory cap: nodes per tree (at least 1). Once reached, a tree
    /// stops growing and its iterations roll out from the leaves it has;
    /// the root's children are always made.
    #[must_use]
    pub fn max_nodes(mut self, max_nodes: usize) -> Self {
        self.max_nodes = max_nodes;
        self
    }

    /// Steps (actions and chance outcomes) a rollout plays before it is cut
    /// off and valued by [`leaf_value`](Self::leaf_value).
    #[must_use]
    pub fn max_rollout_steps(mut self, steps: u32) -> Self {
        self.max_rollout_steps = steps;
        self
    }

    /// What a cut-off rollout's state is worth to each seat; by default
    /// [`DEFAULT_LEAF_VALUE`] (a draw) for every seat. Values are clamped
    /// to `0.0..=1.0` (a value that is not a number counts as 0.5).
    #[must_use]
    pub fn leaf_value<F>(mut self, value: F) -> Self
    where
        F: Fn(&G, Seat) -> f64 + Send + Sync + 'static,
    {
        self.leaf_value = Some(Arc::new(value));
        self
    }

    /// Actions the search never plays: not in its tree, not at its root,
    /// not in its rollouts, unless every legal action of a decision is
    /// excluded (then it considers them all, so a decision always has a
    /// choice). The choice is still an index of the full legal list.
    ///
    /// For an action that changes nothing a search can see, such as
    /// Squad's `Back` (R-D2), which takes back the part of a decision just
    /// made: a search that values positions it stops short of the end may
    /// find undoing and redoing no worse than going on, and play forever.
    ///
    /// ```
    /// use wargames_agents::{Mcts, MctsConfig};
    /// use wargames_core::{Match, Observation, Seat};
    /// use wargames_squad::{Action, Options, Squad};
    ///
    /// let config = MctsConfig::<Squad>::new().iterations(50).exclude(|a| *a == Action::Back);
    /// let mut bot = Mcts::new(config, 1u64).unwrap();
    /// let m = Match::<Squad>::new(Options::default(), 1u64).unwrap();
    /// let found = bot.search(&Observation::new(m.game(), Seat::FIRST)).unwrap();
    /// assert_ne!(found.action, Action::Back);
    /// ```
    #[must_use]
    pub fn exclude<F>(mut self, exclude: F) -> Self
    where
        F: Fn(&G::Action) -> bool + Send + Sync + 'static,
    {
        self.exclude = Some(Arc::new(move |_: &G, action: &G::Action| exclude(action)));
        self
    }

    /// Actions the search never plays in the states where `exclude` says
    /// so: as [`exclude`](Self::exclude) (which it replaces), but the
    /// closure also sees the state the action would be played in.
    ///
    /// For an action whose worth depends on the state, such as Squad's
    /// `Withdraw` (R-F9), which loses the game at once (R-V2) when it takes
    /// the last player soldier out of play, and is a choice like any other
    /// otherwise.
    ///
    /// ```
    /// use wargames_agents::{Mcts, MctsConfig};
    /// use wargames_core::{Match, Observation, Seat};
    /// use wargames_squad::{Action, Options, Squad};
    ///
    /// let config = MctsConfig::<Squad>::new()
    ///     .iterations(50)
    ///     .exclude_in(|game: &Squad, a| *a == Action::Back || game.withdraws_the_last_player(a));
    /// let mut bot = Mcts::new(config, 1u64).unwrap();
    /// let m = Match::<Squad>::new(Options::default(), 1u64).unwrap();
    /// let found = bot.search(&Observation::new(m.game(), Seat::FIRST)).unwrap();
    /// assert_ne!(found.action, Action::Back);
    /// ```
    #[must_use]
    pub fn exclude_in<F>(mut self, exclude: F) -> Self
    where
        F: Fn(&G, &G::Action) -> bool + Send + Sync + 'static,
    {
        self.exclude = Some(Arc::new(exclude));
        self
    }

    /// How a leaf is valued: by the evaluator `make` builds, one per tree
    /// (a caller's [`Evaluator`], or
    /// [`ValueEvaluator`](crate::ValueEvaluator)). It replaces the
    /// rollouts ([`rollout`](Self::rollout),
    /// [`max_rollout_steps`](Self::max_rollout_steps),
    /// [`leaf_value`](Self::leaf_value)); the exclusions still hold in the
    /// tree.
    #[must_use]
    pub fn evaluator<F>(mut self, make: F) -> Self
    where
        F: Fn() -> Box<dyn Evaluator<G>> + Send + Sync + 'static,
    {
        self.evaluator = Some(Arc::new(make));
        self
    }

    /// Leaves [`Puct`](crate::Puct) gathers before it calls the evaluator
    /// (at least 1): each descent counts a virtual loss on the edges it
    /// passes, so the next descents of the batch spread out, and the
    /// evaluator values the batch in one call (a network sees batches).
    /// The choice depends on the batch size; [`Mcts`](crate::Mcts) and
    /// [`Ismcts`](crate::Ismcts) evaluate one leaf at a time and ignore it.
    #[must_use]
    pub fn batch(mut self, leaves: usize) -> Self {
        self.batch = leaves;
        self
    }

    /// Checks every option.
    ///
    /// # Errors
    /// The first option that cannot work.
    pub fn validate(&self) -> Result<(), ConfigError> {
        if self.iterations == 0 {
            return Err(ConfigError::ZeroIterations);
        }
        if !self.exploration.is_finite() || self.exploration < 0.0 {
            return Err(ConfigError::Exploration(self.exploration));
        }
        if self.trees == 0 {
            return Err(ConfigError::ZeroTrees);
        }
        if self.threads == 0 {
            return Err(ConfigError::ZeroThreads);
        }
        if self.max_nodes == 0 {
            return Err(ConfigError::ZeroMemoryCap);
        }
        if self.batch == 0 {
            return Err(ConfigError::ZeroBatch);
        }
        Ok(())
    }

    /// The number of iterations per tree.
    #[must_use]
    pub fn iteration_count(&self) -> u32 {
        self.iterations
    }

    /// The number of root trees.
    #[must_use]
    pub fn tree_count(&self) -> usize {
        self.trees
    }

    /// Whether the search leaves `action` out in `state`
    /// ([`exclude`](Self::exclude), [`exclude_in`](Self::exclude_in)).
    pub(crate) fn excludes(&self, state: &G, action: &G::Action) -> bool {
        self.exclude.as_ref().is_some_and(|f| f(state, action))
    }

    /// Leaves the actions excluded in `state` out of `actions`, unless that
    /// would leave none. Allocates nothing.
    pub(crate) fn keep_playable(&self, state: &G, actions: &mut Vec<G::Action>) {
        if let Some(f) = &self.exclude
            && actions.iter().any(|a| !f(state, a))
        {
            actions.retain(|a| !f(state, a));
        }
    }

    /// A cut-off state's worth to `seat`.
    pub(crate) fn leaf(&self, game: &G, seat: Seat) -> f64 {
        match &self.leaf_value {
            None => DEFAULT_LEAF_VALUE,
            Some(f) => {
                let v = f(game, seat);
                if v.is_nan() { DEFAULT_LEAF_VALUE } else { v.clamp(0.0, 1.0) }
            }
        }
    }
}
