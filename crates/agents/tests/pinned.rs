//! The searches' results pinned: the root visit counts of a few seeded
//! searches of every game, in the configurations the repository plays
//! (random rollouts, heuristic rollouts, cut-off rollouts valued by a
//! heuristic, several trees), recorded when leaf evaluation became the
//! `Evaluator` trait. A change of the search that changes a choice for the
//! same seed fails here.
#![allow(clippy::unwrap_used, reason = "tests")]

use wargames_agents::{Ismcts, Mcts, MctsConfig, Rollout, SearchResult};
use wargames_core::{Game, Match, Observation};

/// The first decision of the game of seed `deal`, searched with `config`
/// and seed `seed`, by `Mcts` (`hidden` false) or `Ismcts`.
fn first_decision<G: Game>(options: G::Options, deal: u64, config: MctsConfig<G>, seed: u64, hidden: bool) -> Vec<u32> {
    let m = Match::<G>::new(options, deal).unwrap();
    let seat = m.status().to_act().unwrap();
    let observation = Observation::new(m.game(), seat);
    let found: SearchResult<G> = if hidden {
        Ismcts::new(config, seed).unwrap().search(&observation).unwrap()
    } else {
        Mcts::new(config, seed).unwrap().search(&observation).unwrap()
    };
    found.visits
}

#[test]
fn pocket_stalingrad_random_and_heuristic_rollouts() {
    use wargames_pocket_stalingrad::{Heuristic, PocketStalingrad};
    let random = MctsConfig::<PocketStalingrad>::new().iterations(300).trees(2);
    let heuristic = random.clone().rollout(Rollout::agent(|seed| Box::new(Heuristic::new(seed))));
    let got = [
        first_decision(Default::default(), 3, random.clone(), 7, false),
        first_decision(Default::default(), 4, heuristic, 8, false),
        first_decision(Default::default(), 5, random, 9, true),
    ];
    println!("pocket_stalingrad {got:?}");
    assert_eq!(fnv(&format!("{got:?}")), PINNED_POCKET_STALINGRAD);
}

#[test]
fn squad_cut_off_rollouts_valued_by_the_heuristic() {
    use wargames_squad::{Action, Heuristic, Squad};
    let config = MctsConfig::<Squad>::new()
        .iterations(200)
        .max_rollout_steps(10)
        .leaf_value(|game, _| Heuristic::estimate(game))
        .exclude(|a| *a == Action::Back);
    let got = [
        first_decision(Default::default(), 1, config.clone(), 2, false),
        first_decision(Default::default(), 6, config, 3, false),
    ];
    println!("squad {got:?}");
    assert_eq!(fnv(&format!("{got:?}")), PINNED_SQUAD);
}

#[test]
fn rattenkrieg_and_arnswalde_information_sets() {
    use wargames_arnswalde::Arnswalde;
    use wargames_rattenkrieg::{Heuristic, Rattenkrieg};
    let random = MctsConfig::<Rattenkrieg>::new().iterations(300).trees(2).threads(2);
    let heuristic = random.clone().rollout(Rollout::agent(|seed| Box::new(Heuristic::new(seed))));
    let arnswalde = MctsConfig::<Arnswalde>::new().iterations(300);
    let got = [
        first_decision(Default::default(), 1, random, 4, true),
        first_decision(Default::default(), 2, heuristic, 5, true),
        first_decision(Default::default(), 3, arnswalde.clone(), 6, true),
        first_decision(Default::default(), 3, arnswalde, 6, false),
    ];
    println!("hidden {got:?}");
    assert_eq!(fnv(&format!("{got:?}")), PINNED_HIDDEN);
}

/// FNV-1a (64 bits) of a text: the pins below are of the visit counts'
/// `Debug` text, which the tests print.
fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

const PINNED_POCKET_STALINGRAD: u64 = 0xb82bf5f5cdf2bf2f;
const PINNED_SQUAD: u64 = 0x20f214f433af405b;
const PINNED_HIDDEN: u64 = 0x26970ca81ff4050d;
