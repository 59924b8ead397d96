//! What the server stores of a match, and the store's interface: what
//! defines the match (game, rules version, options, the secret seed, the
//! seats with their token hashes) and its append-only move log, each move
//! as the action's stable text form with the state's digest after it.
//!
//! Every call blocks; the server makes them on tokio's blocking threads,
//! never on the I/O threads.

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
    /// The digest of the state after it.
    pub digest: String,
}

/// A durable home for matches. Each call is one transaction: when it
/// returns `Ok`, what it wrote survives a crash of the process.
pub trait Store: Send + Sync {
    /// Stores a new match.
    ///
    /// # Errors
    /// The store failed.
    fn create(&self, record: &MatchRecord) -> Result<(), ServerError>;
    /// Appends move `mv` to match `id`'s log. Fails (and writes nothing) if
    /// the log already has a move of that number.
    ///
    /// # Errors
    /// The store failed, or the number is taken.
    fn append(&self, id: &str, mv: &MoveRecord) -> Result<(), ServerError>;
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
    /// Every match not yet ended, with its moves in order.
    ///
    /// # Errors
    /// The store failed.
    fn unfinished(&self) -> Result<Vec<(MatchRecord, Vec<MoveRecord>)>, ServerError>;
    /// Match `id` with its moves, if stored.
    ///
    /// # Errors
    /// The store failed.
    fn load(&self, id: &str) -> Result<Option<(MatchRecord, Vec<MoveRecord>)>, ServerError>;
}
