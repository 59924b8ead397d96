//! An enemy card as seen on the table.

use serde::{Deserialize, Serialize};

use crate::content::Code;
use crate::state::squad::Squad;
use crate::state::{Foe, RETARGET};

/// An enemy card as seen on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EnemyView {
    /// Its entry number.
    pub entry: u8,
    /// Its card.
    pub card: Code,
    /// The card's name.
    pub name: String,
    /// Its slot.
    pub slot: u8,
    /// Figures on the card.
    pub figures: u8,
    /// EKIA counters.
    #[serde(rename = "ekia")]
    pub killed: u8,
    /// Suppression counters.
    pub suppression: u8,
    /// The targeted soldier, if any.
    pub target: Option<u8>,
    /// Its counter was taken away and it draws a new target (R-E4).
    pub retarget: bool,
    /// Its placement number: the order the cards entered play in.
    pub placed: u16,
    /// An objective enemy (R-S6: never moves; engaged only after R-F7).
    pub objective: bool,
}

impl EnemyView {
    /// The view of the enemy card `f` in entry `entry`.
    pub(crate) fn of(g: &Squad, entry: u8, f: &Foe) -> EnemyView {
        let d = &g.state;
        let e = g.enemy(f.card);
        EnemyView {
            entry,
            card: e.id,
            name: e.name.clone(),
            slot: f.slot,
            figures: e.figures,
            killed: f.killed,
            suppression: f.suppression,
            target: (f.target < d.team.n_soldiers).then_some(f.target),
            retarget: f.target == RETARGET,
            placed: f.seq,
            objective: f.objective,
        }
    }
}
