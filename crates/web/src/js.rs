//! The table for JavaScript (wasm-bindgen): the same API, with JSON text
//! for what is returned and a thrown `Error` (one line, what is wrong) for
//! every refusal.

use wasm_bindgen::prelude::*;

use crate::table::{Setup, Table};

#[wasm_bindgen]
extern "C" {
    /// `console.error`, where a panic's message goes before the module traps.
    #[wasm_bindgen(js_namespace = console, js_name = error)]
    fn console_error(message: &str);
}

/// Sends a panic's message to `console.error`: the trap that follows only
/// says `unreachable`, and a worker reports both.
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| console_error(&format!("wargames-web panicked: {info}"))));
}

fn js<E: std::fmt::Display>(error: E) -> JsError {
    JsError::new(&error.to_string())
}

/// Every game the table offers, as JSON: `[{id, title, rules_version, seats,
/// scenarios, hidden_information}]`.
///
/// # Errors
/// Never in practice (the list is plain data).
#[wasm_bindgen]
pub fn games() -> Result<String, JsError> {
    serde_json::to_string(&crate::table::games()).map_err(js)
}

/// One game at the table ([`Table`] for JavaScript).
#[wasm_bindgen(js_name = Table)]
pub struct JsTable {
    table: Table,
}

#[wasm_bindgen(js_class = Table)]
impl JsTable {
    /// `new Table(game, scenario, options, seed, people, opponent)`: a new
    /// game. `scenario` is a label or number ('' for the standard game);
    /// `options` the game's options as JSON ('' for the scenario's); `seed`
    /// a whole number as text; `people` the seats people play; `opponent`
    /// `random`, `heuristic` or `mcts:N`.
    ///
    /// # Errors
    /// What is wrong with the set-up, in one line.
    #[wasm_bindgen(constructor)]
    pub fn new(
        game: &str,
        scenario: &str,
        options: &str,
        seed: &str,
        people: Vec<u8>,
        opponent: &str,
    ) -> Result<JsTable, JsError> {
        let setup = Setup {
            scenario: scenario.to_owned(),
            options: options.to_owned(),
            seed: seed.to_owned(),
            people,
            opponent: opponent.to_owned(),
        };
        Ok(JsTable { table: Table::new(game, &setup).map_err(js)? })
    }

    /// `Table.load(json, people, opponent)`: the game a replay records,
    /// verified, ready to go on.
    ///
    /// # Errors
    /// What is wrong with the replay, in one line.
    pub fn load(json: &str, people: Vec<u8>, opponent: &str) -> Result<JsTable, JsError> {
        Ok(JsTable { table: Table::load(json, &people, opponent).map_err(js)? })
    }

    /// The seat's snapshot as JSON, its log from line `since` on.
    ///
    /// # Errors
    /// The view cannot be written as JSON.
    pub fn snapshot(&self, since: usize) -> Result<String, JsError> {
        serde_json::to_string(&self.table.snapshot(since).map_err(js)?).map_err(js)
    }

    /// Plays the person's legal action at `index` (from 0).
    ///
    /// # Errors
    /// No person acts, or there is no such action.
    #[wasm_bindgen(js_name = playIndex)]
    pub fn play_index(&mut self, index: usize) -> Result<(), JsError> {
        self.table.play_index(index).map_err(js)
    }

    /// Plays the legal action typed text names.
    ///
    /// # Errors
    /// The refusal with its rule id, or what the text names instead.
    #[wasm_bindgen(js_name = playText)]
    pub fn play_text(&mut self, text: &str) -> Result<(), JsError> {
        self.table.play_text(text).map_err(js)
    }

    /// The agent of the seat to act decides; the index it chose.
    ///
    /// # Errors
    /// A person acts, or the game is over.
    #[wasm_bindgen(js_name = agentMove)]
    pub fn agent_move(&mut self) -> Result<usize, JsError> {
        self.table.agent_move().map_err(js)
    }

    /// A hint of `iterations` as JSON: `{iterations, index, text, ranked}`.
    ///
    /// # Errors
    /// No person acts, or `iterations` is 0.
    pub fn hint(&self, iterations: u32) -> Result<String, JsError> {
        serde_json::to_string(&self.table.hint(iterations).map_err(js)?).map_err(js)
    }

    /// Takes back a part of the person's decision (Squad's `back`).
    ///
    /// # Errors
    /// Nothing can be taken back here.
    pub fn undo(&mut self) -> Result<(), JsError> {
        self.table.undo().map_err(js)
    }

    /// The replay so far, as the `replay` example reads it.
    ///
    /// # Errors
    /// The state cannot be written as JSON.
    pub fn replay(&self) -> Result<String, JsError> {
        self.table.replay_json().map_err(js)
    }
}
