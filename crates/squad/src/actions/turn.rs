//! The soldier turn: checking and doing every action (R-A1..R-A9) and free
//! activity (R-F1..R-F10). Each `check_*` validates without touching the
//! state and returns what the matching `do_*` needs.

use wargames_core::EventSink;

use crate::actions::attack::OBJ;
use crate::content::{
    ActionCard, Activation, Category, Effect, EnemyKw, FireMode, LocKw, ModeKw, ModeName, SoldierKind, Timing, Weapon,
};
use crate::engine::flow::bit;
use crate::engine::squad::Squad;
use crate::engine::state::{Arm, Attack, Frame, Gear, Item, NONE, Need, Style, Turn};
use crate::error::Error;
use crate::event::Event;
use crate::free::needs::{Use, need_ok};
use crate::legal::order::{Aim, Play};

/// A move's cost before payment (R-A3).
struct MovePlan {
    cost: u8,
    covert: u8,
    checked: Option<Checked>,
    extra_dice: u8,
    extra: bool,
}

/// A card play that passed its checks.
#[derive(Clone, Copy)]
pub(crate) struct Checked {
    pub holder: u8,
    pub card: u8,
    pub boost: bool,
    pub xp: u8,
}

/// An attack's aim that passed its checks (`check_aim`).
#[derive(Clone, Copy)]
pub(crate) struct Aimed {
    /// The target slot.
    pub slot: u8,
    /// How it resolves.
    pub style: Style,
    /// Enemy entry (or objective) per die.
    pub aims: [u8; 4],
    /// Explosion: the cards rolled against.
    pub cards: u16,
    /// Dice before a card's extra dice.
    pub dice: u8,
    /// The to-hit number at the range.
    pub base: u8,
}

/// Attack modifiers collected from a card's effect.
#[derive(Clone, Copy, Default)]
pub(crate) struct Mods {
    first: i8,
    all: i8,
    pen: i8,
    extra_dice: u8,
    auto_hit: bool,
    auto_defeat: bool,
    suppressive: bool,
    stealth: bool,
    ignore_ooa: bool,
    bolt_again: bool,
    add_supp: u8,
    throw_range: u8,
}

fn mods(e: Option<&Effect>) -> Mods {
    let mut m = Mods::default();
    if let Some(e) = e {
        e.each(&mut |x| match x {
            Effect::ToHit(n) => m.first += *n,
            Effect::ToHitAllDice(n) => m.all += *n,
            Effect::Penetration(n) => m.pen += *n,
            Effect::ExtraDice(n) => m.extra_dice += *n,
            Effect::AutoHit => m.auto_hit = true,
            Effect::AutoDefeatCover => m.auto_defeat = true,
            Effect::GainKw(ModeKw::Suppressive) => m.suppressive = true,
            Effect::GainKw(ModeKw::Stealth) => m.stealth = true,
            Effect::IgnoreOutOfAmmo => m.ignore_ooa = true,
            Effect::ExtraAttackWithBolt => m.bolt_again = true,
            Effect::AddSuppressionToTarget(n) => m.add_supp += *n,
            Effect::ThrowRange(n) => m.throw_range += *n,
            _ => {}
        });
    }
    m
}

impl Squad {
    fn the_turn(&self) -> Result<Turn, Error> {
        match (self.d.need, self.d.turn) {
            (Need::Turn, Some(t)) => Ok(t),
            _ => Err(Error::NotYourTurn(NONE)),
        }
    }

    /// R-A4, R-A8, R-A9: the turn of a soldier that may attack now (not
    /// suppressed, not barred from attacking this turn) and, if `one_action`,
    /// has an action left (a melee's cost is checked with its slot).
    fn attacker(&self, one_action: bool) -> Result<Turn, Error> {
        let turn = self.the_turn()?;
        if self.trooper(turn.soldier).suppression > 0 {
            return Err(Error::Suppressed);
        }
        if one_action && turn.actions < 1 {
            return Err(Error::NoActions { cost: 1, left: 0 });
        }
        if turn.no_attack {
            return Err(Error::NoAttackThisTurn);
        }
        Ok(turn)
    }

