//! The protocol: one JSON request per WebSocket text message (or per HTTP
//! `POST /api` body), answered by one JSON frame; a WebSocket that joined
//! a seat or spectates also receives a new frame after every change of
//! its match. docs/server.md describes every message.

use serde::{Deserialize, Serialize};

use crate::frame::{LegalAction, Procedure};
use crate::room::Hint;

/// A request. Unknown fields and operations are refused.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
pub enum Request {
    /// Creates a match; answered with [`Reply::Created`].
    Create {
        /// The game's id (`rattenkrieg`, `arnswalde`, `pocket-stalingrad`, `squad`).
        game: String,
        /// A scenario by label (omitted: the standard game).
        #[serde(default)]
        scenario: Option<String>,
        /// The game's options as JSON, instead of a scenario.
        #[serde(default)]
        options: Option<serde_json::Value>,
        /// Every seat in order: `human`, `random`, `heuristic` or `mcts:N`.
        seats: Vec<String>,
        /// The iterations of the hints the match allows (omitted: no hints).
        #[serde(default)]
        hints: Option<u32>,
    },
    /// Lists the open matches (a human seat not yet joined).
    List {},
    /// Takes a seat with its token; a WebSocket then receives its frames.
    Join {
        /// The match.
        match_id: String,
        /// The seat's token.
        token: String,
    },
    /// Watches a match; a WebSocket then receives the public frames.
    Spectate {
        /// The match.
        match_id: String,
    },
    /// The seat's frame now (the whole log).
    Snapshot {
        /// The match.
        match_id: String,
        /// The seat's token.
        token: String,
    },
    /// Plays an action by `id` or by `text` (exactly one of the two), at
    /// move number `move_no`.
    Play {
        /// The match.
        match_id: String,
        /// The seat's token.
        token: String,
        /// The match's move number the move is meant for.
        move_no: u64,
        /// The legal action's id.
        #[serde(default)]
        id: Option<usize>,
        /// The action as text.
        #[serde(default)]
        text: Option<String>,
    },
    /// What the game's search would play, where the match allows hints.
    Hint {
        /// The match.
        match_id: String,
        /// The seat's token.
        token: String,
    },
    /// Gives the match up.
    Resign {
        /// The match.
        match_id: String,
        /// The seat's token.
        token: String,
    },
    /// Offers a draw, where the game has one.
    OfferDraw {
        /// The match.
        match_id: String,
        /// The seat's token.
        token: String,
    },
    /// Accepts the draw the other seat offered.
    AcceptDraw {
        /// The match.
        match_id: String,
        /// The seat's token.
        token: String,
    },
    /// The replay with its seed, once the match has ended.
    Replay {
        /// The match.
        match_id: String,
    },
}

/// One seat's invitation: the seat and its secret token, given once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Invitation {
    /// The seat.
    pub seat: u8,
    /// The seat's name.
    pub name: String,
    /// The secret token that opens the seat.
    pub token: String,
}

/// A match as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Listed {
    /// The match's id.
    pub match_id: String,
    /// The game's id.
    pub game: String,
    /// The scenario's label.
    pub scenario: String,
    /// Each seat: `human` or the bot's kind.
    pub seats: Vec<String>,
    /// The human seats nobody has joined yet.
    pub open_seats: Vec<u8>,
    /// The move number.
    pub move_no: u64,
}

/// What a seat or a spectator sees of a match.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Frame {
    /// The match.
    pub match_id: String,
    /// The game's id.
    pub game: String,
    /// The seat this frame is for; `None` for a spectator.
    pub seat: Option<u8>,
    /// Each seat's name.
    pub seat_names: Vec<String>,
    /// The move number the next move must carry.
    pub move_no: u64,
    /// The seat to act, while a seat acts.
    pub to_act: Option<u8>,
    /// How the match ended, once it has.
    pub result: Option<String>,
    /// The phase as one line.
    pub phase: String,
    /// The nested procedures, outermost first, with rule ids.
    pub path: Vec<Procedure>,
    /// The viewer's view as the game's JSON.
    pub view: serde_json::Value,
    /// The view as the game's text board, where it is the viewer's.
    pub view_text: Option<String>,
    /// The viewer's legal actions when the viewer is to act.
    pub legal: Vec<LegalAction>,
    /// Narrated events from line `log_from` of the viewer's log on.
    pub log: Vec<String>,
    /// The number of the first line of `log`.
    pub log_from: usize,
    /// The rule under which the seats may agree on a draw (Pocket
    /// Stalingrad's `V.4`), or `None` where the game has none: where a
    /// page offers the draw buttons.
    pub draw_rule: Option<String>,
    /// The seat that offers a draw, while an offer stands.
    pub draw_offered_by: Option<u8>,
    /// Whether each seat has at least one open WebSocket now (a bot's
    /// seat: always).
    pub connected: Vec<bool>,
}

/// A reply or a pushed frame. Errors are [`ErrorFrame`](crate::ErrorFrame)s.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Reply {
    /// The match was made: one invitation per human seat.
    Created {
        /// The new match's id.
        match_id: String,
        /// The invitations, by seat.
        invitations: Vec<Invitation>,
    },
    /// The open matches.
    Matches {
        /// Each open match.
        matches: Vec<Listed>,
    },
    /// A seat's or a spectator's frame, in reply to `join`, `spectate` or
    /// `snapshot`.
    Frame(Frame),
    /// A frame pushed to a WebSocket that joined or spectates, after every
    /// change of the match; `log` holds only the lines not sent before.
    Update(Frame),
    /// Pushed to every other WebSocket of a match when a seat's first
    /// WebSocket opens or its last one closes.
    Presence {
        /// The match.
        match_id: String,
        /// Whether each seat has at least one open WebSocket now (a bot's
        /// seat: always).
        connected: Vec<bool>,
    },
    /// A move was accepted (and stored) as move number `move_no - 1`;
    /// `repeated` when it had been played already (a resent move).
    Played {
        /// The match.
        match_id: String,
        /// The match's move number now.
        move_no: u64,
        /// Whether this was a resend of the move already played.
        repeated: bool,
    },
    /// A hint.
    Hint {
        /// The match.
        match_id: String,
        /// What the search says.
        hint: Hint,
    },
    /// A resignation, draw offer or acceptance was recorded.
    Done {
        /// The match.
        match_id: String,
    },
    /// The replay of an ended match (the `replay` example verifies it).
    Replay {
        /// The match.
        match_id: String,
        /// The replay's JSON, with its seed.
        replay: serde_json::Value,
    },
}
