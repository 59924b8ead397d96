//! The reference legal list, for tests only: every candidate in the
//! documented order, each kept only if `check_order` accepts it (the plain
//! generate-then-validate form of the list, as first written), laid out
//! as the list is (`list/`): one file per kind. The tests (`list_tests.rs`,
//! `draft_tests.rs`) hold the list, the turn's choices and every decision's
//! next parts to it, action for action and in order.

mod attacks;
mod cards;
mod end_turn;
mod gear;
mod melee_throws;
mod moves;

use wargames_core::Bits;

use crate::content::Timing;
pub(super) use crate::legal::sets::submasks;
use crate::state::squad::Squad;
use crate::state::{Frame, Need};
use crate::terms::order::{Order, Play};

impl Squad {
    /// Pushes `a` if `check_order` accepts it.
    pub(super) fn ref_try_push(&self, out: &mut Vec<Order>, a: Order) {
        if self.check_order(&a).is_ok() {
            out.push(a);
        }
    }

    /// Cards of timing `timing` in the hands of player soldiers in play.
    pub(super) fn ref_playable(&self, timing: Timing) -> u64 {
        let mut m = 0u64;
        for s in 0..self.state.team.n_soldiers {
            if self.is_ps(s) && self.state.team.in_play(s) {
                for c in Bits(self.state.team.soldier(s).hand) {
                    if self.design(c).is_some_and(|d| d.timing == timing) {
                        m |= 1 << c;
                    }
                }
            }
        }
        m
    }

    /// None, then every card of `timing` unboosted and boosted.
    pub(super) fn ref_plays(&self, timing: Timing, mut f: impl FnMut(Option<Play>)) {
        f(None);
        for c in Bits(self.ref_playable(timing)) {
            f(Some(Play { card: c, boost: false }));
            if self.design(c).is_some_and(|d| d.boost.is_some()) {
                f(Some(Play { card: c, boost: true }));
            }
        }
    }

    /// Every legal order, in the list's order.
    pub(crate) fn write_legal_reference(&self, out: &mut Vec<Order>) {
        let n = self.state.team.n_soldiers;
        match self.state.flow.need {
            Need::Phase => {
                for s in 0..n {
                    self.ref_try_push(out, Order::BeginTurn { soldier: s });
                }
                for s in 0..n {
                    self.ref_try_push(out, Order::Withdraw { soldier: s });
                }
            }
            Need::Recon => {
                for c in Bits(self.state.decks.recon) {
                    out.push(Order::ChooseLocation { card: c });
                }
            }
            Need::Reaction => {
                out.push(Order::Pass);
                for s in 0..n {
                    if !self.is_ps(s) || !self.state.team.in_play(s) {
                        continue;
                    }
                    for c in Bits(self.state.team.soldier(s).hand) {
                        self.ref_try_push(out, Order::React { card: c, boost: false });
                        self.ref_try_push(out, Order::React { card: c, boost: true });
                    }
                }
            }
            Need::Trim => {
                if let Some(Frame::Trim { s }) = self.state.flow.top() {
                    for c in Bits(self.state.team.soldier(s).hand) {
                        out.push(Order::Discard { card: c });
                    }
                }
            }
            Need::Turn => self.ref_write_turn(out),
            _ => {}
        }
    }

    /// The turn's orders, kind by kind.
    fn ref_write_turn(&self, out: &mut Vec<Order>) {
        let Some(turn) = self.state.team.turn else { return };
        for x in 0..self.state.team.n_soldiers {
            self.ref_try_push(out, Order::Withdraw { soldier: x });
        }
        self.ref_try_push(out, Order::RemoveSuppression);
        self.ref_moves(turn, out);
        self.ref_attacks(turn, out);
        self.ref_melee_throws(turn, out);
        self.ref_gear_actions(turn, out);
        self.ref_cards(turn, out);
        self.ref_support_fire(turn, out);
        self.ref_try_push(out, Order::PlaceLocation);
        self.ref_try_push(out, Order::ActivateObjective);
        self.ref_try_push(out, Order::TakeDispatch);
        self.ref_gear_moves(turn, out);
        self.ref_end_turn(turn, out);
    }
}
