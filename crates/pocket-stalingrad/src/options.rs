//! Set-up options: the scenario figures and the contested rulings as switches.

use serde::{Deserialize, Serialize};

use crate::area::UrbanCard;
use crate::error::Error;

/// How a game is set up. `Default` is the standard game with the rulings of
/// the design document.
///
/// Every field may be left out of a serialized form (it then takes its
/// default); [`PocketStalingrad::setup`](wargames_core::Game::setup) refuses
/// values that make no game with [`Error::BadOption`] (see
/// [`Options::validate`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// Units in each side's reserve pool (rule P5; 20 by default, at most
    /// 60, at least the fewest stars of an area card: rule 6.2).
    pub reserve: u8,
    /// Game turns before the end-of-game count (rule V.2; 5 by default, 1-20).
    pub turns: u8,
    /// Assault costs one extra CMD on top of the air strike (the literal
    /// reading of the German tactic, as the example's turn 3 counts it);
    /// `false` by default (ruling P11, as the example's turn 2 counts it).
    pub assault_extra_cmd: bool,
    /// Deploy must move *all* own units out of Z (the literal reading);
    /// `false` by default: any of them (ruling P3).
    pub deploy_all: bool,
    /// Guards also adds one Soviet unit to Z when the tactic is resolved, as
    /// the seed's Guards clause and the example's turn 3 do; `true` by
    /// default (the design document's P4 names only the Victory-phase move).
    pub guards_unit_in_z: bool,
    /// After the last turn the VP total decides, and the area count only
    /// breaks a VP tie, as the seed's victory note reads (areas 1 and 2,
    /// 11 VP, lose to area 5 alone, 12 VP); `false` by default: more areas
    /// first, then VP (rules V.2-V.3, ruling P13).
    pub vp_decides: bool,
    /// The urban area cards 1-5 (stars and VP), for players with corrected
    /// printed components. Stars 1-6, VP at most 99.
    pub areas: [UrbanCard; 5],
}

impl Default for Options {
    fn default() -> Self {
        Options {
            reserve: 20,
            turns: 5,
            assault_extra_cmd: false,
            deploy_all: false,
            guards_unit_in_z: true,
            vp_decides: false,
            areas: UrbanCard::STANDARD,
        }
    }
}

impl Options {
    /// Checks every field against the values that make a game: the reserve
    /// at most 60 units (P5) and at least the fewest stars of an area card
    /// (6.2: with fewer units no area can ever be captured and every game
    /// is drawn), 1-20 turns (V.2), stars 1-6 (3.2: no side holds more
    /// than six units in an area) and VP at most 99 (V.3).
    ///
    /// # Errors
    /// [`Error::BadOption`] naming the field and the rule.
    pub fn validate(&self) -> Result<(), Error> {
        let bad = |field, rule, allowed| Err(Error::BadOption { field, rule, allowed });
        if self.areas.iter().any(|card| !(1..=6).contains(&card.stars)) {
            return bad("areas", "3.2", "stars 1 to 6 (no side holds more than 6 units in an area)");
        }
        if self.areas.iter().any(|card| card.vp > 99) {
            return bad("areas", "V.3", "victory points at most 99");
        }
        if self.reserve > 60 {
            return bad("reserve", "P5", "at most 60 units per side");
        }
        let fewest_stars = self.areas.iter().map(|card| card.stars).min().unwrap_or(1);
        if self.reserve < fewest_stars {
            return bad(
                "reserve",
                "6.2",
                "at least the fewest stars of an area card (2 with the standard cards): with fewer units \
                 no area can ever be captured and every game is drawn",
            );
        }
        if !(1..=20).contains(&self.turns) {
            return bad("turns", "V.2", "1 to 20 game turns");
        }
        Ok(())
    }
}
