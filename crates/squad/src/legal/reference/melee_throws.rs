//! The reference list's R-A8 melee (each enemy card in the soldier's slot,
//! bare hands and each item, each card play) and R-A9 throws (each
//! throwable item, each slot, each card play).

use crate::content::{ModeName, Timing};
use crate::state::squad::Squad;
use crate::state::{Item, MAX_ENEMIES, SLOTS, Turn};
use crate::terms::order::Order;

impl Squad {
    /// R-A8 melee and R-A9 throws.
    pub(super) fn ref_melee_throws(&self, turn: Turn, out: &mut Vec<Order>) {
        let s = turn.soldier;
        let t = *self.state.team.soldier(s);
        if t.suppression == 0 && !turn.no_attack {
            for e in 0..MAX_ENEMIES as u8 {
                if self.state.foes.get(e).is_none_or(|f| f.slot != t.slot) {
                    continue;
                }
                for weapon in std::iter::once(None).chain((0..t.gear.len() as u8).map(Some)) {
                    if weapon.is_some_and(|g| t.gear[usize::from(g)].is_none()) {
                        continue;
                    }
                    self.ref_plays(Timing::OnMelee, |play| {
                        self.ref_try_push(out, Order::Melee { weapon, target: e, play })
                    });
                }
            }
            // R-A9 throws.
            for (g, gear) in t.gear.iter().enumerate() {
                let throwable = match gear.map(|x| x.item) {
                    Some(Item::Weapon(w)) => {
                        self.fixed.content.weapons()[usize::from(w)].modes.iter().any(|m| m.name == ModeName::Throw)
                    }
                    Some(Item::Equipment(q)) => matches!(
                        self.fixed.content.equipment()[usize::from(q)].activation,
                        crate::content::Activation::Throw { .. }
                    ),
                    _ => false,
                };
                if !throwable {
                    continue;
                }
                for slot in 0..SLOTS as u8 {
                    self.ref_plays(Timing::OnThrow, |play| {
                        self.ref_try_push(out, Order::Throw { item: g as u8, slot, play });
                    });
                }
            }
        }
    }
}
