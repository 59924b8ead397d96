//! What an app needs to offer a game to people: its scenarios, its seats'
//! names, its players (`random`, `heuristic`, `mcts:N`), how a study counts
//! its games and, where the rules allow it, the action that takes a choice
//! back. With [`for_each_game!`](crate::for_each_game) it is the registry:
//! a game is added there and here, in its own file.
//!
//! The examples (`play`, `simulate`, `tournament`) and the web table
//! (`crates/web`) read the games through this one trait:
//!
//! ```
//! use wargames::catalog::{Catalogued, player};
//! use wargames::pocket_stalingrad::PocketStalingrad;
//! use wargames::{AgentKind, Seat};
//!
//! let scenarios = PocketStalingrad::scenarios();
//! assert_eq!(scenarios[0].0, "standard");
//! assert_eq!(PocketStalingrad::seat_name(Seat(0)), "Soviet");
//! let bot = player::<PocketStalingrad>(AgentKind::Mcts(50)).unwrap();
//! assert_eq!(bot.name(), "mcts:50");
//! ```

mod arnswalde;
mod pocket_stalingrad;
mod rattenkrieg;
mod squad;

use wargames_agents::ConfigError;
use wargames_agents::study::{Player, Tally};
use wargames_core::Seat;

use crate::agent_kind::AgentKind;
use crate::search::Tuned;

/// A game as an app offers it to people.
pub trait Catalogued: Tuned {
    /// The title as the game's rules page heads it (`Pocket Stalingrad`).
    const TITLE: &'static str;

    /// How many games a study plays per scenario when not told (the
    /// `simulate` example's default).
    const STUDY_GAMES: u64 = 10_000;

    /// Counts a finished game in a study: its outcome kind
    /// (`tally.count(...)`) and any per-game figure worth averaging
    /// (`tally.add(...)`). The names are written out in full, so that
    /// tallying a game allocates nothing.
    fn tally(game: &Self, outcome: &Self::Outcome, tally: &mut Tally);

    /// The option sets worth playing or studying apart, each with a label
    /// (e.g. one per difficulty). The first is the standard game.
    fn scenarios() -> Vec<(String, Self::Options)> {
        vec![("standard".to_owned(), Self::Options::default())]
    }

    /// A seat's name for people ("German", "Soviet", "player").
    fn seat_name(seat: Seat) -> String {
        seat.to_string()
    }

    /// The rule under which the game can end drawn, if it has one (Pocket
    /// Stalingrad's V.4): where a match server lets two people agree on a
    /// draw.
    const DRAW: Option<&'static str> = None;

    /// The game's rule-based player, if it has one.
    fn heuristic() -> Option<Player<Self>> {
        None
    }

    /// Where the rules let a seat take back the last part of a decision
    /// (Squad's `Back`, R-D2): the index of that action among `legal`.
    /// `None` where the game has no such action or it is not legal now.
    fn undo(legal: &[Self::Action]) -> Option<usize> {
        let _ = legal;
        None
    }

    /// What a spectator sees of a game with hidden cards, as JSON and as
    /// text: nothing only a seat may see (Rattenkrieg's `table`). `None`
    /// where the game has no such view of its own: a spectator of a
    /// solitaire or a game of open information sees a seat's view.
    fn spectator_view(game: &Self) -> Option<(serde_json::Value, String)> {
        let _ = game;
        None
    }
}

/// Why a player cannot be built.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum PlayerError {
    /// The game has no rule-based player.
    #[error("{0} has no heuristic agent yet")]
    NoHeuristic(&'static str),
    /// The search's settings cannot work.
    #[error(transparent)]
    Config(#[from] ConfigError),
}

/// The player of `kind` for game `G`: [`Player::random`], the game's
/// heuristic, or its own search ([`search::opponent`](crate::search::opponent)).
///
/// # Errors
/// [`PlayerError`] when the game has no heuristic or the search's settings
/// cannot work (`mcts:0`).
pub fn player<G: Catalogued>(kind: AgentKind) -> Result<Player<G>, PlayerError> {
    match kind {
        AgentKind::Random => Ok(Player::random()),
        AgentKind::Heuristic => G::heuristic().ok_or(PlayerError::NoHeuristic(G::ID)),
        AgentKind::Mcts(iterations) => {
            // Refused here, once, so that every game's agent can be built.
            G::search(iterations).validate()?;
            Ok(Player::new(kind.to_string(), move |seed| match crate::search::opponent::<G>(iterations, seed) {
                Ok(bot) => bot,
                Err(_) => unreachable!("the settings were validated"),
            }))
        }
    }
}
