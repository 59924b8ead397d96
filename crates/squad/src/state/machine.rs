//! The procedure machine: runs the frames of the round until the player
//! must decide or chance must speak; delivers chance outcomes; checks the
//! end of the mission after every change (R-V1, R-V2).

use wargames_core::EventSink;

use crate::content::EnemyKw;
use crate::event::Event;
use crate::state::flow::Flow;
use crate::state::squad::Squad;
use crate::state::team::Team;
use crate::state::{Assault, ChanceKind, Frame, HAND_LIMIT, Item, Life, MAX_ENEMIES, NONE, Need, RETARGET};

pub(crate) const fn bit(i: u8) -> u64 {
    1u64 << (i & 63)
}

impl Squad {
    /// Runs procedures until a decision, a chance point or the end.
    pub(crate) fn run(&mut self, ev: &mut impl EventSink<Event>) {
        // Every step either waits or shrinks the work left; the guard only
        // protects against a corrupt state looping.
        for _ in 0..100_000 {
            if matches!(self.state.flow.need, Need::Over(_)) {
                return;
            }
            if self.check_end(ev) {
                return;
            }
            if self.state.flow.need != Need::Run {
                return;
            }
            let Some(i) = self.state.flow.depth.checked_sub(1) else { return };
            if !self.step(usize::from(i), ev) {
                return;
            }
        }
    }

    /// What `run` checks between two steps of the frame on top, for a step
    /// that goes on at once: the mission is not over (R-V1, R-V2) and
    /// nothing waits.
    #[inline]
    pub(crate) fn runs_on(&mut self, ev: &mut impl EventSink<Event>) -> bool {
        !self.check_end(ev) && self.state.flow.need == Need::Run
    }

    /// Puts enemy card `card` into play at `slot`; its entry, or none if there is no room.
    pub(crate) fn add_foe(&mut self, card: u8, slot: u8, ev: &mut impl EventSink<Event>) -> Option<u8> {
        let code = self.enemy(card).id;
        let objective = slot == self.fixed.objective_slot;
        let Some(i) = self.state.foes.place(card, slot, objective) else {
            if self.enemy(card).quality.is_some() {
                self.state.decks.enemies.discard |= bit(card);
            }
            ev.emit(Event::EnemyDiscarded { card: code });
            return None;
        };
        ev.emit(Event::EnemyEnters { card: code, slot });
        Some(i)
    }

    /// Whether enemy entry `e` can attack its target now.
    #[inline]
    pub(crate) fn can_attack(&self, e: u8) -> bool {
        let Some(f) = self.state.foes.get(e) else { return false };
        if self.active(f) == 0 || !self.state.team.in_play(f.target) {
            return false;
        }
        let t = self.state.team.soldier(f.target);
        t.slot.abs_diff(f.slot) <= self.enemy(f.card).range
    }

