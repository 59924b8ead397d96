//! Per-design facts the legal action list reads, worked out once at set-up
//! from the card set: which card instances have which timing, what an
//! own-turn card's effect holds that its checks look at. Nothing here
//! depends on the state of a game.

use crate::content::{Content, Effect, SoldierKind, Timing};

/// `effect_kinds`: the effect has Deploy Free (Quick Setup).
pub(crate) const DEPLOY: u8 = 1;
/// `effect_kinds`: the effect takes a choice (`param`).
pub(crate) const CHOOSY: u8 = 2;
/// `effect_kinds`: the effect has Gain Reloads.
pub(crate) const GAIN: u8 = 4;

/// What an own-turn card's effect holds that its checks look at (one pass).
pub(crate) fn effect_kinds(effect: &Effect) -> u8 {
    match effect {
        Effect::Seq(list) => list.iter().fold(0, |k, e| k | effect_kinds(e)),
        Effect::DeployFree => DEPLOY | CHOOSY,
        Effect::FreeReload { .. }
        | Effect::ReturnOwnTargetCounter
        | Effect::Strike { .. }
        | Effect::SmokeSlot { .. }
        | Effect::Heal { .. } => CHOOSY,
        Effect::GainReloads(_) => GAIN,
        _ => 0,
    }
}

/// The per-design facts of the legal list (see the module doc).
#[derive(Debug)]
pub(crate) struct Tables {
    /// The action card instances of each timing class the legal list
    /// sorts hands by (R-F1): own turn, with a move, an attack, a melee, a
    /// throw (bit `i`: instance `i`).
    pub timing: [u64; 5],
    /// Per action card instance, `effect_kinds` of its effect and of its
    /// boost's effect (0 with no boost or no card).
    pub kinds: [[u8; 2]; 64],
    /// Per soldier design, what it may carry (R-F8): its carry value
    /// for a player soldier, `BUILTIN` for a non-player soldier, and
    /// `DISPATCH_ONLY` for a squad soldier.
    pub soldier_carry: [i16; 256],
    /// The carry bonus of each skill (R-F8, bit `i`: skill `i`).
    pub skill_carry: [i32; 16],
}

/// `Tables::soldier_carry` of a non-player soldier: its built-in gear only.
pub(crate) const BUILTIN: i16 = -1;
/// `Tables::soldier_carry` of a squad soldier: the dispatch only.
pub(crate) const DISPATCH_ONLY: i16 = -2;

impl Tables {
    /// The tables of the card set `content`.
    pub(crate) fn new(content: &Content) -> Tables {
        let mut timing = [0u64; 5];
        let mut kinds = [[0u8; 2]; 64];
        for (i, k) in kinds.iter_mut().enumerate() {
            let Some(d) = content.action_of(i as u8) else { continue };
            let class = match d.timing {
                Timing::OwnTurn => Some(0),
                Timing::OnMove => Some(1),
                Timing::OnAttack => Some(2),
                Timing::OnMelee => Some(3),
                Timing::OnThrow => Some(4),
                _ => None,
            };
            if let Some(x) = class.and_then(|c: usize| timing.get_mut(c)) {
                *x |= 1 << i;
            }
            *k = [effect_kinds(&d.effect), d.boost.as_ref().map_or(0, |b| effect_kinds(&b.effect))];
        }
        let mut soldier_carry = [DISPATCH_ONLY; 256];
        for (x, c) in soldier_carry.iter_mut().zip(content.soldiers()) {
            *x = match c.kind {
                SoldierKind::Player => i16::from(c.carry),
                SoldierKind::NonPlayer { .. } => BUILTIN,
                SoldierKind::Squad { .. } => DISPATCH_ONLY,
            };
        }
        let mut skill_carry = [0i32; 16];
        for (x, k) in skill_carry.iter_mut().zip(content.skills()) {
            k.effect.each(&mut |e| {
                if let Effect::CarryBonus(n) = e {
                    *x += i32::from(*n);
                }
            });
        }
        Tables { timing, kinds, soldier_carry, skill_carry }
    }

    /// The carry bonus of the skills `skills` (R-F8, `roster::carry_bonus`).
    #[inline]
    pub(crate) fn carry_bonus(&self, skills: u16) -> i32 {
        let (mut m, mut bonus) = (skills, 0i32);
        while m != 0 {
            bonus += self.skill_carry[(m.trailing_zeros() & 15) as usize];
            m &= m - 1;
        }
        bonus
    }
}
