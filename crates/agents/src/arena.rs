//! The node arena of a search tree: nodes in one `Vec`, linked by index,
//! cleared (never freed) between decisions, so that once it has grown an
//! iteration allocates nothing. Each search has its own node type.

use wargames_core::Game;

/// "No node": the end of a sibling list.
pub(crate) const NONE: u32 = u32::MAX;

/// The root's index.
pub(crate) const ROOT: u32 = 0;

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

/// The nodes of type `N` and their labels, side by side.
#[derive(Clone, Debug)]
pub(crate) struct Arena<G: Game, N> {
    pub nodes: Vec<N>,
    pub labels: Vec<Label<G>>,
}

impl<G: Game, N: Copy> Arena<G, N> {
    pub(crate) fn new() -> Arena<G, N> {
        Arena { nodes: Vec::new(), labels: Vec::new() }
    }

    /// Empties the tree and makes `root` the root, keeping the capacity.
    pub(crate) fn reset(&mut self, root: N) {
        self.nodes.clear();
        self.labels.clear();
        self.push(Label::Root, root);
    }

    /// How many nodes the tree holds.
    pub(crate) fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Appends `node`, reached by `label`; its index.
    pub(crate) fn push(&mut self, label: Label<G>, node: N) -> u32 {
        let index = self.nodes.len() as u32;
        self.nodes.push(node);
        self.labels.push(label);
        index
    }
}
