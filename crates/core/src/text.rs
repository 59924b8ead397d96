//! Actions as text a person types: the legal action a line of text names.

use crate::game::Game;

/// How many legal forms a [`TextError::NoSuchAction`] suggests at most.
pub const MAX_SUGGESTIONS: usize = 5;

/// Why a line of text names no legal action.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum TextError<E> {
    /// The text reads as an action, but the rules refuse it now (the
    /// game's error names the rule).
    #[error("{0}")]
    Refused(E),
    /// No legal action reads like the text; `closest` holds the legal
    /// forms that share most of its beginning.
    #[error("no legal action reads {text:?}{}", suggest(closest))]
    NoSuchAction {
        /// The text as given.
        text: String,
        /// The closest legal forms, best first.
        closest: Vec<String>,
    },
    /// The text begins several legal actions; `matches` holds them.
    #[error("{text:?} begins {} legal actions: {}", matches.len(), matches.join(" | "))]
    Ambiguous {
        /// The text as given.
        text: String,
        /// The legal forms it begins.
        matches: Vec<String>,
    },
}

fn suggest(closest: &[String]) -> String {
    if closest.is_empty() { String::new() } else { format!("; the closest are: {}", closest.join(" | ")) }
}

/// Lower case with every run of white space made one space: how the games
/// compare the text a person types with the names of actions, areas and
/// counters.
///
/// ```
/// assert_eq!(wargames_core::normal_text("  Attack\tin  Tractor Works "), "attack in tractor works");
/// ```
#[must_use]
pub fn normal_text(text: &str) -> String {
    text.split_whitespace().map(str::to_lowercase).collect::<Vec<_>>().join(" ")
}

/// The legal action that `text` names.
///
/// `text` is compared, ignoring case and extra white space, with each legal
/// action's [`describe`](Game::describe) text (names, as a player reads
/// them) and its `Display` text. An exact match wins; otherwise a text that
/// begins exactly one legal action names it (`"play 10"` for `"play 10♥"`).
/// A text that begins none but reads as an action
/// ([`Game::read_action`]: the `FromStr` form, or the game's names) is
/// validated, so the refusal names the rule it breaks.
///
/// # Errors
/// [`TextError::Refused`] with the game's error, [`TextError::Ambiguous`]
/// when the text begins several legal actions, and
/// [`TextError::NoSuchAction`] with the closest legal forms.
///
/// Allocates: it is for people, not for playouts.
pub fn parse_action<G: Game>(game: &G, text: &str) -> Result<G::Action, TextError<G::Error>> {
    let wanted = normal_text(text);
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let forms: Vec<(String, String)> =
        legal.iter().map(|a| (normal_text(&game.describe(a)), normal_text(&a.to_string()))).collect();
    if let Some(i) = forms.iter().position(|(named, shown)| *named == wanted || *shown == wanted) {
        return Ok(legal.swap_remove(i));
    }
    let begun: Vec<usize> = (0..legal.len())
        .filter(|&i| !wanted.is_empty() && (forms[i].0.starts_with(&wanted) || forms[i].1.starts_with(&wanted)))
        .collect();
    match begun.as_slice() {
        [i] => return Ok(legal.swap_remove(*i)),
        [] => {}
        many => {
            return Err(TextError::Ambiguous {
                text: text.to_owned(),
                matches: many.iter().map(|&i| game.describe(&legal[i])).collect(),
            });
        }
    }
    if let Some(action) = game.read_action(text) {
        game.validate(&action).map_err(TextError::Refused)?;
        return Ok(action);
    }
    let shared = |form: &str| form.chars().zip(wanted.chars()).take_while(|(a, b)| a == b).count();
    let mut ranked: Vec<(usize, usize)> =
        (0..legal.len()).map(|i| (shared(&forms[i].0).max(shared(&forms[i].1)), i)).collect();
    ranked.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let closest = ranked.into_iter().take(MAX_SUGGESTIONS).map(|(_, i)| game.describe(&legal[i])).collect();
    Err(TextError::NoSuchAction { text: text.to_owned(), closest })
}
