//! R-A8 melee and R-A9 throws in the legal list: the melee attacks with one
//! weapon (or bare hands) and the throws of one item as families, their
//! orders (target by target) and the next parts of each part-way (R-D1:
//! `With`, `Boost`, then `Target`).

use wargames_core::Bits;

use crate::content::{FireMode, Weapon};
use crate::legal::aim::may_aim;
use crate::legal::attacker::may_attack;
use crate::legal::card_mods::mods;
use crate::legal::here::TurnFacts;
use crate::legal::list::attacks::Sight;
use crate::legal::list::{Scope, TurnSink};
use crate::legal::melee_cost::{MeleeCostMods, melee_cost};
use crate::legal::needs::CardUse;
use crate::legal::next::{Next, Split, boosts, split_play};
use crate::legal::throw_reach::throw_reaches;
use crate::setup::roster::MAX_GEAR;
use crate::setup::tables::Tables;
use crate::state::family::{Family, MeleeFamily, Plays, ThrowFamily};
use crate::state::foes::Foes;
use crate::state::progress::Progress;
use crate::state::squad::Squad;
use crate::state::{Gear, Item, SLOTS};
use crate::terms::action::Action;
use crate::terms::order::{Aim, Order, Play};

impl MeleeFamily {
    /// The plays in the list's order: none, then each card unboosted and boosted.
    fn each_play(&self, f: &mut dyn FnMut(Option<Play>)) {
        if self.plays.none {
            f(None);
        }
        for card in self.plays.card_set() {
            for boost in [false, true] {
                if self.plays.has(Some(Play { card, boost })) {
                    f(Some(Play { card, boost }));
                }
            }
        }
    }

    /// Gives `f` every legal melee attack of the family, target by target.
    pub(crate) fn orders(&self, f: &mut dyn FnMut(Order)) {
        for target in Bits(self.targets) {
            self.orders_at(target, f);
        }
    }

    /// The family's melee attacks at `target`.
    fn orders_at(&self, target: u8, f: &mut dyn FnMut(Order)) {
        let weapon = self.weapon;
        self.each_play(&mut |play| f(Order::Melee { weapon, target, play }));
    }

    /// R-D1: the next parts after `rest` (the parts after `Melee`).
    pub(crate) fn next(&self, g: &Squad, rest: &[Action], next: &mut Next<'_>) {
        let targets = Bits(self.targets);
        let complete =
            |e: u8, play| targets.contains(e).then_some(Order::Melee { weapon: self.weapon, target: e, play });
        match split_play(g, rest) {
            Split::Boosts(card) => boosts(&self.plays, card, next),
            Split::Play(play, tail) if self.plays.has(play) || (play.is_none() && tail.is_empty()) => match tail {
                [] => {
                    // Target by target: no card (a target), then the cards
                    // (met at the first target).
                    for (i, e) in targets.iter().enumerate() {
                        if self.plays.has(play) {
                            next.add(Action::Target { aim: Aim::Card(e) });
                        }
                        if i == 0 && play.is_none() {
                            for card in self.plays.card_set() {
                                next.add(Action::With { card });
                            }
                        }
                    }
                }
                [Action::Target { aim: Aim::Card(e) }] => next.complete = complete(*e, play),
                _ => {}
            },
            Split::Play(..) | Split::Nothing => {}
        }
    }
}

impl ThrowFamily {
    /// What a card's keyword match reads of the item: the weapon and its
    /// Throw mode (none for equipment).
    fn thrown(g: &Squad, item: Option<Gear>) -> (Option<&Weapon>, Option<&FireMode>) {
        match item.map(|x| x.item) {
            Some(Item::Weapon(w)) => {
                let mode = g.fixed.tables.throw_mode[usize::from(w)];
                let w = g.fixed.content.weapons().get(usize::from(w));
                (w, w.zip(mode).and_then(|(w, i)| w.modes.get(usize::from(i))))
            }
            _ => (None, None),
        }
    }

    /// Whether play `play` throws the item at `slot` (R-A9 with R-F1: the
    /// card's check at the range, and the reach with its Throw Range).
    fn legal_at(&self, g: &Squad, play: Option<Play>, slot: u8) -> bool {
        if !Bits(self.slots).contains(slot) {
            return false;
        }
        let from = g.state.team.turn.map_or(0, |t| g.state.team.soldier(t.soldier).slot);
        let range = slot.abs_diff(from);
        let Some(p) = play else { return throw_reaches(range, self.reach, 0).is_ok() };
        let item = g.state.team.turn.and_then(|t| g.state.team.gear(t.soldier, self.item));
        let (weapon, mode) = Self::thrown(g, item);
        let u = CardUse { weapon, mode, range: Some(range), thrown: true, ..CardUse::default() };
        g.card_ok(self.purse, p, &u) && throw_reaches(range, self.reach, mods(g.play_effect(p)).throw_range).is_ok()
    }

