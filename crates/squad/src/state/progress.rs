//! The objective's progress (R-F7, R-V1): whether it is activated, the
//! kills counted against a Kills requirement, whether the dispatch of a
//! Recover requirement was taken. The end check and the rules that ask
//! whether the objective may be attacked or entered read this part.

/// What the squad has done towards its objective.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Progress {
    /// Objective activated (R-F7).
    pub(crate) active: bool,
    /// Objective kills (Kills requirement, R-V1).
    pub(crate) kills: u8,
    /// The dispatch was taken from the objective (Recover requirement, R-V1).
    pub(crate) dispatch_taken: bool,
}

impl Progress {
    /// R-V1, Kills: `n` more kills counted against the objective (at least
    /// one, as an attack that scores counts one); the total now.
    pub(crate) fn count_kills(&mut self, n: u8) -> u8 {
        self.kills = self.kills.saturating_add(n.max(1));
        self.kills
    }
}
