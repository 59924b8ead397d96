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
//!   unknown is chance (Arnswalde, Pocket Stalingrad, Squad). Decisions are
//!   UCB nodes; chance points are nodes whose children are the outcomes of
//!   [`Game::chance_outcomes`](wargames_core::Game::chance_outcomes), drawn
//!   with exactly their probabilities; each seat's returns
//!   ([`Game::returns`](wargames_core::Game::returns)) are backed up, and
//!   each decision node maximises its own seat's; the root plays the most
//!   visited action.
//! - [`Ismcts`]: information-set MCTS with a single observer (Cowling,
//!   Powley and Whitehouse 2012) for Rattenkrieg, whose hands, steps and
//!   deck are hidden: every iteration searches a fresh determinization from
//!   [`Observation::sample_state`](wargames_core::Observation::sample_state),
//!   children are keyed by action and UCB counts availability.
//!
//! Both take one [`MctsConfig`]: iterations, exploration constant, rollout
//! policy ([`Rollout::Random`] or any [`Agent`](wargames_core::Agent) built by
//! a factory, such as a game's heuristic), the number of root trees
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
//! An iteration costs little more than the random playout it contains.
//! Measured with `cargo bench -p wargames-agents --bench search -- --quick`
//! (one tree, random rollouts, 256 iterations per search at the first
//! decision of each game's default set-up, against random playouts from
//! that same state; a shared 2-core machine):
//!
//! | game | playout | `Mcts` iteration | ratio | iterations/s |
//! | --- | --- | --- | --- | --- |
//! | Pocket Stalingrad | 13.97 µs | 17.1 µs | 1.22 | 58,500 |
//! | Arnswalde | 2.75 µs | 3.03 µs | 1.10 | 330,600 |
//! | Rattenkrieg | 61.5 µs | 62.6 µs (`Ismcts` 62.0 µs) | 1.02 (1.01) | 16,000 (16,100) |
//! | Squad | 42.3 µs | 43.4 µs | 1.03 | 23,000 |
//!
//! An iteration's rollout starts below the root, a few steps short of a
//! playout from the root, so in games of dozens of decisions the ratio
//! understates the tree's own cost only slightly.
//!
//! # Strength
//!
//! Measured with `cargo test --release -p wargames-agents --test strength
//! -- --ignored --nocapture` (`STRENGTH_GAMES` games per seat; game `i`
//! seeded `i`; 1,000 iterations, one tree; 95% Wilson intervals):
//!
//! | game | player | opponent | games per seat | seat 0 wins | seat 1 wins |
//! | --- | --- | --- | --- | --- | --- |
//! | Pocket Stalingrad | `Mcts` | random | 100 | 100% (96.3-100) | 100% (96.3-100) |
//! | Rattenkrieg | `Ismcts` | random | 30 | 100% (88.6-100) | 100% (88.6-100) |
//! | Pocket Stalingrad | heuristic | heuristic | 100 | 30% (21.9-39.6) | 71% (61.5-79.0) |
//! | Pocket Stalingrad | `Mcts` | heuristic | 100 | 38% (29.1-47.8) | 59% (49.2-68.1) |
//! | Pocket Stalingrad | heuristic | heuristic | 50 | 26% (15.9-39.6) | 72% (58.3-82.5) |
//! | Pocket Stalingrad | `Mcts`, heuristic rollouts | heuristic | 50 | 90% (78.6-95.7) | 98% (89.5-99.6) |
//! | Rattenkrieg | heuristic | heuristic | 20 | 75% (53.1-88.8) | 15% (5.2-36.0) |
//! | Rattenkrieg | `Ismcts` | heuristic | 20 | 100% (83.9-100) | 95% (76.4-99.1) |
//!
//! Arnswalde, a solitaire: the victory rate of each player:
//!
//! | difficulty | games | heuristic | `Mcts` | `Mcts`, heuristic rollouts |
//! | --- | --- | --- | --- | --- |
//! | easy | 500 | 42.6% (38.3-47.0) | 52.4% (48.0-56.7) | |
//! | normal | 500 | 35.8% (31.7-40.1) | 37.2% (33.1-41.5) | |
//! | hard | 500 | 27.8% (24.1-31.9) | 23.2% (19.7-27.1) | |
//! | easy | 200 | 40.0% (33.5-46.9) | | 82.5% (76.6-87.1) |
//! | normal | 200 | 32.0% (25.9-38.8) | | 74.5% (68.0-80.0) |
//! | hard | 200 | 27.0% (21.3-33.5) | | 61.0% (54.1-67.5) |
//!
//! With random rollouts `Ismcts` beats Rattenkrieg's heuristic in both
//! seats, but `Mcts` does not beat Pocket Stalingrad's (our guess: random
//! play misjudges its positions) and beats Arnswalde's on easy only (the
//! intervals overlap on normal; on hard it does worse). With the game's
//! heuristic as rollout policy ([`Rollout::agent`]) it beats the heuristic
//! by far in both seats of Pocket Stalingrad and at every difficulty of
//! Arnswalde, at a higher cost per game (Pocket Stalingrad on two threads:
//! 200 games of the search with random rollouts in 103 s; 100 games with
//! heuristic rollouts, plus 100 quick games of heuristic against
//! heuristic, in 606 s).
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
mod config;
mod forest;
mod ismcts;
mod mcts;
mod result;
mod rollout;
pub mod study;

pub use config::{ConfigError, DEFAULT_LEAF_VALUE, Exclude, LeafValue, MakeRolloutAgent, MctsConfig, Rollout};
pub use ismcts::Ismcts;
pub use mcts::Mcts;
pub use result::SearchResult;

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
