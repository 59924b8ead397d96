//! The table: one game of any of the four, behind one small API.

use serde::Serialize;
use wargames::AgentKind;
use wargames::catalog::Catalogued;
use wargames::{Game, Seat};

use crate::error::TableError;
use crate::session::{Desk, Session};
use crate::snapshot::{Hint, Snapshot};

/// The ids of the games, in the order a page offers them: the order of
/// the library's registry ([`wargames::for_each_game`]).
pub const GAMES: &[&str] = &wargames::for_each_game!(ids! {});

/// The ids of the registry's games, as an array.
macro_rules! ids {
    ({} $($name:ident => $game:ty,)*) => { [$(<$game as Game>::ID),*] };
}
use ids;

/// A game the table offers: its id, seats and scenarios.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameInfo {
    /// The id (`pocket-stalingrad`), as replays record it.
    pub id: &'static str,
    /// The title as the game's rules page writes it (`Pocket Stalingrad`).
    pub title: &'static str,
    /// The rules version this engine implements.
    pub rules_version: &'static str,
    /// Each seat's name, by seat.
    pub seats: Vec<String>,
    /// The scenarios' labels; the first is the standard game.
    pub scenarios: Vec<String>,
    /// Whether part of the state may be hidden from a seat.
    pub hidden_information: bool,
}

fn info<G: Catalogued>() -> GameInfo {
    GameInfo {
        id: G::ID,
        title: G::TITLE,
        rules_version: G::RULES_VERSION,
        seats: Seat::all(G::SEATS).map(G::seat_name).collect(),
        scenarios: G::scenarios().into_iter().map(|(label, _)| label).collect(),
        hidden_information: G::HIDDEN_INFORMATION,
    }
}

/// Every game the table offers.
///
/// ```
/// let games = wargames_web::games();
/// assert_eq!(games.len(), 4);
/// assert_eq!(games[0].seats, ["German player"]);
/// assert_eq!(games[1].title, "Pocket Stalingrad");
/// ```
#[must_use]
pub fn games() -> Vec<GameInfo> {
    macro_rules! infos {
        ({} $($name:ident => $game:ty,)*) => { vec![$(info::<$game>()),*] };
    }
    wargames::for_each_game!(infos! {})
}

/// How a new game is set up.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Setup {
    /// A scenario by label or number (empty: the first, the standard game).
    pub scenario: String,
    /// The game's options as JSON, used instead of a scenario when not empty.
    pub options: String,
    /// The seed, a whole number (as `play --seed` takes it).
    pub seed: String,
    /// The seats people play; the opponent plays the others.
    pub people: Vec<u8>,
    /// The opponent: `random`, `heuristic` or `mcts:N`.
    pub opponent: String,
}

/// One game at the table: a person (or several, or none) against the
/// game's agents, seen through one seat's eyes.
///
/// ```
/// use wargames_web::{Setup, Table};
///
/// let setup = Setup { seed: "7".into(), people: vec![0], opponent: "heuristic".into(), ..Setup::default() };
/// let mut table = Table::new("pocket-stalingrad", &setup).unwrap();
/// let shown = table.snapshot(0).unwrap();
/// assert!(shown.person_to_act);
/// table.play_index(0).unwrap();
/// let err = table.play_text("charge the Volga").unwrap_err();
/// println!("{err}");
/// ```
pub struct Table {
    desk: Box<dyn Desk>,
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table").finish_non_exhaustive()
    }
}

fn unknown(name: &str) -> TableError {
    TableError::UnknownGame { name: name.to_owned(), known: GAMES.join(", ") }
}

fn opponent(text: &str) -> Result<AgentKind, TableError> {
    text.parse().map_err(|e: wargames::AgentKindError| TableError::Opponent(e.to_string()))
}

fn new_session<G: Catalogued>(setup: &Setup) -> Result<Box<dyn Desk>, TableError> {
    let seed: u64 = setup.seed.trim().parse().map_err(|_| TableError::Seed(setup.seed.clone()))?;
    let kind = opponent(&setup.opponent)?;
    let (label, options) = if setup.options.trim().is_empty() {
        let scenarios = G::scenarios();
        let known =
            || scenarios.iter().enumerate().map(|(i, (l, _))| format!("{i}: {l}")).collect::<Vec<_>>().join(", ");
        let wanted = setup.scenario.trim();
        let found = if wanted.is_empty() {
            scenarios.first().cloned()
        } else {
            match wanted.parse::<usize>() {
                Ok(i) => scenarios.get(i).cloned(),
                Err(_) => scenarios.iter().find(|(l, _)| l == wanted).cloned(),
            }
        };
        found.ok_or_else(|| TableError::Scenario { game: G::ID, wanted: wanted.to_owned(), known: known() })?
    } else {
        let options: G::Options = serde_json::from_str(&setup.options)
            .map_err(|e| TableError::Options { game: G::ID, reason: e.to_string() })?;
        ("options given".to_owned(), options)
    };
    Ok(Box::new(Session::<G>::new(label, options, seed, &setup.people, kind)?))
}

