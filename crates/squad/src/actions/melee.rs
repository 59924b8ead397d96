//! R-A8 Melee: the melee profile, the checks of a melee and declaring it.

use wargames_core::EventSink;

use crate::actions::turn::{Checked, attacker};
use crate::content::{Effect, Timing};
use crate::error::Error;
use crate::event::Event;
use crate::legal::melee_cost::{MeleeCostMods, melee_cost};
use crate::legal::needs::CardUse;
use crate::state::squad::Squad;
use crate::state::team::the_turn;
use crate::state::{Arm, Attack, Frame, Item, NONE, Style};
use crate::terms::order::Play;

impl Squad {
    /// The melee profile a soldier uses with item `g`: the weapon's own, or an attachment's.
    pub(crate) fn melee_profile(&self, s: u8, g: u8) -> Option<(u8, i8)> {
        let (w, _) = self.weapon_of(s, g)?;
        if let Some(m) = w.melee {
            return Some((m.to_hit, m.pen));
        }
        for gear in self.state.team.soldier(s).gear.iter().flatten() {
            if let Item::Equipment(q) = gear.item {
                let q = &self.fixed.content.equipment()[usize::from(q)];
                if let Some(tag) = q.attaches_to
                    && w.tags.contains(&tag)
                    && let Effect::MeleeWeapon { to_hit, pen } = q.effect
                {
                    return Some((to_hit, pen));
                }
            }
        }
        None
    }

    /// R-A8: the checks of a melee that do not depend on a card played with
    /// it: the soldier may attack, the target is in its slot and may be
    /// aimed at, the weapon has a melee profile (returned; none: bare hands).
    pub(crate) fn check_melee_target(&self, weapon: Option<u8>, target: u8) -> Result<Option<(u8, i8)>, Error> {
        let turn = attacker(&self.state.flow, &self.state.team, false)?;
        let s = turn.soldier;
        let t = self.state.team.soldier(s);
        let f = self.state.foes.get(target).ok_or(Error::NoSuchTarget)?;
        if f.slot != t.slot {
            return Err(Error::BadMelee);
        }
        self.aim_ok(target, false, 0)?;
        match weapon {
            Some(g) => Ok(Some(self.melee_profile(s, g).ok_or(Error::BadMelee)?)),
            None => Ok(None),
        }
    }

    pub(crate) fn check_melee(
        &self,
        weapon: Option<u8>,
        target: u8,
        play: Option<Play>,
    ) -> Result<(Attack, u8, Option<Checked>), Error> {
        let profile = self.check_melee_target(weapon, target)?;
        let turn = the_turn(&self.state.flow, &self.state.team)?;
        let s = turn.soldier;
        let t = self.state.team.soldier(s);
        let u = CardUse { melee_weapon: profile.is_some(), range: Some(0), ..CardUse::default() };
        let checked = match play {
            Some(p) => Some(self.check_card(p, s, Timing::OnMelee, &u)?),
            None => None,
        };
        let (mut card, mut bonus) = (MeleeCostMods::default(), 0i8);
        let mut fold = |e: &Effect| {
            e.each(&mut |e| {
                if let Effect::MeleeBonus(n) = e {
                    bonus = bonus.saturating_add(*n);
                }
            });
        };
        if let Some(e) = checked.as_ref().and_then(|c| self.effect_of(c)) {
            card.add(e);
            fold(e);
        }
        for (i, k) in self.fixed.content.skills().iter().enumerate() {
            if t.skills & (1 << i) != 0 {
                fold(&k.effect);
            }
        }
        let cost = melee_cost(self.slot_melee_cost(t.slot), self.skill_melee_cost(s), card);
        if cost > turn.actions {
            return Err(Error::NoActions { cost, left: turn.actions });
        }
        let melee = self.card(s).melee_mod.saturating_add(bonus);
        let (style, to_hit, pen) = match profile {
            Some((h, p)) => (Style::Dice, (h as i8).saturating_add(melee), p),
            None => (Style::Unarmed, melee, 0),
        };
        let atk = Attack {
            aims: [target; 4],
            ..Attack::new(
                s,
                match weapon {
                    Some(g) => Arm::Gear(g),
                    None => Arm::Unarmed,
                },
                style,
                t.slot,
                to_hit,
                pen,
            )
        };
        Ok((atk, cost, checked))
    }

    pub(crate) fn do_melee(
        &mut self,
        weapon: Option<u8>,
        target: u8,
        play: Option<Play>,
        ev: &mut impl EventSink<Event>,
    ) -> Result<(), Error> {
        let (atk, cost, checked) = self.check_melee(weapon, target, play)?;
        let Some(mut turn) = self.state.team.turn else { return Err(Error::NotYourTurn(NONE)) };
        if let Some(c) = checked {
            self.spend_card(&c, turn.soldier, ev);
        }
        turn.actions -= cost;
        self.state.team.turn = Some(turn);
        self.state.flow.push(Frame::Attack(atk));
        Ok(())
    }
}
