//! `wargames-server`: a match server for the four wargames.
//!
//! People and bots (`random`, `heuristic`, `mcts:N`) play each other
//! through one JSON protocol over WebSocket (`GET /ws`) or HTTP
//! (`POST /api`). The server holds the seed and the full state; a seat
//! gets only its own view, its legal actions and the events redacted for
//! it ([`sight`], [`narrate`]); a spectator what no seat hides. Every
//! accepted move is stored in one transaction before it is acknowledged,
//! and a restarted server replays every unfinished match from its store
//! and checks the digest. docs/server.md describes the protocol.
//!
//! ```no_run
//! use std::sync::Arc;
//! use wargames_server::{Config, Hub, SqliteStore, router};
//!
//! # async fn run() -> Result<(), Box<dyn std::error::Error>> {
//! let store = Arc::new(SqliteStore::open("matches.sqlite".as_ref())?);
//! let hub = Hub::start(store, Config::default()).await?;
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:8080").await?;
//! let app = router(hub, Some("web".into()));
//! axum::serve(listener, app.into_make_service_with_connect_info::<std::net::SocketAddr>()).await?;
//! # Ok(()) }
//! ```

mod config;
mod error;
mod frame;
mod group;
mod http;
mod hub;
mod outbox;
mod pg;
mod protocol;
mod rate;
mod room;
mod sqlite;
mod store;
mod token;

pub use config::Config;
pub use error::{ErrorFrame, ServerError};
pub use frame::{LegalAction, Procedure, Sight, Viewer, common, narrate, sight};
pub use http::{read_request, router};
pub use hub::Hub;
pub use outbox::Outbox;
pub use pg::{PgStore, follow};
pub use protocol::{Frame, Invitation, Listed, Reply, Request};
pub use rate::{Bucket, Limits};
pub use room::{Choice, Definition, GAMES, Hint, Job, Room, check_player, open, reopen};
pub use sqlite::SqliteStore;
pub use store::{CHECKPOINT, MatchRecord, MoveRecord, SeatRecord, Store, checkpoint};
pub use token::{hex, new_token, random_bytes, same_hash, token_hash};
