//! Strength, measured rather than checked in CI (ignored: minutes in
//! release): the search at 1,000 iterations against `RandomAgent`, every
//! game once with the search in each seat, with 95% Wilson intervals.
//!
//! `cargo test --release -p wargames-agents --test strength -- --ignored --nocapture`
//! (`STRENGTH_GAMES` sets the games per seat; 100 by default).
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use std::sync::atomic::{AtomicU64, Ordering};

use wargames_agents::study::wilson;
use wargames_agents::{Ismcts, Mcts, MctsConfig};
use wargames_core::{Agent, Game, Match, Observation, RandomAgent, Seat, Seed};

/// Games per seat, from `STRENGTH_GAMES` (default 100).
fn games() -> u64 {
    std::env::var("STRENGTH_GAMES").ok().and_then(|s| s.parse().ok()).unwrap_or(100)
}

/// Plays game `index` with `search` in `seat` and a random agent in the
/// other: what the game was worth to the search's seat.
fn play<G: Game>(options: &G::Options, seat: Seat, index: u64, search: &mut dyn Agent<G>) -> f64 {
    let mut m = Match::<G>::new(options.clone(), Seed::from_u64(index)).unwrap();
    let mut random = RandomAgent::new(1_000_000 + index);
    let mut legal = Vec::new();
    while let Some(to_act) = m.status().to_act() {
        m.legal_actions(&mut legal);
        let observation = Observation::new(m.game(), to_act);
        let i = if to_act == seat { search.choose(&observation, &legal) } else { random.choose(&observation, &legal) };
        let action = legal[i].clone();
        m.play(&action).unwrap();
    }
    G::returns(m.status().outcome().unwrap(), seat)
}

/// Wins, draws and losses of the search in each seat over `games()` games
/// per seat, on two threads; prints them and returns the win shares.
fn duel<G: Game>(name: &str, options: G::Options, make: impl Fn(u64) -> Box<dyn Agent<G> + Send> + Sync) -> Vec<f64> {
    let n = games();
    let mut shares = Vec::new();
    for seat in Seat::all(G::SEATS) {
        let wins = AtomicU64::new(0);
        let draws = AtomicU64::new(0);
        let next = AtomicU64::new(0);
        std::thread::scope(|scope| {
            for _ in 0..2 {
                scope.spawn(|| {
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        if index >= n {
                            break;
                        }
                        let mut search = make(index);
                        let value = play::<G>(&options, seat, index, search.as_mut());
                        if value >= 1.0 {
                            wins.fetch_add(1, Ordering::Relaxed);
                        } else if value > 0.0 {
                            draws.fetch_add(1, Ordering::Relaxed);
                        }
                    }
                });
            }
        });
        let (w, d) = (wins.into_inner(), draws.into_inner());
        let interval = wilson(w, n);
        println!(
            "{name}: search in {seat}: {w} wins, {d} draws, {} losses of {n}: win share {:.3} (95% {:.3}..{:.3})",
            n - w - d,
            w as f64 / n as f64,
            interval.low,
            interval.high
        );
        shares.push(w as f64 / n as f64);
    }
    shares
}

#[test]
#[ignore = "minutes in release: a measurement, not a check"]
fn strength_mcts_1000_against_random_pocket_stalingrad() {
    use wargames_pocket_stalingrad::PocketStalingrad;
    let shares = duel::<PocketStalingrad>("pocket-stalingrad", Default::default(), |i| {
        Box::new(Mcts::new(MctsConfig::new().iterations(1_000), i).unwrap())
    });
    assert!(shares.iter().all(|&s| s >= 0.95), "target: >= 95% in each seat, measured {shares:?}");
}

#[test]
#[ignore = "minutes in release: a measurement, not a check"]
fn strength_ismcts_1000_against_random_rattenkrieg() {
    use wargames_rattenkrieg::Rattenkrieg;
    let shares = duel::<Rattenkrieg>("rattenkrieg", Default::default(), |i| {
        Box::new(Ismcts::new(MctsConfig::new().iterations(1_000), i).unwrap())
    });
    assert!(shares.iter().all(|&s| s >= 0.95), "target: >= 95% in each seat, measured {shares:?}");
}
