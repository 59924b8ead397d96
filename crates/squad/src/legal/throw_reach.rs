//! R-A9 Throw: how far an item is thrown. The one statement of the rule:
//! the throw check (`actions/throw.rs`) and the legal list
//! (`legal/list/melee_throws.rs`) both call it.

use crate::error::Error;
use crate::state::Item;
use crate::state::squad::Squad;

/// R-A9: whether a throw at range `range` reaches, for an item of reach
/// `reach` ([`Squad::throw_reach`]) thrown with a card adding `more` (its
/// Throw Range, saturating).
pub(crate) fn throw_reaches(range: u8, reach: u8, more: u8) -> Result<(), Error> {
    if range > reach.saturating_add(more) { Err(Error::BadThrow) } else { Ok(()) }
}

impl Squad {
    /// R-A9: how far `item` is thrown: a weapon with a Throw mode, as far as
    /// that mode's to-hit row goes; equipment thrown for a strike (a Strike
    /// in its effect), its Throw range. Anything else is not thrown.
    pub(crate) fn throw_reach(&self, item: Item) -> Result<u8, Error> {
        let tables = &self.fixed.tables;
        match item {
            Item::Weapon(w) => {
                let i = tables.throw_mode.get(usize::from(w)).copied().flatten().ok_or(Error::BadThrow)?;
                let w = self.fixed.content.weapons().get(usize::from(w)).ok_or(Error::BadThrow)?;
                let mode = w.modes.get(usize::from(i)).ok_or(Error::BadThrow)?;
                Ok(mode.to_hit.len().saturating_sub(1) as u8)
            }
            Item::Equipment(q) => tables.throw_range.get(usize::from(q)).copied().flatten().ok_or(Error::BadThrow),
            Item::Dispatch => Err(Error::BadThrow),
        }
    }
}
