//! Enemy attacks (R-E3), wounds (R-E4) and the reaction windows (R-F4).

use wargames_core::{Bits, EventSink};

use crate::content::{Effect, EnemyKw, LocKw, ModeName, Timing};
use crate::error::Error;
use crate::event::Event;
use crate::state::flow::Flow;
use crate::state::machine::bit;
use crate::state::squad::Squad;
use crate::state::team::Team;
use crate::state::{Arm, Assault, Attack, ChanceKind, Frame, Item, NONE, Need, Style};
use crate::terms::order::Play;
use crate::terms::xp::xp_covers;

impl Squad {
    /// The attack enemy entry `e` makes at its target now.
    pub(crate) fn assault_for(&self, e: u8) -> Option<Assault> {
        let f = self.state.foes.get(e)?;
        let card = self.enemy(f.card);
        let active = self.active(f);
        let col = usize::from(active.max(1)).min(card.attack.len()) - 1;
        let cell = card.attack.get(col)?;
        let target = f.target;
        if !self.state.team.in_play(target) {
            return None;
        }
        let slot = self.state.team.soldier(target).slot;
        let victims = if self.card_has(f.card, EnemyKw::All) { self.state.team.soldiers_in(slot) } else { 1 << target };
        Some(Assault {
            foe: e,
            target,
            victims,
            victim: target,
            slot,
            hit_on: cell.hit_on,
            pen: card.penetration,
            wounds: cell.wounds,
            marksman: self.card_has(f.card, EnemyKw::Marksman),
            commander: self.any_foe_has(EnemyKw::Commander),
            again: self.card_has(f.card, EnemyKw::Again),
            d10: 0,
            d6: 0,
            step: 0,
            res_wounds: 0,
            res_supp: false,
        })
    }

    /// The smoke penalty on `slot` (canisters, events, retained smoke missions).
    pub(crate) fn smoke_at(&self, slot: u8) -> u8 {
        let mut p = self.state.field.smoke.get(usize::from(slot)).copied().unwrap_or(0);
        for sp in self.state.field.supports.iter().flatten() {
            if sp.slot == slot
                && let Some(card) = self.fixed.content.action_of(sp.card)
            {
                card.effect.each(&mut |e| {
                    if let Effect::SmokeSlot { penalty, .. } = e {
                        p = p.saturating_add(*penalty);
                    }
                });
            }
        }
        p
    }

    /// The d10 an enemy needs against soldiers in `slot` (R-E3: the hit roll).
    #[inline]
    pub(crate) fn hit_on_at(&self, base: u8, slot: u8) -> u8 {
        let choke = self.terrain(slot).is_some_and(|t| t.keywords.contains(&LocKw::Chokepoint));
        base.saturating_add(self.smoke_at(slot))
            .saturating_add(self.state.field.weather_hit)
            .saturating_sub(u8::from(choke))
    }

    /// A soldier's cover against an attack (R-E3: the cover roll).
    #[inline]
    pub(crate) fn soldier_cover(&self, s: u8, marksman: bool) -> i16 {
        let t = self.state.team.soldier(s);
        let slot_mod = if marksman { 0 } else { self.terrain(t.slot).map_or(0, |x| x.cover_mod) };
        i16::from(self.card(s).cover)
            + i16::from(t.cover_turn)
            + i16::from(t.cover_move)
            + i16::from(t.cover_phase)
            + i16::from(slot_mod)
    }

