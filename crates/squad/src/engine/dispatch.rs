//! The dispatcher of the turn's decisions: checks an action before doing
//! it (validate first, then mutate) and does it, with the phase decisions
//! (R-R1) and what every action spends (R-A1).

use std::sync::Arc;

use wargames_core::{Bits, EventSink};

use crate::actions::other::{check_remove_suppression, check_withdraw};
use crate::content::{Effect, Requirement};
use crate::enemy::assault::pass;
use crate::error::Error;
use crate::event::Event;
use crate::free::gear::check_drop_gear;
use crate::state::effects::Source;
use crate::state::flow::Flow;
use crate::state::machine::{bit, finish_turn};
use crate::state::progress::Progress;
use crate::state::squad::Squad;
use crate::state::team::{Team, the_turn};
use crate::state::{Attack, Frame, Gear, HAND_LIMIT, Item, Life, MAX_DROPPED, NONE, Need, Turn};
use crate::terms::order::Order;

impl Squad {
    /// Validates `action` (nothing changes).
    pub(crate) fn check_order(&self, action: &Order) -> Result<(), Error> {
        self.state.flow.check_decision()?;
        match *action {
            Order::BeginTurn { soldier } => {
                if self.state.flow.need != Need::Phase
                    || !self.state.team.in_play(soldier)
                    || self.state.team.done & (1 << (soldier & 7)) != 0
                {
                    return Err(Error::NotYourTurn(soldier));
                }
                Ok(())
            }
            Order::Withdraw { soldier } => check_withdraw(&self.state.flow, &self.state.team, soldier),
            Order::RemoveSuppression => check_remove_suppression(&self.state.flow, &self.state.team),
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
            Order::DropGear { item } => check_drop_gear(&self.state.flow, &self.state.team, &self.state.field, item),
            Order::PickUp { item } => self.check_pick_up(item),
            Order::EndTurn { keep } => self.check_end_turn(keep),
            Order::ChooseLocation { card } => {
                if self.state.flow.need != Need::Recon || self.state.decks.recon & bit(card) == 0 || card >= 64 {
                    return Err(Error::NotAReconCard);
                }
                Ok(())
            }
            Order::React { card, boost } => self.check_react(card, boost).map(|_| ()),
            Order::Pass => {
                if self.state.flow.need != Need::Reaction {
                    return Err(Error::NoReactionWindow);
                }
                Ok(())
            }
            Order::Discard { card } => match (self.state.flow.need, self.state.flow.top()) {
                (Need::Trim, Some(Frame::Trim { s }))
                    if self.state.team.soldier(s).hand & bit(card) != 0 && card < 64 =>
                {
                    Ok(())
                }
                _ => Err(Error::BadDiscard),
            },
        }
    }

    /// Checks then does `action`, then runs the game on.
    pub(crate) fn do_order(&mut self, action: &Order, ev: &mut impl EventSink<Event>) -> Result<(), Error> {
        match *action {
            // These run their own check (the one `check_order` runs, with
            // the same error) before anything changes, and keep its plan.
            Order::Move { .. }
            | Order::Attack { .. }
            | Order::Melee { .. }
            | Order::Throw { .. }
            | Order::UseEquipment { .. }
            | Order::PlayCard { .. }
            | Order::FireSupport { .. }
            | Order::React { .. } => self.state.flow.check_decision()?,
            _ => self.check_order(action)?,
        }
        match *action {
            Order::BeginTurn { soldier } => self.begin_turn(soldier, ev),
            Order::Withdraw { soldier } => self.remove_soldier(soldier, Life::Withdrawn, ev),
            Order::RemoveSuppression => remove_suppression(&self.state.flow, &mut self.state.team, ev)?,
            Order::Move { to, play, pay } => self.do_move(to, play, pay, ev)?,
            Order::Attack { weapon, mode, aim, play } => self.do_attack(weapon, mode, aim, play, ev)?,
            Order::Melee { weapon, target, play } => self.do_melee(weapon, target, play, ev)?,
            Order::Throw { item, slot, play } => self.do_throw(item, slot, play, ev)?,
            Order::Reload { weapon } => self.reload(weapon, ev)?,
            Order::Deploy { weapon } => self.deploy(weapon, ev)?,
            Order::DiscardDraw { discard } => self.discard_draw(discard, ev)?,
            Order::UseEquipment { item, on } => self.use_equipment(item, on, ev)?,
            Order::UseCache => self.use_cache(ev)?,
            Order::PlayCard { card, boost, discard, param } => self.do_play(card, boost, discard, param, ev)?,
            Order::FireSupport { card, slot } => self.fire_support(card, slot)?,
            Order::PlaceLocation => self.begin_placing(),
            Order::ActivateObjective => activate_objective(&mut self.state.progress, &mut self.state.flow, ev),
            Order::TakeDispatch => self.take_dispatch(ev)?,
            Order::PassGear { item, to } => self.pass_gear(item, to, ev)?,
            Order::DropGear { item } => self.drop_gear(item, ev)?,
            Order::PickUp { item } => self.pick_up(item, ev)?,
            Order::EndTurn { keep } => self.end_turn(keep, ev)?,
            Order::ChooseLocation { card } => {
                if let Some(Frame::Place { slot, .. }) = self.state.flow.top() {
                    self.place_location(slot, card, ev);
                }
            }
            Order::React { card, boost } => self.react(card, boost, ev)?,
            Order::Pass => pass(&mut self.state.flow),
            Order::Discard { card } => {
                if let Some(Frame::Trim { s }) = self.state.flow.top() {
                    self.discard_cards(s, bit(card), ev);
                }
            }
        }
        self.state.flow.need = Need::Run;
        self.run(ev);
        Ok(())
    }
}

