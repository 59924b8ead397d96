//! The context of one call of a turn's legal list: what the candidates of
//! the list's kinds (`list/`) share (the soldier, the cards in reach and who
//! holds them, the XP there is, the path's front), worked out once per call
//! instead of once per candidate. Nothing here outlives the call.

use wargames_core::Bits;

use crate::setup::roster::MAX_SOLDIERS;
use crate::setup::tables::ByTiming;
use crate::state::family::Purse;
use crate::state::squad::Squad;
use crate::state::{Item, SoldierState, Turn};
use crate::terms::xp::xp_covers;

/// What a turn's legal list works out once (see the module doc).
pub(crate) struct TurnFacts<'a> {
    /// The turn in progress.
    pub turn: Turn,
    /// The soldier whose turn it is.
    pub s: u8,
    /// That soldier.
    pub t: &'a SoldierState,
    /// The cards in the hands of player soldiers in play, by timing.
    pub playable: ByTiming,
    /// The cards whose first holder among the player soldiers in play is
    /// the soldier itself: played for no extra XP (R-F1).
    pub own: u64,
    /// The total XP of the soldiers in play (R-F1).
    pub xp: u8,
    /// The front-most slot holding a Location (`Squad::front`).
    pub front: u8,
    /// The soldiers of the squad (position `i`: soldier `i`).
    pub troops: &'a [SoldierState],
    /// The soldiers in play (bit `i`: soldier `i`).
    pub live: u8,
    /// The player soldiers in play.
    pub ps_live: u8,
    /// The soldier's gear places holding an item (bit `g`: place `g`).
    pub held: u16,
    /// The soldier's gear places holding a weapon.
    pub weapons: u16,
    /// The soldier's gear places holding an item with a throw (R-A9): a
    /// weapon with a Throw mode, or equipment with a throw range.
    pub throwable: u16,
}

impl TurnFacts<'_> {
    /// R-F1: the cards of `cards` (in the hands of player soldiers in
    /// play) that some play is within the XP for: with no XP to pay even
    /// one, only those the soldier plays from its own hand, unboosted.
    pub fn in_reach(&self, cards: u64) -> u64 {
        if xp_covers(1, self.xp) { cards } else { cards & self.own }
    }

    /// What a card play's XP check reads (R-F1).
    pub fn purse(&self) -> Purse {
        Purse { xp: self.xp, own: self.own }
    }
}

impl Squad {
    /// The context of the legal list of turn `turn` (one pass over the
    /// soldiers and their hands).
    pub(crate) fn here(&self, turn: Turn) -> TurnFacts<'_> {
        let s = turn.soldier;
        let n = self.state.team.n_soldiers;
        let troops = &self.state.team.soldiers[..usize::from(n).min(MAX_SOLDIERS)];
        // `in_play`: the soldiers of `troops` in play, kept in `State::alive`.
        let live = self.state.team.alive & ((1u16 << troops.len()) - 1) as u8;
        // `is_ps`.
        let ps_live = live & self.fixed.ps;
        let (mut seen, mut own, mut xp) = (0u64, 0u64, 0u8);
        for h in Bits(live) {
            let Some(x) = troops.get(usize::from(h)) else { continue };
            // `total_xp`.
            xp = xp.saturating_add(x.xp);
            if Bits(ps_live).contains(h) {
                let hand = x.hand;
                if h == s {
                    own = hand & !seen;
                }
                seen |= hand;
            }
        }
        let playable = self.fixed.tables.timing.within(seen);
        let t = self.state.team.soldier(s);
        let tables = &self.fixed.tables;
        let (mut held, mut weapons, mut throwable) = (0u16, 0u16, 0u16);
        for (g, x) in t.gear.iter().enumerate() {
            if let Some(x) = x {
                held |= 1 << g;
                let thrown = match x.item {
                    Item::Weapon(w) => {
                        weapons |= 1 << g;
                        tables.throw_mode[usize::from(w)].is_some()
                    }
                    Item::Equipment(q) => tables.throw_range[usize::from(q)].is_some(),
                    Item::Dispatch => false,
                };
                if thrown {
                    throwable |= 1 << g;
                }
            }
        }
        TurnFacts {
            turn,
            s,
            t,
            playable,
            own,
            xp,
            front: self.state.field.front(self.fixed.objective_slot),
            troops,
            live,
            ps_live,
            held,
            weapons,
            throwable,
        }
    }
}
