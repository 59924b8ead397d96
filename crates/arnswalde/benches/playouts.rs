//! Random playouts of Arnswalde 1945 per difficulty (throughput in steps),
//! the cost of the random source alone for as many draws, and of a clone.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use wargames_arnswalde::{Arnswalde, Difficulty, Options};
use wargames_core::{Game, Playout, RandomAgent, Rng, Seed};

/// Games per measured batch (the same seeds every time).
const BATCH: u64 = 256;

fn playouts(c: &mut Criterion) {
    for difficulty in Difficulty::ALL {
        let Ok(template) = Arnswalde::setup(&Options::with_difficulty(difficulty)) else { return };
        let mut playout = Playout::<Arnswalde>::new();
        let mut agents: Vec<[RandomAgent; 1]> =
            (0..BATCH).map(|i| [RandomAgent::new(Seed::from_u64(i * 16 + 1))]).collect();
        let mut steps = 0;
        for (i, agent) in agents.iter_mut().enumerate() {
            let mut game = template.clone();
            let mut agent = agent.clone();
            if let Ok(stats) = playout.run(&mut game, &mut Rng::new(i as u64), &mut agent, 1_000_000) {
                steps += stats.steps();
            }
        }
        let mut group = c.benchmark_group(format!("arnswalde/{difficulty}"));
        group.throughput(Throughput::Elements(steps));
        group.bench_function("random playouts (throughput = steps)", |b| {
            b.iter(|| {
                for (i, agent) in agents.iter_mut().enumerate() {
                    let mut game = template.clone();
                    let result = playout.run(&mut game, &mut Rng::new(i as u64), agent, 1_000_000);
                    black_box(result.ok());
                }
            })
        });
        let mut rng = Rng::new(0u64);
        group.bench_function("floor: one rng.index(8) per step", |b| {
            b.iter(|| {
                for _ in 0..steps {
                    black_box(rng.index(black_box(8)));
                }
            })
        });
        group.finish();
    }
    let state = Arnswalde::setup(&Options::default()).ok();
    c.bench_function("arnswalde/clone of a state", |b| b.iter(|| black_box(black_box(&state).clone())));
}

criterion_group!(benches, playouts);
criterion_main!(benches);
