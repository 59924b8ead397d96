//! The conformance of agents: every choice is a legal index, for every
//! game and agent, over a few short games.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use wargames_agents::{Ismcts, Mcts, MctsConfig, Rollout};
use wargames_core::{Agent, Game, Match, Observation, RandomAgent, Seat};

/// Decisions played per game before the test stops it.
const DECISIONS: usize = 40;

/// A cheap search: few iterations, short rollouts.
fn config<G: Game>() -> MctsConfig<G> {
    MctsConfig::new().iterations(16).max_rollout_steps(300).trees(2).threads(2)
}

/// Plays up to [`DECISIONS`] decisions of each seed's game, every seat by
/// `make(seat)`, and checks each choice is an index into the legal list.
fn every_choice_is_legal<G: Game>(options: G::Options, seeds: u64, make: impl Fn(Seat) -> Box<dyn Agent<G>>) {
    let mut legal = Vec::new();
    for seed in 0..seeds {
        let mut m = Match::<G>::new(options.clone(), seed).unwrap();
        let mut agents: Vec<_> = Seat::all(G::SEATS).map(&make).collect();
        for _ in 0..DECISIONS {
            let Some(seat) = m.status().to_act() else { break };
            m.legal_actions(&mut legal);
            let i = agents[seat.index()].choose(&Observation::new(m.game(), seat), &legal);
            assert!(i < legal.len(), "{}: seed {seed}: index {i} of {}", G::ID, legal.len());
            let action = legal[i].clone();
            m.play(&action).unwrap();
        }
    }
}

/// Seat 0 searches with `Mcts`, seat 1 (if any) with `Ismcts`.
fn both<G: Game>(seat: Seat) -> Box<dyn Agent<G>> {
    if seat == Seat(0) {
        Box::new(Mcts::new(config(), 10 + u64::from(seat.0)).unwrap())
    } else {
        Box::new(Ismcts::new(config(), 10 + u64::from(seat.0)).unwrap())
    }
}

#[test]
fn every_choice_is_legal_pocket_stalingrad() {
    every_choice_is_legal::<wargames_pocket_stalingrad::PocketStalingrad>(Default::default(), 2, both);
}

#[test]
fn every_choice_is_legal_rattenkrieg() {
    every_choice_is_legal::<wargames_rattenkrieg::Rattenkrieg>(Default::default(), 2, both);
}

#[test]
fn every_choice_is_legal_rattenkrieg_with_heuristic_rollouts() {
    use wargames_rattenkrieg::{Heuristic, Rattenkrieg};
    let make = |seat: Seat| -> Box<dyn Agent<Rattenkrieg>> {
        let rollout = Rollout::agent(|seed| Box::new(Heuristic::new(seed)));
        Box::new(Ismcts::new(config().rollout(rollout), u64::from(seat.0)).unwrap())
    };
    every_choice_is_legal::<Rattenkrieg>(Default::default(), 1, make);
}

#[test]
fn every_choice_is_legal_arnswalde() {
    use wargames_arnswalde::{Arnswalde, Difficulty, Options};
    for difficulty in Difficulty::ALL {
        every_choice_is_legal::<Arnswalde>(Options::with_difficulty(difficulty), 1, both);
        every_choice_is_legal::<Arnswalde>(Options::with_difficulty(difficulty), 1, |_| {
            Box::new(Ismcts::<Arnswalde>::new(config(), 3u64).unwrap())
        });
    }
}

#[test]
fn every_choice_is_legal_squad() {
    use wargames_squad::Squad;
    every_choice_is_legal::<Squad>(Default::default(), 1, both);
    every_choice_is_legal::<Squad>(Default::default(), 1, |_| Box::new(Ismcts::<Squad>::new(config(), 3u64).unwrap()));
}

#[test]
fn random_agent_against_search_finishes_pocket_stalingrad() {
    use wargames_pocket_stalingrad::PocketStalingrad;
    let mut m = Match::<PocketStalingrad>::new(Default::default(), 3u64).unwrap();
    let mut search = Mcts::<PocketStalingrad>::new(config(), 1u64).unwrap();
    let mut random = RandomAgent::new(2u64);
    let mut legal = Vec::new();
    while let Some(seat) = m.status().to_act() {
        m.legal_actions(&mut legal);
        let observation = Observation::new(m.game(), seat);
        let i = if seat == Seat(0) {
            search.choose(&observation, &legal)
        } else {
            Agent::<PocketStalingrad>::choose(&mut random, &observation, &legal)
        };
        let action = legal[i];
        m.play(&action).unwrap();
    }
    assert!(m.status().outcome().is_some());
}
