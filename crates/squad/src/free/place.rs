//! Placing Locations (R-F5), the objective connecting (R-F6), and Event
//! cards (R-E1, R-F5, R-F7).

use wargames_core::EventSink;

use crate::content::{Effect, Who};
use crate::engine::flow::bit;
use crate::engine::squad::Squad;
use crate::engine::state::{Assault, ChanceKind, Frame, Gear, Item, NONE, Need, RETARGET};
use crate::event::Event;

impl Squad {
    pub(crate) fn place_step(&mut self, slot: u8, step: u8, want: u8, ev: &mut impl EventSink<Event>) {
        match step {
            0 => {
                let have = self.d.recon.count_ones() as u8;
                let more = self.d.locations.drawable() & !self.d.recon != 0;
                if have < want && more {
                    self.d.need = Need::Chance(ChanceKind::Location);
                } else if have > 1 {
                    self.d.need = Need::Recon;
                } else if have == 1 {
                    let card = self.d.recon.trailing_zeros() as u8;
                    self.place_location(slot, card, ev);
                } else {
                    self.pop();
                }
            }
            1 => {
                self.set_top(Frame::Place { slot, step: 2, want });
                let card = self.d.path.get(usize::from(slot)).copied().unwrap_or(NONE);
                if let Some(l) = self.ctx.content.locations().get(usize::from(card)) {
                    let need = l.enemy_value;
                    self.push(Frame::Spawn { slot, need, got: 0, step: 0 });
                }
            }
            2 => {
                self.set_top(Frame::Place { slot, step: 3, want });
                if slot + 1 == self.ctx.d {
                    // R-F6: the objective connects.
                    ev.emit(Event::ObjectiveConnected);
                    self.push(Frame::Connect { step: 0 });
                }
            }
            _ => self.pop(),
        }
    }

    /// R-F5 steps 1..3: the chosen card goes to the path; the others under the deck.
    pub(crate) fn place_location(&mut self, slot: u8, card: u8, ev: &mut impl EventSink<Event>) {
        let rest = self.d.recon & !bit(card);
        self.d.recon = 0;
        self.d.locations.bottom |= rest;
        self.d.path[usize::from(slot) % crate::engine::state::SLOTS] = card;
        let l = &self.ctx.content.locations()[usize::from(card)];
        let (id, time, events) = (l.id, l.time, l.events);
        let traits = l.traits.iter().fold(0u8, |a, t| a | t.bit());
        ev.emit(Event::LocationPlaced { slot, card: id });
        let advance = time.saturating_add(self.mission().trait_time(traits));
        if advance > 0 {
            self.d.timer = self.d.timer.saturating_add(advance);
            ev.emit(Event::Timer { timer: self.d.timer });
        }
        if let Some(Frame::Place { want, .. }) = self.top() {
            self.set_top(Frame::Place { slot, step: 1, want });
        }
        if events > 0 {
            self.push(Frame::Events { n: events, step: 0 });
        }
    }

    /// Resolves event card instance `c` (R-E1).
    pub(crate) fn event_effect(&mut self, c: u8, ev: &mut impl EventSink<Event>) {
        let ctx = std::sync::Arc::clone(&self.ctx);
        let Some(card) = ctx.content.event_of(c) else { return };
        ev.emit(Event::EventDrawn { card: card.id });
        card.effect.each(&mut |e| match e {
            Effect::Weather { to_hit_far, hit_on } => {
                self.d.weather_far = *to_hit_far;
                self.d.weather_hit = *hit_on;
            }
            Effect::ReinforceCheckAt(Who::FrontMostSlot) => {
                let slot = self.front_soldier_slot();
                if slot >= 1 {
                    self.push(Frame::Reinforce { slot, checks: 1, step: 0 });
                }
            }
            Effect::SupplyDrop => self.supply_drop(ev),
            Effect::RedrawAllTargets => {
                let mut any = false;
                for i in 0..self.d.foes.len() {
                    if let Some(mut f) = self.d.foes[i] {
                        if self.in_play(f.target) {
                            self.d.cup[usize::from(f.target) % self.d.cup.len()] += 1;
                        }
                        f.target = RETARGET;
                        self.d.foes[i] = Some(f);
                        any = true;
                    }
                }
                if any {
                    self.push(Frame::Retarget);
                }
            }
            Effect::RemoveSuppression { n, .. } => {
                for s in 0..self.d.n_soldiers {
                    let t = self.trooper_mut(s);
                    t.suppression = t.suppression.saturating_sub(*n);
                }
                for f in self.d.foes.iter_mut().flatten() {
                    f.supp = f.supp.saturating_sub(*n);
                }
            }
            Effect::EnemyAttackAll { hit_on, pen, wounds } => {
                // The slot holding the most soldiers (ties: the front-most).
                let mut best: Option<(u32, u8)> = None;
                for slot in 0..crate::engine::state::SLOTS as u8 {
                    let n = self.soldiers_in(slot).count_ones();
                    if n > 0 && best.is_none_or(|(bn, _)| n >= bn) {
                        best = Some((n, slot));
                    }
                }
                if let Some((_, slot)) = best {
                    let victims = self.soldiers_in(slot);
                    let target = victims.trailing_zeros() as u8;
                    self.push(Frame::Assault(Assault {
                        foe: NONE,
                        target,
                        victims,
                        victim: target,
                        slot,
                        hit_on: *hit_on,
                        pen: *pen,
                        wounds: *wounds,
                        marksman: false,
                        commander: false,
                        again: false,
                        d10: 0,
                        d6: 0,
                        step: 0,
                        res_wounds: 0,
                        res_supp: false,
                    }));
                }
            }
            Effect::AdvanceTimer(n) => {
                self.d.timer = self.d.timer.saturating_add(*n);
                ev.emit(Event::Timer { timer: self.d.timer });
            }
            _ => {}
        });
    }

    /// V03: the front-most PS gains a spare reload, or else a throwable counter.
    fn supply_drop(&mut self, ev: &mut impl EventSink<Event>) {
        let front = (0..self.d.n_soldiers)
            .filter(|s| self.in_play(*s) && self.is_ps(*s))
            .max_by_key(|s| (self.trooper(*s).slot, u8::MAX - *s));
        let Some(s) = front else { return };
        if let Some(g) = self.reload_group_of(s) {
            let t = self.trooper_mut(s);
            t.spares[usize::from(g) % t.spares.len()] = t.spares[usize::from(g) % t.spares.len()].saturating_add(1);
            ev.emit(Event::ReloadsGained { soldier: s, n: 1 });
            return;
        }
        let Some(w) = self.ctx.content.weapons().iter().position(|w| w.counter) else { return };
        let gear = Gear { item: Item::Weapon(w as u8), out_of_ammo: false, deployed: false, uses: 0, builtin_of: NONE };
        let id = self.ctx.content.weapons()[w].id;
        let slot = self.trooper(s).slot;
        if self.can_carry(s, &gear) {
            if let Some(place) = self.trooper_mut(s).gear.iter_mut().find(|g| g.is_none()) {
                *place = Some(gear);
                ev.emit(Event::GearMoved { soldier: s, item: id, to: s });
            }
        } else if self.d.lay_down(slot, gear) {
            ev.emit(Event::GearMoved { soldier: s, item: id, to: u8::MAX });
        }
    }
}
