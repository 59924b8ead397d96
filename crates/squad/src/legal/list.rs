//! The legal action list: candidates in a fixed order, each kept only if
//! the check of its kind accepts it (the code `check_order`, and so
//! `validate`, runs for it) — so the list and `validate` agree by
//! construction. What many candidates share is checked once (an attack's
//! aim for every card played with it, a card's choices for every discard, a
//! move's payment by its size alone), and candidates a cheap precondition
//! or a shared check rules out are skipped without checking each one; the
//! test in `legal_reference.rs` holds the list to the plain
//! generate-then-validate one. Order: soldier-phase choices, then (in a
//! turn) withdraw, remove suppression, moves, attacks, melee, throws,
//! reloads, deploys, discard & draw, equipment, cache, cards, support fire,
//! location, objective, gear, end of turn.

use crate::content::{Effect, FireMode, LocKw, ModeKw, ModeName, SoldierKind, Weapon, Who};
use crate::engine::flow::bit;
use crate::engine::squad::Squad;
use crate::engine::state::{Frame, Gear, Item, MAX_ENEMIES, NONE, Need, SLOTS};
use crate::free::gear::Carry;
use crate::free::needs::{Use, need_ok};
use crate::legal::action::Action;
use crate::legal::here::Here;
use crate::legal::order::{Aim, Order, Play};
use crate::legal::sets::{Sets, submasks};
use crate::setup::roster::{MAX_GEAR, MAX_SOLDIERS};
use crate::setup::tables::Tables;
use crate::setup::tables::{CHOOSY, DEPLOY, GAIN};

/// Bit `s` of a set of soldiers (none past the eighth).
fn bit8(s: u8) -> u8 {
    1u8.checked_shl(u32::from(s)).unwrap_or(0)
}

/// Where the legal list's orders go: a list (`Vec<Order>`), or what the
/// decision part-way makes of them (`draft.rs`).
pub(crate) trait Sink {
    /// Takes one legal order.
    fn push(&mut self, order: Order);

    /// Whether it takes every legal order; if not, one order of each first
    /// part (R-D1) is enough, and the sets of cards (payments, discards,
    /// Support cards retained) are not walked. Either way the orders of
    /// one first part come one after the other.
    fn full(&self) -> bool {
        true
    }

    /// Takes every order of a family alike but for its set of cards (in
    /// the order of [`Sets::each`]); a sink may work out what it needs
    /// from the sizes instead of walking the sets.
    fn push_sets(&mut self, sets: &Sets) {
        sets.each(|o| self.push(o));
    }
}

impl Sink for Vec<Order> {
    fn push(&mut self, order: Order) {
        Vec::push(self, order);
    }
}

/// The `k` highest set bits of `mask` (the greatest subset of `k` elements
/// in the order `submasks` walks), or none if it has fewer.
fn top_bits(mask: u64, k: u8) -> Option<u64> {
    let (mut rest, mut top) = (mask, 0u64);
    for _ in 0..k {
        if rest == 0 {
            return None;
        }
        let high = 1u64 << (63 - rest.leading_zeros());
        top |= high;
        rest &= !high;
    }
    Some(top)
}

/// A weapon mode to attack with: the `weapon` and `mode` of the action,
/// the weapon (none: the squad profile), the mode and the carried item.
type Arm<'a> = (u8, u8, Option<&'a Weapon>, &'a FireMode, Option<Gear>);

/// The keywords (bit `k as u32`) of mode `m` of weapon `w` (none: the
/// squad profile), the weapon's own included (`Weapon::has`).
fn mode_keywords(w: Option<&Weapon>, m: &FireMode) -> u32 {
    let own = m.keywords.iter().fold(0u32, |b, k| b | 1 << *k as u32);
    w.map_or(own, |w| w.keywords.iter().fold(own, |b, k| b | 1 << *k as u32))
}

/// The enemy entries (sets) as attacks and melee see them.
#[derive(Clone, Copy)]
struct Sight {
    /// The entries in play.
    present: u16,
    /// The entries in the soldier's slot.
    near: u16,
    /// The slots holding a Screen card (R-A4 b).
    screen_slots: u64,
    /// The Screen entries.
    screens: u16,
}

impl Sight {
    /// R-A4 (b): whether entry `e` in slot `slot` is screened from an
    /// aim that a Scoped weapon at range 2 or more (`past`) does not make.
    fn screened(&self, e: u8, slot: u8, past: bool) -> bool {
        self.screen_slots & (1 << (slot & 63)) != 0 && self.screens & (1 << (e & 15)) == 0 && !past
    }
}

/// Room for the aims of one weapon mode whose checks are shared by every card.
const MAX_AIMS: usize = 64;

impl Squad {
    /// The targets (`on`, a set) equipment with effect `effect` may be
    /// used on by the soldier of `h`, once its cost and uses are met: exactly the
    /// target conditions of `check_equipment`.
    #[inline(never)]
    fn equipment_targets(&self, effect: &Effect, h: &Here<'_>) -> u16 {
        let (s, slot, d) = (h.s, h.t.slot, self.ctx.objective_slot);
        // `slot_has_card`, with the front found once.
        let has_card = |on: u8| on <= h.front || (on == d && h.front + 1 == d);
        let mut m = 0u16;
        for on in 0..SLOTS as u8 {
            let ok = match effect {
                Effect::Heal { who, .. } => {
                    self.in_play(on)
                        && self.trooper(on).slot == slot
                        && self.trooper(on).health < self.trooper(on).max_health
                        && (*who != Who::SelfOnly || on == s)
                }
                Effect::SmokeSlot { reach, .. } => has_card(on) && reach.is_none_or(|r| on.abs_diff(slot) <= r),
                Effect::CoverBonus { .. } => on == s,
                _ => return 0,
            };
            if ok {
                m |= 1 << on;
            }
        }
        m
    }

