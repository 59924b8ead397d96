//! The closed effect list: everything a card can do, and where each effect
//! may be printed (`Effect::fits`, which content validation applies). The
//! engine resolves the instant effects in `engine/effects.rs` and reads the
//! others where the rules apply them; adding an effect is its variant here,
//! the places it fits, its resolver arm and its test (the rules page,
//! "Adding an effect").

use serde::{Deserialize, Serialize};

use super::keyword::{ModeKw, ModeName, Tag, Trait};

/// The modifiers among the effects: read where the rules apply them, an
/// attack's or a throw's (R-A5..R-A7, R-A9, `actions/turn.rs` `mods`), a
/// move's (R-A3, `setup/tables.rs` `MoveFx`), a melee's (R-A8,
/// `actions/melee.rs`). A pattern: the exhaustive matches over effects
/// name the groups once (`effect_choice`, `resolve_effect`).
macro_rules! modifier_effects {
    () => {
        Effect::ToHit(_)
            | Effect::ToHitAllDice(_)
            | Effect::Penetration(_)
            | Effect::ExtraDice(_)
            | Effect::AutoHit
            | Effect::AutoDefeatCover
            | Effect::GainKw(_)
            | Effect::IgnoreOutOfAmmo
            | Effect::ExtraAttackWithBolt
            | Effect::AddSuppressionToTarget(_)
            | Effect::ThrowRange(_)
            | Effect::EntryReduce(_)
            | Effect::IgnoreBlocking
            | Effect::FreeMoveNoCost
            | Effect::ExtraMove
            | Effect::MeleeCost(_)
            | Effect::MeleeCostIs(_)
            | Effect::MeleeBonus(_)
    };
}

/// The reactions among the effects, resolved in their window (R-F4,
/// `enemy/assault.rs`). A pattern, as `modifier_effects`.
macro_rules! reaction_effects {
    () => {
        Effect::PreventWounds(_) | Effect::PreventAllWounds | Effect::CancelSuppression | Effect::FreeAttackVsAttacker
    };
}

/// The standing effects of skills and of passive or thrown equipment, read
/// where they apply: R-S7 set-up (health, carry), R-E4 (Stubborn), R-A8
/// (a melee profile), R-F3 (Support discounts), R-A9 (a charge's kills).
/// A pattern, as `modifier_effects`.
macro_rules! standing_effects {
    () => {
        Effect::SemiToHitAtRange { .. }
            | Effect::ExplosionPenetration(_)
            | Effect::CarryBonus(_)
            | Effect::HealthBonus(_)
            | Effect::StayAtOneOnDown { .. }
            | Effect::MeleeWeapon { .. }
            | Effect::SupportDiscount { .. }
            | Effect::ObjectiveKills(_)
    };
}

/// The instant effects (of an own-turn card, used equipment or an Event
/// card) that take no choice and need nothing of the player: each has its
/// arm in `resolve_effect`. A pattern, as `modifier_effects`.
macro_rules! instants_without_choice {
    () => {
        Effect::Draw { .. }
            | Effect::AddActions(_)
            | Effect::RemoveSuppression { .. }
            | Effect::CoverBonus { .. }
            | Effect::RedrawAllTargets
            | Effect::Recon(_)
            | Effect::AdvanceTimer(_)
            | Effect::ReinforceCheckAt(_)
            | Effect::EnemyAttackAll { .. }
            | Effect::Weather { .. }
            | Effect::SupplyDrop
    };
}

pub(crate) use {instants_without_choice, modifier_effects, reaction_effects, standing_effects};

/// Whom an effect touches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Who {
    /// The soldier playing or owning the card.
    SelfOnly,
    /// One soldier in the player's slot (chosen when played).
    OneInSlot,
    /// Every soldier in the player's slot.
    AllInSlot,
    /// Every soldier in play.
    AllSoldiers,
    /// Every soldier and every enemy card.
    Everyone,
    /// The front-most soldiers' slot.
    FrontMostSlot,
    /// The slot holding the most soldiers.
    MostSoldiersSlot,
}

/// How long an effect lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Duration {
    /// Until the end of the next Enemy Phase.
    UntilEndOfNextEnemyPhase,
    /// While the Support card stays in play.
    WhileRetained,
    /// Until the start of the soldier's next turn.
    UntilOwnNextTurn,
    /// Until the soldier moves.
    UntilMove,
}

