//! The words every rule speaks in: the player's actions (R-D1, R-D2), the
//! whole orders they make, a card's play, the outcome of a mission, and the
//! experience a play costs.

pub(crate) mod action;
pub(crate) mod order;
pub(crate) mod outcome;
pub(crate) mod xp;
