//! Combat [8.0]: the cards on the table and the judgement of the reveal [8.7].

use serde::{Deserialize, Serialize};
use wargames_core::{AreaId, Card, CardSet};

use crate::event::Verdict;
use crate::options::RevealRule;
use crate::side::Side;
use crate::unit::UnitId;

/// A combat in progress [8.1]-[8.7].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(crate) struct Combat {
    /// The active counter, attacking [8.2].
    pub attacker: UnitId,
    /// The defender's fighting counter, once named [8.2].
    pub defender: Option<UnitId>,
    /// Where the combat is.
    pub area: AreaId,
    /// The cards each side has put down (by side index), face down [8.4]-[8.6].
    pub played: [CardSet; 2],
    /// The last card each side put down (for [`RevealRule::LastCard`]).
    pub last: [Option<Card>; 2],
    /// Who declares first: the attacker, or the German side under General Chuikov [9.8].
    pub first: Side,
    /// Combat engineers: urban terrain ignored [9.5].
    pub engineers: bool,
    /// Molotov cocktail: +2 for the Soviet attacker [9.7].
    pub molotov: bool,
    /// General Chuikov: the German cards are shown to the Soviet side [9.8].
    pub chuikov: bool,
}

/// Whether `card` hits for a counter of `strength` [8.7.1]: an ace to ten at
/// or below the strength; face cards never hit [8.4].
#[must_use]
pub fn hits(card: Card, strength: u8) -> bool {
    match card.rank() {
        Some(rank) if !rank.is_face() => rank.value() <= strength,
        _ => false,
    }
}

/// The order of merit of one card for `side` at `strength`: a hit first,
/// then the own colour, then the lower rank (ruling R3).
fn merit(card: Card, side: Side, strength: u8) -> (bool, bool, u8) {
    let value = card.rank().map_or(13, |r| r.value());
    (hits(card, strength), card.colour() == side.colour(), 14 - value)
}

/// The card that represents `side` at the reveal: its best card of `cards`
/// (ruling R3), or `last` under [`RevealRule::LastCard`].
#[must_use]
pub fn representative(rule: RevealRule, cards: CardSet, last: Option<Card>, side: Side, strength: u8) -> Option<Card> {
    match rule {
        RevealRule::LastCard => last,
        RevealRule::BestCard => cards.iter().max_by_key(|&c| merit(c, side, strength)),
    }
}

/// The judgement of the reveal [8.7] between the attacker's card and the
/// defender's card, each at its fighting counter's modified strength.
///
/// 1. Only one side hits: it wins [8.7.1]. Neither hits: the defender wins [8.7.5].
/// 2. Both hit: the side whose card is of its own colour (German black,
///    Soviet red) wins if the other's is not [8.7.2].
/// 3. Otherwise the lower card wins [8.7.3]; equal ranks tie [8.7.4].
#[must_use]
pub fn judge(attacker: Side, attack: (Card, u8), defence: (Card, u8)) -> Verdict {
    let defender = attacker.enemy();
    let (a_card, a_strength) = attack;
    let (d_card, d_strength) = defence;
    match (hits(a_card, a_strength), hits(d_card, d_strength)) {
        (false, false) => Verdict::BothBluff(defender),
        (true, false) => Verdict::Hit(attacker),
        (false, true) => Verdict::Hit(defender),
        (true, true) => {
            let a_own = a_card.colour() == attacker.colour();
            let d_own = d_card.colour() == defender.colour();
            if a_own != d_own {
                return Verdict::Colour(if a_own { attacker } else { defender });
            }
            let a_value = a_card.rank().map_or(0, |r| r.value());
            let d_value = d_card.rank().map_or(0, |r| r.value());
            match a_value.cmp(&d_value) {
                std::cmp::Ordering::Less => Verdict::Rank(attacker),
                std::cmp::Ordering::Greater => Verdict::Rank(defender),
                std::cmp::Ordering::Equal => Verdict::Tie,
            }
        }
    }
}

/// The judgement of a reveal where each side may have raised: each side is
/// represented by [`representative`], then [`judge`] decides.
#[must_use]
pub fn judge_played(
    rule: RevealRule,
    attacker: Side,
    attack: (CardSet, Option<Card>, u8),
    defence: (CardSet, Option<Card>, u8),
) -> Verdict {
    let defender = attacker.enemy();
    let a = representative(rule, attack.0, attack.1, attacker, attack.2);
    let d = representative(rule, defence.0, defence.1, defender, defence.2);
    match (a, d) {
        (Some(a), Some(d)) => judge(attacker, (a, attack.2), (d, defence.2)),
        (Some(a), None) if hits(a, attack.2) => Verdict::Hit(attacker),
        (None, Some(d)) if hits(d, defence.2) => Verdict::Hit(defender),
        _ => Verdict::BothBluff(defender),
    }
}
