//! The context of one call of a turn's legal action list: what the
//! candidates of `legal.rs` share (the soldier, the cards in reach and who
//! holds them, the XP there is, the path's front), worked out once per call
//! instead of once per candidate. Nothing here outlives the call.

use crate::squad::Squad;
use crate::state::{Trooper, Turn};

/// What a turn's legal list works out once (see the module doc).
pub(crate) struct Here<'a> {
    /// The turn in progress.
    pub turn: Turn,
    /// The soldier whose turn it is.
    pub s: u8,
    /// That soldier.
    pub t: &'a Trooper,
    /// Soldiers in the squad.
    pub n: u8,
    /// The cards in the hands of player soldiers in play, by the timing
    /// class of `Tables::timing`: own turn, with a move, an attack, a
    /// melee, a throw.
    pub playable: [u64; 5],
    /// The cards whose first holder among the player soldiers in play is
    /// the soldier itself: played for no extra XP (R-F1).
    pub own: u64,
    /// The total XP of the soldiers in play (R-F1).
    pub xp: u8,
    /// The front-most slot holding a Location (`Squad::front`).
    pub front: u8,
}

impl Squad {
    /// The context of the legal list of turn `turn` (one pass over the
    /// soldiers and their hands).
    pub(crate) fn here(&self, turn: Turn) -> Here<'_> {
        let s = turn.soldier;
        let n = self.d.n_soldiers;
        let (mut seen, mut own, mut xp) = (0u64, 0u64, 0u8);
        for h in 0..n {
            if !self.in_play(h) {
                continue;
            }
            let x = self.trooper(h);
            // `total_xp`.
            xp = xp.saturating_add(x.xp);
            if self.is_ps(h) {
                let hand = x.hand;
                if h == s {
                    own = hand & !seen;
                }
                seen |= hand;
            }
        }
        let playable = self.ctx.tables.timing.map(|m| seen & m);
        Here { turn, s, t: self.trooper(s), n, playable, own, xp, front: self.front() }
    }
}
