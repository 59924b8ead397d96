//! The reference list's R-A4..R-A7 attacks: each weapon mode, each card
//! play, each aim (every enemy entry and the objective, every slot of an
//! Explosion, every Spray split), kept if `check_order` accepts it.

use crate::content::{AimKind, ModeName, SoldierKind, Timing};
use crate::state::squad::Squad;
use crate::state::{Item, MAX_ENEMIES, NONE, SLOTS, Turn};
use crate::terms::order::{Aim, Order, Play};

impl Squad {
    /// R-A4 attacks.
    pub(super) fn ref_attacks(&self, turn: Turn, out: &mut Vec<Order>) {
        let s = turn.soldier;
        let t = *self.state.team.soldier(s);
        if t.suppression == 0 && turn.actions > 0 && !turn.no_attack {
            let content = &self.fixed.content;
            let mut weapons: Vec<(u8, u8, u8, bool, bool)> = Vec::new();
            if let SoldierKind::Squad { profile, .. } = &self.card(s).kind {
                let kind = AimKind::of(None, profile);
                weapons.push((u8::MAX, 0, profile.dice, kind == AimKind::Spray, kind == AimKind::Explosion));
            }
            for (g, gear) in t.gear.iter().enumerate() {
                let Some(gear) = gear else { continue };
                let Item::Weapon(w) = gear.item else { continue };
                let w = &content.weapons()[usize::from(w)];
                for (m, mode) in w.modes.iter().enumerate() {
                    if mode.name == ModeName::Throw {
                        continue;
                    }
                    let kind = AimKind::of(Some(w), mode);
                    let (spray, explosion) = (kind == AimKind::Spray, kind == AimKind::Explosion);
                    weapons.push((g as u8, m as u8, mode.dice.min(4), spray, explosion));
                }
            }
            for &(weapon, mode, dice, spray, explosion) in &weapons {
                self.ref_plays(Timing::OnAttack, |play| {
                    if explosion {
                        for slot in 0..SLOTS as u8 {
                            self.ref_try_push(out, Order::Attack { weapon, mode, aim: Aim::Slot(slot), play });
                        }
                    } else if spray {
                        self.ref_write_splits(out, weapon, mode, dice, play);
                    } else {
                        for e in 0..MAX_ENEMIES as u8 {
                            if self.state.foes.get(e).is_some() {
                                self.ref_try_push(out, Order::Attack { weapon, mode, aim: Aim::Card(e), play });
                            }
                        }
                        self.ref_try_push(out, Order::Attack { weapon, mode, aim: Aim::Objective, play });
                    }
                });
            }
        }
    }

    /// Every Spray split of the enemy entries in play: every tuple of one
    /// entry per die in non-decreasing order, those whose first entry
    /// stands in a lower slot first, each kept if `check_order` accepts it.
    fn ref_write_splits(&self, out: &mut Vec<Order>, weapon: u8, mode: u8, dice: u8, play: Option<Play>) {
        let d = usize::from(dice.clamp(1, 4));
        let present: Vec<u8> = (0..MAX_ENEMIES as u8).filter(|e| self.state.foes.get(*e).is_some()).collect();
        let mut tuples: Vec<Vec<u8>> = vec![Vec::new()];
        for _ in 0..d {
            tuples = tuples
                .into_iter()
                .flat_map(|t| {
                    let low = t.last().copied().unwrap_or(0);
                    present.iter().filter(move |e| **e >= low).map(move |e| [t.clone(), vec![*e]].concat())
                })
                .collect();
        }
        tuples.sort_by_key(|t| self.state.foes.get(t[0]).map_or(u8::MAX, |f| f.slot));
        for t in tuples {
            let mut split = [NONE; 4];
            split[..d].copy_from_slice(&t);
            self.ref_try_push(out, Order::Attack { weapon, mode, aim: Aim::Split(split), play });
        }
    }
}
