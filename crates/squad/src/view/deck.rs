//! The four decks as the player knows them (R-S2): the cards of each pile,
//! of the cards put under it and of its discards.

use wargames_core::Bits;

use serde::{Deserialize, Serialize};

use crate::state::Deck;

/// One deck's cards (R-S2). A deck is a set drawn uniformly, never an
/// order, so the player knows which cards each part holds: the discards
/// and the cards put under the pile (R-F5's recon cards not kept) lie in
/// sight, and the pile holds the deck's other cards. Cards are numbered as
/// the chance outcomes draw them: action and event cards by instance,
/// Location and enemy cards by their index in the card set.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckView {
    /// The cards to draw.
    pub pile: Vec<u8>,
    /// The cards put at the bottom, drawn once the pile is empty.
    pub bottom: Vec<u8>,
    /// The discards, reshuffled into the pile when pile and bottom are empty.
    pub discard: Vec<u8>,
}

impl DeckView {
    /// The view of `deck`.
    pub(crate) fn of(deck: &Deck) -> DeckView {
        DeckView {
            pile: Bits(deck.pile).iter().collect(),
            bottom: Bits(deck.bottom).iter().collect(),
            discard: Bits(deck.discard).iter().collect(),
        }
    }
}

/// The four decks' cards (R-S2).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckCards {
    /// The Location deck.
    pub locations: DeckView,
    /// The Enemy deck.
    pub enemies: DeckView,
    /// The Action deck.
    pub actions: DeckView,
    /// The Event deck.
    pub events: DeckView,
}

/// How many cards are left to draw in each deck (R-S2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckCounts {
    /// Location cards (the pile and the cards under it).
    pub locations: u32,
    /// Enemy cards (pile, under it and discards).
    pub enemies: u32,
    /// Action cards (pile and discards).
    pub actions: u32,
    /// Event cards (pile and discards).
    pub events: u32,
}
