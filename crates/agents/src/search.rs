//! The one front end of both searches: an agent over a kind of tree, its
//! options, `search` and `choose`.

use wargames_core::{Agent, FlowError, Game, Observation, Seed};

use crate::config::{ConfigError, MctsConfig};
use crate::forest::{Forest, Tree};
use crate::ismcts::IsmctsTree;
use crate::mcts::MctsTree;
use crate::puct::PuctTree;
use crate::result::SearchResult;

/// A Monte Carlo tree search agent over trees of kind `T`: [`Mcts`] and
/// [`Ismcts`] are this front end over their own trees.
///
/// It checks the state ([`search`](Self::search) refuses what the driver
/// would), runs its root trees (on threads, seeded from the agent's seed
/// and the tree's number alone), sums their root visit counts in tree
/// order and plays the most visited action, the lowest legal index among
/// equals. The trees value their leaves with the config's
/// [`Evaluator`](crate::Evaluator) (rollouts by default).
pub struct Search<G: Game, T: Tree<G>> {
    forest: Forest<G, T>,
}

/// Monte Carlo tree search (UCT) for games whose only unknown is chance:
/// [`Search`] over [`MctsTree`].
///
/// Each iteration starts from the root state, descends the tree, makes the
/// children of one node, values the state reached with the config's
/// [`Evaluator`](crate::Evaluator) (a rollout by default) and backs up the
/// value to every seat ([`Game::returns`]):
///
/// - at a decision node the seat to act picks a child it has not tried
///   (uniformly among them), then the child with the best
///   `mean + c·√(ln N / n)`, the mean being that seat's own return (so in a
///   game of several seats each decision node maximises its own seat's
///   value); ties go to the first child in legal order;
/// - at a chance point the children are every outcome of
///   [`Game::chance_outcomes`], drawn with exactly its probabilities
///   (integer weights over their common denominator, sampled with the
///   pinned [`Rng::index_u64`](wargames_core::Rng::index_u64));
/// - the root plays the child with most visits, summed over the root trees;
///   a tie goes to the lowest legal index.
///
/// The agent sees the game only through its [`Observation`]: each tree
/// starts from [`Observation::sample_state`], which is the state itself in a
/// game with nothing hidden. In a game with hidden information each tree
/// thus searches one determinization (use [`Ismcts`] there).
///
/// The tree lives in a node arena kept between decisions (cleared, never
/// freed): once it has grown to what a search needs, at most the memory
/// cap, an iteration allocates nothing beyond what the game's own `clone`,
/// steps and rollout agents allocate (nothing, for a game whose state holds
/// no heap data, with random rollouts).
///
/// ```
/// use wargames_agents::{Mcts, MctsConfig};
/// use wargames_core::{Game, Match, Observation};
/// use wargames_pocket_stalingrad::{Options, PocketStalingrad};
///
/// let m = Match::<PocketStalingrad>::new(Options::default(), 3u64).unwrap();
/// let seat = m.status().to_act().unwrap();
/// let mut bot = Mcts::new(MctsConfig::new().iterations(200), 7u64).unwrap();
/// let found = bot.search(&Observation::new(m.game(), seat)).unwrap();
/// let mut legal = Vec::new();
/// m.legal_actions(&mut legal);
/// assert_eq!(legal[found.index], found.action);
/// assert_eq!(found.total_visits(), 200);
/// // The same observation, seed and options: the same choice.
/// let mut again = Mcts::new(MctsConfig::new().iterations(200), 7u64).unwrap();
/// assert_eq!(again.search(&Observation::new(m.game(), seat)).unwrap(), found);
/// ```
pub type Mcts<G> = Search<G, MctsTree<G>>;

/// Information-set MCTS with a single observer (SO-ISMCTS, Cowling, Powley
/// and Whitehouse 2012), for games where a seat cannot see everything:
/// [`Search`] over [`IsmctsTree`].
///
/// Each iteration searches a different determinization: a full state drawn
/// by [`Observation::sample_state`], which keeps everything the seat has
/// seen and deals everything hidden from it anew. The agent never reads the
/// real state, so two states that differ only in what is hidden from the
/// seat give the same decision for the same seed.
///
/// The tree belongs to the observer: its nodes are reached by the actions
/// (every seat's, keyed by the action's value) and chance outcomes (keyed by
/// the outcome's value) played from the root. Since the legal actions
/// differ between determinizations, a node's children are made when first
/// met, and UCB counts, for each child, the visits of its parent in which
/// it was legal (its *availability*) instead of all the parent's visits:
/// `mean + c·√(ln availability / n)`. An action not yet tried in a
/// determinization is tried first (uniformly among such actions). Values
/// are backed up per seat as in [`Mcts`]; the root plays the most visited
/// action, summed over the root trees, the lowest legal index among equals.
///
/// Like SO-ISMCTS, the tree treats the other seats' actions and every
/// chance outcome as if the observer saw them: a hidden draw branches the
/// tree by the card drawn (the partially observable variant, which would
/// merge them, is not built).
///
/// ```
/// use wargames_agents::{Ismcts, MctsConfig};
/// use wargames_core::{Agent, Match, Observation};
/// use wargames_rattenkrieg::{Options, Rattenkrieg};
///
/// let m = Match::<Rattenkrieg>::new(Options::default(), 5u64).unwrap();
/// let seat = m.status().to_act().unwrap();
/// let mut legal = Vec::new();
/// m.legal_actions(&mut legal);
/// let mut bot = Ismcts::new(MctsConfig::new().iterations(50), 9u64).unwrap();
/// let i = bot.choose(&Observation::new(m.game(), seat), &legal);
/// assert!(i < legal.len());
/// ```
pub type Ismcts<G> = Search<G, IsmctsTree<G>>;

