//! The legal list (R-D1), kind by kind in a fixed order: the soldier-phase
//! choices, then (in a turn) withdraw (R-F9), remove a suppression counter
//! (R-A1), moves (`moves.rs`), attacks (`attacks.rs`), melee and throws
//! (`melee_throws.rs`), reloads, deploys, Discard & Draw, equipment and the
//! cache (`gear.rs`), own-turn cards and Support fire (`cards.rs`), the
//! Location, the objective and the dispatch (here), gear passed, dropped
//! and picked up (`gear.rs`), and the end of the turn (`end_turn.rs`).
//!
//! Every decision of several parts is listed as its family (`family.rs`):
//! the legal orders of its first part, worked out with the checks its
//! `check_*` runs (the shared predicates: `check_card`'s `needs_met`,
//! `play_xp` and `xp_covers`, `check_aim`'s `may_aim`, ...), so the list
//! and the refusals agree. The same family gives the turn's choices (its
//! first part, when it has a legal order), the full list of orders (the
//! heuristic's and the tests'), and the decision part-way (kept in its
//! draft). The test oracle (`reference/`, laid out the same way) holds the
//! list to the plain generate-then-validate one.

pub(crate) mod attacks;
pub(crate) mod cards;
pub(crate) mod end_turn;
pub(crate) mod gear;
pub(crate) mod melee_throws;
pub(crate) mod moves;

use wargames_core::Bits;

use crate::content::ModeName;
use crate::legal::attacker::may_attack;
use crate::legal::here::TurnFacts;
use crate::legal::list::melee_throws::melee_targets;
use crate::legal::needs::CardUse;
use crate::state::family::{Family, Purse};
use crate::state::squad::Squad;
use crate::state::{Frame, Need};
use crate::terms::action::Action;
use crate::terms::order::{Order, Play};

/// How much of a family to work out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Scope {
    /// Every legal order: a decision being opened, the full list.
    All,
    /// Enough to tell that it holds one: the turn's choices (the family
    /// is then not kept).
    Any,
}

/// Where a turn's list goes: every legal order (the full list), or the
/// turn's choices.
pub(crate) trait TurnSink {
    /// How much of each family to work out.
    fn scope(&self) -> Scope;
    /// A legal order: one of one part (both lists), or one of a family the
    /// full list gives order by order (melee, whose orders go target by
    /// target across weapons).
    fn order(&mut self, g: &Squad, order: Order);
    /// A decision of several parts with a legal order, with its family
    /// (worked out as far as `scope` asks).
    fn family(&mut self, g: &Squad, head: Action, family: &Family);
}

/// The full list: every legal order.
struct Orders<'a>(&'a mut Vec<Order>);

impl TurnSink for Orders<'_> {
    fn scope(&self) -> Scope {
        Scope::All
    }

    fn order(&mut self, _: &Squad, order: Order) {
        self.0.push(order);
    }

    fn family(&mut self, g: &Squad, _: Action, family: &Family) {
        family.orders(g, &mut |o| self.0.push(o));
    }
}

/// The turn's choices: each order of one part, and the first part of each
/// decision of several parts (R-D1).
struct Choices<'a>(&'a mut Vec<Action>);

impl TurnSink for Choices<'_> {
    fn scope(&self) -> Scope {
        Scope::Any
    }

    fn order(&mut self, _: &Squad, order: Order) {
        if let Some(a) = Action::of_simple(&order) {
            self.0.push(a);
        }
    }

    fn family(&mut self, _: &Squad, head: Action, _: &Family) {
        self.0.push(head);
    }
}

impl Squad {
    /// Every legal order, in the list's order.
    pub(crate) fn write_legal(&self, out: &mut Vec<Order>) {
        match (self.state.flow.need, self.state.team.turn) {
            (Need::Turn, Some(turn)) => self.write_turn(&self.here(turn), &mut Orders(out)),
            _ => self.write_windows(&mut |o| out.push(o)),
        }
    }

