//! Set-up (R-S1..R-S11): the options, the squad roster, the per-design
//! facts worked out once from the card set, and the check of a loaded state.

pub(crate) mod check;
pub(crate) mod load;
pub(crate) mod new_game;
pub(crate) mod options;
pub(crate) mod roster;
pub(crate) mod tables;
