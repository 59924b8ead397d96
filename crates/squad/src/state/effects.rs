//! The resolver of the instant effects of the closed list
//! (`content/effect.rs`): what an own-turn action card does when it is
//! played (R-F1), a piece of equipment when it is used (R-A9) and an
//! Event card when it is drawn (R-E1). One match arm per effect, in one
//! place: adding an instant effect is its variant in `content/effect.rs`
//! (with the places it fits), its arm here and its test in
//! `effects_tests.rs` (the rules page, "Adding an effect"). The match has
//! no catch-all arm: a new variant does not compile until it is given an
//! arm here, resolved or named as read elsewhere.
//!
//! The other effects change a number where the rules read it, and are
//! read there: a move's (R-A3, `setup/tables.rs`, `MoveFx`), an attack's
//! (R-A5..R-A7, `actions/turn.rs`, `Mods`), a melee's (R-A8) or a throw's
//! (R-A9); a reaction's (R-F4, `enemy/assault.rs`); a skill's or a passive
//! piece of equipment's where it applies.

use wargames_core::{Bits, EventSink};

use crate::content::effect::{modifier_effects, reaction_effects, standing_effects};
use crate::content::{Effect, ModeKw, Who};
use crate::event::Event;
use crate::state::flow::Flow;
use crate::state::foes::Foes;
use crate::state::squad::Squad;
use crate::state::team::Team;
use crate::state::{Assault, Attack, Frame, Gear, HAND_LIMIT, Item, MOST_PENALTY, NONE, RETARGET, SLOTS};

/// What an instant effect comes from: a few effects act differently on a
/// card and on equipment (cover until the next move, smoke at once).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Source {
    /// An own-turn action card (R-F1), played by soldier `s`.
    Card,
    /// A piece of equipment used by soldier `s` (R-A9).
    Equipment,
    /// An Event card (R-E1): no soldier.
    Event,
}