    /// The design of an action card instance.
    pub(crate) fn design(&self, card: u8) -> Option<&ActionCard> {
        self.ctx.content.action_of(card)
    }

    /// R-F1: a card played for soldier `s` at `timing`: in a PS's hand, the
    /// keyword matching `u`, XP enough for the boost and for playing it on
    /// another soldier. `extra_xp` is XP the same play also needs.
    pub(crate) fn check_card(&self, play: Play, s: u8, timing: Timing, u: &Use<'_>) -> Result<Checked, Error> {
        let holder = (0..self.d.n_soldiers)
            .find(|h| self.trooper(*h).hand & bit(play.card) != 0 && self.in_play(*h) && self.is_ps(*h))
            .ok_or(Error::CardNotInHand)?;
        let design = self.design(play.card).ok_or(Error::CardNotInHand)?;
        if design.timing != timing {
            return Err(Error::WrongTiming);
        }
        if !design.needs.iter().all(|n| need_ok(n, u)) {
            return Err(Error::KeywordMismatch);
        }
        let boost_xp = if play.boost { design.boost.as_ref().ok_or(Error::NoBoost)?.xp } else { 0 };
        let xp = boost_xp + u8::from(holder != s);
        // No XP to pay always fits; otherwise count the XP there is.
        if xp > 0 {
            let have = self.total_xp();
            if xp > have {
                return Err(Error::NoXp { need: xp, have });
            }
        }
        Ok(Checked { holder, card: play.card, boost: play.boost, xp })
    }

    /// Whether card play `p` lets a Bolt weapon attack once more this turn
    /// (its effect, boosted or not, has `ExtraAttackWithBolt`).
    pub(crate) fn play_bolt_again(&self, p: Play) -> bool {
        let c = Checked { holder: NONE, card: p.card, boost: p.boost, xp: 0 };
        mods(self.effect_of(&c)).bolt_again
    }

    fn effect_of(&self, c: &Checked) -> Option<&Effect> {
        let d = self.design(c.card)?;
        Some(if c.boost { d.boost.as_ref().map_or(&d.effect, |b| &b.effect) } else { &d.effect })
    }

    /// Discards a played card, pays its XP, and tells.
    fn spend_card(&mut self, c: &Checked, on: u8, ev: &mut impl EventSink<Event>) {
        self.trooper_mut(c.holder).hand &= !bit(c.card);
        self.d.actions.discard |= bit(c.card);
        self.pay_xp(c.holder, c.xp, ev);
        if let Some(d) = self.design(c.card) {
            ev.emit(Event::Played { soldier: on, card: d.id, boosted: c.boost });
        }
    }

    /// Soldier `s` discards the action cards `mask` (set) from its hand,
    /// and tells each: Covert and Support discards (R-F2), move payments
    /// (R-A3), Discard & Draw (R-A9), discarding down to hand size (R-E4).
    pub(crate) fn discard_cards(&mut self, s: u8, mask: u64, ev: &mut impl EventSink<Event>) {
        self.trooper_mut(s).hand &= !mask;
        self.d.actions.discard |= mask;
        // One event per card, in card order: a loop of at most 64 passes,
        // which the compiler drops whole when nothing listens.
        let mut m = mask;
        for _ in 0..64 {
            if m == 0 {
                break;
            }
            let c = m.trailing_zeros() as u8;
            m &= m - 1;
            if let Some(d) = self.design(c) {
                ev.emit(Event::Discarded { soldier: s, card: d.id });
            }
        }
    }

    fn gear(&self, s: u8, g: u8) -> Option<Gear> {
        self.trooper(s).gear.get(usize::from(g)).copied().flatten()
    }

    fn weapon_of(&self, s: u8, g: u8) -> Option<(&Weapon, Gear)> {
        let gear = self.gear(s, g)?;
        match gear.item {
            Item::Weapon(w) => Some((self.ctx.content.weapons().get(usize::from(w))?, gear)),
            _ => None,
        }
    }

    /// Whether `slot` has a Screen card in play (R-A4 b).
    pub(crate) fn screened(&self, slot: u8) -> bool {
        self.d.foes.iter().flatten().any(|f| f.slot == slot && self.enemy_has(f, EnemyKw::Screen))
    }

