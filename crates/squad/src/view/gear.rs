//! A gear item as seen on the table: carried in a gear place or lying in a
//! slot, with everything about it the player sees.

use serde::{Deserialize, Serialize};

use crate::content::Code;
use crate::state::squad::Squad;
use crate::state::{Gear, NONE};

/// A gear item with its whole state (R-A5 ammo, R-A9 deployment and uses,
/// R-F8 carrying).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GearView {
    /// The item's card (the objective's for its dispatch).
    pub item: Code,
    /// The item's name.
    pub name: String,
    /// Out of Ammo (R-A5).
    pub out_of_ammo: bool,
    /// Deployed (R-A9).
    pub deployed: bool,
    /// Uses left (equipment with uses; 0 for the others).
    pub uses: u8,
    /// The squad position of the NPS whose built-in gear it is (R-F8), if any.
    pub builtin_of: Option<u8>,
}

impl GearView {
    /// The view of item `x` in game `g`.
    pub(crate) fn of(g: &Squad, x: &Gear) -> GearView {
        GearView {
            item: g.item_code(x),
            name: g.item_label(x),
            out_of_ammo: x.out_of_ammo,
            deployed: x.deployed,
            uses: x.uses,
            builtin_of: (x.builtin_of != NONE).then_some(x.builtin_of),
        }
    }
}
