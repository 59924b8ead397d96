//! The legal list and the decisions in parts (R-D1, R-D2): the list of the
//! legal orders, the draft that assembles an order part by part, and the
//! rules both the list and the checks read, each stated once: a card's
//! keyword match, XP and modifiers (R-F1), a move's cost (R-A3), who may
//! attack and with what (R-A4, R-A5), a melee's cost (R-A8), a throw's
//! reach (R-A9), what a turn may retain (R-F10), what a soldier may take
//! (R-F8).

pub(crate) mod aim;
pub(crate) mod attacker;
pub(crate) mod card_mods;
pub(crate) mod card_play;
pub(crate) mod carry;
pub(crate) mod draft;
pub(crate) mod here;
pub(crate) mod list;
pub(crate) mod melee_cost;
pub(crate) mod move_cost;
pub(crate) mod needs;
pub(crate) mod next;
pub(crate) mod retain;
pub(crate) mod sets;
pub(crate) mod strike;
pub(crate) mod throw_reach;

#[cfg(test)]
mod attack_rules_tests;
#[cfg(test)]
mod draft_tests;
#[cfg(test)]
pub(crate) mod list_tests;
#[cfg(test)]
mod move_cost_tests;
#[cfg(test)]
pub(crate) mod reference;
#[cfg(test)]
mod sets_tests;
