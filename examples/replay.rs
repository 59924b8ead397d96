//! Re-runs a saved replay, narrates every event and verifies its digest.
//!
//! ```text
//! cargo run --release --example replay -- game.json [--quiet]
//! ```

mod common;

use common::{Args, find};

fn main() {
    if let Err(e) = run() {
        eprintln!("replay: {e}");
        std::process::exit(2);
    }
}

fn run() -> Result<(), String> {
    let mut args = Args::from_env();
    let quiet = args.flag("--quiet");
    let rest = args.rest()?;
    let [path] = rest.as_slice() else { return Err("usage: replay FILE [--quiet]".into()) };
    let json = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let value: serde_json::Value = serde_json::from_str(&json).map_err(|e| format!("{path}: {e}"))?;
    let game = value.get("game").and_then(|g| g.as_str()).ok_or_else(|| format!("{path}: no \"game\" field"))?;
    find(game)?.replay(&json, quiet)
}
