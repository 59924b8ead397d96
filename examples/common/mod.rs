//! The machinery the examples share: the registry of games and the generic
//! simulate, play and replay loops every registered game gets.
#![allow(dead_code)]

mod arnswalde;
mod pocket_stalingrad;
mod rattenkrieg;
mod registered;
mod registry;
mod squad;

use std::io::{BufRead, IsTerminal, Write};
use std::marker::PhantomData;
use std::time::{Duration, Instant};

pub use registered::{Registered, Tally};
pub use registry::entries;
use wargames::{Agent, Game, Match, Observation, Playout, RandomAgent, Replay, Rng, Seat, Seed, Status};

/// A registered game, behind a type-erased handle.
pub trait Entry {
    /// The name on the command line.
    fn name(&self) -> &'static str;
    /// How many games `simulate` plays when not told.
    fn default_games(&self) -> u64;
    /// Plays `games` random games per scenario and prints the report.
    fn simulate(&self, games: u64, seed: u64) -> Result<(), String>;
    /// Interactive play in the terminal.
    fn play(&self, args: &PlayArgs) -> Result<(), String>;
    /// Re-runs a replay record, narrates it and checks it.
    fn replay(&self, json: &str, quiet: bool) -> Result<(), String>;
}

/// The handle of game `G`.
pub struct Registration<G>(PhantomData<G>);

impl<G> Registration<G> {
    /// The handle.
    pub fn new() -> Self {
        Registration(PhantomData)
    }
}

/// Finds a registered game by name.
pub fn find(name: &str) -> Result<Box<dyn Entry>, String> {
    let all = entries();
    let names: Vec<&str> = all.iter().map(|e| e.name()).collect();
    let names = names.join(", ");
    all.into_iter().find(|e| e.name() == name).ok_or_else(|| format!("no game {name:?}; the games are: {names}"))
}

/// Options of the `play` example.
#[derive(Clone, Debug, Default)]
pub struct PlayArgs {
    /// The seed of the match.
    pub seed: u64,
    /// How many seats humans play (0 = watch random agents play).
    pub humans: u8,
    /// The seat of the (first) human.
    pub seat: u8,
    /// Which scenario (index into `Registered::scenarios`).
    pub scenario: usize,
    /// A JSON options file overriding the scenario.
    pub options_file: Option<String>,
    /// Where to save the replay.
    pub save: Option<String>,
}

/// Seeds for game `i` of a batch: the match, and one per seat's agent.
fn batch_seed(seed: u64, i: u64, salt: u64) -> Seed {
    Seed::from_u64(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(i.wrapping_mul(4).wrapping_add(salt)))
}

struct Progress {
    start: Instant,
    last: Instant,
    live: bool,
}

impl Progress {
    fn new() -> Progress {
        let now = Instant::now();
        Progress { start: now, last: now, live: std::io::stderr().is_terminal() }
    }

    fn tick(&mut self, label: &str, done: u64, total: u64) {
        if self.live && done.is_multiple_of(256) && self.last.elapsed() > Duration::from_millis(250) {
            self.last = Instant::now();
            eprint!("\r  {label}: {done}/{total} games ({:.0}%)   ", 100.0 * done as f64 / total as f64);
        }
    }

    fn clear(&self) {
        if self.live && self.start.elapsed() > Duration::from_millis(250) {
            eprint!("\r{:60}\r", "");
        }
    }
}