/// AlphaZero's search (PUCT) for a learned evaluator: [`Search`] over
/// [`PuctTree`].
///
/// Each tree gathers [`MctsConfig::batch`] leaves before it calls its
/// [`Evaluator`](crate::Evaluator) once for all of them: each descent
/// counts a virtual loss (a visit that brings nothing back yet) on every
/// edge it passes, so the next descents of the batch spread out. A descent
/// stops at a decision node not yet expanded: its children are made, each
/// with a uniform prior, and the leaf asks for priors
/// ([`Leaf::priors_mut`](crate::Leaf::priors_mut), over the full legal
/// list); once the evaluator has answered, the priors (renormalised over
/// the children, uniform if they are all zero or not given) go onto the
/// children and the values per seat are backed up along the path. A
/// finished game is valued by its returns without the evaluator.
///
/// - at a decision node the seat to act picks the child with the best
///   `Q + c·P·√N / (1 + n)`: `Q` the edge's mean return to that seat (a
///   draw, 0.5, while unvisited), `P` its prior, `N` the parent's visits
///   and `n` the edge's, virtual losses counted, `c` the config's
///   [`exploration`](MctsConfig::exploration); ties go to the first child
///   in legal order;
/// - chance points are as in [`Mcts`]: every outcome, drawn with exactly
///   its probability;
/// - the root plays the child with most visits, summed over the root trees;
///   a tie goes to the lowest legal index.
///
/// Each tree searches [`Observation::sample_state`], the state itself in a
/// game with nothing hidden. The choice is a function of the observation,
/// the seed, the iterations, the batch, the number of trees and the
/// evaluator only. With no evaluator set, leaves are valued by rollouts and
/// the priors are uniform.
///
/// ```
/// use wargames_agents::{Evaluator, Leaf, MctsConfig, Puct};
/// use wargames_core::{Game, Match, Observation, Rng};
/// use wargames_pocket_stalingrad::{Options, PocketStalingrad};
///
/// /// A draw everywhere, and all prior weight on the first legal action.
/// struct First;
///
/// impl Evaluator<PocketStalingrad> for First {
///     fn evaluate(&mut self, leaves: &mut [Leaf<'_, PocketStalingrad>], _rng: &mut Rng) {
///         for leaf in leaves {
///             leaf.values_mut().fill(0.5);
///             let mut legal = Vec::new();
///             leaf.state().legal_actions(&mut legal);
///             if let Some(priors) = leaf.priors_mut() {
///                 priors.clear();
///                 priors.extend((0..legal.len()).map(|i| if i == 0 { 1.0 } else { 0.0 }));
///             }
///         }
///     }
/// }
///
/// let config = MctsConfig::new().iterations(64).batch(8).evaluator(|| Box::new(First));
/// let mut bot = Puct::new(config, 1u64).unwrap();
/// let m = Match::<PocketStalingrad>::new(Options::default(), 3u64).unwrap();
/// let seat = m.status().to_act().unwrap();
/// let found = bot.search(&Observation::new(m.game(), seat)).unwrap();
/// assert_eq!(found.total_visits(), 64);
/// assert_eq!(found.index, 0);
/// ```
pub type Puct<G> = Search<G, PuctTree<G>>;

impl<G: Game, T: Tree<G>> Search<G, T> {
    /// An agent searching with `config`, seeded with `seed`.
    ///
    /// # Errors
    /// An option that cannot work ([`ConfigError`]).
    pub fn new(config: MctsConfig<G>, seed: impl Into<Seed>) -> Result<Search<G, T>, ConfigError> {
        Ok(Search { forest: Forest::new(config, seed.into())? })
    }

    /// The options.
    #[must_use]
    pub fn config(&self) -> &MctsConfig<G> {
        &self.forest.config
    }

    /// Searches the observed state (or, for [`Ismcts`], information set):
    /// the chosen action and the root's visit counts. The result is a
    /// function of the observation, the seed, the iterations, the number of
    /// trees and the evaluator only.
    ///
    /// # Errors
    /// The state is over ([`FlowError::GameOver`]) or at a chance point
    /// ([`FlowError::ChancePending`]): the errors the driver returns for an
    /// action there. A seat to act with no legal action counts as over.
    /// Another seat than the observation's is to act
    /// ([`FlowError::NotToAct`]).
    pub fn search(&mut self, observation: &Observation<'_, G>) -> Result<SearchResult<G>, FlowError> {
        self.forest.search(observation)
    }
}

impl<G: Game, T: Tree<G>> Agent<G> for Search<G, T> {
    /// [`search`](Search::search), then the chosen action's place in
    /// `legal` (index 0 if the search refuses the state, which a driver
    /// never offers).
    fn choose(&mut self, observation: &Observation<'_, G>, legal: &[G::Action]) -> usize {
        match self.search(observation) {
            Ok(found) => legal.iter().position(|a| *a == found.action).unwrap_or(0),
            Err(_) => 0,
        }
    }
}

impl<G: Game, T: Tree<G>> std::fmt::Debug for Search<G, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct(T::NAME).field("config", &self.forest.config).finish_non_exhaustive()
    }
}
