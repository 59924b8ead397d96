//! The soldier actions (R-A1..R-A9): checking and doing a move, an attack,
//! a melee or a throw, and resolving an attack die by die.

pub(crate) mod attack;
pub(crate) mod turn;
