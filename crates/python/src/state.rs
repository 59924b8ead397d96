//! `wargames.State`: one game in progress, driven step by step with
//! OpenSpiel's conventions (dense action ids, explicit chance nodes).

use numpy::{PyArray1, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyTuple};
use wargames::catalog::Catalogued;
use wargames::core::Encoding;
use wargames::{Game, Probability, Rng, Seat, Seed, Status};

use crate::errors::{refused, rule_error, value_error};
use crate::games::{PyGame, Wrap, any_of, each, each_pair, with_game, wrap_all};
use crate::recall::Recall;

/// OpenSpiel's player id of a chance node.
pub(crate) const CHANCE: i64 = -1;
/// OpenSpiel's player id of a terminal state.
pub(crate) const TERMINAL: i64 = -4;

/// One game's state with the buffers its steps reuse.
pub(crate) struct Slot<G: PyGame> {
    pub(crate) game: G,
    /// Draws chance outcomes for `sample_chance_outcome`.
    pub(crate) rng: Rng,
    /// The events of the last step.
    pub(crate) events: Vec<G::Event>,
    legal: Vec<G::Action>,
    outcomes: Vec<(G::Chance, Probability)>,
    /// The record each seat's information state is rebuilt from.
    recall: Recall<G>,
}

impl<G: PyGame> Clone for Slot<G> {
    fn clone(&self) -> Self {
        let mut slot = Slot::new(self.game.clone(), self.rng.clone(), self.events.clone());
        slot.recall = self.recall.clone();
        slot
    }
}

any_of! {
    /// A state of any of the four games.
    pub(crate) enum AnyState of Slot
}
wrap_all!(AnyState, Slot);

impl Clone for AnyState {
    fn clone(&self) -> Self {
        each!(AnyState, self, s => AnyState::wrap(s.clone()))
    }
}

/// The seat of an OpenSpiel player id, if it is one of the game's seats.
pub(crate) fn seat_of<G: Game>(player: i64) -> PyResult<Seat> {
    u8::try_from(player)
        .ok()
        .filter(|&p| p < G::SEATS)
        .map(Seat)
        .ok_or_else(|| value_error(format!("{} has players 0..{}, not {player}", G::ID, G::SEATS)))
}

impl<G: PyGame> Slot<G> {
    pub(crate) fn new(game: G, rng: Rng, events: Vec<G::Event>) -> Slot<G> {
        let recall = Recall::starting_at(&game);
        Slot { game, rng, events, legal: Vec::new(), outcomes: Vec::new(), recall }
    }

    pub(crate) fn current_player(&self) -> i64 {
        match self.game.status() {
            Status::ToAct(seat) => i64::from(seat.0),
            Status::Chance => CHANCE,
            Status::Over(_) => TERMINAL,
        }
    }

    fn legal_ids(&mut self) -> Vec<i64> {
        self.game.legal_actions(&mut self.legal);
        let game = &self.game;
        let mut ids: Vec<i64> = self.legal.iter().filter_map(|a| game.action_id(a)).map(|id| id as i64).collect();
        ids.sort_unstable();
        ids
    }

    fn chance_list(&mut self) -> Vec<(i64, f64)> {
        self.game.chance_outcomes(&mut self.outcomes);
        let game = &self.game;
        let mut list: Vec<(i64, f64)> =
            self.outcomes.iter().filter_map(|(c, p)| Some((game.chance_id(c)? as i64, p.to_f64()))).collect();
        list.sort_unstable_by_key(|(id, _)| *id);
        list
    }

    /// Plays action or chance outcome `id`, whichever the state waits for.
    pub(crate) fn apply(&mut self, id: i64) -> PyResult<()> {
        let index = usize::try_from(id).ok();
        self.events.clear();
        if self.game.status().is_chance() {
            let Some((index, chance)) = index.and_then(|i| Some((i, self.game.chance_of_id(i)?))) else {
                return Err(value_error(format!(
                    "{id} is not a chance outcome id of {} (0..{})",
                    G::ID,
                    G::MAX_CHANCE_OUTCOMES
                )));
            };
            self.game.resolve_chance(&chance, &mut self.events).map_err(|e| refused(&self.game, &e))?;
            self.recall.push(index);
            return Ok(());
        }
        let Some((index, action)) = index.and_then(|i| Some((i, self.game.action_of_id(i)?))) else {
            return Err(value_error(format!("{id} is not an action id of {} (0..{})", G::ID, G::NUM_DISTINCT_ACTIONS)));
        };
        self.game.apply(&action, &mut self.events).map_err(|e| refused(&self.game, &e))?;
        self.recall.push(index);
        Ok(())
    }

