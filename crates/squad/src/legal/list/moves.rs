//! R-A3 moves in the legal list: the moves to one slot as a family (the
//! card plays with a legal payment, the payments by their size), its
//! orders and the next parts of a move part-way (R-D1: `With`, `Boost`,
//! the cards paid, `Done`).

use wargames_core::Bits;

use crate::legal::here::TurnFacts;
use crate::legal::list::{Scope, TurnSink};
use crate::legal::move_cost::{may_enter, move_cost, move_payment};
use crate::legal::needs::CardUse;
use crate::legal::next::{Next, play_by_play};
use crate::legal::sets::Sets;
use crate::state::SLOTS;
use crate::state::family::{Family, MoveFamily, Plays};
use crate::state::squad::Squad;
use crate::terms::action::Action;
use crate::terms::order::{Order, Play};

impl MoveFamily {
    /// The payment sizes a move played with `play` may have (bit `n`: `n`
    /// cards): its cost (`move_cost`) and the card's Covert discards,
    /// checked size by size with `move_payment` (a payment's check depends
    /// on its size alone).
    pub(crate) fn sizes(&self, g: &Squad, play: Option<Play>) -> u32 {
        let (fx, covert) = g.move_card(play);
        let cost = move_cost(self.entry, self.blocking, self.movement, self.skill, fx);
        // Cards paid: at least the Covert discards and what the actions
        // cannot cover, at most the cost plus discards.
        let most = u32::from(cost) + u32::from(covert);
        let least = most.saturating_sub(u32::from(self.actions));
        let cards = self.payable(play).len();
        let mut sizes = 0u32;
        for n in least..=most.min(cards).min(31) {
            if move_payment(cost, covert, n as u8, self.actions).is_ok() {
                sizes |= 1 << n;
            }
        }
        sizes
    }

    /// The cards a move played with `play` may be paid with: the hand but
    /// the card played.
    fn payable(&self, play: Option<Play>) -> Bits<u64> {
        match play {
            Some(p) => Bits(self.hand).without(p.card),
            None => Bits(self.hand),
        }
    }

    /// The moves played with `play`, as a family of sets.
    fn sets(&self, g: &Squad, play: Option<Play>) -> Sets {
        let order = Order::Move { to: self.to, play, pay: 0 };
        Sets { order, mask: self.payable(play).word(), sizes: u128::from(self.sizes(g, play)), params: 1 }
    }

    /// Gives `f` every legal move of the family, play by play.
    pub(crate) fn orders(&self, g: &Squad, f: &mut dyn FnMut(Order)) {
        let mut each = |p: Option<Play>| {
            if self.plays.has(p) {
                self.sets(g, p).each(&mut *f);
            }
        };
        each(None);
        for card in self.plays.card_set() {
            each(Some(Play { card, boost: false }));
            each(Some(Play { card, boost: true }));
        }
    }

    /// R-D1: the next parts after `rest` (the parts after `Move`).
    pub(crate) fn next(&self, g: &Squad, rest: &[Action], next: &mut Next<'_>) {
        play_by_play(g, &self.plays, rest, next, &mut |p, tail, next| next.after_sets(&self.sets(g, p), tail));
    }
}

impl Squad {
    /// R-A3: the legal moves of the turn `h`, destination by destination.
    pub(crate) fn write_moves(&self, h: &TurnFacts<'_>, out: &mut impl TurnSink) {
        let t = h.t;
        if t.suppression > 0 || h.turn.moves == 0 {
            return;
        }
        for to in [t.slot.wrapping_sub(1), t.slot + 1] {
            if let Some(f) = self.move_family(h, to, out.scope()) {
                out.family(self, Action::Move { to }, &Family::Move(f));
            }
        }
    }

    /// R-A3: the legal moves of the turn `h` to slot `to` (with `Scope::Any`,
    /// at least the first one), or none: `move_plan`'s checks, each card's
    /// (R-F1) and the payment sizes.
    pub(crate) fn move_family(&self, h: &TurnFacts<'_>, to: u8, scope: Scope) -> Option<MoveFamily> {
        let (s, t, turn) = (h.s, h.t, h.turn);
        if t.suppression > 0 || turn.moves == 0 || usize::from(to) >= SLOTS {
            return None;
        }
        // `move_plan`'s destination checks: refused with every card.
        if !may_enter(t.slot, to, h.front, self.fixed.objective_slot, self.state.progress.active) {
            return None;
        }
        let dest = self.terrain(to)?;
        let mut f = MoveFamily {
            to,
            hand: if self.is_ps(s) { t.hand } else { 0 },
            entry: dest.entry,
            blocking: self.blocking_at(to),
            movement: self.movement_out_of(s, t.slot),
            skill: self.fixed.tables.entry_reduce(t.skills),
            actions: turn.actions,
            plays: Plays::default(),
        };
        let u = CardUse { dest_traits: dest.traits, ..CardUse::default() };
        self.plays(h, h.playable.on_move, &mut |play| {
            let legal = play.is_none_or(|p| self.card_ok(h.purse(), p, &u)) && f.sizes(self, play) != 0;
            if legal {
                f.plays.insert(play);
            }
            !(legal && scope == Scope::Any)
        });
        f.plays.any().then_some(f)
    }
}
