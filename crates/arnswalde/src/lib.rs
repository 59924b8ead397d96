//! Arnswalde 1945: a solitaire card wargame as a deterministic rules engine.
//!
//! The player commands the seven Tiger IIs of s.SS-Pz.Abt. 503 in
//! Arnswalde, February 1945: hold the town against the Soviet cards (the
//! hearts), get the refugees out to the north, and keep the garrison from
//! surrendering until the relief comes. The rules are the seed
//! `001_6458f45924b612aa.txt`; rule ids (`4.1`, `7.3` ...) are its section
//! numbers and appear in the docs, errors and tests of this crate. Our
//! English reference, with every interpretation, is `docs/rules/arnswalde.md`.
//!
//! [`Arnswalde`] implements [`wargames_core::Game`]: every draw is an explicit
//! chance point over the cards left in the deck, every decision an
//! [`Action`], and an illegal action is refused with the rule it breaks.
//!
//! [`Arnswalde::phase`] says where the game stands in the sequence of play
//! (5.0), down to the decision or chance point at hand. Actions and chance
//! outcomes print in the rulebook's words (`counterattack 7♥ in South`) and
//! read back from that text (`FromStr`, refused with a [`ParseError`]), so
//! a player can type them; states, views, events, options and replays are
//! snake_case JSON.
//!
//! [`Heuristic`] is a rule-based player that sees only its [`View`]: it gets
//! a refugee marker out whenever North is clear, counterattacks the Soviet
//! card it is likeliest to remove (North first), reckoning the odds from the
//! judgement cards not yet seen, answers every Soviet attack it can with a
//! counterattack (which spares morale), sends Tigers to the front that
//! needs them and plays a hand card only where it settles a draw. It wins
//! 43% / 39% / 30% of games on easy / normal / hard, where the random
//! player wins 11% / 8% / 6%.
//!
//! # Example
//!
//! A seeded game through [`wargames_core::Match`]: place the Tigers, then
//! play whatever comes first until the game ends.
//!
//! ```
//! use wargames_arnswalde::{Action, Arnswalde, Options};
//! use wargames_core::{Match, Status};
//!
//! let mut game = Match::<Arnswalde>::new(Options::default(), 7u64).unwrap();
//! game.play(&Action::PlaceTigers { north: 3, south: 3, central: 1 }).unwrap();
//! assert_eq!(game.game().turn(), 1);
//! let mut legal = Vec::new();
//! while let Status::ToAct(_) = game.status() {
//!     game.legal_actions(&mut legal);
//!     game.play(&legal[0]).unwrap();
//! }
//! println!("{}", game.view(wargames_core::Seat::FIRST));
//! assert!(game.game().outcome().is_some());
//! ```

/// The README's example, run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

mod action;
mod actions;
mod area;
mod attack;
mod chance;
mod counterattack;
mod encoding;
mod error;
mod event;
mod game;
mod heuristic;
mod hidden;
mod invariants;
mod judgement;
mod options;
mod outcome;
mod pending;
mod phase;
mod refugees;
mod relief;
mod soviet;
mod state;
mod surrender;
mod text;
mod tigers;
mod turn;
mod view;

/// The version of the rules this engine implements; recorded in replays.
///
/// `2`: one JSON convention, snake_case everywhere (the morale track's
/// suits were `"Clubs"`, now `"clubs"`); the rules are those of `1`.
pub const RULES_VERSION: &str = "2";

pub use action::{Action, Target};
pub use area::{Area, Front};
pub use chance::Chance;
pub use error::{CorruptState, Error};
pub use event::Event;
pub use game::PLAYER;
pub use heuristic::Heuristic;
pub use options::{AssaultAce, Difficulty, HandUse, MoraleTrack, Options, Suits};
pub use outcome::{Outcome, VictoryLevel};
pub use pending::{Attacks, Counterattack, LastTiger, Pending, Purpose, Ranks};
pub use refugees::{REFUGEE_COUNT, Refugees};
pub use soviet::{STACK_CAPACITY, SovietStack, strength};
pub use state::{Arnswalde, HEARTS, JUDGEMENT_CARDS, LAST_TURN};
pub use text::ParseError;
pub use tigers::{TIGER_COUNT, Tigers};
pub use view::{FrontView, View};
