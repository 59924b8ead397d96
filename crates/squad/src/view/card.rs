//! Cards as seen on the table: a card by its id and name, an action card
//! in hand by its instance, a recon card by the number `ChooseLocation`
//! gives it.

use serde::{Deserialize, Serialize};

use crate::content::Code;

/// A card by its id and name (the path's cards, R-S1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardView {
    /// Its id.
    pub card: Code,
    /// Its name.
    pub name: String,
}

/// An action card in a soldier's hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandCard {
    /// The instance actions name it by (`#n`).
    pub instance: u8,
    /// Its id.
    pub card: Code,
    /// Its name.
    pub name: String,
}

/// A recon card drawn, of which the player keeps one (R-F5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReconCard {
    /// The Location number `ChooseLocation` names it by.
    pub number: u8,
    /// Its id.
    pub card: Code,
    /// Its name.
    pub name: String,
}

/// A skill a soldier has (R-S5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkillView {
    /// The skill's id.
    pub skill: Code,
    /// Its name.
    pub name: String,
}
