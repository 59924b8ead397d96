//! The node of the trees whose children lie side by side in one block of
//! the arena ([`Mcts`](crate::Mcts) and [`Puct`](crate::Puct)), and what
//! both do with it the same way: giving a node its children, a chance
//! node's weighted children and draw, and the root's visits.

use std::ops::Range;

use wargames_core::{Game, Probability, Rng};

use crate::arena::{Arena, Label, NONE, ROOT};
use crate::chance;
use crate::stats::Stats;

/// The statistics of the edge to a node, and its children: a block of
/// `len` nodes from `first`, weighted when the node is a chance point.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Block {
    pub stats: Stats,
    /// First child, or [`NONE`].
    pub first: u32,
    /// Children in the block.
    pub len: u32,
    /// Whether its children were made.
    pub expanded: bool,
    /// A chance child's weight: its probability in parts of the parent's
    /// `total`.
    pub weight: u64,
    /// A chance node's total weight (the common denominator).
    pub total: u64,
}

impl Block {
    /// A node with no children yet, of chance weight `weight`.
    pub(crate) const fn fresh(weight: u64) -> Block {
        Block { stats: Stats { visits: 0, value: 0.0 }, first: NONE, len: 0, expanded: false, weight, total: 0 }
    }

    /// Its children's indices.
    pub(crate) fn children(&self) -> Range<usize> {
        let first = if self.first == NONE { 0 } else { self.first as usize };
        first..first + self.len as usize
    }
}

/// A node of a block tree: its [`Block`], and whatever its search adds.
pub(crate) trait BlockNode: Copy {
    /// Its block.
    fn block(&self) -> &Block;
    /// Its block, to change.
    fn block_mut(&mut self) -> &mut Block;
    /// A new node for a chance outcome of weight `weight`.
    fn chance(weight: u64) -> Self;
}

impl BlockNode for Block {
    fn block(&self) -> &Block {
        self
    }

    fn block_mut(&mut self) -> &mut Block {
        self
    }

    fn chance(weight: u64) -> Block {
        Block::fresh(weight)
    }
}

impl<G: Game, N: BlockNode> Arena<G, N> {
    /// Makes the nodes pushed from `first` on the children of `node`, and
    /// marks it expanded.
    pub(crate) fn adopt(&mut self, node: u32, first: u32) {
        let len = self.len() as u32 - first;
        let parent = self.nodes[node as usize].block_mut();
        parent.first = if len > 0 { first } else { NONE };
        parent.len = len;
        parent.expanded = true;
    }

    /// Makes one child of `node` per chance outcome, weighted by its exact
    /// probability over the outcomes' common denominator (or, should that
    /// not fit in 64 bits, by the probability in units of 2^-53); `false`
    /// if the memory cap `cap` forbids it (the root is always expanded).
    pub(crate) fn expand_chance(&mut self, node: u32, outcomes: &[(G::Chance, Probability)], cap: usize) -> bool {
        if node != ROOT && self.len() + outcomes.len() > cap {
            return false;
        }
        let common = Probability::common_denominator(outcomes.iter().map(|(_, p)| *p));
        let first = self.len() as u32;
        let mut total: u64 = 0;
        for (outcome, p) in outcomes {
            let weight = chance::weight(*p, common);
            total = total.saturating_add(weight);
            self.push(Label::Chance(outcome.clone()), N::chance(weight));
        }
        self.adopt(node, first);
        self.nodes[node as usize].block_mut().total = total;
        true
    }

    /// A chance child of `node` drawn with its weight.
    pub(crate) fn pick_chance(&self, node: u32, rng: &mut Rng) -> u32 {
        let parent = self.nodes[node as usize].block();
        chance::draw(parent.first, parent.children(), parent.total, |i| self.nodes[i].block().weight, rng)
    }

    /// Adds the visits of the root's children to the legal actions they
    /// play (`visits[i]` for `legal[i]`).
    pub(crate) fn add_root_visits(&self, legal: &[G::Action], visits: &mut [u32]) {
        let Some(root) = self.nodes.get(ROOT as usize) else { return };
        for child in root.block().children() {
            if let Label::Action(action) = &self.labels[child]
                && let Some(i) = legal.iter().position(|a| a == action)
            {
                visits[i] = visits[i].saturating_add(self.nodes[child].block().stats.visits);
            }
        }
    }
}
