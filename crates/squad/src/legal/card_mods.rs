//! R-F1: the modifiers a card played with an action brings, read from its
//! effect in one pass; the checks (`actions/`) and the legal list both read
//! them.

use crate::content::{Effect, ModeKw};

/// The modifiers a card played with an action brings (R-F1), collected from
/// its effect in one pass: an attack's (R-A5..R-A7), a move's extra dice
/// (R-A3), a throw's range (R-A9).
#[derive(Clone, Copy, Default)]
pub(crate) struct Mods {
    /// To-hit of the first die.
    pub first: i8,
    /// To-hit of every die.
    pub all: i8,
    /// Penetration.
    pub pen: i8,
    /// More dice.
    pub extra_dice: u8,
    /// Every die hits.
    pub auto_hit: bool,
    /// Every die defeats cover.
    pub auto_defeat: bool,
    /// The attack is Suppressive.
    pub suppressive: bool,
    /// The attack is Stealth.
    pub stealth: bool,
    /// No Out of Ammo check.
    pub ignore_out_of_ammo: bool,
    /// A Bolt weapon may attack once more.
    pub bolt_again: bool,
    /// Suppression added to the target.
    pub add_suppression: u8,
    /// Throw range.
    pub throw_range: u8,
}

/// The modifiers of a card's effect (none: no card). Each sum stops at
/// the ends of its byte (R-A5, ruling 38 of docs/rules/squad.md).
pub(crate) fn mods(e: Option<&Effect>) -> Mods {
    let mut m = Mods::default();
    if let Some(e) = e {
        e.each(&mut |x| match x {
            Effect::ToHit(n) => m.first = m.first.saturating_add(*n),
            Effect::ToHitAllDice(n) => m.all = m.all.saturating_add(*n),
            Effect::Penetration(n) => m.pen = m.pen.saturating_add(*n),
            Effect::ExtraDice(n) => m.extra_dice = m.extra_dice.saturating_add(*n),
            Effect::AutoHit => m.auto_hit = true,
            Effect::AutoDefeatCover => m.auto_defeat = true,
            Effect::GainKw(ModeKw::Suppressive) => m.suppressive = true,
            Effect::GainKw(ModeKw::Stealth) => m.stealth = true,
            Effect::IgnoreOutOfAmmo => m.ignore_out_of_ammo = true,
            Effect::ExtraAttackWithBolt => m.bolt_again = true,
            Effect::AddSuppressionToTarget(n) => m.add_suppression = m.add_suppression.saturating_add(*n),
            Effect::ThrowRange(n) => m.throw_range = m.throw_range.saturating_add(*n),
            _ => {}
        });
    }
    m
}
