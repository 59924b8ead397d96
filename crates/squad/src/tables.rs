//! Per-design facts the legal action list reads, worked out once at set-up
//! from the card set: which card instances have which timing, what an
//! own-turn card's effect holds that its checks look at. Nothing here
//! depends on the state of a game.

use crate::content::{Content, Effect, Timing};

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
}

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
        Tables { timing, kinds }
    }
}
