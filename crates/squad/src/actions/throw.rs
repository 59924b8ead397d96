//! R-A9 Throw: the checks of a throw (the item, the slot, the range, a card
//! played with it) and declaring it.

use wargames_core::EventSink;

use crate::actions::turn::{Checked, attacker};
use crate::content::{Effect, FireMode, ModeName, Timing, Weapon};
use crate::error::Error;
use crate::event::Event;
use crate::legal::card_mods::mods;
use crate::legal::needs::CardUse;
use crate::legal::throw_reach::throw_reaches;
use crate::state::squad::Squad;
use crate::state::{Arm, Attack, Frame, Item, NONE, Style};
use crate::terms::order::Play;

impl Squad {
    pub(crate) fn check_throw(
        &self,
        item: u8,
        slot: u8,
        play: Option<Play>,
    ) -> Result<(Attack, Option<Checked>), Error> {
        let turn = attacker(&self.state.flow, &self.state.team, true)?;
        let s = turn.soldier;
        let t = self.state.team.soldier(s);
        let gear = self.state.team.gear(s, item).ok_or(Error::BadThrow)?;
        let range = slot.abs_diff(t.slot);
        let content = &self.fixed.content;
        let reach = self.throw_reach(gear.item)?;
        // (to-hit at this range, penetration, kills, weapon)
        let (base, pen, kills, weapon, mode): (u8, i8, u8, Option<&Weapon>, Option<&FireMode>) = match gear.item {
            Item::Weapon(w) => {
                let w = &content.weapons()[usize::from(w)];
                let m = w.modes.iter().find(|m| m.name == ModeName::Throw).ok_or(Error::BadThrow)?;
                let base = m.to_hit.get(usize::from(range)).or(m.to_hit.last()).copied().unwrap_or(1);
                (base, w.penetration, 1, Some(w), Some(m))
            }
            Item::Equipment(q) => {
                let q = &content.equipment()[usize::from(q)];
                let (mut th, mut p, mut k) = (None, 0, 1);
                q.effect.each(&mut |e| match e {
                    Effect::Strike { to_hit, pen, .. } => {
                        th = Some(*to_hit);
                        p = *pen;
                    }
                    Effect::ObjectiveKills(n) => k = *n,
                    _ => {}
                });
                (th.ok_or(Error::BadThrow)?, p, k, None, None)
            }
            Item::Dispatch => return Err(Error::BadThrow),
        };
        let u = CardUse { weapon, mode, range: Some(range), thrown: true, ..CardUse::default() };
        let checked = match play {
            Some(p) => Some(self.check_card(p, s, Timing::OnThrow, &u)?),
            None => None,
        };
        let md = mods(checked.as_ref().and_then(|c| self.effect_of(c)));
        throw_reaches(range, reach, md.throw_range)?;
        if self.collateral(slot) {
            return Err(Error::CollateralDamage);
        }
        let cards = self.explosion_cards(slot)?;
        let water = self.terrain(slot).is_some_and(|x| x.traits & crate::content::Trait::Water.bit() != 0)
            || self.terrain(t.slot).is_some_and(|x| x.traits & crate::content::Trait::Water.bit() != 0);
        let atk = Attack {
            cards,
            auto_hit: md.auto_hit,
            auto_defeat: md.auto_defeat,
            kills,
            expend: true,
            ..Attack::new(
                s,
                Arm::Gear(item),
                Style::Explosion,
                slot,
                (base as i8).saturating_add(md.first).saturating_add(md.all).saturating_sub(if water { 2 } else { 0 }),
                pen.saturating_add(md.pen).saturating_add(self.skill_explosion_pen(s)),
            )
        };
        Ok((atk, checked))
    }

    pub(crate) fn do_throw(
        &mut self,
        item: u8,
        slot: u8,
        play: Option<Play>,
        ev: &mut impl EventSink<Event>,
    ) -> Result<(), Error> {
        let (atk, checked) = self.check_throw(item, slot, play)?;
        let Some(mut turn) = self.state.team.turn else { return Err(Error::NotYourTurn(NONE)) };
        if let Some(c) = checked {
            self.spend_card(&c, turn.soldier, ev);
        }
        turn.actions -= 1;
        self.state.team.turn = Some(turn);
        self.state.flow.push(Frame::Attack(atk));
        Ok(())
    }
}