    pub(crate) fn collateral(&self, slot: u8) -> bool {
        self.terrain(slot).is_some_and(|t| t.keywords.contains(&LocKw::CollateralDamage))
    }

    /// R-A4 (b), (c): whether entry `e` may be aimed at from range `range` (scoped: Scoped weapon).
    pub(crate) fn aim_ok(&self, e: u8, scoped: bool, range: u8) -> Result<u8, Error> {
        let f = self.foe(e).ok_or(Error::NoSuchTarget)?;
        if f.objective && !self.d.active {
            return Err(Error::ObjectiveNotActive);
        }
        if self.screened(f.slot) && !self.enemy_has(f, EnemyKw::Screen) && !(scoped && range >= 2) {
            return Err(Error::Screened);
        }
        Ok(f.slot)
    }

    // ---------- R-A3 Move ----------

    /// R-A3: the cost of a move to `to` with `play` (after every reduction)
    /// and the Covert discards the card needs; refuses what no payment mends.
    #[cfg(test)]
    pub(crate) fn move_quote(&self, to: u8, play: Option<Play>) -> Result<(u8, u8), Error> {
        self.move_plan(to, play).map(|p| (p.cost, p.covert))
    }

    fn move_plan(&self, to: u8, play: Option<Play>) -> Result<MovePlan, Error> {
        let turn = self.the_turn()?;
        let s = turn.soldier;
        let t = self.trooper(s);
        if t.suppression > 0 {
            return Err(Error::Suppressed);
        }
        if turn.moves == 0 {
            return Err(Error::AlreadyMoved);
        }
        let from = t.slot;
        let enterable = to <= self.front() || (to == self.ctx.d && self.d.active);
        if to.abs_diff(from) != 1 || !enterable {
            return Err(Error::BadDestination(to));
        }
        let dest = self.terrain(to).ok_or(Error::BadDestination(to))?;
        let u = Use { dest_traits: dest.traits, ..Use::default() };
        let checked = match play {
            Some(p) => Some(self.check_card(p, s, Timing::OnMove, &u)?),
            None => None,
        };
        let effect = checked.as_ref().and_then(|c| self.effect_of(c));
        let (mut reduce, mut ignore_blocking, mut free, mut extra) = (0u8, false, false, false);
        let mut extra_dice = 0;
        if let Some(e) = effect {
            e.each(&mut |x| match x {
                Effect::EntryReduce(n) => reduce += *n,
                Effect::IgnoreBlocking => ignore_blocking = true,
                Effect::FreeMoveNoCost => free = true,
                Effect::ExtraMove => extra = true,
                Effect::ExtraDice(n) => extra_dice += *n,
                _ => {}
            });
        }
        reduce += self.skill_entry_reduce(s);
        let blocking = if ignore_blocking { 0 } else { self.blocking_at(to) };
        let mud = self.terrain(from).is_some_and(|x| x.keywords.contains(&LocKw::Mud));
        let movement = if mud { 0 } else { self.card(s).movement };
        let cost = if free {
            0
        } else {
            (i16::from(dest.entry) + i16::from(blocking) - i16::from(movement) - i16::from(reduce)).max(1) as u8
        };
        let covert = match checked.as_ref().and_then(|c| self.design(c.card)).map(|d| d.category) {
            Some(Category::Covert { discard }) => discard,
            _ => 0,
        };
        Ok(MovePlan { cost, covert, checked, extra_dice, extra })
    }

    /// R-A3: the Blocking of the active enemy cards in slot `to`, added
    /// to the cost of entering it (saturating: no count of cards overflows).
    pub(crate) fn blocking_at(&self, to: u8) -> u8 {
        self.d
            .foes
            .iter()
            .flatten()
            .filter(|f| f.slot == to && self.active(f) > 0)
            .fold(0u8, |b, f| b.saturating_add(self.ctx.tables.blocking[usize::from(f.card)]))
    }

