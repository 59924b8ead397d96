//! A gear item lying in a slot (R-F8, R-E4).

use serde::{Deserialize, Serialize};

use crate::view::gear::GearView;

/// An item lying in a slot: the entry `PickUp` names it by, the slot, the
/// whole item (R-F8, R-E4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DroppedItem {
    /// The entry `PickUp` names.
    pub entry: u8,
    /// The slot it lies in.
    pub slot: u8,
    /// The item.
    pub gear: GearView,
}
