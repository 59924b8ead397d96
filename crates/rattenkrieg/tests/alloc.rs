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

/// Once each heuristic has made its first decision (which compiles the
/// board it keeps), neither a heuristic decision nor a view allocates: a
/// whole default game with the heuristic in both seats.
#[test]
fn heuristic_decisions_and_views_allocate_nothing_after_the_first() {
    use wargames_core::Seat;
    use wargames_rattenkrieg::Heuristic;
    let mut game = Rattenkrieg::setup(&Options::default()).unwrap();
    let mut rng = Rng::new(5u64);
    let mut bots = [Heuristic::new(1u64), Heuristic::new(2u64)];
    let mut warmed = [false; 2];
    let mut legal = Vec::with_capacity(256);
    let (mut decisions, mut allocations) = (0u64, 0u64);
    let (mut views, mut view_allocations) = (0u64, 0u64);
    while !game.is_over() {
        for seat in [Seat(0), Seat(1)] {
            let before = allocations_on_this_thread();
            let view = game.view(seat);
            view_allocations += allocations_on_this_thread() - before;
            views += 1;
            drop(view);
        }
        if let Some(seat) = game.status().to_act() {
            game.legal_actions(&mut legal);
            let before = allocations_on_this_thread();
            let i = bots[seat.index()].choose(&Observation::new(&game, seat), &legal);
            if warmed[seat.index()] {
                allocations += allocations_on_this_thread() - before;
                decisions += 1;
            }
            warmed[seat.index()] = true;
            game.apply(&legal[i], &mut NoEvents).unwrap();
        } else {
            let outcome = game.sample_chance(&mut rng).unwrap();
            game.resolve_chance(&outcome, &mut NoEvents).unwrap();
        }
    }
    assert!(decisions > 100, "{decisions} decisions");
    assert_eq!(
        (view_allocations, allocations),
        (0, 0),
        "allocations over {views} views and over {decisions} heuristic decisions"
    );
}
