//! Agents against each other: every pairing in every seat, with win, draw
//! and loss shares and their 95% Wilson intervals, the average game length
//! and the time per decision; for a solitaire, the outcome table per agent.
//!
//! ```text
//! cargo run --release --example tournament -- pocket-stalingrad --agents mcts:1000,heuristic --games 400 --seed 1
//! cargo run --release --example tournament -- arnswalde --agents heuristic,random --games 2000 --scenario hard
//! ```

mod common;

use clap::Parser;
use common::{find, tournament::TournamentArgs};

/// Plays agents against each other.
#[derive(Parser, Debug)]
struct Cli {
    /// The game: rattenkrieg, arnswalde, pocket-stalingrad or squad.
    game: String,
    #[command(flatten)]
    args: TournamentArgs,
}

fn main() {
    let cli = Cli::parse();
    if let Err(e) = find(&cli.game).and_then(|entry| entry.tournament(&cli.args)) {
        eprintln!("tournament: {e}");
        std::process::exit(2);
    }
}
