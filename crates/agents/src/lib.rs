//! Agents that play the `wargames` games well, and balance studies.
//!
//! Every agent here builds only on the [`Game`](wargames_core::Game) trait
//! and what a game exposes to a seat through its
//! [`Observation`](wargames_core::Observation): its view, and full states
//! it cannot tell from the real one
//! ([`Observation::sample_state`](wargames_core::Observation::sample_state)).
//! A bot therefore cannot read what its seat may not see.
//!
//! # The agents
//!
//! - [`Mcts`]: Monte Carlo tree search (UCT) for the games whose only
//!   unknown is chance (Pocket Stalingrad, Squad). Decisions are
//!   UCB nodes; chance points are nodes whose children are the outcomes of
//!   [`Game::chance_outcomes`](wargames_core::Game::chance_outcomes), drawn
//!   with exactly their probabilities; each seat's returns
//!   ([`Game::returns`](wargames_core::Game::returns)) are backed up, and
//!   each decision node maximises its own seat's; the root plays the most
//!   visited action.
//! - [`Ismcts`]: information-set MCTS with a single observer (Cowling,
//!   Powley and Whitehouse 2012) for the games that hide part of the state
//!   from a seat ([`Game::HIDDEN_INFORMATION`](wargames_core::Game::HIDDEN_INFORMATION):
//!   Rattenkrieg's hands, steps and deck, Arnswalde's face-down hearts):
//!   every iteration searches a fresh determinization from
//!   [`Observation::sample_state`](wargames_core::Observation::sample_state),
//!   children are keyed by action and UCB counts availability.
//!
//! - [`Puct`]: AlphaZero's selection by prior and value for a learned
//!   [`Evaluator`], its leaves gathered in batches under virtual loss
//!   ([`MctsConfig::batch`]) so that a network sees batches.
//!
//! All are one front end, [`Search`], over their own kind of [`Tree`], and
//! take one [`MctsConfig`]: iterations, exploration constant, leaf
//! evaluation (an [`Evaluator`]: by default [`RolloutEvaluator`], whose
//! rollout policy is [`Rollout::Random`] or any
//! [`Agent`](wargames_core::Agent) built by a factory, such as a game's
//! heuristic; [`ValueEvaluator`] for a value function; or a caller's own,
//! giving a value per seat and, for a search that reads them, priors), the number of root trees
//! (root parallelism) and the threads they run on, a memory cap in nodes,
//! and the rollout depth with the value of a cut-off rollout. A bad option
//! is refused when the agent is built ([`ConfigError`]). Besides
//! [`Agent::choose`](wargames_core::Agent::choose), each offers `search`,
//! which returns the chosen action with the root's visit counts
//! ([`SearchResult`], what a hint shows) and refuses a state that is over or
//! at a chance point with the [`FlowError`](wargames_core::FlowError) the
//! driver would return.
//!
//! # Determinism
//!
//! A search's choice is a function of the observation, the seed, the
//! iterations and the number of trees only: never of the wall clock, of
//! earlier searches or of thread scheduling. Tree `t` is seeded from the
//! agent's seed and `t` alone, afresh for every search; the trees share
//! nothing while they run (on `std::thread::scope` threads) and their root
//! visit counts are summed in tree order, so 1, 2 or 3 threads give the same
//! choice. There is no time-budgeted mode.
//!
//! # Speed and memory
//!
//! Each tree is a node arena (one `Vec` of nodes linked by index) that is
//! cleared, never freed, between decisions: once it has grown to what a
//! search needs (at most the memory cap,
//! [`MctsConfig::max_nodes`]), an iteration allocates nothing, which a test
//! proves with the counting allocator for Pocket Stalingrad. The rollout
//! reuses its action buffer like a [`Playout`](wargames_core::Playout).
//!
//! An iteration costs little more than the random playout it contains,
//! and each game's search at 1,000 iterations beats its heuristic. The
//! figures, with their dates and the commands that measure them
//! (`cargo bench -p wargames-agents --bench search`, and the ignored
//! studies of `tests/strength.rs`), are kept in the repository's README,
//! not here, where they would go stale.
//!
//! # Why the search is written here
//!
//! No maintained MCTS crate met the four conditions of the design: explicit
//! chance nodes whose children follow a game's exact outcome
//! probabilities, a result that depends on the seed alone (for any number of
//! threads), no allocation per iteration, and our own
//! [`Game`](wargames_core::Game) trait without copying the state into the
//! crate's types. The general crates (`mcts`, `treant`) run lock-free
//! tree-parallel searches whose result depends on thread scheduling and
//! have no chance nodes; the small ones (`mct-rs`, `simple-mcts`,
//! `turnbase-bots`) bring their own game or MDP traits, assume two seats
//! playing a zero-sum game or sample chance from their own generator, and
//! none has information-set search. The search is a few hundred lines on
//! our trait, so it is written here.
//!
//! # Example
//!
//! Play a game of Pocket Stalingrad, the search against a random player:
//!
//! ```
//! use wargames_agents::{Mcts, MctsConfig};
//! use wargames_core::{Agent, Match, Observation, RandomAgent, Seat};
//! use wargames_pocket_stalingrad::{Options, PocketStalingrad};
//!
//! let mut m = Match::<PocketStalingrad>::new(Options::default(), 11u64).unwrap();
//! let mut search = Mcts::new(MctsConfig::new().iterations(100).trees(2), 1u64).unwrap();
//! let mut random = RandomAgent::new(2u64);
//! let mut legal = Vec::new();
//! while let Some(seat) = m.status().to_act() {
//!     m.legal_actions(&mut legal);
//!     let observation = Observation::new(m.game(), seat);
//!     let i = if seat == Seat(0) {
//!         search.choose(&observation, &legal)
//!     } else {
//!         Agent::<PocketStalingrad>::choose(&mut random, &observation, &legal)
//!     };
//!     let action = legal[i];
//!     m.play(&action).unwrap();
//! }
//! ```

mod arena;
mod block;
mod chance;
mod config;
mod evaluator;
mod forest;
mod ismcts;
mod mcts;
mod puct;
mod result;
mod rollout;
mod search;
mod stats;
pub mod study;
mod ucb;
mod value;

pub use config::{
    ConfigError, DEFAULT_LEAF_VALUE, Exclude, ExcludeIn, LeafValue, MakeRolloutAgent, MctsConfig, Rollout,
};
pub use evaluator::{Evaluator, Leaf, MakeEvaluator};
pub use forest::Tree;
pub use ismcts::IsmctsTree;
pub use mcts::MctsTree;
pub use puct::PuctTree;
pub use result::SearchResult;
pub use rollout::RolloutEvaluator;
pub use search::{Ismcts, Mcts, Puct, Search};
pub use value::ValueEvaluator;

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