    /// Runs one step of frame `i` (the top); false if there is no frame,
    /// or if the step only made the game wait (a chance point or a
    /// decision) and changed nothing the end of the mission is checked on
    /// (R-V1, R-V2): `run` checked it before the step and would find it
    /// unchanged and stop at once.
    fn step(&mut self, i: usize, ev: &mut impl EventSink<Event>) -> bool {
        // Each arm copies out only its own frame's fields.
        let Some(frame) = self.state.flow.stack.get(i) else { return false };
        match *frame {
            None => return false,
            Some(Frame::OpeningHands { s }) => {
                if s >= self.state.team.n_soldiers {
                    self.state.flow.pop();
                } else {
                    self.state.flow.set_top(Frame::OpeningHands { s: s + 1 });
                    if self.is_ps(s) {
                        let h = self.state.team.soldier(s).health;
                        self.state.flow.push(Frame::Draw { s, n: h, cap: h.min(HAND_LIMIT) });
                    }
                }
            }
            Some(Frame::Draw { s, n, cap }) => {
                let hand = self.state.team.soldier(s).hand.count_ones() as u8;
                if n == 0 || hand >= cap || !self.state.team.in_play(s) || self.state.action_drawable() == 0 {
                    self.state.flow.pop();
                } else {
                    self.state.flow.wait(ChanceKind::Action);
                    return false;
                }
            }
            Some(Frame::SoldierPhase) => {
                if (0..self.state.team.n_soldiers)
                    .any(|s| self.state.team.in_play(s) && self.state.team.done & (1 << s) == 0)
                {
                    self.state.flow.need = Need::Phase;
                    return false;
                } else {
                    ev.emit(Event::EnemyPhaseBegins);
                    self.state.flow.set_top(Frame::EnemyPhase { step: 0, cursor: 0, mask: 0 });
                }
            }
            Some(Frame::Turn) => {
                let Some(turn) = self.state.team.turn else {
                    self.state.flow.pop();
                    return true;
                };
                if self.state.team.in_play(turn.soldier) {
                    self.state.flow.need = Need::Turn;
                    return false;
                } else {
                    finish_turn(&mut self.state.flow, &mut self.state.team, turn.soldier, ev);
                }
            }
            Some(Frame::Attack(a)) => self.attack_step(a, ev),
            // The waits for the attack's dice, without copying the attack out.
            Some(Frame::Assault(Assault { step: 0 | 1, .. })) => {
                self.state.flow.wait(ChanceKind::D10);
                return false;
            }
            Some(Frame::Assault(Assault { step: 2, .. })) => {
                self.state.flow.wait(ChanceKind::D6);
                return false;
            }
            Some(Frame::Assault(a)) => self.assault_step(a, ev),
            Some(Frame::Place { slot, step, want }) => self.place_step(slot, step, want, ev),
            Some(Frame::Connect { step }) => self.connect_step(step, ev),
            Some(Frame::Events { n, .. }) => {
                if n == 0 || self.state.decks.events.drawable() == 0 {
                    self.state.flow.pop();
                } else {
                    self.state.flow.wait(ChanceKind::Event);
                    return false;
                }
            }
            Some(Frame::Spawn { need, got, .. }) => {
                if got >= need || self.state.decks.enemies.drawable() == 0 {
                    self.state.flow.pop();
                } else {
                    self.state.flow.wait(ChanceKind::Enemy);
                    return false;
                }
            }
            Some(Frame::Arrive { foe, ambush, step }) => return self.arrive_step(foe, ambush, step, ev),
            Some(Frame::Retarget) => return self.retarget_step(ev),
            Some(Frame::EnemyPhase { step, cursor, mask }) => self.enemy_phase_step(step, cursor, mask, ev),
            Some(Frame::Reinforce { slot, checks, step }) => {
                if checks == 0 || self.state.decks.enemies.drawable() == 0 || self.reinforce_range(slot).is_none() {
                    self.state.flow.pop();
                } else {
                    self.state.flow.set_top(Frame::Reinforce { slot, checks: checks - 1, step });
                    self.state.flow.wait(ChanceKind::Enemy);
                    return false;
                }
            }
            Some(Frame::Down { s, step }) => self.down_step(s, step, ev),
            Some(Frame::Trim { s }) => {
                let t = self.state.team.soldier(s);
                if !self.state.team.in_play(s) || t.hand.count_ones() <= u32::from(t.health) {
                    self.state.flow.pop();
                } else {
                    self.state.flow.need = Need::Trim;
                    return false;
                }
            }
        }
        true
    }

