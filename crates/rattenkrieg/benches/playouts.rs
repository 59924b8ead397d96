//! Random playouts of Rattenkrieg: Stalingrad: whole games per second, and
//! steps (actions and chance points) per second as the throughput.
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs, reason = "a benchmark")]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use wargames_core::{Game, Playout, RandomAgent, Rng};
use wargames_rattenkrieg::{Options, Rattenkrieg};

fn playouts(c: &mut Criterion) {
    let start = Rattenkrieg::setup(&Options::default()).expect("the standard game sets up");
    let mut playout = Playout::new();
    let mut rng = Rng::new(1u64);
    let mut agents = [RandomAgent::new(2u64), RandomAgent::new(3u64)];
    let games = 200u64;
    let mut steps = 0;
    for _ in 0..games {
        let mut game = start.clone();
        steps += playout.run(&mut game, &mut rng, &mut agents, 1_000_000).expect("a playout ends").steps();
    }
    let mut group = c.benchmark_group("rattenkrieg");
    group.throughput(Throughput::Elements(steps / games));
    group.bench_function("random playout (throughput: mean steps per game)", |b| {
        b.iter(|| {
            let mut game = start.clone();
            playout.run(&mut game, &mut rng, &mut agents, 1_000_000).expect("a playout ends")
        });
    });
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
