//! Balance studies: seeded games on every core, any agent in any seat, the
//! outcome shares with 95% intervals, JSON and CSV results, and slices of
//! one study played apart and merged.
//!
//! ```text
//! cargo run --release --example simulate                       # every game, every scenario
//! cargo run --release --example simulate -- arnswalde --games 100000 --seed 1
//! cargo run --release --example simulate -- rattenkrieg --scenario standard \
//!     --agent german=heuristic --agent soviet=random --threads 2 --json s.json --csv s.csv
//! cargo run --release --example simulate -- pocket-stalingrad --scenario 0 --games-from 0 --games-to 50000 --json a.json
//! cargo run --release --example simulate -- merge a.json b.json --json all.json
//! ```

mod common;

use std::path::PathBuf;

use clap::{Parser, Subcommand};
use common::{entries, find, simulate::SimulateArgs, simulate::write_summary};
use wargames::Limits;
use wargames::agents::study::Summary;

/// Plays seeded games of a study and reports what they found.
#[derive(Parser, Debug)]
#[command(args_conflicts_with_subcommands = true)]
struct Cli {
    #[command(subcommand)]
    merge: Option<Command>,
    /// The game (every game when none is named; see --list).
    game: Option<String>,
    /// Lists the games, or the named game's scenarios.
    #[arg(long)]
    list: bool,
    #[command(flatten)]
    args: SimulateArgs,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Adds the JSON summaries of slices of one study into the summary one
    /// run over all of them gives, bit for bit.
    Merge {
        /// The summaries (written by `simulate ... --json`).
        #[arg(required = true, num_args = 1..)]
        files: Vec<PathBuf>,
        /// Writes the merged summary as JSON.
        #[arg(long, value_name = "FILE")]
        json: Option<PathBuf>,
    },
}

fn main() {
    if let Err(e) = run(Cli::parse()) {
        eprintln!("simulate: {e}");
        std::process::exit(2);
    }
}

fn run(cli: Cli) -> Result<(), String> {
    if let Some(Command::Merge { files, json }) = cli.merge {
        return merge(&files, json.as_deref());
    }
    if cli.list {
        match &cli.game {
            None => entries().iter().for_each(|entry| println!("{}", entry.name())),
            Some(name) => find(name)?.scenarios().iter().enumerate().for_each(|(i, label)| println!("{i}: {label}")),
        }
        return Ok(());
    }
    let chosen = match &cli.game {
        None => entries(),
        Some(name) => vec![find(name)?],
    };
    if chosen.len() > 1 && (cli.args.json.is_some() || cli.args.csv.is_some() || !cli.args.agents.is_empty()) {
        return Err("--json, --csv and --agent need one game: name it".into());
    }
    for entry in chosen {
        entry.simulate(&cli.args)?;
    }
    Ok(())
}

fn merge(files: &[PathBuf], out: Option<&std::path::Path>) -> Result<(), String> {
    let mut merged: Option<(Summary, &PathBuf)> = None;
    for path in files {
        let bytes = Limits::DEFAULT.read_file(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let summary: Summary =
            Limits::DEFAULT.from_slice(&bytes).map_err(|e| format!("{}: not a study summary: {e}", path.display()))?;
        match &mut merged {
            None => merged = Some((summary, path)),
            Some((total, first)) => total
                .merge(&summary)
                .map_err(|e| format!("cannot merge {} into {}: {e}", path.display(), first.display()))?,
        }
    }
    let Some((summary, _)) = merged else { return Err("name the summaries to merge".into()) };
    println!("{summary}");
    if let Some(path) = out {
        write_summary(path, &summary)?;
    }
    Ok(())
}
