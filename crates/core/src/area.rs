//! Areas of a map, sets of areas, and the adjacency graph between them.

use std::fmt;
use std::ops::Not;

use serde::{Deserialize, Serialize};

/// An area of a map, numbered `0..64` by the scenario that defines it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct AreaId(u8);

impl AreaId {
    /// The most areas a map may have.
    pub const MAX: usize = 64;

    /// The area of this index, or `None` if it is 64 or above.
    #[must_use]
    pub const fn new(index: u8) -> Option<AreaId> {
        if (index as usize) < AreaId::MAX { Some(AreaId(index)) } else { None }
    }

    /// The area's index.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }
}

impl TryFrom<u8> for AreaId {
    type Error = AreaError;

    fn try_from(index: u8) -> Result<Self, AreaError> {
        AreaId::new(index).ok_or(AreaError::OutOfRange { index })
    }
}

impl From<AreaId> for u8 {
    fn from(area: AreaId) -> u8 {
        area.0
    }
}

impl fmt::Display for AreaId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "area {}", self.0)
    }
}

/// A set of areas as a 64-bit mask, with set algebra and ordered iteration.
///
/// ```
/// use wargames_core::{AreaId, AreaSet};
///
/// let a = AreaId::new(1).unwrap();
/// let b = AreaId::new(5).unwrap();
/// let set = AreaSet::single(a) | AreaSet::single(b);
/// assert_eq!(set.iter().collect::<Vec<_>>(), vec![a, b]);
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct AreaSet(u64);

impl AreaSet {
    /// No area.
    pub const EMPTY: AreaSet = AreaSet(0);

    /// The set of this mask.
    #[must_use]
    pub const fn from_bits(bits: u64) -> AreaSet {
        AreaSet(bits)
    }

    /// The mask.
    #[must_use]
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// The first `n` areas, `0..n` (all 64 for `n >= 64`).
    #[must_use]
    pub const fn first_n(n: usize) -> AreaSet {
        if n >= 64 { AreaSet(u64::MAX) } else { AreaSet((1 << n) - 1) }
    }

    /// Only `area`.
    #[must_use]
    pub const fn single(area: AreaId) -> AreaSet {
        AreaSet(1 << area.0)
    }

    /// Whether `area` is in the set.
    #[must_use]
    pub const fn contains(self, area: AreaId) -> bool {
        self.0 & (1 << area.0) != 0
    }

    /// Adds `area`.
    pub fn insert(&mut self, area: AreaId) {
        self.0 |= 1 << area.0;
    }

    /// Removes `area`.
    pub fn remove(&mut self, area: AreaId) {
        self.0 &= !(1 << area.0);
    }

    /// How many areas.
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The areas in index order.
    pub fn iter(self) -> impl Iterator<Item = AreaId> + Clone {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(AreaId(i))
        })
    }
}

impl FromIterator<AreaId> for AreaSet {
    fn from_iter<I: IntoIterator<Item = AreaId>>(iter: I) -> Self {
        let mut set = AreaSet::EMPTY;
        for area in iter {
            set.insert(area);
        }
        set
    }
}

crate::bitset::bitset_ops!(AreaSet);

impl Not for AreaSet {
    type Output = AreaSet;
    fn not(self) -> AreaSet {
        AreaSet(!self.0)
    }
}

impl fmt::Debug for AreaSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(|a| a.0)).finish()
    }
}

/// Adjacency between the areas of a map: symmetric, no area adjacent to itself.
///
/// ```
/// use wargames_core::{AreaGraph, AreaId, AreaSet};
///
/// let a = |i| AreaId::new(i).unwrap();
/// // 0 - 1 - 2 - 3
/// let graph = AreaGraph::from_edges(4, &[(0, 1), (1, 2), (2, 3)]).unwrap();
/// assert!(graph.are_adjacent(a(1), a(2)));
/// // From 0 through friendly areas {0, 1}: reach 1, and step into 2 but not beyond.
/// let friendly = AreaSet::single(a(0)) | AreaSet::single(a(1));
/// assert_eq!(graph.reachable(a(0), friendly), friendly);
/// assert_eq!(graph.frontier(a(0), friendly), AreaSet::single(a(2)));
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawGraph", into = "RawGraph")]
pub struct AreaGraph {
    /// Each area's neighbours; entries at and above `len` are empty.
    neighbours: [AreaSet; AreaId::MAX],
    len: u8,
}

#[derive(Serialize, Deserialize)]
struct RawGraph {
    areas: u8,
    edges: Vec<(u8, u8)>,
}

/// What is wrong with an area or a graph.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AreaError {
    /// An area index at or above 64.
    #[error("area index {index} is out of range (a map has at most 64 areas)")]
    OutOfRange {
        /// The index given.
        index: u8,
    },
    /// An edge names an area the map does not have.
    #[error("edge ({a}, {b}) names an area outside the map's {areas} areas")]
    UnknownArea {
        /// One end.
        a: u8,
        /// The other end.
        b: u8,
        /// How many areas the map has.
        areas: u8,
    },
    /// An edge from an area to itself.
    #[error("area {0} cannot be adjacent to itself")]
    SelfLoop(u8),
}

impl AreaGraph {
    /// A graph of `areas` areas and these undirected edges.
    ///
    /// # Errors
    /// [`AreaError`] if `areas` exceeds 64, an edge names an area outside
    /// the map, or joins an area to itself.
    pub fn from_edges(areas: u8, edges: &[(u8, u8)]) -> Result<AreaGraph, AreaError> {
        if usize::from(areas) > AreaId::MAX {
            return Err(AreaError::OutOfRange { index: areas });
        }
        let mut neighbours = [AreaSet::EMPTY; AreaId::MAX];
        for &(a, b) in edges {
            if a >= areas || b >= areas {
                return Err(AreaError::UnknownArea { a, b, areas });
            }
            if a == b {
                return Err(AreaError::SelfLoop(a));
            }
            neighbours[usize::from(a)].insert(AreaId(b));
            neighbours[usize::from(b)].insert(AreaId(a));
        }
        Ok(AreaGraph { neighbours, len: areas })
    }

