//! Resolving a player attack die by die (R-A5..R-A8).

use wargames_core::{Bits, EventSink};

use crate::content::{Effect, EnemyKw, ModeName};
use crate::event::{DieResult, Event};
use crate::state::squad::Squad;
use crate::state::{Arm, Attack, Frame, Item, MAX_ENEMIES, Need, Style};

/// The aim that stands for the objective itself (Kills).
pub(crate) const OBJ: u8 = 0xFE;

impl Squad {
    /// Skill to-hit bonuses (Marksman Training) of soldier `s`.
    pub(crate) fn skill_to_hit(&self, s: u8, mode: ModeName, range: u8) -> i8 {
        let skills = self.state.team.soldier(s).skills;
        let mut bonus = 0i8;
        if skills == 0 {
            return bonus;
        }
        for (i, k) in self.fixed.content.skills().iter().enumerate() {
            if skills & (1 << i) != 0 {
                k.effect.each(&mut |e| {
                    if let Effect::SemiToHitAtRange { min_range, n } = e
                        && mode == ModeName::Semi
                        && range >= *min_range
                    {
                        bonus = bonus.saturating_add(*n);
                    }
                });
            }
        }
        bonus
    }

    /// Skill Explosion penetration bonus (Demolitions Expert) of soldier `s`.
    pub(crate) fn skill_explosion_pen(&self, s: u8) -> i8 {
        if s >= self.state.team.n_soldiers {
            return 0;
        }
        let skills = self.state.team.soldier(s).skills;
        let mut bonus = 0i8;
        if skills == 0 {
            return bonus;
        }
        for (i, k) in self.fixed.content.skills().iter().enumerate() {
            if skills & (1 << i) != 0 {
                k.effect.each(&mut |e| {
                    if let Effect::ExplosionPenetration(n) = e {
                        bonus = bonus.saturating_add(*n);
                    }
                });
            }
        }
        bonus
    }

    /// R-A5, R-A7: the attack on top of the stack waits for its next die
    /// ([`Attack::awaits`]), resolves a d6 counted a 6, or ends.
    pub(crate) fn attack_step(&mut self, a: Attack, ev: &mut impl EventSink<Event>) {
        if let Some(kind) = a.awaits() {
            self.state.flow.need = Need::Chance(kind);
            return;
        }
        match (a.style, a.step) {
            (Style::Dice, 1) if a.i < a.dice => self.resolve_die(a, a.aims[usize::from(a.i) % 4], 6, ev),
            // One d6 per card left in the slot.
            (Style::Explosion, _) => match Bits(a.cards).first() {
                Some(c) => self.resolve_explosion(a, c, 6, ev),
                None => self.finish_attack(a, ev),
            },
            _ => self.finish_attack(a, ev),
        }
    }

    pub(crate) fn attack_deliver(&mut self, mut a: Attack, v: u8, ev: &mut impl EventSink<Event>) {
        match (a.style, a.step) {
            (Style::Unarmed, _) => {
                // R-A8: d10 + melee modifier ≥ 10 kills; cover is ignored.
                let hit = a.auto_hit || i16::from(v) + i16::from(a.to_hit) >= 10;
                let e = a.aims[0];
                let result = if hit { self.hit_foe(e, true, true, false, a.soldier, ev) } else { DieResult::Miss };
                let target = self.state.foes.get(e).map_or(self.objective().id, |f| self.enemy(f.card).id);
                ev.emit(Event::Shot { soldier: a.soldier, target, d10: v, d6: 0, hit, defeat: hit, result });
                a.i = a.dice;
                a.step = 9;
                self.state.flow.set_top(Frame::Attack(a));
            }
            // The shared d10 of an Explosion, or the first die's d10 (R-A5, R-A7).
            (Style::Dice | Style::Explosion, 0) => {
                a.d10 = v;
                if a.ammo > 0 && v <= a.ammo {
                    a.out_of_ammo = true;
                }
                a.step = 1;
                self.state.flow.set_top(Frame::Attack(a));
            }
            (Style::Dice, _) => {
                self.resolve_die(a, a.aims[usize::from(a.i) % 4], v, ev);
            }
            (Style::Explosion, _) => match Bits(a.cards).first() {
                Some(c) => self.resolve_explosion(a, c, v, ev),
                None => self.finish_attack(a, ev),
            },
        }
    }

    fn cover_of(&self, e: u8) -> i16 {
        if e == OBJ {
            return self.kills_requirement().map_or(99, |(_, c)| i16::from(c));
        }
        self.state.foes.get(e).map_or(99, |f| i16::from(self.enemy(f.card).cover))
    }

    fn pen_against(&self, a: &Attack, e: u8) -> i16 {
        let vehicle = self.state.foes.get(e).is_some_and(|f| self.enemy_has(f, EnemyKw::Vehicle));
        i16::from(a.pen) + if vehicle { i16::from(a.vs_vehicle) } else { 0 }
    }

