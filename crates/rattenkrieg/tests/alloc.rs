//! A playout step allocates nothing.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use wargames_core::testing::{CountingAllocator, allocations_on_this_thread};
use wargames_core::{Agent, Game, NoEvents, Observation, Playout, RandomAgent, Rng};
use wargames_rattenkrieg::{Options, Rattenkrieg};

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

#[test]
fn playout_steps_allocate_nothing() {
    let start = Rattenkrieg::setup(&Options::default()).unwrap();
    let mut playout = Playout::new();
    let mut rng = Rng::new(9u64);
    let mut agents = [RandomAgent::new(1u64), RandomAgent::new(2u64)];
    for _ in 0..20 {
        let mut game = start.clone();
        playout.run(&mut game, &mut rng, &mut agents, 1_000_000).unwrap();
    }
    let before = allocations_on_this_thread();
    let mut steps = 0;
    for _ in 0..50 {
        let mut game = start.clone();
        steps += playout.run(&mut game, &mut rng, &mut agents, 1_000_000).unwrap().steps();
    }
    assert_eq!(allocations_on_this_thread(), before, "allocations over {steps} playout steps");
    assert!(steps > 10_000);
}

#[test]
fn the_phase_allocates_nothing_at_any_decision_or_chance_point() {
    let mut game = Rattenkrieg::setup(&Options::default()).unwrap();
    let mut rng = Rng::new(3u64);
    let mut agents = [RandomAgent::new(1u64), RandomAgent::new(2u64)];
    let mut legal = Vec::with_capacity(256);
    let mut depth = 0;
    let mut steps = 0;
    let before = allocations_on_this_thread();
    while !game.is_over() {
        let phase = game.phase();
        depth += phase.path().count();
        steps += 1;
        if let Some(seat) = game.status().to_act() {
            game.legal_actions(&mut legal);
            let i = agents[seat.index()].choose(&Observation::new(&game, seat), &legal);
            game.apply(&legal[i], &mut NoEvents).unwrap();
        } else {
            let outcome = game.sample_chance(&mut rng).unwrap();
            game.resolve_chance(&outcome, &mut NoEvents).unwrap();
        }
    }
    assert_eq!(allocations_on_this_thread(), before, "allocations over {steps} phases");
    assert!(depth >= 2 * steps);
}
