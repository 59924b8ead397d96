//! The other soldier actions (R-A1, R-A9): withdrawing, removing a
//! suppression counter, reloading, deploying, Discard & Draw, the cache and
//! using equipment: their checks (each action is done by the dispatcher).

use crate::content::{Activation, Effect, LocKw, Who};
use crate::error::Error;
use crate::state::flow::Flow;
use crate::state::squad::Squad;
use crate::state::team::{Team, the_turn};
use crate::state::{Item, Need};

impl Squad {
    /// R-A9: whether the soldier whose turn it is may reload item `weapon`.
    pub(crate) fn check_reload(&self, weapon: u8) -> Result<(), Error> {
        let turn = the_turn(&self.state.flow, &self.state.team)?;
        turn.need_actions(1)?;
        let s = turn.soldier;
        match self.gear_weapon(s, weapon) {
            Some((g, Some(grp))) if g.out_of_ammo && self.state.team.soldier(s).spares[usize::from(grp) % 8] > 0 => {
                Ok(())
            }
            _ => Err(Error::BadReload),
        }
    }

    /// R-A9: whether the soldier whose turn it is may deploy item `weapon`.
    pub(crate) fn check_deploy(&self, weapon: u8) -> Result<(), Error> {
        let turn = the_turn(&self.state.flow, &self.state.team)?;
        turn.need_actions(1)?;
        match self.gear_weapon(turn.soldier, weapon) {
            Some((g, _)) if !g.deployed && self.has_deploy_mode(&g) => Ok(()),
            _ => Err(Error::BadDeploy),
        }
    }

    /// R-A9: whether the soldier whose turn it is may discard `discard` and draw.
    pub(crate) fn check_discard_draw(&self, discard: u64) -> Result<(), Error> {
        let turn = the_turn(&self.state.flow, &self.state.team)?;
        turn.need_actions(1)?;
        let s = turn.soldier;
        if !self.is_ps(s) || discard & !self.state.team.soldier(s).hand != 0 {
            return Err(Error::BadDiscard);
        }
        Ok(())
    }

    /// R-A9: whether the soldier whose turn it is may use the cache of its slot.
    pub(crate) fn check_cache(&self) -> Result<(), Error> {
        let turn = the_turn(&self.state.flow, &self.state.team)?;
        turn.need_actions(1)?;
        self.cache_here(turn.soldier).map(|_| ())
    }

    pub(crate) fn cache_here(&self, s: u8) -> Result<u8, Error> {
        let slot = self.state.team.soldier(s).slot;
        let n = self
            .terrain(slot)
            .and_then(|t| t.keywords.iter().find_map(|k| if let LocKw::Cache(n) = k { Some(*n) } else { None }))
            .ok_or(Error::NoCache)?;
        if self.state.field.cache_used & (1 << slot) != 0 || self.reload_group_of(s).is_none() {
            return Err(Error::NoCache);
        }
        Ok(n)
    }

    pub(crate) fn check_equipment(&self, item: u8, on: u8) -> Result<u8, Error> {
        let turn = the_turn(&self.state.flow, &self.state.team)?;
        let s = turn.soldier;
        let g = self.state.team.soldier(s).gear.get(usize::from(item)).copied().flatten().ok_or(Error::BadEquipment)?;
        let Item::Equipment(q) = g.item else { return Err(Error::BadEquipment) };
        let q = &self.fixed.content.equipment()[usize::from(q)];
        let cost = match q.activation {
            Activation::Free => 0,
            Activation::Actions(n) => n,
            _ => return Err(Error::BadEquipment),
        };
        turn.need_actions(cost)?;
        if q.uses.is_some() && g.uses == 0 {
            return Err(Error::BadEquipment);
        }
        if !self.equipment_target_ok(s, &q.effect, on, self.state.field.front(self.fixed.objective_slot)) {
            return Err(Error::BadEquipment);
        }
        Ok(cost)
    }

    /// R-A9, I32: whether equipment of effect `effect` used by soldier `s`
    /// acts on `on`: a heal on a wounded soldier in play in its slot (itself
    /// for a self-only heal), smoke on a slot holding a card within its
    /// reach, a cover bonus on the user; no other effect is used so. The
    /// front-most Location lies in slot `front`.
    pub(crate) fn equipment_target_ok(&self, s: u8, effect: &Effect, on: u8, front: u8) -> bool {
        let slot = self.state.team.soldier(s).slot;
        match effect {
            Effect::Heal { who, .. } => {
                let t = self.state.team.in_play(on)
                    && self.state.team.soldier(on).slot == slot
                    && self.state.team.soldier(on).health < self.state.team.soldier(on).max_health;
                t && (*who != Who::SelfOnly || on == s)
            }
            Effect::SmokeSlot { reach, .. } => {
                self.slot_holds_card(on, front) && reach.is_none_or(|r| on.abs_diff(slot) <= r)
            }
            Effect::CoverBonus { .. } => on == s,
            _ => false,
        }
    }
}

/// R-F9: whether soldier `soldier` may withdraw now.
pub(crate) fn check_withdraw(flow: &Flow, team: &Team, soldier: u8) -> Result<(), Error> {
    if !matches!(flow.need, Need::Phase | Need::Turn) {
        return Err(Error::NotYourTurn(soldier));
    }
    if !team.in_play(soldier) || team.soldier(soldier).health > 2 {
        return Err(Error::CannotWithdraw);
    }
    Ok(())
}

/// R-A1: whether the soldier whose turn it is may remove a suppression counter.
pub(crate) fn check_remove_suppression(flow: &Flow, team: &Team) -> Result<(), Error> {
    let turn = the_turn(flow, team)?;
    turn.need_actions(1)?;
    if team.soldier(turn.soldier).suppression == 0 {
        return Err(Error::NotSuppressed);
    }
    Ok(())
}
