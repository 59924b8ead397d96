//! Pocket Stalingrad (David Laufle, v1.0, 2010): the two-player dice game of
//! the battle for Stalingrad, as a deterministic rules engine.
//!
//! Each game turn the Soviet player, then the German player, take a player
//! turn: reinforcements (rule 1), a roll-and-keep of five unit dice and the
//! CMD, tactic and RATT dice (2), their resolution (3), and infiltration
//! (4: German air strikes, the Volga crossing, Ratze!, Deploy). A common
//! combat phase (5) and victory phase (6) close the turn. Three captured
//! urban areas win at once; otherwise after turn 5 the side with more areas
//! wins, then the one with more victory points.
//!
//! [`PocketStalingrad`] implements [`wargames_core::Game`]: rolls are
//! explicit chance points ([`Chance`]), every refusal names its rule
//! ([`Error`]), and the state is a small `Copy` value. Both players see
//! everything; [`View`] is still its own type. The rules reference with
//! every interpretation is `docs/rules/pocket-stalingrad.md`.
//!
//! [`PocketStalingrad::phase`] says where the game stands, as the sequence
//! of play names it (`turn 1/5, Soviet > roll (2) > keep (2.1)`). Actions
//! print as a player types them and read back ([`Action`]'s `FromStr`,
//! [`ParseError`]): `keep units 2 3, CMD` (or `keep 2 3 cmd`), `cross the
//! Volga into Pavlov's House (2)` (or `... into 2`); events and the view
//! name the areas by their card titles. Every JSON form uses snake_case
//! names.
//!
//! [`Heuristic`] is a rule-based player for either side that sees only its
//! [`View`]: it keeps the dice worth more than a re-roll (unit dice where
//! one more unit makes or stops a capture, high CMD, strong tactics and
//! RATT events), moves units where they make or stop a capture, strikes
//! from the air with all it may, fortifies threatened areas and shells
//! where attrition would cost it more than the enemy. It wins over 99% of
//! games against the random player in either seat.
//!
//! # Example
//!
//! A seeded match: the Soviet player keeps dice until the roll phase ends.
//!
//! ```
//! use wargames_core::{Game, Match, Status};
//! use wargames_pocket_stalingrad::{Action, Options, PocketStalingrad, Side, Stage};
//!
//! let mut game = Match::<PocketStalingrad>::new(Options::default(), 7u64).unwrap();
//! assert_eq!(game.status(), Status::ToAct(Side::Soviet.seat()));
//! let mut legal = Vec::new();
//! while game.game().stage() == Stage::Keep && game.game().roller() == Side::Soviet {
//!     game.legal_actions(&mut legal);
//!     // Keep everything the roll shows: the last legal keep keeps all.
//!     let keep_all = *legal.last().unwrap();
//!     assert!(matches!(keep_all, Action::Keep(_)));
//!     for event in game.play(&keep_all).unwrap() {
//!         println!("{event}");
//!     }
//! }
//! assert!(game.game().hand().all_kept() || game.game().roller() == Side::German);
//! println!("{}", game.view(Side::German.seat()));
//! ```

/// The README's example, run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

mod action;
mod area;
mod chance;
mod combat;
mod encoding;
mod error;
mod event;
mod game;
mod hand;
mod heuristic;
mod infiltration;
mod invariants;
mod options;
mod outcome;
mod phase;
mod ratt;
mod resolution;
mod roll;
mod side;
mod stage;
mod state;
mod tactic;
#[cfg(test)]
mod tests;
mod text;
mod victory;
mod view;

/// The version of the rules this engine implements (recorded in replays).
pub const RULES_VERSION: &str = "3";

pub use action::Action;
pub use area::{Area, Named, UrbanCard};
pub use chance::Chance;
pub use error::Error;
pub use event::{Event, Move, Waste};
pub use hand::{Hand, Keep, SingleDie, Slot, UNIT_DICE};
pub use heuristic::Heuristic;
pub use options::Options;
pub use outcome::{Outcome, Victory};
pub use ratt::RattEvent;
pub use side::Side;
pub use stage::Stage;
pub use state::{PocketStalingrad, STACK_LIMIT};
pub use tactic::Tactic;
pub use text::ParseError;
pub use view::View;
