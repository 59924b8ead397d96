//! R-A4..R-A7 Attack: the checks of an attack (the soldier, the weapon and
//! mode, the aim, the range, collateral damage, a card played with it) and
//! declaring it; what it may aim at and from how far is stated in
//! `legal/aim.rs`, the dice are rolled in `attack_dice.rs`.

use wargames_core::EventSink;

use crate::actions::attack_dice::OBJ;
use crate::actions::turn::{Checked, attacker};
use crate::content::{AimKind, FireMode, ModeKw, ModeName, SoldierKind, Timing, Weapon};
use crate::error::Error;
use crate::event::Event;
use crate::legal::aim::mode_reaches;
use crate::legal::attacker::{WeaponMode, arm_ready, bolt_allows};
use crate::legal::card_mods::mods;
use crate::legal::needs::CardUse;
use crate::state::squad::Squad;
use crate::state::team::the_turn;
use crate::state::{Attack, Frame, NONE, Style};
use crate::terms::order::{Aim, Play};

/// An attack's aim that passed its checks (`check_aim`).
#[derive(Clone, Copy)]
pub(crate) struct Aimed {
    /// The target slot.
    pub slot: u8,
    /// How it resolves.
    pub style: Style,
    /// Enemy entry (or objective) per die.
    pub aims: [u8; 4],
    /// Explosion: the cards rolled against.
    pub cards: u16,
    /// Dice before a card's extra dice.
    pub dice: u8,
    /// The to-hit number at the range.
    pub base: u8,
}

