//! Search speed: iterations per second of `Mcts` (and `Ismcts` for
//! Rattenkrieg) at each game's first decision, against random playouts
//! from that same state, so the tree's overhead can be read as the ratio
//! of the two times (target: an iteration at most 1.5 times a playout).
//!
//! `cargo bench -p wargames-agents --bench search -- --quick`

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use wargames_agents::{Ismcts, Mcts, MctsConfig};
use wargames_core::{Game, Match, Observation, Playout, RandomAgent, Rng, Seat};

/// Iterations per measured search.
const ITERATIONS: u32 = 256;

fn bench_game<G: Game>(c: &mut Criterion, name: &str, options: G::Options, ismcts: bool) {
    let m = match Match::<G>::new(options, 1u64) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{name}: not benched: {e}");
            return;
        }
    };
    let Some(seat) = m.status().to_act() else {
        eprintln!("{name}: no seat to act after the set-up, not benched");
        return;
    };
    let root = m.game().clone();
    let mut group = c.benchmark_group(format!("search/{name}"));
    group.sample_size(10);

    group.throughput(Throughput::Elements(1));
    let mut playout = Playout::<G>::new();
    let mut agents: Vec<RandomAgent> = Seat::all(G::SEATS).map(|s| RandomAgent::new(100 + u64::from(s.0))).collect();
    let mut rng = Rng::new(7u64);
    let mut game = root.clone();
    group.bench_function("random playout from the state (throughput = playouts)", |b| {
        b.iter(|| {
            game.clone_from(&root);
            black_box(playout.run(&mut game, &mut rng, &mut agents, 1_000_000).ok());
        })
    });

    group.throughput(Throughput::Elements(u64::from(ITERATIONS)));
    let observation = Observation::new(&root, seat);
    if let Ok(mut mcts) = Mcts::<G>::new(MctsConfig::new().iterations(ITERATIONS), 1u64) {
        group.bench_function("Mcts iterations (throughput = iterations)", |b| {
            b.iter(|| black_box(mcts.search(&observation).ok()))
        });
    }
    if ismcts && let Ok(mut search) = Ismcts::<G>::new(MctsConfig::new().iterations(ITERATIONS), 1u64) {
        group.bench_function("Ismcts iterations (throughput = iterations)", |b| {
            b.iter(|| black_box(search.search(&observation).ok()))
        });
    }
    group.finish();
}

fn search(c: &mut Criterion) {
    use wargames_arnswalde::Arnswalde;
    use wargames_pocket_stalingrad::PocketStalingrad;
    use wargames_rattenkrieg::Rattenkrieg;
    use wargames_squad::Squad;
    bench_game::<PocketStalingrad>(c, "pocket-stalingrad", Default::default(), false);
    bench_game::<Arnswalde>(c, "arnswalde", Default::default(), false);
    bench_game::<Rattenkrieg>(c, "rattenkrieg", Default::default(), true);
    bench_game::<Squad>(c, "squad", Default::default(), false);
}

criterion_group!(benches, search);
criterion_main!(benches);
