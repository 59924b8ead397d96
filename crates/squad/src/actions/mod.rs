//! The soldier actions (R-A1..R-A9): what every action of a turn shares
//! (`turn.rs`: the soldier's turn, a card played with an action, its
//! modifiers), a move (R-A3), an attack (R-A4..R-A7) and its dice, a melee
//! (R-A8) and a throw (R-A9).

pub(crate) mod attack;
pub(crate) mod attack_dice;
pub(crate) mod melee;
pub(crate) mod moving;
pub(crate) mod other;
pub(crate) mod throw;
pub(crate) mod turn;
