//! Chance outcomes: every die, card draw and target-counter draw.

use std::fmt;

use serde::{Deserialize, Serialize};

/// One outcome of a chance point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Chance {
    /// A d10 face, 1..=10.
    #[serde(alias = "D10")]
    D10(u8),
    /// A d6 face, 1..=6.
    #[serde(alias = "D6")]
    D6(u8),
    /// An action card instance drawn.
    #[serde(alias = "Action")]
    Action(u8),
    /// A location card drawn (index into the content's locations).
    #[serde(alias = "Location")]
    Location(u8),
    /// An enemy card drawn (index into the content's enemies).
    #[serde(alias = "Enemy")]
    Enemy(u8),
    /// An event card instance drawn.
    #[serde(alias = "Event")]
    Event(u8),
    /// A target counter of this soldier (squad position) drawn from the cup.
    #[serde(alias = "Target")]
    Target(u8),
}

impl fmt::Display for Chance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Chance::D10(v) => write!(f, "d10 = {v}"),
            Chance::D6(v) => write!(f, "d6 = {v}"),
            Chance::Action(i) => write!(f, "action card #{i}"),
            Chance::Location(i) => write!(f, "location card #{i}"),
            Chance::Enemy(i) => write!(f, "enemy card #{i}"),
            Chance::Event(i) => write!(f, "event card #{i}"),
            Chance::Target(s) => write!(f, "target counter of soldier {}", s + 1),
        }
    }
}
