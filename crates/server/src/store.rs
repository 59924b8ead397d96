//! What the server stores of a match, and the store's interface: what
//! defines the match (game, rules version, options, the secret seed, the
//! seats with their token hashes) and its append-only move log, each move
//! as the action's stable text form with the state's digest after it.
//!
//! Every call but [`Store::submit`] blocks; the server makes them on
//! tokio's blocking threads, never on the I/O threads. Moves are written
//! by the store's own writer thread, in groups.

use tokio::sync::oneshot;

use crate::error::ServerError;

/// One seat as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRecord {
    /// `human`, or the bot's kind (`random`, `heuristic`, `mcts:N`).
    pub kind: String,
    /// The SHA-256 of the seat's token (hex), for a human seat.
    pub token_hash: Option<String>,
    /// Whether someone has joined the seat with its token.
    pub joined: bool,
}

/// What defines a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchRecord {
    /// The match's id (32 hex digits).
    pub id: String,
    /// The game's id.
    pub game: String,
    /// The rules version the match is played under.
    pub rules_version: String,
    /// The scenario's label (empty where options were given).
    pub scenario: String,
    /// The options, as the game's JSON.
    pub options: String,
    /// The secret seed, 64 hex digits.
    pub seed: String,
    /// Hint iterations the match allows (0: no hints).
    pub hints: u32,
    /// The seats, in order.
    pub seats: Vec<SeatRecord>,
    /// How the match ended (the game's outcome, a resignation, an agreed
    /// draw), once it has.
    pub result: Option<String>,
}

/// One accepted move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRecord {
    /// The move's number (from 0).
    pub n: u64,
    /// The seat that played it.
    pub seat: u8,
    /// The action's stable text form (`Display`, read back by `FromStr`).
    pub action: String,
    /// The digest of the state after it, on the moves that carry one: every
    /// [`CHECKPOINT`]th move and the last of a match. A restart replays
    /// the moves and checks every stored digest.
    pub digest: Option<String>,
}

/// Every this many moves (and on a match's last move) the move log
/// stores the state's digest: hashing the whole state on every move would
/// cost more than the rest of a move, and one checkpoint now and then
/// proves just as well that a replay reaches the same state.
pub const CHECKPOINT: u64 = 32;

/// Whether move `n` (from 0) carries the state's digest, `last` when it
/// ends the match.
#[must_use]
pub fn checkpoint(n: u64, last: bool) -> bool {
    last || n % CHECKPOINT == CHECKPOINT - 1
}

/// A durable home for matches. Each call is one transaction: when it
/// returns `Ok`, what it wrote survives a crash of the process.
pub trait Store: Send + Sync {
    /// Stores a new match.
    ///
    /// # Errors
    /// The store failed.
    fn create(&self, record: &MatchRecord) -> Result<(), ServerError>;
    /// Submits move `mv` for match `id`'s log and returns at once; the
    /// receiver says how it went once its transaction has committed. Moves
    /// submitted together are committed in one transaction, each on its
    /// own: a move whose number the log already has fails and writes
    /// nothing, and fails no other.
    ///
    /// # Errors
    /// The store cannot take moves (its writer has stopped).
    fn submit(&self, id: &str, mv: MoveRecord) -> Result<oneshot::Receiver<Result<(), ServerError>>, ServerError>;
    /// Marks seat `seat` of match `id` joined.
    ///
    /// # Errors
    /// The store failed.
    fn join(&self, id: &str, seat: u8) -> Result<(), ServerError>;
    /// Records how match `id` ended.
    ///
    /// # Errors
    /// The store failed.
    fn finish(&self, id: &str, result: &str) -> Result<(), ServerError>;
    /// The ids of the matches not yet ended, in order.
    ///
    /// # Errors
    /// The store failed.
    fn unfinished_ids(&self) -> Result<Vec<String>, ServerError>;
    /// Every match not yet ended, with its moves in order.
    ///
    /// # Errors
    /// The store failed.
    fn unfinished(&self) -> Result<Vec<(MatchRecord, Vec<MoveRecord>)>, ServerError> {
        let mut all = Vec::new();
        for id in self.unfinished_ids()? {
            if let Some(found) = self.load(&id)? {
                all.push(found);
            }
        }
        Ok(all)
    }
    /// Match `id` with its moves, if stored.
    ///
    /// # Errors
    /// The store failed.
    fn load(&self, id: &str) -> Result<Option<(MatchRecord, Vec<MoveRecord>)>, ServerError>;
}
