//! The reference legal action list, for tests only: every candidate in the
//! documented order, each kept only if `check_order` accepts it (the plain
//! generate-then-validate form of `legal.rs` as first written). The test
//! below plays random games of every mission and checks that the fast list
//! of `legal.rs` is this one, action for action and in the same order.

use crate::content::{Category, Effect, ModeKw, ModeName, SoldierKind, Timing};
use crate::engine::squad::Squad;
use crate::engine::state::{Frame, Item, MAX_DROPPED, MAX_ENEMIES, NONE, Need, SLOTS};
use crate::legal::order::{Aim, Order, Play};

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

impl Squad {
    fn ref_try_push(&self, out: &mut Vec<Order>, a: Order) {
        if self.check_order(&a).is_ok() {
            out.push(a);
        }
    }

    /// Cards of timing `timing` in the hands of player soldiers in play.
    fn ref_playable(&self, timing: Timing) -> u64 {
        let mut m = 0u64;
        for s in 0..self.state.n_soldiers {
            if self.is_ps(s) && self.in_play(s) {
                let mut h = self.trooper(s).hand;
                while h != 0 {
                    let c = h.trailing_zeros() as u8;
                    h &= h - 1;
                    if self.design(c).is_some_and(|d| d.timing == timing) {
                        m |= 1 << c;
                    }
                }
            }
        }
        m
    }

    /// None, then every card of `timing` unboosted and boosted.
    fn ref_plays(&self, timing: Timing, mut f: impl FnMut(Option<Play>)) {
        f(None);
        let mut m = self.ref_playable(timing);
        while m != 0 {
            let c = m.trailing_zeros() as u8;
            m &= m - 1;
            f(Some(Play { card: c, boost: false }));
            if self.design(c).is_some_and(|d| d.boost.is_some()) {
                f(Some(Play { card: c, boost: true }));
            }
        }
    }

