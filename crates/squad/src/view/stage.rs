//! The stage a procedure of several stands at, each named by an enum of
//! its own whose variants carry their rule ids: an attack's die
//! ([`AttackStage`]), an enemy assault ([`AssaultStage`]), a Location's
//! placing ([`PlaceStage`]), an objective's connection ([`ConnectStage`]),
//! an enemy card's arrival ([`ArrivalStage`]), the Enemy Phase
//! ([`EnemyStep`]) and a seriously wounded soldier ([`DownStage`]). Each is
//! read from the engine's position in one `const fn` beside the enum.

use serde::{Deserialize, Serialize};

use crate::state::Style;

/// Where a player attack's current die stands (R-A5, R-A7, R-A8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackStage {
    /// R-A5: the d10 of the next die (R-A7: an Explosion's one shared d10;
    /// R-A8: an unarmed attack's d10 with the melee modifier). With every
    /// die rolled (`dice_rolled == dice`), the attack ends.
    HitRoll,
    /// R-A5: the d6 of the die whose d10 was rolled, against the cover of
    /// the card it is aimed at (R-A7: a d6 for each card still in
    /// `cards_left`).
    CoverRoll,
    /// R-A8: the unarmed attack is resolved (it rolls no d6); the attack
    /// ends.
    Resolved,
}

impl AttackStage {
    /// The stage of an attack of `style` at the engine's `step` (0: the
    /// hit roll; an Explosion's d6s from 1 on; an unarmed attack's result
    /// at 9).
    pub(super) const fn of(style: Style, step: u8) -> AttackStage {
        match (style, step) {
            (_, 0) => AttackStage::HitRoll,
            (Style::Dice, 1) | (Style::Explosion, _) => AttackStage::CoverRoll,
            _ => AttackStage::Resolved,
        }
    }
}

/// Where an enemy attack stands (R-E3, R-E4, R-F4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AssaultStage {
    /// R-E3: the d10, hit if at least the column's `hit_on`.
    HitRoll,
    /// R-E3: Commander in play: the second d10, the higher kept.
    CommanderRoll,
    /// R-E3: the d6, defeating cover if d6 + penetration reaches the
    /// soldier's cover and the slot's modifier.
    CoverRoll,
    /// R-E3: the next soldier the roll is against (All: every soldier in
    /// the slot, one at a time) has its result worked out.
    NextSoldier,
    /// R-F4: the reaction window before the result applies (Take Cover!,
    /// Hit the Dirt).
    BeforeResult,
    /// R-E4: the result applies: the wounds, or a suppression (R-A2).
    Result,
    /// R-E3: the result applied; the window after the attack opens if a
    /// reaction fits it.
    AfterResult,
    /// R-F4: the reaction window after the attack (Return Fire).
    AfterAttack,
    /// R-E3: every soldier resolved: Again attacks once more, or the
    /// attack ends.
    Again,
}

impl AssaultStage {
    /// The stage at the engine's `step` (0..=5, 7 and 8 as listed; 6, and
    /// anything past 8, the end).
    pub(super) const fn of(step: u8) -> AssaultStage {
        match step {
            0 => AssaultStage::HitRoll,
            1 => AssaultStage::CommanderRoll,
            2 => AssaultStage::CoverRoll,
            3 => AssaultStage::NextSoldier,
            4 => AssaultStage::BeforeResult,
            5 => AssaultStage::Result,
            7 => AssaultStage::AfterResult,
            8 => AssaultStage::AfterAttack,
            _ => AssaultStage::Again,
        }
    }
}

/// Where the placing of a Location stands (R-F5, R-F6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlaceStage {
    /// R-F5: the Location is drawn (Recon N: N + 1 cards, one kept).
    Draw,
    /// R-F5: the Location is on the path; its events are drawn, its
    /// enemies come next.
    Events,
    /// R-F5: enemy cards are drawn into it until their values reach its
    /// enemy value.
    Enemies,
    /// R-F6: the objective connects, if the slot is the one before it;
    /// the placing ends after.
    Connection,
}