/// What must hold for an action card to work (R-F1 keyword match).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Needs {
    /// The weapon used carries this tag.
    Tag(Tag),
    /// The fire mode used is this one.
    Mode(ModeName),
    /// The weapon or mode used has this keyword.
    ModeKw(ModeKw),
    /// The attack is at exactly this range.
    RangeIs(u8),
    /// The melee attack uses a weapon or attachment.
    MeleeWeapon,
    /// The move's destination has this trait.
    DestTrait(Trait),
    /// Any one of these holds.
    AnyOf(Vec<Needs>),
}

/// Where an effect is printed: an action card by its timing (R-F1), an
/// Event card (R-E1), a piece of equipment by how it is used, a skill.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Place {
    /// An action card played with an attack (R-A5..R-A7).
    OnAttack,
    /// An action card played with a move (R-A3).
    OnMove,
    /// An action card played with a melee (R-A8).
    OnMelee,
    /// An action card played with a throw (R-A9).
    OnThrow,
    /// An action card played as a free activity (R-F1; a Covert card also discards, R-F2).
    OwnTurn,
    /// A reaction before wounds are applied (R-F4).
    BeforeWoundsApplied,
    /// A reaction when an enemy attack suppresses (R-F4).
    OnSuppressedByEnemy,
    /// A reaction after an enemy attack (R-F4).
    AfterEnemyAttack,
    /// An Event card (R-E1).
    Event,
    /// Equipment that is always on.
    PassiveEquipment,
    /// Equipment used for its effect (free or for actions).
    UsedEquipment,
    /// Equipment thrown (R-A9).
    ThrownEquipment,
    /// A skill (R-S7).
    Skill,
}