    /// Runs an enemy attack on from `a` until it waits, its frame is no
    /// longer on top, or the mission ends: each pass is what `run` would do
    /// with the frame stored back, the end checked between passes.
    pub(crate) fn assault_step(&mut self, mut a: Assault, ev: &mut impl EventSink<Event>) {
        loop {
            match a.step {
                0 | 1 => {
                    self.state.flow.need = Need::Chance(ChanceKind::D10);
                    return;
                }
                2 => {
                    self.state.flow.need = Need::Chance(ChanceKind::D6);
                    return;
                }
                3 => {
                    let n = self.state.team.n_soldiers;
                    let squad = if n >= 8 { u8::MAX } else { (1u8 << n) - 1 };
                    if let Some(v) = Bits(a.victims & squad).first() {
                        a.victims &= !(1 << v);
                        a.victim = v;
                        if self.state.team.in_play(v) {
                            self.resolve_victim(&mut a, v, ev);
                        }
                    } else {
                        a.step = 6;
                    }
                }
                4 => {
                    if self.window_open(&a) {
                        self.state.flow.set_top(Frame::Assault(a));
                        self.state.flow.need = Need::Reaction;
                        return;
                    }
                    a.step = 5;
                }
                5 => {
                    let v = a.victim;
                    a.step = 7;
                    self.state.flow.set_top(Frame::Assault(a));
                    let depth = self.state.flow.depth;
                    if a.res_supp {
                        self.suppress(v, ev);
                    }
                    if a.res_wounds > 0 {
                        wound(&mut self.state.flow, &mut self.state.team, v, a.res_wounds, ev);
                    }
                    if self.state.flow.depth != depth {
                        return;
                    }
                }
                7 => {
                    a.step = if a.foe != NONE && a.victim == a.target && self.window_open(&Assault { step: 8, ..a }) {
                        8
                    } else {
                        3
                    };
                }
                8 => {
                    self.state.flow.set_top(Frame::Assault(a));
                    self.state.flow.need = Need::Reaction;
                    return;
                }
                _ => {
                    // R-E3: Again.
                    if a.again
                        && self.state.foes.get(a.foe).is_some_and(|f| self.active(f) > 0)
                        && self.can_attack(a.foe)
                        && let Some(mut b) = self.assault_for(a.foe)
                    {
                        b.again = false;
                        self.state.flow.set_top(Frame::Assault(b));
                        return;
                    }
                    self.state.flow.pop();
                    return;
                }
            }
            if !self.runs_on(ev) {
                self.state.flow.set_top(Frame::Assault(a));
                return;
            }
        }
    }

    /// R-E3 against victim `v` (in play): the hit roll, the cover roll, the result.
    fn resolve_victim(&self, a: &mut Assault, v: u8, ev: &mut impl EventSink<Event>) {
        let slot = self.state.team.soldier(v).slot;
        let hit = a.d10 >= self.hit_on_at(a.hit_on, slot);
        let defeat = i16::from(a.d6) + i16::from(a.pen) >= self.soldier_cover(v, a.marksman);
        let card = if a.foe == NONE {
            crate::content::Code::new("EVENT").unwrap_or(self.card(v).id)
        } else {
            self.state.foes.get(a.foe).map_or(self.card(v).id, |f| self.enemy(f.card).id)
        };
        ev.emit(Event::EnemyFire { card, soldier: v, d10: a.d10, d6: a.d6, hit, defeat });
        a.res_wounds = if hit && defeat { a.wounds } else { 0 };
        a.res_supp = hit != defeat;
        a.step = 4;
    }

    /// A suppression counter on a soldier, capped at its actions (R-A2).
    pub(crate) fn suppress(&mut self, s: u8, ev: &mut impl EventSink<Event>) {
        let cap = self.card(s).actions;
        let t = self.state.team.soldier_mut(s);
        t.suppression = (t.suppression + 1).min(cap);
        ev.emit(Event::Suppressed { soldier: s });
    }

    /// R-F4: checks a reaction play; returns the holder and the XP it costs.
    pub(crate) fn check_react(&self, card: u8, boost: bool) -> Result<(u8, u8), Error> {
        let Some(Frame::Assault(a)) = self.state.flow.top() else { return Err(Error::NoReactionWindow) };
        if self.state.flow.need != Need::Reaction {
            return Err(Error::NoReactionWindow);
        }
        self.check_react_at(&a, card, boost)
    }

