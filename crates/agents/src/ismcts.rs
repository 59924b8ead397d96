//! The tree of [`Ismcts`](crate::Ismcts): single-observer information-set MCTS (Cowling, Powley and
//! Whitehouse 2012) for games with hidden cards.

use wargames_core::{Game, NoEvents, Observation, Rng, Seed, Status};

use crate::arena::{Arena, Label, NONE, ROOT};
use crate::config::MctsConfig;
use crate::evaluator::{Evaluator, Leaf, clamp_values};
use crate::forest::{Tree, sealed};
use crate::stats::{CHANCE, Path, Stats, backup};
use crate::ucb::{argmax, ucb};

/// A node of an information-set tree: the statistics of the edge to it,
/// its availability, and its place in its parent's list of children.
#[derive(Clone, Copy, Debug)]
struct IsmctsNode {
    stats: Stats,
    /// Times it was available (legal in the determinization) when its
    /// parent was visited.
    avail: u32,
    /// Its first child (the head of a list), or [`NONE`].
    first: u32,
    /// Its next sibling, or [`NONE`].
    next: u32,
}

impl IsmctsNode {
    /// A node never visited, available `avail` times, with no children.
    const fn fresh(avail: u32) -> IsmctsNode {
        IsmctsNode { stats: Stats { visits: 0, value: 0.0 }, avail, first: NONE, next: NONE }
    }
}

/// One information-set tree of [`Ismcts`](crate::Ismcts) and its reused
/// buffers: its node arena and its evaluator.
pub struct IsmctsTree<G: Game> {
    arena: Arena<G, IsmctsNode>,
    evaluator: Box<dyn Evaluator<G>>,
    /// The value of the last leaf to each seat.
    returns: Vec<f64>,
    path: Path,
    actions: Vec<G::Action>,
    /// Per legal action, its child at the current node (or [`NONE`]).
    matched: Vec<u32>,
}

impl<G: Game> sealed::Sealed for IsmctsTree<G> {}

impl<G: Game> Tree<G> for IsmctsTree<G> {
    const NAME: &'static str = "Ismcts";

    fn new(evaluator: Box<dyn Evaluator<G>>) -> Self {
        IsmctsTree {
            arena: Arena::new(),
            evaluator,
            returns: vec![0.0; usize::from(G::SEATS)],
            path: Vec::new(),
            actions: Vec::new(),
            matched: Vec::new(),
        }
    }

    fn run(&mut self, observation: &Observation<'_, G>, config: &MctsConfig<G>, seed: Seed) {
        let mut rng = Rng::new(seed);
        self.evaluator.begin(&mut rng);
        self.arena.reset(IsmctsNode::fresh(0));
        for _ in 0..config.iterations {
            let mut state = observation.sample_state(&mut rng);
            self.iterate(&mut state, config, &mut rng);
        }
    }

    fn add_root_visits(&self, legal: &[G::Action], visits: &mut [u32]) {
        let Some(root) = self.arena.nodes.get(ROOT as usize) else { return };
        let mut child = root.first;
        while child != NONE {
            let node = &self.arena.nodes[child as usize];
            if let Label::Action(action) = &self.arena.labels[child as usize]
                && let Some(i) = legal.iter().position(|a| a == action)
            {
                visits[i] = visits[i].saturating_add(node.stats.visits);
            }
            child = node.next;
        }
    }
}

impl<G: Game> IsmctsTree<G> {
    /// One iteration on one determinization.
    fn iterate(&mut self, state: &mut G, config: &MctsConfig<G>, rng: &mut Rng) {
        let cap = config.max_nodes.min(NONE as usize - 1);
        self.path.clear();
        self.path.push((ROOT, CHANCE));
        let mut node = ROOT;
        loop {
            let (child, seat, fresh) = match state.status() {
                Status::Over(_) => break,
                Status::Chance => {
                    let Some(outcome) = state.sample_chance(rng) else { break };
                    let mut child = self.arena.nodes[node as usize].first;
                    while child != NONE {
                        if matches!(&self.arena.labels[child as usize], Label::Chance(c) if *c == outcome) {
                            break;
                        }
                        child = self.arena.nodes[child as usize].next;
                    }
                    let fresh = child == NONE;
                    if fresh {
                        if self.arena.len() >= cap {
                            break;
                        }
                        child = self.add_child(node, Label::Chance(outcome.clone()), 0);
                    }
                    if state.resolve_chance(&outcome, &mut NoEvents).is_err() {
                        break;
                    }
                    (child, CHANCE, fresh)
                }
                Status::ToAct(seat) => {
                    let Some((child, fresh)) =
                        self.select(state, node, node == ROOT || self.arena.len() < cap, config, rng)
                    else {
                        break;
                    };
                    let stepped = match &self.arena.labels[child as usize] {
                        Label::Action(action) => state.apply(action, &mut NoEvents).is_ok(),
                        _ => false,
                    };
                    if !stepped {
                        break;
                    }
                    (child, seat.0, fresh)
                }
            };
            self.path.push((child, seat));
            node = child;
            if fresh {
                break;
            }
        }
        let mut leaf = Leaf::new(state, &mut self.returns, None);
        self.evaluator.evaluate(std::slice::from_mut(&mut leaf), rng);
        clamp_values(&mut self.returns);
        backup(&mut self.arena.nodes, &self.path, &self.returns, |node| &mut node.stats);
    }

    /// Marks the children legal in this determinization (less the actions
    /// the config excludes) as available, then
    /// picks an untried legal action (made into a child, if `may_grow`) or
    /// the available child with the best UCB; with whether it is new.
    fn select(
        &mut self,
        state: &G,
        node: u32,
        may_grow: bool,
        config: &MctsConfig<G>,
        rng: &mut Rng,
    ) -> Option<(u32, bool)> {
        let c = config.exploration;
        state.legal_actions(&mut self.actions);
        config.keep_playable(state, &mut self.actions);
        self.matched.clear();
        self.matched.resize(self.actions.len(), NONE);
        let mut child = self.arena.nodes[node as usize].first;
        while child != NONE {
            if let Label::Action(action) = &self.arena.labels[child as usize]
                && let Some(i) = self.actions.iter().position(|a| a == action)
            {
                self.matched[i] = child;
                self.arena.nodes[child as usize].avail += 1;
            }
            child = self.arena.nodes[child as usize].next;
        }
        let untried = self.matched.iter().filter(|&&m| m == NONE).count();
        if untried > 0 && may_grow {
            let k = rng.index(untried);
            let i = self.matched.iter().enumerate().filter(|(_, m)| **m == NONE).nth(k).map_or(0, |(i, _)| i);
            let action = self.actions[i].clone();
            return Some((self.add_child(node, Label::Action(action), 1), true));
        }
        // UCB over the available children, in legal order; one never
        // visited first.
        let scored = self.matched.iter().filter(|&&m| m != NONE).map(|&m| {
            let n = &self.arena.nodes[m as usize];
            let score = if n.stats.visits == 0 {
                f64::INFINITY
            } else {
                ucb(n.stats.mean(), c, f64::from(n.avail.max(1)).ln(), n.stats.visits)
            };
            (m, score)
        });
        argmax(scored).map(|m| (m, false))
    }

    /// Appends a child to the head of `node`'s list, available `avail` times.
    fn add_child(&mut self, node: u32, label: Label<G>, avail: u32) -> u32 {
        let child = self.arena.push(label, IsmctsNode::fresh(avail));
        let head = self.arena.nodes[node as usize].first;
        self.arena.nodes[child as usize].next = head;
        self.arena.nodes[node as usize].first = child;
        child
    }
}