    /// The information state of `player`: perfect recall of what the seat
    /// saw and did since the record began (see [`Recall`]).
    fn information_state(&self, player: i64) -> PyResult<String> {
        let seat = seat_of::<G>(player)?;
        Ok(self.recall.information_state(&self.game, seat))
    }

    fn returns(&self) -> Vec<f64> {
        match self.game.status() {
            Status::Over(outcome) => Seat::all(G::SEATS).map(|s| G::returns(&outcome, s)).collect(),
            _ => vec![0.0; usize::from(G::SEATS)],
        }
    }

    fn action_text(&self, player: i64, id: i64) -> PyResult<String> {
        let index = usize::try_from(id).ok();
        if player == CHANCE {
            let chance = index.and_then(|i| self.game.chance_of_id(i));
            return chance
                .map(|c| c.to_string())
                .ok_or_else(|| value_error(format!("{id} is not a chance outcome id of {}", G::ID)));
        }
        let action = index.and_then(|i| self.game.action_of_id(i));
        action
            .map(|a| self.game.describe(&a))
            .ok_or_else(|| value_error(format!("{id} is not an action id of {}", G::ID)))
    }

    fn text_to_id(&self, text: &str) -> PyResult<i64> {
        let action = wargames::parse_action(&self.game, text).map_err(|e| {
            let rule = match &e {
                wargames::TextError::Refused(inner) => wargames::RuleError::rule(inner),
                _ => None,
            };
            rule_error(e.to_string(), rule)
        })?;
        self.game
            .action_id(&action)
            .map(|id| id as i64)
            .ok_or_else(|| value_error(format!("{action} has no id in {}'s layout", G::ID)))
    }

    fn observation<'py>(&self, py: Python<'py>, player: i64) -> PyResult<Bound<'py, PyArray1<f32>>> {
        let seat = seat_of::<G>(player)?;
        let mut out = Vec::with_capacity(G::OBSERVATION_SIZE);
        self.game.observation(seat, &mut out);
        Ok(PyArray1::from_vec(py, out))
    }

    fn events_text(&self, player: Option<i64>) -> PyResult<Vec<String>> {
        let seat = player.map(seat_of::<G>).transpose()?;
        Ok(self
            .events
            .iter()
            .filter_map(|e| match seat {
                Some(seat) => G::redact(e, seat),
                None => Some(e.clone()),
            })
            .map(|e| self.game.narrate(&e))
            .collect())
    }

    fn to_json(&self) -> PyResult<String> {
        serde_json::to_string(&self.game).map_err(|e| value_error(format!("the state cannot be saved: {e}")))
    }

    fn determinized(&self, player: i64, seed: u64) -> PyResult<Slot<G>> {
        let seat = seat_of::<G>(player)?;
        let mut rng = Rng::new(seed);
        let drawn = self.game.determinize(seat, &mut rng);
        let recall = self.recall.determinized(&drawn, seat);
        let mut slot = Slot::new(drawn, self.rng.clone(), Vec::new());
        slot.recall = recall;
        Ok(slot)
    }

    fn sample(&mut self) -> Option<i64> {
        let chance = self.game.sample_chance(&mut self.rng)?;
        self.game.chance_id(&chance).map(|id| id as i64)
    }
}

/// A state read from its saved JSON (validated by the game's loader).
pub(crate) fn slot_from_json<G: PyGame>(text: &str, seed: u64) -> PyResult<Slot<G>> {
    let game: G =
        serde_json::from_str(text).map_err(|e| rule_error(format!("not a saved {} state: {e}", G::ID), None))?;
    Ok(Slot::new(game, Rng::new(seed), Vec::new()))
}