impl<G: Registered> Entry for Registration<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }

    fn default_games(&self) -> u64 {
        G::DEFAULT_GAMES
    }

    fn simulate(&self, games: u64, seed: u64) -> Result<(), String> {
        let mut playout = Playout::<G>::new();
        for (label, options) in G::scenarios() {
            let template = G::setup(&options).map_err(|e| format!("{label}: options refused: {e}"))?;
            let mut tally = Tally::default();
            let mut steps = 0u64;
            let mut progress = Progress::new();
            let start = Instant::now();
            for i in 0..games {
                let mut game = template.clone();
                let mut rng = Rng::new(batch_seed(seed, i, 0));
                let mut agents: Vec<RandomAgent> =
                    Seat::all(G::SEATS).map(|s| RandomAgent::new(batch_seed(seed, i, 1 + u64::from(s.0)))).collect();
                let stats = playout
                    .run(&mut game, &mut rng, &mut agents, 10_000_000)
                    .map_err(|e| format!("{label}, game {i}: {e}"))?;
                steps += stats.steps();
                if let Status::Over(outcome) = game.status() {
                    G::tally(&game, &outcome, &mut tally);
                }
                progress.tick(&label, i + 1, games);
            }
            progress.clear();
            let secs = start.elapsed().as_secs_f64().max(1e-9);
            print_report(G::NAME, &label, games, seed, &tally, steps, secs);
        }
        Ok(())
    }

    fn play(&self, args: &PlayArgs) -> Result<(), String> {
        let scenarios = G::scenarios();
        let (label, mut options) =
            scenarios.get(args.scenario).cloned().ok_or_else(|| format!("no scenario {}", args.scenario))?;
        if let Some(path) = &args.options_file {
            let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
            options = serde_json::from_str(&text).map_err(|e| format!("{path}: {e}"))?;
        }
        let mut m = Match::<G>::new(options, args.seed).map_err(|e| format!("options refused: {e}"))?;
        let humans: Vec<Seat> = (0..args.humans.min(G::SEATS)).map(|k| Seat((args.seat + k) % G::SEATS)).collect();
        println!("{} ({label}), seed {}", G::NAME, args.seed);
        let mut agents: Vec<RandomAgent> =
            Seat::all(G::SEATS).map(|s| RandomAgent::new(batch_seed(args.seed, 0, 1 + u64::from(s.0)))).collect();
        let viewer = |actor: Seat| if humans.len() == 1 { humans[0] } else { actor };
        narrate::<G>(m.last_events(), viewer(Seat::FIRST), humans.is_empty());
        let stdin = std::io::stdin();
        let mut lines = stdin.lock().lines();
        let mut legal = Vec::new();
        loop {
            let seat = match m.status() {
                Status::Over(outcome) => {
                    println!("\nGame over: {outcome}");
                    break;
                }
                Status::Chance => return Err("the match left a chance point unresolved".into()),
                Status::ToAct(seat) => seat,
            };
            m.legal_actions(&mut legal);
            let index = if humans.contains(&seat) {
                println!("\n{}", m.view(seat));
                println!("{} to act:", G::seat_name(seat));
                for (i, action) in legal.iter().enumerate() {
                    println!("  {:>3}. {action}", i + 1);
                }
                match ask(&mut lines, legal.len())? {
                    Some(i) => i,
                    None => {
                        println!("Stopped.");
                        break;
                    }
                }
            } else {
                let i = agents[seat.index()].choose(&Observation::new(m.game(), seat), &legal);
                println!("{} plays: {}", G::seat_name(seat), legal[i]);
                i
            };
            let action = legal[index].clone();
            let events = m.play(&action).map_err(|e| format!("refused: {e}"))?;
            narrate::<G>(events, viewer(seat), humans.is_empty());
        }
        if let Some(path) = &args.save {
            let replay = m.replay().map_err(|e| e.to_string())?;
            let json = serde_json::to_string_pretty(&replay).map_err(|e| e.to_string())?;
            std::fs::write(path, json).map_err(|e| format!("{path}: {e}"))?;
            println!("Replay saved to {path}");
        }
        Ok(())
    }

    fn replay(&self, json: &str, quiet: bool) -> Result<(), String> {
        let replay: Replay<G> = serde_json::from_str(json).map_err(|e| format!("not a {} replay: {e}", G::NAME))?;
        let mut events = Vec::new();
        let game = replay.replay_with(&mut events).map_err(|e| format!("replay failed: {e}"))?;
        if !quiet {
            for (i, event) in events.iter().enumerate() {
                println!("{:>5}  {event}", i + 1);
            }
        }
        println!(
            "{}: {} steps replayed under rules {}; digest {} verified{}",
            G::NAME,
            replay.steps.len(),
            replay.rules_version,
            replay.digest,
            if replay.seed.is_some() { ", every chance outcome checked against the seed" } else { "" }
        );
        match game.status() {
            Status::Over(outcome) => println!("Outcome: {outcome}"),
            _ => println!("The game was saved before its end."),
        }
        Ok(())
    }
}

