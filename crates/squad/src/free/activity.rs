//! The other soldier actions (R-A1, R-A9), the free activities
//! (R-F1..R-F10), the phase decisions (R-R1) and the dispatcher that checks
//! an action before doing it (validate first, then mutate).

use std::sync::Arc;

use wargames_core::{EventSink, FlowError};

use crate::content::{Activation, Category, Effect, LocKw, ModeKw, Requirement, Timing, Who};
use crate::engine::effects::Source;
use crate::engine::flow::bit;
use crate::engine::squad::Squad;
use crate::engine::state::{
    Arm, Attack, Frame, Gear, HAND_LIMIT, Item, Life, MAX_DROPPED, NONE, Need, Style, Support, Turn,
};
use crate::error::Error;
use crate::event::Event;
use crate::free::needs::Use;
use crate::legal::order::{Order, Play};

/// What a checked own-turn card play needs to be done.
#[derive(Clone, Copy)]
pub(crate) struct CardPlan {
    c: crate::actions::turn::Checked,
    support: bool,
}

impl Squad {
    fn turn_now(&self) -> Result<Turn, Error> {
        match (self.d.need, self.d.turn) {
            (Need::Turn, Some(t)) => Ok(t),
            _ => Err(Error::NotYourTurn(NONE)),
        }
    }

    fn spend_actions(&mut self, n: u8) {
        if let Some(t) = self.d.turn.as_mut() {
            t.actions = t.actions.saturating_sub(n);
        }
    }

    fn need_actions(turn: &Turn, n: u8) -> Result<(), Error> {
        if turn.actions < n { Err(Error::NoActions { cost: n, left: turn.actions }) } else { Ok(()) }
    }

    /// The ammo group reloads of soldier `s` go to.
    pub(crate) fn reload_group_of(&self, s: u8) -> Option<u8> {
        let t = self.trooper(s);
        if t.reload_group != NONE {
            return Some(t.reload_group);
        }
        t.gear.iter().flatten().find_map(|g| match g.item {
            Item::Weapon(w) => self.ctx.content.ammo_group(w),
            _ => None,
        })
    }

    /// The weight of item `g` (R-F8), from the set-up; the Dispatch weighs nothing.
    pub(crate) fn item_weight(&self, g: &Gear) -> i32 {
        match g.item {
            Item::Weapon(w) => i32::from(self.ctx.weapon_weight_of[usize::from(w)]),
            Item::Equipment(q) => i32::from(self.ctx.equipment_weight_of[usize::from(q)]),
            Item::Dispatch => 0,
        }
    }

    /// R-F8: whether soldier `s` may take `g` (room, weight, NPS built-in rule).
    pub(crate) fn can_carry(&self, s: u8, g: &Gear) -> bool {
        self.carry(s).fits(self, g)
    }

    /// R-F8: what soldier `s` may take, worked out once for any number of items.
    pub(crate) fn carry(&self, s: u8) -> Carry {
        if !self.in_play(s) {
            return Carry::Nothing;
        }
        let t = self.trooper(s);
        // One pass over the gear: a free place, and the weight carried.
        let (mut room, mut carried) = (false, 0i32);
        for g in &t.gear {
            match g {
                Some(x) => carried += self.item_weight(x),
                None => room = true,
            }
        }
        if !room {
            return Carry::Nothing;
        }
        self.carry_with(s, carried)
    }

    /// `carry` of soldier `s`, in play with a free gear place and carrying
    /// `carried` weight: what its design and skills let it take.
    pub(crate) fn carry_with(&self, s: u8, carried: i32) -> Carry {
        let t = self.trooper(s);
        let tables = &self.ctx.tables;
        // The soldier's design, read from the set-up tables.
        match tables.soldier_carry[usize::from(t.card)] {
            crate::setup::tables::BUILTIN => Carry::Builtin(s),
            crate::setup::tables::DISPATCH_ONLY => Carry::DispatchOnly,
            carry => {
                Carry::Weight(i32::from(carry) + i32::from(self.ctx.carry_mod) + tables.carry_bonus(t.skills) - carried)
            }
        }
    }

