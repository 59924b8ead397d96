//! `wargames-web`: the four wargames for JavaScript, compiled to
//! WebAssembly with wasm-bindgen.
//!
//! One small API over every game: a [`Table`] is one game (which game,
//! its scenario or options, the seed, the seats people play and the
//! opponent: `random`, `heuristic` or `mcts:N`). It shows one seat's
//! [`Snapshot`]: that seat's view as the game's own JSON, the phase, the
//! acting person's legal actions as text (grouped when the list is long,
//! as the `play` example groups it), and the narrated events redacted for
//! the seat. People play by index or by typed text (what `play` reads,
//! with the rules' refusal and its rule id); the agents decide one move at
//! a time; a hint gives the game's own search's choice with visit counts;
//! Squad's `back` takes a part of a decision back; and a game is saved and
//! loaded as exactly the replay JSON the `replay` example verifies.
//!
//! ```
//! use wargames_web::{Setup, Table};
//!
//! let setup = Setup { seed: "3".into(), people: vec![0], opponent: "random".into(), ..Setup::default() };
//! let mut table = Table::new("arnswalde", &setup).unwrap();
//! while table.snapshot(0).unwrap().over.is_none() {
//!     table.play_index(0).unwrap();
//! }
//! let saved = table.replay_json().unwrap();
//! let again = Table::load(&saved, &[0], "random").unwrap();
//! assert_eq!(again.snapshot(0).unwrap().over, table.snapshot(0).unwrap().over);
//! ```
//!
//! In JavaScript (`web/` serves a page built on it) the same calls are
//! methods of the class `Table`, returning JSON text and throwing an
//! `Error` whose message says in one line what is wrong.

mod error;
pub mod js;
#[cfg(test)]
mod leak;
mod session;
mod snapshot;
mod table;

pub use error::TableError;
pub use snapshot::{Hint, PhaseInfo, ProcedureInfo, Ranked, Snapshot};
pub use table::{GAMES, GameInfo, Setup, Table, games};