/// Options read from JSON: every key must be one the options know (a key
/// the game's options would drop is refused, not ignored).
pub(crate) fn options_from_json<G: PyGame>(text: Option<&str>) -> PyResult<G::Options> {
    let Some(text) = text else { return Ok(G::Options::default()) };
    let given: serde_json::Value =
        serde_json::from_str(text).map_err(|e| rule_error(format!("the options are not JSON: {e}"), None))?;
    let options: G::Options = serde_json::from_value(given.clone())
        .map_err(|e| rule_error(format!("not options of {}: {e}", G::ID), None))?;
    let known = serde_json::to_value(&options).map_err(|e| value_error(e.to_string()))?;
    if let (Some(given), Some(known)) = (given.as_object(), known.as_object())
        && let Some(key) = given.keys().find(|k| !known.contains_key(*k))
    {
        return Err(rule_error(format!("{} has no option {key:?}", G::ID), None));
    }
    Ok(options)
}

/// The state of a new game.
pub(crate) fn new_slot<G: PyGame>(options: Option<&str>, seed: u64) -> PyResult<Slot<G>> {
    let options = options_from_json::<G>(options)?;
    let game = G::setup(&options).map_err(|e| refused_setup::<G>(&e))?;
    Ok(Slot::new(game, Rng::new(Seed::from_u64(seed)), Vec::new()))
}

fn refused_setup<G: PyGame>(error: &G::Error) -> PyErr {
    rule_error(error.to_string(), wargames::RuleError::rule(error))
}

/// One game in progress. Player ids follow OpenSpiel: a seat's index, -1 at
/// a chance node, -4 once the game is over. Actions and chance outcomes
/// are the game's dense ids (its rules page lists the layout).
#[pyclass(module = "wargames._wargames", name = "State")]
pub struct State {
    pub(crate) inner: AnyState,
}

impl State {
    pub(crate) fn wrap<G: PyGame>(slot: Slot<G>) -> State
    where
        AnyState: Wrap<Slot<G>>,
    {
        State { inner: AnyState::wrap(slot) }
    }
}

/// A new state of game `game`, set up with `options` (JSON text) and its
/// chance sampler seeded with `seed`.
#[pyfunction]
#[pyo3(signature = (game, options=None, seed=0))]
pub(crate) fn new_state(game: &str, options: Option<&str>, seed: u64) -> PyResult<State> {
    with_game!(game, G => Ok(State::wrap(new_slot::<G>(options, seed)?)), Err(unknown_game(game)))
}

/// A state of `game` read from the JSON `to_json` writes; refused with a
/// `RuleError` if it is not one the rules can reach.
#[pyfunction]
#[pyo3(signature = (game, text, seed=0))]
pub(crate) fn state_from_json(game: &str, text: &str, seed: u64) -> PyResult<State> {
    with_game!(game, G => Ok(State::wrap(slot_from_json::<G>(text, seed)?)), Err(unknown_game(game)))
}

pub(crate) fn unknown_game(game: &str) -> PyErr {
    value_error(format!("no game {game:?}; the games are {}", crate::games::IDS.join(", ")))
}

