//! R-A4..R-A7 attacks in the legal list: the weapon modes a soldier may
//! attack with, the enemy cards as attacks see them, the attacks of one
//! weapon mode as a family (its aims, checked once for every card played
//! with it; the card plays with an aim), its orders and the next parts of
//! an attack part-way (R-D1: `With`, `Boost`, then `Target`, or a Spray's
//! `Die`s).

use wargames_core::Bits;

use crate::content::{AimKind, ModeKw, ModeName, SoldierKind};
use crate::legal::aim::{may_aim, mode_reaches};
use crate::legal::attacker::{WeaponMode, arm_ready, bolt_allows, may_attack};
use crate::legal::here::TurnFacts;
use crate::legal::list::{Scope, TurnSink};
use crate::legal::next::{Next, play_by_play};
use crate::setup::tables::Tables;
use crate::state::family::{AttackFamily, Family, Plays};
use crate::state::squad::Squad;
use crate::state::{Item, MAX_ENEMIES, NONE, SLOTS};
use crate::terms::action::Action;
use crate::terms::order::{Aim, Order, Play};

/// The aim bit of the Kills objective among enemy entries (R-A4).
const OBJECTIVE: u8 = 16;

/// The enemy entries (sets) as attacks and melee see them.
#[derive(Clone, Copy)]
pub(crate) struct Sight {
    /// The entries in play.
    pub(crate) present: u16,
    /// The entries in the soldier's slot.
    pub(crate) near: u16,
    /// The slots holding a Screen card (R-A4 b).
    pub(crate) screen_slots: u64,
    /// The Screen entries.
    pub(crate) screens: u16,
}

impl Sight {
    /// Whether slot `slot` holds a Screen card (R-A4 b).
    pub(crate) fn screened_slot(&self, slot: u8) -> bool {
        Bits(self.screen_slots).contains(slot)
    }

    /// Whether entry `e` is a Screen card (R-A4 b).
    pub(crate) fn is_screen(&self, e: u8) -> bool {
        Bits(self.screens).contains(e)
    }
}

