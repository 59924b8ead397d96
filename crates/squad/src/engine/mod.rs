//! The game as a whole: a new game's set-up (R-S1..R-S11), a loaded state's
//! check, the dispatcher of every order, the phase the mission is in (R-R1),
//! and `impl Game`.

pub(crate) mod check;
pub(crate) mod dispatch;
pub(crate) mod game;
pub(crate) mod load;
pub(crate) mod new_game;
pub(crate) mod phase;
