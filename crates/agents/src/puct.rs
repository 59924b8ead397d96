//! The tree of [`Puct`](crate::Puct): AlphaZero's selection by prior and
//! value (PUCT), with leaves gathered in batches under virtual loss so that
//! an evaluator (a network) sees batches, and chance points as in
//! [`Mcts`](crate::Mcts).

use wargames_core::{Game, NoEvents, Observation, Probability, Rng, Seed, Status};

use crate::arena::{Arena, Label, NONE, ROOT};
use crate::block::{Block, BlockNode};
use crate::config::MctsConfig;
use crate::evaluator::{Evaluator, Leaf, clamp_values, write_outcome};
use crate::forest::{Tree, sealed};
use crate::stats::{CHANCE, Path};
use crate::ucb::argmax;

/// The value an edge not yet visited counts as (first-play urgency): a
/// draw, in the `0.0..=1.0` scale of [`Game::returns`].
const UNVISITED_VALUE: f64 = 0.5;

/// A node of a PUCT tree: its [`Block`] (the edge to it and its
/// children), and the prior of the edge to it.
#[derive(Clone, Copy, Debug)]
struct PuctNode {
    block: Block,
    /// The prior probability of the edge to it (a decision's child).
    prior: f64,
    /// Its action's place in the parent's full legal list (a decision's
    /// child), so priors given over the legal list reach it.
    legal_index: u32,
}

impl PuctNode {
    const fn fresh(weight: u64, legal_index: u32) -> PuctNode {
        PuctNode { block: Block::fresh(weight), prior: 0.0, legal_index }
    }
}

impl BlockNode for PuctNode {
    fn block(&self) -> &Block {
        &self.block
    }

    fn block_mut(&mut self) -> &mut Block {
        &mut self.block
    }

    fn chance(weight: u64) -> PuctNode {
        PuctNode::fresh(weight, 0)
    }
}

/// One leaf of a batch being gathered: its state, the path to it, the node
/// whose children take its priors (or [`NONE`]), whether it still needs
/// the evaluator (a finished game does not), and its legal list's length.
struct Pending<G: Game> {
    state: G,
    path: Path,
    node: u32,
    evaluate: bool,
    legal: usize,
    values: Vec<f64>,
    priors: Vec<f64>,
}

/// One PUCT tree of [`Puct`](crate::Puct) and its reused buffers.
pub struct PuctTree<G: Game> {
    arena: Arena<G, PuctNode>,
    evaluator: Box<dyn Evaluator<G>>,
    pending: Vec<Pending<G>>,
    actions: Vec<G::Action>,
    outcomes: Vec<(G::Chance, Probability)>,
}

impl<G: Game> sealed::Sealed for PuctTree<G> {}

impl<G: Game> Tree<G> for PuctTree<G> {
    const NAME: &'static str = "Puct";

    fn new(evaluator: Box<dyn Evaluator<G>>) -> Self {
        PuctTree { arena: Arena::new(), evaluator, pending: Vec::new(), actions: Vec::new(), outcomes: Vec::new() }
    }

    fn run(&mut self, observation: &Observation<'_, G>, config: &MctsConfig<G>, seed: Seed) {
        let mut rng = Rng::new(seed);
        let root = observation.sample_state(&mut rng);
        self.evaluator.begin(&mut rng);
        self.arena.reset(PuctNode::fresh(0, 0));
        let seats = usize::from(G::SEATS);
        while self.pending.len() < config.batch {
            let values = vec![0.0; seats];
            let path = Vec::new();
            self.pending.push(Pending {
                state: root.clone(),
                path,
                node: NONE,
                evaluate: false,
                legal: 0,
                values,
                priors: Vec::new(),
            });
        }
        // The root first, alone: its priors are in before the first batch
        // descends (not counted as an iteration).
        self.descend(0, &root, config, &mut rng);
        self.evaluate(1, &mut rng);
        self.back_up(0);
        let mut done: u32 = 0;
        while done < config.iterations {
            let want = (config.iterations - done).min(config.batch as u32) as usize;
            for i in 0..want {
                self.descend(i, &root, config, &mut rng);
            }
            self.evaluate(want, &mut rng);
            for i in 0..want {
                self.back_up(i);
            }
            done += want as u32;
        }
    }

    fn add_root_visits(&self, legal: &[G::Action], visits: &mut [u32]) {
        self.arena.add_root_visits(legal, visits);
    }
}

