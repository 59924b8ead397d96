//! R-D1, R-D2: a decision of several parts made one part at a time.
//!
//! Every legal [`Order`] (the composite the rules resolve, listed by
//! `list/`) has one sequence of parts ([`Action`]s), in a fixed order:
//! its first part (the kind and its fixed parts: `Move { to }`,
//! `Attack { weapon, mode }`, `Melee { weapon }`, `Throw { item }`,
//! `DiscardDraw`, `PlayCard { card }`, `EndTurn`), then the card played
//! with it (`With`) and its boost (`Boost`, only for a card that has one),
//! then the cards of its set in increasing instance order (`Card`), then
//! its aim (`Target`, or a Spray's `Die`s) or a card's choice (`Choose`),
//! then `Done` where the set's size is free (a move's payment, Discard &
//! Draw, the Support cards retained). An order of one part (`BeginTurn`,
//! `Reload`, ...) is its own action.
//!
//! The parts chosen so far (the [`Draft`], held in the state) are a prefix
//! of the sequences of some legal orders; the legal actions are the next
//! parts of those orders, and `Back`. The draft keeps the family of its
//! first part (`family.rs`: its legal orders, worked out once when the
//! decision opens; the state does not change while it is made), and the
//! next parts are worked out from it. When only one next part is left it
//! is taken at once, and when the parts name one order alone it is
//! resolved: so no decision offers a single choice, and each order has
//! one sequence. `Back` takes the last part back, with the parts that were
//! taken at once after the one before it, and from the first part returns
//! to the turn's choices. A part out of order, a card chosen twice, or
//! `Back` with nothing to take back is refused with a rule id, and nothing
//! changes.

use wargames_core::{Bits, EventSink};

use crate::error::Error;
use crate::event::Event;
use crate::legal::next::Next;
use crate::state::family::{Family, ListMemo, NextParts};
use crate::state::squad::Squad;
use crate::state::{Draft, NONE, Need};
use crate::terms::action::Action;
use crate::terms::order::{Aim, Order, Play};

/// The most parts a decision has: its first, a card and its boost, the
/// cards of a hand (at most 16, R-R2) and `Done`.
pub(crate) const MAX_PARTS: usize = 24;

/// A sequence of parts.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Parts {
    at: [Action; MAX_PARTS],
    len: usize,
}

impl Parts {
    fn new() -> Parts {
        Parts { at: [Action::Back; MAX_PARTS], len: 0 }
    }

    fn push(&mut self, a: Action) {
        if let Some(x) = self.at.get_mut(self.len) {
            *x = a;
            self.len += 1;
        }
    }

    fn pop(&mut self) {
        self.len = self.len.saturating_sub(1);
    }

    /// The parts.
    pub(crate) fn as_slice(&self) -> &[Action] {
        self.at.get(..self.len).unwrap_or(&[])
    }

    fn cards(&mut self, mask: u64) {
        for card in Bits(mask) {
            self.push(Action::Card { card });
        }
    }

    /// The parts of the draft `d`, in their order.
    pub(crate) fn of(d: &Draft) -> Parts {
        let mut p = Parts::new();
        p.push(d.head);
        if let Some(card) = d.with {
            p.push(Action::With { card });
        }
        if let Some(yes) = d.boost {
            p.push(Action::Boost { yes });
        }
        p.cards(d.cards);
        for &target in d.dice.iter().take(usize::from(d.n_dice)) {
            p.push(Action::Die { target });
        }
        p
    }
}

/// The first part of `order`, when it has several.
pub(crate) fn head_of(order: &Order) -> Option<Action> {
    Some(match *order {
        Order::Move { to, .. } => Action::Move { to },
        Order::Attack { weapon, mode, .. } => Action::Attack { weapon, mode },
        Order::Melee { weapon, .. } => Action::Melee { weapon },
        Order::Throw { item, .. } => Action::Throw { item },
        Order::DiscardDraw { .. } => Action::DiscardDraw,
        Order::PlayCard { card, .. } => Action::PlayCard { card },
        Order::EndTurn { .. } => Action::EndTurn,
        _ => return None,
    })
}

/// The rule of a decision that begins with `head`.
fn rule_of(head: &Action) -> &'static str {
    match head {
        Action::Move { .. } => "R-A3",
        Action::Attack { .. } => "R-A4",
        Action::Melee { .. } => "R-A8",
        Action::Throw { .. } | Action::DiscardDraw => "R-A9",
        Action::PlayCard { .. } => "R-F1",
        Action::EndTurn => "R-F10",
        _ => "R-D1",
    }
}

