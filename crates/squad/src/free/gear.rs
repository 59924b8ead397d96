//! Gear (R-F8): what a soldier carries and may take, passing, dropping
//! and picking up gear, and what an item is.

use crate::content::ModeKw;
use crate::error::Error;
use crate::state::field::Field;
use crate::state::flow::Flow;
use crate::state::squad::Squad;
use crate::state::team::{Team, the_turn};
use crate::state::{Gear, Item, NONE};

impl Squad {
    /// The ammo group reloads of soldier `s` go to.
    pub(crate) fn reload_group_of(&self, s: u8) -> Option<u8> {
        let t = self.state.team.soldier(s);
        if t.reload_group != NONE {
            return Some(t.reload_group);
        }
        t.gear.iter().flatten().find_map(|g| match g.item {
            Item::Weapon(w) => self.fixed.content.ammo_group(w),
            _ => None,
        })
    }

    pub(crate) fn gear_weapon(&self, s: u8, g: u8) -> Option<(Gear, Option<u8>)> {
        let gear = self.state.team.soldier(s).gear.get(usize::from(g)).copied().flatten()?;
        match gear.item {
            Item::Weapon(w) => Some((gear, self.fixed.content.ammo_group(w))),
            _ => None,
        }
    }

    pub(crate) fn has_deploy_mode(&self, g: &Gear) -> bool {
        match g.item {
            Item::Weapon(w) => {
                let w = &self.fixed.content.weapons()[usize::from(w)];
                w.modes.iter().any(|m| w.has(Some(m), ModeKw::Deploy))
            }
            _ => false,
        }
    }

    /// R-F8: whether the soldier whose turn it is may pass item `item` to soldier `to`.
    pub(crate) fn check_pass_gear(&self, item: u8, to: u8) -> Result<(), Error> {
        let turn = the_turn(&self.state.flow, &self.state.team)?;
        let s = turn.soldier;
        let g = self.state.team.soldier(s).gear.get(usize::from(item)).copied().flatten().ok_or(Error::BadGear)?;
        if turn.gear_moved & (1 << (item & 7)) != 0 {
            return Err(Error::GearMovedThisTurn);
        }
        if to == s
            || !self.state.team.in_play(to)
            || self.state.team.soldier(to).slot != self.state.team.soldier(s).slot
            || !self.can_carry(to, &g)
        {
            return Err(Error::BadGear);
        }
        Ok(())
    }

    /// R-F8: whether the soldier whose turn it is may pick up dropped item `item`.
    pub(crate) fn check_pick_up(&self, item: u8) -> Result<(), Error> {
        let turn = the_turn(&self.state.flow, &self.state.team)?;
        let s = turn.soldier;
        match self.state.field.dropped.get(usize::from(item)).copied().flatten() {
            Some(_) if turn.dropped_moved & (1 << (item & 15)) != 0 => Err(Error::GearMovedThisTurn),
            Some((slot, g)) if slot == self.state.team.soldier(s).slot && self.can_carry(s, &g) => Ok(()),
            _ => Err(Error::BadGear),
        }
    }

    pub(crate) fn item_code(&self, g: &Gear) -> crate::content::Code {
        match g.item {
            Item::Weapon(w) => self.fixed.content.weapons()[usize::from(w)].id,
            Item::Equipment(q) => self.fixed.content.equipment()[usize::from(q)].id,
            Item::Dispatch => self.objective().id,
        }
    }
}

/// R-F8: whether the soldier whose turn it is may drop item `item`.
pub(crate) fn check_drop_gear(flow: &Flow, team: &Team, field: &Field, item: u8) -> Result<(), Error> {
    let turn = the_turn(flow, team)?;
    team.soldier(turn.soldier).gear.get(usize::from(item)).copied().flatten().ok_or(Error::BadGear)?;
    if turn.gear_moved & (1 << (item & 7)) != 0 {
        return Err(Error::GearMovedThisTurn);
    }
    if field.lying == u16::MAX {
        return Err(Error::BadGear);
    }
    Ok(())
}
