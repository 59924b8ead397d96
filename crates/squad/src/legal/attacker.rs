//! R-A4, R-A5, R-A8, R-A9: who may attack now, and whether a weapon mode is
//! ready to fire. The one statement of these rules: the checks
//! (`actions/attack.rs`, `melee.rs`, `throw.rs`) and the legal list
//! (`legal/list/`) both call them.

use crate::content::{FireMode, ModeKw, ModeName, SoldierKind, Weapon};
use crate::error::Error;
use crate::legal::needs::CardUse;
use crate::state::squad::Squad;
use crate::state::{Arm, Gear, Turn};

/// A weapon mode to attack with (R-A4).
#[derive(Clone, Copy)]
pub(crate) struct WeaponMode<'a> {
    /// The weapon's gear place (`u8::MAX`: the squad profile).
    pub(crate) weapon: u8,
    /// The mode's index.
    pub(crate) mode: u8,
    /// The weapon (none: the squad profile).
    pub(crate) design: Option<&'a Weapon>,
    /// The fire mode.
    pub(crate) fire: &'a FireMode,
    /// The item carried (none: the squad profile).
    pub(crate) gear: Option<Gear>,
}

impl WeaponMode<'_> {
    /// Whether the mode (or its weapon) has keyword `k`.
    pub(crate) fn has(&self, k: ModeKw) -> bool {
        self.design.map_or(self.fire.keywords.contains(&k), |w| w.has(Some(self.fire), k))
    }

    /// What a card played with an attack at range `range` is matched against (R-F1).
    pub(crate) fn used_at(&self, range: u8) -> CardUse<'_> {
        CardUse { weapon: self.design, mode: Some(self.fire), range: Some(range), ..CardUse::default() }
    }

    /// What the attack is made with: the squad profile or a carried weapon.
    pub(crate) fn arm(&self) -> Arm {
        if self.design.is_none() { Arm::Profile } else { Arm::Gear(self.weapon) }
    }

    /// R-A4 (f): whether this Bolt weapon already attacked this turn, so
    /// that it attacks again only with a card that allows it
    /// ([`bolt_allows`]).
    pub(crate) fn bolt_spent(&self, turn: &Turn) -> bool {
        self.has(ModeKw::Bolt) && turn.bolt_used & (1 << (self.weapon & 7)) != 0
    }
}

/// R-A4, R-A8, R-A9: whether the soldier of `turn`, with `suppression`
/// Suppression counters, may attack now: not suppressed, not barred from
/// attacking this turn (Go to Ground) and, if `one_action`, with an action
/// left (a melee's cost depends on its slot: [`melee_cost`]).
///
/// [`melee_cost`]: crate::legal::melee_cost::melee_cost
pub(crate) fn may_attack(suppression: u8, turn: &Turn, one_action: bool) -> Result<(), Error> {
    if suppression > 0 {
        return Err(Error::Suppressed);
    }
    if one_action && turn.actions < 1 {
        return Err(Error::NoActions { cost: 1, left: 0 });
    }
    if turn.no_attack {
        return Err(Error::NoAttackThisTurn);
    }
    Ok(())
}

/// R-A4, R-A5: whether weapon mode `arm` is ready to fire in `turn`: not a
/// Throw (thrown items go by R-A9), its item not Out of Ammo, a Deploy
/// weapon deployed, a Heavy weapon not moved with this turn.
pub(crate) fn arm_ready(arm: &WeaponMode<'_>, turn: &Turn) -> Result<(), Error> {
    if arm.fire.name == ModeName::Throw {
        return Err(Error::NoSuchWeapon);
    }
    if arm.gear.is_some_and(|g| g.out_of_ammo) {
        return Err(Error::OutOfAmmo);
    }
    if arm.has(ModeKw::Deploy) && !arm.gear.is_some_and(|g| g.deployed) {
        return Err(Error::NotDeployed);
    }
    if arm.has(ModeKw::Heavy) && turn.moved {
        return Err(Error::HeavyMoved);
    }
    Ok(())
}

/// R-A4 (f): whether an attack with a Bolt weapon whose attack this turn is
/// spent (`spent`, [`WeaponMode::bolt_spent`]) may be made, given whether
/// the card played with it lets a Bolt weapon attack once more.
pub(crate) fn bolt_allows(spent: bool, card_allows: bool) -> Result<(), Error> {
    if spent && !card_allows { Err(Error::BoltAgain) } else { Ok(()) }
}

impl Squad {
    /// The weapon mode `mode` of the gear place `weapon` of the soldier
    /// whose turn it is (`u8::MAX`: its squad profile, whose one mode is 0).
    pub(crate) fn weapon_mode(&self, weapon: u8, mode: u8) -> Option<WeaponMode<'_>> {
        let s = self.state.team.turn?.soldier;
        if weapon == u8::MAX {
            return match &self.card(s).kind {
                SoldierKind::Squad { profile, .. } if mode == 0 => {
                    Some(WeaponMode { weapon, mode, design: None, fire: profile, gear: None })
                }
                _ => None,
            };
        }
        let (w, gear) = self.weapon_of(s, weapon)?;
        let fire = w.modes.get(usize::from(mode))?;
        Some(WeaponMode { weapon, mode, design: Some(w), fire, gear: Some(gear) })
    }
}
