//! The outcomes of chance points.

use std::fmt;

use serde::{Deserialize, Serialize};
use wargames_core::Card;

/// What chance decided at a chance point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Chance {
    /// The card drawn from the deck (a dealt step or hand card [3.3] [3.4]
    /// [6.1] [6.2] [7.5] [10.1], or a bombardment's card [9.2] [9.3]).
    Draw(Card),
    /// The German hand card the sniper takes [9.6].
    Snipe(Card),
}

impl fmt::Display for Chance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Chance::Draw(card) => write!(f, "draw {card}"),
            Chance::Snipe(card) => write!(f, "sniper takes {card}"),
        }
    }
}
