//! The Enemy Phase, R-E1..R-E7, step by step.

use wargames_core::{Bits, EventSink};

use crate::content::EnemyKw;
use crate::event::Event;
use crate::state::squad::Squad;
use crate::state::{Frame, NONE, Need, RETARGET};
use crate::terms::outcome::Outcome;

impl Squad {
    /// Runs the Enemy Phase on from `step` until a procedure it starts
    /// must run first, something waits, or the mission ends: each pass is
    /// what `run` would do with the frame stored back, the end checked
    /// between passes.
    pub(crate) fn enemy_phase_step(
        &mut self,
        mut step: u8,
        mut cursor: u32,
        mut mask: u16,
        ev: &mut impl EventSink<Event>,
    ) {
        loop {
            match step {
                // R-V3: enemy cards without a target try again.
                0 => {
                    let mut any = false;
                    for f in self.state.foes.foes.iter_mut().flatten() {
                        if f.target == NONE {
                            f.target = RETARGET;
                            any = true;
                        }
                    }
                    (step, cursor, mask) = (1, 0, 0);
                    if any {
                        self.state.flow.set_top(Frame::EnemyPhase { step, cursor, mask });
                        self.state.flow.push(Frame::Retarget);
                        return;
                    }
                }
                // R-E1: the mission's events.
                1 => {
                    (step, cursor, mask) = (2, 1, 0);
                    let n = self.mission().events_per_round();
                    if n > 0 {
                        self.state.flow.set_top(Frame::EnemyPhase { step, cursor, mask });
                        self.state.flow.push(Frame::Events { n, step: 0 });
                        return;
                    }
                }
                // R-E2: one check at every slot ≥ 1 holding a soldier.
                2 => match self.next_reinforce_slot(cursor) {
                    Some(slot) => {
                        self.state.flow.set_top(Frame::EnemyPhase { step: 2, cursor: u32::from(slot) + 1, mask: 0 });
                        self.state.flow.push(Frame::Reinforce { slot, checks: 1, step: 0 });
                        return;
                    }
                    None => (step, cursor, mask) = (3, 0, self.reinforcers()),
                },
                // R-E2: Reinforce N makes N more checks at its card's slot.
                3 => match self.state.foes.first_in_order(u32::from(mask)) {
                    Some(e) => {
                        (step, cursor, mask) = (3, 0, mask & !(1 << e));
                        if let Some(f) = self.state.foes.get(e) {
                            let checks = self.enemy_reinforce(f.card);
                            let slot = f.slot;
                            self.state.flow.set_top(Frame::EnemyPhase { step, cursor, mask });
                            self.state.flow.push(Frame::Reinforce { slot, checks, step: 0 });
                            return;
                        }
                    }
                    None => (step, cursor, mask) = (4, 0, 0),
                },
                // R-E3: Inspire, then every card attacks in slot order.
                4 => {
                    let inspire =
                        self.state.foes.foes.iter().flatten().filter(|f| self.enemy_has(f, EnemyKw::Inspire)).count()
                            as u8;
                    if inspire > 0 {
                        for f in self.state.foes.foes.iter_mut().flatten() {
                            f.suppression = f.suppression.saturating_sub(inspire);
                        }
                        ev.emit(Event::Inspired);
                    }
                    (step, cursor, mask) = (5, 0, self.state.foes.occupied);
                }
                5 => match self.state.foes.first_in_order(u32::from(mask)) {
                    Some(e) => {
                        let rest = mask & !(1 << e);
                        if self.can_attack(e)
                            && let Some(a) = self.assault_for(e)
                        {
                            self.state.flow.set_top(Frame::EnemyPhase {
                                step: 5,
                                cursor: cursor | (1 << e),
                                mask: rest,
                            });
                            self.state.flow.push(Frame::Assault(a));
                            return;
                        }
                        mask = rest;
                    }
                    None => {
                        let movers = u32::from(self.state.foes.occupied) & !cursor;
                        (step, cursor, mask) = (6, 0, movers as u16);
                    }
                },
                // R-E5: movement toward the target.
                6 => {
                    self.enemies_move(u32::from(mask), ev);
                    (step, cursor, mask) = (7, 0, 0);
                }
                // R-E6: recovery.
                7 => {
                    for f in self.state.foes.foes.iter_mut().flatten() {
                        f.suppression = f.suppression.saturating_sub(1);
                    }
                    (step, cursor, mask) = (8, 0, 0);
                }
                // R-E7: the timer; effects lasting to the end of this phase end.
                _ => {
                    self.state.flow.set_top(Frame::EnemyPhase { step, cursor, mask });
                    self.end_enemy_phase(ev);
                    return;
                }
            }
            if !self.runs_on(ev) {
                self.state.flow.set_top(Frame::EnemyPhase { step, cursor, mask });
                return;
            }
        }
    }

