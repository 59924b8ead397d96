//! The randomness primitives against the raw ChaCha8 stream (the floor).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng as _, SeedableRng};
use wargames::core::{CardSet, Die, Probability};
use wargames::{Rng, Seed};

const N: u64 = 1024;

fn primitives(c: &mut Criterion) {
    let mut group = c.benchmark_group("primitives");
    group.throughput(Throughput::Elements(N));

    let mut raw = ChaCha8Rng::from_seed(Seed::from_u64(1).0);
    group.bench_function("floor: raw ChaCha8 next_u32", |b| {
        b.iter(|| {
            for _ in 0..N {
                black_box(raw.next_u32());
            }
        })
    });

    let mut rng = Rng::new(1u64);
    group.bench_function("index(6)", |b| {
        b.iter(|| {
            for _ in 0..N {
                black_box(rng.index(black_box(6)));
            }
        })
    });
    group.bench_function("die(d10)", |b| {
        b.iter(|| {
            for _ in 0..N {
                black_box(rng.die(Die::D10));
            }
        })
    });
    group.bench_function("roll(5d6)", |b| {
        b.iter(|| {
            for _ in 0..N {
                black_box(rng.roll(Die::D6, 5));
            }
        })
    });
    let deck = CardSet::STANDARD_54;
    group.bench_function("draw(54 cards)", |b| {
        b.iter(|| {
            for _ in 0..N {
                black_box(rng.draw(black_box(deck)));
            }
        })
    });
    let sixth = Probability::new(1, 6).unwrap_or(Probability::ONE);
    let third = Probability::new(1, 3).unwrap_or(Probability::ONE);
    let half = Probability::new(1, 2).unwrap_or(Probability::ONE);
    let outcomes = [(0u8, sixth), (1, third), (2, half)];
    group.bench_function("weighted(3 outcomes)", |b| {
        b.iter(|| {
            for _ in 0..N {
                black_box(rng.weighted(&outcomes));
            }
        })
    });
    group.finish();

    let mut group = c.benchmark_group("shuffle");
    group.throughput(Throughput::Elements(54));
    let mut cards: Vec<u8> = (0..54).collect();
    group.bench_function("shuffle(54)", |b| b.iter(|| rng.shuffle(black_box(&mut cards))));
    group.finish();
}

criterion_group!(benches, primitives);
criterion_main!(benches);
