//! Set-up options: the scenario figures and the contested rulings as switches.

use serde::{Deserialize, Serialize};

use crate::area::UrbanCard;
use crate::error::Error;

/// How a game is set up. `Default` is the standard game with the rulings of
/// the design document.
///
/// Every field may be left out of a serialized form (it then takes its
/// default); [`PocketStalingrad::setup`](wargames_core::Game::setup) refuses
/// out-of-range values with [`Error::BadOptions`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// Units in each side's reserve pool (rule P5; 20 by default, at most 60).
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
    /// Checks every field's range.
    ///
    /// # Errors
    /// [`Error::BadOptions`] naming the field.
    pub fn validate(&self) -> Result<(), Error> {
        if self.reserve > 60 {
            return Err(Error::BadOptions("reserve: at most 60 units per side"));
        }
        if !(1..=20).contains(&self.turns) {
            return Err(Error::BadOptions("turns: 1 to 20 game turns"));
        }
        if self.areas.iter().any(|card| !(1..=6).contains(&card.stars)) {
            return Err(Error::BadOptions("areas: stars must be 1 to 6 (no side holds more than 6 units in an area)"));
        }
        if self.areas.iter().any(|card| card.vp > 99) {
            return Err(Error::BadOptions("areas: victory points at most 99"));
        }
        Ok(())
    }
}
