//! Squad: a solitaire squad-level tactical card game, in the style of the
//! system described in seed 004, with an original, data-driven card set.
//!
//! A squad bought with resource points walks a path of Location cards from
//! the Mission card to the Objective, fighting enemy cards that spawn and
//! reinforce, before the mission timer runs out. Rules: `docs/rules/squad.md`
//! (rule ids R-S1..R-V4 and R-D1, R-D2 appear in the code, the errors and
//! the tests).
//!
//! - [`Squad`] is the game state and implements [`wargames_core::Game`].
//! - [`Content`] is the card set (the built-in starter set, or your own,
//!   loaded from JSON files and validated).
//! - [`Options`] picks the mission, objective, enemy quality and squad.
//! - [`Heuristic`] is a rule-based player (the baseline of the studies).
//! - [`Squad::phase`] says where the mission stands (the timer's turn, the
//!   side, the procedures down to the decision, with their rule ids).
//! - [`Action`] is one decision, or one part of a decision made in parts
//!   (R-D1: a move's payment, an attack's aim, a card's boost, discards and
//!   choice, ...; `Back` takes a part back, R-D2); [`Order`] is the whole
//!   decision the parts make, as the rules resolve it.
//! - [`Action`] and [`Chance`] read back from the text they print
//!   ([`ParseError`]); `Game::describe` and `Game::narrate` put the card
//!   set's names in, and `wargames_core::parse_action` reads those texts.
//! - States, views, options, actions, events and replays are JSON with
//!   snake_case names (rules version 4).
//!
//! # Example
//!
//! Play a few steps of the standard mission through the seeded driver:
//!
//! ```
//! use wargames_core::{Game, Match};
//! use wargames_squad::{Action, Options, Squad};
//!
//! let mut m = Match::<Squad>::new(Options::default(), 7u64).unwrap();
//! let mut legal = Vec::new();
//! m.legal_actions(&mut legal);
//! assert!(legal.contains(&Action::BeginTurn { soldier: 0 }));
//! m.play(&Action::BeginTurn { soldier: 0 }).unwrap();
//! // Sgt. Hale is in slot 0, the front-most filled slot: she places a Location.
//! m.play(&Action::PlaceLocation).unwrap();
//! println!("{}", m.view(wargames_core::Seat::FIRST));
//! assert!(!m.game().is_over());
//! ```

mod actions;
pub mod content;
mod encoding;
mod enemy;
mod engine;
mod error;
mod event;
mod free;
mod heuristic;
mod legal;
mod names;
mod parse;
mod setup;
mod state;
mod terms;
mod victory;
mod view;

pub use content::recruit::Recruit;
pub use content::{Content, ContentError, ContentTexts, Quality};
pub use error::Error;
pub use event::{DieResult, Event};
pub use heuristic::Heuristic;
pub use parse::ParseError;
pub use setup::options::Options;
pub use setup::roster::{MAX_GEAR, MAX_SOLDIERS};
pub use state::chance::Chance;
pub use state::squad::Squad;
pub use state::{MAX_DROPPED, MAX_ENEMIES, MAX_SUPPORT, SLOTS};
pub use terms::action::Action;
pub use terms::order::{Aim, Order, Play};
pub use terms::outcome::Outcome;
pub use view::{
    ArrivalStage, AssaultStage, AssaultView, AttackStage, AttackStyle, AttackView, AttackWeapon, CardView, ChanceView,
    ConnectStage, DeckCards, DeckCounts, DeckView, DownStage, DraftView, DrawCause, DroppedItem, EnemyStep, EnemyView,
    GearView, HandCard, Life, PlaceStage, Procedure, ReconCard, SkillView, SoldierView, SupportView, Timer, TurnView,
    View, Weather,
};

/// The version of the rules this engine implements (recorded in replays).
pub const RULES_VERSION: &str = "4";

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

#[cfg(test)]
mod encoding_tests;
#[cfg(test)]
mod error_tests;
#[cfg(test)]
mod parse_tests;
#[cfg(test)]
mod rules_tests;
#[cfg(test)]
mod view_tests;
