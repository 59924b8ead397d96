//! What the actions of a soldier's turn share (R-A1..R-A9): the turn of
//! the soldier acting, a card played with an action (R-F1: its checks, its
//! modifiers, spending it), and the soldier's gear. Each action's
//! `check_*` (in `moving.rs`, `attack.rs`, `melee.rs`, `throw.rs`)
//! validates without touching the state and returns what its `do_*` needs.

use wargames_core::{Bits, EventSink};

use crate::content::{ActionCard, Effect, ModeKw, Timing, Weapon};
use crate::error::Error;
use crate::event::Event;
use crate::legal::needs::{CardUse, need_ok};
use crate::state::flow::bit;
use crate::state::squad::Squad;
use crate::state::{Gear, Item, NONE, Need, Turn};
use crate::terms::order::Play;
use crate::terms::xp::xp_covers;

/// A card play that passed its checks.
#[derive(Clone, Copy)]
pub(crate) struct Checked {
    pub holder: u8,
    pub card: u8,
    pub boost: bool,
    pub xp: u8,
}

/// The modifiers a card played with an action brings (R-F1), collected from
/// its effect in one pass: an attack's (R-A5..R-A7), a move's extra dice
/// (R-A3), a throw's range (R-A9).
#[derive(Clone, Copy, Default)]
pub(crate) struct Mods {
    /// To-hit of the first die.
    pub first: i8,
    /// To-hit of every die.
    pub all: i8,
    /// Penetration.
    pub pen: i8,
    /// More dice.
    pub extra_dice: u8,
    /// Every die hits.
    pub auto_hit: bool,
    /// Every die defeats cover.
    pub auto_defeat: bool,
    /// The attack is Suppressive.
    pub suppressive: bool,
    /// The attack is Stealth.
    pub stealth: bool,
    /// No Out of Ammo check.
    pub ignore_ooa: bool,
    /// A Bolt weapon may attack once more.
    pub bolt_again: bool,
    /// Suppression added to the target.
    pub add_supp: u8,
    /// Throw range.
    pub throw_range: u8,
}

/// The modifiers of a card's effect (none: no card). Each sum stops at
/// the ends of its byte (R-A5, ruling 38 of docs/rules/squad.md).
pub(crate) fn mods(e: Option<&Effect>) -> Mods {
    let mut m = Mods::default();
    if let Some(e) = e {
        e.each(&mut |x| match x {
            Effect::ToHit(n) => m.first = m.first.saturating_add(*n),
            Effect::ToHitAllDice(n) => m.all = m.all.saturating_add(*n),
            Effect::Penetration(n) => m.pen = m.pen.saturating_add(*n),
            Effect::ExtraDice(n) => m.extra_dice = m.extra_dice.saturating_add(*n),
            Effect::AutoHit => m.auto_hit = true,
            Effect::AutoDefeatCover => m.auto_defeat = true,
            Effect::GainKw(ModeKw::Suppressive) => m.suppressive = true,
            Effect::GainKw(ModeKw::Stealth) => m.stealth = true,
            Effect::IgnoreOutOfAmmo => m.ignore_ooa = true,
            Effect::ExtraAttackWithBolt => m.bolt_again = true,
            Effect::AddSuppressionToTarget(n) => m.add_supp = m.add_supp.saturating_add(*n),
            Effect::ThrowRange(n) => m.throw_range = m.throw_range.saturating_add(*n),
            _ => {}
        });
    }
    m
}

impl Squad {
    pub(crate) fn the_turn(&self) -> Result<Turn, Error> {
        match (self.state.need, self.state.turn) {
            (Need::Turn, Some(t)) => Ok(t),
            _ => Err(Error::NotYourTurn(NONE)),
        }
    }

    /// R-A4, R-A8, R-A9: the turn of a soldier that may attack now (not
    /// suppressed, not barred from attacking this turn) and, if `one_action`,
    /// has an action left (a melee's cost is checked with its slot).
    pub(crate) fn attacker(&self, one_action: bool) -> Result<Turn, Error> {
        let turn = self.the_turn()?;
        if self.trooper(turn.soldier).suppression > 0 {
            return Err(Error::Suppressed);
        }
        if one_action && turn.actions < 1 {
            return Err(Error::NoActions { cost: 1, left: 0 });
        }
        if turn.no_attack {
            return Err(Error::NoAttackThisTurn);
        }
        Ok(turn)
    }

    /// The design of an action card instance.
    pub(crate) fn design(&self, card: u8) -> Option<&ActionCard> {
        self.ctx.content.action_of(card)
    }

