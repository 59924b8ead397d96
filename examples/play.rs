//! Interactive terminal play: numbered legal actions, narrated events, and
//! only the person's view; the other seats played by an agent or people.
//!
//! ```text
//! cargo run --release --example play -- arnswalde
//! cargo run --release --example play -- rattenkrieg --opponent heuristic --seat 1
//! cargo run --release --example play -- rattenkrieg --humans 2 --save game.json
//! cargo run --release --example play -- pocket-stalingrad --humans 0 --seed 7   # watch
//! ```

mod common;

use clap::Parser;
use common::{PlayArgs, find};

/// Plays a game in the terminal.
#[derive(Parser, Debug)]
struct Cli {
    /// The game: rattenkrieg, arnswalde, pocket-stalingrad or squad.
    game: String,
    #[command(flatten)]
    args: PlayArgs,
}

fn main() {
    let cli = Cli::parse();
    if let Err(e) = find(&cli.game).and_then(|entry| entry.play(&cli.args)) {
        eprintln!("play: {e}");
        std::process::exit(2);
    }
}
