//! R-D1: the family of a decision part-way (the legal orders of its first
//! part, in the compact form its kind works out once, when the decision is
//! opened, and keeps in the draft while the state does not change) and its
//! next parts, worked out from the family instead of by listing its orders
//! again. Each kind's family is in the list file of its kind
//! (`list/moves.rs`, `list/attacks.rs`, ...); what they share is here.

use wargames_core::Bits;

use crate::engine::squad::Squad;
use crate::legal::action::Action;
use crate::legal::list::attacks::AttackFamily;
use crate::legal::list::cards::CardFamily;
use crate::legal::list::end_turn::EndTurnFamily;
use crate::legal::list::melee_throws::{MeleeFamily, ThrowFamily};
use crate::legal::list::moves::MoveFamily;
use crate::legal::order::{Order, Play};
use crate::legal::sets::Sets;

/// The legal orders of one first part (R-D1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Family {
    /// R-A3: the moves to one slot.
    Move(MoveFamily),
    /// R-A4..R-A7: the attacks with one weapon mode.
    Attack(AttackFamily),
    /// R-A8: the melee attacks with one weapon (or bare hands).
    Melee(MeleeFamily),
    /// R-A9: the throws of one item.
    Throw(ThrowFamily),
    /// R-A9: Discard & Draw, any cards of the hand (`hand`).
    DiscardDraw {
        /// The soldier's hand.
        hand: u64,
    },
    /// R-F1..R-F3: the plays of one own-turn card.
    Card(CardFamily),
    /// R-F10: the ends of the turn, with the Support cards each keeps.
    EndTurn(EndTurnFamily),
}

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

/// What a draft keeps of its decision (R-D1): the family of its first
/// part, and its next parts when there are at most [`MAX_KEPT`]. Both are
/// derived from the rest of the state, so any two are alike: two states
/// with the same decision part-way are equal whether or not they are
/// worked out. They are not saved, and are worked out again when a saved
/// game is loaded.
#[derive(Clone, Copy, Debug, Default)]
pub struct Kept {
    /// The family, when worked out.
    pub(crate) family: Option<Family>,
    /// The next parts, when worked out and at most [`MAX_KEPT`].
    pub(crate) next: Option<NextParts>,
}

impl PartialEq for Kept {
    fn eq(&self, _: &Kept) -> bool {
        true
    }
}

impl Eq for Kept {}

/// The most next parts a draft keeps.
pub(crate) const MAX_KEPT: usize = 16;

/// Next parts, at most [`MAX_KEPT`] of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NextParts {
    at: [Action; MAX_KEPT],
    len: u8,
}

impl NextParts {
    /// The parts.
    pub(crate) fn as_slice(&self) -> &[Action] {
        self.at.get(..usize::from(self.len)).unwrap_or(&[])
    }
}

/// What a card play's XP check reads (R-F1): the XP of the soldiers in
/// play, and the cards the soldier plays from its own hand (for no XP
/// more).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Purse {
    /// The XP there is.
    pub(crate) xp: u8,
    /// The cards whose first holder among the player soldiers in play is
    /// the soldier acting.
    pub(crate) own: u64,
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

/// The card plays a decision may be made with (R-F1), each with at least
/// one legal order: no card (`none`), and each card unboosted (`cards`)
/// and boosted (`boosted`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Plays {
    /// No card played.
    pub(crate) none: bool,
    /// The cards played unboosted.
    pub(crate) cards: u64,
    /// The cards played boosted.
    pub(crate) boosted: u64,
}

impl Plays {
    /// Whether play `p` (none: no card) is one of them.
    pub(crate) fn has(&self, p: Option<Play>) -> bool {
        match p {
            None => self.none,
            Some(Play { card, boost: false }) => Bits(self.cards).contains(card),
            Some(Play { card, boost: true }) => Bits(self.boosted).contains(card),
        }
    }

    /// Adds play `p`.
    pub(crate) fn insert(&mut self, p: Option<Play>) {
        match p {
            None => self.none = true,
            Some(Play { card, boost: false }) => self.cards = Bits(self.cards).with(card).word(),
            Some(Play { card, boost: true }) => self.boosted = Bits(self.boosted).with(card).word(),
        }
    }

    /// Whether there is any.
    pub(crate) fn any(&self) -> bool {
        self.none || self.cards | self.boosted != 0
    }

    /// The cards played, boosted or not.
    pub(crate) fn card_set(&self) -> Bits<u64> {
        Bits(self.cards | self.boosted)
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
