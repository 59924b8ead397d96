//! Random playouts of every game: steps/s and games/s, against the floor of
//! drawing as many random numbers as the playouts take steps, and the same
//! playouts observed as an environment pool observes them; a clone, a save
//! and a load of each game's set-up state; and the observation of a few
//! states of each game: its view, its tensor, and the two together.
//!
//! Every game of the registry is benched under each of its scenarios (the
//! observation under its default options).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use wargames::catalog::Catalogued;
use wargames::core::Encoding;
use wargames::{Agent, Game, Limits, NoEvents, Observation, Playout, RandomAgent, Rng, Seat, Seed, Status};

/// Games per measured batch: the same seeds every time.
const BATCH: u64 = 64;

/// Benches random playouts of `G` with `options`.
fn bench_game<G: Encoding>(c: &mut Criterion, name: &str, options: &G::Options) {
    let Ok(template) = G::setup(options) else {
        eprintln!("{name}: options refused, not benched");
        return;
    };
    let agents_for = |i: u64| -> Vec<RandomAgent> {
        Seat::all(G::SEATS).map(|s| RandomAgent::new(Seed::from_u64(i * 16 + 1 + u64::from(s.0)))).collect()
    };
    let mut playout = Playout::<G>::new();
    // One pass to count the batch's steps (and warm the buffers).
    let mut steps = 0;
    for i in 0..BATCH {
        let mut game = template.clone();
        let mut agents = agents_for(i);
        match playout.run(&mut game, &mut Rng::new(Seed::from_u64(i)), &mut agents, 10_000_000) {
            Ok(stats) => steps += stats.steps(),
            Err(e) => {
                eprintln!("{name}: playout failed: {e}");
                return;
            }
        }
    }
    // Every measured batch plays the very games counted above: the agents
    // start each batch from their seeds again (copied, not rebuilt, so the
    // batch allocates nothing of its own).
    let seeded: Vec<Vec<RandomAgent>> = (0..BATCH).map(agents_for).collect();
    let mut agents = seeded.clone();
    let mut group = c.benchmark_group(format!("playouts/{name}"));
    group.throughput(Throughput::Elements(steps));
    group.bench_function("random playouts (throughput = steps)", |b| {
        b.iter(|| {
            agents.clone_from(&seeded);
            for (i, agents) in agents.iter_mut().enumerate() {
                let mut game = template.clone();
                let result = playout.run(&mut game, &mut Rng::new(Seed::from_u64(i as u64)), agents, 10_000_000);
                black_box(result.ok());
            }
        })
    });
    // The same games, each decision of the first seat observed as a pool
    // of environments observes its learner's: the seat's view encoded into
    // one buffer, and the legal ids listed. Its
    // throughput over that of the plain playouts bounds what a pool can
    // reach against `simulate`.
    let mut observed = Observed::<G>::new();
    group.bench_function("random playouts, the first seat observed (throughput = steps)", |b| {
        b.iter(|| {
            agents.clone_from(&seeded);
            for (i, agents) in agents.iter_mut().enumerate() {
                let mut game = template.clone();
                black_box(observed.run(&mut game, &mut Rng::new(Seed::from_u64(i as u64)), agents));
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
    c.bench_function(&format!("clone/{name}: the set-up state"), |b| {
        b.iter(|| black_box(black_box(&template).clone()))
    });
    // The set-up state saved as JSON, and its save read back within the
    // limits every file is read with (checked and validated as a load is).
    let Ok(save) = serde_json::to_vec(&template) else {
        eprintln!("{name}: the set-up state cannot be saved, save and load not benched");
        return;
    };
    if let Err(e) = Limits::DEFAULT.from_slice::<G>(&save) {
        eprintln!("{name}: the set-up state's save is refused ({e}), save and load not benched");
        return;
    }
    c.bench_function(&format!("save/{name}: the set-up state"), |b| {
        b.iter(|| black_box(serde_json::to_vec(black_box(&template)).ok()))
    });
    c.bench_function(&format!("load/{name}: the set-up state's save"), |b| {
        b.iter(|| black_box(Limits::DEFAULT.from_slice::<G>(black_box(&save)).ok()))
    });
}

/// Random playouts that, at each decision of the first seat, do what an
/// environment pool does at its learner's decisions.
struct Observed<G: Encoding> {
    legal: Vec<G::Action>,
    tensor: Vec<f32>,
    ids: Vec<usize>,
}

impl<G: Encoding> Observed<G> {
    fn new() -> Observed<G> {
        Observed { legal: Vec::new(), tensor: vec![0.0; G::OBSERVATION_SIZE], ids: Vec::new() }
    }

    /// Plays `game` to its end with `agents`; returns the steps played.
    fn run(&mut self, game: &mut G, rng: &mut Rng, agents: &mut [RandomAgent]) -> u64 {
        let mut steps = 0;
        while steps < 10_000_000 {
            match game.status() {
                Status::Over(_) => break,
                Status::Chance => {
                    let Some(outcome) = game.sample_chance(rng) else { break };
                    if game.resolve_chance(&outcome, &mut NoEvents).is_err() {
                        break;
                    }
                }
                Status::ToAct(seat) => {
                    game.legal_actions(&mut self.legal);
                    if seat == Seat(0) {
                        self.observe(game, seat);
                    }
                    let choice = agents[seat.index()].choose(&Observation::new(game, seat), &self.legal);
                    let Some(action) = self.legal.get(choice) else { break };
                    if game.apply(action, &mut NoEvents).is_err() {
                        break;
                    }
                }
            }
            steps += 1;
        }
        steps
    }

    /// The seat's tensor, and the legal ids.
    fn observe(&mut self, game: &G, seat: Seat) {
        G::encode_view(&game.view(seat), &mut self.tensor);
        self.ids.clear();
        self.ids.extend(self.legal.iter().filter_map(|a| game.action_id(a)));
        if !self.ids.is_sorted() {
            self.ids.sort_unstable();
        }
        black_box((&self.tensor, &self.ids));
    }
}

/// Every scenario of every game of the registry ([`wargames::for_each_game`]):
/// `playouts/<id>` for the standard game, `playouts/<id>/<scenario>` for the
/// others.
fn playouts(c: &mut Criterion) {
    macro_rules! each_game {
        ({ $c:expr } $($name:ident => $game:ty,)*) => {
            $(bench_scenarios::<$game>($c);)*
        };
    }
    wargames::for_each_game!(each_game! { c });
}

/// Benches `G` under each of its scenarios.
fn bench_scenarios<G: Catalogued + Encoding>(c: &mut Criterion) {
    for (i, (label, options)) in G::scenarios().iter().enumerate() {
        let name = if i == 0 { G::ID.to_owned() } else { format!("{}/{label}", G::ID) };
        bench_game::<G>(c, &name, options);
    }
}

/// States whose observation is benched: one per seed, after a random
/// playout of `25 * seed` steps from the set-up (or its last step before the
/// end, if the game ends sooner).
const OBSERVED: u64 = 8;

/// The states of [`OBSERVED`] under `G`'s default options, with the seats
/// that see them (every seat of the game).
fn observed_states<G: Game>() -> Vec<(G, Seat)> {
    let Ok(template) = G::setup(&G::Options::default()) else {
        eprintln!("{}: default options refused, observation not benched", G::ID);
        return Vec::new();
    };
    let mut legal = Vec::new();
    let mut states = Vec::new();
    for seed in 0..OBSERVED {
        let mut game = template.clone();
        let mut rng = Rng::new(Seed::from_u64(seed));
        for _ in 0..25 * seed {
            let mut next = game.clone();
            let stepped = match next.status() {
                Status::Over(_) => false,
                Status::Chance => {
                    next.sample_chance(&mut rng).is_some_and(|o| next.resolve_chance(&o, &mut NoEvents).is_ok())
                }
                Status::ToAct(_) => {
                    next.legal_actions(&mut legal);
                    !legal.is_empty() && next.apply(&legal[rng.index(legal.len())], &mut NoEvents).is_ok()
                }
            };
            if !stepped || matches!(next.status(), Status::Over(_)) {
                break;
            }
            game = next;
        }
        states.extend(Seat::all(G::SEATS).map(|seat| (game.clone(), seat)));
    }
    states
}

/// Benches the observation of `G` (a seat's view and its tensor, as a
/// learning library asks for them at every decision) on the states of
/// [`observed_states`]: both together, and each apart.
fn bench_observation<G: Encoding>(c: &mut Criterion) {
    let states = observed_states::<G>();
    if states.is_empty() {
        return;
    }
    let views: Vec<G::View> = states.iter().map(|(game, seat)| game.view(*seat)).collect();
    let mut out = vec![0.0f32; G::OBSERVATION_SIZE];
    let mut group = c.benchmark_group(format!("observation/{}", G::ID));
    group.throughput(Throughput::Elements(states.len() as u64));
    group.bench_function("view + encode (throughput = views)", |b| {
        b.iter(|| {
            for (game, seat) in &states {
                let view = game.view(*seat);
                G::encode_view(&view, &mut out);
                black_box(&out);
            }
        })
    });
    group.bench_function("view", |b| {
        b.iter(|| {
            for (game, seat) in &states {
                black_box(game.view(*seat));
            }
        })
    });
    group.bench_function("encode", |b| {
        b.iter(|| {
            for view in &views {
                G::encode_view(black_box(view), &mut out);
                black_box(&out);
            }
        })
    });
    group.finish();
}

/// The observation of every game of the registry, under its default
/// options: `observation/<id>`.
fn observation(c: &mut Criterion) {
    macro_rules! each_game {
        ({ $c:expr } $($name:ident => $game:ty,)*) => {
            $(bench_observation::<$game>($c);)*
        };
    }
    wargames::for_each_game!(each_game! { c });
}

criterion_group!(benches, playouts, observation);
criterion_main!(benches);