    /// R-A3: a move costing `cost` whose card needs `covert` discards, paid
    /// with `n` cards while `left` actions remain: the actions it spends and
    /// the cards that pay for it.
    pub(crate) fn move_payment(cost: u8, covert: u8, n: u8, left: u8) -> Result<(u8, u8), Error> {
        if n < covert {
            return Err(Error::WrongDiscards { need: covert });
        }
        let paying = n - covert;
        if paying > cost {
            return Err(Error::BadPayment);
        }
        let actions = cost - paying;
        if actions > left {
            return Err(Error::NoActions { cost: actions, left });
        }
        Ok((actions, paying))
    }

    pub(crate) fn check_move(
        &self,
        to: u8,
        play: Option<Play>,
        pay: u64,
    ) -> Result<(u8, u8, Option<Checked>, Mods, bool), Error> {
        let plan = self.move_plan(to, play)?;
        let turn = self.the_turn()?;
        let s = turn.soldier;
        let hand = if self.is_ps(s) { self.trooper(s).hand } else { 0 };
        let played = play.map_or(0, |p| bit(p.card));
        if pay & !hand != 0 || pay & played != 0 {
            return Err(Error::BadPayment);
        }
        let (actions, paying) = Self::move_payment(plan.cost, plan.covert, pay.count_ones() as u8, turn.actions)?;
        let m = Mods { extra_dice: plan.extra_dice, ..Mods::default() };
        Ok((actions, paying, plan.checked, m, plan.extra))
    }

    pub(crate) fn skill_entry_reduce(&self, s: u8) -> u8 {
        let skills = self.trooper(s).skills;
        let mut r = 0;
        if skills == 0 {
            return r;
        }
        for (i, k) in self.ctx.content.skills().iter().enumerate() {
            if skills & (1 << i) != 0 {
                k.effect.each(&mut |e| {
                    if let Effect::EntryReduce(n) = e {
                        r += *n;
                    }
                });
            }
        }
        r
    }

    pub(crate) fn do_move(
        &mut self,
        to: u8,
        play: Option<Play>,
        pay: u64,
        ev: &mut impl EventSink<Event>,
    ) -> Result<(), Error> {
        let (actions, paying, checked, m, extra) = self.check_move(to, play, pay)?;
        let Some(mut turn) = self.d.turn else { return Err(Error::NotYourTurn(NONE)) };
        let s = turn.soldier;
        if let Some(c) = checked {
            self.spend_card(&c, s, ev);
        }
        self.discard_cards(s, pay, ev);
        turn.actions -= actions;
        turn.moves -= 1;
        turn.moved = true;
        if extra {
            turn.moves += 1;
        }
        turn.extra_dice = turn.extra_dice.saturating_add(m.extra_dice);
        self.d.turn = Some(turn);
        let t = self.trooper_mut(s);
        t.slot = to;
        t.cover_move = 0;
        for g in t.gear.iter_mut().flatten() {
            g.deployed = false;
        }
        ev.emit(Event::Moved { soldier: s, to, actions, cards: paying });
        Ok(())
    }

    // ---------- R-A4..R-A7 Attack ----------

    /// R-A4, R-A5: the checks of an attack with `weapon` in `mode` that do
    /// not depend on its aim or on a card played with it: the soldier may
    /// attack, the weapon and mode exist and are ready. Returns the weapon
    /// (none: the squad profile), the mode and the arm.
    pub(crate) fn check_arm(&self, weapon: u8, mode: u8) -> Result<(Option<&Weapon>, &FireMode, Arm), Error> {
        let turn = self.attacker(true)?;
        let s = turn.soldier;
        let card = self.card(s);
        let (w, m, arm, gear): (Option<&Weapon>, &FireMode, Arm, Option<Gear>) = if weapon == u8::MAX {
            match &card.kind {
                SoldierKind::Squad { profile, .. } if mode == 0 => (None, profile, Arm::Profile, None),
                _ => return Err(Error::NoSuchWeapon),
            }
        } else {
            let (w, g) = self.weapon_of(s, weapon).ok_or(Error::NoSuchWeapon)?;
            let m = w.modes.get(usize::from(mode)).ok_or(Error::NoSuchWeapon)?;
            (Some(w), m, Arm::Gear(weapon), Some(g))
        };
        if m.name == ModeName::Throw {
            return Err(Error::NoSuchWeapon);
        }
        let has = |k: ModeKw| w.map_or(m.keywords.contains(&k), |w| w.has(Some(m), k));
        if gear.is_some_and(|g| g.out_of_ammo) {
            return Err(Error::OutOfAmmo);
        }
        if has(ModeKw::Deploy) && !gear.is_some_and(|g| g.deployed) {
            return Err(Error::NotDeployed);
        }
        if has(ModeKw::Heavy) && turn.moved {
            return Err(Error::HeavyMoved);
        }
        Ok((w, m, arm))
    }

