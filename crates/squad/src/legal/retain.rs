//! R-F10 with R-F3: which Support cards a turn may end retaining, and what
//! retaining one costs. The one statement of the rule: the end-of-turn
//! check (`free/cards.rs`) and the legal list (`legal/list/end_turn.rs`)
//! both call it.

use crate::content::Category;
use crate::error::Error;
use crate::state::squad::Squad;
use crate::terms::xp::xp_covers;

/// R-F10, R-F3: whether a turn may end retaining the Support cards `keep`
/// (a set) when its soldier owns `owned`: each one its own, and their
/// retain cost `cost` (a saturating sum of [`Squad::retain_cost_with`])
/// covered by the XP there is, `have`.
pub(crate) fn retain_allowed(owned: u64, keep: u64, cost: u8, have: u8) -> Result<(), Error> {
    if keep & !owned != 0 {
        return Err(Error::BadRetain);
    }
    if !xp_covers(cost, have) {
        return Err(Error::NoXp { need: cost, have });
    }
    Ok(())
}

impl Squad {
    /// R-F3: the XP to retain Support card `card` with the slot's retain
    /// discount `discount` (Field Radio); nothing for another card.
    pub(crate) fn retain_cost_with(&self, card: u8, discount: u8) -> u8 {
        match self.design(card).map(|d| d.category) {
            Some(Category::Support { retain, .. }) => retain.saturating_sub(discount),
            _ => 0,
        }
    }
}