    /// The plays in the list's order that throw at `slot`.
    fn each_play_at(&self, g: &Squad, slot: u8, f: &mut dyn FnMut(Option<Play>)) {
        if self.plays.none && self.legal_at(g, None, slot) {
            f(None);
        }
        for card in self.plays.card_set() {
            for boost in [false, true] {
                let p = Some(Play { card, boost });
                if self.plays.has(p) && self.legal_at(g, p, slot) {
                    f(p);
                }
            }
        }
    }

    /// Gives `f` every legal throw of the family, slot by slot.
    pub(crate) fn orders(&self, g: &Squad, f: &mut dyn FnMut(Order)) {
        let item = self.item;
        for slot in Bits(self.slots) {
            self.each_play_at(g, slot, &mut |play| f(Order::Throw { item, slot, play }));
        }
    }

    /// R-D1: the next parts after `rest` (the parts after `Throw`), slot by slot.
    pub(crate) fn next(&self, g: &Squad, rest: &[Action], next: &mut Next<'_>) {
        match split_play(g, rest) {
            Split::Boosts(card) => {
                let (mut plain, mut boosted) = (false, false);
                for slot in Bits(self.slots) {
                    for (yes, seen) in [(false, &mut plain), (true, &mut boosted)] {
                        let p = Some(Play { card, boost: yes });
                        if !*seen && self.plays.has(p) && self.legal_at(g, p, slot) {
                            *seen = true;
                            next.add(Action::Boost { yes });
                        }
                    }
                }
            }
            Split::Play(play, []) => {
                let mut with = 0u64;
                for slot in Bits(self.slots) {
                    self.each_play_at(g, slot, &mut |p| match (p, play) {
                        (p, Some(_)) if p == play => next.add(Action::Target { aim: Aim::Slot(slot) }),
                        (None, None) => next.add(Action::Target { aim: Aim::Slot(slot) }),
                        (Some(x), None) if !Bits(with).contains(x.card) => {
                            with |= 1 << x.card;
                            next.add(Action::With { card: x.card });
                        }
                        _ => {}
                    });
                }
            }
            Split::Play(play, [Action::Target { aim: Aim::Slot(slot) }]) => {
                if self.plays.has(play) && self.legal_at(g, play, *slot) {
                    next.complete = Some(Order::Throw { item: self.item, slot: *slot, play });
                }
            }
            Split::Play(..) | Split::Nothing => {}
        }
    }
}

impl Squad {
    /// R-A8: the gear places of the soldier of `h` holding a weapon with a
    /// melee profile (its own, or an attachment's).
    pub(crate) fn armed(&self, h: &TurnFacts<'_>) -> u16 {
        let mut armed = 0u16;
        for g in Bits(h.weapons) {
            let own = matches!(h.t.gear.get(usize::from(g)), Some(Some(Gear { item: Item::Weapon(w), .. })) if Tables::has(&self.fixed.tables.melee, *w));
            if own || self.melee_profile(h.s, g).is_some() {
                armed |= 1 << g;
            }
        }
        armed
    }

    /// R-A8: the legal melee attacks of the turn `h`: weapon by weapon
    /// (bare hands first) for the turn's choices; target by target, each
    /// weapon's at each, for the full list.
    pub(crate) fn write_melee(&self, h: &TurnFacts<'_>, sight: &Sight, out: &mut impl TurnSink) {
        let targets = melee_targets(&self.state.foes, &self.state.progress, sight);
        if targets == 0 {
            return;
        }
        let armed = self.armed(h);
        let weapons = std::iter::once(None).chain(Bits(armed).iter().filter(|g| usize::from(*g) < MAX_GEAR).map(Some));
        if out.scope() == Scope::Any {
            for weapon in weapons {
                if let Some(f) = self.melee_family(h, targets, armed, weapon, Scope::Any) {
                    out.family(self, Action::Melee { weapon }, &Family::Melee(f));
                }
            }
            return;
        }
        let mut families = [None; MAX_GEAR + 1];
        for (x, weapon) in families.iter_mut().zip(weapons) {
            *x = self.melee_family(h, targets, armed, weapon, Scope::All);
        }
        for target in Bits(targets) {
            for f in families.iter().flatten() {
                f.orders_at(target, &mut |o| out.order(self, o));
            }
        }
    }