    /// R-A4, R-A7: the checks of an attack in mode `m` of weapon `w` (none:
    /// the squad profile) that depend on its aim but not on a card played
    /// with it: the target, the range and collateral damage.
    pub(crate) fn check_aim(&self, w: Option<&Weapon>, m: &FireMode, aim: Aim) -> Result<Aimed, Error> {
        let turn = self.the_turn()?;
        let t = self.trooper(turn.soldier);
        let has = |k: ModeKw| w.map_or(m.keywords.contains(&k), |w| w.has(Some(m), k));
        let spray = m.name == ModeName::Spray || has(ModeKw::Spray);
        let explosion = has(ModeKw::Explosion);
        let scoped = has(ModeKw::Scoped);
        let mut dice = m.dice.saturating_add(turn.extra_dice).min(4);
        let mut aims = [NONE; 4];
        let mut cards = 0u16;
        let (slot, style) = match aim {
            Aim::Card(e) if !spray && !explosion => {
                let range = self.foe(e).ok_or(Error::NoSuchTarget)?.slot.abs_diff(t.slot);
                let slot = self.aim_ok(e, scoped, range)?;
                aims = [e; 4];
                (slot, Style::Dice)
            }
            Aim::Objective if !spray && !explosion => {
                let dslot = self.ctx.d;
                if self.kills_requirement().is_none() {
                    return Err(Error::NoSuchTarget);
                }
                if !self.d.active {
                    return Err(Error::ObjectiveNotActive);
                }
                if dslot.abs_diff(t.slot) > 2 {
                    return Err(Error::OutOfRange);
                }
                if self.screened(dslot) && !(scoped && dslot.abs_diff(t.slot) >= 2) {
                    return Err(Error::Screened);
                }
                aims = [OBJ; 4];
                (dslot, Style::Dice)
            }
            Aim::Split(d) if spray => {
                // R-A7: one entry per die, in non-decreasing order, one slot.
                dice = m.dice.min(4);
                let mut slot = None;
                for (i, e) in d.iter().enumerate() {
                    if (i as u8) < dice {
                        if i > 0 && *e < d[i - 1] {
                            return Err(Error::BadSplit);
                        }
                        let fs = self.foe(*e).ok_or(Error::NoSuchTarget)?.slot;
                        let range = fs.abs_diff(t.slot);
                        let s2 = self.aim_ok(*e, scoped, range)?;
                        if slot.is_some_and(|x| x != s2) {
                            return Err(Error::BadSplit);
                        }
                        slot = Some(s2);
                    } else if *e != NONE {
                        return Err(Error::BadSplit);
                    }
                }
                aims = d;
                (slot.ok_or(Error::BadSplit)?, Style::Dice)
            }
            Aim::Slot(slot) if explosion => {
                cards = self.explosion_cards(slot)?;
                dice = 1;
                (slot, Style::Explosion)
            }
            _ => return Err(Error::BadSplit),
        };
        let range = slot.abs_diff(t.slot);
        let base = m.to_hit_at(range).ok_or(Error::OutOfRange)?;
        if self.collateral(slot) && (explosion || spray || m.name == ModeName::Auto) {
            return Err(Error::CollateralDamage);
        }
        Ok(Aimed { slot, style, aims, cards, dice, base })
    }

