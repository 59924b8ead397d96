//! What the table shows a seat: its view, the phase, its legal actions and
//! the narrated log, never more than the seat may see.

use serde::Serialize;
use wargames::choices::ActionGroup;

/// Where the game stands, as [`Game::phase`](wargames::Game::phase) says it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PhaseInfo {
    /// The whole phase as one line (`turn 3/6, German > operations (7.0)`).
    pub text: String,
    /// The game turn, if the game counts turns.
    pub turn: Option<u16>,
    /// The last game turn, if known.
    pub last_turn: Option<u16>,
    /// The side whose phase it is, if any.
    pub side: Option<String>,
    /// The nested procedures, outermost first.
    pub path: Vec<ProcedureInfo>,
}

/// One procedure of the phase: its name, rule id and what it is about.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ProcedureInfo {
    /// The procedure's name (`combat`).
    pub name: String,
    /// Its rule id (`8.0`).
    pub rule: String,
    /// What it is about (`Tractor Works`), if anything.
    pub about: Option<String>,
}

/// The table as one seat sees it: everything a page draws.
///
/// Built only from the seat's [`Game::view`](wargames::Game::view), the
/// phase, the acting person's own legal actions and the events redacted
/// for the seat ([`Game::redact`](wargames::Game::redact)).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Snapshot {
    /// The game's id (`rattenkrieg`).
    pub game: &'static str,
    /// The scenario's label, or where the options came from.
    pub scenario: String,
    /// The seed, as the replay records it (64 hex digits). Never written
    /// to the JSON a page receives: it foretells every chance outcome, the
    /// cards hidden from the seat among them.
    #[serde(skip)]
    pub seed: String,
    /// The seats people play.
    pub people: Vec<u8>,
    /// The opponent playing every other seat (`mcts:1000`).
    pub opponent: String,
    /// The name of every seat, by seat.
    pub seat_names: Vec<String>,
    /// The seat whose view this is.
    pub viewer: u8,
    /// The seat to act, while the game goes on.
    pub to_act: Option<u8>,
    /// Whether a person acts now (their legal actions are listed).
    pub person_to_act: bool,
    /// How the game ended, once over.
    pub over: Option<String>,
    /// What the end is worth to the viewer, once over, on the scale of
    /// [`Game::returns`](wargames::Game::returns): 1 a win (or a
    /// solitaire's victory), 0.5 a draw, 0 a loss; so a page can say "You
    /// won" or "You lost".
    pub viewer_result: Option<f64>,
    /// Where the game stands.
    pub phase: PhaseInfo,
    /// The viewer's view as the game's own JSON (what the page draws).
    pub view: serde_json::Value,
    /// The same view as the game's text board.
    pub view_text: String,
    /// The acting person's legal actions as text (`Game::describe`), in
    /// the game's order; empty when no person acts.
    pub legal: Vec<String>,
    /// The legal actions grouped by first word when they are more than a
    /// screen's worth ([`wargames::choices::group`]); else empty.
    pub groups: Vec<ActionGroup>,
    /// The index among `legal` of the action that takes a part of the
    /// decision back (Squad's `back`, R-D2), where there is one.
    pub undo: Option<usize>,
    /// Narrated events from number `log_from` on, as the viewer may see them.
    pub log: Vec<String>,
    /// The number of the first line of `log` in the whole log.
    pub log_from: usize,
    /// How many steps (actions and chance outcomes) the game has had.
    pub steps: usize,
}

/// What the game's search would play for the acting person, with the
/// visits of the most visited actions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Hint {
    /// The search's iterations.
    pub iterations: u32,
    /// The index of its choice among the legal actions.
    pub index: usize,
    /// Its choice as text.
    pub text: String,
    /// The most visited actions, most visits first (at most five).
    pub ranked: Vec<Ranked>,
}

/// One legal action with the visits a search gave it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Ranked {
    /// Its index among the legal actions.
    pub index: usize,
    /// Its text.
    pub text: String,
    /// The visits of the search's root.
    pub visits: u32,
}