    pub(crate) fn write_legal_reference(&self, out: &mut Vec<Order>) {
        let n = self.state.n_soldiers;
        match self.state.need {
            Need::Phase => {
                for s in 0..n {
                    self.ref_try_push(out, Order::BeginTurn { soldier: s });
                }
                for s in 0..n {
                    self.ref_try_push(out, Order::Withdraw { soldier: s });
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
                for s in 0..n {
                    if !self.is_ps(s) || !self.in_play(s) {
                        continue;
                    }
                    let mut h = self.trooper(s).hand;
                    while h != 0 {
                        let c = h.trailing_zeros() as u8;
                        h &= h - 1;
                        self.ref_try_push(out, Order::React { card: c, boost: false });
                        self.ref_try_push(out, Order::React { card: c, boost: true });
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
            Need::Turn => self.ref_write_turn(out),
            _ => {}
        }
    }

    fn ref_write_turn(&self, out: &mut Vec<Order>) {
        let Some(turn) = self.state.turn else { return };
        let s = turn.soldier;
        let t = *self.trooper(s);
        let n = self.state.n_soldiers;
        for x in 0..n {
            self.ref_try_push(out, Order::Withdraw { soldier: x });
        }
        self.ref_try_push(out, Order::RemoveSuppression);
        // R-A3 moves.
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
                self.ref_plays(Timing::OnAttack, |play| {
                    if explosion {
                        for slot in 0..SLOTS as u8 {
                            self.ref_try_push(out, Order::Attack { weapon, mode, aim: Aim::Slot(slot), play });
                        }
                    } else if spray {
                        self.ref_write_splits(out, weapon, mode, dice, play);
                    } else {
                        for e in 0..MAX_ENEMIES as u8 {
                            if self.foe(e).is_some() {
                                self.ref_try_push(out, Order::Attack { weapon, mode, aim: Aim::Card(e), play });
                            }
                        }
                        self.ref_try_push(out, Order::Attack { weapon, mode, aim: Aim::Objective, play });
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
                for weapon in std::iter::once(None).chain((0..t.gear.len() as u8).map(Some)) {
                    if weapon.is_some_and(|g| t.gear[usize::from(g)].is_none()) {
                        continue;
                    }
                    self.ref_plays(Timing::OnMelee, |play| {
                        self.ref_try_push(out, Order::Melee { weapon, target: e, play })
                    });
                }
            }
            // R-A9 throws.
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
                for slot in 0..SLOTS as u8 {
                    self.ref_plays(Timing::OnThrow, |play| {
                        self.ref_try_push(out, Order::Throw { item: g as u8, slot, play });
                    });
                }
            }
        }
        for g in 0..t.gear.len() as u8 {
            if t.gear[usize::from(g)].is_some() {
                self.ref_try_push(out, Order::Reload { weapon: g });
                self.ref_try_push(out, Order::Deploy { weapon: g });
            }
        }
        // Every subset of the hand is legal once the empty one is.
        if self.check_order(&Order::DiscardDraw { discard: 0 }).is_ok() {
            submasks(t.hand, |discard| out.push(Order::DiscardDraw { discard }));
        }
        for g in 0..t.gear.len() as u8 {
            let usable = match t.gear[usize::from(g)].map(|x| x.item) {
                Some(Item::Equipment(q)) => matches!(
                    self.ctx.content.equipment()[usize::from(q)].activation,
                    crate::content::Activation::Free | crate::content::Activation::Actions(_)
                ),
                _ => false,
            };
            if usable {
                for on in 0..SLOTS as u8 {
                    self.ref_try_push(out, Order::UseEquipment { item: g, on });
                }
            }
        }
        self.ref_try_push(out, Order::UseCache);
        // R-F1..R-F3 own-turn cards.
        let mut m = self.ref_playable(Timing::OwnTurn);
        while m != 0 {
            let card = m.trailing_zeros() as u8;
            m &= m - 1;
            let Some(design) = self.design(card) else { continue };
            let holder = (0..n).find(|h| self.trooper(*h).hand & (1u64 << card) != 0).unwrap_or(s);
            let rest = self.trooper(holder).hand & !(1u64 << card);
            let discards = match design.category {
                Category::Covert { discard } => discard,
                Category::Support { discard, .. } => discard.saturating_sub(self.support_discount_here(s)),
                _ => 0,
            };
            for boost in [false, true] {
                let effect = match (&design.boost, boost) {
                    (Some(b), true) => &b.effect,
                    (None, true) => continue,
                    _ => &design.effect,
                };
                // The play itself (hand, timing, XP) before its discards and choices.
                if matches!(
                    self.check_card(Play { card, boost }, s, Timing::OwnTurn, &crate::free::needs::Use::default()),
                    Err(e) if !matches!(e, crate::error::Error::KeywordMismatch)
                ) {
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
        let mut owned = self.owned_supports(s);
        let all_owned = owned;
        while owned != 0 {
            let card = owned.trailing_zeros() as u8;
            owned &= owned - 1;
            for slot in 0..SLOTS as u8 {
                self.ref_try_push(out, Order::FireSupport { card, slot });
            }
        }
        self.ref_try_push(out, Order::PlaceLocation);
        self.ref_try_push(out, Order::ActivateObjective);
        self.ref_try_push(out, Order::TakeDispatch);
        for g in 0..t.gear.len() as u8 {
            if t.gear[usize::from(g)].is_some() {
                for to in 0..n {
                    if to != s && self.in_play(to) && self.trooper(to).slot == t.slot {
                        self.ref_try_push(out, Order::PassGear { item: g, to });
                    }
                }
                self.ref_try_push(out, Order::DropGear { item: g });
            }
        }
        for i in 0..MAX_DROPPED as u8 {
            if self.state.dropped[usize::from(i)].is_some_and(|(slot, _)| slot == t.slot) {
                self.ref_try_push(out, Order::PickUp { item: i });
            }
        }
        submasks(all_owned, |keep| self.ref_try_push(out, Order::EndTurn { keep }));
    }

    /// Every Spray split: one entry per die, non-decreasing, all in one slot.
    fn ref_write_splits(&self, out: &mut Vec<Order>, weapon: u8, mode: u8, dice: u8, play: Option<Play>) {
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
                self.ref_try_push(out, Order::Attack { weapon, mode, aim: Aim::Split(split), play });
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
pub(crate) mod tests {
    #![allow(clippy::unwrap_used, clippy::panic)]

    use wargames_core::{Game, NoEvents, Rng, Status};

    use crate::content::{Code, Quality};
    use crate::{Options, Order, Recruit, Squad};

    /// A recruit with these soldier and gear codes and no skills.
    pub(crate) fn recruit(s: &str, gear: &[&str]) -> Recruit {
        Recruit {
            soldier: Code::new(s).unwrap(),
            gear: gear.iter().map(|g| Code::new(g).unwrap()).collect(),
            skills: Vec::new(),
            reload_group: None,
        }
    }

    /// Plays `games` seeded random games and holds the fast list to the
    /// reference list at every decision.
    pub(crate) fn compare(options: &Options, games: u64) {
        let start = Squad::setup(options).unwrap();
        let (mut fast, mut slow) = (Vec::new(), Vec::new());
        let mut compared = 0;
        for seed in 0..games {
            let mut g = start.clone();
            let mut rng = Rng::new(seed);
            for _ in 0..20_000 {
                match g.status() {
                    Status::Over(_) => break,
                    Status::Chance => {
                        let c = g.sample_chance(&mut rng).unwrap();
                        g.resolve_chance(&c, &mut NoEvents).unwrap();
                    }
                    Status::ToAct(_) => {
                        fast.clear();
                        g.write_legal(&mut fast);
                        slow.clear();
                        g.write_legal_reference(&mut slow);
                        assert_eq!(fast, slow, "seed {seed}: {:?}", g.state);
                        compared += fast.len();
                        let a: Order = fast[rng.index(fast.len())];
                        g.do_order(&a, &mut NoEvents).unwrap();
                    }
                }
            }
        }
        assert!(compared as u64 > games * 500, "{compared} actions compared over {games} games");
    }

    #[test]
    fn fast_list_is_the_reference_list() {
        compare(&Options::default(), 300);
        compare(&Options::scenario("M01", "O01", Quality::Elite), 150);
        compare(&Options::scenario("M02", "O03", Quality::FrontLine), 150);
        compare(&Options::scenario("M02", "O02", Quality::Elite), 150);
        let squad = vec![
            recruit("S02", &["W05", "Q07"]),
            recruit("S08", &[]),
            recruit("S06", &[]),
            recruit("S03", &["W07", "W11"]),
        ];
        compare(&Options { squad: Some(squad), ..Options::scenario("M02", "O03", Quality::Elite) }, 30);
    }
}
