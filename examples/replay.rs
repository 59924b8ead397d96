//! Re-runs a saved replay, narrates every event and verifies its digest.
//!
//! ```text
//! cargo run --release --example replay -- game.json [--quiet]
//! ```

mod common;

use std::path::PathBuf;

use clap::Parser;
use common::find;
use wargames::Limits;

/// Re-runs a saved replay and checks it.
#[derive(Parser, Debug)]
struct Cli {
    /// The replay file (written by `play --save`).
    file: PathBuf,
    /// Prints only the verdict, not every event.
    #[arg(long)]
    quiet: bool,
}

fn main() {
    if let Err(e) = run(Cli::parse()) {
        eprintln!("replay: {e}");
        std::process::exit(2);
    }
}

/// The game a replay names, read before the rest.
#[derive(serde::Deserialize)]
struct Named {
    game: String,
}

fn run(cli: Cli) -> Result<(), String> {
    let path = cli.file.display();
    // Read within the stated limits (size, nesting, lists, steps): a file
    // past them is refused before it is all read.
    let json = Limits::DEFAULT.read_file(&cli.file).map_err(|e| format!("{path}: {e}"))?;
    let named: Named = serde_json::from_slice(&json).map_err(|e| format!("{path}: no \"game\" field: {e}"))?;
    find(&named.game)?.replay(&json, cli.quiet)
}
