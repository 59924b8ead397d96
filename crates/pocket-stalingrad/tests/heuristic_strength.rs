//! How strong the [`Heuristic`] is: its results against the random player
//! in each seat and against itself, over 2,000 seeded games per pairing.
//! Each pairing checks the claim the rules page makes of it (the winning
//! side's 95% interval lies above 50%) and prints its row of the page's
//! table:
//!
//! ```text
//! cargo test --release -p wargames-pocket-stalingrad --test heuristic_strength -- --nocapture
//! ```
#![allow(clippy::unwrap_used, clippy::print_stdout, reason = "a measurement printed for the reader")]

use wargames_core::{Agent, Game, NoEvents, Observation, RandomAgent, Rng, Status};
use wargames_pocket_stalingrad::{Heuristic, Options, PocketStalingrad, Side};

const GAMES: u64 = 2_000;

/// One game between `soviet` and `german`; the winner, if any.
fn play(seed: u64, soviet: &mut dyn Agent<PocketStalingrad>, german: &mut dyn Agent<PocketStalingrad>) -> Option<Side> {
    let mut game = PocketStalingrad::setup(&Options::default()).unwrap();
    let mut dice = Rng::new(seed);
    let mut legal = Vec::new();
    loop {
        match game.status() {
            Status::Over(outcome) => return outcome.winner(),
            Status::Chance => {
                let chance = game.sample_chance(&mut dice).unwrap();
                game.resolve_chance(&chance, &mut NoEvents).unwrap();
            }
            Status::ToAct(seat) => {
                game.legal_actions(&mut legal);
                let agent: &mut dyn Agent<PocketStalingrad> = if seat == Side::Soviet.seat() { soviet } else { german };
                let i = agent.choose(&Observation::new(&game, seat), &legal);
                game.apply(&legal[i], &mut NoEvents).unwrap();
            }
        }
    }
}

/// The 95% Wilson interval of `k` successes in `n`, in percent.
fn wilson(k: u64, n: u64) -> (f64, f64) {
    let (k, n, z) = (k as f64, n as f64, 1.96f64);
    let p = k / n;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    (100.0 * (centre - half), 100.0 * (centre + half))
}

/// Plays `GAMES` seeded games of one pairing, prints its results and
/// checks that `favourite` wins with a 95% interval above 50%.
fn pairing(
    name: &str,
    favourite: Side,
    mut agents: impl FnMut(u64) -> (Box<dyn Agent<PocketStalingrad>>, Box<dyn Agent<PocketStalingrad>>),
) {
    let (mut soviet_wins, mut german_wins) = (0, 0);
    for seed in 0..GAMES {
        let (mut soviet, mut german) = agents(seed);
        match play(seed, soviet.as_mut(), german.as_mut()) {
            Some(Side::Soviet) => soviet_wins += 1,
            Some(Side::German) => german_wins += 1,
            None => {}
        }
    }
    let (lo, hi) = wilson(soviet_wins, GAMES);
    let (glo, ghi) = wilson(german_wins, GAMES);
    println!(
        "{name}: Soviet {:.1}% [{lo:.1}, {hi:.1}], German {:.1}% [{glo:.1}, {ghi:.1}], draws {} of {GAMES}",
        100.0 * soviet_wins as f64 / GAMES as f64,
        100.0 * german_wins as f64 / GAMES as f64,
        GAMES - soviet_wins - german_wins,
    );
    let low = if favourite == Side::Soviet { lo } else { glo };
    assert!(low > 50.0, "{name}: the {favourite:?} should win more than half the games; 95% interval from {low:.1}%");
}

/// Measured: the heuristic wins 99.6% [99.2, 99.8] as the Soviet and
/// 99.2% [98.6, 99.5] as the German against the random player; the German
/// wins 67.8% [65.7, 69.8] between two heuristics, the Soviet 79.7%
/// [77.9, 81.4] between two random players (2,000 games each; 1 to 3 s in
/// the test profile).
#[test]
fn heuristic_against_random_and_itself() {
    pairing("heuristic Soviet vs random German", Side::Soviet, |s| {
        (Box::new(Heuristic::new(s)), Box::new(RandomAgent::new(s + 1_000_000)))
    });
    pairing("random Soviet vs heuristic German", Side::German, |s| {
        (Box::new(RandomAgent::new(s + 1_000_000)), Box::new(Heuristic::new(s)))
    });
    pairing("heuristic vs heuristic", Side::German, |s| {
        (Box::new(Heuristic::new(s)), Box::new(Heuristic::new(s + 1_000_000)))
    });
    pairing("random vs random", Side::Soviet, |s| {
        (Box::new(RandomAgent::new(s)), Box::new(RandomAgent::new(s + 1_000_000)))
    });
}
