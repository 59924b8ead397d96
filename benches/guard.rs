//! Instruction counts under callgrind (gungraun) for the regression guard
//! `.ci/bench-guard`: for every game, seeded random playouts from the
//! standard set-up, one search of a fixed number of iterations at the first
//! decision, and a slice of a study (each game played as `simulate` plays it
//! and counted in the summary). The seeds are fixed, so each figure is the
//! same on every run of the same build; the set-up of each benchmark is not
//! counted.
//!
//! ```text
//! cargo bench --bench guard                # the figures, with the change since the last run
//! .ci/bench-guard                          # the figures against benches/guard.baseline
//! ```
#![allow(missing_docs, reason = "gungraun's macros generate undocumented public modules")]
#![allow(clippy::panic, reason = "a benchmark that cannot play its games must stop")]

use std::hint::black_box;

use gungraun::prelude::*;
use wargames::agents::study::{Study, Summary};
use wargames::arnswalde::{Arnswalde, Difficulty, Options as ArnswaldeOptions};
use wargames::pocket_stalingrad::PocketStalingrad;
use wargames::rattenkrieg::Rattenkrieg;
use wargames::search::{Tuned, opponent};
use wargames::squad::Squad;
use wargames::{Agent, Game, Observation, Playout, RandomAgent, Rng, Seat, Seed, Status};

/// The seed of the study slices, as in `simulate --seed 9`.
const STUDY_SEED: u64 = 9;

/// The iterations of every search.
const ITERATIONS: u32 = 200;

/// The standard set-up of a game (the first scenario of `simulate`).
fn standard<G: Game>(options: &G::Options) -> G {
    G::setup(options).unwrap_or_else(|e| panic!("{}: the standard options are refused: {e}", G::ID))
}

/// Games `0..games` played by random agents from `template`, each seeded
/// from its index (as `cargo bench --bench playouts` seeds them); the steps.
fn random_playouts<G: Game>(template: &G, games: u64) -> u64 {
    let mut playout = Playout::<G>::new();
    let mut steps = 0;
    for i in 0..games {
        let mut game = template.clone();
        let mut agents: Vec<RandomAgent> =
            Seat::all(G::SEATS).map(|s| RandomAgent::new(Seed::from_u64(i * 16 + 1 + u64::from(s.0)))).collect();
        let mut rng = Rng::new(Seed::from_u64(i));
        match playout.run(&mut game, &mut rng, &mut agents, 10_000_000) {
            Ok(stats) => steps += stats.steps(),
            Err(e) => panic!("{}: playout {i} failed: {e}", G::ID),
        }
    }
    steps
}

/// A search at the first decision of a seeded game.
struct FirstDecision<G: Game> {
    game: G,
    seat: Seat,
    legal: Vec<G::Action>,
    search: Box<dyn Agent<G> + Send>,
}

/// The game's own search of [`ITERATIONS`] iterations, ready at the first
/// decision of the standard game whose chance is seeded with 1.
fn first_decision<G: Tuned + 'static>(options: &G::Options) -> FirstDecision<G> {
    let mut game: G = standard(options);
    let mut rng = Rng::new(Seed::from_u64(1));
    let seat = loop {
        match game.status() {
            Status::ToAct(seat) => break seat,
            Status::Chance => {
                let outcome = game.sample_chance(&mut rng).unwrap_or_else(|| panic!("{}: no chance outcome", G::ID));
                if let Err(e) = game.resolve_chance(&outcome, &mut wargames::NoEvents) {
                    panic!("{}: chance refused: {e}", G::ID);
                }
            }
            Status::Over(_) => panic!("{}: over before its first decision", G::ID),
        }
    };
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let search = opponent::<G>(ITERATIONS, 2u64).unwrap_or_else(|e| panic!("{}: {e}", G::ID));
    FirstDecision { game, seat, legal, search }
}

fn choose<G: Game>(mut decision: FirstDecision<G>) -> usize {
    decision.search.choose(&Observation::new(&decision.game, decision.seat), &decision.legal)
}

/// A study of the standard game with random agents, its set-up and its
/// empty summary.
struct Slice<G: Game> {
    study: Study<G>,
    template: G,
    summary: Summary,
}

fn slice<G: Game>(options: G::Options) -> Slice<G> {
    let template = standard(&options);
    let study = Study::<G>::new(options, STUDY_SEED);
    let summary = study.summary().unwrap_or_else(|e| panic!("{}: {e}", G::ID));
    Slice { study, template, summary }
}

/// Games `0..games` of the study, each played and counted by one worker,
/// whose sums are then settled into the summary.
fn play_slice<G: Game>(mut slice: Slice<G>, games: u64) -> Summary {
    let mut worker = slice.study.worker();
    for i in 0..games {
        if let Err(e) = slice.study.count_one(&slice.template, &mut worker, i) {
            panic!("{}: {e}", G::ID);
        }
    }
    worker.settle(&mut slice.summary);
    slice.summary
}

