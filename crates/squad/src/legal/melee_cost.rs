//! R-A8 Melee: what a melee costs. The one statement of the rule: the melee
//! check (`actions/melee.rs`) and the legal list
//! (`legal/list/melee_throws.rs`) both call it.

use wargames_core::Bits;

use crate::content::Effect;
use crate::state::squad::Squad;

/// R-A8: what effects do to a melee's cost: the last `MeleeCostIs` (the
/// cost, whatever the slot) and the sum of `MeleeCost` changes (saturating,
/// ruling 38).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct MeleeCostMods {
    /// The cost set outright.
    pub(crate) is: Option<u8>,
    /// The change to the slot's cost.
    pub(crate) change: i8,
}

impl MeleeCostMods {
    /// Adds what effect `e` does to a melee's cost.
    pub(crate) fn add(&mut self, e: &Effect) {
        e.each(&mut |e| match e {
            Effect::MeleeCostIs(n) => self.is = Some(*n),
            Effect::MeleeCost(n) => self.change = self.change.saturating_add(*n),
            _ => {}
        });
    }
}

/// R-A8: the cost of a melee in a slot of melee cost `slot_cost`, with the
/// soldier's skills' changes `skills` and the card played with it `card`:
/// a skill's set cost, else the card's, else the slot's cost plus both
/// changes, at least 1.
pub(crate) fn melee_cost(slot_cost: u8, skills: MeleeCostMods, card: MeleeCostMods) -> u8 {
    let change = skills.change.saturating_add(card.change);
    skills.is.or(card.is).unwrap_or_else(|| (i16::from(slot_cost) + i16::from(change)).max(1) as u8)
}

impl Squad {
    /// R-A8: what soldier `s`'s skills do to a melee's cost.
    pub(crate) fn skill_melee_cost(&self, s: u8) -> MeleeCostMods {
        let mut m = MeleeCostMods::default();
        for k in Bits(self.state.team.soldier(s).skills) {
            if let Some(skill) = self.fixed.content.skills().get(usize::from(k)) {
                m.add(&skill.effect);
            }
        }
        m
    }

    /// R-A8: the melee cost of slot `slot` (1 off a Location).
    pub(crate) fn slot_melee_cost(&self, slot: u8) -> u8 {
        self.terrain(slot).map_or(1, |x| x.melee_cost)
    }
}
