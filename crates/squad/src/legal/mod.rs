//! The legal list and the decisions in parts (R-D1, R-D2): the list of the
//! legal orders, the draft that assembles an order part by part, and the
//! rules both the list and the checks read (a card's keyword match, R-F1;
//! what a soldier may take, R-F8).

pub(crate) mod carry;
pub(crate) mod draft;
pub(crate) mod here;
pub(crate) mod list;
pub(crate) mod move_cost;
pub(crate) mod needs;
pub(crate) mod next;
pub(crate) mod sets;

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