/// One effect of the closed list.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Effect {
    /// Attack: the first die's to-hit number +n.
    ToHit(i8),
    /// Attack: every die's to-hit number +n.
    ToHitAllDice(i8),
    /// Skill: Semi-mode attacks at range `min_range` or more: to-hit +n.
    SemiToHitAtRange {
        /// The least range it works at.
        min_range: u8,
        /// The bonus.
        n: i8,
    },
    /// Attack: penetration +n.
    Penetration(i8),
    /// Skill: Explosion attacks of this soldier: penetration +n.
    ExplosionPenetration(i8),
    /// Attack: n more dice (on a move card: on the first attack this turn).
    ExtraDice(u8),
    /// Attack: every die hits.
    AutoHit,
    /// Attack: every die defeats cover.
    AutoDefeatCover,
    /// Attack: the attack gains a mode keyword (own-turn card: the next attack this turn).
    GainKw(ModeKw),
    /// Attack: no Out of Ammo check.
    IgnoreOutOfAmmo,
    /// Attack: a Bolt weapon may attack once more this turn.
    ExtraAttackWithBolt,
    /// Attack: n more suppression on the target card after the attack.
    AddSuppressionToTarget(u8),
    /// Move: entry cost −n (skill: on every move of the soldier).
    EntryReduce(u8),
    /// Move: Blocking of enemies in the destination is ignored.
    IgnoreBlocking,
    /// Move: the move costs nothing.
    FreeMoveNoCost,
    /// Move: the soldier may move once more this turn (normal cost).
    ExtraMove,
    /// Deploy one weapon for no action.
    DeployFree,
    /// Reload one weapon for no action (with or without spending a spare).
    FreeReload {
        /// Whether a spare reload is spent.
        need_spare: bool,
    },
    /// n more spare reloads (for the ammo group of a carried weapon).
    GainReloads(u8),
    /// Throw: range +n.
    ThrowRange(u8),
    /// Draw n action cards; the hand may exceed its size by `beyond`.
    Draw {
        /// Cards drawn.
        n: u8,
        /// How far past hand size the hand may go.
        beyond: u8,
    },
    /// n more actions this turn.
    AddActions(u8),
    /// Remove n suppression counters.
    RemoveSuppression {
        /// From whom.
        who: Who,
        /// How many (each).
        n: u8,
    },
    /// Heal n wounds.
    Heal {
        /// Whom.
        who: Who,
        /// How many.
        n: u8,
    },
    /// Soldier cover +n for a while.
    CoverBonus {
        /// Whom.
        who: Who,
        /// The bonus.
        n: u8,
        /// How long.
        dur: Duration,
        /// Whether the soldier may not attack for the rest of this turn.
        no_attack: bool,
    },
    /// Reaction: n fewer wounds; if none remain, 1 suppression instead.
    PreventWounds(u8),
    /// Reaction: no wounds.
    PreventAllWounds,
    /// Reaction: the suppression result is cancelled.
    CancelSuppression,
    /// Reaction: a free Semi attack at the attacking card.
    FreeAttackVsAttacker,
    /// One enemy card holding this soldier's counter returns it and draws again.
    ReturnOwnTargetCounter,
    /// Every enemy card returns its counter, then all draw again in slot order.
    RedrawAllTargets,
    /// An Explosion strike at a slot within range (not the player's own slot).
    Strike {
        /// The farthest slot it reaches.
        range: u8,
        /// The to-hit number of the shared d10.
        to_hit: u8,
        /// Penetration of each d6.
        pen: i8,
    },
    /// Smoke on a slot: enemy `hit_on` +penalty against soldiers there.
    SmokeSlot {
        /// The `hit_on` penalty.
        penalty: u8,
        /// How long.
        dur: Duration,
        /// The farthest slot it reaches (none: any slot).
        reach: Option<u8>,
    },
    /// Recon +n when placing a Location.
    Recon(u8),
    /// The mission timer advances n.
    AdvanceTimer(u8),
    /// One reinforcement check at a slot.
    ReinforceCheckAt(Who),
    /// An enemy attack against every soldier in a slot.
    EnemyAttackAll {
        /// The d10 must reach this.
        hit_on: u8,
        /// Penetration of the d6.
        pen: i8,
        /// Wounds on hit and defeat cover.
        wounds: u8,
    },
    /// Weather until the end of the next Enemy Phase.
    Weather {
        /// Soldier to-hit change at range 2 or more.
        to_hit_far: i8,
        /// Enemy `hit_on` penalty.
        hit_on: u8,
    },
    /// The front-most PS gains 1 spare reload, or else 1 throwable counter.
    SupplyDrop,
    /// Melee cost +n (minimum 1).
    MeleeCost(i8),
    /// Melee cost becomes n.
    MeleeCostIs(u8),
    /// Melee modifier +n.
    MeleeBonus(i8),
    /// Gives the weapon it is attached to a melee profile.
    MeleeWeapon {
        /// The to-hit number.
        to_hit: u8,
        /// The penetration.
        pen: i8,
    },
    /// Carry +n.
    CarryBonus(u8),
    /// Health +n.
    HealthBonus(u8),
    /// Once per mission, on going Down, a d6 of at least `d6_min` keeps 1 health.
    StayAtOneOnDown {
        /// The least d6 that saves.
        d6_min: u8,
    },
    /// Against an activated Kills objective, a hit counts as n kills.
    ObjectiveKills(u8),
    /// Support cards played in this slot: discard −n, retain −m (minimum 0).
    SupportDiscount {
        /// Fewer cards to discard.
        discard: u8,
        /// Less XP to retain.
        retain: u8,
    },
    /// Several effects, in order.
    Seq(Vec<Effect>),
}

/// What an own-turn card's effect chooses when it is played (R-F1: the
/// `param` of the play, its `Choose` part).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Choice {
    /// One of the soldier's weapons (its gear place).
    Weapon,
    /// An enemy card in play (its entry).
    EnemyEntry,
    /// A slot of the path.
    Slot,
    /// A soldier (its squad position).
    Soldier,
}

impl Effect {
    /// What the effect chooses when its card is played (none: it takes no
    /// choice). One arm per effect: a new effect says here whether it
    /// takes one; what it may choose is `Squad::effect_choice`
    /// (`free/cards.rs`), how the choice is named `choice_label`
    /// (`names.rs`).
    pub(crate) fn choice(&self) -> Option<Choice> {
        match self {
            Effect::FreeReload { .. } | Effect::DeployFree => Some(Choice::Weapon),
            Effect::ReturnOwnTargetCounter => Some(Choice::EnemyEntry),
            Effect::Strike { .. } | Effect::SmokeSlot { .. } => Some(Choice::Slot),
            Effect::Heal { .. } => Some(Choice::Soldier),
            Effect::GainReloads(_) | instants_without_choice!() => None,
            modifier_effects!() | reaction_effects!() | standing_effects!() => None,
            // Each effect of a sequence is asked on its own (`Effect::each`).
            Effect::Seq(_) => None,
        }
    }

    /// Calls `f` on this effect, or on each effect of a sequence (recursively).
    pub fn each(&self, f: &mut impl FnMut(&Effect)) {
        match self {
            Effect::Seq(list) => list.iter().for_each(|e| e.each(f)),
            other => f(other),
        }
    }

