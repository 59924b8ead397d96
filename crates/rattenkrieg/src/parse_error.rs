//! Why a text reads as no action or chance outcome.

use wargames_core::{AreaId, CardParseError};

use crate::unit::MAX_UNITS;

/// Text that reads as no action or chance outcome.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// No action is written this way.
    #[error("{0:?} reads as no action (e.g. `activate u0`, `attack in a2`, `play 7♥`, `discard 5h 6h`, `pass`)")]
    Action(String),
    /// No chance outcome is written this way.
    #[error("{0:?} reads as no chance outcome (`draw 7♥` or `sniper takes 7♥`)")]
    Chance(String),
    /// Not a counter id.
    #[error("{0:?} is not a counter (u0 to u{max})", max = MAX_UNITS - 1)]
    Unit(String),
    /// Not an area id.
    #[error("{0:?} is not an area (a0 to a{max})", max = AreaId::MAX - 1)]
    Area(String),
    /// Not a card.
    #[error(transparent)]
    Card(#[from] CardParseError),
}
