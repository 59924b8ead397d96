//! One running match of any of the four games behind one object-safe
//! trait: the facade's catalog (scenarios, seat names, players) and core's
//! [`Match`] (seeded, resolving chance itself), with the log of who played
//! what in the action's stable text form.

use wargames::agents::study::Player;
use wargames::arnswalde::Arnswalde;
use wargames::catalog::{Catalogued, player};
use wargames::pocket_stalingrad::PocketStalingrad;
use wargames::rattenkrieg::Rattenkrieg;
use wargames::search::most_visited;
use wargames::squad::Squad;
use wargames::{AgentKind, Digest, Game, Match, Observation, RuleError, Seat, Seed, Status, TextError};

use crate::error::ServerError;
use crate::frame::{Sight, Viewer, narrate, sight};
use crate::store::MoveRecord;

/// The ids of the games the server offers.
pub const GAMES: [&str; 4] = [Rattenkrieg::ID, Arnswalde::ID, PocketStalingrad::ID, Squad::ID];

/// How many of a hint's most visited actions are listed.
const HINT_RANKED: usize = 5;

/// How a seat chooses its action: by id among the legal actions, or by text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// The legal action with this id (its index, from 0).
    Id(usize),
    /// The legal action this text names (`Game::describe` or `Display`).
    Text(String),
}

/// What a hint says: the search's choice and the most visited actions.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Hint {
    /// The search's iterations.
    pub iterations: u32,
    /// The id of its choice.
    pub id: usize,
    /// Its choice as text.
    pub text: String,
    /// The most visited actions (id, text, visits), most visits first.
    pub ranked: Vec<(usize, String, u32)>,
}

/// A decision taken off the I/O threads (a bot's move, a hint): owns a copy
/// of what it needs and runs on the worker pool.
pub type Job<T> = Box<dyn FnOnce() -> T + Send>;

/// A match of one of the games, its type erased.
pub trait Room: Send {
    /// The game's id.
    fn game(&self) -> &'static str;
    /// The rules version the engine implements.
    fn rules_version(&self) -> &'static str;
    /// The number of seats.
    fn seats(&self) -> u8;
    /// Each seat's name.
    fn seat_names(&self) -> Vec<String>;
    /// The match's move number: the actions played so far.
    fn move_no(&self) -> u64;
    /// The seat to act, while a seat acts.
    fn to_act(&self) -> Option<Seat>;
    /// How the game ended, once over.
    fn outcome(&self) -> Option<String>;
    /// Whether the game has a drawn outcome people may agree on early
    /// (the rule id of the draw).
    fn draw_rule(&self) -> Option<&'static str>;
    /// What `viewer` may see now.
    ///
    /// # Errors
    /// The view cannot be written as JSON.
    fn sight(&self, viewer: Viewer) -> Result<Sight, ServerError>;
    /// The whole log narrated for `viewer`.
    fn log(&self, viewer: Viewer) -> Vec<String> {
        let mut out = Vec::new();
        self.narrate_from(viewer, 0, &mut out);
        out
    }
    /// Narrates for `viewer` the events from number `from` on into `out`;
    /// returns the number of events so far (where the next call starts).
    fn narrate_from(&self, viewer: Viewer, from: usize, out: &mut Vec<String>) -> usize;
    /// The action `choice` names for `seat`, in its stable text form (what
    /// the move log stores), if the rules allow it now. Changes nothing.
    ///
    /// # Errors
    /// Not the seat's turn, no such action, or the rules refuse it.
    fn check(&self, seat: Seat, choice: &Choice) -> Result<String, ServerError>;
    /// Plays the action stored as `action` (its stable form).
    ///
    /// # Errors
    /// The text reads as no legal action; nothing changes.
    fn apply(&mut self, action: &str) -> Result<(), ServerError>;
    /// The stable form of action number `n` and the seat that played it.
    fn played(&self, n: u64) -> Option<(Seat, String)>;
    /// The digest of the state.
    ///
    /// # Errors
    /// The state cannot be written as JSON.
    fn digest(&self) -> Result<Digest, ServerError>;
    /// The bot's decision for the seat to act, as a job for the pool.
    ///
    /// # Errors
    /// The player cannot be built.
    fn bot_job(&self, kind: AgentKind, seed: Seed) -> Result<Job<usize>, ServerError>;
    /// A hint for `seat` of `iterations`, as a job for the pool.
    ///
    /// # Errors
    /// Not the seat's turn.
    fn hint_job(&self, seat: Seat, iterations: u32, seed: Seed) -> Result<Job<Result<Hint, ServerError>>, ServerError>;
    /// The replay (with its seed) as JSON.
    ///
    /// # Errors
    /// The state cannot be written.
    fn replay(&self) -> Result<serde_json::Value, ServerError>;
}

/// What defines a match apart from its moves.
#[derive(Clone, Debug)]
pub struct Definition {
    /// The game's id.
    pub game: String,
    /// The options as the game's JSON.
    pub options: serde_json::Value,
    /// The secret seed.
    pub seed: Seed,
}