fn narrate<G: Game>(events: &[G::Event], viewer: Seat, omniscient: bool) {
    for event in events {
        let shown = if omniscient { Some(event.clone()) } else { G::redact(event, viewer) };
        if let Some(event) = shown {
            println!("  - {event}");
        }
    }
}

/// Reads a 1-based choice; `None` on end of input or `q`.
fn ask(lines: &mut impl Iterator<Item = std::io::Result<String>>, n: usize) -> Result<Option<usize>, String> {
    loop {
        print!("choose 1-{n} (q to quit): ");
        std::io::stdout().flush().map_err(|e| e.to_string())?;
        let Some(line) = lines.next() else { return Ok(None) };
        let line = line.map_err(|e| e.to_string())?;
        let line = line.trim();
        if line == "q" {
            return Ok(None);
        }
        match line.parse::<usize>() {
            Ok(k) if (1..=n).contains(&k) => return Ok(Some(k - 1)),
            _ => println!("{line:?} is not a number from 1 to {n}"),
        }
    }
}

fn print_report(name: &str, label: &str, games: u64, seed: u64, tally: &Tally, steps: u64, secs: f64) {
    println!("{name}: {label}: {games} games, seed {seed}");
    let width = tally.counts.keys().map(String::len).max().unwrap_or(7).max(7);
    println!("  {:width$}  {:>10}  {:>7}", "outcome", "games", "share");
    for (kind, n) in &tally.counts {
        println!("  {kind:width$}  {n:>10}  {:>6.2}%", 100.0 * *n as f64 / games.max(1) as f64);
    }
    for (figure, sum) in &tally.sums {
        println!("  average {figure}: {:.3}", sum / games.max(1) as f64);
    }
    println!(
        "  {:.0} games/s, {:.0} steps/s ({} steps, {:.2} s, one thread)\n",
        games as f64 / secs,
        steps as f64 / secs,
        steps,
        secs
    );
}

/// Parses `--flag value` pairs and positional words.
pub struct Args {
    words: Vec<String>,
}

impl Args {
    /// The process arguments after the program name.
    pub fn from_env() -> Args {
        Args { words: std::env::args().skip(1).collect() }
    }

    /// Removes `--name value` and parses the value.
    pub fn take<T: std::str::FromStr>(&mut self, name: &str) -> Result<Option<T>, String> {
        let Some(i) = self.words.iter().position(|w| w == name) else { return Ok(None) };
        if i + 1 >= self.words.len() {
            return Err(format!("{name} needs a value"));
        }
        let value = self.words.remove(i + 1);
        self.words.remove(i);
        value.parse().map(Some).map_err(|_| format!("{name}: cannot read {value:?}"))
    }

    /// Removes a bare `--name`; returns whether it was there.
    pub fn flag(&mut self, name: &str) -> bool {
        let found = self.words.iter().position(|w| w == name);
        if let Some(i) = found {
            self.words.remove(i);
        }
        found.is_some()
    }

    /// The words left, after every flag was taken; an error for a leftover `--flag`.
    pub fn rest(self) -> Result<Vec<String>, String> {
        if let Some(w) = self.words.iter().find(|w| w.starts_with("--")) {
            return Err(format!("unknown option {w}"));
        }
        Ok(self.words)
    }
}
