//! The squad roster and its validation (R-S3, R-S7).

use crate::content::recruit::Recruit;
use crate::content::{Code, Mission};
use crate::content::{Content, Effect, SoldierKind, SoldierKw};
use crate::error::Error;

/// The most soldiers in a squad.
pub const MAX_SOLDIERS: usize = 6;
/// The most gear items one soldier carries.
pub const MAX_GEAR: usize = 8;

/// A recruit resolved against the content: indices, not ids.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Resolved {
    pub soldier: u8,
    /// (is weapon, index)
    pub gear: Vec<(bool, u8)>,
    pub skills: u16,
    pub reload_group: Option<u8>,
}

/// The RP a recruit costs: its card + (PS only) gear + skills (R-S7).
fn cost(content: &Content, r: &Resolved) -> u32 {
    let Some(card) = content.soldiers().get(usize::from(r.soldier)) else { return 0 };
    let mut total = u32::from(card.cost);
    if card.is_player() {
        for (weapon, i) in &r.gear {
            total += u32::from(if *weapon {
                content.weapons().get(usize::from(*i)).map_or(0, |w| w.cost)
            } else {
                content.equipment().get(usize::from(*i)).map_or(0, |q| q.cost)
            });
        }
    }
    let veteran = card.has(SoldierKw::Veteran);
    for (i, k) in content.skills().iter().enumerate() {
        if r.skills & (1 << i) != 0 {
            total += u32::from(if veteran { k.veteran_cost.unwrap_or(k.cost) } else { k.cost });
        }
    }
    total
}

/// The weight a recruit carries.
pub(crate) fn weight(content: &Content, gear: &[(bool, u8)]) -> u32 {
    gear.iter()
        .map(|(w, i)| {
            u32::from(if *w {
                content.weapons().get(usize::from(*i)).map_or(0, |w| w.weight)
            } else {
                content.equipment().get(usize::from(*i)).map_or(0, |q| q.weight)
            })
        })
        .sum()
}

/// The carry bonus of a skill set.
pub(crate) fn carry_bonus(content: &Content, skills: u16) -> i32 {
    let mut bonus = 0;
    if skills == 0 {
        return bonus;
    }
    for (i, k) in content.skills().iter().enumerate() {
        if skills & (1 << i) != 0 {
            k.effect.each(&mut |e| {
                if let Effect::CarryBonus(n) = e {
                    bonus += i32::from(*n);
                }
            });
        }
    }
    bonus
}

fn resolve_gear(content: &Content, id: &Code) -> Option<(bool, u8)> {
    if let Some(i) = content.weapon_index(id.as_str()) {
        return Some((true, i as u8));
    }
    content.equipment_index(id.as_str()).map(|i| (false, i as u8))
}

/// Checks a squad against R-S3 and R-S7 and resolves it.
pub(crate) fn check(content: &Content, mission: &Mission, squad: &[Recruit]) -> Result<Vec<Resolved>, Error> {
    if squad.len() < 2 {
        return Err(Error::SquadTooSmall { soldiers: squad.len() });
    }
    if squad.len() > MAX_SOLDIERS {
        return Err(Error::SquadTooLarge { soldiers: squad.len(), max: MAX_SOLDIERS });
    }
    let mut out = Vec::new();
    for r in squad {
        let s = content.soldier_index(r.soldier.as_str()).ok_or(Error::UnknownCard { id: r.soldier })?;
        let card = &content.soldiers()[s];
        if card.theatre != mission.theatre && card.theatre != "any" {
            return Err(Error::WrongTheatre { id: r.soldier });
        }
        if out.iter().any(|x: &Resolved| usize::from(x.soldier) == s) {
            return Err(Error::DuplicateSoldier { id: r.soldier });
        }
        let mut gear = Vec::new();
        let given: Vec<Code> = match &card.kind {
            SoldierKind::Player => r.gear.clone(),
            SoldierKind::NonPlayer { gear } => {
                if !r.gear.is_empty() {
                    return Err(Error::GearOnNonPlayer { id: r.soldier });
                }
                gear.clone()
            }
            SoldierKind::Squad { .. } => {
                if !r.gear.is_empty() {
                    return Err(Error::GearOnNonPlayer { id: r.soldier });
                }
                Vec::new()
            }
        };
        for g in &given {
            gear.push(resolve_gear(content, g).ok_or(Error::UnknownCard { id: *g })?);
        }
        if gear.len() > MAX_GEAR {
            return Err(Error::TooMuchGear { id: r.soldier, items: gear.len(), max: MAX_GEAR });
        }
        let mut skills: u16 = 0;
        for k in &r.skills {
            let i = content.skill_index(k.as_str()).ok_or(Error::UnknownCard { id: *k })?;
            if skills & (1 << i) != 0 {
                return Err(Error::DuplicateSkill { soldier: r.soldier, skill: *k });
            }
            let skill = &content.skills()[i];
            if !skill.prereq.is_empty() && !skill.prereq.iter().any(|p| given.iter().any(|g| g == p)) {
                return Err(Error::MissingPrerequisite { soldier: r.soldier, skill: *k });
            }
            skills |= 1 << i;
        }
        if card.is_player() {
            let limit = i32::from(card.carry) + i32::from(mission.carry_mod) + carry_bonus(content, skills);
            let w = weight(content, &gear) as i32;
            if w > limit {
                return Err(Error::Overweight { soldier: r.soldier, weight: w, limit });
            }
        }
        let reload_group = match &r.reload_group {
            Some(name) => Some(content.ammo_group_named(name).ok_or(Error::UnknownAmmoGroup { group: name.clone() })?),
            None => gear.iter().find_map(|(w, i)| if *w { content.ammo_group(*i) } else { None }),
        };
        out.push(Resolved { soldier: s as u8, gear, skills, reload_group });
    }
    if !out.iter().any(|r| content.soldiers().get(usize::from(r.soldier)).is_some_and(|c| c.is_player())) {
        return Err(Error::NoPlayerSoldier);
    }
    let total: u32 = out.iter().map(|r| cost(content, r)).sum();
    if total > u32::from(mission.rp) {
        return Err(Error::OverBudget { cost: total, budget: mission.rp });
    }
    Ok(out)
}