impl Squad {
    /// Resolves one instant effect, already checked: `s` is the soldier
    /// playing the card or using the equipment, `param` the choice made
    /// with it (a weapon, an enemy card, a slot or a soldier; R-F1).
    pub(crate) fn resolve_effect(
        &mut self,
        e: &Effect,
        source: Source,
        s: u8,
        param: u8,
        ev: &mut impl EventSink<Event>,
    ) {
        match e {
            // Own-turn cards and equipment (R-F1, R-A9).
            Effect::FreeReload { need_spare } => self.free_reload(s, param, *need_spare, ev),
            Effect::GainReloads(n) => {
                if let Some(g) = self.reload_group_of(s) {
                    let t = self.state.team.soldier_mut(s);
                    let i = usize::from(g) % t.spares.len();
                    t.spares[i] = t.spares[i].saturating_add(*n);
                    ev.emit(Event::ReloadsGained { soldier: s, n: *n });
                }
            }
            // An Event card's (R-E1): every soldier and every enemy card.
            Effect::RemoveSuppression { who: Who::Everyone, n } => {
                suppression_off_everyone(&mut self.state.team, &mut self.state.foes, *n)
            }
            Effect::RemoveSuppression { who, n } => self.state.team.suppression_off(s, *who, *n),
            Effect::AddActions(n) => {
                if let Some(t) = self.state.team.turn.as_mut() {
                    t.actions = t.actions.saturating_add(*n);
                }
            }
            Effect::GainKw(ModeKw::Stealth) => {
                if let Some(t) = self.state.team.turn.as_mut() {
                    t.stealth_next = true;
                }
            }
            Effect::ReturnOwnTargetCounter => {
                return_target_counter(&mut self.state.flow, &mut self.state.foes, &mut self.state.team, s, param)
            }
            Effect::CoverBonus { n, .. } if source == Source::Equipment => {
                let t = self.state.team.soldier_mut(s);
                t.cover_move = t.cover_move.max(*n);
            }
            Effect::CoverBonus { n, no_attack, .. } => {
                let t = self.state.team.soldier_mut(s);
                t.cover_turn = t.cover_turn.saturating_add(*n);
                if *no_attack && let Some(t) = self.state.team.turn.as_mut() {
                    t.no_attack = true;
                }
            }
            Effect::Strike { range, to_hit, pen } => {
                if let Ok(cards) = self.strike_slot_ok(s, param, *range) {
                    let a = Attack::strike(s, param, *to_hit, pen.saturating_add(self.skill_explosion_pen(s)), cards);
                    self.state.flow.push(Frame::Attack(a));
                }
            }
            Effect::Heal { n, .. } => self.state.team.heal(param, *n, ev),
            Effect::SmokeSlot { penalty, .. } if source == Source::Equipment => {
                let i = usize::from(param) % self.state.field.smoke.len();
                // Smoke on smoke stops at the most a slot holds (R-E3).
                self.state.field.smoke[i] = self.state.field.smoke[i].saturating_add(*penalty).min(MOST_PENALTY);
            }
            Effect::Draw { n, beyond } => {
                let cap = self.state.team.soldier(s).health.saturating_add(*beyond).min(HAND_LIMIT);
                self.state.flow.push(Frame::Draw { s, n: *n, cap });
            }
            Effect::DeployFree => {
                if let Some(g) =
                    self.state.team.soldier_mut(s).gear.get_mut(usize::from(param)).and_then(Option::as_mut)
                {
                    g.deployed = true;
                }
            }
            // Event cards (R-E1).
            Effect::Weather { to_hit_far, hit_on } => {
                self.state.field.weather_far = *to_hit_far;
                self.state.field.weather_hit = *hit_on;
            }
            Effect::ReinforceCheckAt(Who::FrontMostSlot) => {
                let slot = self.state.team.front_slot();
                if slot >= 1 {
                    self.state.flow.push(Frame::Reinforce { slot, checks: 1, step: 0 });
                }
            }
            Effect::SupplyDrop => self.supply_drop(ev),
            Effect::RedrawAllTargets => {
                redraw_all_targets(&mut self.state.flow, &mut self.state.foes, &mut self.state.team)
            }
            Effect::EnemyAttackAll { hit_on, pen, wounds } => {
                enemy_attack_all(&mut self.state.flow, &self.state.team, *hit_on, *pen, *wounds)
            }
            Effect::AdvanceTimer(n) => {
                self.state.flow.timer = self.state.flow.timer.saturating_add(*n);
                ev.emit(Event::Timer { timer: self.state.flow.timer });
            }
            // A sequence: its effects in order (card plays and Event cards
            // hand them over one by one already, `Effect::each`).
            Effect::Seq(list) => {
                for e in list {
                    self.resolve_effect(e, source, s, param, ev);
                }
            }
            // Smoke on a card and Recon act while their Support card stays
            // in play (R-F3: the smoke's slot is kept with the card, the
            // recon read when a Location is placed, R-F5).
            Effect::SmokeSlot { .. } | Effect::Recon(_) => {}
            // Modifiers, reactions and standing effects, read where they
            // apply (see the module doc and each group's documentation).
            modifier_effects!() | reaction_effects!() | standing_effects!() => {}
            // Never printed where it would be resolved (`Effect::fits`).
            Effect::ReinforceCheckAt(_) => {}
        }
    }

    /// R-F1: an action card's FreeReload (A04 Fast Reload): soldier `s`
    /// reloads item `weapon` (R-A9's Reload) without the action, from a spare
    /// if `need_spare`.
    fn free_reload(&mut self, s: u8, weapon: u8, need_spare: bool, ev: &mut impl EventSink<Event>) {
        if let Some((_, grp)) = self.gear_weapon(s, weapon) {
            let t = self.state.team.soldier_mut(s);
            if need_spare && let Some(g) = grp {
                let i = usize::from(g) % t.spares.len();
                t.spares[i] = t.spares[i].saturating_sub(1);
            }
            if let Some(g) = t.gear[usize::from(weapon) % t.gear.len()].as_mut() {
                g.out_of_ammo = false;
                if let Item::Weapon(w) = g.item {
                    let id = self.fixed.content.weapons()[usize::from(w)].id;
                    ev.emit(Event::Reloaded { soldier: s, weapon: id });
                }
            }
        }
    }

