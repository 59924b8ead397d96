//! The decision time of `mcts:N` at the first decisions of each game's
//! seeded game of agents in every seat, natively: the same positions the
//! page's `bench.html` times in the browser (README's speed table).
//!
//! ```text
//! cargo run --release -p wargames-web --example speed -- [ITERATIONS] [DECISIONS]
//! ```
#![allow(clippy::expect_used, clippy::unwrap_used)]

use std::time::Instant;

use wargames_web::{GAMES, Setup, Table};

fn main() {
    let mut args = std::env::args().skip(1);
    let iterations: u32 = args.next().map_or(1000, |a| a.parse().expect("ITERATIONS is a whole number"));
    let decisions: usize = args.next().map_or(3, |a| a.parse().expect("DECISIONS is a whole number"));
    let mut rows = Vec::new();
    for game in GAMES {
        let setup =
            Setup { seed: "1".into(), people: vec![], opponent: format!("mcts:{iterations}"), ..Setup::default() };
        let mut table = Table::new(game, &setup).expect("the standard game sets up");
        let mut times = Vec::new();
        while times.len() < decisions && table.snapshot(usize::MAX).expect("a snapshot").over.is_none() {
            let start = Instant::now();
            table.agent_move().expect("the agent moves");
            times.push(start.elapsed().as_secs_f64() * 1000.0);
        }
        rows.push(serde_json::json!({ "game": game, "times": times }));
    }
    println!("{}", serde_json::to_string(&rows).unwrap());
}
