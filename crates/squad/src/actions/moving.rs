//! R-A3 Move: its cost after every reduction, its payment in actions and
//! cards, and moving.

use wargames_core::EventSink;

use crate::actions::turn::Checked;
use crate::content::{Effect, Timing};
use crate::error::Error;
use crate::event::Event;
use crate::legal::card_mods::Mods;
use crate::legal::move_cost::{may_enter, move_cost, move_payment};
use crate::legal::needs::CardUse;
use crate::state::NONE;
use crate::state::machine::bit;
use crate::state::squad::Squad;
use crate::state::team::the_turn;
use crate::terms::order::Play;

/// A move's cost before payment (R-A3).
struct MovePlan {
    cost: u8,
    covert: u8,
    checked: Option<Checked>,
    extra_dice: u8,
    extra: bool,
}

impl Squad {
    /// R-A3: the cost of a move to `to` with `play` (after every reduction)
    /// and the Covert discards the card needs; refuses what no payment mends.
    #[cfg(test)]
    pub(crate) fn move_quote(&self, to: u8, play: Option<Play>) -> Result<(u8, u8), Error> {
        self.move_plan(to, play).map(|p| (p.cost, p.covert))
    }

    fn move_plan(&self, to: u8, play: Option<Play>) -> Result<MovePlan, Error> {
        let turn = the_turn(&self.state.flow, &self.state.team)?;
        let s = turn.soldier;
        let t = self.state.team.soldier(s);
        if t.suppression > 0 {
            return Err(Error::Suppressed);
        }
        if turn.moves == 0 {
            return Err(Error::AlreadyMoved);
        }
        let from = t.slot;
        if !may_enter(
            from,
            to,
            self.state.field.front(self.fixed.objective_slot),
            self.fixed.objective_slot,
            self.state.progress.active,
        ) {
            return Err(Error::BadDestination(to));
        }
        let dest = self.terrain(to).ok_or(Error::BadDestination(to))?;
        let u = CardUse { dest_traits: dest.traits, ..CardUse::default() };
        let checked = match play {
            Some(p) => Some(self.check_card(p, s, Timing::OnMove, &u)?),
            None => None,
        };
        // What the card adds besides its cost (R-A3): dice and a second move.
        let (mut extra, mut extra_dice) = (false, 0u8);
        if let Some(e) = checked.as_ref().and_then(|c| self.effect_of(c)) {
            e.each(&mut |x| match x {
                Effect::ExtraMove => extra = true,
                Effect::ExtraDice(n) => extra_dice = extra_dice.saturating_add(*n),
                _ => {}
            });
        }
        let (fx, covert) = self.move_card(play);
        let skill = self.fixed.tables.entry_reduce(t.skills);
        let cost = move_cost(dest.entry, self.blocking_at(to), self.movement_out_of(s, from), skill, fx);
        Ok(MovePlan { cost, covert, checked, extra_dice, extra })
    }

    pub(crate) fn check_move(
        &self,
        to: u8,
        play: Option<Play>,
        pay: u64,
    ) -> Result<(u8, u8, Option<Checked>, Mods, bool), Error> {
        let plan = self.move_plan(to, play)?;
        let turn = the_turn(&self.state.flow, &self.state.team)?;
        let s = turn.soldier;
        let hand = if self.is_ps(s) { self.state.team.soldier(s).hand } else { 0 };
        let played = play.map_or(0, |p| bit(p.card));
        if pay & !hand != 0 || pay & played != 0 {
            return Err(Error::BadPayment);
        }
        let (actions, paying) = move_payment(plan.cost, plan.covert, pay.count_ones() as u8, turn.actions)?;
        let m = Mods { extra_dice: plan.extra_dice, ..Mods::default() };
        Ok((actions, paying, plan.checked, m, plan.extra))
    }

    pub(crate) fn do_move(
        &mut self,
        to: u8,
        play: Option<Play>,
        pay: u64,
        ev: &mut impl EventSink<Event>,
    ) -> Result<(), Error> {
        let (actions, paying, checked, m, extra) = self.check_move(to, play, pay)?;
        let Some(mut turn) = self.state.team.turn else { return Err(Error::NotYourTurn(NONE)) };
        let s = turn.soldier;
        if let Some(c) = checked {
            self.spend_card(&c, s, ev);
        }
        self.discard_cards(s, pay, ev);
        turn.actions -= actions;
        turn.moves -= 1;
        turn.moved = true;
        if extra {
            turn.moves += 1;
        }
        turn.extra_dice = turn.extra_dice.saturating_add(m.extra_dice);
        self.state.team.turn = Some(turn);
        let t = self.state.team.soldier_mut(s);
        t.slot = to;
        t.cover_move = 0;
        for g in t.gear.iter_mut().flatten() {
            g.deployed = false;
        }
        ev.emit(Event::Moved { soldier: s, to, actions, cards: paying });
        Ok(())
    }
}
