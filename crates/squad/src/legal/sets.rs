//! R-D1: the orders that differ only in a set of cards (a move's payment
//! R-A3, Discard & Draw's discards R-A9, a Covert or Support card's
//! discards R-F2, R-F3), and each set's choices (a card's `param`, R-F1).
//!
//! Whether such a set is legal depends only on how many cards it holds
//! (the card played with a move is left out of the cards it may hold), so
//! the list gives the whole family at once ([`Sets`]): the cards a set may
//! hold, the sizes it may have and the choices. A full list walks it
//! ([`Sets::each`], the same orders in the same order as listing each
//! set); a decision part-way works out the next parts from the sizes alone
//! ([`Sets::after`]), without walking the subsets.

use crate::legal::action::Action;
use crate::legal::order::Order;

/// A family of orders alike but for their set of cards and their choice.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Sets {
    /// The order with no card in its set and choice 0.
    pub(crate) order: Order,
    /// The cards a set may hold.
    pub(crate) mask: u64,
    /// The sizes a set may have (bit `n`: `n` cards).
    pub(crate) sizes: u128,
    /// The choices each set is listed with (bit `param`), in increasing
    /// order; bit 0 alone for an order that takes none.
    pub(crate) params: u16,
}

/// What the orders of a family continuing some parts come to.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct After {
    /// How many orders continue them (saturating).
    pub(crate) matches: u64,
    /// The last of them in the list's order.
    pub(crate) last: Option<Order>,
    /// The order the parts are all of.
    pub(crate) complete: Option<Order>,
}

/// Gives `f` every submask of `mask`, from `mask` itself down to none, in
/// decreasing order of their bit masks.
pub(crate) fn submasks(mask: u64, mut f: impl FnMut(u64)) {
    let mut sub = mask;
    loop {
        f(sub);
        if sub == 0 {
            break;
        }
        sub = (sub - 1) & mask;
    }
}

/// `n` choose `k`, saturating.
fn choose(n: u32, k: u32) -> u64 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    let mut c = 1u64;
    for i in 0..k {
        // Exact at each step: the product of i + 1 consecutive integers
        // is divisible by (i + 1)!.
        c = match c.checked_mul(u64::from(n - i)) {
            Some(x) => x / u64::from(i + 1),
            None => return u64::MAX,
        };
    }
    c
}

/// The `k` lowest set bits of `mask`.
fn low_bits(mut mask: u64, k: u32) -> u64 {
    let mut low = 0;
    for _ in 0..k {
        let b = mask & mask.wrapping_neg();
        low |= b;
        mask &= !b;
    }
    low
}

impl Sets {
    /// The order of the family with set `set` and choice `param`.
    pub(crate) fn with(&self, set: u64, param: u8) -> Order {
        match self.order {
            Order::Move { to, play, .. } => Order::Move { to, play, pay: set },
            Order::DiscardDraw { .. } => Order::DiscardDraw { discard: set },
            Order::PlayCard { card, boost, .. } => Order::PlayCard { card, boost, discard: set, param },
            Order::EndTurn { .. } => Order::EndTurn { keep: set },
            o => o,
        }
    }

    /// The last part of the order with choice `param` (after its set).
    fn tail(&self, param: u8) -> Action {
        match self.order {
            Order::PlayCard { .. } => Action::Choose { param },
            _ => Action::Done,
        }
    }

    /// Whether a set of `n` cards is legal.
    fn allows(&self, n: u32) -> bool {
        n < 128 && self.sizes & (1u128 << n) != 0
    }

    /// Gives `f` every order of the family: the sets of legal size, each
    /// with each choice, the sets in decreasing order of their bit masks
    /// (the order of a submask walk from `mask` down).
    pub(crate) fn each(&self, mut f: impl FnMut(Order)) {
        let mut emit = |set: u64| {
            if self.allows(set.count_ones()) {
                let mut p = self.params;
                while p != 0 {
                    let param = p.trailing_zeros() as u8;
                    p &= p - 1;
                    f(self.with(set, param));
                }
            }
        };
        if self.sizes & !0b11 == 0 {
            // Sets of at most one card: the one-card ones, greatest
            // first, then none, with no walk over the larger ones.
            if self.sizes & 0b10 != 0 {
                let mut r = self.mask;
                while r != 0 {
                    let high = 1u64 << (63 - r.leading_zeros());
                    r &= !high;
                    emit(high);
                }
            }
            emit(0);
        } else {
            submasks(self.mask, emit);
        }
    }