/// The orders that take more than a line, each in its own step.
impl Squad {
    /// R-A1, R-R2: begins the turn of `soldier`: its actions, its cover and Support fire reset, and its CX draws (up to HAND_LIMIT, I31).
    fn begin_turn(&mut self, soldier: u8, ev: &mut impl EventSink<Event>) {
        let card = self.card(soldier);
        let (actions, cx, id, ps) = (card.actions, card.cx(), card.id, card.is_player());
        self.state.team.turn = Some(Turn::begin(soldier, actions));
        self.state.team.soldier_mut(soldier).cover_turn = 0;
        for sp in self.state.field.supports.iter_mut().flatten() {
            if sp.owner == soldier {
                sp.fired = false;
            }
        }
        ev.emit(Event::TurnBegins { soldier, card: id, actions });
        self.state.flow.push(Frame::Turn);
        // R-R2: CX draws, even beyond hand size (up to HAND_LIMIT, I31).
        if ps && cx > 0 {
            self.state.flow.push(Frame::Draw { s: soldier, n: cx, cap: HAND_LIMIT });
        }
    }

    /// R-A9: the soldier whose turn it is reloads item `weapon` from its spares.
    fn reload(&mut self, weapon: u8, ev: &mut impl EventSink<Event>) -> Result<(), Error> {
        let s = the_turn(&self.state.flow, &self.state.team)?.soldier;
        self.state.team.spend_actions(1);
        if let Some((_, Some(grp))) = self.gear_weapon(s, weapon) {
            let t = self.state.team.soldier_mut(s);
            t.spares[usize::from(grp) % 8] -= 1;
            if let Some(g) = t.gear[usize::from(weapon) % t.gear.len()].as_mut() {
                g.out_of_ammo = false;
                if let Item::Weapon(w) = g.item {
                    let id = self.fixed.content.weapons()[usize::from(w)].id;
                    ev.emit(Event::Reloaded { soldier: s, weapon: id });
                }
            }
        }
        Ok(())
    }

    /// R-A9: the soldier whose turn it is deploys item `weapon`.
    fn deploy(&mut self, weapon: u8, ev: &mut impl EventSink<Event>) -> Result<(), Error> {
        let s = the_turn(&self.state.flow, &self.state.team)?.soldier;
        self.state.team.spend_actions(1);
        if let Some(g) = self.state.team.soldier_mut(s).gear.get_mut(usize::from(weapon)).and_then(Option::as_mut) {
            g.deployed = true;
            if let Item::Weapon(w) = g.item {
                let id = self.fixed.content.weapons()[usize::from(w)].id;
                ev.emit(Event::Deployed { soldier: s, weapon: id });
            }
        }
        Ok(())
    }

    /// R-A9: the soldier whose turn it is discards `discard` and draws up to its health.
    fn discard_draw(&mut self, discard: u64, ev: &mut impl EventSink<Event>) -> Result<(), Error> {
        let s = the_turn(&self.state.flow, &self.state.team)?.soldier;
        self.state.team.spend_actions(1);
        self.discard_cards(s, discard, ev);
        let cap = self.state.team.soldier(s).health.min(HAND_LIMIT);
        self.state.flow.push(Frame::Draw { s, n: u8::MAX, cap });
        Ok(())
    }

