//! The legal action list: candidates in a fixed order, each kept only if
//! the check of its kind accepts it (the code `check_action`, and so
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

use crate::action::{Action, Aim, Play};
use crate::content::{Category, Effect, ModeKw, ModeName, SoldierKind, Timing, Who};
use crate::roster::MAX_SOLDIERS;
use crate::squad::Squad;
use crate::state::{Frame, Gear, Item, MAX_DROPPED, MAX_ENEMIES, NONE, Need, SLOTS};
use crate::turn::Use;

fn submasks(mask: u64, mut f: impl FnMut(u64)) {
    let mut sub = mask;
    loop {
        f(sub);
        if sub == 0 {
            break;
        }
        sub = (sub - 1) & mask;
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

/// Room for the aims of one weapon mode whose checks are shared by every card.
const MAX_AIMS: usize = 64;

impl Squad {
    /// The targets (`on`, a set) equipment with effect `effect` may be
    /// used on by soldier `s`, once its cost and uses are met: exactly the
    /// target conditions of `check_equipment`.
    fn equipment_targets(&self, effect: &Effect, s: u8) -> u16 {
        let slot = self.trooper(s).slot;
        let mut m = 0u16;
        for on in 0..SLOTS as u8 {
            let ok = match effect {
                Effect::Heal { who, .. } => {
                    self.in_play(on)
                        && self.trooper(on).slot == slot
                        && self.trooper(on).health < self.trooper(on).max_health
                        && (*who != Who::SelfOnly || on == s)
                }
                Effect::SmokeSlot { reach, .. } => {
                    self.slot_has_card(on) && reach.is_none_or(|r| on.abs_diff(slot) <= r)
                }
                Effect::CoverBonus { .. } => on == s,
                _ => false,
            };
            if ok {
                m |= 1 << on;
            }
        }
        m
    }

    /// The choices (`param`, a set) an own-turn card's effect might take:
    /// each effect that takes one refuses any outside its set (weapons to
    /// reload or deploy, enemies holding the soldier's counter, slots in
    /// reach, soldiers to heal); `check_play_choice` decides within it.
    fn choice_candidates(&self, effect: &Effect, s: u8) -> u16 {
        let t = self.trooper(s);
        let bits = |f: &dyn Fn(u8) -> bool| (0..16u8).fold(0u16, |m, x| if f(x) { m | 1 << x } else { m });
        let weapon = |x: u8| match t.gear.get(usize::from(x)).copied().flatten() {
            Some(g @ Gear { item: Item::Weapon(_), .. }) => Some(g),
            _ => None,
        };
        let mut m = u16::MAX;
        effect.each(&mut |e| {
            m &= match e {
                Effect::FreeReload { .. } => bits(&|x| weapon(x).is_some_and(|g| g.out_of_ammo)),
                Effect::DeployFree => bits(&|x| weapon(x).is_some_and(|g| !g.deployed)),
                Effect::ReturnOwnTargetCounter => bits(&|x| self.foe(x).is_some_and(|f| f.target == s)),
                Effect::Strike { range, .. } => bits(&|x| {
                    let d = x.abs_diff(t.slot);
                    d != 0 && d <= *range && x <= 10
                }),
                Effect::SmokeSlot { reach, .. } => {
                    bits(&|x| x <= self.ctx.d && reach.is_none_or(|r| x.abs_diff(t.slot) <= r))
                }
                Effect::Heal { who: Who::SelfOnly, .. } => bits(&|x| x == s),
                Effect::Heal { .. } => bits(&|x| self.in_play(x) && self.trooper(x).slot == t.slot),
                _ => u16::MAX,
            };
        });
        m
    }

    fn try_push(&self, out: &mut Vec<Action>, a: Action) {
        if self.check_action(&a).is_ok() {
            out.push(a);
        }
    }

    /// The cards in the hands of player soldiers in play, by timing: own
    /// turn, with a move, an attack, a melee, a throw (one pass over the hands).
    fn playable(&self) -> [u64; 5] {
        let mut m = [0u64; 5];
        for s in 0..self.d.n_soldiers {
            if self.is_ps(s) && self.in_play(s) {
                let mut h = self.trooper(s).hand;
                while h != 0 {
                    let c = h.trailing_zeros() as u8;
                    h &= h - 1;
                    if let Some(x) = m.get_mut(usize::from(self.ctx.timing_class[usize::from(c & 63)])) {
                        *x |= 1 << c;
                    }
                }
            }
        }
        m
    }

    /// None, then every card of `cards` (see `playable`) unboosted and boosted.
    fn plays(&self, cards: u64, mut f: impl FnMut(Option<Play>)) {
        f(None);
        let mut m = cards;
        while m != 0 {
            let c = m.trailing_zeros() as u8;
            m &= m - 1;
            f(Some(Play { card: c, boost: false }));
            if self.design(c).is_some_and(|d| d.boost.is_some()) {
                f(Some(Play { card: c, boost: true }));
            }
        }
    }

    pub(crate) fn write_legal(&self, out: &mut Vec<Action>) {
        let n = self.d.n_soldiers;
        match self.d.need {
            Need::Phase => {
                for s in 0..n {
                    self.try_push(out, Action::BeginTurn { soldier: s });
                }
                for s in 0..n {
                    self.try_push(out, Action::Withdraw { soldier: s });
                }
            }
            Need::Recon => {
                let mut m = self.d.recon;
                while m != 0 {
                    let c = m.trailing_zeros() as u8;
                    m &= m - 1;
                    out.push(Action::ChooseLocation { card: c });
                }
            }
            Need::Reaction => {
                out.push(Action::Pass);
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
                        self.try_push(out, Action::React { card: c, boost: false });
                        self.try_push(out, Action::React { card: c, boost: true });
                    }
                }
            }
            Need::Trim => {
                if let Some(Frame::Trim { s }) = self.top() {
                    let mut h = self.trooper(s).hand;
                    while h != 0 {
                        let c = h.trailing_zeros() as u8;
                        h &= h - 1;
                        out.push(Action::Discard { card: c });
                    }
                }
            }
            Need::Turn => self.write_turn(out),
            _ => {}
        }
    }

    fn write_turn(&self, out: &mut Vec<Action>) {
        let Some(turn) = self.d.turn else { return };
        let s = turn.soldier;
        let t = *self.trooper(s);
        let n = self.d.n_soldiers;
        // Each candidate below is checked in full; the cheap conditions in
        // front of the checks are only some of what the check requires.
        for x in 0..n {
            if self.in_play(x) && self.trooper(x).health <= 2 && self.check_withdraw(x).is_ok() {
                out.push(Action::Withdraw { soldier: x });
            }
        }
        if t.suppression > 0 && self.check_remove_suppression().is_ok() {
            out.push(Action::RemoveSuppression);
        }
        // R-A3 moves.
        let hand = if self.is_ps(s) { t.hand } else { 0 };
        let [own_turn, on_move, on_attack, on_melee, on_throw] = self.playable();
        if t.suppression == 0 && turn.moves > 0 {
            for to in [t.slot.wrapping_sub(1), t.slot + 1] {
                if to as usize >= SLOTS {
                    continue;
                }
                // A move refused without a card (suppressed, no move left, no
                // way in) is refused with every card: skip the cards then.
                let mut refused = false;
                self.plays(on_move, |play| {
                    if refused {
                        return;
                    }
                    let h = hand & !play.map_or(0, |p| 1u64 << p.card);
                    // Cards paid: at least the Covert discards and what the
                    // actions cannot cover, at most the cost plus discards.
                    let Ok((cost, covert)) = self.move_quote(to, play) else {
                        refused = play.is_none();
                        return;
                    };
                    let most = u32::from(cost) + u32::from(covert);
                    let least = most.saturating_sub(u32::from(turn.actions));
                    // Whether a payment is legal depends only on how many
                    // cards it holds: check each size.
                    let mut sizes = 0u128;
                    for n in least..=most.min(h.count_ones()) {
                        // Any `n` cards of `h` are in the hand and leave the
                        // card played out: only the size is left to check.
                        if Self::move_payment(cost, covert, n as u8, turn.actions).is_ok() {
                            sizes |= 1u128 << n;
                        }
                    }
                    if sizes != 0 {
                        submasks(h, |pay| {
                            if sizes & (1u128 << pay.count_ones()) != 0 {
                                out.push(Action::Move { to, play, pay });
                            }
                        });
                    }
                });
            }
        }
        // R-A4 attacks.
        if t.suppression == 0 && turn.actions > 0 && !turn.no_attack {
            let content = &self.ctx.content;
            let mut weapons: [(u8, u8, u8, bool, bool); 12] = [(NONE, 0, 0, false, false); 12];
            let mut k = 0;
            if let SoldierKind::Squad { profile, .. } = &self.card(s).kind {
                weapons[k] = (u8::MAX, 0, profile.dice, profile.name == ModeName::Spray, false);
                k += 1;
            }
            for (g, gear) in t.gear.iter().enumerate() {
                let Some(gear) = gear else { continue };
                let Item::Weapon(w) = gear.item else { continue };
                let w = &content.weapons()[usize::from(w)];
                for (m, mode) in w.modes.iter().enumerate() {
                    if mode.name == ModeName::Throw || k >= weapons.len() {
                        continue;
                    }
                    let spray = mode.name == ModeName::Spray || w.has(Some(mode), ModeKw::Spray);
                    let explosion = w.has(Some(mode), ModeKw::Explosion);
                    weapons[k] = (g as u8, m as u8, mode.dice.min(4), spray, explosion);
                    k += 1;
                }
            }
            for &(weapon, mode, dice, spray, explosion) in &weapons[..k] {
                // What does not depend on the aim or the card: skip a weapon
                // that is not ready.
                let Ok((w, m, _)) = self.check_arm(weapon, mode) else { continue };
                let each_aim = |f: &mut dyn FnMut(Aim)| {
                    if explosion {
                        for slot in 0..SLOTS as u8 {
                            f(Aim::Slot(slot));
                        }
                    } else if spray {
                        self.splits(dice, |split| f(Aim::Split(split)));
                    } else {
                        for e in 0..MAX_ENEMIES as u8 {
                            if self.foe(e).is_some() {
                                f(Aim::Card(e));
                            }
                        }
                        f(Aim::Objective);
                    }
                };
                // The aims that pass the checks that do not depend on the
                // card, with their range; then per card only the card's own
                // checks (R-F1 at that range) and the Bolt rule are left.
                let mut aims = [(Aim::Objective, 0u8); MAX_AIMS];
                let (mut k, mut overflow) = (0, false);
                each_aim(&mut |aim| {
                    if let Ok(a) = self.check_aim(w, m, aim) {
                        if k < MAX_AIMS {
                            aims[k] = (aim, a.slot.abs_diff(t.slot));
                            k += 1;
                        } else {
                            overflow = true;
                        }
                    }
                });
                if overflow {
                    self.plays(on_attack, |play| {
                        each_aim(&mut |aim| self.try_push(out, Action::Attack { weapon, mode, aim, play }));
                    });
                    continue;
                }
                if k == 0 {
                    continue;
                }
                let bolt = w.map_or(m.keywords.contains(&ModeKw::Bolt), |w| w.has(Some(m), ModeKw::Bolt))
                    && turn.bolt_used & (1 << (weapon & 7)) != 0;
                self.plays(on_attack, |play| {
                    let Some(p) = play else {
                        if !bolt {
                            for &(aim, _) in &aims[..k] {
                                out.push(Action::Attack { weapon, mode, aim, play });
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
                            by_range[r] = if self.check_card(p, s, Timing::OnAttack, &u).is_ok() { 1 } else { 2 };
                        }
                        if by_range[r] == 1 {
                            out.push(Action::Attack { weapon, mode, aim, play });
                        }
                    }
                });
            }
        }
        // R-A8 melee.
        if t.suppression == 0 && !turn.no_attack {
            for e in 0..MAX_ENEMIES as u8 {
                if self.foe(e).is_none_or(|f| f.slot != t.slot) {
                    continue;
                }
                // The target's checks are the same for every weapon: then
                // only the weapon's melee profile is left.
                if self.check_melee_target(None, e).is_err() {
                    continue;
                }
                for weapon in std::iter::once(None).chain((0..t.gear.len() as u8).map(Some)) {
                    if weapon.is_some_and(|g| t.gear[usize::from(g)].is_none() || self.melee_profile(s, g).is_none()) {
                        continue;
                    }
                    self.plays(on_melee, |play| {
                        if self.check_melee(weapon, e, play).is_ok() {
                            out.push(Action::Melee { weapon, target: e, play });
                        }
                    });
                }
            }
            // R-A9 throws.
            let mut throw_open = None;
            for (g, gear) in t.gear.iter().enumerate() {
                let throwable = match gear.map(|x| x.item) {
                    Some(Item::Weapon(w)) => {
                        self.ctx.content.weapons()[usize::from(w)].modes.iter().any(|m| m.name == ModeName::Throw)
                    }
                    Some(Item::Equipment(q)) => matches!(
                        self.ctx.content.equipment()[usize::from(q)].activation,
                        crate::content::Activation::Throw { .. }
                    ),
                    _ => false,
                };
                if !throwable {
                    continue;
                }
                // No card makes a throw at a slot with nothing to hit legal.
                let open = *throw_open.get_or_insert_with(|| {
                    let targets = self.explosion_slots();
                    (0..SLOTS as u8).fold(0u16, |m, slot| {
                        if turn.actions < 1 || targets & (1 << slot) == 0 || self.collateral(slot) {
                            m
                        } else {
                            m | 1 << slot
                        }
                    })
                });
                for slot in 0..SLOTS as u8 {
                    if open & (1 << slot) == 0 {
                        continue;
                    }
                    self.plays(on_throw, |play| {
                        if self.check_throw(g as u8, slot, play).is_ok() {
                            out.push(Action::Throw { item: g as u8, slot, play });
                        }
                    });
                }
            }
        }
        for g in 0..t.gear.len() as u8 {
            if let Some(gear) = t.gear[usize::from(g)] {
                let weapon = matches!(gear.item, Item::Weapon(_));
                if weapon && gear.out_of_ammo && self.check_reload(g).is_ok() {
                    out.push(Action::Reload { weapon: g });
                }
                if weapon && !gear.deployed && turn.actions >= 1 && self.check_deploy(g).is_ok() {
                    out.push(Action::Deploy { weapon: g });
                }
            }
        }
        // Every subset of the hand is legal once the empty one is.
        if turn.actions >= 1 && self.check_discard_draw(0).is_ok() {
            submasks(t.hand, |discard| out.push(Action::DiscardDraw { discard }));
        }
        for g in 0..t.gear.len() as u8 {
            // Equipment used for its effect (R-A9): only the target depends
            // on `on`; the cost, the uses left and the effect do not.
            // `check_equipment` once the cost, the uses left and the
            // effect are met: only the target is left (`equipment_targets`).
            let targets = match t.gear[usize::from(g)] {
                Some(gear @ Gear { item: Item::Equipment(q), .. }) => {
                    let q = &self.ctx.content.equipment()[usize::from(q)];
                    let cost = match q.activation {
                        crate::content::Activation::Free => Some(0),
                        crate::content::Activation::Actions(n) => Some(n),
                        _ => None,
                    };
                    if cost.is_some_and(|c| c <= turn.actions) && !(q.uses.is_some() && gear.uses == 0) {
                        self.equipment_targets(&q.effect, s)
                    } else {
                        0
                    }
                }
                _ => 0,
            };
            let mut m = targets;
            while m != 0 {
                let on = m.trailing_zeros() as u8;
                m &= m - 1;
                out.push(Action::UseEquipment { item: g, on });
            }
        }
        if turn.actions >= 1 && self.d.cache_used & (1 << (t.slot & 15)) == 0 && self.check_cache().is_ok() {
            out.push(Action::UseCache);
        }
        // R-F1..R-F3 own-turn cards.
        let mut m = own_turn;
        let mut xp = None;
        // The Support discounts of the soldier's slot, found once.
        let mut discounts = None;
        while m != 0 {
            let card = m.trailing_zeros() as u8;
            m &= m - 1;
            let Some(design) = self.design(card) else { continue };
            let holder = (0..n).find(|h| self.trooper(*h).hand & (1u64 << card) != 0).unwrap_or(s);
            let rest = self.trooper(holder).hand & !(1u64 << card);
            let discards = match design.category {
                Category::Covert { discard } => discard,
                Category::Support { discard, .. } => {
                    discard.saturating_sub(discounts.get_or_insert_with(|| self.support_discounts_here(s)).0)
                }
                _ => 0,
            };
            // Quick Setup's keyword match depends on its choice (the weapon).
            let deploy = design.effect.any(&|e| matches!(e, Effect::DeployFree));
            // The card's check (R-F1) plays it from the first PS in play
            // holding it, for 1 XP more when that is another soldier.
            let other = (0..n)
                .find(|h| self.trooper(*h).hand & (1u64 << card) != 0 && self.in_play(*h) && self.is_ps(*h))
                .is_some_and(|h| h != s);
            for boost in [false, true] {
                let effect = match (&design.boost, boost) {
                    (Some(b), true) => &b.effect,
                    (None, true) => continue,
                    _ => &design.effect,
                };
                let cost =
                    if boost { design.boost.as_ref().map_or(0, |b| b.xp) } else { 0 }.saturating_add(u8::from(other));
                if cost > 0 && cost > *xp.get_or_insert_with(|| self.total_xp()) {
                    continue;
                }
                let params = if effect.any(&|e| {
                    matches!(
                        e,
                        Effect::FreeReload { .. }
                            | Effect::ReturnOwnTargetCounter
                            | Effect::Strike { .. }
                            | Effect::SmokeSlot { .. }
                            | Effect::Heal { .. }
                            | Effect::DeployFree
                    )
                }) {
                    16u8
                } else {
                    1
                };
                // The discard and the choice are checked independently: find
                // the choices that work with one right-sized discard first
                // (the greatest such subset of the rest of the hand).
                let candidates = self.choice_candidates(effect, s);
                let Some(probe) = top_bits(rest, discards) else { continue };
                let mut good = 0u16;
                if deploy {
                    // The keyword match is against the weapon the choice names.
                    let mut plain = None;
                    for param in 0..params {
                        if candidates & (1 << param) == 0 {
                            continue;
                        }
                        let weapon = match t.gear.get(usize::from(param)).copied().flatten().map(|g| g.item) {
                            Some(Item::Weapon(w)) => self.ctx.content.weapons().get(usize::from(w)),
                            _ => None,
                        };
                        let base = match weapon {
                            Some(w) => {
                                let u = Use { weapon: Some(w), ..Use::default() };
                                self.check_play_base(s, card, boost, probe, &u).is_ok()
                            }
                            None => *plain.get_or_insert_with(|| {
                                self.check_play_base(s, card, boost, probe, &Use::default()).is_ok()
                            }),
                        };
                        if base && self.check_play_choice(s, card, boost, param).is_ok() {
                            good |= 1 << param;
                        }
                    }
                } else if self.check_play_base(s, card, boost, probe, &Use::default()).is_ok() {
                    // The candidate choices below `params`, in order.
                    let mut c = u32::from(candidates) & ((1u32 << params) - 1);
                    while c != 0 {
                        let param = c.trailing_zeros() as u8;
                        c &= c - 1;
                        if self.check_play_choice(s, card, boost, param).is_ok() {
                            good |= 1 << param;
                        }
                    }
                }
                if good == 0 {
                    continue;
                }
                // Any other right-sized subset of the holder's hand is as good as the probe.
                let mut each = |discard: u64| {
                    let mut g = good;
                    while g != 0 {
                        let param = g.trailing_zeros() as u8;
                        g &= g - 1;
                        out.push(Action::PlayCard { card, boost, discard, param });
                    }
                };
                if discards == 0 {
                    each(0);
                } else {
                    submasks(rest, |discard| {
                        if discard.count_ones() == u32::from(discards) {
                            each(discard);
                        }
                    });
                }
            }
        }
        let mut owned = self.owned_supports(s);
        let all_owned = owned;
        while owned != 0 {
            let card = owned.trailing_zeros() as u8;
            owned &= owned - 1;
            if self.d.supports.iter().flatten().find(|x| x.card == card && x.owner == s).is_none_or(|x| x.fired) {
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
                    out.push(Action::FireSupport { card, slot });
                }
            }
        }
        if !turn.placed && self.check_place().is_ok() {
            out.push(Action::PlaceLocation);
        }
        if !self.d.active && t.slot.wrapping_add(1) == self.ctx.d && self.check_activate().is_ok() {
            out.push(Action::ActivateObjective);
        }
        if self.d.active && !self.d.dispatch_taken && t.slot == self.ctx.d && self.check_take_dispatch().is_ok() {
            out.push(Action::TakeDispatch);
        }
        let drop_room = self.d.dropped.iter().any(Option::is_none);
        // `check_pass_gear` and `check_pick_up` ask for the conditions here
        // and `can_carry`, whose work is done once per soldier.
        let mut carry = [None; MAX_SOLDIERS];
        let receivers = (0..n).fold(0u64, |m, to| {
            if to != s
                && self.in_play(to)
                && self.trooper(to).slot == t.slot
                && self.trooper(to).gear.iter().any(Option::is_none)
            {
                m | 1 << to
            } else {
                m
            }
        });
        for g in 0..t.gear.len() as u8 {
            if let Some(gear) = t.gear[usize::from(g)] {
                for to in 0..n {
                    if receivers & (1 << to) != 0
                        && carry
                            .get_mut(usize::from(to))
                            .is_some_and(|c| c.get_or_insert_with(|| self.carry(to)).fits(self, &gear))
                    {
                        out.push(Action::PassGear { item: g, to });
                    }
                }
                // `check_drop_gear` asks only for the item and room to drop it.
                if drop_room {
                    out.push(Action::DropGear { item: g });
                }
            }
        }
        let room = t.gear.iter().any(Option::is_none);
        let mut mine = None;
        for i in 0..MAX_DROPPED as u8 {
            if room
                && let Some((slot, g)) = self.d.dropped[usize::from(i)]
                && slot == t.slot
                && mine.get_or_insert_with(|| self.carry(s)).fits(self, &g)
            {
                out.push(Action::PickUp { item: i });
            }
        }
        // `check_end_turn`: any `keep` of the owned cards whose retain cost
        // (a saturating sum of each card's, worked out once here) is 0 or
        // within the XP there is.
        let mut costs = [0u8; 64];
        let mut m = all_owned;
        while m != 0 {
            let c = m.trailing_zeros() as u8;
            m &= m - 1;
            let retain = discounts.get_or_insert_with(|| self.support_discounts_here(s)).1;
            costs[usize::from(c)] = self.retain_cost_with(c, retain);
        }
        let mut xp = None;
        submasks(all_owned, |keep| {
            let (mut cost, mut m) = (0u8, keep);
            while m != 0 {
                let c = m.trailing_zeros() as u8;
                m &= m - 1;
                cost = cost.saturating_add(costs[usize::from(c)]);
            }
            if cost == 0 || cost <= *xp.get_or_insert_with(|| self.total_xp()) {
                out.push(Action::EndTurn { keep });
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
