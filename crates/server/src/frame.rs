//! What the server sends a seat or a spectator about a match: built only
//! from that viewer's [`Game::view`](wargames::Game::view), the phase, the
//! viewer's own legal actions and the events
//! [`redact`](wargames::Game::redact)ed for the viewer. Never the seed,
//! never the full state.

use serde::Serialize;
use wargames::catalog::Catalogued;
use wargames::{Game, Seat, Status};

/// Who looks at a match: one seat, or a spectator, who sees what no seat
/// hides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Viewer {
    /// A seat, by its token.
    Seat(Seat),
    /// A spectator.
    Spectator,
}

/// One legal action, as a seat picks it: its id (the index among the legal
/// actions, in the game's order) and its text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LegalAction {
    /// The id to play it by (from 0).
    pub id: usize,
    /// The action as a player reads it (`Game::describe`); playing this
    /// text plays it too.
    pub text: String,
}

/// One procedure of the phase, with its rule id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Procedure {
    /// Its name (`combat`).
    pub name: String,
    /// Its rule id (`8.0`).
    pub rule: String,
}

/// Where the game stands and what the viewer may see of it: the part of a
/// frame that depends on the state alone (the narrated log is added by the
/// match).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Sight {
    /// The seat to act, while a seat acts.
    pub to_act: Option<u8>,
    /// How the game ended, once over (the game's own words).
    pub over: Option<String>,
    /// The phase as one line (`turn 3/6, German > operations (7.0)`).
    pub phase: String,
    /// The nested procedures, outermost first.
    pub path: Vec<Procedure>,
    /// The view as the game's own JSON.
    pub view: serde_json::Value,
    /// The view as the game's text board (a spectator of a two-seat game
    /// with hidden information gets none: the text is one seat's).
    pub view_text: Option<String>,
    /// The viewer's legal actions, when the viewer is the seat to act.
    pub legal: Vec<LegalAction>,
}

/// What `viewer` may see of `game`.
///
/// A seat sees its own view; a spectator of a solitaire or of a game of
/// open information sees the first seat's view (over the player's
/// shoulder), of a game with hidden cards the game's own spectator's view
/// ([`Catalogued::spectator_view`](wargames::catalog::Catalogued::spectator_view),
/// Rattenkrieg's table), else the parts of the seats' views that every
/// seat sees alike ([`common`]).
///
/// ```
/// use wargames::pocket_stalingrad::{Options, PocketStalingrad};
/// use wargames::{Game, Seat};
/// use wargames_server::{Viewer, sight};
///
/// let game = PocketStalingrad::setup(&Options::default()).unwrap();
/// let seen = sight(&game, Viewer::Seat(Seat(0))).unwrap();
/// assert!(seen.over.is_none());
/// ```
///
/// # Errors
/// A view cannot be written as JSON.
pub fn sight<G: Catalogued>(game: &G, viewer: Viewer) -> Result<Sight, serde_json::Error> {
    let status = game.status();
    let to_act = status.to_act();
    let phase = game.phase();
    let (view, view_text) = match viewer {
        Viewer::Seat(seat) => {
            let view = game.view(seat);
            (serde_json::to_value(&view)?, Some(view.to_string()))
        }
        Viewer::Spectator if G::SEATS == 1 || !G::HIDDEN_INFORMATION => {
            let view = game.view(Seat::FIRST);
            (serde_json::to_value(&view)?, Some(view.to_string()))
        }
        Viewer::Spectator => match G::spectator_view(game) {
            Some((view, text)) => (view, Some(text)),
            None => {
                let mut views = Seat::all(G::SEATS).map(|s| serde_json::to_value(game.view(s)));
                let first = views.next().transpose()?.unwrap_or(serde_json::Value::Null);
                let mut shared = first;
                for view in views {
                    shared = common(&shared, &view?).unwrap_or(serde_json::Value::Null);
                }
                (shared, None)
            }
        },
    };
    let legal = match (viewer, to_act) {
        (Viewer::Seat(seat), Some(actor)) if seat == actor => {
            let mut actions = Vec::new();
            game.legal_actions(&mut actions);
            actions.iter().enumerate().map(|(id, a)| LegalAction { id, text: game.describe(a) }).collect()
        }
        _ => Vec::new(),
    };
    Ok(Sight {
        to_act: to_act.map(|s| s.0),
        over: match status {
            Status::Over(outcome) => Some(outcome.to_string()),
            _ => None,
        },
        phase: phase.to_string(),
        path: phase.path().map(|p| Procedure { name: p.name.to_owned(), rule: p.rule.to_owned() }).collect(),
        view,
        view_text,
        legal,
    })
}

/// The part of two JSON views that is alike in both: an object keeps the
/// keys present in both whose values have a common part; any other value
/// is kept whole if equal in both, else dropped (`None`).
///
/// ```
/// use serde_json::json;
/// use wargames_server::common;
///
/// let a = json!({"turn": 3, "hand": [1, 2], "board": {"x": 1, "y": 2}});
/// let b = json!({"turn": 3, "hand": [7], "board": {"x": 1, "y": 5}});
/// assert_eq!(common(&a, &b), Some(json!({"turn": 3, "board": {"x": 1}})));
/// ```
#[must_use]
pub fn common(a: &serde_json::Value, b: &serde_json::Value) -> Option<serde_json::Value> {
    use serde_json::Value;
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => Some(Value::Object(
            x.iter().filter_map(|(k, v)| y.get(k).and_then(|w| common(v, w)).map(|c| (k.clone(), c))).collect(),
        )),
        _ if a == b => Some(a.clone()),
        _ => None,
    }
}

/// The events `viewer` may see, narrated: each event as
/// [`redact`](wargames::Game::redact) leaves it for the seat; a spectator
/// of a two-seat game sees only the events every seat sees whole, a
/// spectator of a solitaire what the player sees.
pub fn narrate<G: Game>(game: &G, events: &[G::Event], viewer: Viewer, out: &mut Vec<String>) {
    for event in events {
        let shown = match viewer {
            Viewer::Seat(seat) => G::redact(event, seat),
            Viewer::Spectator if G::SEATS == 1 => G::redact(event, Seat::FIRST),
            Viewer::Spectator => {
                if Seat::all(G::SEATS).all(|s| G::redact(event, s).as_ref() == Some(event)) {
                    Some(event.clone())
                } else {
                    None
                }
            }
        };
        if let Some(event) = shown {
            out.push(game.narrate(&event));
        }
    }
}