    /// R-A9: the soldier whose turn it is uses equipment `item` on `on`, spending one of its uses.
    fn use_equipment(&mut self, item: u8, on: u8, ev: &mut impl EventSink<Event>) -> Result<(), Error> {
        let cost = self.check_equipment(item, on)?;
        let s = the_turn(&self.state.flow, &self.state.team)?.soldier;
        self.state.team.spend_actions(cost);
        let fixed = Arc::clone(&self.fixed);
        let Some(g) = self.state.team.soldier(s).gear.get(usize::from(item)).copied().flatten() else {
            return Err(Error::BadEquipment);
        };
        let Item::Equipment(q) = g.item else { return Err(Error::BadEquipment) };
        let q = &fixed.content.equipment()[usize::from(q)];
        ev.emit(Event::EquipmentUsed { soldier: s, item: q.id, on });
        self.resolve_effect(&q.effect, Source::Equipment, s, on, ev);
        if q.uses.is_some() {
            let t = self.state.team.soldier_mut(s);
            let slot = &mut t.gear[usize::from(item) % t.gear.len()];
            if let Some(x) = slot.as_mut() {
                x.uses = x.uses.saturating_sub(1);
                if x.uses == 0 {
                    *slot = None;
                }
            }
        }
        Ok(())
    }

    /// R-A9: the soldier whose turn it is takes reloads from the cache of its slot.
    fn use_cache(&mut self, ev: &mut impl EventSink<Event>) -> Result<(), Error> {
        let s = the_turn(&self.state.flow, &self.state.team)?.soldier;
        let n = self.cache_here(s)?;
        let slot = self.state.team.soldier(s).slot;
        self.state.team.spend_actions(1);
        self.state.field.cache_used |= 1 << slot;
        if let Some(g) = self.reload_group_of(s) {
            let t = self.state.team.soldier_mut(s);
            t.spares[usize::from(g) % 8] = t.spares[usize::from(g) % 8].saturating_add(n);
            ev.emit(Event::ReloadsGained { soldier: s, n });
        }
        Ok(())
    }

    /// R-F3: the soldier whose turn it is fires Support card `card` at `slot`.
    fn fire_support(&mut self, card: u8, slot: u8) -> Result<(), Error> {
        let (to_hit, pen, cards) = self.check_fire_support(card, slot)?;
        let s = the_turn(&self.state.flow, &self.state.team)?.soldier;
        for sp in self.state.field.supports.iter_mut().flatten() {
            if sp.card == card {
                sp.fired = true;
            }
        }
        let a = Attack::strike(s, slot, to_hit, pen.saturating_add(self.skill_explosion_pen(s)), cards);
        self.state.flow.push(Frame::Attack(a));
        Ok(())
    }

    /// R-F5: the next Location is placed from Recon N+1 cards (a want past the deck looks at every card left).
    fn begin_placing(&mut self) {
        if let Some(t) = self.state.team.turn.as_mut() {
            t.placed = true;
        }
        // R-F5: Recon N looks at N+1 cards; a want past the deck
        // looks at every card left, so the count stops at 255.
        let mut want = self.mission().recon().saturating_add(1);
        for sp in self.state.field.supports.iter().flatten() {
            if let Some(d) = self.fixed.content.action_of(sp.card) {
                d.effect.each(&mut |e| {
                    if let Effect::Recon(n) = e {
                        want = want.saturating_add(*n);
                    }
                });
            }
        }
        let slot = self.state.field.front(self.fixed.objective_slot) + 1;
        self.state.flow.push(Frame::Place { slot, step: 0, want });
    }

    /// R-V1: the soldier whose turn it is takes the dispatch.
    fn take_dispatch(&mut self, ev: &mut impl EventSink<Event>) -> Result<(), Error> {
        let s = the_turn(&self.state.flow, &self.state.team)?.soldier;
        if let Requirement::Recover { actions, .. } = self.fixed.requirement {
            self.state.team.spend_actions(actions);
        }
        self.state.progress.dispatch_taken = true;
        let g = Gear { item: Item::Dispatch, out_of_ammo: false, deployed: false, uses: 0, builtin_of: NONE };
        if let Some(place) = self.state.team.soldier_mut(s).gear.iter_mut().find(|x| x.is_none()) {
            *place = Some(g);
        }
        ev.emit(Event::DispatchTaken { soldier: s });
        Ok(())
    }

