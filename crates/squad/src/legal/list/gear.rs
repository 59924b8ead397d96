//! Gear in the legal list: R-A9 reloads, deploys, Discard & Draw (a family
//! of any cards of the hand), equipment used and the cache; R-F8 gear
//! passed, dropped and picked up (an item moved this turn is not moved
//! again, I28).

use wargames_core::Bits;

use crate::legal::carry::Carry;
use crate::legal::here::TurnFacts;
use crate::legal::list::TurnSink;
use crate::setup::roster::{MAX_GEAR, MAX_SOLDIERS};
use crate::setup::tables::Tables;
use crate::state::family::Family;
use crate::state::squad::Squad;
use crate::state::{Gear, Item, SLOTS};
use crate::terms::action::Action;
use crate::terms::order::Order;

impl Squad {
    /// R-A9 reloads, deploys, Discard & Draw, equipment and the cache.
    pub(crate) fn write_gear_actions(&self, h: &TurnFacts<'_>, out: &mut impl TurnSink) {
        let (t, turn) = (h.t, h.turn);
        let tables = &self.fixed.tables;
        // One pass over the gear: the weapons to reload and to deploy, and
        // the equipment used for its effect once its cost and uses are met
        // (`check_equipment`: only its target is left).
        let (mut reload, mut deploy, mut usable) = (0u16, 0u16, 0u16);
        for g in Bits(h.held) {
            match t.gear.get(usize::from(g)).and_then(Option::as_ref) {
                Some(gear @ Gear { item: Item::Weapon(w), .. }) => {
                    if gear.out_of_ammo && self.check_reload(g).is_ok() {
                        reload |= 1 << g;
                    }
                    // `check_deploy`.
                    if !gear.deployed && turn.actions >= 1 && Tables::has(&tables.deploy, *w) {
                        deploy |= 1 << g;
                    }
                }
                Some(gear @ Gear { item: Item::Equipment(q), .. })
                    if tables.use_cost[usize::from(*q)].is_some_and(|c| c <= turn.actions)
                        && !(Tables::has(&tables.limited, *q) && gear.uses == 0) =>
                {
                    usable |= 1 << g;
                }
                _ => {}
            }
        }
        for g in Bits(reload | deploy) {
            if Bits(reload).contains(g) {
                out.order(self, Order::Reload { weapon: g });
            }
            if Bits(deploy).contains(g) {
                out.order(self, Order::Deploy { weapon: g });
            }
        }
        if let Some(f) = self.discard_draw_family(h) {
            out.family(self, Action::DiscardDraw, &f);
        }
        for item in Bits(usable) {
            let Some(Some(Gear { item: Item::Equipment(q), .. })) = t.gear.get(usize::from(item)) else { continue };
            let effect = &self.fixed.content.equipment()[usize::from(*q)].effect;
            for on in 0..SLOTS as u8 {
                if self.equipment_target_ok(h.s, effect, on, h.front) {
                    out.order(self, Order::UseEquipment { item, on });
                }
            }
        }
        if turn.actions >= 1 && !Bits(self.state.field.cache_used).contains(t.slot) && self.check_cache().is_ok() {
            out.order(self, Order::UseCache);
        }
    }

    /// R-A9: Discard & Draw in the turn `h` (`check_discard_draw`: any
    /// cards of the hand, once the action is there), or none.
    pub(crate) fn discard_draw_family(&self, h: &TurnFacts<'_>) -> Option<Family> {
        (h.turn.actions >= 1 && self.is_ps(h.s)).then_some(Family::DiscardDraw { hand: h.t.hand })
    }

    /// R-F8 gear passed, dropped and picked up; an item moved this turn
    /// is not moved again (I28).
    pub(crate) fn write_gear_moves(&self, h: &TurnFacts<'_>, out: &mut impl TurnSink) {
        let (s, t) = (h.s, h.t);
        // The places whose item it may move: not picked up this turn.
        let held = Bits(h.held) - Bits(u16::from(h.turn.gear_moved));
        // Room to drop more (`check_drop_gear`).
        let drop_room = self.state.field.lying != u16::MAX;
        // What lies in the soldier's slot (`check_pick_up`), but what it
        // laid down this turn (I28).
        let mut lying = Bits(0u16);
        for i in Bits(self.state.field.lying) {
            if let Some(Some((slot, _))) = self.state.field.dropped.get(usize::from(i))
                && *slot == t.slot
            {
                lying.insert(i);
            }
        }
        lying -= Bits(h.turn.dropped_moved);
        if !held.is_empty() {
            // `check_pass_gear` asks for the conditions here and `can_carry`,
            // whose work is done once per soldier.
            let mut carry = [Carry::Nothing; MAX_SOLDIERS];
            let mut receivers = Bits(0u8);
            for to in Bits(h.live).without(s) {
                let Some(tr) = h.troops.get(usize::from(to)) else { continue };
                if tr.slot == t.slot {
                    let c = self.carry(to);
                    if !matches!(c, Carry::Nothing)
                        && let Some(x) = carry.get_mut(usize::from(to))
                    {
                        *x = c;
                        receivers.insert(to);
                    }
                }
            }
            if receivers.is_empty() {
                // No receiver: only drops, one per place held.
                if drop_room {
                    for item in held {
                        out.order(self, Order::DropGear { item });
                    }
                }
            } else {
                for item in held {
                    let Some(gear) = t.gear.get(usize::from(item)).copied().flatten() else { continue };
                    for to in receivers {
                        if carry.get(usize::from(to)).is_some_and(|c| c.fits(self, &gear)) {
                            out.order(self, Order::PassGear { item, to });
                        }
                    }
                    // `check_drop_gear` asks only for the item and room to drop it.
                    if drop_room {
                        out.order(self, Order::DropGear { item });
                    }
                }
            }
        }
        // The soldier's room to carry (`check_pick_up`'s `can_carry`).
        let room = h.held != (1 << MAX_GEAR) - 1;
        if room && !lying.is_empty() && Bits(h.live).contains(s) {
            // `carry` of the soldier: its gear's weight, over the places held.
            let carried: i32 = Bits(h.held)
                .iter()
                .filter_map(|g| t.gear.get(usize::from(g)).copied().flatten())
                .map(|x| self.item_weight(&x))
                .sum();
            let mine = self.carry_with(s, carried);
            for item in lying {
                if let Some((_, g)) = self.state.field.dropped.get(usize::from(item)).copied().flatten()
                    && mine.fits(self, &g)
                {
                    out.order(self, Order::PickUp { item });
                }
            }
        }
    }
}
