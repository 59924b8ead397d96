//! The enemy cards in play (R-E1..R-E7, R-A6): the entries that hold them,
//! which entries are in use, and the placement counter that orders cards in
//! one slot. A rule that only asks which cards are in play, or in what
//! order they act, reads this part only.

use wargames_core::Bits;

use crate::state::{Foe, MAX_ENEMIES, RETARGET};

/// The enemy cards in play, entry by entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Foes {
    /// The entries (none: free).
    pub(crate) foes: [Option<Foe>; MAX_ENEMIES],
    /// The entries holding a card (bit `i`: entry `i`), kept with `foes`;
    /// not saved, worked out again on loading (`saved`).
    pub(crate) occupied: u16,
    /// Next placement number.
    pub(crate) seq: u16,
}

/// Entry `i` holding `f` as one number ordering entries by (slot,
/// placement), the lower entry first on a tie: slot, placement and entry
/// in bits 24..32, 8..24 and 0..8. Never `u32::MAX` (entries are below 16).
#[inline]
fn order_key(f: &Foe, i: u8) -> u32 {
    u32::from(f.slot) << 24 | u32::from(f.seq) << 8 | u32::from(i)
}

/// The entry of the least `order_key` found, `u32::MAX` for none.
#[inline]
fn entry_of(best: u32) -> Option<u8> {
    (best != u32::MAX).then_some(best as u8)
}

impl Foes {
    /// The entries of `foes` holding a card, from `foes`.
    pub(crate) fn occupied_mask(&self) -> u16 {
        self.foes.iter().enumerate().fold(0, |m, (i, f)| if f.is_some() { m | 1 << i } else { m })
    }

    /// The card in entry `e`, if one is there.
    pub(crate) fn get(&self, e: u8) -> Option<&Foe> {
        self.foes.get(usize::from(e)).and_then(Option::as_ref)
    }

    /// The enemy cards in play with their entries, entry by entry.
    pub(crate) fn in_play(&self) -> impl Iterator<Item = (u8, &Foe)> {
        Bits(self.occupied).iter().filter_map(|e| self.get(e).map(|f| (e, f)))
    }

    /// Enemy entries in play, in (slot, placement) order, restricted to
    /// `mask`: the first.
    pub(crate) fn first_in_order(&self, mask: u32) -> Option<u8> {
        let mut best = u32::MAX;
        for i in Bits(mask & u32::from(self.occupied)) {
            if let Some(Some(f)) = self.foes.get(usize::from(i)) {
                best = best.min(order_key(f, i));
            }
        }
        entry_of(best)
    }

    /// The first entry in (slot, placement) order marked to draw a new
    /// target (R-E4), as `first_in_order` over the marked entries.
    pub(crate) fn first_to_retarget(&self) -> Option<u8> {
        let mut best = u32::MAX;
        for i in Bits(self.occupied) {
            if let Some(Some(f)) = self.foes.get(usize::from(i))
                && f.target == RETARGET
            {
                best = best.min(order_key(f, i));
            }
        }
        entry_of(best)
    }

    /// Enemy card `card` put into play at `slot` in the first free entry,
    /// placed after every card already in play, with no counters and no
    /// target yet; its entry, or none if every entry is in use.
    pub(crate) fn place(&mut self, card: u8, slot: u8, objective: bool) -> Option<u8> {
        let i = self.foes.iter().position(Option::is_none)?;
        let seq = self.seq;
        self.seq = self.seq.wrapping_add(1);
        self.occupied |= 1 << i;
        self.foes[i] = Some(Foe { card, slot, killed: 0, suppression: 0, target: crate::state::NONE, seq, objective });
        Some(i as u8)
    }

    /// The card in entry `e` taken out of play, if one is there.
    pub(crate) fn remove(&mut self, e: u8) -> Option<Foe> {
        let taken = self.foes.get_mut(usize::from(e))?.take();
        self.occupied &= !(1u16 << (e & 15));
        taken
    }

    /// Entry `e` holding `f` (again), as in use.
    pub(crate) fn set(&mut self, e: u8, f: Foe) {
        let i = usize::from(e) % MAX_ENEMIES;
        self.foes[i] = Some(f);
        self.occupied |= 1 << i;
    }
}