/// Opens a new match of `game` with `scenario` (a label; empty: the
/// standard game) or `options` (the game's options as JSON).
///
/// # Errors
/// No such game or scenario, or options the rules refuse.
pub fn open(
    game: &str,
    scenario: &str,
    options: Option<&serde_json::Value>,
    seed: Seed,
) -> Result<(Box<dyn Room>, Definition), ServerError> {
    fn go<G: Catalogued + Drawn>(
        scenario: &str,
        options: Option<&serde_json::Value>,
        seed: Seed,
    ) -> Result<(Box<dyn Room>, Definition), ServerError> {
        let options: G::Options = match options {
            Some(json) => serde_json::from_value(json.clone()).map_err(|e| ServerError::Options(e.to_string()))?,
            None if scenario.is_empty() => G::Options::default(),
            None => {
                let all = G::scenarios();
                let labels: Vec<String> = all.iter().map(|(l, _)| l.clone()).collect();
                all.into_iter()
                    .find(|(l, _)| l == scenario)
                    .map(|(_, o)| o)
                    .ok_or_else(|| ServerError::Scenario { wanted: scenario.to_owned(), known: labels.join(", ") })?
            }
        };
        let json = serde_json::to_value(&options).map_err(|e| ServerError::Options(e.to_string()))?;
        let m = Match::<G>::new(options, seed).map_err(|e| ServerError::Options(e.to_string()))?;
        Ok((Box::new(Live { m, played: Vec::new() }), Definition { game: G::ID.to_owned(), options: json, seed }))
    }
    match game {
        Rattenkrieg::ID => go::<Rattenkrieg>(scenario, options, seed),
        Arnswalde::ID => go::<Arnswalde>(scenario, options, seed),
        PocketStalingrad::ID => go::<PocketStalingrad>(scenario, options, seed),
        Squad::ID => go::<Squad>(scenario, options, seed),
        other => Err(ServerError::UnknownGame(other.to_owned())),
    }
}

/// Checks that `kind` can play `game` (a heuristic exists, `mcts:N` is sound).
///
/// # Errors
/// It cannot.
pub fn check_player(game: &str, kind: AgentKind) -> Result<(), ServerError> {
    fn go<G: Catalogued>(kind: AgentKind) -> Result<(), ServerError> {
        player::<G>(kind).map(|_| ()).map_err(|e| ServerError::Seats(e.to_string()))
    }
    match game {
        Rattenkrieg::ID => go::<Rattenkrieg>(kind),
        Arnswalde::ID => go::<Arnswalde>(kind),
        PocketStalingrad::ID => go::<PocketStalingrad>(kind),
        Squad::ID => go::<Squad>(kind),
        other => Err(ServerError::UnknownGame(other.to_owned())),
    }
}

/// Whether a game's rules know a drawn result two people may agree on.
pub trait Drawn {
    /// The rule id of the drawn result, if the game has one.
    const DRAW: Option<&'static str>;
}

impl Drawn for Rattenkrieg {
    const DRAW: Option<&'static str> = None;
}
impl Drawn for Arnswalde {
    const DRAW: Option<&'static str> = None;
}
/// Pocket Stalingrad ends drawn on equal areas and victory points (V.4).
impl Drawn for PocketStalingrad {
    const DRAW: Option<&'static str> = Some("V.4");
}
impl Drawn for Squad {
    const DRAW: Option<&'static str> = None;
}

/// A running match of `G`.
struct Live<G: Game> {
    m: Match<G>,
    played: Vec<(Seat, String)>,
}

impl<G: Catalogued + Drawn> Live<G> {
    fn legal(&self) -> Vec<G::Action> {
        let mut legal = Vec::new();
        self.m.legal_actions(&mut legal);
        legal
    }

    fn refusal(&self, e: &G::Error) -> ServerError {
        ServerError::Refused { rule: e.rule(), text: self.m.game().explain(e) }
    }
}