    /// How many areas the map has.
    #[must_use]
    #[inline]
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether the map has no area.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Every area of the map.
    #[must_use]
    #[inline]
    pub fn areas(&self) -> AreaSet {
        AreaSet::first_n(self.len())
    }

    /// Whether `area` is on this map.
    #[must_use]
    #[inline]
    pub fn contains(&self, area: AreaId) -> bool {
        usize::from(area.0) < self.len()
    }

    /// The areas adjacent to `area` (empty for an area not on the map).
    #[must_use]
    #[inline]
    pub fn neighbours(&self, area: AreaId) -> AreaSet {
        // An `AreaId` is below 64 by construction; the mask keeps the
        // compiler from checking it again.
        self.neighbours[usize::from(area.0) & (AreaId::MAX - 1)]
    }

    /// Whether `a` and `b` are adjacent.
    #[must_use]
    #[inline]
    pub fn are_adjacent(&self, a: AreaId, b: AreaId) -> bool {
        self.neighbours(a).contains(b)
    }

    /// The areas adjacent to any area of `set`.
    #[must_use]
    #[inline]
    pub fn neighbours_of(&self, set: AreaSet) -> AreaSet {
        let mut bits = set.0;
        let mut out = 0u64;
        while bits != 0 {
            out |= self.neighbours[bits.trailing_zeros() as usize].0;
            bits &= bits - 1;
        }
        AreaSet(out)
    }

    /// Every area reachable from `from` by steps between adjacent areas of
    /// `through`, including `from` itself (which need not be in `through`).
    /// This is "move any distance through friendly areas".
    #[must_use]
    #[inline]
    pub fn reachable(&self, from: AreaId, through: AreaSet) -> AreaSet {
        if !self.contains(from) {
            return AreaSet::EMPTY;
        }
        let mut seen = AreaSet::single(from);
        let mut frontier = seen;
        while !frontier.is_empty() {
            let next = self.neighbours_of(frontier) & through;
            frontier = next - seen;
            seen |= frontier;
        }
        seen
    }

    /// [`reachable`](Self::reachable) with the passable areas given by a predicate.
    #[must_use]
    pub fn reachable_where(&self, from: AreaId, passable: impl Fn(AreaId) -> bool) -> AreaSet {
        let through = self.areas().iter().filter(|&a| passable(a)).collect();
        self.reachable(from, through)
    }

    /// The areas outside `through` adjacent to what `from` can reach through
    /// `through`: where a move through friendly areas can end by stepping
    /// into one more area.
    #[must_use]
    pub fn frontier(&self, from: AreaId, through: AreaSet) -> AreaSet {
        let reach = self.reachable(from, through);
        self.neighbours_of(reach) - reach - through
    }
}

impl TryFrom<RawGraph> for AreaGraph {
    type Error = AreaError;

    fn try_from(raw: RawGraph) -> Result<Self, AreaError> {
        AreaGraph::from_edges(raw.areas, &raw.edges)
    }
}

impl From<AreaGraph> for RawGraph {
    fn from(graph: AreaGraph) -> Self {
        let mut edges = Vec::new();
        for (i, set) in graph.neighbours[..graph.len()].iter().enumerate() {
            for b in set.iter() {
                if usize::from(b.0) > i {
                    edges.push((i as u8, b.0));
                }
            }
        }
        RawGraph { areas: graph.len, edges }
    }
}

impl fmt::Debug for AreaGraph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.neighbours[..self.len()].iter().enumerate()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn a(i: u8) -> AreaId {
        AreaId::new(i).unwrap_or(AreaId(0))
    }

    #[test]
    fn edges_are_symmetric() {
        let g = AreaGraph::from_edges(3, &[(0, 2)]).unwrap();
        assert!(g.are_adjacent(a(0), a(2)));
        assert!(g.are_adjacent(a(2), a(0)));
        assert!(!g.are_adjacent(a(0), a(1)));
    }

    #[test]
    fn bad_graphs_are_refused() {
        assert_eq!(AreaGraph::from_edges(2, &[(0, 2)]), Err(AreaError::UnknownArea { a: 0, b: 2, areas: 2 }));
        assert_eq!(AreaGraph::from_edges(2, &[(1, 1)]), Err(AreaError::SelfLoop(1)));
        assert!(AreaGraph::from_edges(65, &[]).is_err());
        assert!(serde_json::from_str::<AreaGraph>(r#"{"areas":2,"edges":[[0,5]]}"#).is_err());
        assert!(serde_json::from_str::<AreaId>("64").is_err());
    }

    #[test]
    fn reachable_stops_at_unfriendly_areas() {
        // A ring 0-1-2-3-4-0 with a spur 2-5.
        let g = AreaGraph::from_edges(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (2, 5)]).unwrap();
        let friendly: AreaSet = [0, 1, 2, 5].into_iter().map(a).collect();
        let reach = g.reachable(a(0), friendly);
        assert_eq!(reach, friendly);
        assert_eq!(g.frontier(a(0), friendly), [3, 4].into_iter().map(a).collect());
        assert_eq!(g.reachable_where(a(3), |x| x.index() >= 3), [3, 4].into_iter().map(a).collect());
        assert_eq!(g.reachable(a(9), friendly), AreaSet::EMPTY);
        let json = serde_json::to_string(&g).unwrap_or_default();
        assert_eq!(serde_json::from_str::<AreaGraph>(&json).ok(), Some(g));
    }
}
