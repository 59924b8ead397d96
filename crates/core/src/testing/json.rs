//! The JSON naming convention every game keeps: snake_case keys and enum
//! names in states, views, options, actions, chance outcomes, events and
//! replays (see `docs/replays.md`).

use serde::Serialize;
use serde_json::Value;

/// Finds the names in a value's JSON that are not snake_case: every object
/// key, and every string (a unit enum variant serializes as one), except
/// what the game declares to be data rather than names (a card id such as
/// `E03`, a scenario's area name, a digest).
///
/// ```
/// use serde_json::json;
/// use wargames_core::testing::SnakeCase;
///
/// let names = SnakeCase::new();
/// assert!(names.offenders(&json!({ "side": "german", "turn": 3 })).is_empty());
/// assert_eq!(names.offenders(&json!({ "Side": "German" })), ["Side", "German"]);
///
/// // A game says which strings are data, and under which keys lies data.
/// let names = SnakeCase::new().data_under(|_, key| key == "name").data_string(|s| s.starts_with('E'));
/// assert!(names.offenders(&json!({ "name": "Tractor Works", "card": "E03" })).is_empty());
/// ```
#[derive(Clone, Copy)]
pub struct SnakeCase {
    data_under: fn(&str, &str) -> bool,
    data_string: fn(&str) -> bool,
}

impl Default for SnakeCase {
    fn default() -> Self {
        SnakeCase::new()
    }
}

impl std::fmt::Debug for SnakeCase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SnakeCase").finish_non_exhaustive()
    }
}

/// Whether `text` is one snake_case word: lower-case letters, digits and
/// underscores (digests and seeds are lower-case hex), not empty.
#[must_use]
pub fn is_snake_case(text: &str) -> bool {
    !text.is_empty() && text.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

impl SnakeCase {
    /// Every key and every string must be snake_case.
    #[must_use]
    pub const fn new() -> SnakeCase {
        SnakeCase { data_under: |_, _| false, data_string: |_| false }
    }

    /// The value under `key`, at `path` (the dotted keys from the root,
    /// e.g. `view.path`), is data: the key itself is checked, its value is
    /// not walked.
    #[must_use]
    pub const fn data_under(mut self, data_under: fn(&str, &str) -> bool) -> SnakeCase {
        self.data_under = data_under;
        self
    }

    /// A string that is data wherever it stands (e.g. a card id).
    #[must_use]
    pub const fn data_string(mut self, data_string: fn(&str) -> bool) -> SnakeCase {
        self.data_string = data_string;
        self
    }

    /// The keys and strings of `json` that break the convention, in the
    /// order they stand.
    #[must_use]
    pub fn offenders(&self, json: &Value) -> Vec<String> {
        let mut out = Vec::new();
        self.walk(json, "", &mut out);
        out
    }

    /// Panics, naming what and where, if `value`'s JSON breaks the
    /// convention; `what` names the value in the message.
    ///
    /// # Panics
    /// On the first value that breaks it, or one that does not serialize.
    #[track_caller]
    #[allow(clippy::panic, reason = "a test harness reports a breach by panicking")]
    pub fn assert(&self, what: &str, value: &impl Serialize) {
        let json = match serde_json::to_value(value) {
            Ok(json) => json,
            Err(e) => panic!("{what} does not serialize: {e}"),
        };
        let wrong = self.offenders(&json);
        assert!(wrong.is_empty(), "{what}: not snake_case: {wrong:?} in {json}");
    }

    fn walk(&self, value: &Value, path: &str, out: &mut Vec<String>) {
        match value {
            Value::Object(map) => {
                for (key, item) in map {
                    if !is_snake_case(key) {
                        out.push(key.clone());
                    }
                    let inner = if path.is_empty() { key.clone() } else { format!("{path}.{key}") };
                    if !(self.data_under)(path, key) {
                        self.walk(item, &inner, out);
                    }
                }
            }
            Value::Array(items) => items.iter().for_each(|item| self.walk(item, path, out)),
            Value::String(s) if !is_snake_case(s) && !(self.data_string)(s) => out.push(s.clone()),
            _ => {}
        }
    }
}
