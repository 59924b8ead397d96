//! Outcomes of the chance points: a card drawn.

use std::fmt;

use serde::{Deserialize, Serialize};
use wargames_core::Card;

/// The outcome of a chance point: which card was drawn.
///
/// Both decks are sets (the order of a shuffled deck is chance), so a
/// chance point lists every card left in the deck it draws from, each with
/// probability 1/n.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Chance {
    /// A card of the Soviet deck (hearts): dealt face down at set-up (3.2)
    /// or turned up in the Soviet deployment phase (6.0).
    Soviet(Card),
    /// A card of the judgement deck (3.2).
    Judgement(Card),
}

impl Chance {
    /// The card drawn.
    #[must_use]
    pub const fn card(self) -> Card {
        match self {
            Chance::Soviet(card) | Chance::Judgement(card) => card,
        }
    }
}

impl fmt::Display for Chance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Chance::Soviet(card) => write!(f, "Soviet deck: {card}"),
            Chance::Judgement(card) => write!(f, "judgement deck: {card}"),
        }
    }
}
