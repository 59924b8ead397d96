//! R-A4 (a)..(d), R-A7, interpretation 12: what an attack may aim at and
//! from how far: a Screen card keeps the cards beside it out of reach
//! (b), an objective enemy or the Kills objective only once the objective
//! is activated (c), a mode's to-hit row sets its range (a), Collateral
//! Damage forbids an area attack (d), and an Explosion rolls against every
//! card in its slot (R-A7). The one statement of these rules: the checks
//! (`actions/attack.rs`, `melee.rs`, `throw.rs`) and the legal list
//! (`legal/list/attacks.rs`, `melee_throws.rs`) both call them.

use crate::content::{EnemyKw, FireMode, LocKw};
use crate::error::Error;
use crate::state::progress::Progress;
use crate::state::squad::Squad;

/// R-A4 (b): whether a Screen card in the target's slot (`screened_slot`)
/// keeps the target out of reach: a target that is not a Screen card
/// itself (`screen`), unless a Scoped weapon aims from range 2 or more.
pub(crate) const fn screen_blocks(screened_slot: bool, screen: bool, scoped: bool, range: u8) -> bool {
    screened_slot && !screen && !(scoped && range >= 2)
}

impl Squad {
    /// Whether `slot` has a Screen card in play (R-A4 b).
    pub(crate) fn screened(&self, slot: u8) -> bool {
        self.state.foes.in_play().any(|(_, f)| f.slot == slot && self.enemy_has(f, EnemyKw::Screen))
    }

    /// R-A4 (d): whether `slot`'s Location has Collateral Damage.
    pub(crate) fn collateral(&self, slot: u8) -> bool {
        self.terrain(slot).is_some_and(|t| t.keywords.contains(&LocKw::CollateralDamage))
    }

    /// R-A4 (b), (c): whether entry `e` may be aimed at from range `range` (scoped: Scoped weapon).
    pub(crate) fn aim_ok(&self, e: u8, scoped: bool, range: u8) -> Result<u8, Error> {
        let f = self.state.foes.get(e).ok_or(Error::NoSuchTarget)?;
        let screen = self.enemy_has(f, EnemyKw::Screen);
        may_aim(&self.state.progress, f.objective, self.screened(f.slot), screen, scoped, range)?;
        Ok(f.slot)
    }

    /// R-A4, interpretation 12: whether the Kills objective may be aimed at
    /// from slot `from` (`screened`: a Screen card stands in its slot): it
    /// is activated, at range 2 or less, and not screened (R-A4 b); the
    /// range.
    pub(crate) fn may_aim_objective(&self, from: u8, screened: bool, scoped: bool) -> Result<u8, Error> {
        let range = self.fixed.objective_slot.abs_diff(from);
        if self.kills_requirement().is_none() {
            return Err(Error::NoSuchTarget);
        }
        if !self.state.progress.active {
            return Err(Error::ObjectiveNotActive);
        }
        if range > 2 {
            return Err(Error::OutOfRange);
        }
        if screen_blocks(screened, false, scoped, range) {
            return Err(Error::Screened);
        }
        Ok(range)
    }

    /// R-A7: the slots (a set, slots 0..16) where `explosion_cards` finds something
    /// to roll against: an enemy card, or the activated Kills objective.
    pub(crate) fn explosion_slots(&self) -> u16 {
        let mut m = 0u16;
        for (_, f) in self.state.foes.in_play() {
            if f.slot < 16 {
                m |= 1 << f.slot;
            }
        }
        let d = self.fixed.objective_slot;
        if d < 16 {
            if !self.state.progress.active {
                m &= !(1 << d);
            } else if self.kills_requirement().is_some() {
                m |= 1 << d;
            }
        }
        m
    }

    /// R-A7, interpretation 12: the cards in `slot` an Explosion (or a
    /// card's strike, R-F3) rolls a d6 against: every enemy card in play
    /// there (bit: its entry) and, in the objective's slot once it is
    /// activated, a Kills objective (bit 15). It refuses nothing: each
    /// caller applies its own refusals ([`Squad::explosion_cards`],
    /// [`Squad::strike_slot_ok`]).
    pub(crate) fn slot_cards(&self, slot: u8) -> u16 {
        let mut cards = 0u16;
        for (i, f) in self.state.foes.in_play() {
            if f.slot == slot {
                cards |= 1 << i;
            }
        }
        if slot == self.fixed.objective_slot && self.state.progress.active && self.kills_requirement().is_some() {
            cards |= 1 << 15;
        }
        cards
    }

    /// R-A7, R-A4 (c): the cards an Explosion at `slot` rolls against
    /// ([`Squad::slot_cards`]); the objective's slot only once it is
    /// activated, and a slot with nothing to roll against is no target.
    pub(crate) fn explosion_cards(&self, slot: u8) -> Result<u16, Error> {
        if slot == self.fixed.objective_slot && !self.state.progress.active {
            return Err(Error::ObjectiveNotActive);
        }
        match self.slot_cards(slot) {
            0 => Err(Error::NoSuchTarget),
            cards => Ok(cards),
        }
    }
}

/// R-A4 (a), (d): the to-hit number of mode `m` at range `range` (none:
/// out of its reach), unless Collateral Damage in the target slot
/// (`collateral`) forbids the attack: an area attack there (`area`: an
/// Explosion, a Spray or Auto).
pub(crate) fn mode_reaches(m: &FireMode, range: u8, collateral: bool, area: bool) -> Result<u8, Error> {
    let base = m.to_hit_at(range).ok_or(Error::OutOfRange)?;
    if collateral && area {
        return Err(Error::CollateralDamage);
    }
    Ok(base)
}

/// R-A4 (b), (c): whether an enemy card may be aimed at, from what the
/// caller knows of it: an objective enemy (`objective`) only once the
/// objective is activated (c); in a slot holding a Screen card
/// (`screened_slot`), a Screen card (`screen`) only (b), which a Scoped
/// weapon aiming at range 2 or more ignores.
pub(crate) fn may_aim(
    progress: &Progress,
    objective: bool,
    screened_slot: bool,
    screen: bool,
    scoped: bool,
    range: u8,
) -> Result<(), Error> {
    if objective && !progress.active {
        return Err(Error::ObjectiveNotActive);
    }
    if screen_blocks(screened_slot, screen, scoped, range) {
        return Err(Error::Screened);
    }
    Ok(())
}