impl<G: Catalogued + Drawn> Room for Live<G> {
    fn game(&self) -> &'static str {
        G::ID
    }
    fn rules_version(&self) -> &'static str {
        G::RULES_VERSION
    }
    fn seats(&self) -> u8 {
        G::SEATS
    }
    fn seat_names(&self) -> Vec<String> {
        Seat::all(G::SEATS).map(G::seat_name).collect()
    }
    fn move_no(&self) -> u64 {
        self.played.len() as u64
    }
    fn to_act(&self) -> Option<Seat> {
        self.m.status().to_act()
    }
    fn outcome(&self) -> Option<String> {
        self.m.status().outcome().map(ToString::to_string)
    }
    fn draw_rule(&self) -> Option<&'static str> {
        G::DRAW
    }
    fn sight(&self, viewer: Viewer) -> Result<Sight, ServerError> {
        sight(self.m.game(), viewer).map_err(|e| ServerError::Store(e.to_string()))
    }
    fn narrate_from(&self, viewer: Viewer, from: usize, out: &mut Vec<String>) -> usize {
        let events = self.m.events();
        narrate(self.m.game(), events.get(from..).unwrap_or_default(), viewer, out);
        events.len()
    }
    fn check(&self, seat: Seat, choice: &Choice) -> Result<String, ServerError> {
        match self.m.status() {
            Status::Over(outcome) => return Err(ServerError::Ended(outcome.to_string())),
            Status::ToAct(actor) if actor == seat => {}
            Status::ToAct(actor) => {
                return Err(ServerError::NotYourTurn(format!("{} ({actor}) is to act", G::seat_name(actor))));
            }
            Status::Chance => return Err(ServerError::NotYourTurn("chance is to fall".to_owned())),
        }
        let game = self.m.game();
        let action = match choice {
            Choice::Id(id) => {
                let legal = self.legal();
                legal.get(*id).cloned().ok_or_else(|| {
                    ServerError::NoSuchAction(format!(
                        "no action id {id}: the ids are 0 to {}",
                        legal.len().saturating_sub(1)
                    ))
                })?
            }
            Choice::Text(text) => match wargames::parse_action(game, text) {
                Ok(action) => action,
                Err(TextError::Refused(e)) => return Err(self.refusal(&e)),
                Err(e) => return Err(ServerError::NoSuchAction(e.to_string())),
            },
        };
        self.m.validate(&action).map_err(|e| self.refusal(&e))?;
        Ok(action.to_string())
    }
    fn apply(&mut self, action: &str) -> Result<(), ServerError> {
        let seat = self.m.status().to_act().ok_or_else(|| ServerError::NotYourTurn("no seat is to act".to_owned()))?;
        let parsed: G::Action =
            action.parse().map_err(|_| ServerError::NoSuchAction(format!("{action:?} reads as no action")))?;
        if let Err(e) = self.m.play(&parsed) {
            return Err(ServerError::Refused { rule: e.rule(), text: e.to_string() });
        }
        self.played.push((seat, action.to_owned()));
        Ok(())
    }
    fn played(&self, n: u64) -> Option<(Seat, String)> {
        usize::try_from(n).ok().and_then(|n| self.played.get(n)).cloned()
    }
    fn digest(&self) -> Result<Digest, ServerError> {
        Digest::of(self.m.game()).map_err(|e| ServerError::Store(e.to_string()))
    }
    fn bot_job(&self, kind: AgentKind, seed: Seed) -> Result<Job<usize>, ServerError> {
        let seat = self.to_act().ok_or_else(|| ServerError::NotYourTurn("no seat is to act".to_owned()))?;
        let bot: Player<G> = player::<G>(kind).map_err(|e| ServerError::Seats(e.to_string()))?;
        let game = self.m.game().clone();
        let legal = self.legal();
        Ok(Box::new(move || bot.agent(seed).choose(&Observation::new(&game, seat), &legal)))
    }
    fn hint_job(&self, seat: Seat, iterations: u32, seed: Seed) -> Result<Job<Result<Hint, ServerError>>, ServerError> {
        if self.to_act() != Some(seat) {
            return Err(ServerError::NotYourTurn("a hint is for the seat to act".to_owned()));
        }
        let game = self.m.game().clone();
        let legal = self.legal();
        Ok(Box::new(move || {
            let found = wargames::search::hint(&Observation::new(&game, seat), iterations, seed)
                .map_err(|e| ServerError::Unavailable(e.to_string()))?;
            let ranked = most_visited(&found.visits, HINT_RANKED)
                .into_iter()
                .filter_map(|(i, v)| legal.get(i).map(|a| (i, game.describe(a), v)))
                .collect();
            Ok(Hint { iterations, id: found.index, text: game.describe(&found.action), ranked })
        }))
    }
    fn replay(&self) -> Result<serde_json::Value, ServerError> {
        let replay = self.m.replay().map_err(|e| ServerError::Store(e.to_string()))?;
        serde_json::to_value(&replay).map_err(|e| ServerError::Store(e.to_string()))
    }
}

/// Sets up the match `definition` defines and plays its stored moves again.
///
/// # Errors
/// The game is unknown, the options or a move are refused.
pub fn reopen(definition: &Definition, moves: &[String]) -> Result<Box<dyn Room>, ServerError> {
    let (mut room, _) = open(&definition.game, "", Some(&definition.options), definition.seed)?;
    for action in moves {
        room.apply(action)?;
    }
    Ok(room)
}

/// Plays stored move `mv` on `room` and, where the move carries a digest
/// (a checkpoint), checks that the state reached is the one stored.
///
/// # Errors
/// The move is refused, or the state's digest is not the stored one.
pub fn replay_stored(room: &mut dyn Room, mv: &MoveRecord) -> Result<(), ServerError> {
    room.apply(&mv.action)?;
    if let Some(stored) = &mv.digest {
        let digest = room.digest()?.to_string();
        if &digest != stored {
            return Err(ServerError::Store(format!(
                "after move {} the stored moves reach state {digest}, the store says {stored}",
                mv.n
            )));
        }
    }
    Ok(())
}