impl PlaceStage {
    /// The stage at the engine's `step` (0 to 3 in this order; past 3 as
    /// 3).
    pub(super) const fn of(step: u8) -> PlaceStage {
        match step {
            0 => PlaceStage::Draw,
            1 => PlaceStage::Events,
            2 => PlaceStage::Enemies,
            _ => PlaceStage::Connection,
        }
    }
}

/// Where the objective's connection stands (R-F6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ConnectStage {
    /// R-F6: the garrison enters slot D, card by card.
    Garrison {
        /// Garrison cards entered so far (in the objective's order).
        entered: u8,
    },
    /// R-F6: enemy cards are drawn for slot D as in R-F5.
    Enemies,
}

impl ConnectStage {
    /// The stage at the engine's `step` (below 100: the garrison cards
    /// entered; 100 on: the draw).
    pub(super) const fn of(step: u8) -> ConnectStage {
        if step < 100 { ConnectStage::Garrison { entered: step } } else { ConnectStage::Enemies }
    }
}

/// Where an enemy card's arrival stands (R-F5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ArrivalStage {
    /// R-F5: it draws a target counter from the cup (R-V3: none from an
    /// empty cup).
    Target,
    /// R-F5: its target drawn, an Ambush card arriving in ambush attacks
    /// at once.
    Ambush,
    /// R-F5: its ambush attack is under way; the arrival ends after it.
    Ambushed,
}

impl ArrivalStage {
    /// The stage at the engine's `step` (0, 1, then 2 on).
    pub(super) const fn of(step: u8) -> ArrivalStage {
        match step {
            0 => ArrivalStage::Target,
            1 => ArrivalStage::Ambush,
            _ => ArrivalStage::Ambushed,
        }
    }
}

/// The step of the Enemy Phase under way, in the order the rules list
/// them (R-V3, then R-E1..R-E7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EnemyStep {
    /// R-V3: enemy cards without a target try to draw one.
    NoTarget,
    /// R-E1: the mission's events for the round are drawn.
    Events,
    /// R-E2: one reinforcement check at every slot from 1 holding a
    /// soldier (`progress`: the slot after the last one checked).
    Reinforcements,
    /// R-E2: each Reinforce N card makes N more checks at its slot
    /// (`entries`: the cards still to check).
    ReinforceCards,
    /// R-E3: Inspire cards take suppression off every enemy card.
    Inspire,
    /// R-E3: every card able to attacks, in slot and placement order
    /// (`progress`: the entries that have attacked, `entries`: those
    /// still to come).
    EnemyFire,
    /// R-E5: cards whose target is out of range move toward it.
    Movement,
    /// R-E6: each enemy card loses one suppression counter.
    Recovery,
    /// R-E7: the timer advances; the phase ends.
    Timer,
}

impl EnemyStep {
    /// The step at the engine's `step` (0 to 8 in this order; past 8 as
    /// 8).
    pub(super) const fn of(step: u8) -> EnemyStep {
        match step {
            0 => EnemyStep::NoTarget,
            1 => EnemyStep::Events,
            2 => EnemyStep::Reinforcements,
            3 => EnemyStep::ReinforceCards,
            4 => EnemyStep::Inspire,
            5 => EnemyStep::EnemyFire,
            6 => EnemyStep::Movement,
            7 => EnemyStep::Recovery,
            _ => EnemyStep::Timer,
        }
    }
}

/// Where a Seriously Wounded soldier stands (R-E4; the Stubborn skill,
/// K05).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DownStage {
    /// R-E4: at 0 health; a Stubborn soldier that has not used its save
    /// rolls for it, any other is out.
    AtZero,
    /// K05 Stubborn: the d6 that keeps the soldier in play at 1 health.
    StubbornRoll,
    /// K05 Stubborn: the d6 failed; R-E4: the soldier is out.
    StubbornFailed,
}

impl DownStage {
    /// The stage at the engine's `step` (0, 1, then 2 on).
    pub(super) const fn of(step: u8) -> DownStage {
        match step {
            0 => DownStage::AtZero,
            1 => DownStage::StubbornRoll,
            _ => DownStage::StubbornFailed,
        }
    }
}