#[pymethods]
impl State {
    /// The game's id (`"rattenkrieg"`).
    #[getter]
    pub(crate) fn game_id(&self) -> &'static str {
        each!(AnyState, &self.inner, s => game_id_of(&s.game))
    }

    /// How many players (seats) the game has.
    fn num_players(&self) -> u8 {
        each!(AnyState, &self.inner, s => seats_of(&s.game))
    }

    /// The player to act: a seat's index, -1 at a chance node, -4 at the end.
    fn current_player(&self) -> i64 {
        each!(AnyState, &self.inner, s => s.current_player())
    }

    /// Whether the game is over.
    fn is_terminal(&self) -> bool {
        each!(AnyState, &self.inner, s => s.game.is_over())
    }

    /// Whether chance is to pick the next step.
    fn is_chance_node(&self) -> bool {
        each!(AnyState, &self.inner, s => s.game.status().is_chance())
    }

    /// The ids of the legal actions, ascending; empty unless `player` (by
    /// default the player to act) is to act.
    #[pyo3(signature = (player=None))]
    fn legal_actions(&mut self, player: Option<i64>) -> Vec<i64> {
        each!(AnyState, &mut self.inner, s => {
            if player.is_some_and(|p| p != s.current_player()) {
                return Vec::new();
            }
            s.legal_ids()
        })
    }

    /// A list of `num_distinct_actions` flags, 1 at each legal action's id.
    #[pyo3(signature = (player=None))]
    fn legal_actions_mask(&mut self, player: Option<i64>) -> Vec<u8> {
        each!(AnyState, &mut self.inner, s => {
            let mut mask = vec![0u8; num_actions_of(&s.game)];
            if player.is_none_or(|p| p == s.current_player()) {
                for id in s.legal_ids() {
                    mask[id as usize] = 1;
                }
            }
            mask
        })
    }

    /// The outcomes of the chance node as `(id, probability)` pairs,
    /// ascending by id, with the exact probabilities as floats; empty
    /// unless at a chance node.
    fn chance_outcomes(&mut self) -> Vec<(i64, f64)> {
        each!(AnyState, &mut self.inner, s => s.chance_list())
    }

    /// Plays action id `action` (or resolves chance outcome id `action` at a
    /// chance node). Raises `RuleError` (a `ValueError`, with the rule) if
    /// the rules refuse it, and `ValueError` for an id outside the game's
    /// layout; the state is then unchanged.
    fn apply_action(&mut self, action: i64) -> PyResult<()> {
        each!(AnyState, &mut self.inner, s => s.apply(action))
    }

    /// Samples the chance node's outcome with the state's seeded sampler
    /// (the pinned primitives a seeded match uses) and returns its id, or
    /// None unless at a chance node.
    fn sample_chance_outcome(&mut self) -> Option<i64> {
        each!(AnyState, &mut self.inner, s => s.sample())
    }

    /// What the outcome is worth to each player: a win 1, a draw 0.5, a
    /// loss 0 (a solitaire: victory 1, defeat 0); zeros before the end.
    fn returns(&self) -> Vec<f64> {
        each!(AnyState, &self.inner, s => s.returns())
    }

    /// Where the game stands, in the rules' words (`turn 1/5, Soviet >
    /// roll (2) > keep (2.1)`).
    fn phase(&self) -> String {
        each!(AnyState, &self.inner, s => s.game.phase().to_string())
    }

    /// An action id (or, for player -1, a chance outcome id) as a player
    /// reads it: `action_to_string(action)` or `action_to_string(player,
    /// action)`.
    #[pyo3(signature = (player_or_action, action=None))]
    fn action_to_string(&self, player_or_action: i64, action: Option<i64>) -> PyResult<String> {
        each!(AnyState, &self.inner, s => {
            let (player, id) = match action {
                Some(id) => (player_or_action, id),
                None => (if s.game.status().is_chance() { CHANCE } else { 0 }, player_or_action),
            };
            s.action_text(player, id)
        })
    }

    /// The id of the legal action a player's text names (the forms `play`
    /// reads: `activate 14Pz`, `keep 2 3 cmd`). Raises `RuleError` with the
    /// rule if the rules refuse what it names, or with the closest forms if
    /// it names nothing.
    fn string_to_action(&self, text: &str) -> PyResult<i64> {
        each!(AnyState, &self.inner, s => s.text_to_id(text))
    }

    /// What `player` sees, as text (the game's view).
    fn observation_string(&self, player: i64) -> PyResult<String> {
        each!(AnyState, &self.inner, s => Ok(s.game.view(seat_of_game(&s.game, player)?).to_string()))
    }

    /// `player`'s information state: perfect recall of its view where the
    /// state's record began (a new game, a state read back, a
    /// determinization), then of each step its own action (`you: ...`) and
    /// the events as it may see them, then its view now. Histories the
    /// player cannot tell apart give the same text.
    fn information_state_string(&self, player: i64) -> PyResult<String> {
        each!(AnyState, &self.inner, s => s.information_state(player))
    }

    /// What `player` sees, as the view's JSON.
    fn observation_json(&self, player: i64) -> PyResult<String> {
        each!(AnyState, &self.inner, s => {
            let view = s.game.view(seat_of_game(&s.game, player)?);
            serde_json::to_string(&view).map_err(|e| value_error(e.to_string()))
        })
    }

    /// What `player` sees, as the game's fixed-size float32 tensor (its
    /// rules page lists the layout).
    fn observation_tensor<'py>(&self, py: Python<'py>, player: i64) -> PyResult<Bound<'py, PyArray1<f32>>> {
        each!(AnyState, &self.inner, s => s.observation(py, player))
    }

    /// Writes `player`'s observation tensor into `out`, a float32 numpy
    /// array of the game's observation size (no allocation).
    fn write_observation(&self, player: i64, out: &Bound<'_, PyArray1<f32>>) -> PyResult<()> {
        each!(AnyState, &self.inner, s => {
            let seat = seat_of_game(&s.game, player)?;
            let mut rw = out.try_readwrite().map_err(|e| value_error(e.to_string()))?;
            let slice = rw.as_slice_mut().map_err(|e| value_error(e.to_string()))?;
            if slice.len() != observation_size_of(&s.game) {
                return Err(value_error(format!("the array holds {} values, not {}", slice.len(), observation_size_of(&s.game))));
            }
            encode_into(&s.game, seat, slice);
            Ok(())
        })
    }

    /// The events of the last step as a player reads them; with `player`,
    /// only what that player may see of them.
    #[pyo3(signature = (player=None))]
    fn last_events(&self, player: Option<i64>) -> PyResult<Vec<String>> {
        each!(AnyState, &self.inner, s => s.events_text(player))
    }

    /// A copy of the state.
    fn clone(&self) -> State {
        State { inner: self.inner.clone() }
    }

    fn __copy__(&self) -> State {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> State {
        self.clone()
    }

    /// A full state `player` cannot tell from this one, everything hidden
    /// from the player drawn anew with `seed` (the game's determinization).
    fn determinize(&self, player: i64, seed: u64) -> PyResult<State> {
        each!(AnyState, &self.inner, s => Ok(State::wrap(s.determinized(player, seed)?)))
    }

    /// The saved-state JSON (what `wargames.State.from_json` reads).
    fn to_json(&self) -> PyResult<String> {
        each!(AnyState, &self.inner, s => s.to_json())
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let module = py.import("wargames._wargames")?;
        let load = module.getattr("state_from_json")?;
        let args = PyTuple::new(
            py,
            [self.game_id().into_pyobject(py)?.into_any(), self.to_json()?.into_pyobject(py)?.into_any()],
        )?;
        PyTuple::new(py, [load, args.into_any()])
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        let Ok(other) = other.cast::<State>() else { return false };
        let other = other.borrow();
        each_pair!(AnyState, AnyState, (&self.inner, &other.inner), (a, b) => a.game == b.game, false)
    }

    fn __repr__(&self) -> String {
        format!("<wargames.State {}: {}>", self.game_id(), self.phase())
    }

    /// The state as JSON bytes (for hashing or storage).
    fn to_bytes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyBytes>> {
        Ok(PyBytes::new(py, self.to_json()?.as_bytes()))
    }
}

