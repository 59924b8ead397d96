//! Per-design facts the legal action list reads, worked out once at set-up
//! from the card set: which card instances have which timing, what an
//! own-turn card's effect holds that its checks look at. Nothing here
//! depends on the state of a game.

use wargames_core::Bits;

use crate::content::{Activation, Category, Content, Effect, EnemyKw, ModeKw, ModeName, SoldierKind, Timing};

/// `effect_kinds`: the effect has Deploy Free (Quick Setup).
pub(crate) const DEPLOY: u8 = 1;
/// `effect_kinds`: the effect takes a choice (`param`).
pub(crate) const CHOOSY: u8 = 2;
/// `effect_kinds`: the effect has Gain Reloads.
pub(crate) const GAIN: u8 = 4;

/// What an own-turn card's effect holds that its checks look at (one pass).
pub(crate) fn effect_kinds(effect: &Effect) -> u8 {
    let mut kinds = 0;
    effect.each(&mut |e| {
        if e.choice().is_some() {
            kinds |= CHOOSY;
        }
        match e {
            Effect::DeployFree => kinds |= DEPLOY,
            Effect::GainReloads(_) => kinds |= GAIN,
            _ => {}
        }
    });
    kinds
}

/// The per-design facts of the legal list (see the module doc).
#[derive(Debug)]
pub(crate) struct Tables {
    /// The action card instances of each timing the legal list sorts
    /// hands by (R-F1).
    pub timing: ByTiming,
    /// Per action card instance, `effect_kinds` of its effect and of its
    /// boost's effect (0 with no boost or no card).
    pub kinds: [[u8; 2]; 64],
    /// The action card instances with a boost.
    pub boosted: u64,
    /// Per action card instance, the XP its boost costs (R-F1).
    pub boost_xp: [u8; 64],
    /// The action card instances with no keyword to match (R-F1).
    pub needless: u64,
    /// The action card instances of the Support category (R-F3).
    pub support: u64,
    /// The action card instances of the Reaction category (R-F4).
    pub reaction: u64,
    /// Per action card instance, the cards its category discards (Covert,
    /// Support), before any Support discount.
    pub discards: [u8; 64],
    /// The weapon designs with a Deploy mode (R-A9; bit `w % 64` of word
    /// `w / 64`).
    pub deploy: [u64; 4],
    /// The weapon designs with a melee profile of their own (R-A8).
    pub melee: [u64; 4],
    /// Per weapon design, the index of its first Throw mode (R-A9).
    pub throw_mode: [Option<u8>; 256],
    /// Per equipment design, its throw range when it is thrown for a
    /// strike (R-A9): thrown, with a Strike in its effect.
    pub throw_range: [Option<u8>; 256],
    /// Per equipment design, the actions its use costs (R-A9; none when
    /// it is not used for its effect: passive or thrown).
    pub use_cost: [Option<u8>; 256],
    /// The equipment designs with a limited number of uses.
    pub limited: [u64; 4],
    /// The enemy designs with the Screen keyword (R-A4 b).
    pub screen: [u64; 4],
    /// Per action card instance, unboosted and boosted, what its effect
    /// does to a move (R-A3).
    pub move_fx: [[MoveFx; 2]; 64],
    /// Per enemy design, its `Blocking` sum (R-A3).
    pub blocking: [u8; 256],
    /// Per skill, its `EntryReduce` sum (R-A3; bit `i` of the skills: skill `i`).
    pub skill_entry: [u8; 16],
    /// Per soldier design, what it may carry (R-F8): its carry value
    /// for a player soldier, `BUILTIN` for a non-player soldier, and
    /// `DISPATCH_ONLY` for a squad soldier.
    pub soldier_carry: [i16; 256],
    /// The carry bonus of each skill (R-F8, bit `i`: skill `i`).
    pub skill_carry: [i32; 16],
}

/// Action card instances (bit `i`: instance `i`) by the timing they are
/// played at on the soldier's own turn (R-F1).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct ByTiming {
    /// Played as a free activity (R-F1).
    pub own_turn: u64,
    /// Played with a move (R-A3).
    pub on_move: u64,
    /// Played with an attack (R-A4).
    pub on_attack: u64,
    /// Played with a melee (R-A8).
    pub on_melee: u64,
    /// Played with a throw (R-A9).
    pub on_throw: u64,
}

impl ByTiming {
    /// The cards of each timing that are also in `cards`.
    pub(crate) fn within(&self, cards: u64) -> ByTiming {
        ByTiming {
            own_turn: self.own_turn & cards,
            on_move: self.on_move & cards,
            on_attack: self.on_attack & cards,
            on_melee: self.on_melee & cards,
            on_throw: self.on_throw & cards,
        }
    }

    /// The instances of timing `timing` (none for a reaction timing).
    fn of_mut(&mut self, timing: Timing) -> Option<&mut u64> {
        match timing {
            Timing::OwnTurn => Some(&mut self.own_turn),
            Timing::OnMove => Some(&mut self.on_move),
            Timing::OnAttack => Some(&mut self.on_attack),
            Timing::OnMelee => Some(&mut self.on_melee),
            Timing::OnThrow => Some(&mut self.on_throw),
            Timing::BeforeWoundsApplied | Timing::OnSuppressedByEnemy | Timing::AfterEnemyAttack => None,
        }
    }
}

/// What a card's effect does to a move (R-A3).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct MoveFx {
    /// Its `EntryReduce` sum.
    pub reduce: u8,
    /// It has `IgnoreBlocking`.
    pub ignore_blocking: bool,
    /// It has `FreeMoveNoCost`.
    pub free: bool,
}