    /// R-D1: where the orders of the family go after their parts before
    /// the set and the parts `rest` (cards in increasing order, then
    /// perhaps the last part): `next` is given each next part once, in the
    /// order [`Sets::each`] first meets it, without walking the sets. The
    /// cards of a set come in increasing order, so a set continues the
    /// cards chosen when its other cards all lie above them, and its next
    /// part is the least of those; the first set (in `each`'s order) with
    /// least card `m` is `m` and the highest cards above it, as many as
    /// the greatest legal size leaves room for.
    pub(crate) fn after(&self, rest: &[Action], mut next: impl FnMut(Action)) -> After {
        let mut a = After::default();
        let (cards, end) = match rest.split_last() {
            Some((Action::Card { .. }, _)) | None => (rest, None),
            Some((last, cards)) => (cards, Some(*last)),
        };
        let mut chosen = 0u64;
        for x in cards {
            let Action::Card { card } = *x else { return a };
            let b = 1u64.checked_shl(u32::from(card)).unwrap_or(0);
            if b == 0 || self.mask & b == 0 || chosen >= b {
                return a;
            }
            chosen |= b;
        }
        let k = chosen.count_ones();
        if let Some(end) = end {
            // The parts name one order, if its size and choice are legal.
            let param = match end {
                Action::Choose { param } => param,
                _ => 0,
            };
            if self.allows(k) && param < 16 && self.params & (1 << param) != 0 && end == self.tail(param) {
                let o = self.with(chosen, param);
                (a.matches, a.last, a.complete) = (1, Some(o), Some(o));
            }
            return a;
        }
        // The cards the set may still take: those above the ones chosen.
        let upper = match chosen {
            0 => self.mask,
            _ => self.mask & !(u64::MAX >> chosen.leading_zeros()),
        };
        let u = upper.count_ones();
        // The legal numbers of cards still to take (bit `j`: `j` more).
        let extra = (self.sizes >> k) & (2u128 << u).wrapping_sub(1);
        if extra == 0 {
            return a;
        }
        let n_params = u64::from(self.params.count_ones());
        a.matches = (0..=u)
            .filter(|j| extra & (1u128 << j) != 0)
            .fold(0u64, |m, j| m.saturating_add(choose(u, j).saturating_mul(n_params)));
        let last_param = 15 - self.params.leading_zeros() as u8;
        a.last = Some(self.with(chosen | low_bits(upper, extra.trailing_zeros()), last_param));
        // Each card `m` that may come next, in the order of its first set
        // (`m` and the `j - 1` highest cards above it, `j` the greatest
        // legal number with room above `m`). A card with a greater `j` (so
        // a lower card) comes first; among cards with the same `j`, whose
        // first sets share their other cards, the greater card first.
        let emit = |group: u64, next: &mut dyn FnMut(Action)| {
            let mut g = group;
            while g != 0 {
                let card = 63 - g.leading_zeros() as u8;
                g &= !(1u64 << card);
                next(Action::Card { card });
            }
        };
        let (mut group, mut group_j, mut room) = (0u64, 0u32, u);
        let mut r = upper;
        while r != 0 {
            let b = r & r.wrapping_neg();
            r &= r - 1;
            // The legal numbers of cards with `m` and room for the others above it.
            let fits = extra & (2u128 << room).wrapping_sub(1) & !1;
            if fits == 0 {
                break;
            }
            let j = 127 - fits.leading_zeros();
            if j != group_j {
                emit(group, &mut next);
                (group, group_j) = (0, j);
            }
            group |= b;
            room -= 1;
        }
        emit(group, &mut next);
        // No card more: the last part, with each choice.
        if extra & 1 != 0 {
            let mut p = self.params;
            while p != 0 {
                let param = p.trailing_zeros() as u8;
                p &= p - 1;
                next(self.tail(param));
            }
        }
        a
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::legal::order::Play;

    /// The next parts, counts, last and complete orders worked out from
    /// the sizes are those of walking every order of the family (R-D1).
    #[test]
    fn rule_r_d1_next_parts_from_the_sizes_are_those_of_the_walk() {
        let orders = [
            Order::Move { to: 2, play: Some(Play { card: 3, boost: false }), pay: 0 },
            Order::DiscardDraw { discard: 0 },
            Order::PlayCard { card: 9, boost: true, discard: 0, param: 0 },
        ];
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut rand = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for round in 0..3000 {
            let order = orders[round % orders.len()];
            let mask = rand() & rand() & 0x0000_0f0f_00f0_0ff3;
            let sizes = u128::from(rand() & 0x7f) | if round % 7 == 0 { u128::MAX } else { 0 };
            let params = if matches!(order, Order::PlayCard { .. }) { (rand() as u16 & 0x2b) | 1 } else { 1 };
            let sets = Sets { order, mask, sizes, params };
            let mut all = Vec::new();
            sets.each(|o| all.push(o));
            // Prefixes: a few cards of the mask, increasing, perhaps a last part.
            for _ in 0..6 {
                let pick = mask & rand() & rand();
                let mut rest: Vec<Action> =
                    (0..64u8).filter(|c| pick & (1 << c) != 0).map(|card| Action::Card { card }).collect();
                if rand() % 3 == 0 {
                    rest.push(if rand() % 2 == 0 {
                        Action::Done
                    } else {
                        Action::Choose { param: (rand() % 6) as u8 }
                    });
                }
                if rand() % 5 == 0
                    && let Some(x) = rest.first_mut()
                {
                    *x = Action::Card { card: 63 };
                }
                let mut walked = (0u64, None, None, Vec::new());
                for o in &all {
                    let parts = parts_of(o);
                    if parts.len() < rest.len() || parts[..rest.len()] != rest[..] {
                        continue;
                    }
                    walked.0 += 1;
                    walked.1 = Some(*o);
                    match parts.get(rest.len()) {
                        None => walked.2 = Some(*o),
                        Some(p) if !walked.3.contains(p) => walked.3.push(*p),
                        _ => {}
                    }
                }
                let mut next = Vec::new();
                let a = sets.after(&rest, |p| next.push(p));
                assert_eq!((a.matches, a.last, a.complete, next), walked, "{sets:?} after {rest:?}");
            }
        }
    }

    /// The parts of a family's order after the parts before its set.
    fn parts_of(o: &Order) -> Vec<Action> {
        let (set, tail) = match *o {
            Order::Move { pay, .. } => (pay, Action::Done),
            Order::DiscardDraw { discard } => (discard, Action::Done),
            Order::PlayCard { discard, param, .. } => (discard, Action::Choose { param }),
            _ => return Vec::new(),
        };
        let mut v: Vec<Action> = (0..64u8).filter(|c| set & (1 << c) != 0).map(|card| Action::Card { card }).collect();
        v.push(tail);
        v
    }
}