impl<G: Game> PuctTree<G> {
    /// Descends from the root to a leaf for batch slot `i`, counting a
    /// virtual loss on every edge passed (a visit that brings nothing back
    /// yet), so the next descents of the batch spread out.
    fn descend(&mut self, i: usize, root: &G, config: &MctsConfig<G>, rng: &mut Rng) {
        let cap = config.max_nodes.min(NONE as usize - 1);
        let mut path = std::mem::take(&mut self.pending[i].path);
        path.clear();
        path.push((ROOT, CHANCE));
        let slot = &mut self.pending[i];
        slot.state.clone_from(root);
        slot.node = NONE;
        slot.evaluate = true;
        slot.legal = 0;
        slot.priors.clear();
        let mut node = ROOT;
        loop {
            let state = &self.pending[i].state;
            let seat = match state.status() {
                Status::Over(outcome) => {
                    write_outcome::<G>(&outcome, &mut self.pending[i].values);
                    self.pending[i].evaluate = false;
                    break;
                }
                Status::Chance => CHANCE,
                Status::ToAct(seat) => seat.0,
            };
            if !self.arena.nodes[node as usize].block.expanded {
                if seat == CHANCE {
                    self.pending[i].state.chance_outcomes(&mut self.outcomes);
                    if !self.arena.expand_chance(node, &self.outcomes, cap) {
                        break;
                    }
                } else {
                    if let Some(legal) = self.expand_decision(i, node, cap, config) {
                        self.pending[i].node = node;
                        self.pending[i].legal = legal;
                    }
                    // A new decision node is the leaf: its priors come
                    // with its value.
                    break;
                }
            }
            if self.arena.nodes[node as usize].block.len == 0 {
                break;
            }
            let child =
                if seat == CHANCE { self.arena.pick_chance(node, rng) } else { self.select(node, config.exploration) };
            let state = &mut self.pending[i].state;
            let stepped = match &self.arena.labels[child as usize] {
                Label::Action(action) => state.apply(action, &mut NoEvents).is_ok(),
                Label::Chance(outcome) => state.resolve_chance(outcome, &mut NoEvents).is_ok(),
                Label::Root => false,
            };
            if !stepped {
                break;
            }
            path.push((child, seat));
            node = child;
        }
        for &(index, _) in &path {
            self.arena.nodes[index as usize].block.stats.visits += 1;
        }
        self.pending[i].path = path;
    }

    /// Hands the leaves of slots `0..n` that need it to the evaluator, in
    /// slot order, with room for priors where a node waits for them.
    fn evaluate(&mut self, n: usize, rng: &mut Rng) {
        let mut leaves: Vec<Leaf<'_, G>> = self.pending[..n]
            .iter_mut()
            .filter(|p| p.evaluate)
            .map(|p| {
                let priors = if p.node == NONE { None } else { Some(&mut p.priors) };
                Leaf::new(&mut p.state, &mut p.values, priors)
            })
            .collect();
        if !leaves.is_empty() {
            self.evaluator.evaluate(&mut leaves, rng);
        }
    }

    /// Backs up slot `i`: its priors onto the children of its leaf node,
    /// and its values onto every edge of its path (the visits were counted
    /// on the way down).
    fn back_up(&mut self, i: usize) {
        let slot = &mut self.pending[i];
        clamp_values(&mut slot.values);
        if slot.node != NONE {
            let children = self.arena.nodes[slot.node as usize].block.children();
            let priors = &slot.priors;
            let given = priors.len() == slot.legal && !priors.is_empty();
            let weight = |legal_index: u32| {
                let p = if given { priors[legal_index as usize] } else { 1.0 };
                if p.is_finite() && p > 0.0 { p } else { 0.0 }
            };
            let sum: f64 = children.clone().map(|c| weight(self.arena.nodes[c].legal_index)).sum();
            let uniform = 1.0 / children.len().max(1) as f64;
            for c in children {
                let node = &mut self.arena.nodes[c];
                node.prior = if sum > 0.0 { weight(node.legal_index) / sum } else { uniform };
            }
        }
        for &(index, seat) in &slot.path {
            if seat != CHANCE
                && let Some(r) = slot.values.get(usize::from(seat))
            {
                self.arena.nodes[index as usize].block.stats.value += r;
            }
        }
    }

    /// Makes one child per legal action the config does not exclude, in
    /// legal order, each with a uniform prior until the evaluator's come;
    /// the length of the full legal list, or `None` if the memory cap
    /// forbids it (the root is always expanded).
    fn expand_decision(&mut self, i: usize, node: u32, cap: usize, config: &MctsConfig<G>) -> Option<usize> {
        let state = &self.pending[i].state;
        state.legal_actions(&mut self.actions);
        let every = self.actions.iter().all(|a| config.excludes(state, a));
        let kept =
            if every { self.actions.len() } else { self.actions.iter().filter(|a| !config.excludes(state, a)).count() };
        if node != ROOT && self.arena.len() + kept > cap {
            return None;
        }
        let first = self.arena.len() as u32;
        let prior = 1.0 / kept.max(1) as f64;
        for (k, action) in self.actions.iter().enumerate() {
            if every || !config.excludes(state, action) {
                let mut child = PuctNode::fresh(0, k as u32);
                child.prior = prior;
                self.arena.push(Label::Action(action.clone()), child);
            }
        }
        self.arena.adopt(node, first);
        Some(self.actions.len())
    }

    /// The child with the best `Q + c·P·√N / (1 + n)`: `Q` the mean return
    /// of the edge to the seat to act (a draw if unvisited), `P` its prior,
    /// `N` the parent's visits and `n` the edge's, virtual losses counted;
    /// the first among equals.
    fn select(&self, node: u32, c: f64) -> u32 {
        let parent = self.arena.nodes[node as usize];
        let children = parent.block.children();
        let first = children.start;
        let sqrt_n = f64::from(parent.block.stats.visits.max(1)).sqrt();
        let scored = children.map(|i| {
            let edge = self.arena.nodes[i];
            let stats = edge.block.stats;
            let q = if stats.visits == 0 { UNVISITED_VALUE } else { stats.mean() };
            (i, q + c * edge.prior * sqrt_n / (1.0 + f64::from(stats.visits)))
        });
        argmax(scored).unwrap_or(first) as u32
    }
}
