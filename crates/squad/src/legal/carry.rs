//! What a soldier may take (R-F8): room, weight, and the built-in rule of a
//! non-player soldier; read by the gear checks and the legal list alike.

use crate::state::squad::Squad;
use crate::state::{Gear, Item};

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

impl Squad {
    /// The weight of item `g` (R-F8), from the set-up; the Dispatch weighs nothing.
    pub(crate) fn item_weight(&self, g: &Gear) -> i32 {
        match g.item {
            Item::Weapon(w) => i32::from(self.fixed.weapon_weight_of[usize::from(w)]),
            Item::Equipment(q) => i32::from(self.fixed.equipment_weight_of[usize::from(q)]),
            Item::Dispatch => 0,
        }
    }

    /// R-F8: whether soldier `s` may take `g` (room, weight, NPS built-in rule).
    pub(crate) fn can_carry(&self, s: u8, g: &Gear) -> bool {
        self.carry(s).fits(self, g)
    }

    /// R-F8: what soldier `s` may take, worked out once for any number of items.
    pub(crate) fn carry(&self, s: u8) -> Carry {
        if !self.state.team.in_play(s) {
            return Carry::Nothing;
        }
        let t = self.state.team.soldier(s);
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
        let t = self.state.team.soldier(s);
        let tables = &self.fixed.tables;
        // The soldier's design, read from the set-up tables.
        match tables.soldier_carry[usize::from(t.card)] {
            crate::setup::tables::BUILTIN => Carry::Builtin(s),
            crate::setup::tables::DISPATCH_ONLY => Carry::DispatchOnly,
            carry => Carry::Weight(
                i32::from(carry) + i32::from(self.fixed.carry_mod) + tables.carry_bonus(t.skills) - carried,
            ),
        }
    }
}
