//! The node arena of a search tree: nodes in one `Vec`, linked by index,
//! cleared (never freed) between decisions, so that once it has grown an
//! iteration allocates nothing.

use wargames_core::Game;

/// "No node": the end of a sibling list.
pub(crate) const NONE: u32 = u32::MAX;

/// The root's index.
pub(crate) const ROOT: u32 = 0;

/// The seat index recorded for a step taken by chance (no seat chose it).
pub(crate) const CHANCE: u8 = u8::MAX;

/// What leads from a node's parent to it.
#[derive(Clone, Debug)]
pub(crate) enum Label<G: Game> {
    /// The root: nothing leads to it.
    Root,
    /// A seat's action.
    Action(G::Action),
    /// A chance outcome.
    Chance(G::Chance),
}

/// One node. Its statistics are those of the edge that leads to it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node {
    /// First child (a block of `len` children for `Mcts`, the head of a
    /// sibling list for `Ismcts`), or [`NONE`].
    pub first: u32,
    /// Children in the block (`Mcts`).
    pub len: u32,
    /// Next sibling (`Ismcts`), or [`NONE`].
    pub next: u32,
    /// Whether its children were made.
    pub expanded: bool,
    /// Times an iteration passed through it.
    pub visits: u32,
    /// Times it was available when its parent was visited (`Ismcts`).
    pub avail: u32,
    /// The iteration in which it was last available (`Ismcts`).
    pub stamp: u32,
    /// Sum of the returns, to the seat that chose the edge, of the
    /// iterations through it.
    pub value: f64,
    /// A chance child's weight: its probability times the parent's `total`.
    pub weight: u64,
    /// A chance node's total weight (the common denominator).
    pub total: u64,
}

impl Node {
    const FRESH: Node = Node {
        first: NONE,
        len: 0,
        next: NONE,
        expanded: false,
        visits: 0,
        avail: 0,
        stamp: 0,
        value: 0.0,
        weight: 0,
        total: 0,
    };

    /// The mean return of the edge to it.
    pub(crate) fn mean(&self) -> f64 {
        self.value / f64::from(self.visits.max(1))
    }
}

/// The nodes and their labels, side by side.
#[derive(Clone, Debug)]
pub(crate) struct Arena<G: Game> {
    pub nodes: Vec<Node>,
    pub labels: Vec<Label<G>>,
}

impl<G: Game> Arena<G> {
    pub(crate) fn new() -> Arena<G> {
        Arena { nodes: Vec::new(), labels: Vec::new() }
    }

    /// Empties the tree and makes a fresh root, keeping the capacity.
    pub(crate) fn reset(&mut self) {
        self.nodes.clear();
        self.labels.clear();
        self.push(Label::Root, 0);
    }

    /// How many nodes the tree holds.
    pub(crate) fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Appends a fresh node; its index.
    pub(crate) fn push(&mut self, label: Label<G>, weight: u64) -> u32 {
        let index = self.nodes.len() as u32;
        self.nodes.push(Node { weight, ..Node::FRESH });
        self.labels.push(label);
        index
    }
}
