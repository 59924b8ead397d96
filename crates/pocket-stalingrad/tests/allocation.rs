//! A playout step allocates nothing once the buffers are warm.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "test helpers fail loudly")]

use wargames_core::testing::{CountingAllocator, allocations_on_this_thread};
use wargames_core::{Game, Playout, RandomAgent, Rng};
use wargames_pocket_stalingrad::{Heuristic, Options, PocketStalingrad};

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

#[test]
fn playout_steps_allocate_nothing() {
    for options in [Options::default(), Options { deploy_all: true, assault_extra_cmd: true, ..Options::default() }] {
        let start = PocketStalingrad::setup(&options).unwrap();
        let mut playout = Playout::<PocketStalingrad>::new();
        let mut rng = Rng::new(11u64);
        let mut agents = [RandomAgent::new(12u64), RandomAgent::new(13u64)];
        // Warm up: the action buffer grows to its largest size (255 keeps).
        for _ in 0..50 {
            let mut game = start;
            playout.run(&mut game, &mut rng, &mut agents, 100_000).unwrap();
        }
        let before = allocations_on_this_thread();
        let mut steps = 0;
        for _ in 0..200 {
            let mut game = start;
            steps += playout.run(&mut game, &mut rng, &mut agents, 100_000).unwrap().steps();
        }
        assert_eq!(allocations_on_this_thread(), before, "allocations in {steps} playout steps");
        assert!(steps > 10_000);
    }
}

#[test]
fn heuristic_choices_allocate_nothing() {
    let start = PocketStalingrad::setup(&Options::default()).unwrap();
    let mut playout = Playout::<PocketStalingrad>::new();
    let mut rng = Rng::new(21u64);
    let mut agents = [Heuristic::new(22u64), Heuristic::new(23u64)];
    for _ in 0..20 {
        let mut game = start;
        playout.run(&mut game, &mut rng, &mut agents, 100_000).unwrap();
    }
    let before = allocations_on_this_thread();
    let mut steps = 0;
    for _ in 0..100 {
        let mut game = start;
        steps += playout.run(&mut game, &mut rng, &mut agents, 100_000).unwrap().steps();
    }
    assert_eq!(allocations_on_this_thread(), before, "allocations in {steps} heuristic playout steps");
    assert!(steps > 5_000);
}

#[test]
fn the_phase_allocates_nothing_at_any_step() {
    let mut game = PocketStalingrad::setup(&Options::default()).unwrap();
    let mut rng = Rng::new(31u64);
    let mut legal = Vec::with_capacity(256);
    let (mut asked, mut depth) = (0, 0);
    while !game.is_over() {
        let before = allocations_on_this_thread();
        let phase = game.phase();
        depth += phase.path().count();
        assert_eq!(allocations_on_this_thread(), before, "phase() allocated at {phase}");
        asked += 1;
        if game.status().is_chance() {
            let chance = game.sample_chance(&mut rng).unwrap();
            game.resolve_chance(&chance, &mut wargames_core::NoEvents).unwrap();
        } else {
            game.legal_actions(&mut legal);
            game.apply(&legal[rng.index(legal.len())], &mut wargames_core::NoEvents).unwrap();
        }
    }
    assert!(asked > 50 && depth >= 2 * asked, "{asked} steps, {depth} procedures");
}