fn arnswalde_options() -> ArnswaldeOptions {
    ArnswaldeOptions::with_difficulty(Difficulty::Normal)
}

fn rattenkrieg_template() -> Rattenkrieg {
    standard(&Default::default())
}
fn pocket_stalingrad_template() -> PocketStalingrad {
    standard(&Default::default())
}
fn arnswalde_template() -> Arnswalde {
    standard(&arnswalde_options())
}
fn squad_template() -> Squad {
    standard(&Default::default())
}

// Random playouts: about 25 to 40 million instructions each.
#[library_benchmark]
#[bench::games_100(setup = rattenkrieg_template)]
fn rattenkrieg_playouts(template: Rattenkrieg) -> u64 {
    black_box(random_playouts(&template, 100))
}

#[library_benchmark]
#[bench::games_400(setup = pocket_stalingrad_template)]
fn pocket_stalingrad_playouts(template: PocketStalingrad) -> u64 {
    black_box(random_playouts(&template, 400))
}

#[library_benchmark]
#[bench::games_2000(setup = arnswalde_template)]
fn arnswalde_playouts(template: Arnswalde) -> u64 {
    black_box(random_playouts(&template, 2000))
}

#[library_benchmark]
#[bench::games_200(setup = squad_template)]
fn squad_playouts(template: Squad) -> u64 {
    black_box(random_playouts(&template, 200))
}

fn rattenkrieg_decision() -> FirstDecision<Rattenkrieg> {
    first_decision(&Default::default())
}
fn pocket_stalingrad_decision() -> FirstDecision<PocketStalingrad> {
    first_decision(&Default::default())
}
fn arnswalde_decision() -> FirstDecision<Arnswalde> {
    first_decision(&arnswalde_options())
}
fn squad_decision() -> FirstDecision<Squad> {
    first_decision(&Default::default())
}

// One search of `ITERATIONS` iterations (`search::opponent`).
#[library_benchmark]
#[bench::iterations_200(setup = rattenkrieg_decision)]
fn rattenkrieg_search(decision: FirstDecision<Rattenkrieg>) -> usize {
    black_box(choose(decision))
}

#[library_benchmark]
#[bench::iterations_200(setup = pocket_stalingrad_decision)]
fn pocket_stalingrad_search(decision: FirstDecision<PocketStalingrad>) -> usize {
    black_box(choose(decision))
}

#[library_benchmark]
#[bench::iterations_200(setup = arnswalde_decision)]
fn arnswalde_search(decision: FirstDecision<Arnswalde>) -> usize {
    black_box(choose(decision))
}

#[library_benchmark]
#[bench::iterations_200(setup = squad_decision)]
fn squad_search(decision: FirstDecision<Squad>) -> usize {
    black_box(choose(decision))
}

fn rattenkrieg_slice() -> Slice<Rattenkrieg> {
    slice(Default::default())
}
fn pocket_stalingrad_slice() -> Slice<PocketStalingrad> {
    slice(Default::default())
}
fn arnswalde_slice() -> Slice<Arnswalde> {
    slice(arnswalde_options())
}
fn squad_slice() -> Slice<Squad> {
    slice(Default::default())
}

// A slice of a study: the games a `simulate` run plays first.
#[library_benchmark]
#[bench::games_100(setup = rattenkrieg_slice)]
fn rattenkrieg_study(slice: Slice<Rattenkrieg>) -> Summary {
    black_box(play_slice(slice, 100))
}

#[library_benchmark]
#[bench::games_400(setup = pocket_stalingrad_slice)]
fn pocket_stalingrad_study(slice: Slice<PocketStalingrad>) -> Summary {
    black_box(play_slice(slice, 400))
}

#[library_benchmark]
#[bench::games_2000(setup = arnswalde_slice)]
fn arnswalde_study(slice: Slice<Arnswalde>) -> Summary {
    black_box(play_slice(slice, 2000))
}

#[library_benchmark]
#[bench::games_200(setup = squad_slice)]
fn squad_study(slice: Slice<Squad>) -> Summary {
    black_box(play_slice(slice, 200))
}

library_benchmark_group!(
    name = playouts,
    benchmarks = [rattenkrieg_playouts, pocket_stalingrad_playouts, arnswalde_playouts, squad_playouts]
);

library_benchmark_group!(
    name = search,
    benchmarks = [rattenkrieg_search, pocket_stalingrad_search, arnswalde_search, squad_search]
);

library_benchmark_group!(
    name = study,
    benchmarks = [rattenkrieg_study, pocket_stalingrad_study, arnswalde_study, squad_study]
);

main!(library_benchmark_groups = playouts, search, study);