    /// R-F6 (ruling 35): the objective connects: its garrison enters slot D
    /// card by card (`step`: the next card), then enemy cards are drawn for
    /// its enemy value (`step` 100), then the frame ends.
    fn connect_step(&mut self, step: u8, ev: &mut impl EventSink<Event>) {
        let garrison = &self.objective().garrison;
        if usize::from(step) < garrison.len() {
            let id = garrison[usize::from(step)];
            self.state.flow.set_top(Frame::Connect { step: step + 1 });
            if let Some(card) = self.fixed.content.enemy_index(id.as_str())
                && let Some(e) = self.add_foe(card as u8, self.fixed.objective_slot, ev)
            {
                self.state.flow.push(Frame::Arrive { foe: e, ambush: false, step: 0 });
            }
        } else if step < 100 {
            self.state.flow.set_top(Frame::Connect { step: 100 });
            let need = self.objective().enemy_value;
            self.state.flow.push(Frame::Spawn { slot: self.fixed.objective_slot, need, got: 0, step: 0 });
        } else {
            self.state.flow.pop();
        }
    }

    /// R-F5, R-V3: an enemy card arriving (`foe`): it draws its target
    /// counter (`step` 0; none from an empty cup), then an Ambush card
    /// arriving in ambush attacks at once (`step` 1). Whether the flow goes on
    /// (false: it waits for the target's draw).
    fn arrive_step(&mut self, foe: u8, ambush: bool, step: u8, ev: &mut impl EventSink<Event>) -> bool {
        if step == 0 {
            if self.state.foes.get(foe).is_none() {
                self.state.flow.pop();
            } else if self.state.team.cup.iter().all(|c| *c == 0) {
                if let Some(f) = self.state.foes.foes[usize::from(foe) % MAX_ENEMIES].as_mut() {
                    f.target = NONE;
                    let card = self.fixed.content.enemies()[usize::from(f.card)].id;
                    ev.emit(Event::NoTarget { card });
                }
                self.state.flow.pop();
            } else {
                self.state.flow.wait(ChanceKind::Target);
                return false;
            }
        } else if step == 1 {
            let ambusher = self.state.foes.get(foe).is_some_and(|f| self.enemy_has(f, EnemyKw::Ambush));
            if ambush && ambusher && self.can_attack(foe) {
                self.state.flow.set_top(Frame::Arrive { foe, ambush, step: 2 });
                if let Some(a) = self.assault_for(foe) {
                    self.state.flow.push(Frame::Assault(a));
                }
            } else {
                self.state.flow.pop();
            }
        } else {
            self.state.flow.pop();
        }
        true
    }

    /// R-V3: the enemy cards without a target draw one, in order (none
    /// when the cup is empty). Whether the flow goes on (false: it waits
    /// for the target's draw).
    fn retarget_step(&mut self, ev: &mut impl EventSink<Event>) -> bool {
        match self.state.foes.first_to_retarget() {
            None => self.state.flow.pop(),
            Some(e) => {
                if self.state.team.cup.iter().all(|c| *c == 0) {
                    if let Some(f) = self.state.foes.foes[usize::from(e) % MAX_ENEMIES].as_mut() {
                        f.target = NONE;
                        let card = self.fixed.content.enemies()[usize::from(f.card)].id;
                        ev.emit(Event::NoTarget { card });
                    }
                } else {
                    self.state.flow.wait(ChanceKind::Target);
                    return false;
                }
            }
        }
        true
    }

    /// Delivers the chance outcome just resolved (`self.state.flow.last`) to the top frame.
    pub(crate) fn deliver(&mut self, ev: &mut impl EventSink<Event>) {
        let v = self.state.flow.last;
        let Some(i) = self.state.flow.depth.checked_sub(1) else { return };
        let Some(Some(frame)) = self.state.flow.stack.get_mut(usize::from(i)) else { return };
        match frame {
            Frame::Draw { s, n, .. } => {
                let s = *s;
                *n = n.wrapping_sub(1);
                let t = self.state.team.soldier_mut(s);
                t.hand |= bit(v);
                let card = self.fixed.content.action_of(v).map(|a| a.id);
                if let Some(card) = card {
                    ev.emit(Event::Drew { soldier: s, card });
                }
                return;
            }
            Frame::Assault(a) => {
                a.take_die(v);
                return;
            }
            _ => {}
        }
        let frame = *frame;
        self.deliver_to(frame, v, ev);
    }