    pub(crate) fn check_attack(
        &self,
        weapon: u8,
        mode: u8,
        aim: Aim,
        play: Option<Play>,
    ) -> Result<(Attack, Option<Checked>), Error> {
        let (w, m, arm) = self.check_arm(weapon, mode)?;
        let Aimed { slot, style, aims, cards, mut dice, base } = self.check_aim(w, m, aim)?;
        let turn = self.the_turn()?;
        let s = turn.soldier;
        let t = self.trooper(s);
        let card = self.card(s);
        let has = |k: ModeKw| w.map_or(m.keywords.contains(&k), |w| w.has(Some(m), k));
        let spray = m.name == ModeName::Spray || has(ModeKw::Spray);
        let explosion = has(ModeKw::Explosion);
        let range = slot.abs_diff(t.slot);
        let u = Use { weapon: w, mode: Some(m), range: Some(range), ..Use::default() };
        let checked = match play {
            Some(p) => Some(self.check_card(p, s, Timing::OnAttack, &u)?),
            None => None,
        };
        let md = mods(checked.as_ref().and_then(|c| self.effect_of(c)));
        if has(ModeKw::Bolt) && turn.bolt_used & (1 << (weapon & 7)) != 0 && !md.bolt_again {
            return Err(Error::BoltAgain);
        }
        if md.extra_dice > 0 && style == Style::Dice && !spray {
            dice = dice.saturating_add(md.extra_dice).min(4);
        }
        let stealth_weapon = has(ModeKw::Stealth) && !turn.stealth_used;
        let pen = match (w, &card.kind) {
            (Some(w), _) => w.penetration,
            (None, SoldierKind::Squad { penetration, .. }) => *penetration,
            _ => 0,
        };
        let atk = Attack {
            aims,
            dice,
            cards,
            first: md.first,
            vs_vehicle: w.map_or(0, |w| w.vs_vehicle),
            ammo: m.ammo,
            auto_hit: md.auto_hit,
            auto_defeat: md.auto_defeat,
            stealth: stealth_weapon || turn.stealth_next || md.stealth,
            suppressive: has(ModeKw::Suppressive) || md.suppressive,
            ignore_ooa: md.ignore_ooa,
            add_supp: md.add_supp,
            expend: has(ModeKw::Expend),
            ..Attack::new(
                s,
                arm,
                style,
                slot,
                base as i8 + md.all + self.skill_to_hit(s, m.name, range) + self.weather_mod(range),
                pen + md.pen + if explosion { self.skill_explosion_pen(s) } else { 0 },
            )
        };
        Ok((atk, checked))
    }

    /// The slots (a set, slots 0..16) where `explosion_cards` finds something
    /// to roll against: an enemy card, or the activated Kills objective.
    pub(crate) fn explosion_slots(&self) -> u16 {
        let mut m = 0u16;
        for f in self.d.foes.iter().flatten() {
            if f.slot < 16 {
                m |= 1 << f.slot;
            }
        }
        let d = self.ctx.d;
        if d < 16 {
            if !self.d.active {
                m &= !(1 << d);
            } else if self.kills_requirement().is_some() {
                m |= 1 << d;
            }
        }
        m
    }

    /// The cards an Explosion at `slot` rolls against (bit 15: the Kills objective).
    pub(crate) fn explosion_cards(&self, slot: u8) -> Result<u16, Error> {
        if slot == self.ctx.d && !self.d.active {
            return Err(Error::ObjectiveNotActive);
        }
        let mut cards = 0u16;
        for (i, f) in self.d.foes.iter().enumerate() {
            if let Some(f) = f
                && f.slot == slot
            {
                cards |= 1 << i;
            }
        }
        if slot == self.ctx.d && self.d.active && self.kills_requirement().is_some() {
            cards |= 1 << 15;
        }
        if cards == 0 {
            return Err(Error::NoSuchTarget);
        }
        Ok(cards)
    }

    pub(crate) fn do_attack(
        &mut self,
        weapon: u8,
        mode: u8,
        aim: Aim,
        play: Option<Play>,
        ev: &mut impl EventSink<Event>,
    ) -> Result<(), Error> {
        let (atk, checked) = self.check_attack(weapon, mode, aim, play)?;
        let Some(mut turn) = self.d.turn else { return Err(Error::NotYourTurn(NONE)) };
        let s = turn.soldier;
        if let Some(c) = checked {
            self.spend_card(&c, s, ev);
        }
        turn.actions -= 1;
        if atk.stealth && !turn.stealth_used {
            turn.stealth_used = true;
        }
        turn.stealth_next = false;
        turn.extra_dice = 0;
        if weapon != u8::MAX
            && let Some((w, _)) = self.weapon_of(s, weapon)
            && w.has(w.modes.get(usize::from(mode)), ModeKw::Bolt)
        {
            turn.bolt_used |= 1 << (weapon & 7);
        }
        self.d.turn = Some(turn);
        self.push(Frame::Attack(atk));
        Ok(())
    }

