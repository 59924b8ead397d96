//! Gear (R-F8): what a soldier carries and may take, passing, dropping
//! and picking up gear, and what an item is.

use crate::content::ModeKw;
use crate::engine::squad::Squad;
use crate::engine::state::{Gear, Item, NONE};
use crate::error::Error;

impl Squad {
    /// The ammo group reloads of soldier `s` go to.
    pub(crate) fn reload_group_of(&self, s: u8) -> Option<u8> {
        let t = self.trooper(s);
        if t.reload_group != NONE {
            return Some(t.reload_group);
        }
        t.gear.iter().flatten().find_map(|g| match g.item {
            Item::Weapon(w) => self.ctx.content.ammo_group(w),
            _ => None,
        })
    }

    /// The weight of item `g` (R-F8), from the set-up; the Dispatch weighs nothing.
    pub(crate) fn item_weight(&self, g: &Gear) -> i32 {
        match g.item {
            Item::Weapon(w) => i32::from(self.ctx.weapon_weight_of[usize::from(w)]),
            Item::Equipment(q) => i32::from(self.ctx.equipment_weight_of[usize::from(q)]),
            Item::Dispatch => 0,
        }
    }

    /// R-F8: whether soldier `s` may take `g` (room, weight, NPS built-in rule).
    pub(crate) fn can_carry(&self, s: u8, g: &Gear) -> bool {
        self.carry(s).fits(self, g)
    }

    /// R-F8: what soldier `s` may take, worked out once for any number of items.
    pub(crate) fn carry(&self, s: u8) -> Carry {
        if !self.in_play(s) {
            return Carry::Nothing;
        }
        let t = self.trooper(s);
        // One pass over the gear: a free place, and the weight carried.
        let (mut room, mut carried) = (false, 0i32);
        for g in &t.gear {
            match g {
                Some(x) => carried += self.item_weight(x),
                None => room = true,
            }
        }
        if !room {
            return Carry::Nothing;
        }
        self.carry_with(s, carried)
    }

    /// `carry` of soldier `s`, in play with a free gear place and carrying
    /// `carried` weight: what its design and skills let it take.
    pub(crate) fn carry_with(&self, s: u8, carried: i32) -> Carry {
        let t = self.trooper(s);
        let tables = &self.ctx.tables;
        // The soldier's design, read from the set-up tables.
        match tables.soldier_carry[usize::from(t.card)] {
            crate::setup::tables::BUILTIN => Carry::Builtin(s),
            crate::setup::tables::DISPATCH_ONLY => Carry::DispatchOnly,
            carry => {
                Carry::Weight(i32::from(carry) + i32::from(self.ctx.carry_mod) + tables.carry_bonus(t.skills) - carried)
            }
        }
    }

    pub(crate) fn gear_weapon(&self, s: u8, g: u8) -> Option<(Gear, Option<u8>)> {
        let gear = self.trooper(s).gear.get(usize::from(g)).copied().flatten()?;
        match gear.item {
            Item::Weapon(w) => Some((gear, self.ctx.content.ammo_group(w))),
            _ => None,
        }
    }

    pub(crate) fn has_deploy_mode(&self, g: &Gear) -> bool {
        match g.item {
            Item::Weapon(w) => {
                let w = &self.ctx.content.weapons()[usize::from(w)];
                w.modes.iter().any(|m| w.has(Some(m), ModeKw::Deploy))
            }
            _ => false,
        }
    }

    /// R-F8: whether the soldier whose turn it is may pass item `item` to soldier `to`.
    pub(crate) fn check_pass_gear(&self, item: u8, to: u8) -> Result<(), Error> {
        let turn = self.turn_now()?;
        let s = turn.soldier;
        let g = self.trooper(s).gear.get(usize::from(item)).copied().flatten().ok_or(Error::BadGear)?;
        if turn.gear_moved & (1 << (item & 7)) != 0 {
            return Err(Error::GearMovedThisTurn);
        }
        if to == s || !self.in_play(to) || self.trooper(to).slot != self.trooper(s).slot || !self.can_carry(to, &g) {
            return Err(Error::BadGear);
        }
        Ok(())
    }

    /// R-F8: whether the soldier whose turn it is may drop item `item`.
    pub(crate) fn check_drop_gear(&self, item: u8) -> Result<(), Error> {
        let turn = self.turn_now()?;
        self.trooper(turn.soldier).gear.get(usize::from(item)).copied().flatten().ok_or(Error::BadGear)?;
        if turn.gear_moved & (1 << (item & 7)) != 0 {
            return Err(Error::GearMovedThisTurn);
        }
        if self.state.lying == u16::MAX {
            return Err(Error::BadGear);
        }
        Ok(())
    }

    /// R-F8: whether the soldier whose turn it is may pick up dropped item `item`.
    pub(crate) fn check_pick_up(&self, item: u8) -> Result<(), Error> {
        let turn = self.turn_now()?;
        let s = turn.soldier;
        match self.state.dropped.get(usize::from(item)).copied().flatten() {
            Some(_) if turn.dropped_moved & (1 << (item & 15)) != 0 => Err(Error::GearMovedThisTurn),
            Some((slot, g)) if slot == self.trooper(s).slot && self.can_carry(s, &g) => Ok(()),
            _ => Err(Error::BadGear),
        }
    }

    pub(crate) fn item_code(&self, g: &Gear) -> crate::content::Code {
        match g.item {
            Item::Weapon(w) => self.ctx.content.weapons()[usize::from(w)].id,
            Item::Equipment(q) => self.ctx.content.equipment()[usize::from(q)].id,
            Item::Dispatch => self.objective().id,
        }
    }
}

/// What a soldier may take (R-F8): see `Squad::carry`.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Carry {
    /// Nothing: out of play, or no free gear place.
    Nothing,
    /// The Dispatch, or an item weighing at most this much.
    Weight(i32),
    /// The Dispatch, or a built-in item of this (non-player) soldier.
    Builtin(u8),
    /// The Dispatch only.
    DispatchOnly,
}

impl Carry {
    /// Whether item `g` may be taken.
    pub(crate) fn fits(self, game: &Squad, g: &Gear) -> bool {
        match self {
            Carry::Nothing => false,
            _ if g.item == Item::Dispatch => true,
            Carry::Weight(spare) => game.item_weight(g) <= spare,
            Carry::Builtin(s) => g.builtin_of == s,
            Carry::DispatchOnly => false,
        }
    }
}
