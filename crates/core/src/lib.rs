//! Shared primitives of the `wargames` rules engines.
//!
//! - Playing cards ([`Card`], [`Suit`], [`Rank`], [`Colour`]), compact card
//!   sets ([`CardSet`]), a draw pile with its discards ([`DrawPile`]) and a
//!   random [`Deal`] of a set's cards.
//! - Dice ([`Die`]) and rolls of several dice as one outcome ([`Roll`]).
//! - Maps: [`AreaId`], [`AreaSet`], [`AreaGraph`] with "reachable through
//!   friendly areas".
//! - Small sets of indexes held in one integer ([`Bits`]), iterated member
//!   by member.
//! - Sequencing: [`Seat`] and [`Status`] (who decides next: a seat, chance,
//!   or nobody because the game is over).
//! - The [`Game`] trait with explicit chance ([`Status::Chance`],
//!   [`Probability`]), typed refusals ([`RuleError`], [`FlowError`]).
//! - Dense action and chance ids and a fixed-size observation tensor per
//!   seat ([`Encoding`]), for learning libraries and masks.
//! - The seeded driver [`Match`], fast [`Playout`]s, [`Replay`]s, [`Agent`]s.
//! - Bounded reading of states, replays and options from outside ([`Limits`]).
//! - The pinned random source [`Rng`] and its [`Seed`].
//! - With the `testing` feature, the conformance suite every game runs.
//!
//! # Example
//!
//! Draw a card from a 54-card deck, as a chance point would:
//!
//! ```
//! use wargames_core::{CardSet, Probability, Rng};
//!
//! let deck = CardSet::STANDARD_54;
//! let p = Probability::uniform(deck.len() as u64).unwrap();
//! assert_eq!(p.to_string(), "1/54");
//! let mut rng = Rng::new(2024u64);
//! let card = rng.draw(deck).unwrap();
//! assert!(deck.contains(card));
//! ```

mod agent;
mod area;
mod bits;
mod bitset;
mod card;
mod card_set;
mod deal;
mod dice;
mod digest;
mod draw_pile;
mod driver;
mod encoding;
mod error;
mod game;
mod limits;
mod phase;
mod playout;
mod probability;
mod random;
mod replay;
mod seat;
mod step;
mod text;
mod tree_tensor;

#[cfg(feature = "testing")]
pub mod testing;

pub use agent::{Agent, Observation, RandomAgent};
pub use area::{AreaError, AreaGraph, AreaId, AreaSet};
pub use bits::{Bits, BitsIter, Word};
pub use card::{Card, CardIndexError, CardParseError, Colour, Rank, Suit};
pub use card_set::{CardSet, CardSetBitsError, CardSetIter};
pub use deal::Deal;
pub use dice::{Die, Roll, RollError, RollIter};
pub use digest::Digest;
pub use draw_pile::DrawPile;
pub use driver::Match;
pub use encoding::{Blocks, Encoding, ObservationWriter};
pub use error::{FlowError, RuleError};
pub use game::{EventSink, Game, NoEvents, Status};
pub use limits::{Limits, ReadError};
pub use phase::{MAX_DEPTH, Phase, Procedure, Turn};
pub use playout::{Playout, PlayoutError, PlayoutStats};
pub use probability::{Probability, ProbabilityError};
pub use random::{Rng, Seed, SeedParseError};
pub use replay::{Replay, ReplayError};
pub use seat::Seat;
pub use step::Step;
pub use text::{MAX_SUGGESTIONS, TextError, normal_text, parse_action};
pub use tree_tensor::write_tree;

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