    // ---------- R-A8 Melee ----------

    /// The melee profile a soldier uses with item `g`: the weapon's own, or an attachment's.
    pub(crate) fn melee_profile(&self, s: u8, g: u8) -> Option<(u8, i8)> {
        let (w, _) = self.weapon_of(s, g)?;
        if let Some(m) = w.melee {
            return Some((m.to_hit, m.pen));
        }
        for gear in self.trooper(s).gear.iter().flatten() {
            if let Item::Equipment(q) = gear.item {
                let q = &self.ctx.content.equipment()[usize::from(q)];
                if let Some(tag) = q.attaches_to
                    && w.tags.contains(&tag)
                    && let Effect::MeleeWeapon { to_hit, pen } = q.effect
                {
                    return Some((to_hit, pen));
                }
            }
        }
        None
    }

    /// R-A8: the checks of a melee that do not depend on a card played with
    /// it: the soldier may attack, the target is in its slot and may be
    /// aimed at, the weapon has a melee profile (returned; none: bare hands).
    pub(crate) fn check_melee_target(&self, weapon: Option<u8>, target: u8) -> Result<Option<(u8, i8)>, Error> {
        let turn = self.attacker(false)?;
        let s = turn.soldier;
        let t = self.trooper(s);
        let f = self.foe(target).ok_or(Error::NoSuchTarget)?;
        if f.slot != t.slot {
            return Err(Error::BadMelee);
        }
        self.aim_ok(target, false, 0)?;
        match weapon {
            Some(g) => Ok(Some(self.melee_profile(s, g).ok_or(Error::BadMelee)?)),
            None => Ok(None),
        }
    }

    pub(crate) fn check_melee(
        &self,
        weapon: Option<u8>,
        target: u8,
        play: Option<Play>,
    ) -> Result<(Attack, u8, Option<Checked>), Error> {
        let profile = self.check_melee_target(weapon, target)?;
        let turn = self.the_turn()?;
        let s = turn.soldier;
        let t = self.trooper(s);
        let u = Use { melee_weapon: profile.is_some(), range: Some(0), ..Use::default() };
        let checked = match play {
            Some(p) => Some(self.check_card(p, s, Timing::OnMelee, &u)?),
            None => None,
        };
        let (mut cost_is, mut bonus, mut cost_mod) = (None, 0i8, 0i8);
        let skills = t.skills;
        let mut fold = |e: &Effect| match e {
            Effect::MeleeCostIs(n) => cost_is = Some(*n),
            Effect::MeleeBonus(n) => bonus += *n,
            Effect::MeleeCost(n) => cost_mod += *n,
            _ => {}
        };
        if let Some(e) = checked.as_ref().and_then(|c| self.effect_of(c)) {
            e.each(&mut fold);
        }
        for (i, k) in self.ctx.content.skills().iter().enumerate() {
            if skills & (1 << i) != 0 {
                k.effect.each(&mut fold);
            }
        }
        let base = self.terrain(t.slot).map_or(1, |x| x.melee_cost);
        let cost = cost_is.unwrap_or_else(|| (i16::from(base) + i16::from(cost_mod)).max(1) as u8);
        if cost > turn.actions {
            return Err(Error::NoActions { cost, left: turn.actions });
        }
        let melee = self.card(s).melee_mod + bonus;
        let (style, to_hit, pen) = match profile {
            Some((h, p)) => (Style::Dice, h as i8 + melee, p),
            None => (Style::Unarmed, melee, 0),
        };
        let atk = Attack {
            aims: [target; 4],
            ..Attack::new(
                s,
                match weapon {
                    Some(g) => Arm::Gear(g),
                    None => Arm::Unarmed,
                },
                style,
                t.slot,
                to_hit,
                pen,
            )
        };
        Ok((atk, cost, checked))
    }