    /// V03: the front-most PS gains a spare reload, or else a throwable counter.
    fn supply_drop(&mut self, ev: &mut impl EventSink<Event>) {
        let front = (0..self.state.team.n_soldiers)
            .filter(|s| self.state.team.in_play(*s) && self.is_ps(*s))
            .max_by_key(|s| (self.state.team.soldier(*s).slot, u8::MAX - *s));
        let Some(s) = front else { return };
        if let Some(g) = self.reload_group_of(s) {
            let t = self.state.team.soldier_mut(s);
            t.spares[usize::from(g) % t.spares.len()] = t.spares[usize::from(g) % t.spares.len()].saturating_add(1);
            ev.emit(Event::ReloadsGained { soldier: s, n: 1 });
            return;
        }
        let Some(w) = self.fixed.content.weapons().iter().position(|w| w.counter) else { return };
        let gear = Gear { item: Item::Weapon(w as u8), out_of_ammo: false, deployed: false, uses: 0, builtin_of: NONE };
        let id = self.fixed.content.weapons()[w].id;
        let slot = self.state.team.soldier(s).slot;
        if self.can_carry(s, &gear) {
            if let Some(place) = self.state.team.soldier_mut(s).gear.iter_mut().find(|g| g.is_none()) {
                *place = Some(gear);
                ev.emit(Event::GearMoved { soldier: s, item: id, to: s });
            }
        } else if self.state.field.lay_down(slot, gear) {
            ev.emit(Event::GearMoved { soldier: s, item: id, to: u8::MAX });
        }
    }
}

/// R-E1: an Event card takes `n` suppression off every soldier and every enemy card.
fn suppression_off_everyone(team: &mut Team, foes: &mut Foes, n: u8) {
    for s in 0..team.n_soldiers {
        let t = team.soldier_mut(s);
        t.suppression = t.suppression.saturating_sub(n);
    }
    for f in foes.foes.iter_mut().flatten() {
        f.suppression = f.suppression.saturating_sub(n);
    }
}

/// R-F1: an action card's ReturnOwnTargetCounter (A10 Slip Away): the enemy
/// card `card` targeting soldier `s` gives its target counter back to the cup
/// and draws again (as R-E4's new targets).
fn return_target_counter(flow: &mut Flow, foes: &mut Foes, team: &mut Team, s: u8, card: u8) {
    if let Some(f) = foes.foes.get_mut(usize::from(card)).and_then(Option::as_mut)
        && f.target == s
    {
        f.target = RETARGET;
        team.cup[usize::from(s) % team.cup.len()] += 1;
        flow.push(Frame::Retarget);
    }
}

/// R-E1: every enemy card gives its target counter back and draws again.
fn redraw_all_targets(flow: &mut Flow, foes: &mut Foes, team: &mut Team) {
    let mut any = false;
    for i in 0..foes.foes.len() {
        if let Some(mut f) = foes.foes[i] {
            if team.in_play(f.target) {
                team.cup[usize::from(f.target) % team.cup.len()] += 1;
            }
            f.target = RETARGET;
            foes.foes[i] = Some(f);
            any = true;
        }
    }
    if any {
        flow.push(Frame::Retarget);
    }
}

/// R-E1: an Event card's attack on the slot holding the most soldiers (ties: the front-most).
fn enemy_attack_all(flow: &mut Flow, team: &Team, hit_on: u8, pen: i8, wounds: u8) {
    // The slot holding the most soldiers (ties: the front-most).
    let mut best: Option<(u32, u8)> = None;
    for slot in 0..SLOTS as u8 {
        let n = team.soldiers_in(slot).count_ones();
        if n > 0 && best.is_none_or(|(bn, _)| n >= bn) {
            best = Some((n, slot));
        }
    }
    if let Some((_, slot)) = best {
        let victims = team.soldiers_in(slot);
        let target = Bits(victims).first().unwrap_or(NONE);
        flow.push(Frame::Assault(Assault {
            foe: NONE,
            target,
            victims,
            victim: target,
            slot,
            hit_on,
            pen,
            wounds,
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