    /// The legal actions when no decision is part-way: the decisions of
    /// one part, and the first part of each decision of several parts with
    /// a legal order (the turn's choices, R-D1).
    pub(crate) fn write_choices(&self, out: &mut Vec<Action>) {
        match (self.state.flow.need, self.state.team.turn) {
            (Need::Turn, Some(turn)) => self.write_turn(&self.here(turn), &mut Choices(out)),
            _ => self.write_windows(&mut |o| {
                if let Some(a) = Action::of_simple(&o) {
                    out.push(a);
                }
            }),
        }
    }

    /// The orders outside a turn: the Soldier Phase (R-R1, R-F9), the
    /// recon choice (R-F5), a reaction window (R-F4) and the discards down
    /// to hand size (R-E4).
    fn write_windows(&self, out: &mut dyn FnMut(Order)) {
        let n = self.state.team.n_soldiers;
        match self.state.flow.need {
            Need::Phase => {
                // The checks of `check_order` in the Soldier Phase (R-R1, R-F9).
                for s in 0..n {
                    if self.state.team.in_play(s) && self.state.team.done & (1 << (s & 7)) == 0 {
                        out(Order::BeginTurn { soldier: s });
                    }
                }
                for s in 0..n {
                    if self.state.team.in_play(s) && self.state.team.soldier(s).health <= 2 {
                        out(Order::Withdraw { soldier: s });
                    }
                }
            }
            Need::Recon => {
                for card in Bits(self.state.decks.recon) {
                    out(Order::ChooseLocation { card });
                }
            }
            Need::Reaction => {
                out(Order::Pass);
                // A card of another timing than the window's is refused anyway (R-F4).
                let timing = match self.state.flow.top() {
                    Some(Frame::Assault(a)) => a.window(),
                    _ => None,
                };
                for s in 0..n {
                    if !self.is_ps(s) || !self.state.team.in_play(s) {
                        continue;
                    }
                    for card in Bits(self.state.team.soldier(s).hand) {
                        if timing.is_none() || self.design(card).is_none_or(|d| Some(d.timing) != timing) {
                            continue;
                        }
                        for boost in [false, true] {
                            let o = Order::React { card, boost };
                            if self.check_order(&o).is_ok() {
                                out(o);
                            }
                        }
                    }
                }
            }
            Need::Trim => {
                if let Some(Frame::Trim { s }) = self.state.flow.top() {
                    for card in Bits(self.state.team.soldier(s).hand) {
                        out(Order::Discard { card });
                    }
                }
            }
            Need::Turn | Need::Run | Need::Chance(_) | Need::Over(_) => {}
        }
    }

    /// The turn `h`'s list, kind by kind.
    fn write_turn(&self, h: &TurnFacts<'_>, out: &mut impl TurnSink) {
        let t = h.t;
        // R-F9: `check_withdraw` (the turn's need is one it allows).
        for x in Bits(h.live) {
            if h.troops.get(usize::from(x)).is_some_and(|tr| tr.health <= 2) {
                out.order(self, Order::Withdraw { soldier: x });
            }
        }
        // R-A1: `check_remove_suppression`.
        if t.suppression > 0 && h.turn.actions >= 1 {
            out.order(self, Order::RemoveSuppression);
        }
        self.write_moves(h, out);
        if may_attack(t.suppression, &h.turn, false).is_ok() {
            // The enemy entries, found once for attacks and melee.
            let sight = self.sight(t.slot);
            self.write_attacks(h, &sight, out);
            self.write_melee(h, &sight, out);
            self.write_throws(h, out);
        }
        self.write_gear_actions(h, out);
        // The Support discounts of the soldier's slot, found once.
        let mut discounts = None;
        self.write_cards(h, &mut discounts, out);
        self.write_support_fire(h, out);
        self.write_path(h, out);
        self.write_gear_moves(h, out);
        self.write_end_turn(h, &mut discounts, out);
    }

