//! Face cards as events [9.1].

use std::fmt;

use serde::{Deserialize, Serialize};
use wargames_core::{Card, Rank};

use crate::side::Side;

/// What a face card does when played as an event [9.1].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventCard {
    /// [9.2]: a drawn card at or above the target's modified strength hits.
    Bombardment,
    /// [9.3] (German black jack): as bombardment, unmodified strength, faces miss, may hit the T-34.
    AirSupport,
    /// [9.4] (German black queen): +2 strength for the rest of the activation (not panzer).
    AssaultGun,
    /// [9.5] (German black king): the next combat ignores urban terrain.
    CombatEngineers,
    /// [9.6] (Soviet red jack): a random German hand card is discarded.
    Sniper,
    /// [9.7] (Soviet red queen): +2 strength in the next combat.
    Molotov,
    /// [9.8] (Soviet red king): the German plays first in the next combat,
    /// or a flipped Soviet counter is turned face up.
    Chuikov,
}

impl EventCard {
    /// The event `card` is for `side` [9.1], or `None` if it is not a face card.
    ///
    /// German: black J air support, Q assault gun, K combat engineers; red
    /// J, Q, K bombardment. Soviet: red J sniper, Q Molotov cocktail, K
    /// General Chuikov; black J, Q, K bombardment.
    #[must_use]
    pub fn of(side: Side, card: Card) -> Option<EventCard> {
        let rank = card.rank()?;
        if !rank.is_face() {
            return None;
        }
        if card.colour() != side.colour() {
            return Some(EventCard::Bombardment);
        }
        Some(match (side, rank) {
            (Side::German, Rank::Jack) => EventCard::AirSupport,
            (Side::German, Rank::Queen) => EventCard::AssaultGun,
            (Side::German, _) => EventCard::CombatEngineers,
            (Side::Soviet, Rank::Jack) => EventCard::Sniper,
            (Side::Soviet, Rank::Queen) => EventCard::Molotov,
            (Side::Soviet, _) => EventCard::Chuikov,
        })
    }

    /// Whether the event needs a target counter.
    #[must_use]
    pub const fn is_strike(self) -> bool {
        matches!(self, EventCard::Bombardment | EventCard::AirSupport)
    }
}

impl fmt::Display for EventCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EventCard::Bombardment => "bombardment",
            EventCard::AirSupport => "air support",
            EventCard::AssaultGun => "assault gun",
            EventCard::CombatEngineers => "combat engineers",
            EventCard::Sniper => "sniper",
            EventCard::Molotov => "Molotov cocktail",
            EventCard::Chuikov => "General Chuikov",
        })
    }
}
