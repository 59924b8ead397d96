//! A playout step allocates nothing: counted with the per-thread counting
//! allocator of wargames-core over whole random games, and over whole games
//! of the heuristic player (its decisions and the views it reads).

use wargames_arnswalde::{Arnswalde, Difficulty, Heuristic, Options, PLAYER};
use wargames_core::testing::{CountingAllocator, allocations_on_this_thread};
use wargames_core::{Agent, Game, NoEvents, Observation, Playout, RandomAgent, Rng, Status};

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

/// `phase()` allocates nothing, at decisions and chance points alike.
#[test]
fn a_phase_allocates_nothing() {
    let mut rng = Rng::new(21u64);
    let mut legal = Vec::with_capacity(64);
    let mut outcomes = Vec::with_capacity(64);
    let mut depth = 0;
    let mut steps = 0;
    for _ in 0..50 {
        let mut game = Arnswalde::setup(&Options::default()).unwrap();
        while !game.is_over() {
            let before = allocations_on_this_thread();
            let phase = game.phase();
            depth += phase.path().count();
            assert_eq!(allocations_on_this_thread() - before, 0, "phase {phase} allocated");
            if game.status().is_chance() {
                game.chance_outcomes(&mut outcomes);
                let outcome = game.sample_chance(&mut rng).unwrap();
                game.resolve_chance(&outcome, &mut NoEvents).unwrap();
            } else {
                game.legal_actions(&mut legal);
                let action = legal[rng.index(legal.len())];
                game.apply(&action, &mut NoEvents).unwrap();
            }
            steps += 1;
        }
    }
    assert!(depth > 2 * steps, "{depth} procedures over {steps} steps");
}

/// After its first decision, no decision of the heuristic allocates, nor
/// does any `view()`: whole default games, the heuristic in the one seat.
#[test]
fn a_heuristic_decision_and_a_view_allocate_nothing() {
    let mut rng = Rng::new(31u64);
    let mut bot = Heuristic::new(32u64);
    let mut legal = Vec::with_capacity(64);
    let mut first = true;
    let mut decisions = 0;
    for _ in 0..50 {
        let mut game = Arnswalde::setup(&Options::default()).unwrap();
        loop {
            match game.status() {
                Status::Over(_) => break,
                Status::Chance => {
                    let outcome = game.sample_chance(&mut rng).unwrap();
                    game.resolve_chance(&outcome, &mut NoEvents).unwrap();
                }
                Status::ToAct(seat) => {
                    assert_eq!(seat, PLAYER);
                    game.legal_actions(&mut legal);
                    let before = allocations_on_this_thread();
                    let view = game.view(seat);
                    let after_view = allocations_on_this_thread();
                    let i = bot.choose(&Observation::new(&game, seat), &legal);
                    let after_choice = allocations_on_this_thread();
                    if !first {
                        assert_eq!(after_view - before, 0, "view() allocated at turn {}", view.turn);
                        assert_eq!(after_choice - after_view, 0, "a decision allocated at turn {}", view.turn);
                        decisions += 1;
                    }
                    first = false;
                    drop(view);
                    game.apply(&legal[i], &mut NoEvents).unwrap();
                }
            }
        }
    }
    assert!(decisions > 1_000, "{decisions} decisions");
}
