//! Plays seeded random games and reports the outcome distribution and speed.
//!
//! ```text
//! cargo run --release --example simulate                       # every game, default N
//! cargo run --release --example simulate -- arnswalde --games 100000 --seed 1
//! ```

mod common;

use common::{Args, entries, find};

fn main() {
    if let Err(e) = run() {
        eprintln!("simulate: {e}");
        std::process::exit(2);
    }
}

fn run() -> Result<(), String> {
    let mut args = Args::from_env();
    if args.flag("--help") || args.flag("-h") {
        println!("usage: simulate [GAME] [--games N] [--seed S] | simulate --list\ngames: {}", names());
        return Ok(());
    }
    if args.flag("--list") {
        for entry in entries() {
            println!("{}", entry.name());
        }
        return Ok(());
    }
    let games: Option<u64> = args.take("--games")?;
    let seed: u64 = args.take("--seed")?.unwrap_or(1);
    let rest = args.rest()?;
    let chosen = match rest.as_slice() {
        [] => entries(),
        [name] => vec![find(name)?],
        _ => return Err(format!("one game at most, not {rest:?}")),
    };
    if chosen.is_empty() {
        println!("no game is registered yet");
    }
    for entry in chosen {
        entry.simulate(games.unwrap_or_else(|| entry.default_games()), seed)?;
    }
    Ok(())
}

fn names() -> String {
    entries().iter().map(|e| e.name()).collect::<Vec<_>>().join(", ")
}
