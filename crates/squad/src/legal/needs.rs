//! A card's keyword match (R-F1): what an action card's `needs` are
//! checked against when it is played with a move, an attack, a melee or a
//! throw.

use crate::content::{FireMode, Needs, Tag, Weapon};

/// What a card's keyword match is checked against (R-F1).
#[derive(Clone, Copy, Default)]
pub(crate) struct CardUse<'a> {
    pub weapon: Option<&'a Weapon>,
    pub mode: Option<&'a FireMode>,
    pub range: Option<u8>,
    pub melee_weapon: bool,
    pub dest_traits: u8,
    pub thrown: bool,
}

/// Whether a card's keyword requirement `n` holds for the use `u` (R-F1).
pub(crate) fn need_ok(n: &Needs, u: &CardUse<'_>) -> bool {
    match n {
        Needs::Tag(t) => u.weapon.is_some_and(|w| w.tags.contains(t)) || (u.thrown && *t == Tag::Thrown),
        Needs::Mode(m) => u.mode.is_some_and(|x| x.name == *m),
        Needs::ModeKw(k) => u.weapon.is_some_and(|w| match u.mode {
            Some(m) => w.has(Some(m), *k),
            None => w.keywords.contains(k) || w.modes.iter().any(|m| m.keywords.contains(k)),
        }),
        Needs::RangeIs(r) => u.range == Some(*r),
        Needs::MeleeWeapon => u.melee_weapon,
        Needs::DestTrait(t) => u.dest_traits & t.bit() != 0,
        Needs::AnyOf(list) => list.iter().any(|x| need_ok(x, u)),
    }
}
