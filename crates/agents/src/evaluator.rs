//! Leaf evaluation: what a search asks of a state at the edge of its tree
//! (OpenSpiel's `Evaluator`), and the batch it asks it for.

use wargames_core::{Game, Rng, Seat};

/// Values the leaves of a search tree: a value per seat for each state, and
/// prior probabilities over its legal actions where the search reads them.
///
/// Each tree of a search owns one evaluator, built by the config's factory
/// ([`MctsConfig::evaluator`](crate::MctsConfig::evaluator)); the default
/// is [`RolloutEvaluator`](crate::RolloutEvaluator), and
/// [`ValueEvaluator`](crate::ValueEvaluator) gives a value function's
/// estimate without playing on. A caller's own evaluator (a network's value
/// and policy heads, say) implements this trait.
///
/// The search hands over its leaves in batches ([`evaluate`](Self::evaluate)
/// takes a slice): the searches of this crate evaluate one leaf per
/// iteration, a search that descends several paths before evaluating
/// (virtual loss) passes them together, so the evaluator sees batches with
/// no change to this trait. A search stays reproducible as long as the
/// evaluator is a function of the leaves and the random source it is given.
///
/// ```
/// use wargames_agents::{Evaluator, Leaf, Mcts, MctsConfig};
/// use wargames_core::{Game, Match, Observation, Rng};
/// use wargames_pocket_stalingrad::{Options, PocketStalingrad};
///
/// /// Every leaf is a draw: the search then spreads its visits evenly.
/// struct Draw;
///
/// impl Evaluator<PocketStalingrad> for Draw {
///     fn evaluate(&mut self, leaves: &mut [Leaf<'_, PocketStalingrad>], _rng: &mut Rng) {
///         for leaf in leaves {
///             leaf.values_mut().fill(0.5);
///         }
///     }
/// }
///
/// let config = MctsConfig::new().iterations(60).evaluator(|| Box::new(Draw));
/// let mut bot = Mcts::new(config, 1u64).unwrap();
/// let m = Match::<PocketStalingrad>::new(Options::default(), 3u64).unwrap();
/// let seat = m.status().to_act().unwrap();
/// let found = bot.search(&Observation::new(m.game(), seat)).unwrap();
/// assert_eq!(found.total_visits(), 60);
/// ```
pub trait Evaluator<G: Game>: Send {
    /// Called when a tree starts a search, with the tree's random source
    /// (seeded from the agent's seed and the tree's number alone): for
    /// example to seed rollout agents. By default nothing.
    fn begin(&mut self, rng: &mut Rng) {
        let _ = rng;
    }

    /// Writes into every leaf its state's value to each seat
    /// ([`Leaf::values_mut`], in `0.0..=1.0` like
    /// [`Game::returns`]; the search clamps a value outside and counts one
    /// that is not a number as 0.5), and its priors where the leaf asks
    /// for them ([`Leaf::priors_mut`]). `rng` is the tree's random source.
    fn evaluate(&mut self, leaves: &mut [Leaf<'_, G>], rng: &mut Rng);
}

/// Builds the evaluator of one tree ([`MctsConfig::evaluator`](crate::MctsConfig::evaluator)).
pub type MakeEvaluator<G> = dyn Fn() -> Box<dyn Evaluator<G>> + Send + Sync;

/// One state to value: a leaf of a search tree, and where its values go.
///
/// The state is the search's own copy, which the evaluator may play on
/// (a rollout does): the search does not read it afterwards.
#[derive(Debug)]
pub struct Leaf<'a, G: Game> {
    state: &'a mut G,
    values: &'a mut [f64],
    priors: Option<&'a mut Vec<f64>>,
}

impl<'a, G: Game> Leaf<'a, G> {
    /// A leaf of `state` whose values go to `values` (one per seat), with
    /// the priors asked for when `priors` is given.
    pub fn new(state: &'a mut G, values: &'a mut [f64], priors: Option<&'a mut Vec<f64>>) -> Leaf<'a, G> {
        Leaf { state, values, priors }
    }

    /// The state to value.
    #[must_use]
    pub fn state(&self) -> &G {
        self.state
    }

    /// The state, to play on.
    pub fn state_mut(&mut self) -> &mut G {
        self.state
    }

    /// The value of the state to each seat (`values[s]` for `Seat(s)`).
    pub fn values_mut(&mut self) -> &mut [f64] {
        self.values
    }

    /// Where the prior probabilities go, one per legal action of the state
    /// in [`Game::legal_actions`] order, if the search reads priors (a
    /// search selecting by PUCT); `None` if it does not (the UCT selection
    /// of [`Mcts`](crate::Mcts) and [`Ismcts`](crate::Ismcts)). A list
    /// left empty means uniform priors.
    pub fn priors_mut(&mut self) -> Option<&mut Vec<f64>> {
        self.priors.as_deref_mut()
    }

    /// The state and its values together, for an evaluator that plays the
    /// state on and writes what it ends with.
    pub fn parts(&mut self) -> (&mut G, &mut [f64]) {
        (self.state, self.values)
    }
}

/// Brings every value into `0.0..=1.0`; one that is not a number counts as
/// a draw (0.5).
pub(crate) fn clamp_values(values: &mut [f64]) {
    for v in values {
        *v = if v.is_nan() { 0.5 } else { v.clamp(0.0, 1.0) };
    }
}

/// Writes the returns of a finished game, one per seat.
pub(crate) fn write_outcome<G: Game>(outcome: &G::Outcome, returns: &mut [f64]) {
    for (s, r) in returns.iter_mut().enumerate() {
        *r = G::returns(outcome, Seat(s as u8));
    }
}
