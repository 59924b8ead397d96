//! A playout step allocates nothing.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use wargames_core::testing::{CountingAllocator, allocations_on_this_thread};
use wargames_core::{Game, Playout, RandomAgent, Rng};
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