    /// Delivers chance outcome `v` to `frame`, the top frame, when it is
    /// neither a card draw nor an enemy attack (the usual two, which
    /// `deliver` takes itself).
    #[inline(never)]
    fn deliver_to(&mut self, frame: Frame, v: u8, ev: &mut impl EventSink<Event>) {
        match frame {
            Frame::Attack(a) => self.attack_deliver(a, v, ev),
            Frame::Place { slot, step, want } => {
                self.state.decks.recon |= bit(v);
                self.state.flow.set_top(Frame::Place { slot, step, want });
            }
            Frame::Events { n, step } => {
                self.state.decks.events.discard |= bit(v);
                self.state.flow.set_top(Frame::Events { n: n - 1, step });
                self.event_effect(v, ev);
            }
            Frame::Spawn { slot, need, got, step } => {
                let value = self.enemy(v).value;
                self.state.flow.set_top(Frame::Spawn { slot, need, got: got.saturating_add(value), step });
                let dest = if slot != self.fixed.objective_slot && self.enemy(v).has(EnemyKw::Infiltrator) {
                    self.state.team.rear_slot()
                } else {
                    slot
                };
                if let Some(e) = self.add_foe(v, dest, ev) {
                    self.state.flow.push(Frame::Arrive { foe: e, ambush: true, step: 0 });
                }
            }
            Frame::Reinforce { slot, .. } => {
                let value = self.enemy(v).value;
                if self.reinforce_range(slot).is_some_and(|r| r.contains(value)) {
                    if let Some(e) = self.add_foe(v, slot, ev) {
                        self.state.flow.push(Frame::Arrive { foe: e, ambush: false, step: 0 });
                    }
                } else {
                    self.state.decks.enemies.discard |= bit(v);
                    ev.emit(Event::EnemyDiscarded { card: self.enemy(v).id });
                }
            }
            Frame::Arrive { foe, ambush, .. } => {
                self.set_target(foe, v, ev);
                self.state.flow.set_top(Frame::Arrive { foe, ambush, step: 1 });
            }
            Frame::Retarget => {
                if let Some(e) = self.state.foes.first_to_retarget() {
                    self.set_target(e, v, ev);
                }
            }
            Frame::Down { s, step } => self.down_deliver(s, step, v, ev),
            _ => {}
        }
    }

    fn set_target(&mut self, e: u8, s: u8, ev: &mut impl EventSink<Event>) {
        if let Some(f) = self.state.foes.foes[usize::from(e) % MAX_ENEMIES].as_mut() {
            f.target = s;
            let card = self.fixed.content.enemies()[usize::from(f.card)].id;
            ev.emit(Event::Targets { card, soldier: s });
        }
    }

    /// Removes enemy entry `e` from play (R-A6 destroyed): discard, counter back, XP.
    pub(crate) fn destroy_foe(&mut self, e: u8, attacker: u8, ev: &mut impl EventSink<Event>) {
        let Some(f) = self.state.foes.remove(e) else { return };
        let card = self.enemy(f.card);
        let (id, xp, deck) = (card.id, card.xp, card.quality.is_some());
        if deck {
            self.state.decks.enemies.discard |= bit(f.card);
        }
        if self.state.team.in_play(f.target) {
            self.state.team.cup[usize::from(f.target) % self.state.team.cup.len()] += 1;
        }
        ev.emit(Event::EnemyDestroyed { card: id, slot: f.slot });
        // R-A6: XP to the attacking PS, or to a PS in its slot.
        let to = if self.is_ps(attacker) && self.state.team.in_play(attacker) {
            Some(attacker)
        } else if attacker < self.state.team.n_soldiers {
            let slot = self.state.team.soldier(attacker).slot;
            (0..self.state.team.n_soldiers)
                .find(|s| self.is_ps(*s) && self.state.team.in_play(*s) && self.state.team.soldier(*s).slot == slot)
        } else {
            None
        };
        if let Some(s) = to
            && xp > 0
        {
            let t = self.state.team.soldier_mut(s);
            t.xp = t.xp.saturating_add(xp);
            ev.emit(Event::XpGained { soldier: s, xp });
        }
    }

