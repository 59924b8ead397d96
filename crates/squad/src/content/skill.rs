//! Skill cards (R-S7).

use serde::{Deserialize, Serialize};

use super::Content;
use super::code::Code;
use super::effect::Effect;

/// A skill card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Skill {
    /// Its id.
    pub id: Code,
    /// Its name.
    pub name: String,
    /// RP cost.
    pub cost: u8,
    /// RP cost for a Veteran soldier.
    #[serde(default)]
    pub veteran_cost: Option<u8>,
    /// Specialist: the soldier must carry one of these cards (empty: a general skill).
    #[serde(default)]
    pub prereq: Vec<Code>,
    /// What it does.
    pub effect: Effect,
}

impl Content {
    /// R-E4, Stubborn (`StayAtOneOnDown`): the d6 a soldier holding the
    /// skills `held` (bit `i`: skill `i`) needs to stay in at 1 health when
    /// it would be Seriously Wounded, if one of them gives that save.
    pub(crate) fn stubborn_d6(&self, held: u16) -> Option<u8> {
        let mut out = None;
        for (i, k) in self.skills().iter().enumerate() {
            if held & (1 << i) != 0 {
                k.effect.each(&mut |e| {
                    if let Effect::StayAtOneOnDown { d6_min } = e {
                        out = Some(*d6_min);
                    }
                });
            }
        }
        out
    }
}
