//! The legal list and the decisions in parts (R-D1, R-D2): the player's
//! actions, the whole orders they make, the list of the legal ones and the
//! draft that assembles an order part by part.

pub(crate) mod action;
pub(crate) mod draft;
pub(crate) mod family;
pub(crate) mod here;
pub(crate) mod list;
pub(crate) mod next;
pub(crate) mod order;
pub(crate) mod sets;

#[cfg(test)]
mod draft_tests;
#[cfg(test)]
pub(crate) mod list_tests;
#[cfg(test)]
pub(crate) mod reference;
#[cfg(test)]
mod sets_tests;
