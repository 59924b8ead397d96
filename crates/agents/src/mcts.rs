//! The tree of [`Mcts`](crate::Mcts): UCT over decisions, with chance
//! points as nodes whose children are drawn with the exact probabilities of
//! `chance_outcomes`.

use wargames_core::{Game, NoEvents, Observation, Probability, Rng, Seed, Status};

use crate::arena::{Arena, Label, NONE, ROOT};
use crate::block::Block;
use crate::config::MctsConfig;
use crate::evaluator::{Evaluator, Leaf, clamp_values};
use crate::forest::{Tree, sealed};
use crate::stats::{CHANCE, Path, backup};
use crate::ucb::{argmax, ucb};

/// One UCT tree of [`Mcts`](crate::Mcts) and its reused buffers: its node
/// arena, its evaluator and the state it plays iterations on.
pub struct MctsTree<G: Game> {
    arena: Arena<G, Block>,
    evaluator: Box<dyn Evaluator<G>>,
    /// The value of the last leaf to each seat.
    returns: Vec<f64>,
    state: Option<G>,
    path: Path,
    actions: Vec<G::Action>,
    outcomes: Vec<(G::Chance, Probability)>,
}

impl<G: Game> sealed::Sealed for MctsTree<G> {}

impl<G: Game> Tree<G> for MctsTree<G> {
    const NAME: &'static str = "Mcts";

    fn new(evaluator: Box<dyn Evaluator<G>>) -> Self {
        MctsTree {
            arena: Arena::new(),
            evaluator,
            returns: vec![0.0; usize::from(G::SEATS)],
            state: None,
            path: Vec::new(),
            actions: Vec::new(),
            outcomes: Vec::new(),
        }
    }

    fn run(&mut self, observation: &Observation<'_, G>, config: &MctsConfig<G>, seed: Seed) {
        let mut rng = Rng::new(seed);
        let root = observation.sample_state(&mut rng);
        self.evaluator.begin(&mut rng);
        self.arena.reset(Block::fresh(0));
        let mut state = match self.state.take() {
            Some(state) => state,
            None => root.clone(),
        };
        for _ in 0..config.iterations {
            state.clone_from(&root);
            self.iterate(&mut state, config, &mut rng);
        }
        self.state = Some(state);
    }

    fn add_root_visits(&self, legal: &[G::Action], visits: &mut [u32]) {
        self.arena.add_root_visits(legal, visits);
    }
}

impl<G: Game> MctsTree<G> {
    /// One iteration: select, expand, roll out, back up.
    fn iterate(&mut self, state: &mut G, config: &MctsConfig<G>, rng: &mut Rng) {
        let cap = config.max_nodes.min(NONE as usize - 1);
        self.path.clear();
        self.path.push((ROOT, CHANCE));
        let mut node = ROOT;
        loop {
            let seat = match state.status() {
                Status::Over(_) => break,
                Status::Chance => CHANCE,
                Status::ToAct(seat) => seat.0,
            };
            let fresh = !self.arena.nodes[node as usize].expanded;
            if fresh {
                let made = if seat == CHANCE {
                    {
                        state.chance_outcomes(&mut self.outcomes);
                        self.arena.expand_chance(node, &self.outcomes, cap)
                    }
                } else {
                    self.expand_decision(state, node, cap, config)
                };
                if !made {
                    break;
                }
            }
            if self.arena.nodes[node as usize].len == 0 {
                break;
            }
            let child = if seat == CHANCE {
                self.arena.pick_chance(node, rng)
            } else {
                self.select(node, config.exploration, rng)
            };
            let stepped = match &self.arena.labels[child as usize] {
                Label::Action(action) => state.apply(action, &mut NoEvents).is_ok(),
                Label::Chance(outcome) => state.resolve_chance(outcome, &mut NoEvents).is_ok(),
                Label::Root => false,
            };
            if !stepped {
                break;
            }
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

    /// Makes one child per legal action the config does not exclude, in
    /// legal order; `false` if the memory cap forbids it (the root is
    /// always expanded).
    fn expand_decision(&mut self, state: &G, node: u32, cap: usize, config: &MctsConfig<G>) -> bool {
        state.legal_actions(&mut self.actions);
        config.keep_playable(state, &mut self.actions);
        if node != ROOT && self.arena.len() + self.actions.len() > cap {
            return false;
        }
        let first = self.arena.len() as u32;
        for action in &self.actions {
            self.arena.push(Label::Action(action.clone()), Block::fresh(0));
        }
        self.arena.adopt(node, first);
        true
    }

    /// The child the seat to act tries next: an untried one drawn
    /// uniformly, else the best by UCB (the first among equals).
    fn select(&self, node: u32, c: f64, rng: &mut Rng) -> u32 {
        let parent = self.arena.nodes[node as usize];
        let children = parent.children();
        let first = children.start;
        let untried = |i: &usize| self.arena.nodes[*i].stats.visits == 0;
        let count = children.clone().filter(untried).count();
        if count > 0 {
            let k = rng.index(count);
            return children.filter(untried).nth(k).unwrap_or(first) as u32;
        }
        let ln_n = f64::from(parent.stats.visits.max(1)).ln();
        let scored = children.map(|i| {
            let edge = self.arena.nodes[i].stats;
            (i, ucb(edge.mean(), c, ln_n, edge.visits))
        });
        argmax(scored).unwrap_or(first) as u32
    }
}
