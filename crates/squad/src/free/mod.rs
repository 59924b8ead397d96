//! The free activities (R-F1..R-F10): action cards played on the own turn
//! and Support cards (R-F1..R-F3, R-F10), gear (R-F8), placing Locations,
//! the objective and Event cards (R-F5..R-F7).

pub(crate) mod cards;
pub(crate) mod gear;
pub(crate) mod place;
