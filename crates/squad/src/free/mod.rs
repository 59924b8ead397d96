//! The free activities (R-F1..R-F10): action cards, gear, placing
//! Locations, and the dispatcher of the turn's decisions.

pub(crate) mod activity;
pub(crate) mod needs;
pub(crate) mod place;
