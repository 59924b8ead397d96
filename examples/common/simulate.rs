//! `simulate` for one registered game: a study per scenario on a thread
//! pool, its summary with intervals, and the JSON and CSV files.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use wargames::Seat;
use wargames::agents::study::{Record, Study, Summary};

use super::cli::{SeatAgent, Setup};
use wargames::catalog::Catalogued;

use super::{player, studies};

/// The arguments of `simulate GAME`.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct SimulateArgs {
    #[command(flatten)]
    pub setup: Setup,
    /// How many games per scenario (games 0..N of the study); the default
    /// depends on the game.
    #[arg(long, conflicts_with_all = ["games_from", "games_to"])]
    pub games: Option<u64>,
    /// The first game of a slice of the study (with --games-to).
    #[arg(long, value_name = "A", requires = "games_to")]
    pub games_from: Option<u64>,
    /// One past the last game of the slice (with --games-from).
    #[arg(long, value_name = "B", requires = "games_from")]
    pub games_to: Option<u64>,
    /// Threads to play on (default: every core); results do not depend on it.
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
    pub threads: Option<u16>,
    /// The agent in a seat, SEAT=KIND (e.g. 0=heuristic, soviet=mcts:200);
    /// repeat for each seat; unnamed seats play random.
    #[arg(long = "agent", value_name = "SEAT=KIND")]
    pub agents: Vec<SeatAgent>,
    /// Writes the summary as JSON (one study: name a game and one scenario).
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
    /// Writes one CSV row per game (one study: name a game and one scenario).
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,
}

/// Runs the studies `args` asks for on game `G` and prints their summaries.
pub fn simulate<G: Catalogued>(args: &SimulateArgs) -> Result<(), String> {
    let range = match (args.games_from, args.games_to) {
        (Some(a), Some(b)) if a > b => {
            return Err(format!("the slice --games-from {a} --games-to {b} starts after it ends"));
        }
        (Some(a), Some(b)) => a..b,
        _ => 0..args.games.unwrap_or(G::STUDY_GAMES),
    };
    let chosen = studies::<G>(&args.setup, true)?;
    if (args.json.is_some() || args.csv.is_some()) && chosen.len() != 1 {
        let labels: Vec<&str> = chosen.iter().map(|(l, _)| l.as_str()).collect();
        return Err(format!(
            "--json and --csv write one study; {} has {} scenarios ({}): pick one with --scenario",
            G::ID,
            chosen.len(),
            labels.join(", ")
        ));
    }
    let mut seats: Vec<_> = Seat::all(G::SEATS).map(|_| None).collect();
    for SeatAgent { seat, kind } in &args.agents {
        let index = seat_index::<G>(seat)?;
        if seats[index].replace(*kind).is_some() {
            return Err(format!("--agent names seat {seat} twice"));
        }
    }
    for (label, options) in chosen {
        let mut study = Study::<G>::new(options, args.setup.seed).tally(G::tally);
        for (seat, kind) in Seat::all(G::SEATS).zip(&seats) {
            if let Some(kind) = kind {
                study = study.player(seat, player::<G>(*kind)?);
            }
        }
        if let Some(threads) = args.threads {
            study = study.threads(usize::from(threads)).map_err(|e| e.to_string())?;
        }
        let threads =
            args.threads.map_or_else(|| std::thread::available_parallelism().map_or(1, usize::from), usize::from);
        run_study(&study, &label, range.clone(), threads, args)?;
    }
    Ok(())
}

fn seat_index<G: Catalogued>(seat: &str) -> Result<usize, String> {
    let names: Vec<String> =
        Seat::all(G::SEATS).map(|s| format!("{} or {}", s.0, G::seat_name(s).to_lowercase())).collect();
    Seat::all(G::SEATS)
        .find(|s| seat == s.0.to_string() || seat == G::seat_name(*s).to_lowercase())
        .map(|s| s.index())
        .ok_or_else(|| format!("{} has no seat {seat:?}; its seats are {}", G::ID, names.join(", ")))
}