    /// R-F5 the Location, R-F7 the objective, R-V1 the dispatch.
    fn write_path(&self, h: &TurnFacts<'_>, out: &mut impl TurnSink) {
        let (t, turn, d) = (h.t, h.turn, self.fixed.objective_slot);
        // `check_place` (R-F5).
        if !turn.placed && t.slot == h.front && h.front + 1 < d && self.state.decks.locations.drawable() != 0 {
            out.order(self, Order::PlaceLocation);
        }
        // `check_activate` (R-F7): the objective connected, the soldier next to it.
        if !self.state.progress.active && t.slot.wrapping_add(1) == d && h.front + 1 == d {
            out.order(self, Order::ActivateObjective);
        }
        if self.state.progress.active
            && !self.state.progress.dispatch_taken
            && t.slot == d
            && self.check_take_dispatch().is_ok()
        {
            out.order(self, Order::TakeDispatch);
        }
    }

    /// The family of the decision that begins with `head` in the turn now,
    /// when it has a legal order (R-D1).
    pub(crate) fn family_of(&self, head: &Action) -> Option<Family> {
        let turn = self.state.team.turn?;
        if self.state.flow.need != Need::Turn || self.state.flow.check_decision().is_err() {
            return None;
        }
        let h = self.here(turn);
        let t = h.t;
        let may_attack = may_attack(t.suppression, &turn, false).is_ok();
        match *head {
            Action::Move { to } => self.move_family(&h, to, Scope::All).map(Family::Move),
            Action::Attack { weapon, mode } if may_attack => {
                let arm = self.weapon_mode(weapon, mode).filter(|a| a.fire.name != ModeName::Throw)?;
                self.attack_family(&h, &self.sight(t.slot), &arm, Scope::All).map(Family::Attack)
            }
            Action::Melee { weapon } if may_attack => {
                let sight = self.sight(t.slot);
                let (targets, armed) = (melee_targets(&self.state.foes, &self.state.progress, &sight), self.armed(&h));
                self.melee_family(&h, targets, armed, weapon, Scope::All).map(Family::Melee)
            }
            Action::Throw { item } if may_attack => {
                self.throw_family(&h, item, self.throw_slots(), Scope::All).map(Family::Throw)
            }
            Action::DiscardDraw => self.discard_draw_family(&h),
            Action::PlayCard { card } => self.card_family(&h, card, Scope::All, &mut None).map(Family::Card),
            Action::EndTurn => Some(Family::EndTurn(self.end_turn_family(&h, &mut None))),
            _ => None,
        }
    }

    /// R-F1: gives `f` no card, then every card of `cards` (in the hands of
    /// player soldiers in play, of the timing asked for) unboosted and
    /// boosted, leaving out the plays the XP there is does not cover at
    /// all (a card with a boost is given boosted when the boost is
    /// affordable from the soldier's own hand or another's).
    pub(crate) fn plays(&self, h: &TurnFacts<'_>, cards: u64, f: &mut dyn FnMut(Option<Play>) -> bool) {
        if !f(None) {
            return;
        }
        for card in Bits(h.in_reach(cards)) {
            if !f(Some(Play { card, boost: false })) {
                return;
            }
            if self.boostable(card)
                && self.play_cost(Play { card, boost: true }, !Bits(h.own).contains(card), h.xp).is_ok()
                && !f(Some(Play { card, boost: true }))
            {
                return;
            }
        }
    }

    /// R-F1 for a card of the timing being checked in the hand of a player
    /// soldier in play (`TurnFacts::playable`): what `check_card` has left to
    /// refuse, its keyword match against `u` and the XP for the boost and
    /// for playing it from another soldier's hand.
    pub(crate) fn card_ok(&self, purse: Purse, p: Play, u: &CardUse<'_>) -> bool {
        self.needs_met(p.card, u) && self.play_cost(p, !Bits(purse.own).contains(p.card), purse.xp).is_ok()
    }
}