    /// The choices (`param`, a set) an own-turn card's effect `effect`
    /// that takes one accepts for the soldier of `h`: exactly those
    /// `check_play_choice` accepts (every effect's condition on it holds:
    /// a weapon to reload or deploy, an enemy holding the soldier's
    /// counter, a slot in reach, a soldier to heal; an effect that takes
    /// none refuses none, but Gain Reloads refuses all with no ammo group).
    fn choices(&self, effect: &Effect, h: &Here<'_>) -> u16 {
        let (s, t) = (h.s, h.t);
        let d = self.ctx.objective_slot;
        let weapons = |f: &dyn Fn(Gear, u8) -> bool| {
            t.gear.iter().enumerate().fold(0u16, |m, (g, x)| match x {
                Some(x @ Gear { item: Item::Weapon(w), .. }) if f(*x, *w) => m | 1 << g,
                _ => m,
            })
        };
        let bits = |f: &dyn Fn(u8) -> bool| (0..16u8).fold(0u16, |m, x| if f(x) { m | 1 << x } else { m });
        let mut m = u16::MAX;
        effect.each(&mut |e| {
            m &= match e {
                Effect::FreeReload { need_spare } => weapons(&|g, w| {
                    g.out_of_ammo
                        && (!need_spare
                            || self
                                .ctx
                                .content
                                .ammo_group(w)
                                .is_some_and(|x| t.spares[usize::from(x) % t.spares.len()] > 0))
                }),
                Effect::GainReloads(_) => {
                    if self.reload_group_of(s).is_some() {
                        u16::MAX
                    } else {
                        0
                    }
                }
                Effect::ReturnOwnTargetCounter => bits(&|x| self.foe(x).is_some_and(|f| f.target == s)),
                Effect::Strike { range, .. } => bits(&|x| {
                    let d = x.abs_diff(t.slot);
                    d != 0 && d <= *range && x <= 10 && self.strike_slot_ok(s, x, *range).is_ok()
                }),
                // `slot_has_card`, with the front found once.
                Effect::SmokeSlot { reach, .. } => bits(&|x| {
                    (x <= h.front || (x == d && h.front + 1 == d)) && reach.is_none_or(|r| x.abs_diff(t.slot) <= r)
                }),
                Effect::Heal { who: Who::SelfOnly, .. } => bits(&|x| x == s),
                Effect::Heal { .. } => bits(&|x| self.in_play(x) && self.trooper(x).slot == t.slot),
                Effect::DeployFree => weapons(&|g, _| !g.deployed && self.has_deploy_mode(&g)),
                _ => u16::MAX,
            };
        });
        m
    }

    fn try_push(&self, out: &mut impl Sink, a: Order) {
        if self.check_order(&a).is_ok() {
            out.push(a);
        }
    }

    /// None, then every card of `cards` (see `playable`) unboosted and
    /// boosted, leaving out the plays the XP of `h` does not afford
    /// (R-F1), which `card_ok` refuses.
    fn plays(&self, h: &Here<'_>, cards: u64, mut f: impl FnMut(Option<Play>)) {
        f(None);
        let tables = &self.ctx.tables;
        let mut m = h.in_reach(cards);
        while m != 0 {
            let c = m.trailing_zeros() as u8;
            m &= m - 1;
            f(Some(Play { card: c, boost: false }));
            if tables.boosted & bit(c) != 0 && h.affords(tables.boost_xp[usize::from(c & 63)], h.own & bit(c) == 0) {
                f(Some(Play { card: c, boost: true }));
            }
        }
    }

    pub(crate) fn write_legal(&self, out: &mut impl Sink) {
        let n = self.state.n_soldiers;
        match self.state.need {
            Need::Phase => {
                // The checks of `check_order` in the Soldier Phase (R-R1, R-F9).
                for s in 0..n {
                    if self.in_play(s) && self.state.done & (1 << (s & 7)) == 0 {
                        out.push(Order::BeginTurn { soldier: s });
                    }
                }
                for s in 0..n {
                    if self.in_play(s) && self.trooper(s).health <= 2 {
                        out.push(Order::Withdraw { soldier: s });
                    }
                }
            }
            Need::Recon => {
                let mut m = self.state.recon;
                while m != 0 {
                    let c = m.trailing_zeros() as u8;
                    m &= m - 1;
                    out.push(Order::ChooseLocation { card: c });
                }
            }
            Need::Reaction => {
                out.push(Order::Pass);
                // A card of another timing than the window's is refused anyway (R-F4).
                let timing = match self.top() {
                    Some(Frame::Assault(a)) => self.window(&a),
                    _ => None,
                };
                for s in 0..n {
                    if !self.is_ps(s) || !self.in_play(s) {
                        continue;
                    }
                    let mut h = self.trooper(s).hand;
                    while h != 0 {
                        let c = h.trailing_zeros() as u8;
                        h &= h - 1;
                        if timing.is_none() || self.design(c).is_none_or(|d| Some(d.timing) != timing) {
                            continue;
                        }
                        self.try_push(out, Order::React { card: c, boost: false });
                        self.try_push(out, Order::React { card: c, boost: true });
                    }
                }
            }
            Need::Trim => {
                if let Some(Frame::Trim { s }) = self.top() {
                    let mut h = self.trooper(s).hand;
                    while h != 0 {
                        let c = h.trailing_zeros() as u8;
                        h &= h - 1;
                        out.push(Order::Discard { card: c });
                    }
                }
            }
            Need::Turn => self.write_turn(out),
            _ => {}
        }
    }

    /// R-F1 for a card of the timing being checked in the hand of a player
    /// soldier in play (`Here::playable`): what `check_card` has left to
    /// refuse, its keyword match against `u` and the XP for the boost and
    /// for playing it from another soldier's hand.
    fn card_ok(&self, h: &Here<'_>, p: Play, u: &Use<'_>) -> bool {
        let (tables, b) = (&self.ctx.tables, bit(p.card));
        let boost_xp = if p.boost {
            if tables.boosted & b == 0 {
                return false;
            }
            tables.boost_xp[usize::from(p.card & 63)]
        } else {
            0
        };
        // A card with keywords to match (or none at all) reads its design.
        if tables.needless & b == 0 {
            let Some(design) = self.design(p.card) else { return false };
            if !design.needs.iter().all(|x| need_ok(x, u)) {
                return false;
            }
        }
        h.affords(boost_xp, h.own & b == 0)
    }

    /// The effect of card play `p` (its boost's when boosted).
    fn play_effect(&self, p: Play) -> Option<&Effect> {
        let d = self.design(p.card)?;
        Some(if p.boost { d.boost.as_ref().map_or(&d.effect, |b| &b.effect) } else { &d.effect })
    }

