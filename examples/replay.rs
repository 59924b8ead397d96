//! Re-runs a saved replay, narrates every event and verifies its digest.
//!
//! ```text
//! cargo run --release --example replay -- game.json [--quiet]
//! ```

mod common;

use std::path::PathBuf;

use clap::Parser;
use common::find;

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

fn run(cli: Cli) -> Result<(), String> {
    let path = cli.file.display();
    let json = std::fs::read_to_string(&cli.file).map_err(|e| format!("{path}: {e}"))?;
    let value: serde_json::Value = serde_json::from_str(&json).map_err(|e| format!("{path}: {e}"))?;
    let game = value.get("game").and_then(|g| g.as_str()).ok_or_else(|| format!("{path}: no \"game\" field"))?;
    find(game)?.replay(&json, cli.quiet)
}