    /// R-F1: a card played for soldier `s` at `timing`: in a PS's hand, the
    /// keyword matching `u` ([`Squad::needs_met`]), XP enough for the boost
    /// and for playing it on another soldier ([`Squad::play_xp`],
    /// [`xp_covers`]).
    pub(crate) fn check_card(&self, play: Play, s: u8, timing: Timing, u: &CardUse<'_>) -> Result<Checked, Error> {
        let holder = (0..self.state.n_soldiers)
            .find(|h| self.trooper(*h).hand & bit(play.card) != 0 && self.in_play(*h) && self.is_ps(*h))
            .ok_or(Error::CardNotInHand)?;
        let design = self.design(play.card).ok_or(Error::CardNotInHand)?;
        if design.timing != timing {
            return Err(Error::WrongTiming);
        }
        if !self.needs_met(play.card, u) {
            return Err(Error::KeywordMismatch);
        }
        let xp = self.play_xp(play, holder != s).ok_or(Error::NoBoost)?;
        let have = self.total_xp();
        if !xp_covers(xp, have) {
            return Err(Error::NoXp { need: xp, have });
        }
        Ok(Checked { holder, card: play.card, boost: play.boost, xp })
    }

    /// R-F1: whether action card `card`'s keyword requirement (its
    /// `needs`) holds for the use `u`; a card with none always fits.
    pub(crate) fn needs_met(&self, card: u8, u: &CardUse<'_>) -> bool {
        if self.ctx.tables.needless & bit(card) != 0 {
            return true;
        }
        self.design(card).is_some_and(|d| d.needs.iter().all(|n| need_ok(n, u)))
    }

    /// R-F1: the XP card play `p` costs: its boost's when boosted, and 1
    /// more when the card comes from another soldier's hand
    /// (`from_other`); none when a play is boosted that has no boost.
    pub(crate) fn play_xp(&self, p: Play, from_other: bool) -> Option<u8> {
        let tables = &self.ctx.tables;
        let boost = match p.boost {
            false => 0,
            true if tables.boosted & bit(p.card) != 0 => tables.boost_xp[usize::from(p.card & 63)],
            true => return None,
        };
        Some(boost.saturating_add(u8::from(from_other)))
    }

    /// Whether card play `p` lets a Bolt weapon attack once more this turn
    /// (its effect, boosted or not, has `ExtraAttackWithBolt`).
    pub(crate) fn play_bolt_again(&self, p: Play) -> bool {
        let c = Checked { holder: NONE, card: p.card, boost: p.boost, xp: 0 };
        mods(self.effect_of(&c)).bolt_again
    }

    pub(crate) fn effect_of(&self, c: &Checked) -> Option<&Effect> {
        let d = self.design(c.card)?;
        Some(if c.boost { d.boost.as_ref().map_or(&d.effect, |b| &b.effect) } else { &d.effect })
    }

    /// Discards a played card, pays its XP, and tells.
    pub(crate) fn spend_card(&mut self, c: &Checked, on: u8, ev: &mut impl EventSink<Event>) {
        self.trooper_mut(c.holder).hand &= !bit(c.card);
        self.state.actions.discard |= bit(c.card);
        self.pay_xp(c.holder, c.xp, ev);
        if let Some(d) = self.design(c.card) {
            ev.emit(Event::Played { soldier: on, card: d.id, boosted: c.boost });
        }
    }

    /// Soldier `s` discards the action cards `mask` (set) from its hand,
    /// and tells each: Covert and Support discards (R-F2), move payments
    /// (R-A3), Discard & Draw (R-A9), discarding down to hand size (R-E4).
    pub(crate) fn discard_cards(&mut self, s: u8, mask: u64, ev: &mut impl EventSink<Event>) {
        self.trooper_mut(s).hand &= !mask;
        self.state.actions.discard |= mask;
        // One event per card, in card order (the compiler drops the loop
        // whole when nothing listens).
        for c in Bits(mask) {
            if let Some(d) = self.design(c) {
                ev.emit(Event::Discarded { soldier: s, card: d.id });
            }
        }
    }

    pub(crate) fn gear(&self, s: u8, g: u8) -> Option<Gear> {
        self.trooper(s).gear.get(usize::from(g)).copied().flatten()
    }

    pub(crate) fn weapon_of(&self, s: u8, g: u8) -> Option<(&Weapon, Gear)> {
        let gear = self.gear(s, g)?;
        match gear.item {
            Item::Weapon(w) => Some((self.ctx.content.weapons().get(usize::from(w))?, gear)),
            _ => None,
        }
    }
}