    /// The enemy entries as attacks and melee see them (one pass).
    fn sight(&self, slot: u8) -> Sight {
        let mut v = Sight { present: 0, near: 0, screen_slots: 0, screens: 0 };
        let mut m = self.state.occupied;
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            if let Some(Some(f)) = self.state.foes.get(i) {
                let e = 1 << i;
                v.present |= e;
                if f.slot == slot {
                    v.near |= e;
                }
                if Tables::has(&self.ctx.tables.screen, f.card) {
                    v.screen_slots |= 1 << (f.slot & 63);
                    v.screens |= e;
                }
            }
        }
        v
    }

    /// `check_melee` once its target passed: the card's check (R-F1) and
    /// the melee's cost (R-A8) against the actions left. `fixed` holds what
    /// no card changes: the slot's melee cost and the skills' cost changes.
    fn melee_ok(&self, h: &Here<'_>, armed: bool, play: Option<Play>, fixed: (u8, Option<u8>, i8)) -> bool {
        let (base, skill_is, skill_mod) = fixed;
        let (mut cost_is, mut cost_mod) = (None, 0i8);
        if let Some(p) = play {
            let u = Use { melee_weapon: armed, range: Some(0), ..Use::default() };
            if !self.card_ok(h, p, &u) {
                return false;
            }
            if let Some(e) = self.play_effect(p) {
                e.each(&mut |e| match e {
                    Effect::MeleeCostIs(n) => cost_is = Some(*n),
                    Effect::MeleeCost(n) => cost_mod += *n,
                    _ => {}
                });
            }
        }
        cost_mod += skill_mod;
        let cost = skill_is.or(cost_is).unwrap_or_else(|| (i16::from(base) + i16::from(cost_mod)).max(1) as u8);
        cost <= h.turn.actions
    }

    /// What `check_melee` takes from the slot and the skills: the slot's
    /// melee cost, the last skill `MeleeCostIs` and the skills' `MeleeCost` sum.
    fn melee_fixed(&self, h: &Here<'_>) -> (u8, Option<u8>, i8) {
        let (mut cost_is, mut cost_mod) = (None, 0i8);
        let skills = h.t.skills;
        if skills != 0 {
            for (i, k) in self.ctx.content.skills().iter().enumerate() {
                if skills & (1 << i) != 0 {
                    k.effect.each(&mut |e| match e {
                        Effect::MeleeCostIs(n) => cost_is = Some(*n),
                        Effect::MeleeCost(n) => cost_mod += *n,
                        _ => {}
                    });
                }
            }
        }
        (self.terrain(h.t.slot).map_or(1, |x| x.melee_cost), cost_is, cost_mod)
    }

    /// The legal orders that begin with `head` (a superset: the orders of
    /// the same part of the list), in list order.
    pub(crate) fn write_orders_of(&self, head: &crate::legal::action::Action, out: &mut impl Sink) {
        use crate::legal::action::Action as A;
        let Some(turn) = self.state.turn else { return };
        if self.state.need != Need::Turn || self.check_decision().is_err() {
            return;
        }
        let mut h = self.here(turn);
        h.only = Some(*head);
        let t = h.t;
        match head {
            A::Move { .. } => self.write_moves(&h, out),
            A::Attack { .. } | A::Melee { .. } | A::Throw { .. } if t.suppression == 0 && !turn.no_attack => {
                let sight = self.sight(t.slot);
                if matches!(head, A::Attack { .. }) {
                    self.write_attacks(&h, out, &sight);
                } else {
                    self.write_melee_throws(&h, out, &sight);
                }
            }
            A::DiscardDraw => self.write_gear_actions(&h, out),
            A::PlayCard { .. } => self.write_cards(&h, out, &mut None),
            A::EndTurn => self.write_end_turn(&h, out, self.owned_supports(h.s), &mut None),
            _ => {}
        }
    }

    fn write_turn(&self, out: &mut impl Sink) {
        let Some(turn) = self.state.turn else { return };
        let h = self.here(turn);
        let t = h.t;
        // Each candidate below is pushed once every condition of its check
        // holds: the conditions are those of the check, worked out from
        // `h` (what the candidates share) where they can be.
        // R-F9: `check_withdraw` (the turn's need is one it allows).
        let mut live = h.live;
        while live != 0 {
            let x = live.trailing_zeros() as u8;
            live &= live - 1;
            if h.troops.get(usize::from(x)).is_some_and(|tr| tr.health <= 2) {
                out.push(Order::Withdraw { soldier: x });
            }
        }
        // R-A1: `check_remove_suppression`.
        if t.suppression > 0 && turn.actions >= 1 {
            out.push(Order::RemoveSuppression);
        }
        self.write_moves(&h, out);
        if t.suppression == 0 && !turn.no_attack {
            // The enemy entries, found once for attacks and melee.
            let sight = self.sight(t.slot);
            self.write_attacks(&h, out, &sight);
            self.write_melee_throws(&h, out, &sight);
        }
        self.write_gear_actions(&h, out);
        // The Support discounts of the soldier's slot, found once.
        let mut discounts = None;
        self.write_cards(&h, out, &mut discounts);
        let all_owned = self.write_place(&h, out);
        self.write_gear_moves(&h, out);
        self.write_end_turn(&h, out, all_owned, &mut discounts);
    }

    /// R-A3 moves.
    fn write_moves(&self, h: &Here<'_>, out: &mut impl Sink) {
        let (s, t, turn) = (h.s, h.t, h.turn);
        let on_move = h.playable.on_move;
        let hand = if self.is_ps(s) { t.hand } else { 0 };
        if t.suppression == 0 && turn.moves > 0 {
            // What no card changes: the movement (none from Mud) and the skills' entry reduction.
            let mut fixed = None;
            for to in [t.slot.wrapping_sub(1), t.slot + 1] {
                if to as usize >= SLOTS || h.skips(Action::Move { to }) {
                    continue;
                }
                // `move_plan`'s destination checks: refused with every card.
                if !(to <= h.front || (to == self.ctx.objective_slot && self.state.active)) {
                    continue;
                }
                let Some(dest) = self.terrain(to) else { continue };
                let (movement, skill): (u8, u8) = *fixed.get_or_insert_with(|| {
                    let mud = self.terrain(t.slot).is_some_and(|x| x.keywords.contains(&LocKw::Mud));
                    (if mud { 0 } else { self.card(s).movement }, self.ctx.tables.entry_reduce(t.skills))
                });
                let u = Use { dest_traits: dest.traits, ..Use::default() };
                let mut blocking = None;
                // Where one order of each first part is enough (R-D1), the
                // first move to `to`.
                let mut listed = false;
                self.plays(h, on_move, |play| {
                    if listed && !out.full() {
                        return;
                    }
                    let h2 = hand & !play.map_or(0, |p| 1u64 << p.card);
                    // `move_plan` with this card: its check, then its effect on the cost.
                    let (mut reduce, mut ignore_blocking, mut free, mut covert) = (0u8, false, false, 0u8);
                    if let Some(p) = play {
                        if !self.card_ok(h, p, &u) {
                            return;
                        }
                        // The card's effect and Covert discards, from the set-up tables.
                        let (tables, i) = (&self.ctx.tables, usize::from(p.card & 63));
                        let fx = tables.move_fx[i][usize::from(p.boost)];
                        (reduce, ignore_blocking, free) = (fx.reduce, fx.ignore_blocking, fx.free);
                        if tables.support & bit(p.card) == 0 {
                            covert = tables.discards[i];
                        }
                    }
                    reduce += skill;
                    let blocking: u8 =
                        if ignore_blocking { 0 } else { *blocking.get_or_insert_with(|| self.blocking_at(to)) };
                    let cost = if free {
                        0
                    } else {
                        (i16::from(dest.entry) + i16::from(blocking) - i16::from(movement) - i16::from(reduce)).max(1)
                            as u8
                    };
                    // Cards paid: at least the Covert discards and what the
                    // actions cannot cover, at most the cost plus discards.
                    let most = u32::from(cost) + u32::from(covert);
                    let least = most.saturating_sub(u32::from(turn.actions));
                    // Whether a payment is legal depends only on how many
                    // cards it holds: check each size.
                    let mut sizes = 0u128;
                    for n in least..=most.min(h2.count_ones()) {
                        // Any `n` cards of `h2` are in the hand and leave the
                        // card played out: only the size is left to check.
                        if Self::move_payment(cost, covert, n as u8, turn.actions).is_ok() {
                            sizes |= 1u128 << n;
                        }
                    }
                    if sizes == 0 {
                        return;
                    }
                    if out.full() {
                        out.push_sets(&Sets { order: Order::Move { to, play, pay: 0 }, mask: h2, sizes, params: 1 });
                    } else {
                        // Where one order of each first part is enough
                        // (R-D1): one payment of the smallest legal size
                        // (the sizes are at most the cards there are).
                        let mut pay = h2;
                        while pay.count_ones() > sizes.trailing_zeros() {
                            pay &= !(1u64 << (63 - pay.leading_zeros()));
                        }
                        out.push(Order::Move { to, play, pay });
                        listed = true;
                    }
                });
            }
        }
    }

    /// R-A4 attacks.
    fn write_attacks(&self, h: &Here<'_>, out: &mut impl Sink, sight: &Sight) {
        let (s, t, turn) = (h.s, h.t, h.turn);
        let on_attack = h.playable.on_attack;
        // No enemy card in play and no objective to attack (R-A4): no aim
        // of any mode has a target.
        if sight.present == 0 && !(self.state.active && self.kills_requirement().is_some()) {
            return;
        }
        if t.suppression == 0 && turn.actions > 0 && !turn.no_attack {
            let content = &self.ctx.content;
            // The weapon modes to attack with (at most 12): the squad
            // profile, then each carried weapon's modes but Throw.
            let mut arms: [Option<Arm<'_>>; 12] = [None; 12];
            let mut k = 0;
            if let SoldierKind::Squad { profile, .. } = &self.card(s).kind {
                arms[k] = Some((u8::MAX, 0, None, profile, None));
                k += 1;
            }
            let mut held = h.weapons;
            while held != 0 {
                let g = held.trailing_zeros() as usize;
                held &= held - 1;
                let Some(Some(gear)) = t.gear.get(g) else { continue };
                let Item::Weapon(w) = gear.item else { continue };
                let w = &content.weapons()[usize::from(w)];
                for (m, mode) in w.modes.iter().enumerate() {
                    if mode.name == ModeName::Throw || k >= arms.len() {
                        continue;
                    }
                    arms[k] = Some((g as u8, m as u8, Some(w), mode, Some(*gear)));
                    k += 1;
                }
            }
            for &(weapon, mode, w, m, gear) in arms.iter().flatten() {
                if h.skips(Action::Attack { weapon, mode }) {
                    continue;
                }
                // The mode's keywords as `check_arm` and `check_aim` read them.
                let kws = mode_keywords(w, m);
                let has = |k: ModeKw| kws & (1 << k as u32) != 0;
                // `check_arm` past the turn's checks (above): skip a weapon
                // that is not ready.
                if (w.is_none() && m.name == ModeName::Throw)
                    || gear.is_some_and(|g| g.out_of_ammo)
                    || (has(ModeKw::Deploy) && !gear.is_some_and(|g| g.deployed))
                    || (has(ModeKw::Heavy) && turn.moved)
                {
                    continue;
                }
                // The aims to try: the squad profile's by its mode's name alone.
                let (dice, spray, explosion) = match w {
                    Some(_) => (m.dice.min(4), m.name == ModeName::Spray || has(ModeKw::Spray), has(ModeKw::Explosion)),
                    None => (m.dice, m.name == ModeName::Spray, false),
                };
                let each_aim = |f: &mut dyn FnMut(Aim)| {
                    if explosion {
                        for slot in 0..SLOTS as u8 {
                            f(Aim::Slot(slot));
                        }
                    } else if spray {
                        self.splits(dice, |split| f(Aim::Split(split)));
                    } else {
                        let mut m = sight.present;
                        while m != 0 {
                            f(Aim::Card(m.trailing_zeros() as u8));
                            m &= m - 1;
                        }
                        f(Aim::Objective);
                    }
                };
                // `check_aim` of an enemy card.
                let single = !(m.name == ModeName::Spray || has(ModeKw::Spray) || has(ModeKw::Explosion));
                let scoped = has(ModeKw::Scoped);
                let card_aim = |e: u8| -> Option<u8> {
                    let f = self.foe(e)?;
                    let range = f.slot.abs_diff(t.slot);
                    if !single || (f.objective && !self.state.active) || sight.screened(e, f.slot, scoped && range >= 2)
                    {
                        return None;
                    }
                    m.to_hit_at(range)?;
                    if m.name == ModeName::Auto && self.collateral(f.slot) {
                        return None;
                    }
                    Some(range)
                };
                // The aims that pass the checks that do not depend on the
                // card, with their range; then per card only the card's own
                // checks (R-F1 at that range) and the Bolt rule are left.
                let aim_range = |aim: Aim| -> Option<u8> {
                    match aim {
                        Aim::Card(e) => card_aim(e),
                        // `check_aim` of the Kills objective: activated, in
                        // reach, not screened, and the range's to-hit.
                        Aim::Objective => {
                            let dslot = self.ctx.objective_slot;
                            let range = dslot.abs_diff(t.slot);
                            if !self.state.active
                                || !single
                                || self.kills_requirement().is_none()
                                || range > 2
                                || (sight.screen_slots & (1 << (dslot & 63)) != 0 && !(scoped && range >= 2))
                                || m.to_hit_at(range).is_none()
                                || (m.name == ModeName::Auto && self.collateral(dslot))
                            {
                                None
                            } else {
                                Some(range)
                            }
                        }
                        _ => self.check_aim(w, m, aim).ok().map(|a| a.slot.abs_diff(t.slot)),
                    }
                };
                let bolt = has(ModeKw::Bolt) && turn.bolt_used & (1 << (weapon & 7)) != 0;
                if explosion || !spray {
                    // At most 17 aims: a set of enemy entries (bit `e`) and
                    // the objective (bit 16), or of slots (Explosion), in
                    // the order `each_aim` walks them, with their ranges.
                    let (mut bits, mut ranges) = (0u32, [0u8; 17]);
                    each_aim(&mut |aim| {
                        let i = match aim {
                            Aim::Card(e) => usize::from(e),
                            Aim::Slot(x) => usize::from(x),
                            _ => 16,
                        };
                        if let Some(range) = aim_range(aim)
                            && let Some(r) = ranges.get_mut(i)
                        {
                            *r = range;
                            bits |= 1 << i;
                        }
                    });
                    let aim_at = |i: u32| match (explosion, i) {
                        (true, _) => Aim::Slot(i as u8),
                        (false, 16) => Aim::Objective,
                        _ => Aim::Card(i as u8),
                    };
                    if bits == 0 {
                        continue;
                    }
                    if !bolt && !out.full() {
                        // Where one order of each first part is enough
                        // (R-D1), the attack with no card at its first aim.
                        out.push(Order::Attack { weapon, mode, aim: aim_at(bits.trailing_zeros()), play: None });
                        continue;
                    }
                    self.plays(h, on_attack, |play| {
                        let Some(p) = play else {
                            if !bolt {
                                let mut b = bits;
                                while b != 0 {
                                    let i = b.trailing_zeros();
                                    b &= b - 1;
                                    out.push(Order::Attack { weapon, mode, aim: aim_at(i), play });
                                }
                            }
                            return;
                        };
                        if bolt && !self.play_bolt_again(p) {
                            return;
                        }
                        // The card's check depends only on the range: 0 unknown, 1 legal, 2 not.
                        let mut by_range = [0u8; SLOTS];
                        let mut b = bits;
                        while b != 0 {
                            let i = b.trailing_zeros();
                            b &= b - 1;
                            let Some(&range) = ranges.get(i as usize) else { continue };
                            let r = usize::from(range) % SLOTS;
                            if by_range[r] == 0 {
                                let u = Use { weapon: w, mode: Some(m), range: Some(range), ..Use::default() };
                                by_range[r] = if self.card_ok(h, p, &u) { 1 } else { 2 };
                            }
                            if by_range[r] == 1 {
                                out.push(Order::Attack { weapon, mode, aim: aim_at(i), play });
                            }
                        }
                    });
                    continue;
                }
                let mut aims = [(Aim::Objective, 0u8); MAX_AIMS];
                let (mut k, mut overflow) = (0, false);
                each_aim(&mut |aim| {
                    if let Some(range) = aim_range(aim) {
                        if k < MAX_AIMS {
                            aims[k] = (aim, range);
                            k += 1;
                        } else {
                            overflow = true;
                        }
                    }
                });
                if overflow {
                    self.plays(h, on_attack, |play| {
                        each_aim(&mut |aim| self.try_push(out, Order::Attack { weapon, mode, aim, play }));
                    });
                    continue;
                }
                if k == 0 {
                    continue;
                }
                if !bolt && !out.full() {
                    // As above: one order of this first part is enough.
                    out.push(Order::Attack { weapon, mode, aim: aims[0].0, play: None });
                    continue;
                }
                self.plays(h, on_attack, |play| {
                    let Some(p) = play else {
                        if !bolt {
                            for &(aim, _) in &aims[..k] {
                                out.push(Order::Attack { weapon, mode, aim, play });
                            }
                        }
                        return;
                    };
                    if bolt && !self.play_bolt_again(p) {
                        return;
                    }
                    // The card's check depends only on the range: 0 unknown, 1 legal, 2 not.
                    let mut by_range = [0u8; SLOTS];
                    for &(aim, range) in &aims[..k] {
                        let r = usize::from(range) % SLOTS;
                        if by_range[r] == 0 {
                            let u = Use { weapon: w, mode: Some(m), range: Some(range), ..Use::default() };
                            by_range[r] = if self.card_ok(h, p, &u) { 1 } else { 2 };
                        }
                        if by_range[r] == 1 {
                            out.push(Order::Attack { weapon, mode, aim, play });
                        }
                    }
                });
            }
        }
    }

    /// R-A8 melee and R-A9 throws.
    fn write_melee_throws(&self, h: &Here<'_>, out: &mut impl Sink, sight: &Sight) {
        let (s, t, turn) = (h.s, h.t, h.turn);
        let (on_melee, on_throw) = (h.playable.on_melee, h.playable.on_throw);
        if t.suppression == 0 && !turn.no_attack {
            // The gear with a melee profile and what no card changes, found
            // at the first target.
            let mut armed = None;
            let mut fixed = None;
            let mut melee_listed = 0u16;
            let mut near = sight.near;
            while near != 0 {
                let e = near.trailing_zeros() as u8;
                near &= near - 1;
                let Some(f) = self.foe(e) else { continue };
                // `check_melee_target`: the aim at range 0 (R-A4 b, c).
                if (f.objective && !self.state.active) || sight.screened(e, f.slot, false) {
                    continue;
                }
                let armed = *armed.get_or_insert_with(|| {
                    let (mut m, mut weapons) = (0u16, h.weapons);
                    while weapons != 0 {
                        let g = weapons.trailing_zeros() as u8;
                        weapons &= weapons - 1;
                        // A weapon's own melee profile, or an attachment's.
                        let own = matches!(t.gear.get(usize::from(g)), Some(Some(Gear { item: Item::Weapon(w), .. })) if Tables::has(&self.ctx.tables.melee, *w));
                        if own || self.melee_profile(s, g).is_some() {
                            m |= 1 << g;
                        }
                    }
                    m
                });
                let fixed = *fixed.get_or_insert_with(|| self.melee_fixed(h));
                let each = (0..MAX_GEAR as u8).filter(|g| armed & (1 << g) != 0);
                for weapon in std::iter::once(None).chain(each.map(Some)) {
                    // Where one order of each first part is enough (R-D1),
                    // the weapon's first melee.
                    let wbit = 1u16 << weapon.map_or(15, |g| g & 15);
                    if h.skips(Action::Melee { weapon }) || (melee_listed & wbit != 0 && !out.full()) {
                        continue;
                    }
                    self.plays(h, on_melee, |play| {
                        if melee_listed & wbit != 0 && !out.full() {
                            return;
                        }
                        if self.melee_ok(h, weapon.is_some(), play, fixed) {
                            out.push(Order::Melee { weapon, target: e, play });
                            melee_listed |= wbit;
                        }
                    });
                }
            }
            // R-A9 throws.
            let mut throw_open = None;
            let mut held = h.throwable;
            while held != 0 {
                let g = held.trailing_zeros() as usize;
                held &= held - 1;
                if h.skips(Action::Throw { item: g as u8 }) {
                    continue;
                }
                // What `check_throw` takes from the item: its reach and
                // what a card's keyword match reads.
                let (reach, weapon, mode) = match t.gear.get(g).copied().flatten().map(|x| x.item) {
                    Some(Item::Weapon(w)) => {
                        let Some(i) = self.ctx.tables.throw_mode[usize::from(w)] else { continue };
                        let w = &self.ctx.content.weapons()[usize::from(w)];
                        let Some(m) = w.modes.get(usize::from(i)) else { continue };
                        ((m.to_hit.len() - 1) as u8, Some(w), Some(m))
                    }
                    // No strike to make: never thrown.
                    Some(Item::Equipment(q)) => {
                        let Some(range) = self.ctx.tables.throw_range[usize::from(q)] else { continue };
                        (range, None, None)
                    }
                    _ => continue,
                };
                // No card makes a throw at a slot with nothing to hit legal.
                let open = *throw_open.get_or_insert_with(|| {
                    let mut targets = if turn.actions < 1 { 0 } else { self.explosion_slots() & ((1 << SLOTS) - 1) };
                    let mut m = 0u16;
                    while targets != 0 {
                        let slot = targets.trailing_zeros() as u8;
                        targets &= targets - 1;
                        if !self.collateral(slot) {
                            m |= 1 << slot;
                        }
                    }
                    m
                });
                let mut slots = open;
                // Where one order of each first part is enough (R-D1), the
                // item's first throw.
                let mut listed = false;
                while slots != 0 && (!listed || out.full()) {
                    let slot = slots.trailing_zeros() as u8;
                    slots &= slots - 1;
                    let range = slot.abs_diff(t.slot);
                    let u = Use { weapon, mode, range: Some(range), thrown: true, ..Use::default() };
                    self.plays(h, on_throw, |play| {
                        if listed && !out.full() {
                            return;
                        }
                        let mut more = 0u8;
                        if let Some(p) = play {
                            if !self.card_ok(h, p, &u) {
                                return;
                            }
                            if let Some(e) = self.play_effect(p) {
                                e.each(&mut |e| {
                                    if let Effect::ThrowRange(n) = e {
                                        more += *n;
                                    }
                                });
                            }
                        }
                        if range <= reach + more {
                            out.push(Order::Throw { item: g as u8, slot, play });
                            listed = true;
                        }
                    });
                }
            }
        }
    }

    /// R-A9 reloads, deploys, discard & draw, equipment and the cache.
    fn write_gear_actions(&self, h: &Here<'_>, out: &mut impl Sink) {
        let (s, t, turn) = (h.s, h.t, h.turn);
        // One pass over the gear: the weapons to reload and deploy, and
        // the targets of each piece of equipment.
        let tables = &self.ctx.tables;
        let (mut reload, mut deploy) = (0u16, 0u16);
        let (mut targets, mut usable) = ([0u16; MAX_GEAR], 0u16);
        let mut held = h.held;
        while held != 0 {
            let g = held.trailing_zeros() as usize;
            held &= held - 1;
            match t.gear.get(g).and_then(Option::as_ref) {
                Some(gear @ Gear { item: Item::Weapon(_), .. }) => {
                    if gear.out_of_ammo && self.check_reload(g as u8).is_ok() {
                        reload |= 1 << g;
                    }
                    // `check_deploy`.
                    if !gear.deployed
                        && turn.actions >= 1
                        && matches!(gear.item, Item::Weapon(w) if Tables::has(&tables.deploy, w))
                    {
                        deploy |= 1 << g;
                    }
                }
                // Equipment used for its effect (R-A9): `check_equipment`
                // once the cost, the uses left and the effect are met:
                // only the target is left (`equipment_targets`).
                Some(gear @ Gear { item: Item::Equipment(q), .. }) => {
                    if tables.use_cost[usize::from(*q)].is_some_and(|c| c <= turn.actions)
                        && !(Tables::has(&tables.limited, *q) && gear.uses == 0)
                        && let Some(x) = targets.get_mut(g)
                    {
                        let q = &self.ctx.content.equipment()[usize::from(*q)];
                        *x = self.equipment_targets(&q.effect, h);
                        usable |= 1 << g;
                    }
                }
                _ => {}
            }
        }
        let mut m = reload | deploy;
        while m != 0 {
            let g = m.trailing_zeros() as u8;
            m &= m - 1;
            if reload & (1 << g) != 0 {
                out.push(Order::Reload { weapon: g });
            }
            if deploy & (1 << g) != 0 {
                out.push(Order::Deploy { weapon: g });
            }
        }
        // `check_discard_draw`: every subset of the hand is legal once the empty one is.
        if turn.actions >= 1 && self.is_ps(s) {
            if out.full() {
                out.push_sets(&Sets {
                    order: Order::DiscardDraw { discard: 0 },
                    mask: t.hand,
                    sizes: u128::MAX,
                    params: 1,
                });
            } else {
                out.push(Order::DiscardDraw { discard: 0 });
            }
        }
        while usable != 0 {
            let g = usable.trailing_zeros() as usize;
            usable &= usable - 1;
            let mut m = targets.get(g).copied().unwrap_or(0);
            while m != 0 {
                let on = m.trailing_zeros() as u8;
                m &= m - 1;
                out.push(Order::UseEquipment { item: g as u8, on });
            }
        }
        if turn.actions >= 1 && self.state.cache_used & (1 << (t.slot & 15)) == 0 && self.check_cache().is_ok() {
            out.push(Order::UseCache);
        }
    }

    /// R-F1..R-F3 own-turn cards.
    fn write_cards(&self, h: &Here<'_>, out: &mut impl Sink, discounts: &mut Option<(u8, u8)>) {
        let (s, t) = (h.s, h.t);
        let tables = &self.ctx.tables;
        // Reaction cards are refused (R-F4); nor is a card out of the
        // XP's reach listed (R-F1).
        let mut m = h.in_reach(h.playable.own_turn & !tables.reaction);
        while m != 0 {
            let card = m.trailing_zeros() as u8;
            m &= m - 1;
            if h.skips(Action::PlayCard { card }) {
                continue;
            }
            let (i, b) = (usize::from(card & 63), bit(card));
            // The first soldier holding it, and the first PS in play
            // holding it (the card's check plays it from that one's hand).
            // The card is in the soldier's own hand and no one before it
            // holds it: the soldier is both.
            let (mut holder, mut plays_from) = (None, None);
            if h.own & b != 0 && h.troops.iter().take(usize::from(s)).all(|tr| tr.hand & b == 0) {
                (holder, plays_from) = (Some(s), Some(s));
            } else {
                for (x, tr) in h.troops.iter().enumerate() {
                    if tr.hand & b != 0 {
                        holder = holder.or(Some(x as u8));
                        if h.ps_live & (1 << x) != 0 {
                            plays_from = Some(x as u8);
                            break;
                        }
                    }
                }
            }
            let rest = self.trooper(holder.unwrap_or(s)).hand & !b;
            // `check_play_base` past the card's check: the discards its
            // category asks for and the room for a Support card.
            let discards = if tables.support & b != 0 {
                if !self.state.supports.iter().any(Option::is_none) {
                    continue;
                }
                tables.discards[i].saturating_sub(discounts.get_or_insert_with(|| self.support_discounts_here(s)).0)
            } else {
                tables.discards[i]
            };
            // The card's check (R-F1): 1 XP more when another soldier plays it.
            let Some(plays_from) = plays_from else { continue };
            let other = plays_from != s;
            // The discard and the choice are checked independently: find
            // the choices that work with one right-sized discard first
            // (the greatest such subset of the rest of the hand), which
            // must lie in the hand the card is played from.
            let Some(probe) = top_bits(rest, discards) else { continue };
            if probe & !(self.trooper(plays_from).hand & !b) != 0 {
                continue;
            }
            let [base_kinds, boost_kinds] = tables.kinds[i];
            // Quick Setup's keyword match depends on its choice (the weapon).
            let deploy = base_kinds & DEPLOY != 0;
            let plain = tables.plain & b != 0;
            for boost in [false, true] {
                let (kinds, boost_xp) = if boost {
                    if tables.boosted & b == 0 {
                        continue;
                    }
                    (boost_kinds, tables.boost_xp[i])
                } else {
                    (base_kinds, 0)
                };
                if !h.affords(boost_xp, other) {
                    continue;
                }
                // The choices `check_play_choice` accepts: an effect that
                // takes none accepts only 0, and only Gain Reloads refuses
                // it (no ammo group).
                let accepted = if kinds & CHOOSY != 0 {
                    let Some(effect) = self.play_effect(Play { card, boost }) else { continue };
                    self.choices(effect, h)
                } else if kinds & GAIN == 0 || self.reload_group_of(s).is_some() {
                    1
                } else {
                    0
                };
                let good = if deploy {
                    let Some(design) = self.design(card) else { continue };
                    let needs = |u: &Use<'_>| design.needs.iter().all(|x| need_ok(x, u));
                    // The keyword match is against the weapon the choice names.
                    let mut good = 0u16;
                    let mut c = accepted;
                    while c != 0 {
                        let param = c.trailing_zeros() as u8;
                        c &= c - 1;
                        let weapon = match t.gear.get(usize::from(param)).copied().flatten().map(|g| g.item) {
                            Some(Item::Weapon(w)) => self.ctx.content.weapons().get(usize::from(w)),
                            _ => None,
                        };
                        let base = match weapon {
                            Some(w) => needs(&Use { weapon: Some(w), ..Use::default() }),
                            None => plain,
                        };
                        if base {
                            good |= 1 << param;
                        }
                    }
                    good
                } else if accepted != 0 && plain {
                    accepted
                } else {
                    0
                };
                if good == 0 {
                    continue;
                }
                // Any other right-sized subset of the holder's hand is as
                // good as the probe: each of them, with each choice.
                let full = out.full();
                if full {
                    let order = Order::PlayCard { card, boost, discard: 0, param: 0 };
                    out.push_sets(&Sets { order, mask: rest, sizes: 1u128 << discards, params: good });
                } else {
                    // Where one order of each first part is enough (R-D1),
                    // the card's first play is: the probe (the greatest
                    // right-sized discard) with the first choice.
                    let param = good.trailing_zeros() as u8;
                    out.push(Order::PlayCard { card, boost, discard: probe, param });
                }
                if !full {
                    break;
                }
            }
        }
    }

    /// R-F3 support fire, R-F5 location, R-F7 objective, R-V1 dispatch;
    /// returns the Support cards the soldier owns.
    fn write_place(&self, h: &Here<'_>, out: &mut impl Sink) -> u64 {
        let (s, t, turn) = (h.s, h.t, h.turn);
        let mut owned = self.owned_supports(s);
        let all_owned = owned;
        while owned != 0 {
            let card = owned.trailing_zeros() as u8;
            owned &= owned - 1;
            if self.state.supports.iter().flatten().find(|x| x.card == card && x.owner == s).is_none_or(|x| x.fired) {
                continue;
            }
            // The strike's reach (R-F3): none, or no slot out of it, is legal.
            let mut reach = None;
            if let Some(d) = self.design(card) {
                d.effect.each(&mut |e| {
                    if let Effect::Strike { range, .. } = e {
                        reach = Some(*range);
                    }
                });
            }
            let Some(reach) = reach else { continue };
            for slot in 0..SLOTS as u8 {
                let d = slot.abs_diff(t.slot);
                if d != 0 && d <= reach && self.check_fire_support(card, slot).is_ok() {
                    out.push(Order::FireSupport { card, slot });
                }
            }
        }
        // `check_place` (R-F5).
        if !turn.placed
            && t.slot == h.front
            && h.front + 1 < self.ctx.objective_slot
            && self.state.locations.drawable() != 0
        {
            out.push(Order::PlaceLocation);
        }
        // `check_activate` (R-F7): the objective connected, the soldier next to it.
        if !self.state.active
            && t.slot.wrapping_add(1) == self.ctx.objective_slot
            && h.front + 1 == self.ctx.objective_slot
        {
            out.push(Order::ActivateObjective);
        }
        if self.state.active
            && !self.state.dispatch_taken
            && t.slot == self.ctx.objective_slot
            && self.check_take_dispatch().is_ok()
        {
            out.push(Order::TakeDispatch);
        }
        all_owned
    }

    /// R-F8 gear passed, dropped and picked up; an item moved this turn
    /// is not moved again (I28).
    fn write_gear_moves(&self, h: &Here<'_>, out: &mut impl Sink) {
        let (s, t) = (h.s, h.t);
        // The gear places the soldier holds, and whether one is free.
        let room = h.held != (1 << MAX_GEAR) - 1;
        // The places whose item it may move: not picked up this turn.
        let held = h.held & !u16::from(h.turn.gear_moved);
        // One pass over the dropped gear: room to drop more (`check_drop_gear`),
        // and what lies in the soldier's slot (`check_pick_up`).
        let drop_room = self.state.lying != u16::MAX;
        let (mut lying, mut m) = (0u16, self.state.lying);
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            if let Some(Some((slot, _))) = self.state.dropped.get(i)
                && *slot == t.slot
            {
                lying |= 1 << i;
            }
        }
        // Not what it laid down this turn (I28).
        lying &= !h.turn.dropped_moved;
        if held != 0 {
            // `check_pass_gear` asks for the conditions here and `can_carry`,
            // whose work is done once per soldier.
            let mut carry = [Carry::Nothing; MAX_SOLDIERS];
            let mut receivers = 0u64;
            let mut live = h.live & !bit8(s);
            while live != 0 {
                let to = live.trailing_zeros() as u8;
                live &= live - 1;
                let Some(tr) = h.troops.get(usize::from(to)) else { continue };
                if tr.slot == t.slot {
                    let c = self.carry(to);
                    if !matches!(c, Carry::Nothing)
                        && let Some(x) = carry.get_mut(usize::from(to))
                    {
                        *x = c;
                        receivers |= 1 << to;
                    }
                }
            }
            // No receiver: only drops, one per place held (with room to drop).
            let mut m = if receivers == 0 { 0 } else { held };
            let mut drops = if receivers == 0 && drop_room { held } else { 0 };
            while drops != 0 {
                let g = drops.trailing_zeros() as u8;
                drops &= drops - 1;
                out.push(Order::DropGear { item: g });
            }
            while m != 0 {
                let g = m.trailing_zeros() as u8;
                m &= m - 1;
                let Some(gear) = t.gear.get(usize::from(g)).copied().flatten() else { continue };
                let mut r = receivers;
                while r != 0 {
                    let to = r.trailing_zeros() as u8;
                    r &= r - 1;
                    if carry.get(usize::from(to)).is_some_and(|c| c.fits(self, &gear)) {
                        out.push(Order::PassGear { item: g, to });
                    }
                }
                // `check_drop_gear` asks only for the item and room to drop it.
                if drop_room {
                    out.push(Order::DropGear { item: g });
                }
            }
        }
        if room && lying != 0 && h.live & bit8(s) != 0 {
            // `carry` of the soldier: its gear's weight, over the places held.
            let (mut carried, mut m) = (0i32, h.held);
            while m != 0 {
                let g = m.trailing_zeros() as usize;
                m &= m - 1;
                if let Some(Some(x)) = t.gear.get(g) {
                    carried += self.item_weight(x);
                }
            }
            let mine = self.carry_with(s, carried);
            while lying != 0 {
                let i = lying.trailing_zeros() as u8;
                lying &= lying - 1;
                if let Some((_, g)) = self.state.dropped.get(usize::from(i)).copied().flatten()
                    && mine.fits(self, &g)
                {
                    out.push(Order::PickUp { item: i });
                }
            }
        }
    }

    /// R-F10 end of turn, keeping any of the owned Support cards `all_owned`.
    fn write_end_turn(&self, h: &Here<'_>, out: &mut impl Sink, all_owned: u64, discounts: &mut Option<(u8, u8)>) {
        let s = h.s;
        // `check_end_turn`: any `keep` of the owned cards whose retain cost
        // (a saturating sum of each card's, worked out once here) is 0 or
        // within the XP there is; keeping nothing costs nothing.
        if all_owned == 0 {
            out.push(Order::EndTurn { keep: 0 });
            return;
        }
        let mut costs = [0u8; 64];
        let mut m = all_owned;
        while m != 0 {
            let c = m.trailing_zeros() as u8;
            m &= m - 1;
            let retain = discounts.get_or_insert_with(|| self.support_discounts_here(s)).1;
            costs[usize::from(c)] = self.retain_cost_with(c, retain);
        }
        if !out.full() {
            // Keeping nothing costs nothing.
            out.push(Order::EndTurn { keep: 0 });
            return;
        }
        submasks(all_owned, |keep| {
            let (mut cost, mut m) = (0u8, keep);
            while m != 0 {
                let c = m.trailing_zeros() as u8;
                m &= m - 1;
                cost = cost.saturating_add(costs[usize::from(c)]);
            }
            if cost == 0 || cost <= h.xp {
                out.push(Order::EndTurn { keep });
            }
        });
    }

    /// Every Spray split of `dice` dice: one entry per die, non-decreasing,
    /// all in one slot (slot order).
    fn splits(&self, dice: u8, mut f: impl FnMut([u8; 4])) {
        let mut entries = [NONE; MAX_ENEMIES];
        for slot in 0..SLOTS as u8 {
            let mut k = 0;
            for e in 0..MAX_ENEMIES as u8 {
                if self.foe(e).is_some_and(|f| f.slot == slot) {
                    entries[k] = e;
                    k += 1;
                }
            }
            if k == 0 {
                continue;
            }
            let d = usize::from(dice.clamp(1, 4));
            let mut idx = [0usize; 4];
            'tuples: loop {
                let mut split = [NONE; 4];
                for i in 0..d {
                    split[i] = entries[idx[i]];
                }
                f(split);
                // The next non-decreasing index tuple.
                let mut i = d;
                loop {
                    if i == 0 {
                        break 'tuples;
                    }
                    i -= 1;
                    if idx[i] + 1 < k {
                        idx[i] += 1;
                        for j in i + 1..d {
                            idx[j] = idx[i];
                        }
                        continue 'tuples;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::Options;
    use crate::content::Quality;
    use crate::legal::reference::tests::{compare, recruit};

    /// The fast list is the reference list (`legal_reference.rs`) with
    /// squads carrying the melee weapons, throwables, equipment and Support
    /// discount the default squads carry little of.
    #[test]
    fn fast_list_is_the_reference_list_with_more_gear() {
        let squads = [
            (
                "M02",
                "O03",
                vec![
                    recruit("S01", &["W01", "Q06", "W09", "Q02"]),
                    recruit("S04", &["W06", "Q03", "Q04"]),
                    recruit("S03", &["W11", "Q07", "Q01", "W09"]),
                ],
            ),
            ("M01", "O01", vec![recruit("S05", &["W03", "Q05"]), recruit("S02", &["W08", "W09"])]),
            (
                "M02",
                "O02",
                vec![
                    recruit("S07", &[]),
                    recruit("S08", &[]),
                    recruit("S01", &["W10", "Q02"]),
                    recruit("S04", &["W04"]),
                ],
            ),
        ];
        for (mission, objective, squad) in squads {
            compare(&Options { squad: Some(squad), ..Options::scenario(mission, objective, Quality::Elite) }, 60);
        }
    }
}