    /// R-A8: the legal melee attacks of the turn `h` with `weapon` (none:
    /// bare hands; with `Scope::Any`, at least the first), or none, given
    /// the enemy entries it may target (`melee_targets`) and the gear
    /// places with a melee profile (`armed`): `check_melee_target`, and per
    /// card play the card's check (R-F1) and the melee's cost against the
    /// actions left.
    pub(crate) fn melee_family(
        &self,
        h: &TurnFacts<'_>,
        targets: u16,
        armed: u16,
        weapon: Option<u8>,
        scope: Scope,
    ) -> Option<MeleeFamily> {
        may_attack(h.t.suppression, &h.turn, false).ok()?;
        if targets == 0 || weapon.is_some_and(|g| !Bits(armed).contains(g)) {
            return None;
        }
        let fixed = (self.slot_melee_cost(h.t.slot), self.skill_melee_cost(h.s));
        let mut f = MeleeFamily { weapon, targets, plays: Plays::default() };
        self.plays(h, h.playable.on_melee, &mut |play| {
            let legal = self.melee_ok(h, weapon.is_some(), play, fixed);
            if legal {
                f.plays.insert(play);
            }
            !(legal && scope == Scope::Any)
        });
        f.plays.any().then_some(f)
    }

    /// `check_melee` once its target passed: the card's check (R-F1) and
    /// the melee's cost ([`melee_cost`]) against the actions left. `fixed`
    /// holds what no card changes: the slot's melee cost and the skills'.
    fn melee_ok(&self, h: &TurnFacts<'_>, armed: bool, play: Option<Play>, fixed: (u8, MeleeCostMods)) -> bool {
        let mut card = MeleeCostMods::default();
        if let Some(p) = play {
            let u = CardUse { melee_weapon: armed, range: Some(0), ..CardUse::default() };
            if !self.card_ok(h.purse(), p, &u) {
                return false;
            }
            if let Some(e) = self.play_effect(p) {
                card.add(e);
            }
        }
        melee_cost(fixed.0, fixed.1, card) <= h.turn.actions
    }

    /// R-A9: the legal throws of the turn `h`, item by item.
    pub(crate) fn write_throws(&self, h: &TurnFacts<'_>, out: &mut impl TurnSink) {
        if h.throwable == 0 {
            return;
        }
        let slots = self.throw_slots();
        for item in Bits(h.throwable) {
            if let Some(f) = self.throw_family(h, item, slots, out.scope()) {
                out.family(self, Action::Throw { item }, &Family::Throw(f));
            }
        }
    }

    /// R-A9, R-A4 (d): the slots a throw may hit something in: an enemy
    /// card, or the activated Kills objective (`explosion_slots`), and no
    /// Collateral Damage.
    pub(crate) fn throw_slots(&self) -> u16 {
        let mut slots = 0u16;
        for slot in Bits(self.explosion_slots() & ((1 << SLOTS) - 1)) {
            if !self.collateral(slot) {
                slots |= 1 << slot;
            }
        }
        slots
    }

    /// R-A9: the legal throws of the turn `h` of item `item` at the slots
    /// `slots` (`throw_slots`; with `Scope::Any`, at least the first), or
    /// none: `check_throw`'s checks, slot by slot, with each card play.
    pub(crate) fn throw_family(&self, h: &TurnFacts<'_>, item: u8, slots: u16, scope: Scope) -> Option<ThrowFamily> {
        let (t, turn) = (h.t, h.turn);
        may_attack(t.suppression, &turn, true).ok()?;
        let reach = self.throw_reach(t.gear.get(usize::from(item)).copied().flatten()?.item).ok()?;
        let mut f = ThrowFamily { item, slots, reach, plays: Plays::default(), purse: h.purse() };
        self.plays(h, h.playable.on_throw, &mut |play| {
            let legal = Bits(slots).iter().any(|slot| f.legal_at(self, play, slot));
            if legal {
                f.plays.insert(play);
            }
            !(legal && scope == Scope::Any)
        });
        f.plays.any().then_some(f)
    }
}

/// R-A8: the enemy entries the soldier of `h` may melee: in its slot,
/// and such as may be aimed at there (`check_melee_target`).
pub(crate) fn melee_targets(foes: &Foes, progress: &Progress, sight: &Sight) -> u16 {
    let mut targets = 0u16;
    for e in Bits(sight.near) {
        let Some(f) = foes.get(e) else { continue };
        if may_aim(progress, f.objective, sight.screened_slot(f.slot), sight.is_screen(e), false, 0).is_ok() {
            targets |= 1 << e;
        }
    }
    targets
}
