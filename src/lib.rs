//! `wargames`: deterministic rules engines for four small card and dice wargames.
//!
//! This facade re-exports the shared core ([`core`]) and each game crate as
//! a module: [`arnswalde`], [`pocket_stalingrad`], [`rattenkrieg`],
//! [`squad`]. Embed one game crate directly, or this crate for all of them.
//!
//! Every game is a [`Game`]: a state machine whose chance points are
//! explicit. A [`Match`] drives one with a seeded random source, so options,
//! seed and decisions make the same game on every machine:
//!
//! ```
//! use wargames::pocket_stalingrad::{Options, PocketStalingrad};
//! use wargames::{Match, Status};
//!
//! let mut game = Match::<PocketStalingrad>::new(Options::default(), 42u64).unwrap();
//! let mut legal = Vec::new();
//! while let Status::ToAct(_) = game.status() {
//!     game.legal_actions(&mut legal);
//!     // Chance points (the dice) are resolved by the match itself.
//!     game.play(&legal[0]).unwrap();
//! }
//! let replay = game.replay().unwrap();
//! assert_eq!(&replay.replay().unwrap(), game.game());
//! ```
//!
//! An illegal action is refused with the rule it breaks, and changes nothing:
//!
//! ```
//! use wargames::arnswalde::{Action, Arnswalde, Options};
//! use wargames::{Match, RuleError};
//!
//! let mut game = Match::<Arnswalde>::new(Options::default(), 7u64).unwrap();
//! let err = game.play(&Action::PlaceTigers { north: 7, south: 7, central: 7 }).unwrap_err();
//! assert!(err.rule().is_some());
//! println!("refused: {err}");
//! ```

//! An app that already holds a `rand` generator starts a match from it in
//! one call; the seed drawn is recorded in the replay, so the game can be
//! replayed:
//!
//! ```
//! use wargames::rattenkrieg::{Options, Rattenkrieg};
//! use wargames::{Match, Seed};
//!
//! let seed = Seed::from_rng(&mut rand::rng());
//! let game = Match::<Rattenkrieg>::new(Options::default(), seed).unwrap();
//! assert_eq!(game.replay().unwrap().seed, Some(seed));
//! ```
//!
//! An opponent or a hint for any game is one call: [`search::opponent`]
//! builds the game's own search ([`search::Tuned`]), the one whose
//! strength the README measures, and [`search::hint`] runs it once for a
//! seat.
//!
//! An app that offers the games to people (the examples, the web table in
//! `crates/web`) finds each game's scenarios, seat names and players
//! (`random`, `heuristic`, `mcts:N` as an [`AgentKind`]) in [`catalog`],
//! and groups a long list of legal actions with [`choices::group`]. Code
//! that handles every game in turn expands [`for_each_game!`], the one list
//! of the games.

mod agent_kind;
pub mod catalog;
pub mod choices;
mod registry;
pub mod search;

pub use agent_kind::{AgentKind, AgentKindError};

pub use wargames_agents as agents;
pub use wargames_arnswalde as arnswalde;
pub use wargames_core as core;
pub use wargames_core::{
    Agent, Digest, EventSink, FlowError, Game, Limits, Match, NoEvents, Observation, Phase, Playout, PlayoutStats,
    Probability, RandomAgent, ReadError, Replay, ReplayError, Rng, RuleError, Seat, Seed, Status, Step, TextError,
    parse_action,
};
pub use wargames_pocket_stalingrad as pocket_stalingrad;
pub use wargames_rattenkrieg as rattenkrieg;
pub use wargames_squad as squad;