fn game_id_of<G: PyGame>(_: &G) -> &'static str {
    G::ID
}

fn seats_of<G: PyGame>(_: &G) -> u8 {
    G::SEATS
}

fn num_actions_of<G: PyGame>(_: &G) -> usize {
    G::NUM_DISTINCT_ACTIONS
}

fn observation_size_of<G: PyGame>(_: &G) -> usize {
    G::OBSERVATION_SIZE
}

fn seat_of_game<G: PyGame>(_: &G, player: i64) -> PyResult<Seat> {
    seat_of::<G>(player)
}

fn encode_into<G: PyGame>(game: &G, seat: Seat, out: &mut [f32]) {
    G::encode_view(&game.view(seat), out);
}

/// The facts of game `game` the OpenSpiel and PettingZoo adapters need.
#[pyfunction]
pub(crate) fn game_info(py: Python<'_>, game: &str) -> PyResult<Py<PyAny>> {
    with_game!(game, G => {
        let info = pyo3::types::PyDict::new(py);
        info.set_item("id", G::ID)?;
        info.set_item("class_name", G::CLASS)?;
        info.set_item("title", <G as Catalogued>::TITLE)?;
        let seats: Vec<String> = (0..G::SEATS).map(|s| <G as Catalogued>::seat_name(Seat(s))).collect();
        info.set_item("seat_names", seats)?;
        info.set_item("rules_version", G::RULES_VERSION)?;
        info.set_item("num_players", G::SEATS)?;
        info.set_item("hidden_information", G::HIDDEN_INFORMATION)?;
        info.set_item("num_distinct_actions", G::NUM_DISTINCT_ACTIONS)?;
        info.set_item("max_chance_outcomes", G::MAX_CHANCE_OUTCOMES)?;
        info.set_item("observation_size", G::OBSERVATION_SIZE)?;
        info.set_item("max_game_length", G::MAX_GAME_LENGTH)?;
        let options = serde_json::to_string(&<G as Game>::Options::default()).map_err(|e| value_error(e.to_string()))?;
        info.set_item("default_options", options)?;
        Ok(info.into_any().unbind())
    }, Err(unknown_game(game)))
}
