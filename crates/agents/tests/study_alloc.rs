//! A study's steps allocate nothing: a game's allocations (its record) are
//! the same few whatever its length, and a game counted by a worker with
//! random agents allocates nothing at all.
#![allow(clippy::unwrap_used, reason = "tests")]

use wargames_agents::study::{Study, Tally};
use wargames_core::Game;
use wargames_core::testing::{CountingAllocator, allocations_on_this_thread};
use wargames_pocket_stalingrad::{Options, Outcome, PocketStalingrad};

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

fn tally(game: &PocketStalingrad, outcome: &Outcome, tally: &mut Tally) {
    tally.count(if outcome.winner().is_some() { "win" } else { "draw" });
    tally.add("turns", i64::from(game.turn()));
}

#[test]
fn a_game_of_a_study_allocates_a_fixed_few_times_whatever_its_length() {
    let study = Study::<PocketStalingrad>::new(Options::default(), 3).tally(tally);
    let template = PocketStalingrad::setup(&Options::default()).unwrap();
    let mut worker = study.worker();
    // The first game grows the worker's reused buffers.
    study.play_one(&template, &mut worker, 0).unwrap();
    let mut per_game = Vec::new();
    for index in 1..60 {
        let before = allocations_on_this_thread();
        let record = study.play_one(&template, &mut worker, index).unwrap();
        per_game.push((allocations_on_this_thread() - before, record.steps));
    }
    let (fewest, most) = per_game.iter().fold((u64::MAX, 0), |(lo, hi), (n, _)| (lo.min(*n), hi.max(*n)));
    let (shortest, longest) = per_game.iter().fold((u64::MAX, 0), |(lo, hi), (_, s)| (lo.min(*s), hi.max(*s)));
    assert!(longest > shortest + 20, "the games differ in length: {shortest}..{longest} steps");
    assert!(most <= fewest + 2, "allocations per game vary with its length: {per_game:?}");
    assert!(most < 20, "a game allocates {most} times");
}

#[test]
fn a_game_counted_by_a_worker_with_random_agents_allocates_nothing() {
    let study = Study::<PocketStalingrad>::new(Options::default(), 3).tally(tally);
    let template = PocketStalingrad::setup(&Options::default()).unwrap();
    let mut worker = study.worker();
    // The first games grow the worker's buffers and sums (both kinds).
    for index in 0..20 {
        study.count_one(&template, &mut worker, index).unwrap();
    }
    let before = allocations_on_this_thread();
    for index in 20..80 {
        study.count_one(&template, &mut worker, index).unwrap();
    }
    assert_eq!(allocations_on_this_thread() - before, 0, "60 games counted by a warm worker allocated");
    assert_eq!(worker.games(), 80);
}