fn load_session<G: Catalogued>(json: &str, people: &[u8], kind: AgentKind) -> Result<Box<dyn Desk>, TableError> {
    Ok(Box::new(Session::<G>::load(json, people, kind)?))
}

impl Table {
    /// A new game of `game` (an id of [`GAMES`]) set up as `setup` says.
    ///
    /// # Errors
    /// [`TableError`] naming what is wrong: the game, seed, scenario,
    /// options, a seat or the opponent.
    pub fn new(game: &str, setup: &Setup) -> Result<Table, TableError> {
        let desk = wargames::with_game!(game, G => new_session::<G>(setup)?, return Err(unknown(game)));
        Ok(Table { desk })
    }

    /// The game a replay records (the JSON `play --save` writes and the
    /// `replay` example reads), verified step by step against its seed and
    /// digest, then ready to go on: `people` play their seats and
    /// `opponent` every other.
    ///
    /// # Errors
    /// [`TableError::Replay`] naming what is wrong with the record.
    pub fn load(json: &str, people: &[u8], opponent_kind: &str) -> Result<Table, TableError> {
        let kind = opponent(opponent_kind)?;
        let value: serde_json::Value =
            serde_json::from_str(json).map_err(|e| TableError::Replay(format!("not JSON: {e}")))?;
        let game = value
            .get("game")
            .and_then(|g| g.as_str())
            .ok_or_else(|| TableError::Replay("no \"game\" field naming the game".to_owned()))?;
        let desk = wargames::with_game!(game, G => load_session::<G>(json, people, kind)?,
            return Err(TableError::Replay(unknown(game).to_string())));
        Ok(Table { desk })
    }

    /// The table as its viewer sees it, with the narrated log from line
    /// `since` on (0: the whole log).
    ///
    /// # Errors
    /// The view cannot be written as JSON (a bug of the game).
    pub fn snapshot(&self, since: usize) -> Result<Snapshot, TableError> {
        self.desk.snapshot(since)
    }

    /// Plays the acting person's legal action at `index` (from 0, in the
    /// order of [`Snapshot::legal`]).
    ///
    /// # Errors
    /// No person acts, or there is no such action.
    pub fn play_index(&mut self, index: usize) -> Result<(), TableError> {
        self.desk.play_index(index)
    }

    /// Plays the legal action that `text` names, in any form `play` reads
    /// ([`wargames::parse_action`]): the action's text, a beginning that
    /// names one, or its short form.
    ///
    /// # Errors
    /// The rules' refusal with its rule id, or what the text names instead.
    pub fn play_text(&mut self, text: &str) -> Result<(), TableError> {
        self.desk.play_text(text)
    }

    /// The agent of the seat to act takes its decision; returns the index
    /// it chose among the legal actions.
    ///
    /// # Errors
    /// A person acts, or the game is over.
    pub fn agent_move(&mut self) -> Result<usize, TableError> {
        self.desk.agent_move()
    }

    /// What the game's own search of `iterations` would play for the acting
    /// person, with its visit counts (`play --hint`).
    ///
    /// # Errors
    /// No person acts, or `iterations` is 0.
    pub fn hint(&self, iterations: u32) -> Result<Hint, TableError> {
        self.desk.hint(iterations)
    }

    /// Takes back the last part of the acting person's decision, where the
    /// rules allow it (Squad's `back`, R-D2).
    ///
    /// # Errors
    /// [`TableError::NothingToUndo`] where nothing can be taken back.
    pub fn undo(&mut self) -> Result<(), TableError> {
        self.desk.undo()
    }

    /// The replay of the game so far, in the JSON the `replay` example reads.
    ///
    /// # Errors
    /// The state cannot be written as JSON (a bug of the game).
    pub fn replay_json(&self) -> Result<String, TableError> {
        self.desk.replay_json()
    }
}
