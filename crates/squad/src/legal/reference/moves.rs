//! The reference list's R-A3 moves: each destination, each card play, each
//! payment of a legal size (`check_order` on one payment of each size).

use crate::content::Timing;
use crate::legal::reference::submasks;
use crate::state::squad::Squad;
use crate::state::{SLOTS, Turn};
use crate::terms::order::Order;

impl Squad {
    /// R-A3 moves.
    pub(super) fn ref_moves(&self, turn: Turn, out: &mut Vec<Order>) {
        let s = turn.soldier;
        let t = *self.state.team.soldier(s);
        let hand = if self.is_ps(s) { t.hand } else { 0 };
        if t.suppression == 0 && turn.moves > 0 {
            for to in [t.slot.wrapping_sub(1), t.slot + 1] {
                if to as usize >= SLOTS {
                    continue;
                }
                self.ref_plays(Timing::OnMove, |play| {
                    let h = hand & !play.map_or(0, |p| 1u64 << p.card);
                    // Cards paid: at least the Covert discards and what the
                    // actions cannot cover, at most the cost plus discards.
                    let Ok((cost, covert)) = self.move_quote(to, play) else { return };
                    let most = u32::from(cost) + u32::from(covert);
                    let least = most.saturating_sub(u32::from(turn.actions));
                    // Whether a payment is legal depends only on how many
                    // cards it holds: check one payment of each size.
                    let mut sizes = 0u128;
                    for n in least..=most.min(h.count_ones()) {
                        let mut rep = 0u64;
                        let mut rest = h;
                        for _ in 0..n {
                            rep |= rest & rest.wrapping_neg();
                            rest &= rest - 1;
                        }
                        if self.check_order(&Order::Move { to, play, pay: rep }).is_ok() {
                            sizes |= 1u128 << n;
                        }
                    }
                    if sizes != 0 {
                        submasks(h, |pay| {
                            if sizes & (1u128 << pay.count_ones()) != 0 {
                                out.push(Order::Move { to, play, pay });
                            }
                        });
                    }
                });
            }
        }
    }
}
