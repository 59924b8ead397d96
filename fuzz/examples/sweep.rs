//! The systematic search for saved states a loader should refuse (see
//! `wargames_fuzz::sweep`), on stable:
//!
//! ```text
//! cargo run --release --example sweep -- squad [GAMES] [EVERY] [STEPS]
//! ```
//!
//! Prints how many edited saves were tried, loaded and broke the contract,
//! and one breach of each edited place.

use wargames_arnswalde::Arnswalde;
use wargames_fuzz::{Fuzzed, Sweep, sweep};
use wargames_pocket_stalingrad::PocketStalingrad;
use wargames_rattenkrieg::Rattenkrieg;
use wargames_squad::Squad;

fn run<G: Fuzzed>(games: u64, every: usize, steps: usize) -> Sweep {
    sweep::<G>(games, every, steps)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize, default: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let (games, every, steps) = (number(1, 2), number(2, 50) as usize, number(3, 300) as usize);
    let started = std::time::Instant::now();
    let found = match args.first().map(String::as_str) {
        Some("arnswalde") => run::<Arnswalde>(games, every, steps),
        Some("pocket-stalingrad") => run::<PocketStalingrad>(games, every, steps),
        Some("rattenkrieg") => run::<Rattenkrieg>(games, every, steps),
        Some("squad") => run::<Squad>(games, every, steps),
        _ => {
            eprintln!("usage: sweep arnswalde|pocket-stalingrad|rattenkrieg|squad [GAMES] [EVERY] [STEPS]");
            std::process::exit(2);
        }
    };
    println!(
        "{} edited saves tried, {} loaded, {} broke the contract within {steps} steps ({:.0} s)",
        found.tried,
        found.loaded,
        found.broke,
        started.elapsed().as_secs_f64()
    );
    for (place, (n, first)) in &found.holes {
        println!("{place}: {n} breaches; first: {first}");
    }
}