impl AttackFamily {
    /// The weapon mode of the family.
    fn weapon_mode<'a>(&self, g: &'a Squad) -> Option<WeaponMode<'a>> {
        g.weapon_mode(self.weapon, self.mode)
    }

    /// The range of aim `i` from the attacker's slot.
    fn range(&self, g: &Squad, i: u8) -> u8 {
        let from = g.state.team.turn_slot();
        match self.kind {
            AimKind::Explosion => i.abs_diff(from),
            _ if i == OBJECTIVE => g.fixed.objective_slot.abs_diff(from),
            _ => g.state.foes.get(i).map_or(u8::MAX, |f| f.slot.abs_diff(from)),
        }
    }

    /// The aims legal with `play` (R-F1: a card's check depends only on
    /// the range; R-A4 f: the Bolt rule).
    pub(crate) fn aims_with(&self, g: &Squad, play: Option<Play>) -> u32 {
        if bolt_allows(self.bolt, play.is_some_and(|p| g.play_bolt_again(p))).is_err() {
            return 0;
        }
        let Some(p) = play else { return self.aims };
        let Some(wm) = self.weapon_mode(g) else { return 0 };
        // By range: 0 not known yet, 1 legal, 2 not.
        let mut by_range = [0u8; SLOTS];
        let mut ok = 0u32;
        for i in Bits(self.aims) {
            let range = self.range(g, i);
            let Some(r) = by_range.get_mut(usize::from(range)) else { continue };
            if *r == 0 {
                *r = if g.card_ok(self.purse, p, &wm.used_at(range)) { 1 } else { 2 };
            }
            if *r == 1 {
                ok |= 1 << i;
            }
        }
        ok
    }

    /// The aim of bit `i`.
    fn aim(&self, i: u8) -> Aim {
        match (self.kind, i) {
            (AimKind::Explosion, _) => Aim::Slot(i),
            (_, OBJECTIVE) => Aim::Objective,
            _ => Aim::Card(i),
        }
    }

    /// The bit of aim `aim`, when it is one of this kind's.
    fn bit_of(&self, aim: Aim) -> Option<u8> {
        match (self.kind, aim) {
            (AimKind::Explosion, Aim::Slot(x)) | (AimKind::Single, Aim::Card(x)) => Some(x),
            (AimKind::Single, Aim::Objective) => Some(OBJECTIVE),
            _ => None,
        }
    }

    /// Gives `f` every Spray split of the entries `entries` (bit `e`):
    /// one entry per die, non-decreasing, all in one slot; slot by slot.
    fn splits(&self, g: &Squad, entries: u32, f: &mut dyn FnMut([u8; 4])) {
        let d = usize::from(self.dice);
        for slot in 0..SLOTS as u8 {
            let mut here = [NONE; MAX_ENEMIES];
            let mut k = 0;
            for e in Bits(entries) {
                if g.state.foes.get(e).is_some_and(|x| x.slot == slot)
                    && let Some(x) = here.get_mut(k)
                {
                    *x = e;
                    k += 1;
                }
            }
            if k == 0 || d == 0 {
                continue;
            }
            let mut idx = [0usize; 4];
            'tuples: loop {
                let mut split = [NONE; 4];
                for (x, i) in split.iter_mut().zip(idx).take(d) {
                    *x = here[i];
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
                        let v = idx[i];
                        for x in idx.iter_mut().take(d).skip(i + 1) {
                            *x = v;
                        }
                        continue 'tuples;
                    }
                }
            }
        }
    }

    /// Gives `f` every legal attack of the family, play by play.
    pub(crate) fn orders(&self, g: &Squad, f: &mut dyn FnMut(Order)) {
        let (weapon, mode) = (self.weapon, self.mode);
        let mut each = |play: Option<Play>| {
            if !self.plays.has(play) {
                return;
            }
            let aims = self.aims_with(g, play);
            if self.kind == AimKind::Spray {
                self.splits(g, aims, &mut |split| f(Order::Attack { weapon, mode, aim: Aim::Split(split), play }));
            } else {
                for i in Bits(aims) {
                    f(Order::Attack { weapon, mode, aim: self.aim(i), play });
                }
            }
        };
        each(None);
        for card in self.plays.card_set() {
            each(Some(Play { card, boost: false }));
            each(Some(Play { card, boost: true }));
        }
    }

    /// R-D1: the next parts after `rest` (the parts after `Attack`).
    pub(crate) fn next(&self, g: &Squad, rest: &[Action], next: &mut Next<'_>) {
        play_by_play(g, &self.plays, rest, next, &mut |play, tail, next| {
            let aims = self.aims_with(g, play);
            let (weapon, mode) = (self.weapon, self.mode);
            if self.kind == AimKind::Spray {
                self.next_die(g, aims, play, tail, next);
                return;
            }
            match tail {
                [] => {
                    for i in Bits(aims) {
                        next.add(Action::Target { aim: self.aim(i) });
                    }
                }
                [Action::Target { aim }] if self.bit_of(*aim).is_some_and(|i| Bits(aims).contains(i)) => {
                    next.complete = Some(Order::Attack { weapon, mode, aim: *aim, play });
                }
                _ => {}
            }
        });
    }

    /// R-A7, R-D1: a Spray's next die after the dice aimed in `tail`: an
    /// entry of `entries` in the first die's slot, not below the last
    /// die's (for the first die, every entry slot by slot).
    fn next_die(&self, g: &Squad, entries: u32, play: Option<Play>, tail: &[Action], next: &mut Next<'_>) {
        let (mut split, mut k, mut slot) = ([NONE; 4], 0usize, None);
        for a in tail {
            let Action::Die { target: e } = *a else { return };
            let Some(f) = g.state.foes.get(e) else { return };
            let in_order = k == 0 || split.get(k - 1).is_some_and(|last| e >= *last);
            if !Bits(entries).contains(e)
                || !in_order
                || slot.is_some_and(|s| s != f.slot)
                || k >= usize::from(self.dice)
            {
                return;
            }
            slot = Some(f.slot);
            if let Some(x) = split.get_mut(k) {
                *x = e;
            }
            k += 1;
        }
        if k == usize::from(self.dice) {
            next.complete = Some(Order::Attack { weapon: self.weapon, mode: self.mode, aim: Aim::Split(split), play });
            return;
        }
        let from = if k == 0 { 0 } else { split[k - 1] };
        for s in 0..SLOTS as u8 {
            if slot.is_some_and(|x| x != s) {
                continue;
            }
            for e in Bits(entries) {
                if e >= from && g.state.foes.get(e).is_some_and(|f| f.slot == s) {
                    next.add(Action::Die { target: e });
                }
            }
        }
    }
}

