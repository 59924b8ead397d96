//! Plays random games and prints steps per second of CPU time on this
//! thread: `cargo run --release -p wargames-rattenkrieg --example throughput [games]`.
#![allow(clippy::print_stdout, clippy::unwrap_used, clippy::expect_used, missing_docs, reason = "a measuring tool")]

use std::time::Instant;

use wargames_core::{Game, Playout, RandomAgent, Rng};
use wargames_rattenkrieg::{Options, Rattenkrieg};

fn main() {
    let games: u64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(100_000);
    let start = Rattenkrieg::setup(&Options::default()).expect("the standard game sets up");
    let mut playout = Playout::new();
    let mut rng = Rng::new(1u64);
    let mut agents = [RandomAgent::new(2u64), RandomAgent::new(3u64)];
    let mut steps = 0u64;
    let mut combats = 0u64;
    let mut german = 0u64;
    let clock = Instant::now();
    for _ in 0..games {
        let mut game = start.clone();
        steps += playout.run(&mut game, &mut rng, &mut agents, 1_000_000).expect("a playout ends").steps();
        combats += u64::from(game.combats());
        german += u64::from(game.winner() == Some(wargames_rattenkrieg::Side::German));
    }
    let secs = clock.elapsed().as_secs_f64();
    println!(
        "{games} games, {steps} steps ({:.1} per game), {:.2} combats per game, German wins {:.1}%, wall {secs:.2}s: {:.0} games/s, {:.2}M steps/s",
        steps as f64 / games as f64,
        combats as f64 / games as f64,
        100.0 * german as f64 / games as f64,
        games as f64 / secs,
        steps as f64 / secs / 1e6
    );
    println!("state size: {} bytes", std::mem::size_of::<Rattenkrieg>());
    let clones = 10_000_000u32;
    let clock = Instant::now();
    let mut keep = start.clone();
    for _ in 0..clones {
        keep = std::hint::black_box(std::hint::black_box(&keep).clone());
    }
    println!("clone: {:.1} ns", clock.elapsed().as_secs_f64() * 1e9 / f64::from(clones));
}
