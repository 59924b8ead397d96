//! Actions and chance outcomes taken from other games: what a caller who
//! confuses one game's state with another's would send.

use std::any::{Any, TypeId};
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use wargames_core::{Game, NoEvents, Rng, Status};

use crate::Fuzzed;

/// Every distinct action listed as legal, and every chance outcome listed,
/// in a few seeded random games of each option set.
pub struct Pool<G: Game> {
    /// The actions.
    pub actions: Vec<G::Action>,
    /// The chance outcomes.
    pub chances: Vec<G::Chance>,
}

/// How many games of each option set fill the pool.
const GAMES: u64 = 12;
/// The most actions (and outcomes) the pool keeps.
const MOST: usize = 4096;

thread_local! {
    static POOLS: RefCell<HashMap<TypeId, Rc<dyn Any>>> = RefCell::new(HashMap::new());
}

/// The pool of `G`, filled once per thread.
pub fn pool<G: Fuzzed>() -> Rc<Pool<G>> {
    let found = POOLS.with(|p| p.borrow().get(&TypeId::of::<G>()).cloned());
    if let Some(pool) = found.and_then(|any| any.downcast::<Pool<G>>().ok()) {
        return pool;
    }
    let pool = Rc::new(fill::<G>());
    POOLS.with(|p| p.borrow_mut().insert(TypeId::of::<G>(), pool.clone()));
    pool
}

fn fill<G: Fuzzed>() -> Pool<G> {
    let mut actions = Vec::new();
    let mut chances = Vec::new();
    let mut seen = HashSet::new();
    let mut legal = Vec::new();
    let mut outcomes = Vec::new();
    for options in G::option_sets() {
        for seed in 0..GAMES {
            let Ok(mut game) = G::setup(&options) else { continue };
            let mut rng = Rng::new(seed);
            for _ in 0..20_000 {
                match game.status() {
                    Status::Over(_) => break,
                    Status::Chance => {
                        game.chance_outcomes(&mut outcomes);
                        for (o, _) in &outcomes {
                            if chances.len() < MOST && seen.insert(format!("c{o:?}")) {
                                chances.push(o.clone());
                            }
                        }
                        let Some(o) = game.sample_chance(&mut rng) else { break };
                        if game.resolve_chance(&o, &mut NoEvents).is_err() {
                            break;
                        }
                    }
                    Status::ToAct(_) => {
                        game.legal_actions(&mut legal);
                        for a in &legal {
                            if actions.len() < MOST && seen.insert(format!("a{a:?}")) {
                                actions.push(a.clone());
                            }
                        }
                        let Some(a) = legal.get(rng.index(legal.len().max(1))).cloned() else { break };
                        if game.apply(&a, &mut NoEvents).is_err() {
                            break;
                        }
                    }
                }
            }
        }
    }
    Pool { actions, chances }
}