/// The draft the parts `p` (first part first) of a decision of family
/// `family` stand for, keeping its next parts `next`; none if a part ends
/// a decision or is not a part.
fn draft_of(p: &[Action], family: Family, next: Option<NextParts>) -> Option<Draft> {
    let (&head, rest) = p.split_first()?;
    if !head.is_head() {
        return None;
    }
    let mut d = Draft {
        head,
        with: None,
        boost: None,
        cards: 0,
        dice: [NONE; 4],
        n_dice: 0,
        family: ListMemo { family: Some(family), next },
    };
    for a in rest {
        match *a {
            Action::With { card } => d.with = Some(card),
            Action::Boost { yes } => d.boost = Some(yes),
            Action::Card { card } if card < 64 => d.cards |= 1 << card,
            Action::Die { target } => {
                *d.dice.get_mut(usize::from(d.n_dice))? = target;
                d.n_dice += 1;
            }
            _ => return None,
        }
    }
    Some(d)
}

/// The order the parts `p` name with what is missing filled in plainly
/// (no card, no set, the first choice), to ask its check why it is refused.
fn candidate(p: &[Action]) -> Option<Order> {
    let (&head, rest) = p.split_first()?;
    let (mut play, mut boost, mut cards, mut aim, mut param) = (None::<Play>, false, 0u64, None, 0u8);
    let (mut dice, mut n) = ([NONE; 4], 0usize);
    for a in rest {
        match *a {
            Action::With { card } => play = Some(Play { card, boost: false }),
            Action::Boost { yes } => match play.as_mut() {
                Some(x) => x.boost = yes,
                None => boost = yes,
            },
            Action::Card { card } if card < 64 => cards |= 1 << card,
            Action::Die { target } => {
                if let Some(x) = dice.get_mut(n) {
                    *x = target;
                    n += 1;
                }
            }
            Action::Target { aim: a } => aim = Some(a),
            Action::Choose { param: x } => param = x,
            _ => {}
        }
    }
    Some(match head {
        Action::Move { to } => Order::Move { to, play, pay: cards },
        Action::Attack { weapon, mode } => {
            let aim = aim.unwrap_or(if n > 0 { Aim::Split(dice) } else { Aim::Objective });
            Order::Attack { weapon, mode, aim, play }
        }
        Action::Melee { weapon } => {
            let target = match aim {
                Some(Aim::Card(e)) => e,
                _ => NONE,
            };
            Order::Melee { weapon, target, play }
        }
        Action::Throw { item } => {
            let slot = match aim {
                Some(Aim::Slot(s)) => s,
                _ => NONE,
            };
            Order::Throw { item, slot, play }
        }
        Action::DiscardDraw => Order::DiscardDraw { discard: cards },
        Action::PlayCard { card } => Order::PlayCard { card, boost, discard: cards, param },
        Action::EndTurn => Order::EndTurn { keep: cards },
        _ => return None,
    })
}

/// What a legal action does to the decision being made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    /// The order is complete: resolve it.
    Commit(Order),
    /// The decision stands part-way here.
    Open(Draft),
    /// Back to the turn's choices.
    Close,
}

impl Squad {
    /// Whether action card `card` has a boost (its sequence asks for it).
    pub(crate) fn boostable(&self, card: u8) -> bool {
        Bits(self.fixed.tables.boosted).contains(card)
    }

    /// The sequence of parts of `order` (R-D1).
    pub(crate) fn parts(&self, order: &Order) -> Parts {
        let mut p = Parts::new();
        self.each_part(order, &mut |a| {
            p.push(a);
            true
        });
        p
    }

    /// Gives the parts of `order` in their order to `f` until it returns false.
    fn each_part(&self, order: &Order, f: &mut impl FnMut(Action) -> bool) {
        let Some(head) = head_of(order) else {
            if let Some(a) = Action::of_simple(order) {
                f(a);
            }
            return;
        };
        if !f(head) {
            return;
        }
        // The card played along and its boost.
        let with = |f: &mut dyn FnMut(Action) -> bool, play: Option<Play>| match play {
            Some(x) => {
                f(Action::With { card: x.card }) && (!self.boostable(x.card) || f(Action::Boost { yes: x.boost }))
            }
            None => true,
        };
        // The cards of a set, by increasing instance number.
        let cards =
            |f: &mut dyn FnMut(Action) -> bool, mask: u64| Bits(mask).iter().all(|card| f(Action::Card { card }));
        match *order {
            Order::Move { play, pay, .. } => {
                let _ = with(f, play) && cards(f, pay) && f(Action::Done);
            }
            Order::Attack { aim, play, .. } => {
                if !with(f, play) {
                    return;
                }
                match aim {
                    Aim::Split(d) => {
                        for e in d.into_iter().filter(|e| *e != NONE) {
                            if !f(Action::Die { target: e }) {
                                return;
                            }
                        }
                    }
                    aim => {
                        f(Action::Target { aim });
                    }
                }
            }
            Order::Melee { target, play, .. } => {
                let _ = with(f, play) && f(Action::Target { aim: Aim::Card(target) });
            }
            Order::Throw { slot, play, .. } => {
                let _ = with(f, play) && f(Action::Target { aim: Aim::Slot(slot) });
            }
            Order::DiscardDraw { discard } => {
                let _ = cards(f, discard) && f(Action::Done);
            }
            Order::PlayCard { card, boost, discard, param } => {
                let _ = (!self.boostable(card) || f(Action::Boost { yes: boost }))
                    && cards(f, discard)
                    && f(Action::Choose { param });
            }
            Order::EndTurn { keep } => {
                let _ = cards(f, keep) && f(Action::Done);
            }
            _ => {}
        }
    }

