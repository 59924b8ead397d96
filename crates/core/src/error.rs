//! The errors every game shares: what a refused input breaks.

/// An error that refuses an input, and names the rule it would break.
///
/// Every game's error type implements this. [`rule`](Self::rule) is the
/// clause id as the game's rules number it (`"8.7"`, `"R-A4"`), or `None`
/// for a refusal that is about the protocol rather than a rule (see
/// [`FlowError`]).
pub trait RuleError: std::error::Error + Clone + PartialEq + Send + Sync + 'static {
    /// The id of the rule clause the refused input breaks, if any.
    fn rule(&self) -> Option<&'static str>;
}

/// Refusals that are about the flow of play, the same in every game.
///
/// Each game's error type wraps this (`Error::Flow`), so a caller can tell
/// "that move breaks rule 7.2" from "it is not the time for a move".
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FlowError {
    /// The game is over: it takes no more actions or chance outcomes.
    #[error("the game is over")]
    GameOver,
    /// A chance point is pending: resolve it before anyone acts.
    #[error("a chance point is pending: resolve it before acting")]
    ChancePending,
    /// A seat is to act: there is no chance point to resolve.
    #[error("a seat is to act: there is no chance point to resolve")]
    NoChancePending,
    /// This outcome is not one of the pending chance point's outcomes.
    #[error("that is not an outcome of the pending chance point")]
    ImpossibleOutcome,
    /// Another seat is to act: this seat has no decision to take now.
    #[error("another seat is to act: this seat has no decision to take now")]
    NotToAct,
}

impl RuleError for FlowError {
    fn rule(&self) -> Option<&'static str> {
        None
    }
}
