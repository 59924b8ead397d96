//! A playout step allocates nothing: counted with the per-thread counting
//! allocator of wargames-core over whole random games.

use wargames_arnswalde::{Arnswalde, Difficulty, Options};
use wargames_core::testing::{CountingAllocator, allocations_on_this_thread};
use wargames_core::{Game, Playout, RandomAgent, Rng};

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

#[test]
fn a_playout_step_allocates_nothing() {
    let mut playout = Playout::new();
    let mut rng = Rng::new(11u64);
    let mut agents = [RandomAgent::new(12u64)];
    // Warm up: the action buffer grows to its largest size.
    for _ in 0..200 {
        let mut game = Arnswalde::setup(&Options::default()).unwrap();
        playout.run(&mut game, &mut rng, &mut agents, 100_000).unwrap();
    }
    let before = allocations_on_this_thread();
    let mut steps = 0;
    for difficulty in Difficulty::ALL {
        for _ in 0..100 {
            let mut game = Arnswalde::setup(&Options::with_difficulty(difficulty)).unwrap();
            steps += playout.run(&mut game, &mut rng, &mut agents, 100_000).unwrap().steps();
        }
    }
    assert_eq!(allocations_on_this_thread() - before, 0, "allocations over {steps} steps");
    assert!(steps > 1_000);
}
