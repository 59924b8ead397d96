//! Set-up (R-S1..R-S11): the options, the squad roster and the per-design
//! facts worked out once from the card set.

pub(crate) mod options;
pub(crate) mod roster;
pub(crate) mod tables;
