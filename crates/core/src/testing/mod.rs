//! The conformance suite: the contract of [`Game`], checked on random games.
//!
//! Every game crate calls it from its tests:
//!
//! ```ignore
//! use wargames_core::testing::Conformance;
//!
//! #[test]
//! fn conformance() {
//!     Conformance::<MyGame>::new(MyOptions::default())
//!         .arbitrary_actions(|game, rng| any_action(game, rng))
//!         .hidden_information(|game, seat, rng| reshuffle_hidden(game, seat, rng))
//!         .run();
//! }
//! ```
//!
//! proptest draws the seeds; each seed plays one game to the end with
//! random agents, and at every step the suite checks:
//!
//! - while a seat acts, the legal actions are not empty, hold no duplicate,
//!   and come in the same order from the state and from a clone of it;
//! - `Game::validate` accepts every legal action and agrees with the legal
//!   list on a sample of arbitrary actions (from the game's generator, and
//!   legal actions with one number in them changed);
//! - every refused action, and every refused chance outcome, and an action
//!   at a chance point, and a chance outcome where a seat acts, return an
//!   error and leave the state equal to before, emitting no event;
//! - at a chance point the outcomes hold no duplicate, their probabilities
//!   add up to exactly 1, none is 0, and the sampled outcome is one of them;
//! - state, every seat's view, every event, and every action and chance
//!   outcome survive a serde JSON round trip unchanged;
//! - a seat's view is unchanged when only hidden data of others changes
//!   (with the game's [`hidden_information`](Conformance::hidden_information) hook);
//! - the game's invariants hold after every step (with the game's
//!   [`invariants`](Conformance::invariants) hook: its derived data,
//!   recomputed from the pieces, agrees with what the state keeps);
//! - a determinization for a seat ([`Game::determinize`]) leaves that
//!   seat's view unchanged, and depends only on what the seat sees: from
//!   two states the seat cannot tell apart (the state and its own
//!   determinization, the game's hook's copy, and the pairs
//!   [`indistinguishable`] finds where chance deals something hidden) the
//!   same random stream gives the same state;
//! - on those pairs, the game says it hides something
//!   ([`Game::HIDDEN_INFORMATION`]) and the seat has the same legal actions
//!   in both; a game that says it hides something gives such pairs;
//! - the game ends within the step limit;
//! - a saved game with one number or flag changed at random, and, swept
//!   systematically over a few saves, every number set to 0, 255, 65 535,
//!   `u64::MAX` and itself plus one, every flag flipped, every field deleted
//!   and every array element duplicated, is either refused on load or loads
//!   into a state that keeps its invariants and plays on to its end within
//!   the contract: no seat to act without a legal action, no step over the
//!   step bound (a watchdog ends the test process on a step that hangs);
//! - the `Replay` of the game reproduces the final state, and survives
//!   serde; the same seed gives the same game, and different seeds give
//!   different games.
//!
//! A failure panics with the seed, the step and what broke: this is a test
//! harness.
//!
//! Two snapshot helpers pin behaviour rather than check the contract:
//! [`transcript`] writes one seeded game as readable text, and
//! [`fingerprint`] reduces many seeded games to one digest per game of
//! everything they did (legal lists, chance outcomes, events, states), so
//! that an optimisation can be shown to change nothing.

use crate::agent::RandomAgent;
use crate::game::Game;
use crate::seat::Seat;

mod alloc;
mod conformance;
mod encoding;
mod fingerprint;
mod json;
pub mod json_paths;
mod transcript;
mod twins;
mod views_apart;

pub use alloc::{CountingAllocator, allocations_on_this_thread};
pub use conformance::Conformance;
pub use encoding::{check_encoding, check_every_id};
pub use fingerprint::fingerprint;
pub use json::{SnakeCase, is_snake_case};
pub use transcript::transcript;
pub use twins::{Twins, indistinguishable};
pub use views_apart::check_tensor_tells_views_apart;

/// The agents of a seeded test game: seat *i* played by
/// `RandomAgent::new(seed + 1 + i)` (wrapping), the convention shared by
/// [`transcript`], [`fingerprint`] and the conformance suite's games.
pub(crate) fn seeded_agents<G: Game>(seed: u64) -> Vec<RandomAgent> {
    Seat::all(G::SEATS).map(|s| RandomAgent::new(seed.wrapping_add(1 + u64::from(s.0)))).collect()
}