    /// R-E4 / R-F9: takes soldier `s` out of play.
    pub(crate) fn remove_soldier(&mut self, s: u8, life: Life, ev: &mut impl EventSink<Event>) {
        let slot = self.state.team.soldier(s).slot;
        let hand = self.state.team.soldier(s).hand;
        self.state.decks.actions.discard |= hand;
        let gear = self.state.team.soldier(s).gear;
        {
            let t = self.state.team.soldier_mut(s);
            t.life = life;
            t.hand = 0;
            t.suppression = 0;
        }
        self.state.team.alive = self.state.team.alive_mask();
        for g in gear.iter().flatten() {
            // R-E4: a downed soldier's gear drops; a withdrawing one keeps it
            // but leaves the objective's item behind.
            if life == Life::Down || g.item == Item::Dispatch {
                self.state.field.lay_down(slot, *g);
            }
        }
        self.state.team.soldier_mut(s).gear = [None; crate::setup::roster::MAX_GEAR];
        for i in 0..self.state.field.supports.len() {
            if let Some(sp) = self.state.field.supports[i]
                && sp.owner == s
            {
                self.state.field.supports[i] = None;
                self.state.decks.actions.discard |= bit(sp.card);
                if let Some(a) = self.fixed.content.action_of(sp.card) {
                    ev.emit(Event::SupportReleased { card: a.id });
                }
            }
        }
        self.state.team.cup[usize::from(s) % self.state.team.cup.len()] = 0;
        let mut any = false;
        for f in self.state.foes.foes.iter_mut().flatten() {
            if f.target == s {
                f.target = RETARGET;
                any = true;
            }
        }
        ev.emit(if life == Life::Down { Event::SoldierDown { soldier: s } } else { Event::Withdrew { soldier: s } });
        if any {
            self.state.flow.push(Frame::Retarget);
        }
    }

    fn down_step(&mut self, s: u8, step: u8, ev: &mut impl EventSink<Event>) {
        if step == 0 {
            let save = self.stubborn(s);
            if save.is_some() && !self.state.team.soldier(s).stubborn_used {
                self.state.flow.set_top(Frame::Down { s, step: 1 });
                self.state.flow.wait(ChanceKind::D6);
                return;
            }
        }
        self.state.flow.pop();
        if self.state.team.in_play(s) {
            self.remove_soldier(s, Life::Down, ev);
        }
    }

    fn down_deliver(&mut self, s: u8, _step: u8, v: u8, ev: &mut impl EventSink<Event>) {
        let min = self.stubborn(s).unwrap_or(7);
        self.state.team.soldier_mut(s).stubborn_used = true;
        if v >= min {
            self.state.team.soldier_mut(s).health = 1;
            ev.emit(Event::StubbornSave { soldier: s });
            self.state.flow.pop();
            if self.state.team.soldier(s).hand.count_ones() > 1 {
                self.state.flow.push(Frame::Trim { s });
            }
        } else {
            self.state.flow.set_top(Frame::Down { s, step: 2 });
        }
    }

    /// The d6 a soldier's Stubborn skill needs, if it has one.
    fn stubborn(&self, s: u8) -> Option<u8> {
        self.fixed.content.stubborn_d6(self.state.team.soldier(s).skills)
    }
}

/// Ends the turn of soldier `s` (R-F10) after retain costs are settled.
pub(crate) fn finish_turn(flow: &mut Flow, team: &mut Team, s: u8, ev: &mut impl EventSink<Event>) {
    flow.pop();
    team.turn = None;
    team.done |= 1 << (s & 7);
    ev.emit(Event::TurnEnds { soldier: s });
}