    fn resolve_die(&mut self, mut a: Attack, e: u8, d6: u8, ev: &mut impl EventSink<Event>) {
        let hit = die_hits(&a, a.i == 0);
        let d6v = if a.stealth { 6 } else { d6 };
        let defeat = a.auto_defeat || i16::from(d6v) + self.pen_against(&a, e) >= self.cover_of(e);
        let result = self.apply_die(&a, e, hit, defeat, ev);
        let target = self.state.foes.get(e).map_or(self.objective().id, |f| self.enemy(f.card).id);
        ev.emit(Event::Shot { soldier: a.soldier, target, d10: a.d10, d6: d6v, hit, defeat, result });
        a.i += 1;
        a.step = 0;
        self.state.flow.set_top(Frame::Attack(a));
    }

    fn resolve_explosion(&mut self, mut a: Attack, c: u8, d6: u8, ev: &mut impl EventSink<Event>) {
        let e = if c == 15 { OBJ } else { c };
        a.cards &= !(1 << c);
        let hit = die_hits(&a, true);
        let d6v = if a.stealth { 6 } else { d6 };
        if e == OBJ || self.state.foes.get(e).is_some() {
            let defeat = a.auto_defeat || i16::from(d6v) + self.pen_against(&a, e) >= self.cover_of(e);
            let result = self.apply_die(&a, e, hit, defeat, ev);
            let target = self.state.foes.get(e).map_or(self.objective().id, |f| self.enemy(f.card).id);
            ev.emit(Event::Shot { soldier: a.soldier, target, d10: a.d10, d6: d6v, hit, defeat, result });
        }
        self.state.flow.set_top(Frame::Attack(a));
    }

    fn apply_die(&mut self, a: &Attack, e: u8, hit: bool, defeat: bool, ev: &mut impl EventSink<Event>) -> DieResult {
        if e == OBJ {
            // Kills: only hit + defeat counts; other results do nothing.
            if hit && defeat {
                let kills = self.state.progress.count_kills(a.kills);
                ev.emit(Event::ObjectiveKills { kills });
                return DieResult::ObjectiveKill;
            }
            return DieResult::Miss;
        }
        self.hit_foe(e, hit, defeat, a.suppressive, a.soldier, ev)
    }

    /// R-A6: one die's result on enemy entry `e`.
    pub(crate) fn hit_foe(
        &mut self,
        e: u8,
        hit: bool,
        defeat: bool,
        suppressive: bool,
        attacker: u8,
        ev: &mut impl EventSink<Event>,
    ) -> DieResult {
        let Some(f) = self.state.foes.get(e).copied() else { return DieResult::Miss };
        let card = self.enemy(f.card);
        let figures = card.figures;
        let fearless = card.has(EnemyKw::Fearless);
        let mut f2 = f;
        let result = if hit && defeat {
            if self.active(&f) == 0 && f2.suppression > 0 {
                f2.suppression -= 1;
            }
            f2.killed += 1;
            DieResult::Ekia
        } else if hit || defeat || suppressive {
            if !fearless {
                f2.suppression = f2.suppression.saturating_add(1);
            }
            DieResult::Suppression
        } else {
            DieResult::Miss
        };
        f2.suppression = f2.suppression.min(figures.saturating_sub(f2.killed));
        if f2.killed >= figures {
            self.destroy_foe(e, attacker, ev);
        } else {
            self.state.foes.set(e, f2);
        }
        result
    }

    fn finish_attack(&mut self, a: Attack, ev: &mut impl EventSink<Event>) {
        self.state.flow.pop();
        let s = a.soldier;
        if let Arm::Gear(g) = a.arm
            && s < self.state.team.n_soldiers
        {
            let mut spent = false;
            let mut weapon_id = None;
            if let Some(gear) = self.state.team.soldier_mut(s).gear.get_mut(usize::from(g)).and_then(Option::as_mut) {
                if a.out_of_ammo && !a.ignore_out_of_ammo && !gear.out_of_ammo {
                    gear.out_of_ammo = true;
                    if let Item::Weapon(w) = gear.item {
                        weapon_id = Some(w);
                    }
                }
                if a.expend {
                    if gear.uses > 1 {
                        gear.uses -= 1;
                    } else {
                        spent = true;
                    }
                }
            }
            if spent {
                self.state.team.soldier_mut(s).gear[usize::from(g) % crate::setup::roster::MAX_GEAR] = None;
            }
            if let Some(w) = weapon_id {
                let id = self.fixed.content.weapons()[usize::from(w)].id;
                ev.emit(Event::OutOfAmmo { soldier: s, weapon: id });
            }
        }
        if a.add_suppression > 0 {
            let e = a.aims[0];
            if let Some(f) = self.state.foes.get(e).copied() {
                let card = self.enemy(f.card);
                if !card.has(EnemyKw::Fearless) {
                    let cap = card.figures.saturating_sub(f.killed);
                    if let Some(x) = self.state.foes.foes[usize::from(e) % MAX_ENEMIES].as_mut() {
                        x.suppression = x.suppression.saturating_add(a.add_suppression).min(cap);
                    }
                }
            }
        }
    }
}

/// R-A5: whether die `first` (the attack's first die) or a later one hits:
/// its d10 within the to-hit number, or every die hits.
fn die_hits(a: &Attack, first: bool) -> bool {
    let to_hit = i16::from(a.to_hit) + if first { i16::from(a.first) } else { 0 };
    a.auto_hit || i16::from(a.d10) <= to_hit
}