    fn check_react_at(&self, a: &Assault, card: u8, boost: bool) -> Result<(u8, u8), Error> {
        let timing = a.window().ok_or(Error::NoReactionWindow)?;
        let v = a.victim;
        if !self.state.team.in_play(v) {
            return Err(Error::NoReactionWindow);
        }
        let slot = self.state.team.soldier(v).slot;
        let holder = (0..self.state.team.n_soldiers)
            .find(|s| {
                self.is_ps(*s) && self.state.team.in_play(*s) && self.state.team.soldier(*s).hand & bit(card) != 0
            })
            .ok_or(Error::CardNotInHand)?;
        // The target's own card, or (before the result) a PS in the same slot.
        if holder != v && (timing == Timing::AfterEnemyAttack || self.state.team.soldier(holder).slot != slot) {
            return Err(Error::CardNotInHand);
        }
        let design = self.fixed.content.action_of(card).ok_or(Error::CardNotInHand)?;
        if design.timing != timing {
            return Err(Error::WrongTiming);
        }
        let effect = if boost { &design.boost.as_ref().ok_or(Error::NoBoost)?.effect } else { &design.effect };
        if timing == Timing::AfterEnemyAttack {
            if self.state.team.soldier(v).suppression > 0 {
                return Err(Error::Suppressed);
            }
            if effect.any(&|e| matches!(e, Effect::FreeAttackVsAttacker)) && self.return_fire(v, a.foe).is_none() {
                return Err(Error::NoEffect);
            }
        }
        let xp = self.play_xp(Play { card, boost }, holder != v).ok_or(Error::NoBoost)?;
        let have = self.state.team.total_xp();
        if !xp_covers(xp, have) {
            return Err(Error::NoXp { need: xp, have });
        }
        Ok((holder, xp))
    }

    #[inline]
    fn window_open(&self, a: &Assault) -> bool {
        let Some(timing) = a.window() else { return false };
        // A card of another timing is refused anyway (R-F4).
        let Some(cards) = crate::state::squad::reaction_index(timing).and_then(|r| self.fixed.reaction_cards.get(r))
        else {
            return false;
        };
        // What `check_react_at` refuses whatever the card: a victim out of
        // play, a suppressed victim after the attack, a holder other than the
        // victim after the attack or out of the victim's slot before it.
        let v = a.victim;
        if !self.state.team.in_play(v) {
            return false;
        }
        let after = timing == Timing::AfterEnemyAttack;
        if after && self.state.team.soldier(v).suppression > 0 {
            return false;
        }
        let slot = self.state.team.soldier(v).slot;
        let mut held = 0;
        // The player soldiers in play: `alive` holds only positions below
        // `n_soldiers` whose soldier is in play, as `in_play` has it.
        for s in Bits(self.fixed.ps & self.state.team.alive) {
            if s == v || (!after && self.state.team.soldier(s).slot == slot) {
                held |= self.state.team.soldier(s).hand & cards;
            }
        }
        held != 0 && self.any_reaction(a, held)
    }

    /// Whether one of the cards `held` (set) may be played in the window.
    #[inline(never)]
    fn any_reaction(&self, a: &Assault, held: u64) -> bool {
        for c in Bits(held) {
            if self.check_react_at(a, c, false).is_ok() || self.check_react_at(a, c, true).is_ok() {
                return true;
            }
        }
        false
    }

    /// The weapon and mode a soldier returns fire with at entry `foe` (Semi, in range, loaded).
    pub(crate) fn return_fire(&self, s: u8, foe: u8) -> Option<(u8, u8)> {
        let f = self.state.foes.get(foe)?;
        if f.objective && !self.state.progress.active {
            return None;
        }
        let range = self.state.team.soldier(s).slot.abs_diff(f.slot);
        let t = self.state.team.soldier(s);
        for (g, gear) in t.gear.iter().enumerate() {
            let Some(gear) = gear else { continue };
            let Item::Weapon(w) = gear.item else { continue };
            if gear.out_of_ammo {
                continue;
            }
            let weapon = &self.fixed.content.weapons()[usize::from(w)];
            for (m, mode) in weapon.modes.iter().enumerate() {
                if mode.name == ModeName::Semi && mode.to_hit_at(range).is_some() {
                    return Some((g as u8, m as u8));
                }
            }
        }
        None
    }

