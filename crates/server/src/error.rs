//! Why the server refused a request: one typed error, sent as one error
//! frame. A refused request changes nothing.

use serde::Serialize;

/// Why a request was refused. The match is left exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ServerError {
    /// The message is not JSON of a request (malformed, an unknown field or
    /// operation, a missing field).
    #[error("bad request: {0}")]
    BadRequest(String),
    /// The message is longer than the frame size limit.
    #[error("a message is at most {limit} bytes; this one has {size}")]
    TooLarge {
        /// The limit in bytes.
        limit: usize,
        /// The message's size.
        size: usize,
    },
    /// More messages than the per-connection rate limit allows.
    #[error("too many messages: at most {per_second} a second")]
    RateLimited {
        /// The sustained rate allowed.
        per_second: u32,
    },
    /// No game has this id.
    #[error("no game {0:?}; the games are rattenkrieg, arnswalde, pocket-stalingrad, squad")]
    UnknownGame(String),
    /// The game has no scenario of this label.
    #[error("no scenario {wanted:?}; the scenarios are {known}")]
    Scenario {
        /// The label asked for.
        wanted: String,
        /// The labels there are.
        known: String,
    },
    /// The options are not the game's, or its rules refuse them.
    #[error("options refused: {0}")]
    Options(String),
    /// The seats asked for do not fit the game or name no player.
    #[error("seats: {0}")]
    Seats(String),
    /// No match has this id on this server.
    #[error("no match {0:?}")]
    UnknownMatch(String),
    /// The token is missing, or is no seat's token of this match.
    #[error("this token opens no seat of this match")]
    BadToken,
    /// The match is over (or ended by resignation or agreement).
    #[error("the match is over: {0}")]
    Ended(String),
    /// Another seat is to act.
    #[error("not your turn: {0}")]
    NotYourTurn(String),
    /// The move number is not the match's current one: a stale move (or one
    /// from the future) is not played.
    #[error("move number {sent} is not the current one, {current}")]
    MoveNumber {
        /// The number sent.
        sent: u64,
        /// The match's current move number.
        current: u64,
    },
    /// The request names no legal action (an id out of range, text that
    /// reads as none), or names it twice (both `id` and `text`).
    #[error("{0}")]
    NoSuchAction(String),
    /// The rules refuse the action.
    #[error("refused: {text}")]
    Refused {
        /// The id of the rule broken, if the refusal names one.
        rule: Option<&'static str>,
        /// The refusal as a player reads it.
        text: String,
    },
    /// The match does not allow hints.
    #[error("this match gives no hints")]
    NoHints,
    /// The game has no draw, or no draw is offered.
    #[error("{0}")]
    Draw(String),
    /// The replay is published only once the match has ended.
    #[error("the replay is published when the match ends")]
    ReplayWhileRunning,
    /// The match was stored under another rules version and is not resumed.
    #[error("this match was recorded under rules version {recorded}; this server implements {current}")]
    RulesVersion {
        /// The version in the store.
        recorded: String,
        /// This server's version of the game.
        current: &'static str,
    },
    /// The store failed; nothing was played.
    #[error("store: {0}")]
    Store(String),
    /// The server is busy (a bot or hint pool is closed) or shutting down.
    #[error("unavailable: {0}")]
    Unavailable(String),
}

impl ServerError {
    /// A short stable code a client can branch on (`move_number`).
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            ServerError::BadRequest(_) => "bad_request",
            ServerError::TooLarge { .. } => "too_large",
            ServerError::RateLimited { .. } => "rate_limited",
            ServerError::UnknownGame(_) => "unknown_game",
            ServerError::Scenario { .. } => "scenario",
            ServerError::Options(_) => "options",
            ServerError::Seats(_) => "seats",
            ServerError::UnknownMatch(_) => "unknown_match",
            ServerError::BadToken => "bad_token",
            ServerError::Ended(_) => "ended",
            ServerError::NotYourTurn(_) => "not_your_turn",
            ServerError::MoveNumber { .. } => "move_number",
            ServerError::NoSuchAction(_) => "no_such_action",
            ServerError::Refused { .. } => "refused",
            ServerError::NoHints => "no_hints",
            ServerError::Draw(_) => "draw",
            ServerError::ReplayWhileRunning => "replay_while_running",
            ServerError::RulesVersion { .. } => "rules_version",
            ServerError::Store(_) => "store",
            ServerError::Unavailable(_) => "unavailable",
        }
    }

    /// The error frame a client receives.
    #[must_use]
    pub fn frame(&self) -> ErrorFrame {
        ErrorFrame {
            kind: "error",
            code: self.code(),
            message: self.to_string(),
            rule: match self {
                ServerError::Refused { rule, .. } => *rule,
                _ => None,
            },
            move_no: match self {
                ServerError::MoveNumber { current, .. } => Some(*current),
                _ => None,
            },
        }
    }
}

/// The one frame that says a request was refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ErrorFrame {
    /// Always `"error"`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// [`ServerError::code`].
    pub code: &'static str,
    /// What is wrong, in one line.
    pub message: String,
    /// The rule that refuses the action, where a rule does.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<&'static str>,
    /// The match's current move number, when a move number was wrong.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub move_no: Option<u64>,
}
