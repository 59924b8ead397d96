//! R-F10 the end of the turn in the legal list: the Support cards a turn
//! may end retaining as a family (each set whose retain cost the XP there
//! is covers, R-F3), its orders and the next parts of an end of turn
//! part-way (R-D1: the cards retained, `Done`).

use wargames_core::Bits;

use crate::legal::here::TurnFacts;
use crate::legal::list::{Scope, TurnSink};
use crate::legal::next::Next;
use crate::legal::retain::retain_allowed;
use crate::legal::sets::submasks;
use crate::state::MAX_SUPPORT;
use crate::state::family::{EndTurnFamily, Family, MAX_OWNED};
use crate::state::squad::Squad;
use crate::terms::action::Action;
use crate::terms::order::Order;

impl EndTurnFamily {
    /// Whether the turn may end retaining `keep` (`check_end_turn`): its
    /// retain cost, a saturating sum, is covered by the XP there is.
    fn legal(&self, keep: u64) -> bool {
        let mut cost = 0u8;
        for (i, card) in Bits(self.owned).iter().enumerate() {
            if Bits(keep).contains(card) {
                cost = cost.saturating_add(self.costs.get(i).copied().unwrap_or(0));
            }
        }
        retain_allowed(self.owned, keep, cost, self.xp).is_ok()
    }

    /// Gives `f` every legal end of the turn, the sets retained in
    /// decreasing order of their bit masks.
    pub(crate) fn orders(&self, f: &mut dyn FnMut(Order)) {
        submasks(self.owned, |keep| {
            if self.legal(keep) {
                f(Order::EndTurn { keep });
            }
        });
    }

    /// R-D1: the next parts after `rest` (the parts after `EndTurn`): the
    /// cards retained in increasing order, then `Done`.
    pub(crate) fn next(&self, rest: &[Action], next: &mut Next<'_>) {
        let mut chosen = 0u64;
        for (i, a) in rest.iter().enumerate() {
            match *a {
                Action::Card { card }
                    if Bits(self.owned).contains(card) && Bits(chosen).last().is_none_or(|l| card > l) =>
                {
                    chosen |= 1 << card;
                }
                Action::Done if i + 1 == rest.len() => {
                    if self.legal(chosen) {
                        next.complete = Some(Order::EndTurn { keep: chosen });
                    }
                    return;
                }
                _ => return,
            }
        }
        // The sets that go on from the cards chosen: all theirs, the others above them.
        let above = Bits(chosen).last().map_or(u64::MAX, |l| if l >= 63 { 0 } else { u64::MAX << (l + 1) });
        let (mut seen, mut done) = (0u64, false);
        submasks(self.owned, |keep| {
            if keep & chosen != chosen || (keep & !chosen) & !above != 0 || !self.legal(keep) {
                return;
            }
            match Bits(keep & !chosen).first() {
                Some(card) if !Bits(seen).contains(card) => {
                    seen |= 1 << card;
                    next.add(Action::Card { card });
                }
                None if !done => {
                    done = true;
                    next.add(Action::Done);
                }
                _ => {}
            }
        });
    }
}

// The family holds the retain cost of every Support card a soldier may own.
const _: () = assert!(MAX_SUPPORT <= MAX_OWNED);

impl Squad {
    /// R-F10: the end of the turn `h`, keeping any of the Support cards it owns.
    pub(crate) fn write_end_turn(&self, h: &TurnFacts<'_>, discounts: &mut Option<(u8, u8)>, out: &mut impl TurnSink) {
        let f = match out.scope() {
            Scope::All => self.end_turn_family(h, discounts),
            // Keeping nothing costs nothing: a turn may always end so.
            Scope::Any => EndTurnFamily { owned: 0, costs: [0; MAX_OWNED], xp: h.xp },
        };
        out.family(self, Action::EndTurn, &Family::EndTurn(f));
    }

    /// R-F10: the ends of the turn `h` (keeping nothing is always legal).
    /// `discounts` keeps the Support discounts of the soldier's slot once
    /// worked out.
    pub(crate) fn end_turn_family(&self, h: &TurnFacts<'_>, discounts: &mut Option<(u8, u8)>) -> EndTurnFamily {
        let owned = self.state.field.owned_supports(h.s);
        let mut costs = [0u8; MAX_OWNED];
        if owned != 0 {
            let retain = discounts.get_or_insert_with(|| self.support_discounts_here(h.s)).1;
            for (x, card) in costs.iter_mut().zip(Bits(owned)) {
                *x = self.retain_cost_with(card, retain);
            }
        }
        EndTurnFamily { owned, costs, xp: h.xp }
    }
}