fn run_study<G: Catalogued>(
    study: &Study<G>,
    label: &str,
    range: std::ops::Range<u64>,
    threads: usize,
    args: &SimulateArgs,
) -> Result<(), String> {
    let mut csv = match &args.csv {
        Some(path) => Some(Csv::create(path)?),
        None => None,
    };
    let bar = ProgressBar::new(range.end - range.start);
    bar.set_style(
        ProgressStyle::with_template("{msg} {wide_bar} {pos}/{len} games, {per_sec}, ETA {eta}")
            .map_err(|e| e.to_string())?,
    );
    bar.set_message(format!("{} ({label})", G::ID));
    let start = Instant::now();
    let mut csv_error = None;
    let result = match csv.as_mut() {
        Some(csv) => study.run(range, |record| {
            bar.inc(1);
            if csv_error.is_none() {
                csv_error = csv.row(record, G::SEATS).err();
            }
        }),
        None => study.summarise(range, |n| bar.inc(n)),
    };
    bar.finish_and_clear();
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    let summary = match (result, csv_error) {
        (Ok(summary), None) => summary,
        (Err(e), _) => {
            if let Some(csv) = csv {
                csv.discard();
            }
            return Err(format!("{label}: {e}"));
        }
        (Ok(_), Some(e)) => {
            if let Some(csv) = csv {
                csv.discard();
            }
            return Err(e);
        }
    };
    let seats: Vec<String> = Seat::all(G::SEATS).map(|s| format!("{} = {}", s.0, G::seat_name(s))).collect();
    println!("{label} (seats: {}): {summary}", seats.join(", "));
    println!(
        "  {:.0} games/s, {:.0} steps/s ({} steps, {:.2} s, {threads} thread{})\n",
        summary.games as f64 / secs,
        summary.length.sum as f64 / secs,
        summary.length.sum,
        secs,
        if threads == 1 { "" } else { "s" }
    );
    if let Some(csv) = csv {
        csv.finish()?;
    }
    if let Some(path) = &args.json {
        write_summary(path, &summary)?;
    }
    Ok(())
}

/// Writes `summary` as pretty JSON to `path`.
pub fn write_summary(path: &Path, summary: &Summary) -> Result<(), String> {
    let json = serde_json::to_string_pretty(summary).map_err(|e| e.to_string())?;
    std::fs::write(path, json + "\n").map_err(|e| format!("{}: {e}", path.display()))
}

/// A CSV file of one row per game, written beside its final name and moved
/// there only when the study succeeds, so a failed run writes nothing.
struct Csv {
    path: PathBuf,
    partial: PathBuf,
    out: std::io::BufWriter<std::fs::File>,
    figures: Option<Vec<String>>,
}

impl Csv {
    fn create(path: &Path) -> Result<Csv, String> {
        let mut partial = path.as_os_str().to_owned();
        partial.push(".partial");
        let partial = PathBuf::from(partial);
        let file = std::fs::File::create(&partial).map_err(|e| format!("{}: {e}", partial.display()))?;
        Ok(Csv { path: path.to_owned(), partial, out: std::io::BufWriter::new(file), figures: None })
    }

    fn row(&mut self, record: &Record, seats: u8) -> Result<(), String> {
        let io = |e: std::io::Error| format!("{}: {e}", self.path.display());
        if self.figures.is_none() {
            let names: Vec<String> = record.tally.figures().iter().map(|(n, _)| n.to_string()).collect();
            let mut header = vec!["index".to_owned(), "seed".to_owned(), "outcome".to_owned(), "kinds".to_owned()];
            header.push("steps".to_owned());
            header.extend((0..seats).map(|s| format!("return_seat_{s}")));
            header.extend(names.iter().cloned());
            let line: Vec<String> = header.iter().map(|h| quote(h)).collect();
            writeln!(self.out, "{}", line.join(",")).map_err(io)?;
            self.figures = Some(names);
        }
        let mut cells = vec![
            record.index.to_string(),
            record.seed.to_string(),
            quote(&record.outcome),
            quote(&record.tally.kinds().join("; ")),
            record.steps.to_string(),
        ];
        cells.extend(record.returns.iter().map(f64::to_string));
        for name in self.figures.iter().flatten() {
            let value =
                record.tally.figures().iter().find(|(n, _)| n.as_ref() == name.as_str()).map(|(_, v)| v.to_string());
            cells.push(value.unwrap_or_default());
        }
        writeln!(self.out, "{}", cells.join(",")).map_err(io)
    }

    fn finish(mut self) -> Result<(), String> {
        self.out.flush().map_err(|e| format!("{}: {e}", self.partial.display()))?;
        std::fs::rename(&self.partial, &self.path).map_err(|e| format!("{}: {e}", self.path.display()))
    }

    fn discard(self) {
        let Csv { partial, out, .. } = self;
        drop(out);
        // Best effort: the partial file is only ever ours.
        let _ = std::fs::remove_file(partial);
    }
}

/// A CSV field, quoted when it holds a comma, a quote or a line break.
fn quote(field: &str) -> String {
    if field.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", field.replace('"', "\"\""))
    } else {
        field.to_owned()
    }
}