    /// R-F8: the soldier whose turn it is passes item `item` to soldier `to`.
    fn pass_gear(&mut self, item: u8, to: u8, ev: &mut impl EventSink<Event>) -> Result<(), Error> {
        let s = the_turn(&self.state.flow, &self.state.team)?.soldier;
        let t = self.state.team.soldier_mut(s);
        let g = t.gear[usize::from(item) % t.gear.len()].take();
        if let Some(g) = g {
            let id = self.item_code(&g);
            if let Some(place) = self.state.team.soldier_mut(to).gear.iter_mut().find(|x| x.is_none()) {
                *place = Some(g);
            }
            ev.emit(Event::GearMoved { soldier: s, item: id, to });
        }
        Ok(())
    }

    /// R-F8: the soldier whose turn it is drops item `item` where it stands.
    fn drop_gear(&mut self, item: u8, ev: &mut impl EventSink<Event>) -> Result<(), Error> {
        let s = the_turn(&self.state.flow, &self.state.team)?.soldier;
        let slot = self.state.team.soldier(s).slot;
        let t = self.state.team.soldier_mut(s);
        let g = t.gear[usize::from(item) % t.gear.len()].take();
        if let Some(g) = g {
            let id = self.item_code(&g);
            // R-F8 ruling (I28): the entry it lies in is marked for the turn.
            let entry = (!Bits(self.state.field.lying)).first().unwrap_or(0);
            if self.state.field.lay_down(slot, g)
                && let Some(turn) = self.state.team.turn.as_mut()
            {
                turn.dropped_moved |= 1 << (entry & 15);
            }
            ev.emit(Event::GearMoved { soldier: s, item: id, to: u8::MAX });
        }
        Ok(())
    }

    /// R-F8: the soldier whose turn it is picks up dropped item `item`.
    fn pick_up(&mut self, item: u8, ev: &mut impl EventSink<Event>) -> Result<(), Error> {
        let s = the_turn(&self.state.flow, &self.state.team)?.soldier;
        if let Some((_, g)) = self.state.field.take_up(item % MAX_DROPPED as u8) {
            let id = self.item_code(&g);
            // R-F8 ruling (I28): the place it goes to is marked for the turn.
            if let Some(place) = self.state.team.soldier(s).gear.iter().position(Option::is_none) {
                self.state.team.soldier_mut(s).gear[place] = Some(g);
                if let Some(turn) = self.state.team.turn.as_mut() {
                    turn.gear_moved |= 1 << (place & 7);
                }
            }
            ev.emit(Event::GearMoved { soldier: s, item: id, to: s });
        }
        Ok(())
    }

    /// R-F10: the soldier whose turn it is ends its turn, paying for the Support cards it retains (`keep`) and releasing the others.
    fn end_turn(&mut self, keep: u64, ev: &mut impl EventSink<Event>) -> Result<(), Error> {
        let s = the_turn(&self.state.flow, &self.state.team)?.soldier;
        let cost = self.keep_cost(s, keep);
        self.state.team.pay_xp(s, cost, ev);
        for i in 0..self.state.field.supports.len() {
            if let Some(sp) = self.state.field.supports[i]
                && sp.owner == s
                && keep & bit(sp.card) == 0
            {
                self.state.field.supports[i] = None;
                self.state.decks.actions.discard |= bit(sp.card);
                if let Some(d) = self.design(sp.card) {
                    ev.emit(Event::SupportReleased { card: d.id });
                }
            }
        }
        finish_turn(&mut self.state.flow, &mut self.state.team, s, ev);
        Ok(())
    }
}

/// R-F7: the objective is activated and an Event card drawn.
fn activate_objective(progress: &mut Progress, flow: &mut Flow, ev: &mut impl EventSink<Event>) {
    progress.active = true;
    ev.emit(Event::ObjectiveActivated);
    flow.push(Frame::Events { n: 1, step: 0 });
}

/// R-A1: the soldier whose turn it is removes a suppression counter for an action.
fn remove_suppression(flow: &Flow, team: &mut Team, ev: &mut impl EventSink<Event>) -> Result<(), Error> {
    let s = the_turn(flow, team)?.soldier;
    team.spend_actions(1);
    let t = team.soldier_mut(s);
    t.suppression -= 1;
    ev.emit(Event::SoldierRallied { soldier: s });
    Ok(())
}