    /// Support discount (Field Radio) in slot `slot`: (discard, retain).
    fn support_discount(&self, slot: u8) -> (u8, u8) {
        let mut out = (0, 0);
        // No equipment of the card set gives a discount: none.
        if self.ctx.discounts == 0 {
            return out;
        }
        // `in_play`: the soldiers in play, kept in `Dyn::alive`.
        let mut live = self.d.alive;
        while live != 0 {
            let s = live.trailing_zeros() as u8;
            live &= live - 1;
            if s >= self.d.n_soldiers {
                break;
            }
            let t = self.trooper(s);
            if t.slot != slot {
                continue;
            }
            for g in t.gear.iter().flatten() {
                if let Item::Equipment(q) = g.item
                    && self.ctx.discounts & (1u64 << (q & 63)) != 0
                    && let Effect::SupportDiscount { discard, retain } =
                        self.ctx.content.equipment()[usize::from(q)].effect
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
        self.support_discount(self.trooper(s).slot).0
    }

    /// The Support discounts (discard, retain) in soldier `s`'s slot (Field Radio).
    pub(crate) fn support_discounts_here(&self, s: u8) -> (u8, u8) {
        self.support_discount(self.trooper(s).slot)
    }

    /// The XP to keep support card `card` of soldier `s` (R-F3).
    pub(crate) fn retain_cost(&self, card: u8, s: u8) -> u8 {
        self.retain_cost_with(card, self.support_discount(self.trooper(s).slot).1)
    }

    /// The XP to keep support card `card` with retain discount `discount`.
    pub(crate) fn retain_cost_with(&self, card: u8, discount: u8) -> u8 {
        match self.design(card).map(|d| d.category) {
            Some(Category::Support { retain, .. }) => retain.saturating_sub(discount),
            _ => 0,
        }
    }

    pub(crate) fn strike_slot_ok(&self, s: u8, slot: u8, range: u8) -> Result<u16, Error> {
        let from = self.trooper(s).slot;
        let d = slot.abs_diff(from);
        if d == 0 || d > range || slot > 10 {
            return Err(Error::OutOfRange);
        }
        if self.terrain(slot).is_some_and(|t| t.keywords.contains(&LocKw::CollateralDamage)) {
            return Err(Error::CollateralDamage);
        }
        let mut cards = 0u16;
        for (i, f) in self.d.foes.iter().enumerate() {
            if let Some(f) = f
                && f.slot == slot
            {
                if f.objective && !self.d.active {
                    return Err(Error::ObjectiveNotActive);
                }
                cards |= 1 << i;
            }
        }
        if slot == self.ctx.d && self.d.active && self.kills_requirement().is_some() {
            cards |= 1 << 15;
        }
        if cards == 0 {
            return Err(Error::NoSuchTarget);
        }
        Ok(cards)
    }

    pub(crate) fn strike_attack(&self, s: u8, slot: u8, to_hit: u8, pen: i8, cards: u16) -> Attack {
        Attack { cards, ..Attack::new(s, Arm::Strike, Style::Explosion, slot, to_hit as i8, pen) }
    }

    pub(crate) fn slot_has_card(&self, slot: u8) -> bool {
        slot <= self.front() || (slot == self.ctx.d && self.connected())
    }

    /// R-F1..R-F3: checks an own-turn card play.
    fn check_play(&self, card: u8, boost: bool, discard: u64, param: u8) -> Result<CardPlan, Error> {
        let turn = self.turn_now()?;
        let s = turn.soldier;
        let design = self.design(card).ok_or(Error::CardNotInHand)?;
        // Keyword match for Quick Setup: the weapon named by `param`.
        let mut u = Use::default();
        let deploy = design.effect.any(&|e| matches!(e, Effect::DeployFree));
        if deploy
            && let Some(Item::Weapon(w)) =
                self.trooper(s).gear.get(usize::from(param)).copied().flatten().map(|g| g.item)
        {
            u.weapon = self.ctx.content.weapons().get(usize::from(w));
        }
        let plan = self.check_play_base(s, card, boost, discard, &u)?;
        self.check_play_choice(s, card, boost, param)?;
        Ok(plan)
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
        u: &Use<'_>,
    ) -> Result<CardPlan, Error> {
        let design = self.design(card).ok_or(Error::CardNotInHand)?;
        let c = self.check_card(Play { card, boost }, s, Timing::OwnTurn, u)?;
        let (need, support) = match design.category {
            Category::Standard => (0, false),
            Category::Covert { discard } => (discard, false),
            Category::Support { discard, .. } => {
                (discard.saturating_sub(self.support_discount(self.trooper(s).slot).0), true)
            }
            Category::Reaction => return Err(Error::WrongTiming),
        };
        let hand = self.trooper(c.holder).hand & !bit(card);
        if discard & !hand != 0 || discard.count_ones() != u32::from(need) {
            return Err(Error::WrongDiscards { need });
        }
        if support && !self.d.supports.iter().any(Option::is_none) {
            return Err(Error::BadRetain);
        }
        Ok(CardPlan { c, support })
    }

    /// R-F1..R-F3: whether the choice `param` of an own-turn card played for
    /// soldier `s` is one its effect can take (0 when it takes none).
    pub(crate) fn check_play_choice(&self, s: u8, card: u8, boost: bool, param: u8) -> Result<(), Error> {
        let design = self.design(card).ok_or(Error::CardNotInHand)?;
        let effect = if boost { design.boost.as_ref().map_or(&design.effect, |b| &b.effect) } else { &design.effect };
        let mut needs_param = false;
        let mut result = Ok(());
        let t = self.trooper(s);
        effect.each(&mut |e| {
            let r: Result<bool, Error> = match e {
                Effect::FreeReload { need_spare } => match self.gear_weapon(s, param) {
                    Some((g, grp))
                        if g.out_of_ammo
                            && (!need_spare || grp.is_some_and(|x| t.spares[usize::from(x) % t.spares.len()] > 0)) =>
                    {
                        Ok(true)
                    }
                    _ => Err(Error::BadReload),
                },
                Effect::GainReloads(_) => self.reload_group_of(s).map(|_| false).ok_or(Error::NoEffect),
                Effect::ReturnOwnTargetCounter => match self.foe(param) {
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
                        _ => self.in_play(param) && self.trooper(param).slot == t.slot,
                    };
                    if ok { Ok(true) } else { Err(Error::NoEffect) }
                }
                Effect::DeployFree => match self.gear_weapon(s, param) {
                    Some((g, _)) if !g.deployed && self.has_deploy_mode(&g) => Ok(true),
                    _ => Err(Error::BadDeploy),
                },
                _ => Ok(false),
            };
            match r {
                Ok(p) => needs_param |= p,
                Err(err) => {
                    if result.is_ok() {
                        result = Err(err);
                    }
                }
            }
        });
        result?;
        if !needs_param && param != 0 {
            return Err(Error::NoEffect);
        }
        Ok(())
    }

    pub(crate) fn gear_weapon(&self, s: u8, g: u8) -> Option<(Gear, Option<u8>)> {
        let gear = self.trooper(s).gear.get(usize::from(g)).copied().flatten()?;
        match gear.item {
            Item::Weapon(w) => Some((gear, self.ctx.content.ammo_group(w))),
            _ => None,
        }
    }

    pub(crate) fn has_deploy_mode(&self, g: &Gear) -> bool {
        match g.item {
            Item::Weapon(w) => {
                let w = &self.ctx.content.weapons()[usize::from(w)];
                w.modes.iter().any(|m| w.has(Some(m), ModeKw::Deploy))
            }
            _ => false,
        }
    }

    fn do_play(
        &mut self,
        card: u8,
        boost: bool,
        discard: u64,
        param: u8,
        ev: &mut impl EventSink<Event>,
    ) -> Result<(), Error> {
        let plan = self.check_play(card, boost, discard, param)?;
        let Some(turn) = self.d.turn else { return Err(Error::NotYourTurn(NONE)) };
        let s = turn.soldier;
        let holder = plan.c.holder;
        self.discard_cards(holder, discard, ev);
        let ctx = Arc::clone(&self.ctx);
        let Some(design) = ctx.content.action_of(card) else { return Err(Error::CardNotInHand) };
        if plan.support {
            self.trooper_mut(holder).hand &= !bit(card);
            self.pay_xp(holder, plan.c.xp, ev);
            ev.emit(Event::Played { soldier: s, card: design.id, boosted: boost });
            let smoke = design.effect.any(&|e| matches!(e, Effect::SmokeSlot { .. }));
            let strike = design.effect.any(&|e| matches!(e, Effect::Strike { .. }));
            if let Some(place) = self.d.supports.iter_mut().find(|x| x.is_none()) {
                *place = Some(Support { card, owner: s, slot: if smoke { param } else { NONE }, fired: strike });
            }
        } else {
            self.trooper_mut(holder).hand &= !bit(card);
            self.d.actions.discard |= bit(card);
            self.pay_xp(holder, plan.c.xp, ev);
            ev.emit(Event::Played { soldier: s, card: design.id, boosted: boost });
        }
        let effect = if boost { design.boost.as_ref().map_or(&design.effect, |b| &b.effect) } else { &design.effect };
        effect.each(&mut |e| self.resolve_effect(e, Source::Card, s, param, ev));
        Ok(())
    }

    /// The check every action starts with: the game waits for a player
    /// decision (not over, no chance pending).
    pub(crate) fn check_decision(&self) -> Result<(), Error> {
        match self.d.need {
            Need::Over(_) => Err(FlowError::GameOver.into()),
            Need::Chance(_) | Need::Run => Err(FlowError::ChancePending.into()),
            _ => Ok(()),
        }
    }

    /// Validates `action` (nothing changes).
    pub(crate) fn check_action(&self, action: &Order) -> Result<(), Error> {
        self.check_decision()?;
        match *action {
            Order::BeginTurn { soldier } => {
                if self.d.need != Need::Phase || !self.in_play(soldier) || self.d.done & (1 << (soldier & 7)) != 0 {
                    return Err(Error::NotYourTurn(soldier));
                }
                Ok(())
            }
            Order::Withdraw { soldier } => self.check_withdraw(soldier),
            Order::RemoveSuppression => self.check_remove_suppression(),
            Order::Move { to, play, pay } => self.check_move(to, play, pay).map(|_| ()),
            Order::Attack { weapon, mode, aim, play } => self.check_attack(weapon, mode, aim, play).map(|_| ()),
            Order::Melee { weapon, target, play } => self.check_melee(weapon, target, play).map(|_| ()),
            Order::Throw { item, slot, play } => self.check_throw(item, slot, play).map(|_| ()),
            Order::Reload { weapon } => self.check_reload(weapon),
            Order::Deploy { weapon } => self.check_deploy(weapon),
            Order::DiscardDraw { discard } => self.check_discard_draw(discard),
            Order::UseEquipment { item, on } => self.check_equipment(item, on).map(|_| ()),
            Order::UseCache => self.check_cache(),
            Order::PlayCard { card, boost, discard, param } => self.check_play(card, boost, discard, param).map(|_| ()),
            Order::FireSupport { card, slot } => self.check_fire_support(card, slot).map(|_| ()),
            Order::PlaceLocation => self.check_place(),
            Order::ActivateObjective => self.check_activate(),
            Order::TakeDispatch => self.check_take_dispatch(),
            Order::PassGear { item, to } => self.check_pass_gear(item, to),
            Order::DropGear { item } => self.check_drop_gear(item),
            Order::PickUp { item } => self.check_pick_up(item),
            Order::EndTurn { keep } => self.check_end_turn(keep),
            Order::ChooseLocation { card } => {
                if self.d.need != Need::Recon || self.d.recon & bit(card) == 0 || card >= 64 {
                    return Err(Error::NotAReconCard);
                }
                Ok(())
            }
            Order::React { card, boost } => self.check_react(card, boost).map(|_| ()),
            Order::Pass => {
                if self.d.need != Need::Reaction {
                    return Err(Error::NoReactionWindow);
                }
                Ok(())
            }
            Order::Discard { card } => match (self.d.need, self.top()) {
                (Need::Trim, Some(Frame::Trim { s })) if self.trooper(s).hand & bit(card) != 0 && card < 64 => Ok(()),
                _ => Err(Error::BadDiscard),
            },
        }
    }

    /// R-F9: whether soldier `soldier` may withdraw now.
    pub(crate) fn check_withdraw(&self, soldier: u8) -> Result<(), Error> {
        if !matches!(self.d.need, Need::Phase | Need::Turn) {
            return Err(Error::NotYourTurn(soldier));
        }
        if !self.in_play(soldier) || self.trooper(soldier).health > 2 {
            return Err(Error::CannotWithdraw);
        }
        Ok(())
    }

    /// R-A1: whether the soldier whose turn it is may remove a suppression counter.
    pub(crate) fn check_remove_suppression(&self) -> Result<(), Error> {
        let turn = self.turn_now()?;
        Self::need_actions(&turn, 1)?;
        if self.trooper(turn.soldier).suppression == 0 {
            return Err(Error::NotSuppressed);
        }
        Ok(())
    }

    /// R-A9: whether the soldier whose turn it is may reload item `weapon`.
    pub(crate) fn check_reload(&self, weapon: u8) -> Result<(), Error> {
        let turn = self.turn_now()?;
        Self::need_actions(&turn, 1)?;
        let s = turn.soldier;
        match self.gear_weapon(s, weapon) {
            Some((g, Some(grp))) if g.out_of_ammo && self.trooper(s).spares[usize::from(grp) % 8] > 0 => Ok(()),
            _ => Err(Error::BadReload),
        }
    }

    /// R-A9: whether the soldier whose turn it is may deploy item `weapon`.
    pub(crate) fn check_deploy(&self, weapon: u8) -> Result<(), Error> {
        let turn = self.turn_now()?;
        Self::need_actions(&turn, 1)?;
        match self.gear_weapon(turn.soldier, weapon) {
            Some((g, _)) if !g.deployed && self.has_deploy_mode(&g) => Ok(()),
            _ => Err(Error::BadDeploy),
        }
    }

    /// R-A9: whether the soldier whose turn it is may discard `discard` and draw.
    pub(crate) fn check_discard_draw(&self, discard: u64) -> Result<(), Error> {
        let turn = self.turn_now()?;
        Self::need_actions(&turn, 1)?;
        let s = turn.soldier;
        if !self.is_ps(s) || discard & !self.trooper(s).hand != 0 {
            return Err(Error::BadDiscard);
        }
        Ok(())
    }

    /// R-A9: whether the soldier whose turn it is may use the cache of its slot.
    pub(crate) fn check_cache(&self) -> Result<(), Error> {
        let turn = self.turn_now()?;
        Self::need_actions(&turn, 1)?;
        self.cache_here(turn.soldier).map(|_| ())
    }

    /// R-F5: whether the soldier whose turn it is may place the next Location.
    pub(crate) fn check_place(&self) -> Result<(), Error> {
        let turn = self.turn_now()?;
        let f = self.front();
        if turn.placed
            || self.trooper(turn.soldier).slot != f
            || f + 1 >= self.ctx.d
            || self.d.locations.drawable() == 0
        {
            return Err(Error::CannotPlace);
        }
        Ok(())
    }

    /// R-F7: whether the soldier whose turn it is may activate the objective.
    pub(crate) fn check_activate(&self) -> Result<(), Error> {
        let turn = self.turn_now()?;
        if self.d.active || !self.connected() || self.trooper(turn.soldier).slot + 1 != self.ctx.d {
            return Err(Error::CannotActivate);
        }
        Ok(())
    }

    /// R-V1: whether the soldier whose turn it is may take the dispatch.
    pub(crate) fn check_take_dispatch(&self) -> Result<(), Error> {
        let turn = self.turn_now()?;
        let Requirement::Recover { actions, .. } = self.ctx.requirement else {
            return Err(Error::CannotRecover);
        };
        let s = turn.soldier;
        if !self.d.active
            || self.d.dispatch_taken
            || self.trooper(s).slot != self.ctx.d
            || !self.trooper(s).gear.iter().any(Option::is_none)
        {
            return Err(Error::CannotRecover);
        }
        Self::need_actions(&turn, actions)
    }

    /// R-F8: whether the soldier whose turn it is may pass item `item` to soldier `to`.
    pub(crate) fn check_pass_gear(&self, item: u8, to: u8) -> Result<(), Error> {
        let turn = self.turn_now()?;
        let s = turn.soldier;
        let g = self.trooper(s).gear.get(usize::from(item)).copied().flatten().ok_or(Error::BadGear)?;
        if turn.gear_moved & (1 << (item & 7)) != 0 {
            return Err(Error::GearMovedThisTurn);
        }
        if to == s || !self.in_play(to) || self.trooper(to).slot != self.trooper(s).slot || !self.can_carry(to, &g) {
            return Err(Error::BadGear);
        }
        Ok(())
    }

    /// R-F8: whether the soldier whose turn it is may drop item `item`.
    pub(crate) fn check_drop_gear(&self, item: u8) -> Result<(), Error> {
        let turn = self.turn_now()?;
        self.trooper(turn.soldier).gear.get(usize::from(item)).copied().flatten().ok_or(Error::BadGear)?;
        if turn.gear_moved & (1 << (item & 7)) != 0 {
            return Err(Error::GearMovedThisTurn);
        }
        if self.d.lying == u16::MAX {
            return Err(Error::BadGear);
        }
        Ok(())
    }

    /// R-F8: whether the soldier whose turn it is may pick up dropped item `item`.
    pub(crate) fn check_pick_up(&self, item: u8) -> Result<(), Error> {
        let turn = self.turn_now()?;
        let s = turn.soldier;
        match self.d.dropped.get(usize::from(item)).copied().flatten() {
            Some(_) if turn.dropped_moved & (1 << (item & 15)) != 0 => Err(Error::GearMovedThisTurn),
            Some((slot, g)) if slot == self.trooper(s).slot && self.can_carry(s, &g) => Ok(()),
            _ => Err(Error::BadGear),
        }
    }

    /// R-F10: whether the soldier whose turn it is may end its turn retaining `keep`.
    pub(crate) fn check_end_turn(&self, keep: u64) -> Result<(), Error> {
        let turn = self.turn_now()?;
        let s = turn.soldier;
        let owned = self.owned_supports(s);
        if keep & !owned != 0 {
            return Err(Error::BadRetain);
        }
        let cost = self.keep_cost(s, keep);
        // Keeping nothing costs nothing; otherwise count the XP there is.
        if cost > 0 {
            let have = self.total_xp();
            if cost > have {
                return Err(Error::NoXp { need: cost, have });
            }
        }
        Ok(())
    }

    pub(crate) fn owned_supports(&self, s: u8) -> u64 {
        self.d.supports.iter().flatten().filter(|x| x.owner == s).fold(0, |m, x| m | bit(x.card))
    }

    fn keep_cost(&self, s: u8, keep: u64) -> u8 {
        let mut cost = 0u8;
        let mut m = keep;
        while m != 0 {
            let c = m.trailing_zeros() as u8;
            m &= m - 1;
            cost = cost.saturating_add(self.retain_cost(c, s));
        }
        cost
    }

    fn cache_here(&self, s: u8) -> Result<u8, Error> {
        let slot = self.trooper(s).slot;
        let n = self
            .terrain(slot)
            .and_then(|t| t.keywords.iter().find_map(|k| if let LocKw::Cache(n) = k { Some(*n) } else { None }))
            .ok_or(Error::NoCache)?;
        if self.d.cache_used & (1 << slot) != 0 || self.reload_group_of(s).is_none() {
            return Err(Error::NoCache);
        }
        Ok(n)
    }

    pub(crate) fn check_equipment(&self, item: u8, on: u8) -> Result<u8, Error> {
        let turn = self.turn_now()?;
        let s = turn.soldier;
        let g = self.trooper(s).gear.get(usize::from(item)).copied().flatten().ok_or(Error::BadEquipment)?;
        let Item::Equipment(q) = g.item else { return Err(Error::BadEquipment) };
        let q = &self.ctx.content.equipment()[usize::from(q)];
        let cost = match q.activation {
            Activation::Free => 0,
            Activation::Actions(n) => n,
            _ => return Err(Error::BadEquipment),
        };
        Self::need_actions(&turn, cost)?;
        if q.uses.is_some() && g.uses == 0 {
            return Err(Error::BadEquipment);
        }
        let slot = self.trooper(s).slot;
        let ok = match &q.effect {
            Effect::Heal { who, .. } => {
                let t = self.in_play(on)
                    && self.trooper(on).slot == slot
                    && self.trooper(on).health < self.trooper(on).max_health;
                t && (*who != Who::SelfOnly || on == s)
            }
            Effect::SmokeSlot { reach, .. } => self.slot_has_card(on) && reach.is_none_or(|r| on.abs_diff(slot) <= r),
            Effect::CoverBonus { .. } => on == s,
            _ => false,
        };
        if !ok {
            return Err(Error::BadEquipment);
        }
        Ok(cost)
    }

    pub(crate) fn check_fire_support(&self, card: u8, slot: u8) -> Result<(u8, i8, u16), Error> {
        let turn = self.turn_now()?;
        let s = turn.soldier;
        let sp = self.d.supports.iter().flatten().find(|x| x.card == card && x.owner == s).ok_or(Error::BadRetain)?;
        if sp.fired {
            return Err(Error::BadRetain);
        }
        let design = self.design(card).ok_or(Error::BadRetain)?;
        let mut strike = None;
        design.effect.each(&mut |e| {
            if let Effect::Strike { range, to_hit, pen } = e {
                strike = Some((*range, *to_hit, *pen));
            }
        });
        let (range, to_hit, pen) = strike.ok_or(Error::BadRetain)?;
        let cards = self.strike_slot_ok(s, slot, range)?;
        Ok((to_hit, pen, cards))
    }

    /// Checks then does `action`, then runs the game on.
    pub(crate) fn do_action(&mut self, action: &Order, ev: &mut impl EventSink<Event>) -> Result<(), Error> {
        match *action {
            // These run their own check (the one `check_action` runs, with
            // the same error) before anything changes, and keep its plan.
            Order::Move { .. }
            | Order::Attack { .. }
            | Order::Melee { .. }
            | Order::Throw { .. }
            | Order::UseEquipment { .. }
            | Order::PlayCard { .. }
            | Order::FireSupport { .. }
            | Order::React { .. } => self.check_decision()?,
            _ => self.check_action(action)?,
        }
        match *action {
            Order::BeginTurn { soldier } => {
                let card = self.card(soldier);
                let (actions, cx, id, ps) = (card.actions, card.cx(), card.id, card.is_player());
                self.d.turn = Some(Turn {
                    soldier,
                    actions,
                    moves: 1,
                    moved: false,
                    placed: false,
                    bolt_used: 0,
                    stealth_used: false,
                    stealth_next: false,
                    no_attack: false,
                    extra_dice: 0,
                    gear_moved: 0,
                    dropped_moved: 0,
                    reshuffled: false,
                });
                self.trooper_mut(soldier).cover_turn = 0;
                for sp in self.d.supports.iter_mut().flatten() {
                    if sp.owner == soldier {
                        sp.fired = false;
                    }
                }
                ev.emit(Event::TurnBegins { soldier, card: id, actions });
                self.push(Frame::Turn);
                // R-R2: CX draws, even beyond hand size (up to HAND_LIMIT, I31).
                if ps && cx > 0 {
                    self.push(Frame::Draw { s: soldier, n: cx, cap: HAND_LIMIT });
                }
            }
            Order::Withdraw { soldier } => self.remove_soldier(soldier, Life::Withdrawn, ev),
            Order::RemoveSuppression => {
                let s = self.turn_now()?.soldier;
                self.spend_actions(1);
                let t = self.trooper_mut(s);
                t.suppression -= 1;
                ev.emit(Event::SoldierRallied { soldier: s });
            }
            Order::Move { to, play, pay } => self.do_move(to, play, pay, ev)?,
            Order::Attack { weapon, mode, aim, play } => self.do_attack(weapon, mode, aim, play, ev)?,
            Order::Melee { weapon, target, play } => self.do_melee(weapon, target, play, ev)?,
            Order::Throw { item, slot, play } => self.do_throw(item, slot, play, ev)?,
            Order::Reload { weapon } => {
                let s = self.turn_now()?.soldier;
                self.spend_actions(1);
                if let Some((_, Some(grp))) = self.gear_weapon(s, weapon) {
                    let t = self.trooper_mut(s);
                    t.spares[usize::from(grp) % 8] -= 1;
                    if let Some(g) = t.gear[usize::from(weapon) % t.gear.len()].as_mut() {
                        g.out_of_ammo = false;
                        if let Item::Weapon(w) = g.item {
                            let id = self.ctx.content.weapons()[usize::from(w)].id;
                            ev.emit(Event::Reloaded { soldier: s, weapon: id });
                        }
                    }
                }
            }
            Order::Deploy { weapon } => {
                let s = self.turn_now()?.soldier;
                self.spend_actions(1);
                if let Some(g) = self.trooper_mut(s).gear.get_mut(usize::from(weapon)).and_then(Option::as_mut) {
                    g.deployed = true;
                    if let Item::Weapon(w) = g.item {
                        let id = self.ctx.content.weapons()[usize::from(w)].id;
                        ev.emit(Event::Deployed { soldier: s, weapon: id });
                    }
                }
            }
            Order::DiscardDraw { discard } => {
                let s = self.turn_now()?.soldier;
                self.spend_actions(1);
                self.discard_cards(s, discard, ev);
                let cap = self.trooper(s).health.min(HAND_LIMIT);
                self.push(Frame::Draw { s, n: u8::MAX, cap });
            }
            Order::UseEquipment { item, on } => {
                let cost = self.check_equipment(item, on)?;
                let s = self.turn_now()?.soldier;
                self.spend_actions(cost);
                let ctx = Arc::clone(&self.ctx);
                let Some(g) = self.trooper(s).gear.get(usize::from(item)).copied().flatten() else {
                    return Err(Error::BadEquipment);
                };
                let Item::Equipment(q) = g.item else { return Err(Error::BadEquipment) };
                let q = &ctx.content.equipment()[usize::from(q)];
                ev.emit(Event::EquipmentUsed { soldier: s, item: q.id, on });
                self.resolve_effect(&q.effect, Source::Equipment, s, on, ev);
                if q.uses.is_some() {
                    let t = self.trooper_mut(s);
                    let slot = &mut t.gear[usize::from(item) % t.gear.len()];
                    if let Some(x) = slot.as_mut() {
                        x.uses = x.uses.saturating_sub(1);
                        if x.uses == 0 {
                            *slot = None;
                        }
                    }
                }
            }
            Order::UseCache => {
                let s = self.turn_now()?.soldier;
                let n = self.cache_here(s)?;
                let slot = self.trooper(s).slot;
                self.spend_actions(1);
                self.d.cache_used |= 1 << slot;
                if let Some(g) = self.reload_group_of(s) {
                    let t = self.trooper_mut(s);
                    t.spares[usize::from(g) % 8] = t.spares[usize::from(g) % 8].saturating_add(n);
                    ev.emit(Event::ReloadsGained { soldier: s, n });
                }
            }
            Order::PlayCard { card, boost, discard, param } => self.do_play(card, boost, discard, param, ev)?,
            Order::FireSupport { card, slot } => {
                let (to_hit, pen, cards) = self.check_fire_support(card, slot)?;
                let s = self.turn_now()?.soldier;
                for sp in self.d.supports.iter_mut().flatten() {
                    if sp.card == card {
                        sp.fired = true;
                    }
                }
                let a = self.strike_attack(s, slot, to_hit, pen + self.skill_explosion_pen(s), cards);
                self.push(Frame::Attack(a));
            }
            Order::PlaceLocation => {
                if let Some(t) = self.d.turn.as_mut() {
                    t.placed = true;
                }
                let mut want = 1 + self.mission().recon();
                for sp in self.d.supports.iter().flatten() {
                    if let Some(d) = self.ctx.content.action_of(sp.card) {
                        d.effect.each(&mut |e| {
                            if let Effect::Recon(n) = e {
                                want = want.saturating_add(*n);
                            }
                        });
                    }
                }
                let slot = self.front() + 1;
                self.push(Frame::Place { slot, step: 0, want });
            }
            Order::ActivateObjective => {
                self.d.active = true;
                ev.emit(Event::ObjectiveActivated);
                self.push(Frame::Events { n: 1, step: 0 });
            }
            Order::TakeDispatch => {
                let s = self.turn_now()?.soldier;
                if let Requirement::Recover { actions, .. } = self.ctx.requirement {
                    self.spend_actions(actions);
                }
                self.d.dispatch_taken = true;
                let g = Gear { item: Item::Dispatch, out_of_ammo: false, deployed: false, uses: 0, builtin_of: NONE };
                if let Some(place) = self.trooper_mut(s).gear.iter_mut().find(|x| x.is_none()) {
                    *place = Some(g);
                }
                ev.emit(Event::DispatchTaken { soldier: s });
            }
            Order::PassGear { item, to } => {
                let s = self.turn_now()?.soldier;
                let t = self.trooper_mut(s);
                let g = t.gear[usize::from(item) % t.gear.len()].take();
                if let Some(g) = g {
                    let id = self.item_code(&g);
                    if let Some(place) = self.trooper_mut(to).gear.iter_mut().find(|x| x.is_none()) {
                        *place = Some(g);
                    }
                    ev.emit(Event::GearMoved { soldier: s, item: id, to });
                }
            }
            Order::DropGear { item } => {
                let s = self.turn_now()?.soldier;
                let slot = self.trooper(s).slot;
                let t = self.trooper_mut(s);
                let g = t.gear[usize::from(item) % t.gear.len()].take();
                if let Some(g) = g {
                    let id = self.item_code(&g);
                    // R-F8 ruling (I28): the entry it lies in is marked for the turn.
                    let entry = (!self.d.lying).trailing_zeros();
                    if self.d.lay_down(slot, g)
                        && let Some(turn) = self.d.turn.as_mut()
                    {
                        turn.dropped_moved |= 1 << (entry & 15);
                    }
                    ev.emit(Event::GearMoved { soldier: s, item: id, to: u8::MAX });
                }
            }
            Order::PickUp { item } => {
                let s = self.turn_now()?.soldier;
                if let Some((_, g)) = self.d.take_up(item % MAX_DROPPED as u8) {
                    let id = self.item_code(&g);
                    // R-F8 ruling (I28): the place it goes to is marked for the turn.
                    if let Some(place) = self.trooper(s).gear.iter().position(Option::is_none) {
                        self.trooper_mut(s).gear[place] = Some(g);
                        if let Some(turn) = self.d.turn.as_mut() {
                            turn.gear_moved |= 1 << (place & 7);
                        }
                    }
                    ev.emit(Event::GearMoved { soldier: s, item: id, to: s });
                }
            }
            Order::EndTurn { keep } => {
                let s = self.turn_now()?.soldier;
                let cost = self.keep_cost(s, keep);
                self.pay_xp(s, cost, ev);
                for i in 0..self.d.supports.len() {
                    if let Some(sp) = self.d.supports[i]
                        && sp.owner == s
                        && keep & bit(sp.card) == 0
                    {
                        self.d.supports[i] = None;
                        self.d.actions.discard |= bit(sp.card);
                        if let Some(d) = self.design(sp.card) {
                            ev.emit(Event::SupportReleased { card: d.id });
                        }
                    }
                }
                self.finish_turn(s, ev);
            }
            Order::ChooseLocation { card } => {
                if let Some(Frame::Place { slot, .. }) = self.top() {
                    self.place_location(slot, card, ev);
                }
            }
            Order::React { card, boost } => self.react(card, boost, ev)?,
            Order::Pass => self.pass(),
            Order::Discard { card } => {
                if let Some(Frame::Trim { s }) = self.top() {
                    self.discard_cards(s, bit(card), ev);
                }
            }
        }
        self.d.need = Need::Run;
        self.run(ev);
        Ok(())
    }

    pub(crate) fn item_code(&self, g: &Gear) -> crate::content::Code {
        match g.item {
            Item::Weapon(w) => self.ctx.content.weapons()[usize::from(w)].id,
            Item::Equipment(q) => self.ctx.content.equipment()[usize::from(q)].id,
            Item::Dispatch => self.objective().id,
        }
    }
}

/// What a soldier may take (R-F8): see `Squad::carry`.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Carry {
    /// Nothing: out of play, or no free gear place.
    Nothing,
    /// The Dispatch, or an item weighing at most this much.
    Weight(i32),
    /// The Dispatch, or a built-in item of this (non-player) soldier.
    Builtin(u8),
    /// The Dispatch only.
    DispatchOnly,
}

impl Carry {
    /// Whether item `g` may be taken.
    pub(crate) fn fits(self, game: &Squad, g: &Gear) -> bool {
        match self {
            Carry::Nothing => false,
            _ if g.item == Item::Dispatch => true,
            Carry::Weight(spare) => game.item_weight(g) <= spare,
            Carry::Builtin(s) => g.builtin_of == s,
            Carry::DispatchOnly => false,
        }
    }
}
