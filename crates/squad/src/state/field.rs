//! The field: the path and what lies on it (R-S1, R-F5, R-F8, R-F3): the
//! Location in each slot, the smoke over it (R-E3), the weather, the caches
//! used, the gear lying in slots and the Support cards in play. A rule that
//! lays down or picks up gear, or reads a slot's card, reads this part.

use wargames_core::Bits;

use crate::state::machine::bit;
use crate::state::{Gear, MAX_DROPPED, MAX_SUPPORT, NONE, SLOTS, Support};

/// The path and what lies on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Field {
    /// Location per slot 1..D−1 (none: empty).
    pub(crate) path: [u8; SLOTS],
    /// Smoke penalty per slot until the end of the next Enemy Phase.
    pub(crate) smoke: [u8; SLOTS],
    /// Weather: soldier to-hit change at range ≥ 2.
    pub(crate) weather_far: i8,
    /// Weather: enemy hit_on penalty.
    pub(crate) weather_hit: u8,
    /// Slots whose cache was used.
    pub(crate) cache_used: u16,
    /// Gear lying in slots.
    pub(crate) dropped: [Option<(u8, Gear)>; MAX_DROPPED],
    /// The entries of `dropped` holding an item (bit `i`: entry `i`), kept
    /// with `dropped`; not saved, worked out again on loading (`saved`).
    pub(crate) lying: u16,
    /// Support cards in play.
    pub(crate) supports: [Option<Support>; MAX_SUPPORT],
}

impl Field {
    /// The field as the mission begins (R-S1): no Location in any slot, no
    /// smoke, no weather, no cache used, nothing lying, no Support card.
    pub(crate) const fn empty() -> Field {
        Field {
            path: [NONE; SLOTS],
            smoke: [0; SLOTS],
            weather_far: 0,
            weather_hit: 0,
            cache_used: 0,
            dropped: [None; MAX_DROPPED],
            lying: 0,
            supports: [None; MAX_SUPPORT],
        }
    }

    /// The entries of `dropped` holding an item, from `dropped`.
    pub(crate) fn lying_mask(&self) -> u16 {
        self.dropped.iter().enumerate().fold(0, |m, (i, d)| if d.is_some() { m | 1 << i } else { m })
    }

    /// R-F8, R-E4: `gear` laid down in slot `slot`, in the first free entry
    /// of `dropped` (none free: it is not kept); whether it found one.
    pub(crate) fn lay_down(&mut self, slot: u8, gear: Gear) -> bool {
        let Some(i) = (!Bits(self.lying)).first() else { return false };
        let i = usize::from(i);
        match self.dropped.get_mut(i) {
            Some(place) => {
                *place = Some((slot, gear));
                self.lying |= 1 << i;
                true
            }
            None => false,
        }
    }

    /// R-F8: the item in entry `i` of `dropped` taken up, if one lies there.
    pub(crate) fn take_up(&mut self, i: u8) -> Option<(u8, Gear)> {
        let taken = self.dropped.get_mut(usize::from(i))?.take();
        self.lying &= !(1u16 << (i & 15));
        taken
    }

    /// R-F3: whether there is room for one more Support card in play.
    pub(crate) fn support_room(&self) -> bool {
        self.supports.iter().any(Option::is_none)
    }

    /// The front-most slot holding a Location (or the Mission card, 0),
    /// short of the objective slot `d`.
    pub(crate) fn front(&self, d: u8) -> u8 {
        let mut f = 0;
        while f + 1 < d && self.path[usize::from(f + 1)] != NONE {
            f += 1;
        }
        f
    }

    /// The weather's to-hit change at `range` (Drizzle: range ≥ 2).
    pub(crate) fn weather_mod(&self, range: u8) -> i8 {
        if range >= 2 { self.weather_far } else { 0 }
    }

    /// The Support cards in play lying in front of soldier `s` (R-F3).
    pub(crate) fn owned_supports(&self, s: u8) -> u64 {
        self.supports.iter().flatten().filter(|x| x.owner == s).fold(0, |m, x| m | bit(x.card))
    }
}
