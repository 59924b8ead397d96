//! The procedure engine: the game state, the procedure stack and the machine
//! that runs it (R-R1), chance, and `impl Game`.

pub(crate) mod chance;
pub(crate) mod effects;
pub(crate) mod flow;
pub(crate) mod game;
pub(crate) mod phase;
pub(crate) mod squad;
pub(crate) mod state;

#[cfg(test)]
mod effects_tests;
#[cfg(test)]
mod state_tests;
