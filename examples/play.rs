//! Interactive terminal play: numbered legal actions, narrated events, and
//! only the human's view; the other seat a random agent or a second human.
//!
//! ```text
//! cargo run --release --example play -- arnswalde
//! cargo run --release --example play -- rattenkrieg --humans 2 --save game.json
//! cargo run --release --example play -- pocket-stalingrad --humans 0 --seed 7   # watch
//! ```
//! Options: `--seed S`, `--humans 0|1|2`, `--seat K` (the first human's seat),
//! `--scenario K` (index into the game's scenarios), `--options file.json`,
//! `--save replay.json`.

mod common;

use common::{Args, PlayArgs, entries, find};

fn main() {
    if let Err(e) = run() {
        eprintln!("play: {e}");
        std::process::exit(2);
    }
}

fn run() -> Result<(), String> {
    let mut args = Args::from_env();
    if args.flag("--help") || args.flag("-h") {
        let names: Vec<&str> = entries().iter().map(|e| e.name()).collect();
        println!(
            "usage: play GAME [--seed S] [--humans 0|1|2] [--seat K] [--scenario K] [--options FILE] [--save FILE]\ngames: {}",
            names.join(", ")
        );
        return Ok(());
    }
    let play = PlayArgs {
        seed: args.take("--seed")?.unwrap_or(1),
        humans: args.take("--humans")?.unwrap_or(1),
        seat: args.take("--seat")?.unwrap_or(0),
        scenario: args.take("--scenario")?.unwrap_or(0),
        options_file: args.take("--options")?,
        save: args.take("--save")?,
    };
    let rest = args.rest()?;
    let [name] = rest.as_slice() else { return Err("name one game (see --help)".into()) };
    find(name)?.play(&play)
}
