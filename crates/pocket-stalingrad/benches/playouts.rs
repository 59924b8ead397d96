//! Random playouts of Pocket Stalingrad: whole games and steps per second.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use wargames_core::{Game, Playout, RandomAgent, Rng};
use wargames_pocket_stalingrad::{Options, PocketStalingrad};

const GAMES: u64 = 100;

fn steps_of(games: u64) -> u64 {
    let mut playout = Playout::<PocketStalingrad>::new();
    let mut rng = Rng::new(1u64);
    let mut agents = [RandomAgent::new(2u64), RandomAgent::new(3u64)];
    let start = PocketStalingrad::setup(&Options::default()).unwrap_or_else(|e| unreachable!("{e}"));
    (0..games)
        .map(|_| {
            let mut game = start;
            playout.run(&mut game, &mut rng, &mut agents, 100_000).map(|s| s.steps()).unwrap_or(0)
        })
        .sum()
}

fn bench(c: &mut Criterion) {
    let start = PocketStalingrad::setup(&Options::default()).unwrap_or_else(|e| unreachable!("{e}"));
    let mut group = c.benchmark_group("pocket-stalingrad");
    group.throughput(Throughput::Elements(GAMES));
    group.bench_function("random playouts (games)", |b| {
        let mut playout = Playout::<PocketStalingrad>::new();
        let mut rng = Rng::new(1u64);
        let mut agents = [RandomAgent::new(2u64), RandomAgent::new(3u64)];
        b.iter(|| {
            for _ in 0..GAMES {
                let mut game = start;
                let stats = playout.run(&mut game, &mut rng, &mut agents, 100_000);
                black_box(stats.ok());
            }
        });
    });
    // The same games counted in steps (actions + chance points).
    group.throughput(Throughput::Elements(steps_of(GAMES)));
    group.bench_function("random playouts (steps)", |b| b.iter(|| black_box(steps_of(GAMES))));
    group.throughput(Throughput::Elements(1));
    group.bench_function("clone state", |b| b.iter(|| black_box(*black_box(&start))));
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
