//! R-D1: the next parts of a decision being made, worked out from its
//! family (`family.rs`) instead of by listing its orders again: what the
//! kinds share (the card played along and its boost), and each family's
//! orders and next parts, by kind.

use crate::legal::sets::Sets;
use crate::state::family::{Family, MAX_KEPT, NextParts, Plays};
use crate::state::squad::Squad;
use crate::terms::action::Action;
use crate::terms::order::{Order, Play};

impl Family {
    /// Gives `f` every legal order of the family, in the legal list's order.
    pub(crate) fn orders(&self, g: &Squad, f: &mut dyn FnMut(Order)) {
        match self {
            Family::Move(x) => x.orders(g, f),
            Family::Attack(x) => x.orders(g, f),
            Family::Melee(x) => x.orders(f),
            Family::Throw(x) => x.orders(g, f),
            Family::DiscardDraw { hand } => discard_draw(*hand).each(f),
            Family::Card(x) => x.orders(f),
            Family::EndTurn(x) => x.orders(f),
        }
    }

    /// The next parts after the parts `rest` that follow the first one,
    /// and the order they name when they are all of one.
    pub(crate) fn next(&self, g: &Squad, rest: &[Action], next: &mut Next<'_>) {
        match self {
            Family::Move(x) => x.next(g, rest, next),
            Family::Attack(x) => x.next(g, rest, next),
            Family::Melee(x) => x.next(g, rest, next),
            Family::Throw(x) => x.next(g, rest, next),
            Family::DiscardDraw { hand } => next.after_sets(&discard_draw(*hand), rest),
            Family::Card(x) => x.next(g, rest, next),
            Family::EndTurn(x) => x.next(rest, next),
        }
    }
}

/// R-A9: Discard & Draw of any cards of `hand`, as a family of sets.
fn discard_draw(hand: u64) -> Sets {
    Sets { order: Order::DiscardDraw { discard: 0 }, mask: hand, sizes: u128::MAX, params: 1 }
}

/// The next parts of a decision part-way, in the order the legal list
/// first meets them (the first [`MAX_KEPT`] kept, all of them given to
/// `out` when there is one), and the order its parts name once complete.
pub(crate) struct Next<'a> {
    kept: NextParts,
    len: usize,
    out: Option<&'a mut Vec<Action>>,
    /// The order the parts are all of, when they are.
    pub(crate) complete: Option<Order>,
}

impl<'a> Next<'a> {
    /// None yet; each one given to `out` too, when there is one.
    pub(crate) fn new(out: Option<&'a mut Vec<Action>>) -> Next<'a> {
        Next { kept: NextParts { at: [Action::Back; MAX_KEPT], len: 0 }, len: 0, out, complete: None }
    }

    /// Adds `a`, a part not met before (each kind gives each part once).
    pub(crate) fn add(&mut self, a: Action) {
        debug_assert!(self.len > MAX_KEPT || !self.kept.as_slice().contains(&a), "{a:?} given twice");
        if let Some(x) = self.kept.at.get_mut(self.len) {
            *x = a;
            self.kept.len += 1;
        }
        self.len += 1;
        if let Some(out) = self.out.as_deref_mut() {
            out.push(a);
        }
    }

    /// How many next parts there are.
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// The first next part.
    pub(crate) fn first(&self) -> Option<Action> {
        self.kept.as_slice().first().copied()
    }

    /// The next parts, when there are at most [`MAX_KEPT`].
    pub(crate) fn kept(&self) -> Option<NextParts> {
        (self.len <= MAX_KEPT).then_some(self.kept)
    }

    /// The next parts of the family of sets `sets` after its parts `rest`
    /// (its cards, then perhaps its last part).
    pub(crate) fn after_sets(&mut self, sets: &Sets, rest: &[Action]) {
        if let Some(o) = sets.after(rest, |a| self.add(a)) {
            self.complete = Some(o);
        }
    }
}

/// Where the parts after a first part stand as to the card played along.
pub(crate) enum Split<'a> {
    /// The play they name (none: no card), and the parts after it.
    Play(Option<Play>, &'a [Action]),
    /// A card with a boost, its boost not chosen yet.
    Boosts(u8),
    /// Parts no order has.
    Nothing,
}

/// The play the parts `rest` after a first part name: `With` and its
/// `Boost` (the boost only for a card that has one), or none.
pub(crate) fn split_play<'a>(g: &Squad, rest: &'a [Action]) -> Split<'a> {
    match rest {
        [Action::With { card }, tail @ ..] if !g.boostable(*card) => {
            Split::Play(Some(Play { card: *card, boost: false }), tail)
        }
        [Action::With { card }] => Split::Boosts(*card),
        [Action::With { card }, Action::Boost { yes }, tail @ ..] => {
            Split::Play(Some(Play { card: *card, boost: *yes }), tail)
        }
        [Action::With { .. }, ..] => Split::Nothing,
        _ => Split::Play(None, rest),
    }
}

/// The next parts of one play's orders after the parts that follow it.
pub(crate) type Inner<'a> = dyn FnMut(Option<Play>, &[Action], &mut Next<'_>) + 'a;

/// R-D1 for a decision whose orders go play by play (each play's orders
/// together: a move, an attack): the next parts after the parts `rest`
/// that follow the first, given the plays (`plays`) and, for one play,
/// the next parts after the parts that follow it (`inner`).
pub(crate) fn play_by_play(g: &Squad, plays: &Plays, rest: &[Action], next: &mut Next<'_>, inner: &mut Inner<'_>) {
    match split_play(g, rest) {
        Split::Boosts(card) => boosts(plays, card, next),
        Split::Play(Some(p), tail) => {
            if plays.has(Some(p)) {
                inner(Some(p), tail, next);
            }
        }
        Split::Play(None, tail) => {
            if plays.none {
                inner(None, tail, next);
            }
            if tail.is_empty() {
                for card in plays.card_set() {
                    next.add(Action::With { card });
                }
            }
        }
        Split::Nothing => {}
    }
}

/// The boosts of card `card` among `plays`: unboosted first.
pub(crate) fn boosts(plays: &Plays, card: u8, next: &mut Next<'_>) {
    if plays.has(Some(Play { card, boost: false })) {
        next.add(Action::Boost { yes: false });
    }
    if plays.has(Some(Play { card, boost: true })) {
        next.add(Action::Boost { yes: true });
    }
}
