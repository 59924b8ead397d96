//! What the actions of a soldier's turn share (R-A1..R-A9): the turn of
//! the soldier acting, a card played with an action (R-F1: its checks, its
//! modifiers, spending it), and the soldier's gear. Each action's
//! `check_*` (in `moving.rs`, `attack.rs`, `melee.rs`, `throw.rs`)
//! validates without touching the state and returns what its `do_*` needs.

use wargames_core::{Bits, EventSink};

use crate::content::{ActionCard, Effect, Timing, Weapon};
use crate::error::Error;
use crate::event::Event;
use crate::legal::attacker::may_attack;
use crate::legal::card_mods::mods;
use crate::legal::needs::CardUse;
use crate::state::flow::Flow;
use crate::state::machine::bit;
use crate::state::squad::Squad;
use crate::state::team::{Team, the_turn};
use crate::state::{Gear, Item, Turn};
use crate::terms::order::Play;

/// A card play that passed its checks.
#[derive(Clone, Copy)]
pub(crate) struct Checked {
    pub holder: u8,
    pub card: u8,
    pub boost: bool,
    pub xp: u8,
}

impl Squad {
    /// The design of an action card instance.
    pub(crate) fn design(&self, card: u8) -> Option<&ActionCard> {
        self.fixed.content.action_of(card)
    }

    /// R-F1: a card played for soldier `s` at `timing`: in a PS's hand, the
    /// keyword matching `u` ([`Squad::needs_met`]), XP enough for the boost
    /// and for playing it on another soldier ([`Squad::play_xp`],
    /// [`xp_covers`]).
    pub(crate) fn check_card(&self, play: Play, s: u8, timing: Timing, u: &CardUse<'_>) -> Result<Checked, Error> {
        let holder = (0..self.state.team.n_soldiers)
            .find(|h| {
                self.state.team.soldier(*h).hand & bit(play.card) != 0 && self.state.team.in_play(*h) && self.is_ps(*h)
            })
            .ok_or(Error::CardNotInHand)?;
        let design = self.design(play.card).ok_or(Error::CardNotInHand)?;
        if design.timing != timing {
            return Err(Error::WrongTiming);
        }
        if !self.needs_met(play.card, u) {
            return Err(Error::KeywordMismatch);
        }
        let xp = self.play_cost(play, holder != s, self.state.team.total_xp())?;
        Ok(Checked { holder, card: play.card, boost: play.boost, xp })
    }

    /// Whether card play `p` lets a Bolt weapon attack once more this turn
    /// (its effect, boosted or not, has `ExtraAttackWithBolt`).
    pub(crate) fn play_bolt_again(&self, p: Play) -> bool {
        mods(self.play_effect(p)).bolt_again
    }

    /// The effect of a card play that passed its checks.
    pub(crate) fn effect_of(&self, c: &Checked) -> Option<&Effect> {
        self.play_effect(Play { card: c.card, boost: c.boost })
    }

    /// Discards a played card, pays its XP, and tells.
    pub(crate) fn spend_card(&mut self, c: &Checked, on: u8, ev: &mut impl EventSink<Event>) {
        self.state.team.soldier_mut(c.holder).hand &= !bit(c.card);
        self.state.decks.actions.discard |= bit(c.card);
        self.state.team.pay_xp(c.holder, c.xp, ev);
        if let Some(d) = self.design(c.card) {
            ev.emit(Event::Played { soldier: on, card: d.id, boosted: c.boost });
        }
    }

    /// Soldier `s` discards the action cards `mask` (set) from its hand,
    /// and tells each: Covert and Support discards (R-F2), move payments
    /// (R-A3), Discard & Draw (R-A9), discarding down to hand size (R-E4).
    pub(crate) fn discard_cards(&mut self, s: u8, mask: u64, ev: &mut impl EventSink<Event>) {
        self.state.team.soldier_mut(s).hand &= !mask;
        self.state.decks.actions.discard |= mask;
        // One event per card, in card order (the compiler drops the loop
        // whole when nothing listens).
        for c in Bits(mask) {
            if let Some(d) = self.design(c) {
                ev.emit(Event::Discarded { soldier: s, card: d.id });
            }
        }
    }

    pub(crate) fn weapon_of(&self, s: u8, g: u8) -> Option<(&Weapon, Gear)> {
        let gear = self.state.team.gear(s, g)?;
        match gear.item {
            Item::Weapon(w) => Some((self.fixed.content.weapons().get(usize::from(w))?, gear)),
            _ => None,
        }
    }
}

/// The turn of a soldier that may attack now ([`may_attack`]).
pub(crate) fn attacker(flow: &Flow, team: &Team, one_action: bool) -> Result<Turn, Error> {
    let turn = the_turn(flow, team)?;
    may_attack(team.soldier(turn.soldier).suppression, &turn, one_action)?;
    Ok(turn)
}
