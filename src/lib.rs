//! `wargames`: deterministic rules engines for four small card and dice wargames.
//!
//! This facade re-exports the shared core ([`core`]) and each game crate as
//! a module. Embed one game crate directly, or this crate for all of them.
//!
//! ```
//! use wargames::{Probability, Rng};
//!
//! let mut rng = Rng::new(1u64);
//! assert!(rng.index(6) < 6);
//! assert_eq!(Probability::uniform(6).unwrap().to_string(), "1/6");
//! ```

pub use wargames_arnswalde as arnswalde;
pub use wargames_core as core;
pub use wargames_core::{
    Agent, Digest, EventSink, FlowError, Game, Match, NoEvents, Observation, Playout, PlayoutStats, Probability,
    RandomAgent, Replay, ReplayError, Rng, RuleError, Seat, Seed, Status, Step,
};
pub use wargames_pocket_stalingrad as pocket_stalingrad;
pub use wargames_rattenkrieg as rattenkrieg;
pub use wargames_squad as squad;