    /// The next parts of the decision whose parts are `p` (first part
    /// first) and whose family is `family`, each given to `out` too when
    /// there is one.
    fn next_of<'a>(&self, family: &Family, p: &[Action], out: Option<&'a mut Vec<Action>>) -> Next<'a> {
        let mut next = Next::new(out);
        family.next(self, p.get(1..).unwrap_or(&[]), &mut next);
        next
    }

    /// The family the draft `d` keeps, or (a draft not worked out yet)
    /// its first part's.
    fn family_kept(&self, d: &Draft) -> Option<Family> {
        d.family.family.or_else(|| self.family_of(&d.head))
    }

    /// Works out what the draft being made keeps (a draft read from a
    /// saved game keeps nothing yet).
    pub(crate) fn keep_draft(&mut self) {
        if let Some(mut d) = self.state.flow.draft {
            d.family.family = self.family_of(&d.head);
            d.family.next = d.family.family.and_then(|f| self.next_of(&f, Parts::of(&d).as_slice(), None).kept());
            self.state.flow.draft = Some(d);
        }
    }

    /// The legal actions (R-D1): the turn's choices, or the next parts of
    /// the decision being made and `Back`.
    pub(crate) fn write_actions(&self, out: &mut Vec<Action>) {
        match self.state.flow.draft {
            None => self.write_choices(out),
            Some(d) => {
                match (d.family.next, self.family_kept(&d)) {
                    (Some(next), _) => out.extend_from_slice(next.as_slice()),
                    (None, Some(family)) => {
                        self.next_of(&family, Parts::of(&d).as_slice(), Some(out));
                    }
                    (None, None) => {}
                }
                out.push(Action::Back);
            }
        }
    }

    /// The legal orders the decision being made may still become (all the
    /// legal orders when none is being made), in place of what `out` held.
    pub(crate) fn write_open_orders(&self, out: &mut Vec<Order>) {
        out.clear();
        match self.state.flow.draft {
            None => self.write_legal(out),
            Some(d) => {
                let p = Parts::of(&d);
                let n = p.len;
                if let Some(family) = self.family_kept(&d) {
                    family.orders(self, &mut |o| {
                        if self.parts(&o).as_slice().get(..n) == Some(p.as_slice()) {
                            out.push(o);
                        }
                    });
                }
            }
        }
    }

    /// The parts `p` (legal so far) of a decision of family `family`,
    /// taken on while only one next part is left: the order they name, or
    /// the decision part-way.
    fn walk(&self, mut p: Parts, family: Family) -> Result<Step, Error> {
        loop {
            let next = self.next_of(&family, p.as_slice(), None);
            if let Some(o) = next.complete {
                return Ok(Step::Commit(o));
            }
            match (next.len(), next.first()) {
                (0, _) | (_, None) => return Err(self.refusal(p.as_slice())),
                (1, Some(one)) => {
                    if p.len >= MAX_PARTS {
                        return Err(Error::OutOfOrder { rule: rule_of(&p.at[0]) });
                    }
                    p.push(one);
                }
                _ => {
                    let d = draft_of(p.as_slice(), family, next.kept());
                    return d.map(Step::Open).ok_or(Error::OutOfOrder { rule: "R-D1" });
                }
            }
        }
    }

    /// Why the parts `p` continue no legal order: the check of the order
    /// they name (the rest filled in plainly), else a part out of order.
    fn refusal(&self, p: &[Action]) -> Error {
        let rule = p.first().map_or("R-D1", rule_of);
        match candidate(p).map(|o| self.check_order(&o)) {
            Some(Err(e)) => e,
            _ => Error::OutOfOrder { rule },
        }
    }

    /// R-D2: the draft `d` with its last part taken back, and the parts
    /// taken at once before it; none when that was the first part.
    fn back(&self, d: &Draft) -> Option<Draft> {
        let family = self.family_kept(d)?;
        let mut p = Parts::of(d);
        loop {
            p.pop();
            if p.len == 0 {
                return None;
            }
            let next = self.next_of(&family, p.as_slice(), None);
            if next.len() >= 2 {
                return draft_of(p.as_slice(), family, next.kept());
            }
        }
    }

    /// What `action` does (R-D1, R-D2), or why it is refused.
    pub(crate) fn step_of(&self, action: &Action) -> Result<Step, Error> {
        self.state.flow.check_decision()?;
        match (self.state.flow.draft, *action) {
            (None, Action::Back) => Err(Error::NothingToUndo),
            (Some(d), Action::Back) => Ok(self.back(&d).map_or(Step::Close, Step::Open)),
            (None, a) if a.is_head() => {
                let mut p = Parts::new();
                p.push(a);
                match self.family_of(&a) {
                    Some(family) => self.walk(p, family),
                    None => Err(self.refusal(p.as_slice())),
                }
            }
            (None, a) => match a.simple() {
                Some(o) => self.check_order(&o).map(|()| Step::Commit(o)),
                None => Err(Error::NoDecisionOpen),
            },
            (Some(d), a) if a.is_part() => {
                if let Action::Card { card } = a
                    && Bits(d.cards).contains(card)
                {
                    return Err(Error::ChosenTwice { rule: rule_of(&d.head), card });
                }
                let mut p = Parts::of(&d);
                p.push(a);
                match self.family_kept(&d) {
                    Some(family) => self.walk(p, family),
                    None => Err(self.refusal(p.as_slice())),
                }
            }
            (Some(d), _) => Err(Error::DecisionOpen { rule: rule_of(&d.head) }),
        }
    }

    /// Checks then does `action`, then runs the game on.
    pub(crate) fn do_step(&mut self, action: &Action, ev: &mut impl EventSink<Event>) -> Result<(), Error> {
        // An order of one part checks itself.
        if self.state.flow.draft.is_none()
            && let Some(o) = action.simple()
        {
            return self.do_order(&o, ev);
        }
        match self.step_of(action)? {
            Step::Open(d) => self.state.flow.draft = Some(d),
            Step::Close => self.state.flow.draft = None,
            Step::Commit(o) => {
                let saved = self.state.flow.draft.take();
                if let Err(e) = self.do_order(&o, ev) {
                    self.state.flow.draft = saved;
                    return Err(e);
                }
            }
        }
        Ok(())
    }

    /// R-D1: a draft stands only in a turn, and is a prefix of the parts
    /// of two legal orders or more that part ways after it; the family it
    /// keeps is its first part's.
    pub(crate) fn check_draft(&self) -> Result<(), String> {
        let Some(d) = self.state.flow.draft else { return Ok(()) };
        if self.state.flow.need != Need::Turn || self.state.team.turn.is_none() {
            return Err("a decision is part-way outside a soldier's turn".into());
        }
        if !d.head.is_head() || d.n_dice > 4 {
            return Err(format!("{:?} does not begin a decision of several parts", d.head));
        }
        let Some(family) = self.family_of(&d.head) else {
            return Err(format!("the decision part-way ({d:?}) has no legal order"));
        };
        if d.family.family.is_some_and(|kept| kept != family) {
            return Err(format!(
                "the family kept ({:?}) is not that of the decision part-way ({d:?})",
                d.family.family
            ));
        }
        let next = self.next_of(&family, Parts::of(&d).as_slice(), None);
        if next.len() < 2 {
            return Err(format!("the decision part-way ({d:?}) does not part ways between legal orders"));
        }
        if d.family.next.is_some_and(|kept| Some(kept) != next.kept()) {
            return Err(format!(
                "the next parts kept ({:?}) are not those of the decision part-way ({d:?})",
                d.family.next
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
impl Squad {
    /// Plays the parts of `order` one by one (those taken at once are
    /// skipped) until the engine resolves it. On a refusal, or a part that
    /// would resolve another order (the only legal one left), the decision
    /// part-way is dropped (as `Back` would) and the error returned: the
    /// state is then as it was.
    pub(crate) fn apply_order(&mut self, order: &Order, ev: &mut impl EventSink<Event>) -> Result<(), Error> {
        use wargames_core::Game;
        let start = self.state.flow.draft;
        let parts = self.parts(order);
        let s = parts.as_slice();
        let mut i = self.state.flow.draft.map_or(0, |d| Parts::of(&d).len);
        while let Some(a) = s.get(i) {
            if let Ok(Step::Commit(o)) = self.step_of(a)
                && o != *order
            {
                self.state.flow.draft = start;
                return Err(Error::OutOfOrder { rule: "R-D1" });
            }
            if let Err(e) = self.apply(a, ev) {
                self.state.flow.draft = start;
                return Err(e);
            }
            match self.state.flow.draft {
                None => return Ok(()),
                Some(d) => i = Parts::of(&d).len,
            }
        }
        self.state.flow.draft = start;
        Err(Error::OutOfOrder { rule: "R-D1" })
    }
}