impl Squad {
    /// Gives `f` the weapon modes the soldier of `h` may attack with: the
    /// squad profile, then each carried weapon's modes but Throw.
    pub(crate) fn each_weapon_mode<'a>(&'a self, h: &TurnFacts<'a>, f: &mut dyn FnMut(&WeaponMode<'a>)) {
        if let SoldierKind::Squad { profile, .. } = &self.card(h.s).kind {
            f(&WeaponMode { weapon: u8::MAX, mode: 0, design: None, fire: profile, gear: None });
        }
        let content = &self.fixed.content;
        for g in Bits(h.weapons) {
            let Some(Some(gear)) = h.t.gear.get(usize::from(g)) else { continue };
            let Item::Weapon(w) = gear.item else { continue };
            let w = &content.weapons()[usize::from(w)];
            for (m, fire) in w.modes.iter().enumerate() {
                if fire.name != ModeName::Throw {
                    f(&WeaponMode { weapon: g, mode: m as u8, design: Some(w), fire, gear: Some(*gear) });
                }
            }
        }
    }

    /// The enemy entries as attacks and melee see them (one pass).
    pub(crate) fn sight(&self, slot: u8) -> Sight {
        let mut v = Sight { present: 0, near: 0, screen_slots: 0, screens: 0 };
        for i in Bits(self.state.foes.occupied) {
            if let Some(Some(f)) = self.state.foes.foes.get(usize::from(i)) {
                let e = 1 << i;
                v.present |= e;
                if f.slot == slot {
                    v.near |= e;
                }
                if Tables::has(&self.fixed.tables.screen, f.card) {
                    v.screen_slots |= 1 << (f.slot & 63);
                    v.screens |= e;
                }
            }
        }
        v
    }

    /// R-A4: the legal attacks of the turn `h`, weapon mode by weapon mode.
    pub(crate) fn write_attacks(&self, h: &TurnFacts<'_>, sight: &Sight, out: &mut impl TurnSink) {
        // No enemy card in play and no objective to attack (R-A4): no aim
        // of any mode has a target.
        if sight.present == 0 && !(self.state.progress.active && self.kills_requirement().is_some()) {
            return;
        }
        self.each_weapon_mode(h, &mut |arm| {
            if let Some(f) = self.attack_family(h, sight, arm, out.scope()) {
                out.family(self, Action::Attack { weapon: arm.weapon, mode: arm.mode }, &Family::Attack(f));
            }
        });
    }

    /// R-A4..R-A7: the legal attacks of the turn `h` with weapon mode
    /// `arm` (with `Scope::Any`, at least the first one), or none:
    /// `may_attack`, `arm_ready`, `check_aim` for each aim (the shared predicates
    /// `may_aim`, `may_aim_objective`, `mode_reaches`), and each card's
    /// check at each range (R-F1).
    pub(crate) fn attack_family(
        &self,
        h: &TurnFacts<'_>,
        sight: &Sight,
        arm: &WeaponMode<'_>,
        scope: Scope,
    ) -> Option<AttackFamily> {
        let (t, turn) = (h.t, h.turn);
        may_attack(t.suppression, &turn, true).ok()?;
        arm_ready(arm, &turn).ok()?;
        let m = arm.fire;
        let kind = AimKind::of(arm.design, m);
        let scoped = arm.has(ModeKw::Scoped);
        let auto = m.name == ModeName::Auto;
        let bolt = arm.bolt_spent(&turn);
        // With no card to play, one aim is enough to tell an attack is legal.
        let enough = |aims: u32| scope == Scope::Any && !bolt && aims != 0;
        let mut aims = 0u32;
        match kind {
            AimKind::Explosion => {
                for slot in 0..SLOTS as u8 {
                    if enough(aims) {
                        break;
                    }
                    if self.check_aim(arm.design, m, Aim::Slot(slot)).is_ok() {
                        aims |= 1 << slot;
                    }
                }
            }
            AimKind::Single | AimKind::Spray => {
                // `check_aim` of an enemy card (a Spray's die): R-A4 (a)..(d).
                for e in Bits(sight.present) {
                    if enough(aims) {
                        break;
                    }
                    let Some(f) = self.state.foes.get(e) else { continue };
                    let range = f.slot.abs_diff(t.slot);
                    let ok = may_aim(
                        &self.state.progress,
                        f.objective,
                        sight.screened_slot(f.slot),
                        sight.is_screen(e),
                        scoped,
                        range,
                    )
                    .and_then(|()| mode_reaches(m, range, self.collateral(f.slot), auto || kind == AimKind::Spray));
                    if ok.is_ok() {
                        aims |= 1 << e;
                    }
                }
                // `check_aim` of the Kills objective.
                let d = self.fixed.objective_slot;
                if kind == AimKind::Single
                    && !enough(aims)
                    && self.state.progress.active
                    && self
                        .may_aim_objective(t.slot, sight.screened_slot(d), scoped)
                        .and_then(|range| mode_reaches(m, range, self.collateral(d), auto))
                        .is_ok()
                {
                    aims |= 1 << OBJECTIVE;
                }
            }
        }
        let dice = if kind == AimKind::Spray { m.dice.min(4) } else { 0 };
        if aims == 0 || (kind == AimKind::Spray && dice == 0) {
            return None;
        }
        let mut f = AttackFamily {
            weapon: arm.weapon,
            mode: arm.mode,
            kind,
            dice,
            aims,
            bolt,
            plays: Plays::default(),
            purse: h.purse(),
        };
        let on_attack = h.playable.on_attack;
        self.plays(h, on_attack, &mut |play| {
            let legal = f.aims_with(self, play) != 0;
            if legal {
                f.plays.insert(play);
            }
            !(legal && scope == Scope::Any)
        });
        f.plays.any().then_some(f)
    }
}
