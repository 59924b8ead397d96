//! A playout step allocates nothing once the playout's buffer has grown.

#![allow(clippy::unwrap_used, clippy::panic, reason = "test code")]

mod toy;

use toy::{Options, Toy};
use wargames_core::testing::{CountingAllocator, allocations_on_this_thread};
use wargames_core::{Game, Playout, RandomAgent, Rng};

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

#[test]
fn counting_allocator_counts() {
    let before = allocations_on_this_thread();
    let v: Vec<u64> = Vec::with_capacity(10);
    assert_eq!(allocations_on_this_thread(), before + 1);
    drop(v);
}

#[test]
fn playout_steps_do_not_allocate() {
    let template = Toy::setup(&Options::default()).unwrap();
    let mut playout = Playout::new();
    let mut agents = [RandomAgent::new(1u64), RandomAgent::new(2u64)];
    let mut rng = Rng::new(3u64);
    playout.run(&mut template.clone(), &mut rng, &mut agents, 10_000).unwrap();
    let before = allocations_on_this_thread();
    let mut steps = 0;
    for _ in 0..200 {
        let mut game = template.clone();
        steps += playout.run(&mut game, &mut rng, &mut agents, 10_000).unwrap().steps();
    }
    assert!(steps > 1_000);
    assert_eq!(allocations_on_this_thread(), before, "{steps} steps allocated");
}
