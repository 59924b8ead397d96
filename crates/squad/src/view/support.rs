//! A Support card in play as seen on the table (R-F3).

use serde::{Deserialize, Serialize};

use crate::content::Code;
use crate::state::squad::Squad;
use crate::state::{NONE, Support};

/// A Support card lying in front of a soldier (R-F3, R-F10).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SupportView {
    /// Its place among the Support cards in play (R-F3).
    pub place: u8,
    /// The action card instance.
    pub instance: u8,
    /// Its card (none if the instance is not in the card set).
    pub card: Option<Code>,
    /// The card's name (empty if the instance is not in the card set).
    pub name: String,
    /// The squad position of the soldier it lies in front of.
    pub owner: u8,
    /// The slot it acts on (a smoke screen's), if any.
    pub slot: Option<u8>,
    /// It fired this turn already (strikes).
    pub fired: bool,
}

impl SupportView {
    /// The view of Support card `s` in place `place` in game `g`.
    pub(crate) fn of(g: &Squad, place: u8, s: &Support) -> SupportView {
        let design = g.content().action_of(s.card);
        SupportView {
            place,
            instance: s.card,
            card: design.map(|a| a.id),
            name: design.map(|a| a.name.clone()).unwrap_or_default(),
            owner: s.owner,
            slot: (s.slot != NONE).then_some(s.slot),
            fired: s.fired,
        }
    }
}
