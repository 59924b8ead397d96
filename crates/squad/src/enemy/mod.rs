//! The Enemy Phase (R-E1..R-E7): spawning, reinforcing, enemy attacks and
//! wounds, and the reaction windows (R-F4).

pub(crate) mod assault;
pub(crate) mod phase;
