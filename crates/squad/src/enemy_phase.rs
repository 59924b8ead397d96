//! The Enemy Phase, R-E1..R-E7, step by step.

use wargames_core::EventSink;

use crate::content::EnemyKw;
use crate::event::Event;
use crate::outcome::Outcome;
use crate::squad::Squad;
use crate::state::{Frame, NONE, Need, RETARGET};

impl Squad {
    pub(crate) fn enemy_phase_step(&mut self, step: u8, cursor: u32, mask: u16, ev: &mut impl EventSink<Event>) {
        match step {
            // R-V3: enemy cards without a target try again.
            0 => {
                let mut any = false;
                for f in self.d.foes.iter_mut().flatten() {
                    if f.target == NONE {
                        f.target = RETARGET;
                        any = true;
                    }
                }
                self.set_top(Frame::EnemyPhase { step: 1, cursor: 0, mask: 0 });
                if any {
                    self.push(Frame::Retarget);
                }
            }
            // R-E1: the mission's events.
            1 => {
                self.set_top(Frame::EnemyPhase { step: 2, cursor: 1, mask: 0 });
                let n = self.mission().events_per_round();
                if n > 0 {
                    self.push(Frame::Events { n, step: 0 });
                }
            }
            // R-E2: one check at every slot ≥ 1 holding a soldier.
            2 => {
                let next = (cursor as u8..=self.ctx.d).find(|slot| {
                    *slot >= 1
                        && self.reinforce_range(*slot).is_some()
                        && (0..self.d.n_soldiers).any(|s| self.in_play(s) && self.trooper(s).slot == *slot)
                });
                match next {
                    Some(slot) => {
                        self.set_top(Frame::EnemyPhase { step: 2, cursor: u32::from(slot) + 1, mask: 0 });
                        self.push(Frame::Reinforce { slot, checks: 1, step: 0 });
                    }
                    None => {
                        let m = self.d.foes.iter().enumerate().fold(0u16, |m, (i, f)| match f {
                            Some(f) if self.enemy(f.card).reinforce() > 0 => m | (1 << i),
                            _ => m,
                        });
                        self.set_top(Frame::EnemyPhase { step: 3, cursor: 0, mask: m });
                    }
                }
            }
            // R-E2: Reinforce N makes N more checks at its card's slot.
            3 => match self.first_in_order(u32::from(mask)) {
                Some(e) => {
                    self.set_top(Frame::EnemyPhase { step: 3, cursor: 0, mask: mask & !(1 << e) });
                    if let Some(f) = self.foe(e) {
                        let checks = self.enemy(f.card).reinforce();
                        let slot = f.slot;
                        self.push(Frame::Reinforce { slot, checks, step: 0 });
                    }
                }
                None => self.set_top(Frame::EnemyPhase { step: 4, cursor: 0, mask: 0 }),
            },
            // R-E3: Inspire, then every card attacks in slot order.
            4 => {
                let inspire =
                    self.d.foes.iter().flatten().filter(|f| self.enemy_has(f, EnemyKw::Inspire)).count() as u8;
                if inspire > 0 {
                    for f in self.d.foes.iter_mut().flatten() {
                        f.supp = f.supp.saturating_sub(inspire);
                    }
                    ev.emit(Event::Inspired);
                }
                let all = self.foes_mask() as u16;
                self.set_top(Frame::EnemyPhase { step: 5, cursor: 0, mask: all });
            }
            5 => match self.first_in_order(u32::from(mask)) {
                Some(e) => {
                    let rest = mask & !(1 << e);
                    if self.can_attack(e)
                        && let Some(a) = self.assault_for(e)
                    {
                        self.set_top(Frame::EnemyPhase { step: 5, cursor: cursor | (1 << e), mask: rest });
                        self.push(Frame::Assault(a));
                    } else {
                        self.set_top(Frame::EnemyPhase { step: 5, cursor, mask: rest });
                    }
                }
                None => {
                    let movers = self.foes_mask() & !cursor;
                    self.set_top(Frame::EnemyPhase { step: 6, cursor: 0, mask: movers as u16 });
                }
            },
            // R-E5: movement toward the target.
            6 => {
                let mut m = u32::from(mask);
                while let Some(e) = self.first_in_order(m) {
                    m &= !(1 << e);
                    let Some(f) = self.foe(e).copied() else { continue };
                    if f.objective || f.supp > 0 || self.enemy_has(&f, EnemyKw::Guard) || !self.in_play(f.target) {
                        continue;
                    }
                    let to = self.trooper(f.target).slot;
                    if to.abs_diff(f.slot) <= self.enemy(f.card).range {
                        continue;
                    }
                    let next = if to > f.slot { f.slot + 1 } else { f.slot - 1 };
                    if let Some(x) = self.d.foes[usize::from(e) % self.d.foes.len()].as_mut() {
                        x.slot = next;
                    }
                    ev.emit(Event::EnemyMoves { card: self.enemy(f.card).id, to: next });
                }
                self.set_top(Frame::EnemyPhase { step: 7, cursor: 0, mask: 0 });
            }
            // R-E6: recovery.
            7 => {
                for f in self.d.foes.iter_mut().flatten() {
                    f.supp = f.supp.saturating_sub(1);
                }
                self.set_top(Frame::EnemyPhase { step: 8, cursor: 0, mask: 0 });
            }
            // R-E7: the timer; effects lasting to the end of this phase end.
            _ => {
                self.d.timer = self.d.timer.saturating_add(1);
                ev.emit(Event::Timer { timer: self.d.timer });
                self.d.smoke = [0; crate::state::SLOTS];
                self.d.weather_far = 0;
                self.d.weather_hit = 0;
                for t in self.d.soldiers.iter_mut() {
                    t.cover_phase = 0;
                }
                if self.d.timer > self.mission().turn_limit {
                    let o = Outcome::DefeatByTimer { round: self.d.round };
                    self.d.need = Need::Over(o);
                    ev.emit(Event::MissionOver(o));
                    return;
                }
                self.d.round = self.d.round.saturating_add(1);
                self.d.done = 0;
                self.set_top(Frame::SoldierPhase);
                ev.emit(Event::RoundBegins { round: self.d.round });
            }
        }
    }
}
