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

use wargames_core::Bits;

use crate::terms::action::Action;
use crate::terms::order::Order;

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
                for param in Bits(self.params) {
                    f(self.with(set, param));
                }
            }
        };
        if self.sizes & !0b11 == 0 {
            // Sets of at most one card: the one-card ones, greatest
            // first, then none, with no walk over the larger ones.
            if self.sizes & 0b10 != 0 {
                for card in Bits(self.mask).iter_down() {
                    emit(1 << card);
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
    /// order [`Sets::each`] first meets it, without walking the sets; the
    /// order the parts name, when they end with a legal last part. The
    /// cards of a set come in increasing order, so a set continues the
    /// cards chosen when its other cards all lie above them, and its next
    /// part is the least of those; the first set (in `each`'s order) with
    /// least card `m` is `m` and the highest cards above it, as many as
    /// the greatest legal size leaves room for.
    pub(crate) fn after(&self, rest: &[Action], mut next: impl FnMut(Action)) -> Option<Order> {
        let (cards, end) = match rest.split_last() {
            Some((Action::Card { .. }, _)) | None => (rest, None),
            Some((last, cards)) => (cards, Some(*last)),
        };
        let mut chosen = 0u64;
        for x in cards {
            let Action::Card { card } = *x else { return None };
            let b = 1u64.checked_shl(u32::from(card)).unwrap_or(0);
            if b == 0 || self.mask & b == 0 || chosen >= b {
                return None;
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
            let legal = self.allows(k) && param < 16 && self.params & (1 << param) != 0 && end == self.tail(param);
            return legal.then(|| self.with(chosen, param));
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
            return None;
        }
        // Each card `m` that may come next, in the order of its first set
        // (`m` and the `j - 1` highest cards above it, `j` the greatest
        // legal number with room above `m`). A card with a greater `j` (so
        // a lower card) comes first; among cards with the same `j`, whose
        // first sets share their other cards, the greater card first.
        let emit = |group: u64, next: &mut dyn FnMut(Action)| {
            for card in Bits(group).iter_down() {
                next(Action::Card { card });
            }
        };
        let (mut group, mut group_j, mut room) = (0u64, 0u32, u);
        for m in Bits(upper) {
            let b = 1u64 << m;
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
            for param in Bits(self.params) {
                next(self.tail(param));
            }
        }
        None
    }
}