    pub(crate) fn do_melee(
        &mut self,
        weapon: Option<u8>,
        target: u8,
        play: Option<Play>,
        ev: &mut impl EventSink<Event>,
    ) -> Result<(), Error> {
        let (atk, cost, checked) = self.check_melee(weapon, target, play)?;
        let Some(mut turn) = self.d.turn else { return Err(Error::NotYourTurn(NONE)) };
        if let Some(c) = checked {
            self.spend_card(&c, turn.soldier, ev);
        }
        turn.actions -= cost;
        self.d.turn = Some(turn);
        self.push(Frame::Attack(atk));
        Ok(())
    }

    // ---------- R-A9 Throw ----------

    pub(crate) fn check_throw(
        &self,
        item: u8,
        slot: u8,
        play: Option<Play>,
    ) -> Result<(Attack, Option<Checked>), Error> {
        let turn = self.attacker(true)?;
        let s = turn.soldier;
        let t = self.trooper(s);
        let gear = self.gear(s, item).ok_or(Error::BadThrow)?;
        let range = slot.abs_diff(t.slot);
        let content = &self.ctx.content;
        // (to-hit at this range, reach, penetration, kills, weapon)
        let (base, reach, pen, kills, weapon, mode): (u8, u8, i8, u8, Option<&Weapon>, Option<&FireMode>) =
            match gear.item {
                Item::Weapon(w) => {
                    let w = &content.weapons()[usize::from(w)];
                    let m = w.modes.iter().find(|m| m.name == ModeName::Throw).ok_or(Error::BadThrow)?;
                    let base = m.to_hit.get(usize::from(range)).or(m.to_hit.last()).copied().unwrap_or(1);
                    (base, (m.to_hit.len() - 1) as u8, w.penetration, 1, Some(w), Some(m))
                }
                Item::Equipment(q) => {
                    let q = &content.equipment()[usize::from(q)];
                    let Activation::Throw { range: r } = q.activation else { return Err(Error::BadThrow) };
                    let (mut th, mut p, mut k) = (None, 0, 1);
                    q.effect.each(&mut |e| match e {
                        Effect::Strike { to_hit, pen, .. } => {
                            th = Some(*to_hit);
                            p = *pen;
                        }
                        Effect::ObjectiveKills(n) => k = *n,
                        _ => {}
                    });
                    (th.ok_or(Error::BadThrow)?, r, p, k, None, None)
                }
                Item::Dispatch => return Err(Error::BadThrow),
            };
        let u = Use { weapon, mode, range: Some(range), thrown: true, ..Use::default() };
        let checked = match play {
            Some(p) => Some(self.check_card(p, s, Timing::OnThrow, &u)?),
            None => None,
        };
        let md = mods(checked.as_ref().and_then(|c| self.effect_of(c)));
        if range > reach + md.throw_range {
            return Err(Error::BadThrow);
        }
        if self.collateral(slot) {
            return Err(Error::CollateralDamage);
        }
        let cards = self.explosion_cards(slot)?;
        let water = self.terrain(slot).is_some_and(|x| x.traits & crate::content::Trait::Water.bit() != 0)
            || self.terrain(t.slot).is_some_and(|x| x.traits & crate::content::Trait::Water.bit() != 0);
        let atk = Attack {
            cards,
            auto_hit: md.auto_hit,
            auto_defeat: md.auto_defeat,
            kills,
            expend: true,
            ..Attack::new(
                s,
                Arm::Gear(item),
                Style::Explosion,
                slot,
                base as i8 + md.first + md.all - if water { 2 } else { 0 },
                pen + md.pen + self.skill_explosion_pen(s),
            )
        };
        Ok((atk, checked))
    }

    pub(crate) fn do_throw(
        &mut self,
        item: u8,
        slot: u8,
        play: Option<Play>,
        ev: &mut impl EventSink<Event>,
    ) -> Result<(), Error> {
        let (atk, checked) = self.check_throw(item, slot, play)?;
        let Some(mut turn) = self.d.turn else { return Err(Error::NotYourTurn(NONE)) };
        if let Some(c) = checked {
            self.spend_card(&c, turn.soldier, ev);
        }
        turn.actions -= 1;
        self.d.turn = Some(turn);
        self.push(Frame::Attack(atk));
        Ok(())
    }
}
