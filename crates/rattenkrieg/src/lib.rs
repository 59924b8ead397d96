//! Rattenkrieg: Stalingrad: the two-player card wargame of the street
//! fighting in Stalingrad (Command Magazine Japan's free postcard game), as
//! a deterministic rules engine on [`wargames_core`].
//!
//! The German side (seat 0) must hold every area joined to the Soviet rear
//! at the end of turn 6 [4.0]. Counters carry hidden step cards [3.3],
//! both sides hold hidden hands [3.4], and combats are fought with cards
//! put down face down, raised and revealed [8.0]. Every dealt card is a
//! chance point; [`Game::view`](wargames_core::Game::view) shows a side its
//! own cards and only the counts of the enemy's.
//!
//! The map and counters are a RECONSTRUCTION (see [`Scenario`]); load the
//! printed data through [`Options::scenario`].
//!
//! [`Rattenkrieg::phase`] says where the game stands (`turn 1/6, German >
//! operations (7.0) > activation: 14Pz (7.1) > combat: Spartakovka (8.0)`),
//! at decisions and chance points alike. Actions and chance outcomes print
//! counters and areas by id and parse back from that text ([`ParseError`]);
//! [`Game::describe`](wargames_core::Game::describe) and
//! [`Game::narrate`](wargames_core::Game::narrate) use the scenario's names
//! (`attack in Tractor Works`), which
//! [`parse_action`](wargames_core::parse_action) reads back.
//!
//! [`Heuristic`] is a rule-based player for either side that sees only its
//! own view: it attacks where it holds a card that hits at its counter's
//! strength, enters the victory areas first, puts down its best card and
//! raises only when that beats what it has down, takes losses on its worst
//! step, and breaks ties from its seed.
//!
//! # Example
//!
//! ```
//! use wargames_core::{Game, Match, Seat};
//! use wargames_rattenkrieg::{Action, Options, Rattenkrieg, Side};
//!
//! let mut m = Match::<Rattenkrieg>::new(Options::default(), 7u64)?;
//! // The deal is done: the German side acts first.
//! assert_eq!(m.status().to_act(), Some(Seat(0)));
//! let view = m.view(Seat(0));
//! assert_eq!(view.hand.len(), 3);
//! assert_eq!(view.enemy_hand, 4);
//! // Activate the first German counter, then end its activation.
//! let mut legal = Vec::new();
//! m.legal_actions(&mut legal);
//! let activate = legal.iter().find(|a| matches!(a, Action::Activate { .. })).copied();
//! m.play(&activate.ok_or("no activation")?)?;
//! m.play(&Action::End)?;
//! assert_eq!(m.game().side_to_act(), Some(Side::Soviet));
//! m.play(&Action::Pass)?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod action;
mod chance;
mod combat;
mod encoding;
mod error;
mod event;
mod event_card;
mod flow;
mod game;
mod heuristic;
mod hidden;
mod legal;
mod names;
mod options;
mod outcome;
mod parse;
mod parse_error;
mod phase;
mod saved;
mod scenario;
mod side;
mod state;
mod table;
mod unit;
mod view;

pub use action::Action;
pub use chance::Chance;
pub use combat::{hits, judge, judge_played, representative};
pub use error::Error;
pub use event::{Event, Recipient, Verdict};
pub use event_card::EventCard;
pub use heuristic::Heuristic;
pub use options::{Options, RefitRule, RevealRule, TankReturn};
pub use outcome::Outcome;
pub use parse_error::ParseError;
pub use scenario::{
    AreaData, LAST_TURN, MAX_AREAS, MAX_TOTAL_STEPS, Placement, Scenario, ScenarioError, Terrain, UnitData, UnitKind,
};
pub use side::Side;
pub use state::{Activation, Cause, DealPhase, Rattenkrieg, Stage};
pub use table::{Table, TableCombat, TableUnit};
pub use unit::{MAX_UNITS, Status, Unit, UnitId, UnitIdError};
pub use view::{CombatView, EnemyUnit, OwnUnit, View};

/// The README's example, run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

/// The version of the rules this engine implements; bumped on any change
/// of behaviour or of the saved form, recorded in replays. `3` marks the
/// workspace's one JSON convention (snake_case names of fields and
/// variants in states, replays, options, actions, chance outcomes and
/// events), which this game's saved form already followed: play and the
/// saved form are as in `2`, and a `2` replay gets the version error.
pub const RULES_VERSION: &str = "3";
