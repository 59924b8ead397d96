//! `Ismcts`: single-observer information-set MCTS (Cowling, Powley and
//! Whitehouse 2012) for games with hidden cards.

use wargames_core::{Agent, FlowError, Game, NoEvents, Observation, Rng, Seed, Status};

use crate::arena::{Arena, Label, NONE, ROOT};
use crate::config::{ConfigError, MctsConfig};
use crate::forest::{Forest, Tree};
use crate::result::SearchResult;
use crate::rollout::Simulator;
use crate::stats::{CHANCE, Path, Stats, backup};
use crate::ucb::{argmax, ucb};

/// Information-set MCTS with a single observer (SO-ISMCTS, Cowling, Powley
/// and Whitehouse 2012), for games where a seat cannot see everything.
///
/// Each iteration searches a different determinization: a full state drawn
/// by [`Observation::sample_state`], which keeps everything the seat has
/// seen and deals everything hidden from it anew. The agent never reads the
/// real state, so two states that differ only in what is hidden from the
/// seat give the same decision for the same seed.
///
/// The tree belongs to the observer: its nodes are reached by the actions
/// (every seat's, keyed by the action's value) and chance outcomes (keyed by
/// the outcome's value) played from the root. Since the legal actions
/// differ between determinizations, a node's children are made when first
/// met, and UCB counts, for each child, the visits of its parent in which
/// it was legal (its *availability*) instead of all the parent's visits:
/// `mean + c·√(ln availability / n)`. An action not yet tried in a
/// determinization is tried first (uniformly among such actions). Returns
/// are backed up per seat as in [`Mcts`](crate::Mcts); the root plays the
/// most visited action, summed over the root trees, the lowest legal index
/// among equals.
///
/// Like SO-ISMCTS, the tree treats the other seats' actions and every
/// chance outcome as if the observer saw them: a hidden draw branches the
/// tree by the card drawn (the partially observable variant, which would
/// merge them, is not built).
///
/// ```
/// use wargames_agents::{Ismcts, MctsConfig};
/// use wargames_core::{Agent, Match, Observation};
/// use wargames_rattenkrieg::{Options, Rattenkrieg};
///
/// let m = Match::<Rattenkrieg>::new(Options::default(), 5u64).unwrap();
/// let seat = m.status().to_act().unwrap();
/// let mut legal = Vec::new();
/// m.legal_actions(&mut legal);
/// let mut bot = Ismcts::new(MctsConfig::new().iterations(50), 9u64).unwrap();
/// let i = bot.choose(&Observation::new(m.game(), seat), &legal);
/// assert!(i < legal.len());
/// ```
pub struct Ismcts<G: Game> {
    forest: Forest<G, IsmctsTree<G>>,
}

impl<G: Game> Ismcts<G> {
    /// An agent searching with `config`, seeded with `seed`.
    ///
    /// # Errors
    /// An option that cannot work ([`ConfigError`]).
    pub fn new(config: MctsConfig<G>, seed: impl Into<Seed>) -> Result<Ismcts<G>, ConfigError> {
        Ok(Ismcts { forest: Forest::new(config, seed.into())? })
    }

    /// The options.
    #[must_use]
    pub fn config(&self) -> &MctsConfig<G> {
        &self.forest.config
    }

    /// Searches the observed information set: the chosen action and the
    /// root's visit counts. The result is a function of the observation,
    /// the seed, the iterations and the number of trees only.
    ///
    /// # Errors
    /// The state is over ([`FlowError::GameOver`]) or at a chance point
    /// ([`FlowError::ChancePending`]). A seat to act with no legal action
    /// counts as over. Another seat than the observation's is to act
    /// ([`FlowError::NotToAct`]).
    pub fn search(&mut self, observation: &Observation<'_, G>) -> Result<SearchResult<G>, FlowError> {
        self.forest.search(observation)
    }
}

impl<G: Game> Agent<G> for Ismcts<G> {
    /// [`search`](Ismcts::search), then the chosen action's place in
    /// `legal` (index 0 if the search refuses the state, which a driver
    /// never offers).
    fn choose(&mut self, observation: &Observation<'_, G>, legal: &[G::Action]) -> usize {
        match self.search(observation) {
            Ok(found) => legal.iter().position(|a| *a == found.action).unwrap_or(0),
            Err(_) => 0,
        }
    }
}

impl<G: Game> std::fmt::Debug for Ismcts<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Ismcts").field("config", &self.forest.config).finish_non_exhaustive()
    }
}

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

/// One information-set tree and its reused buffers.
pub(crate) struct IsmctsTree<G: Game> {
    arena: Arena<G, IsmctsNode>,
    sim: Simulator<G>,
    path: Path,
    actions: Vec<G::Action>,
    /// Per legal action, its child at the current node (or [`NONE`]).
    matched: Vec<u32>,
}

impl<G: Game> Tree<G> for IsmctsTree<G> {
    fn new() -> Self {
        IsmctsTree {
            arena: Arena::new(),
            sim: Simulator::new(),
            path: Vec::new(),
            actions: Vec::new(),
            matched: Vec::new(),
        }
    }

    fn run(&mut self, observation: &Observation<'_, G>, config: &MctsConfig<G>, seed: Seed) {
        let mut rng = Rng::new(seed);
        self.sim.prepare(config, &mut rng);
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
        self.sim.rollout(state, rng, config);
        backup(&mut self.arena.nodes, &self.path, &self.sim.returns, |node| &mut node.stats);
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
