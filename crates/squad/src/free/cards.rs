//! Action cards played on the soldier's own turn (R-F1..R-F3) and the
//! Support cards retained (R-F3, R-F10): their checks, the Support
//! discounts, a retained strike, and playing a card.

use crate::legal::strike::Strike;
use std::sync::Arc;

use wargames_core::{Bits, EventSink};

use crate::content::effect::{instants_without_choice, modifier_effects, reaction_effects, standing_effects};
use crate::content::{Effect, LocKw, Timing, Who};
use crate::error::Error;
use crate::event::Event;
use crate::legal::needs::CardUse;
use crate::legal::retain::retain_allowed;
use crate::setup::tables::{CHOOSY, DEPLOY, GAIN};
use crate::state::effects::Source;
use crate::state::machine::bit;
use crate::state::squad::Squad;
use crate::state::team::the_turn;
use crate::state::{Item, NONE, Support};
use crate::terms::order::Play;

/// What a checked own-turn card play needs to be done.
#[derive(Clone, Copy)]
pub(crate) struct CardPlan {
    pub c: crate::actions::turn::Checked,
    pub support: bool,
}

impl Squad {
    /// Support discount (Field Radio) in slot `slot`: (discard, retain).
    pub(crate) fn support_discount(&self, slot: u8) -> (u8, u8) {
        let mut out = (0, 0);
        // No equipment of the card set gives a discount: none.
        if self.fixed.discounts == 0 {
            return out;
        }
        // `in_play`: the soldiers in play, kept in `State::alive`.
        for s in Bits(self.state.team.alive) {
            if s >= self.state.team.n_soldiers {
                break;
            }
            let t = self.state.team.soldier(s);
            if t.slot != slot {
                continue;
            }
            for g in t.gear.iter().flatten() {
                if let Item::Equipment(q) = g.item
                    && self.fixed.discounts & (1u64 << (q & 63)) != 0
                    && let Effect::SupportDiscount { discard, retain } =
                        self.fixed.content.equipment()[usize::from(q)].effect
                {
                    out = (out.0.max(discard), out.1.max(retain));
                }
            }
        }
        out
    }

    /// The Support discard discount in soldier `s`'s slot (Field Radio).
    #[cfg(test)]
    pub(crate) fn support_discount_here(&self, s: u8) -> u8 {
        self.support_discount(self.state.team.soldier(s).slot).0
    }

    /// The Support discounts (discard, retain) in soldier `s`'s slot (Field Radio).
    pub(crate) fn support_discounts_here(&self, s: u8) -> (u8, u8) {
        self.support_discount(self.state.team.soldier(s).slot)
    }

    /// The XP to keep support card `card` of soldier `s` (R-F3).
    pub(crate) fn retain_cost(&self, card: u8, s: u8) -> u8 {
        self.retain_cost_with(card, self.support_discount(self.state.team.soldier(s).slot).1)
    }

    /// R-F3 (a card's strike, A12; interpretation 6): the cards a strike by
    /// soldier `s` at `slot`, `range` slots at most away, rolls a d6 against
    /// ([`Squad::slot_cards`], R-A7). It refuses the soldier's own slot, a
    /// slot out of range or past the path (`OutOfRange`), a Collateral
    /// Damage slot (R-A4 d), an objective enemy before the objective is
    /// activated (R-A4 c), and a slot with nothing to roll against.
    pub(crate) fn strike_slot_ok(&self, s: u8, slot: u8, range: u8) -> Result<u16, Error> {
        let from = self.state.team.soldier(s).slot;
        let d = slot.abs_diff(from);
        if d == 0 || d > range || slot > 10 {
            return Err(Error::OutOfRange);
        }
        if self.terrain(slot).is_some_and(|t| t.keywords.contains(&LocKw::CollateralDamage)) {
            return Err(Error::CollateralDamage);
        }
        // Objective enemies stand in the objective's slot and never move (R-F6).
        if !self.state.progress.active
            && slot == self.fixed.objective_slot
            && self.state.foes.in_play().any(|(_, f)| f.slot == slot && f.objective)
        {
            return Err(Error::ObjectiveNotActive);
        }
        match self.slot_cards(slot) {
            0 => Err(Error::NoSuchTarget),
            cards => Ok(cards),
        }
    }

    pub(crate) fn slot_has_card(&self, slot: u8) -> bool {
        self.slot_holds_card(slot, self.state.field.front(self.fixed.objective_slot))
    }

    /// Whether `slot` holds a card when the front-most Location lies in
    /// slot `front` (`Squad::front`): the path up to it, and the
    /// objective once connected.
    pub(crate) fn slot_holds_card(&self, slot: u8, front: u8) -> bool {
        let d = self.fixed.objective_slot;
        slot <= front || (slot == d && front + 1 == d)
    }

