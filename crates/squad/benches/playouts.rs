//! Random playouts of the standard mission: games/s and steps/s.
#![allow(clippy::expect_used, reason = "a benchmark stops on a broken set-up")]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use wargames_core::{Game, Playout, RandomAgent, Rng};
use wargames_squad::{Options, Squad};

fn playouts(c: &mut Criterion) {
    let start = Squad::setup(&Options::default()).expect("the standard options are valid");
    // Count the steps of the benchmarked games once, for the steps/s figure.
    let games = 64u64;
    let mut playout = Playout::new();
    let mut steps = 0;
    for seed in 0..games {
        let mut game = start.clone();
        let mut rng = Rng::new(seed);
        let mut agents = [RandomAgent::new(seed + 1)];
        steps += playout.run(&mut game, &mut rng, &mut agents, 1_000_000).expect("a playout ends").steps();
    }
    let mut group = c.benchmark_group("squad");
    group.throughput(Throughput::Elements(steps));
    group.bench_function("64 random playouts (throughput = steps)", |b| {
        b.iter(|| {
            for seed in 0..games {
                let mut game = start.clone();
                let mut rng = Rng::new(seed);
                let mut agents = [RandomAgent::new(seed + 1)];
                let _ = playout.run(&mut game, &mut rng, &mut agents, 1_000_000);
            }
        });
    });
    group.throughput(Throughput::Elements(1));
    group.bench_function("clone of a state", |b| b.iter(|| std::hint::black_box(start.clone())));
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