impl MoveFx {
    fn of(effect: &Effect) -> MoveFx {
        let mut fx = MoveFx::default();
        effect.each(&mut |x| match x {
            Effect::EntryReduce(n) => fx.reduce = fx.reduce.saturating_add(*n),
            Effect::IgnoreBlocking => fx.ignore_blocking = true,
            Effect::FreeMoveNoCost => fx.free = true,
            _ => {}
        });
        fx
    }
}

/// `Tables::soldier_carry` of a non-player soldier: its built-in gear only.
pub(crate) const BUILTIN: i16 = -1;
/// `Tables::soldier_carry` of a squad soldier: the dispatch only.
pub(crate) const DISPATCH_ONLY: i16 = -2;

impl Tables {
    /// The tables of the card set `content`.
    pub(crate) fn new(content: &Content) -> Tables {
        let mut timing = ByTiming::default();
        let mut kinds = [[0u8; 2]; 64];
        let mut move_fx = [[MoveFx::default(); 2]; 64];
        let (mut boosted, mut boost_xp, mut needless) = (0u64, [0u8; 64], 0u64);
        let (mut support, mut reaction, mut discards) = (0u64, 0u64, [0u8; 64]);
        for (i, k) in kinds.iter_mut().enumerate() {
            let Some(d) = content.action_of(i as u8) else { continue };
            if let Some(x) = timing.of_mut(d.timing) {
                *x |= 1 << i;
            }
            *k = [effect_kinds(&d.effect), d.boost.as_ref().map_or(0, |b| effect_kinds(&b.effect))];
            let b = 1u64 << i;
            if let Some(x) = move_fx.get_mut(i) {
                *x = [MoveFx::of(&d.effect), MoveFx::of(d.boost.as_ref().map_or(&d.effect, |b| &b.effect))];
            }
            if let Some(x) = &d.boost {
                boosted |= b;
                boost_xp[i] = x.xp;
            }
            if d.needs.is_empty() {
                needless |= b;
            }
            discards[i] = match d.category {
                Category::Standard => 0,
                Category::Covert { discard } => discard,
                Category::Support { discard, .. } => {
                    support |= b;
                    discard
                }
                Category::Reaction => {
                    reaction |= b;
                    0
                }
            };
        }
        let (mut deploy, mut melee, mut throw_mode) = ([0u64; 4], [0u64; 4], [None; 256]);
        for (i, w) in content.weapons().iter().enumerate().take(256) {
            if w.modes.iter().any(|m| w.has(Some(m), ModeKw::Deploy)) {
                set(&mut deploy, i);
            }
            if w.melee.is_some() {
                set(&mut melee, i);
            }
            throw_mode[i] = w.modes.iter().position(|m| m.name == ModeName::Throw).map(|m| m as u8);
        }
        let (mut throw_range, mut use_cost, mut limited) = ([None; 256], [None; 256], [0u64; 4]);
        for (i, q) in content.equipment().iter().enumerate().take(256) {
            if let Activation::Throw { range } = q.activation
                && q.effect.any(&|e| matches!(e, Effect::Strike { .. }))
            {
                throw_range[i] = Some(range);
            }
            use_cost[i] = match q.activation {
                Activation::Free => Some(0),
                Activation::Actions(n) => Some(n),
                _ => None,
            };
            if q.uses.is_some() {
                set(&mut limited, i);
            }
        }
        let mut screen = [0u64; 4];
        for (i, e) in content.enemies().iter().enumerate().take(256) {
            if e.has(EnemyKw::Screen) {
                set(&mut screen, i);
            }
        }
        let mut blocking = [0u8; 256];
        for (x, e) in blocking.iter_mut().zip(content.enemies()) {
            *x = e.blocking();
        }
        let mut skill_entry = [0u8; 16];
        for (x, k) in skill_entry.iter_mut().zip(content.skills()) {
            k.effect.each(&mut |e| {
                if let Effect::EntryReduce(n) = e {
                    *x = x.saturating_add(*n);
                }
            });
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
        Tables {
            timing,
            kinds,
            boosted,
            boost_xp,
            needless,
            support,
            reaction,
            discards,
            move_fx,
            blocking,
            skill_entry,
            deploy,
            melee,
            throw_mode,
            throw_range,
            use_cost,
            limited,
            screen,
            soldier_carry,
            skill_carry,
        }
    }

    /// Whether design `i` is in the set `set` (`Tables::deploy` ...).
    #[inline]
    pub(crate) fn has(set: &[u64; 4], i: u8) -> bool {
        set[usize::from(i >> 6)] & (1 << (i & 63)) != 0
    }

    /// The entry reduction of the skills `skills` (R-A3): the one sum the
    /// move list and the move check both read, stopping at 255 (ruling 38).
    #[inline]
    pub(crate) fn entry_reduce(&self, skills: u16) -> u8 {
        Bits(skills).iter().fold(0u8, |r, k| r.saturating_add(self.skill_entry[usize::from(k & 15)]))
    }

    /// The carry bonus of the skills `skills` (R-F8, `roster::carry_bonus`).
    #[inline]
    pub(crate) fn carry_bonus(&self, skills: u16) -> i32 {
        Bits(skills).iter().map(|k| self.skill_carry[usize::from(k & 15)]).sum()
    }
}

/// Adds design `i` (below 256) to the set `set`.
fn set(set: &mut [u64; 4], i: usize) {
    if let Some(x) = set.get_mut(i / 64) {
        *x |= 1 << (i % 64);
    }
}
