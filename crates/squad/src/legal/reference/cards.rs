//! The reference list's R-F1..R-F3 own-turn cards (each card, each boost,
//! each right-sized discard, each choice) and R-F3 Support fire.

use wargames_core::Bits;

use crate::content::{Category, Timing};
use crate::legal::reference::submasks;
use crate::state::squad::Squad;
use crate::state::{SLOTS, Turn};
use crate::terms::order::{Order, Play};

impl Squad {
    /// R-F1..R-F3 own-turn cards.
    pub(super) fn ref_cards(&self, turn: Turn, out: &mut Vec<Order>) {
        let s = turn.soldier;
        let n = self.state.team.n_soldiers;
        for card in Bits(self.ref_playable(Timing::OwnTurn)) {
            let Some(design) = self.design(card) else { continue };
            let holder = (0..n).find(|h| self.state.team.soldier(*h).hand & (1u64 << card) != 0).unwrap_or(s);
            let rest = self.state.team.soldier(holder).hand & !(1u64 << card);
            let discards = match design.category {
                Category::Covert { discard } => discard,
                Category::Support { discard, .. } => discard.saturating_sub(self.support_discount_here(s)),
                _ => 0,
            };
            for boost in [false, true] {
                if boost && design.boost.is_none() {
                    continue;
                }
                // The play itself (hand, timing, XP) before its discards and choices.
                if matches!(
                    self.check_card(Play { card, boost }, s, Timing::OwnTurn, &crate::legal::needs::CardUse::default()),
                    Err(e) if !matches!(e, crate::error::Error::KeywordMismatch)
                ) {
                    continue;
                }
                // Every choice a card may take (the check refuses a choice
                // the effect does not take, and any but 0 when it takes none).
                let params = 16u8;
                // The discard and the choice are checked independently: find
                // the choices that work with one right-sized discard first.
                let mut probe = None;
                submasks(rest, |discard| {
                    if probe.is_none() && discard.count_ones() == u32::from(discards) {
                        probe = Some(discard);
                    }
                });
                let Some(probe) = probe else { continue };
                let mut good = 0u16;
                for param in 0..params {
                    let a = Order::PlayCard { card, boost, discard: probe, param };
                    if self.check_order(&a).is_ok() {
                        good |= 1 << param;
                    }
                }
                if good == 0 {
                    continue;
                }
                // Any other right-sized subset of the holder's hand is as good as the probe.
                submasks(rest, |discard| {
                    if discard.count_ones() == u32::from(discards) {
                        for param in 0..params {
                            if good & (1 << param) != 0 {
                                out.push(Order::PlayCard { card, boost, discard, param });
                            }
                        }
                    }
                });
            }
        }
    }

    /// R-F3 a retained Support strike at each slot.
    pub(super) fn ref_support_fire(&self, turn: Turn, out: &mut Vec<Order>) {
        let s = turn.soldier;
        for card in Bits(self.state.field.owned_supports(s)) {
            for slot in 0..SLOTS as u8 {
                self.ref_try_push(out, Order::FireSupport { card, slot });
            }
        }
    }
}
