//! What an iteration leaves on each edge it passed: its visits and the
//! returns it brought back, and the one backup both searches use.

/// The statistics of the edge that leads to a node.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Stats {
    /// Times an iteration passed through it.
    pub visits: u32,
    /// Sum of the returns, to the seat that chose the edge, of the
    /// iterations through it.
    pub value: f64,
}

impl Stats {
    /// The mean return of the edge.
    pub(crate) fn mean(&self) -> f64 {
        self.value / f64::from(self.visits.max(1))
    }
}

/// The seat index recorded for a step taken by chance (no seat chose it).
pub(crate) const CHANCE: u8 = u8::MAX;

/// The edges one iteration passed, from the root down: a node's index and
/// the seat that chose the edge to it ([`CHANCE`] for the root and for
/// chance outcomes).
pub(crate) type Path = Vec<(u32, u8)>;

/// Backs up one iteration: every edge of `path` counts a visit, and an edge
/// a seat chose adds that seat's return (`returns`, one per seat).
pub(crate) fn backup<N>(nodes: &mut [N], path: &[(u32, u8)], returns: &[f64], stats: impl Fn(&mut N) -> &mut Stats) {
    for &(index, seat) in path {
        let Some(node) = nodes.get_mut(index as usize) else { continue };
        let edge = stats(node);
        edge.visits += 1;
        if seat != CHANCE
            && let Some(r) = returns.get(usize::from(seat))
        {
            edge.value += r;
        }
    }
}