impl Squad {
    /// R-A4, R-A5: the checks of an attack with `weapon` in `mode` that do
    /// not depend on its aim or on a card played with it: the soldier may
    /// attack ([`may_attack`](crate::legal::attacker::may_attack)), the weapon and mode exist, and are ready
    /// ([`arm_ready`]).
    pub(crate) fn check_arm(&self, weapon: u8, mode: u8) -> Result<WeaponMode<'_>, Error> {
        let turn = attacker(&self.state.flow, &self.state.team, true)?;
        let arm = self.weapon_mode(weapon, mode).ok_or(Error::NoSuchWeapon)?;
        arm_ready(&arm, &turn)?;
        Ok(arm)
    }

    /// R-A4, R-A7: the checks of an attack in mode `m` of weapon `w` (none:
    /// the squad profile) that depend on its aim but not on a card played
    /// with it: the target, the range and collateral damage.
    pub(crate) fn check_aim(&self, w: Option<&Weapon>, m: &FireMode, aim: Aim) -> Result<Aimed, Error> {
        let turn = the_turn(&self.state.flow, &self.state.team)?;
        let t = self.state.team.soldier(turn.soldier);
        let has = |k: ModeKw| w.map_or(m.keywords.contains(&k), |w| w.has(Some(m), k));
        let kind = AimKind::of(w, m);
        let (spray, explosion) = (kind == AimKind::Spray, kind == AimKind::Explosion);
        let scoped = has(ModeKw::Scoped);
        let mut dice = m.dice.saturating_add(turn.extra_dice).min(4);
        let mut aims = [NONE; 4];
        let mut cards = 0u16;
        let (slot, style) = match aim {
            Aim::Card(e) if !spray && !explosion => {
                let range = self.state.foes.get(e).ok_or(Error::NoSuchTarget)?.slot.abs_diff(t.slot);
                let slot = self.aim_ok(e, scoped, range)?;
                aims = [e; 4];
                (slot, Style::Dice)
            }
            Aim::Objective if !spray && !explosion => {
                let dslot = self.fixed.objective_slot;
                self.may_aim_objective(t.slot, self.screened(dslot), scoped)?;
                aims = [OBJ; 4];
                (dslot, Style::Dice)
            }
            Aim::Split(d) if spray => {
                // R-A7: one entry per die, in non-decreasing order, one slot.
                dice = m.dice.min(4);
                let mut slot = None;
                for (i, e) in d.iter().enumerate() {
                    if (i as u8) < dice {
                        if i > 0 && *e < d[i - 1] {
                            return Err(Error::BadSplit);
                        }
                        let fs = self.state.foes.get(*e).ok_or(Error::NoSuchTarget)?.slot;
                        let range = fs.abs_diff(t.slot);
                        let s2 = self.aim_ok(*e, scoped, range)?;
                        if slot.is_some_and(|x| x != s2) {
                            return Err(Error::BadSplit);
                        }
                        slot = Some(s2);
                    } else if *e != NONE {
                        return Err(Error::BadSplit);
                    }
                }
                aims = d;
                (slot.ok_or(Error::BadSplit)?, Style::Dice)
            }
            Aim::Slot(slot) if explosion => {
                cards = self.explosion_cards(slot)?;
                dice = 1;
                (slot, Style::Explosion)
            }
            _ => return Err(Error::BadSplit),
        };
        let range = slot.abs_diff(t.slot);
        let area = explosion || spray || m.name == ModeName::Auto;
        let base = mode_reaches(m, range, self.collateral(slot), area)?;
        Ok(Aimed { slot, style, aims, cards, dice, base })
    }

    pub(crate) fn check_attack(
        &self,
        weapon: u8,
        mode: u8,
        aim: Aim,
        play: Option<Play>,
    ) -> Result<(Attack, Option<Checked>), Error> {
        let arm = self.check_arm(weapon, mode)?;
        let (w, m) = (arm.design, arm.fire);
        let Aimed { slot, style, aims, cards, mut dice, base } = self.check_aim(w, m, aim)?;
        let turn = the_turn(&self.state.flow, &self.state.team)?;
        let s = turn.soldier;
        let t = self.state.team.soldier(s);
        let card = self.card(s);
        let has = |k: ModeKw| arm.has(k);
        let spray = m.name == ModeName::Spray || has(ModeKw::Spray);
        let explosion = has(ModeKw::Explosion);
        let range = slot.abs_diff(t.slot);
        let u = CardUse { weapon: w, mode: Some(m), range: Some(range), ..CardUse::default() };
        let checked = match play {
            Some(p) => Some(self.check_card(p, s, Timing::OnAttack, &u)?),
            None => None,
        };
        let md = mods(checked.as_ref().and_then(|c| self.effect_of(c)));
        bolt_allows(arm.bolt_spent(&turn), md.bolt_again)?;
        if md.extra_dice > 0 && style == Style::Dice && !spray {
            dice = dice.saturating_add(md.extra_dice).min(4);
        }
        let stealth_weapon = has(ModeKw::Stealth) && !turn.stealth_used;
        let pen = match (w, &card.kind) {
            (Some(w), _) => w.penetration,
            (None, SoldierKind::Squad { penetration, .. }) => *penetration,
            _ => 0,
        };
        let atk = Attack {
            aims,
            dice,
            cards,
            first: md.first,
            vs_vehicle: w.map_or(0, |w| w.vs_vehicle),
            ammo: m.ammo,
            auto_hit: md.auto_hit,
            auto_defeat: md.auto_defeat,
            stealth: stealth_weapon || turn.stealth_next || md.stealth,
            suppressive: has(ModeKw::Suppressive) || md.suppressive,
            ignore_out_of_ammo: md.ignore_out_of_ammo,
            add_suppression: md.add_suppression,
            expend: has(ModeKw::Expend),
            ..Attack::new(
                s,
                arm.arm(),
                style,
                slot,
                (base as i8)
                    .saturating_add(md.all)
                    .saturating_add(self.skill_to_hit(s, m.name, range))
                    .saturating_add(self.state.field.weather_mod(range)),
                pen.saturating_add(md.pen).saturating_add(if explosion { self.skill_explosion_pen(s) } else { 0 }),
            )
        };
        Ok((atk, checked))
    }

    pub(crate) fn do_attack(
        &mut self,
        weapon: u8,
        mode: u8,
        aim: Aim,
        play: Option<Play>,
        ev: &mut impl EventSink<Event>,
    ) -> Result<(), Error> {
        let (atk, checked) = self.check_attack(weapon, mode, aim, play)?;
        let Some(mut turn) = self.state.team.turn else { return Err(Error::NotYourTurn(NONE)) };
        let s = turn.soldier;
        if let Some(c) = checked {
            self.spend_card(&c, s, ev);
        }
        turn.actions -= 1;
        if atk.stealth && !turn.stealth_used {
            turn.stealth_used = true;
        }
        turn.stealth_next = false;
        turn.extra_dice = 0;
        if weapon != u8::MAX
            && let Some((w, _)) = self.weapon_of(s, weapon)
            && w.has(w.modes.get(usize::from(mode)), ModeKw::Bolt)
        {
            turn.bolt_used |= 1 << (weapon & 7);
        }
        self.state.team.turn = Some(turn);
        self.state.flow.push(Frame::Attack(atk));
        Ok(())
    }
}
