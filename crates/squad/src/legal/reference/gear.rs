//! The reference list's gear: R-A9 reloads, deploys, Discard & Draw (every
//! subset of the hand), equipment and the cache; R-F8 gear passed, dropped
//! and picked up.

use crate::legal::reference::submasks;
use crate::state::squad::Squad;
use crate::state::{Item, MAX_DROPPED, SLOTS, Turn};
use crate::terms::order::Order;

impl Squad {
    /// R-A9 reloads, deploys, Discard & Draw, equipment and the cache.
    pub(super) fn ref_gear_actions(&self, turn: Turn, out: &mut Vec<Order>) {
        let s = turn.soldier;
        let t = *self.state.team.soldier(s);
        for g in 0..t.gear.len() as u8 {
            if t.gear[usize::from(g)].is_some() {
                self.ref_try_push(out, Order::Reload { weapon: g });
                self.ref_try_push(out, Order::Deploy { weapon: g });
            }
        }
        // Every subset of the hand is legal once the empty one is.
        if self.check_order(&Order::DiscardDraw { discard: 0 }).is_ok() {
            submasks(t.hand, |discard| out.push(Order::DiscardDraw { discard }));
        }
        for g in 0..t.gear.len() as u8 {
            let usable = match t.gear[usize::from(g)].map(|x| x.item) {
                Some(Item::Equipment(q)) => matches!(
                    self.fixed.content.equipment()[usize::from(q)].activation,
                    crate::content::Activation::Free | crate::content::Activation::Actions(_)
                ),
                _ => false,
            };
            if usable {
                for on in 0..SLOTS as u8 {
                    self.ref_try_push(out, Order::UseEquipment { item: g, on });
                }
            }
        }
        self.ref_try_push(out, Order::UseCache);
    }

    /// R-F8 gear passed, dropped and picked up.
    pub(super) fn ref_gear_moves(&self, turn: Turn, out: &mut Vec<Order>) {
        let s = turn.soldier;
        let t = *self.state.team.soldier(s);
        let n = self.state.team.n_soldiers;
        for g in 0..t.gear.len() as u8 {
            if t.gear[usize::from(g)].is_some() {
                for to in 0..n {
                    if to != s && self.state.team.in_play(to) && self.state.team.soldier(to).slot == t.slot {
                        self.ref_try_push(out, Order::PassGear { item: g, to });
                    }
                }
                self.ref_try_push(out, Order::DropGear { item: g });
            }
        }
        for i in 0..MAX_DROPPED as u8 {
            if self.state.field.dropped[usize::from(i)].is_some_and(|(slot, _)| slot == t.slot) {
                self.ref_try_push(out, Order::PickUp { item: i });
            }
        }
    }
}
