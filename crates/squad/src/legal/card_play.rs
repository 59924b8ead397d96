//! R-F1: a card played with an action or on its own: its keyword match,
//! the XP it costs and whether the XP there is covers it, and its effect.
//! The one statement of these rules: the checks (`check_card`, the card
//! plays of `free/`) and the legal list both call them.

use crate::content::Effect;
use crate::error::Error;
use crate::legal::needs::{CardUse, need_ok};
use crate::state::machine::bit;
use crate::state::squad::Squad;
use crate::terms::order::Play;
use crate::terms::xp::xp_covers;

impl Squad {
    /// R-F1: whether action card `card`'s keyword requirement (its
    /// `needs`) holds for the use `u`; a card with none always fits.
    pub(crate) fn needs_met(&self, card: u8, u: &CardUse<'_>) -> bool {
        if self.fixed.tables.needless & bit(card) != 0 {
            return true;
        }
        self.design(card).is_some_and(|d| d.needs.iter().all(|n| need_ok(n, u)))
    }

    /// R-F1: the XP card play `p` costs: its boost's when boosted, and 1
    /// more when the card comes from another soldier's hand
    /// (`from_other`); none when a play is boosted that has no boost.
    pub(crate) fn play_xp(&self, p: Play, from_other: bool) -> Option<u8> {
        let tables = &self.fixed.tables;
        let boost = match p.boost {
            false => 0,
            true if tables.boosted & bit(p.card) != 0 => tables.boost_xp[usize::from(p.card & 63)],
            true => return None,
        };
        Some(boost.saturating_add(u8::from(from_other)))
    }

    /// R-F1: the XP card play `p` costs (see [`Squad::play_xp`]) when the
    /// XP there is, `have`, covers it; else why not: a boost the card does
    /// not have, or too little XP.
    pub(crate) fn play_cost(&self, p: Play, from_other: bool, have: u8) -> Result<u8, Error> {
        let xp = self.play_xp(p, from_other).ok_or(Error::NoBoost)?;
        if !xp_covers(xp, have) {
            return Err(Error::NoXp { need: xp, have });
        }
        Ok(xp)
    }

    /// The effect of card play `p` (its boost's when boosted).
    pub(crate) fn play_effect(&self, p: Play) -> Option<&Effect> {
        let d = self.design(p.card)?;
        Some(if p.boost { d.boost.as_ref().map_or(&d.effect, |b| &b.effect) } else { &d.effect })
    }
}