    /// Whether this effect (or one in its sequence) satisfies `p`.
    pub fn any(&self, p: &impl Fn(&Effect) -> bool) -> bool {
        match self {
            Effect::Seq(list) => list.iter().any(|e| e.any(p)),
            other => p(other),
        }
    }

    /// Whether this effect (not a sequence: validation asks of each of its
    /// effects) may be printed at `place`: one arm per effect.
    pub(crate) fn fits(&self, place: Place) -> bool {
        use Place as P;
        match self {
            Effect::ToHit(_) | Effect::Penetration(_) => matches!(place, P::OnAttack | P::OnThrow),
            Effect::ToHitAllDice(_)
            | Effect::AutoHit
            | Effect::AutoDefeatCover
            | Effect::IgnoreOutOfAmmo
            | Effect::ExtraAttackWithBolt
            | Effect::AddSuppressionToTarget(_) => place == P::OnAttack,
            Effect::SemiToHitAtRange { .. }
            | Effect::ExplosionPenetration(_)
            | Effect::CarryBonus(_)
            | Effect::HealthBonus(_)
            | Effect::StayAtOneOnDown { .. } => place == P::Skill,
            Effect::ExtraDice(_) => matches!(place, P::OnAttack | P::OnMove),
            // Stealth on an own-turn card is the next attack's (A09);
            // Suppressive is the attack's it is played with only.
            Effect::GainKw(ModeKw::Stealth) => matches!(place, P::OnAttack | P::OwnTurn),
            Effect::GainKw(ModeKw::Suppressive) => place == P::OnAttack,
            Effect::GainKw(_) => false,
            Effect::EntryReduce(_) => matches!(place, P::OnMove | P::Skill),
            Effect::IgnoreBlocking | Effect::FreeMoveNoCost | Effect::ExtraMove => place == P::OnMove,
            Effect::DeployFree
            | Effect::FreeReload { .. }
            | Effect::Draw { .. }
            | Effect::AddActions(_)
            | Effect::ReturnOwnTargetCounter
            | Effect::Recon(_) => place == P::OwnTurn,
            Effect::GainReloads(_) => matches!(place, P::OwnTurn | P::PassiveEquipment),
            Effect::ThrowRange(_) => place == P::OnThrow,
            Effect::RemoveSuppression { who: Who::SelfOnly | Who::AllInSlot | Who::AllSoldiers, .. } => {
                place == P::OwnTurn
            }
            Effect::RemoveSuppression { who: Who::Everyone, .. } => place == P::Event,
            Effect::RemoveSuppression { .. } => false,
            Effect::Heal { who: Who::SelfOnly | Who::OneInSlot, .. } => {
                matches!(place, P::OwnTurn | P::UsedEquipment)
            }
            Effect::Heal { .. } => false,
            Effect::CoverBonus { who: Who::SelfOnly, dur, .. } => {
                matches!(place, P::OwnTurn | P::OnSuppressedByEnemy)
                    || (place == P::UsedEquipment && *dur == Duration::UntilMove)
            }
            Effect::CoverBonus { .. } => false,
            Effect::PreventWounds(_) | Effect::PreventAllWounds => place == P::BeforeWoundsApplied,
            Effect::CancelSuppression => place == P::OnSuppressedByEnemy,
            Effect::FreeAttackVsAttacker => place == P::AfterEnemyAttack,
            Effect::Strike { .. } => matches!(place, P::OwnTurn | P::ThrownEquipment),
            Effect::SmokeSlot { .. } => matches!(place, P::OwnTurn | P::UsedEquipment),
            Effect::ReinforceCheckAt(Who::FrontMostSlot) => place == P::Event,
            Effect::ReinforceCheckAt(_) => false,
            Effect::RedrawAllTargets
            | Effect::AdvanceTimer(_)
            | Effect::EnemyAttackAll { .. }
            | Effect::Weather { .. }
            | Effect::SupplyDrop => place == P::Event,
            Effect::MeleeCost(_) | Effect::MeleeBonus(_) => matches!(place, P::OnMelee | P::Skill),
            Effect::MeleeCostIs(_) => place == P::OnMelee,
            Effect::MeleeWeapon { .. } | Effect::SupportDiscount { .. } => place == P::PassiveEquipment,
            Effect::ObjectiveKills(_) => place == P::ThrownEquipment,
            Effect::Seq(_) => false,
        }
    }
}