    /// R-F1..R-F3: checks an own-turn card play.
    pub(crate) fn check_play(&self, card: u8, boost: bool, discard: u64, param: u8) -> Result<CardPlan, Error> {
        let turn = the_turn(&self.state.flow, &self.state.team)?;
        let s = turn.soldier;
        self.design(card).ok_or(Error::CardNotInHand)?;
        let plan = self.check_play_base(s, card, boost, discard, &self.play_use(s, card, param))?;
        self.check_play_choice(s, card, boost, param)?;
        Ok(plan)
    }

    /// R-F1: what the keywords of an own-turn card played by soldier `s`
    /// with choice `param` are matched against: for a card that deploys a
    /// weapon (Quick Setup), the weapon its choice names; else nothing.
    pub(crate) fn play_use(&self, s: u8, card: u8, param: u8) -> CardUse<'_> {
        let mut u = CardUse::default();
        // `effect_kinds` of its effect, from the set-up tables.
        let deploy = self.fixed.tables.kinds.get(usize::from(card)).is_some_and(|k| k[0] & DEPLOY != 0);
        if deploy
            && let Some(Item::Weapon(w)) =
                self.state.team.soldier(s).gear.get(usize::from(param)).copied().flatten().map(|g| g.item)
        {
            u.weapon = self.fixed.content.weapons().get(usize::from(w));
        }
        u
    }

    /// R-F2, R-F3: how many other cards an own-turn card discards (a
    /// Covert card's, a Support card's less the Support discount of the
    /// slot, `discount`, worked out only for a Support card), and whether
    /// it is a Support card (its category, from the set-up tables). A
    /// Reaction card is not played so (R-F4).
    pub(crate) fn play_discards(&self, card: u8, discount: impl FnOnce() -> u8) -> Result<(u8, bool), Error> {
        self.design(card).ok_or(Error::CardNotInHand)?;
        let tables = &self.fixed.tables;
        let discards = tables.discards[usize::from(card & 63)];
        if Bits(tables.reaction).contains(card) {
            Err(Error::WrongTiming)
        } else if Bits(tables.support).contains(card) {
            Ok((discards.saturating_sub(discount()), true))
        } else {
            Ok((discards, false))
        }
    }

    /// R-F1..R-F3: the checks of an own-turn card play for soldier `s` that
    /// do not depend on its choice (`param`): the card (keyword match
    /// against `u`), its discards and the room for a Support card.
    pub(crate) fn check_play_base(
        &self,
        s: u8,
        card: u8,
        boost: bool,
        discard: u64,
        u: &CardUse<'_>,
    ) -> Result<CardPlan, Error> {
        self.design(card).ok_or(Error::CardNotInHand)?;
        let c = self.check_card(Play { card, boost }, s, Timing::OwnTurn, u)?;
        let (need, support) = self.play_discards(card, || self.support_discount(self.state.team.soldier(s).slot).0)?;
        let hand = self.state.team.soldier(c.holder).hand & !bit(card);
        if discard & !hand != 0 || discard.count_ones() != u32::from(need) {
            return Err(Error::WrongDiscards { need });
        }
        if support && !self.state.field.support_room() {
            return Err(Error::BadRetain);
        }
        Ok(CardPlan { c, support })
    }

    /// R-F1..R-F3: whether the choice `param` of an own-turn card played for
    /// soldier `s` is one its effect can take (0 when it takes none).
    pub(crate) fn check_play_choice(&self, s: u8, card: u8, boost: bool, param: u8) -> Result<(), Error> {
        let design = self.design(card).ok_or(Error::CardNotInHand)?;
        // An effect with no choice and no Gain Reloads (`effect_kinds`, from
        // the set-up tables) takes choice 0 alone.
        let kinds = self.fixed.tables.kinds[usize::from(card & 63)][usize::from(boost && design.boost.is_some())];
        if kinds & (CHOOSY | GAIN) == 0 {
            return if param == 0 { Ok(()) } else { Err(Error::NoEffect) };
        }
        let effect = if boost { design.boost.as_ref().map_or(&design.effect, |b| &b.effect) } else { &design.effect };
        self.play_choice(s, effect, param)
    }

    /// R-F1: whether a card of effect `effect` played by soldier `s`
    /// takes the choice `param`: each of its effects accepts it
    /// ([`Squad::effect_choice`]), and it is 0 unless one takes a choice.
    pub(crate) fn play_choice(&self, s: u8, effect: &Effect, param: u8) -> Result<(), Error> {
        if !matches!(effect, Effect::Seq(_)) {
            let needs_param = self.effect_choice(s, effect, param)?;
            return if needs_param || param == 0 { Ok(()) } else { Err(Error::NoEffect) };
        }
        let mut needs_param = false;
        let mut result = Ok(());
        effect.each(&mut |e| {
            if result.is_ok() {
                match self.effect_choice(s, e, param) {
                    Ok(p) => needs_param |= p,
                    Err(err) => result = Err(err),
                }
            }
        });
        result?;
        if !needs_param && param != 0 {
            return Err(Error::NoEffect);
        }
        Ok(())
    }

    /// R-F1: whether effect `e` (not a sequence) of a card soldier
    /// `s` plays accepts the choice `param`: `Ok(true)` when it takes a
    /// choice ([`Effect::choice`]) and this one fits, `Ok(false)` when it
    /// takes none (Gain Reloads still needs an ammo group). One arm per
    /// effect: a new effect with a choice says here what it may choose.
    pub(crate) fn effect_choice(&self, s: u8, e: &Effect, param: u8) -> Result<bool, Error> {
        let t = self.state.team.soldier(s);
        match e {
            Effect::FreeReload { need_spare } => match self.gear_weapon(s, param) {
                Some((g, grp))
                    if g.out_of_ammo
                        && (!need_spare || grp.is_some_and(|x| t.spares[usize::from(x) % t.spares.len()] > 0)) =>
                {
                    Ok(true)
                }
                _ => Err(Error::BadReload),
            },
            Effect::ReturnOwnTargetCounter => match self.state.foes.get(param) {
                Some(f) if f.target == s => Ok(true),
                _ => Err(Error::NoSuchTarget),
            },
            Effect::Strike { range, .. } => self.strike_slot_ok(s, param, *range).map(|_| true),
            Effect::SmokeSlot { reach, .. } => {
                if self.slot_has_card(param) && reach.is_none_or(|r| param.abs_diff(t.slot) <= r) {
                    Ok(true)
                } else {
                    Err(Error::OutOfRange)
                }
            }
            Effect::Heal { who, .. } => {
                let ok = match who {
                    Who::SelfOnly => param == s,
                    _ => self.state.team.in_play(param) && self.state.team.soldier(param).slot == t.slot,
                };
                if ok { Ok(true) } else { Err(Error::NoEffect) }
            }
            Effect::DeployFree => match self.gear_weapon(s, param) {
                Some((g, _)) if !g.deployed && self.has_deploy_mode(&g) => Ok(true),
                _ => Err(Error::BadDeploy),
            },
            Effect::GainReloads(_) => self.reload_group_of(s).map(|_| false).ok_or(Error::NoEffect),
            instants_without_choice!() | modifier_effects!() | reaction_effects!() | standing_effects!() => Ok(false),
            Effect::Seq(_) => Ok(false),
        }
    }

    pub(crate) fn do_play(
        &mut self,
        card: u8,
        boost: bool,
        discard: u64,
        param: u8,
        ev: &mut impl EventSink<Event>,
    ) -> Result<(), Error> {
        let plan = self.check_play(card, boost, discard, param)?;
        let Some(turn) = self.state.team.turn else { return Err(Error::NotYourTurn(NONE)) };
        let s = turn.soldier;
        let holder = plan.c.holder;
        self.discard_cards(holder, discard, ev);
        let fixed = Arc::clone(&self.fixed);
        let Some(design) = fixed.content.action_of(card) else { return Err(Error::CardNotInHand) };
        if plan.support {
            self.state.team.soldier_mut(holder).hand &= !bit(card);
            self.state.team.pay_xp(holder, plan.c.xp, ev);
            ev.emit(Event::Played { soldier: s, card: design.id, boosted: boost });
            let smoke = design.effect.any(&|e| matches!(e, Effect::SmokeSlot { .. }));
            let strike = design.effect.any(&|e| matches!(e, Effect::Strike { .. }));
            if let Some(place) = self.state.field.supports.iter_mut().find(|x| x.is_none()) {
                *place = Some(Support { card, owner: s, slot: if smoke { param } else { NONE }, fired: strike });
            }
        } else {
            self.state.team.soldier_mut(holder).hand &= !bit(card);
            self.state.decks.actions.discard |= bit(card);
            self.state.team.pay_xp(holder, plan.c.xp, ev);
            ev.emit(Event::Played { soldier: s, card: design.id, boosted: boost });
        }
        let effect = if boost { design.boost.as_ref().map_or(&design.effect, |b| &b.effect) } else { &design.effect };
        effect.each(&mut |e| self.resolve_effect(e, Source::Card, s, param, ev));
        Ok(())
    }

    /// R-F10: whether the soldier whose turn it is may end its turn retaining `keep`.
    pub(crate) fn check_end_turn(&self, keep: u64) -> Result<(), Error> {
        let turn = the_turn(&self.state.flow, &self.state.team)?;
        let s = turn.soldier;
        retain_allowed(self.state.field.owned_supports(s), keep, self.keep_cost(s, keep), self.state.team.total_xp())
    }

    pub(crate) fn keep_cost(&self, s: u8, keep: u64) -> u8 {
        let mut cost = 0u8;
        for c in Bits(keep) {
            cost = cost.saturating_add(self.retain_cost(c, s));
        }
        cost
    }

    pub(crate) fn check_fire_support(&self, card: u8, slot: u8) -> Result<(u8, i8, u16), Error> {
        let turn = the_turn(&self.state.flow, &self.state.team)?;
        let s = turn.soldier;
        let Strike { range, to_hit, pen } = self.ready_strike(s, card).ok_or(Error::BadRetain)?;
        let cards = self.strike_slot_ok(s, slot, range)?;
        Ok((to_hit, pen, cards))
    }
}
