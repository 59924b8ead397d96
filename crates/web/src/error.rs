//! Why the table refused a request; the table is then unchanged.

/// Why a request to the [`Table`](crate::Table) was refused. The table is
/// left exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    /// No game has this id.
    #[error("no game {name:?}; the games are: {known}")]
    UnknownGame {
        /// The id asked for.
        name: String,
        /// The ids there are, comma separated.
        known: String,
    },
    /// The seed is not a whole number.
    #[error("a seed is a whole number from 0 to 18446744073709551615, not {0:?}")]
    Seed(String),
    /// The game has no scenario of this label or number.
    #[error("{game} has no scenario {wanted:?}; its scenarios are {known}")]
    Scenario {
        /// The game's id.
        game: &'static str,
        /// The scenario asked for.
        wanted: String,
        /// Its scenarios, numbered.
        known: String,
    },
    /// The options are not JSON of the game's options.
    #[error("not valid options for {game}: {reason}")]
    Options {
        /// The game's id.
        game: &'static str,
        /// What is wrong, as the JSON reader says it.
        reason: String,
    },
    /// The game's rules refuse the options (or a replay's set-up).
    #[error("options refused by {game}: {reason}")]
    OptionsRefused {
        /// The game's id.
        game: &'static str,
        /// The refusal, with its rule.
        reason: String,
    },
    /// A seat the game does not have.
    #[error("{game} has seats 0 to {last}, not {seat}")]
    Seat {
        /// The game's id.
        game: &'static str,
        /// The seat asked for.
        seat: u8,
        /// Its last seat.
        last: u8,
    },
    /// The opponent cannot be built (`mcts:0`, an unknown kind).
    #[error("opponent: {0}")]
    Opponent(String),
    /// The game is over.
    #[error("the game is over: {0}")]
    Over(String),
    /// A person's move was asked where the agent acts, or the other way round.
    #[error("{0}")]
    NotYourTurn(String),
    /// No legal action has this number.
    #[error("no action number {number}: choose 1-{count}")]
    Index {
        /// The number asked for (from 1).
        number: usize,
        /// How many legal actions there are.
        count: usize,
    },
    /// The rules refuse the action; the text names the rule (`play`'s words).
    #[error("refused: {text}")]
    Refused {
        /// The id of the rule broken, if the refusal names one.
        rule: Option<&'static str>,
        /// The refusal as a player reads it, rule id first.
        text: String,
    },
    /// Typed text that names no legal action (with the closest ones).
    #[error("{0}")]
    Text(String),
    /// Nothing to take back: the rules allow a take-back only part-way
    /// through a decision (Squad's `back`, R-D2).
    #[error("nothing to take back here: only a decision part-way made can be taken back (Squad, R-D2)")]
    NothingToUndo,
    /// A hint cannot be given.
    #[error("no hint: {0}")]
    Hint(String),
    /// A replay that cannot be read, or does not verify.
    #[error("replay: {0}")]
    Replay(String),
}