    /// R-E2: the first slot from `cursor` on (not 0, up to the objective's)
    /// holding a soldier in play where a reinforcement check is made.
    fn next_reinforce_slot(&self, cursor: u32) -> Option<u8> {
        let mut held = 0u32;
        for s in 0..self.state.team.n_soldiers {
            if self.state.team.in_play(s) {
                held |= 1 << (self.state.team.soldier(s).slot & 31);
            }
        }
        let (from, to) = (u32::from(cursor as u8).max(1), u32::from(self.fixed.objective_slot));
        held &= if from > to || from > 31 { 0 } else { (u32::MAX << from) & (u32::MAX >> (31 - to.min(31))) };
        Bits(held).iter().find(|slot| self.reinforce_range(*slot).is_some())
    }

    /// R-E2: the enemy entries (a set) whose card has Reinforce N.
    fn reinforcers(&self) -> u16 {
        self.state.foes.foes.iter().enumerate().fold(0u16, |m, (i, f)| match f {
            Some(f) if self.enemy_reinforce(f.card) > 0 => m | (1 << i),
            _ => m,
        })
    }

    /// R-E5: the enemy entries `mask` (a set) move, in order, one slot
    /// toward their target when it is out of their range, unless on the
    /// objective, suppressed or Guard.
    fn enemies_move(&mut self, mut m: u32, ev: &mut impl EventSink<Event>) {
        while let Some(e) = self.state.foes.first_in_order(m) {
            m &= !(1 << e);
            let Some(f) = self.state.foes.get(e).copied() else { continue };
            if f.objective
                || f.suppression > 0
                || self.enemy_has(&f, EnemyKw::Guard)
                || !self.state.team.in_play(f.target)
            {
                continue;
            }
            let to = self.state.team.soldier(f.target).slot;
            if to.abs_diff(f.slot) <= self.enemy(f.card).range {
                continue;
            }
            let next = if to > f.slot { f.slot + 1 } else { f.slot - 1 };
            if let Some(x) = self.state.foes.foes[usize::from(e) % self.state.foes.foes.len()].as_mut() {
                x.slot = next;
            }
            ev.emit(Event::EnemyMoves { card: self.enemy(f.card).id, to: next });
        }
    }

    /// R-E7: the timer advances, effects lasting to the end of the Enemy
    /// Phase end, and the mission is lost past its turn limit (R-V2) or the
    /// next round begins with its Soldier Phase.
    fn end_enemy_phase(&mut self, ev: &mut impl EventSink<Event>) {
        self.state.flow.timer = self.state.flow.timer.saturating_add(1);
        ev.emit(Event::Timer { timer: self.state.flow.timer });
        self.state.field.smoke = [0; crate::state::SLOTS];
        self.state.field.weather_far = 0;
        self.state.field.weather_hit = 0;
        for t in self.state.team.soldiers.iter_mut() {
            t.cover_phase = 0;
        }
        if self.state.flow.timer > self.mission().turn_limit {
            let o = Outcome::DefeatByTimer { round: self.state.flow.round };
            self.state.flow.need = Need::Over(o);
            ev.emit(Event::MissionOver(o));
            return;
        }
        self.state.flow.round = self.state.flow.round.saturating_add(1);
        self.state.team.done = 0;
        self.state.flow.set_top(Frame::SoldierPhase);
        ev.emit(Event::RoundBegins { round: self.state.flow.round });
    }

    /// `Reinforce N` of enemy card `card` (as `Enemy::reinforce`).
    #[inline]
    fn enemy_reinforce(&self, card: u8) -> u8 {
        match self.fixed.enemy_reinforce.get(usize::from(card)) {
            Some(n) => *n,
            None => self.enemy(card).reinforce(),
        }
    }
}
