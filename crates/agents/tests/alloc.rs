//! After the arena has grown, a search iteration allocates nothing: the
//! only allocation of a search is its result's visit counts.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use wargames_agents::{Ismcts, Mcts, MctsConfig};
use wargames_core::testing::{CountingAllocator, allocations_on_this_thread};
use wargames_core::{Agent, Game, Match, Observation, RandomAgent, Seat};
use wargames_pocket_stalingrad::{Options, PocketStalingrad};

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

/// The decision states of one random game of Pocket Stalingrad.
fn decisions() -> Vec<PocketStalingrad> {
    let mut m = Match::<PocketStalingrad>::new(Options::default(), 5u64).unwrap();
    let mut agents = [RandomAgent::new(1u64), RandomAgent::new(2u64)];
    let mut legal = Vec::new();
    let mut states = Vec::new();
    while let Some(seat) = m.status().to_act() {
        states.push(*m.game());
        m.legal_actions(&mut legal);
        let i = Agent::<PocketStalingrad>::choose(&mut agents[seat.index()], &Observation::new(m.game(), seat), &legal);
        let action = legal[i];
        m.play(&action).unwrap();
    }
    states
}

/// Allocations of one search at each state.
fn allocations(states: &[PocketStalingrad], mut search: impl FnMut(&Observation<'_, PocketStalingrad>)) -> u64 {
    let before = allocations_on_this_thread();
    for state in states {
        let seat = state.status().to_act().unwrap_or(Seat(0));
        search(&Observation::new(state, seat));
    }
    allocations_on_this_thread() - before
}

#[test]
fn an_iteration_allocates_nothing_once_the_arena_has_grown() {
    let mut states = decisions();
    assert!(states.len() > 20, "{} decisions", states.len());
    states.truncate(20);
    let searches = states.len() as u64;
    for iterations in [50, 200] {
        // Two trees on this thread; the memory cap bounds how far the
        // arena grows.
        let config = MctsConfig::new().iterations(iterations).trees(2).max_nodes(2_000);
        let mut mcts = Mcts::<PocketStalingrad>::new(config.clone(), 3u64).unwrap();
        let first = allocations(&states, |o| drop(mcts.search(o)));
        assert!(first > searches, "the first pass grows the arenas");
        let again = allocations(&states, |o| drop(mcts.search(o)));
        assert_eq!(again, searches, "Mcts, {iterations} iterations: one allocation (the visit counts) per search");

        let mut ismcts = Ismcts::<PocketStalingrad>::new(config, 3u64).unwrap();
        let _ = allocations(&states, |o| drop(ismcts.search(o)));
        let again = allocations(&states, |o| drop(ismcts.search(o)));
        assert_eq!(again, searches, "Ismcts, {iterations} iterations: one allocation per search");
    }
}