    /// R-F4: plays a reaction (already checked).
    pub(crate) fn react(&mut self, card: u8, boost: bool, ev: &mut impl EventSink<Event>) -> Result<(), Error> {
        let (holder, xp) = self.check_react(card, boost)?;
        let Some(Frame::Assault(mut a)) = self.state.flow.top() else { return Err(Error::NoReactionWindow) };
        let fixed = std::sync::Arc::clone(&self.fixed);
        let Some(design) = fixed.content.action_of(card) else { return Err(Error::CardNotInHand) };
        let effect = if boost { design.boost.as_ref().map_or(&design.effect, |b| &b.effect) } else { &design.effect };
        let id = design.id;
        self.state.team.soldier_mut(holder).hand &= !bit(card);
        self.state.decks.actions.discard |= bit(card);
        self.state.team.pay_xp(holder, xp, ev);
        ev.emit(Event::Played { soldier: a.victim, card: id, boosted: boost });
        let v = a.victim;
        let mut free_attack = false;
        effect.each(&mut |e| match e {
            Effect::PreventWounds(n) if a.res_wounds > 0 => {
                a.res_wounds = a.res_wounds.saturating_sub(*n);
                if a.res_wounds == 0 {
                    a.res_supp = true;
                }
            }
            Effect::PreventAllWounds => a.res_wounds = 0,
            Effect::CancelSuppression => a.res_supp = false,
            Effect::CoverBonus { n, .. } => {
                let t = &mut self.state.team.soldiers[usize::from(v) % self.state.team.soldiers.len()];
                t.cover_phase = t.cover_phase.saturating_add(*n);
            }
            Effect::FreeAttackVsAttacker => free_attack = true,
            _ => {}
        });
        if free_attack {
            a.step = 3;
            self.state.flow.set_top(Frame::Assault(a));
            if let Some((g, m)) = self.return_fire(v, a.foe)
                && let Some(atk) = self.plan_free_attack(v, g, m, a.foe)
            {
                self.state.flow.push(Frame::Attack(atk));
            }
        } else {
            self.state.flow.set_top(Frame::Assault(a));
        }
        Ok(())
    }

    /// A free Semi attack at `foe` (Return Fire).
    pub(crate) fn plan_free_attack(&self, s: u8, g: u8, m: u8, foe: u8) -> Option<Attack> {
        let f = self.state.foes.get(foe)?;
        let t = self.state.team.soldier(s);
        let Item::Weapon(w) = t.gear.get(usize::from(g))?.as_ref()?.item else { return None };
        let weapon = &self.fixed.content.weapons()[usize::from(w)];
        let mode = weapon.modes.get(usize::from(m))?;
        let range = t.slot.abs_diff(f.slot);
        let to_hit = mode.to_hit_at(range)?;
        Some(Attack {
            aims: [foe, NONE, NONE, NONE],
            vs_vehicle: weapon.vs_vehicle,
            ammo: mode.ammo,
            suppressive: mode.keywords.contains(&crate::content::ModeKw::Suppressive),
            ignore_out_of_ammo: false,
            ..Attack::new(
                s,
                Arm::Gear(g),
                Style::Dice,
                f.slot,
                (to_hit as i8)
                    .saturating_add(self.skill_to_hit(s, mode.name, range))
                    .saturating_add(self.state.field.weather_mod(range)),
                weapon.penetration,
            )
        })
    }
}

impl Assault {
    /// Takes the die just rolled (R-E3: the d10, Commander's second d10, the d6).
    #[inline]
    pub(crate) fn take_die(&mut self, v: u8) {
        match self.step {
            0 => {
                self.d10 = v;
                self.step = if self.commander { 1 } else { 2 };
            }
            1 => {
                self.d10 = self.d10.max(v);
                self.step = 2;
            }
            _ => {
                self.d6 = v;
                self.step = 3;
            }
        }
    }
}

/// R-F4: the reaction window of the enemy attack under way closes unused.
pub(crate) fn pass(flow: &mut Flow) {
    if let Some(Frame::Assault(mut a)) = flow.top() {
        a.step = if a.step == 4 { 5 } else { 3 };
        flow.set_top(Frame::Assault(a));
    }
}

/// R-E4: wounds; hand size falls with health; Down at 0.
pub(crate) fn wound(flow: &mut Flow, team: &mut Team, s: u8, w: u8, ev: &mut impl EventSink<Event>) {
    let t = team.soldier_mut(s);
    t.health = t.health.saturating_sub(w);
    let health = t.health;
    ev.emit(Event::Wounded { soldier: s, wounds: w, health });
    if health == 0 {
        flow.push(Frame::Down { s, step: 0 });
    } else if team.soldier(s).hand.count_ones() > u32::from(health) {
        flow.push(Frame::Trim { s });
    }
}
