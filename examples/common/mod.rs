//! The machinery the examples share: the registry of games and the generic
//! simulate, play and replay loops every registered game gets.
#![allow(dead_code)]

pub mod cli;
mod prompt;
mod registry;
pub mod simulate;
pub mod tournament;

use std::io::BufRead;
use std::marker::PhantomData;

pub use registry::entries;
use wargames::agents::SearchResult;
use wargames::agents::study::{Player, agent_seed};
use wargames::catalog::Catalogued;
use wargames::{Game, Limits, Match, Observation, Replay, Seat, Seed, Status};

use cli::{AgentKind, Setup};
use simulate::SimulateArgs;

/// A registered game, behind a type-erased handle.
pub trait Entry {
    /// The name on the command line.
    fn name(&self) -> &'static str;
    /// How many games `simulate` plays when not told.
    fn default_games(&self) -> u64;
    /// The labels of its scenarios, in order.
    fn scenarios(&self) -> Vec<String>;
    /// Plays the studies `args` asks for and prints their summaries.
    fn simulate(&self, args: &SimulateArgs) -> Result<(), String>;
    /// Plays every pairing of agents in every seat.
    fn tournament(&self, args: &tournament::TournamentArgs) -> Result<(), String>;
    /// Interactive play in the terminal.
    fn play(&self, args: &PlayArgs) -> Result<(), String>;
    /// Re-runs a replay record (JSON, read within [`Limits::DEFAULT`]),
    /// narrates it and checks it.
    fn replay(&self, json: &[u8], quiet: bool) -> Result<(), String>;
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

/// The arguments of `play GAME`.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct PlayArgs {
    #[command(flatten)]
    pub setup: Setup,
    /// How many seats people play (0 = watch the agents play).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(0..=2))]
    pub humans: u8,
    /// The seat of the (first) person.
    #[arg(long, default_value_t = 0)]
    pub seat: u8,
    /// The agent playing every seat no person plays: random, heuristic or mcts:N.
    #[arg(long, default_value = "random")]
    pub opponent: AgentKind,
    /// Before each of your decisions, shows what a search of N iterations
    /// (1000 when N is left out) would play, with its visit counts.
    #[arg(long, value_name = "N", num_args = 0..=1, default_missing_value = "1000")]
    pub hint: Option<u32>,
    /// Where to save the replay.
    #[arg(long, value_name = "FILE")]
    pub save: Option<std::path::PathBuf>,
}

/// The option sets a command asks for: the `--options` file, the
/// `--scenario`, or (when `all`) every scenario, else the first.
pub fn studies<G: Catalogued>(setup: &Setup, all: bool) -> Result<Vec<(String, G::Options)>, String> {
    if let Some(path) = &setup.options {
        let bytes = Limits::DEFAULT.read_file(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let options: G::Options = Limits::DEFAULT
            .from_slice(&bytes)
            .map_err(|e| format!("{}: not valid options for {}: {e}", path.display(), G::ID))?;
        G::setup(&options).map_err(|e| format!("{}: options refused by {}: {e}", path.display(), G::ID))?;
        return Ok(vec![(format!("options from {}", path.display()), options)]);
    }
    let scenarios = G::scenarios();
    let Some(wanted) = &setup.scenario else {
        return Ok(if all { scenarios } else { scenarios.into_iter().take(1).collect() });
    };
    let labels: Vec<String> = scenarios.iter().enumerate().map(|(i, (l, _))| format!("{i}: {l}")).collect();
    let found = match wanted.parse::<usize>() {
        Ok(i) => scenarios.into_iter().nth(i),
        Err(_) => scenarios.into_iter().find(|(l, _)| l == wanted),
    };
    found
        .map(|s| vec![s])
        .ok_or_else(|| format!("{} has no scenario {wanted:?}; its scenarios are {}", G::ID, labels.join(", ")))
}

/// The player of `kind` for game `G`.
pub fn player<G: Catalogued>(kind: AgentKind) -> Result<Player<G>, String> {
    wargames::catalog::player::<G>(kind).map_err(|e| e.to_string())
}

/// What the game's search of `iterations` would play for `seat`.
fn hint<G: Catalogued>(game: &G, seat: Seat, iterations: u32, seed: Seed) -> Result<SearchResult<G>, String> {
    wargames::search::hint(&Observation::new(game, seat), iterations, seed).map_err(|e| e.to_string())
}

impl<G: Catalogued> Entry for Registration<G> {
    fn name(&self) -> &'static str {
        G::ID
    }

    fn default_games(&self) -> u64 {
        G::STUDY_GAMES
    }

    fn scenarios(&self) -> Vec<String> {
        G::scenarios().into_iter().map(|(label, _)| label).collect()
    }

    fn simulate(&self, args: &SimulateArgs) -> Result<(), String> {
        simulate::simulate::<G>(args)
    }

    fn tournament(&self, args: &tournament::TournamentArgs) -> Result<(), String> {
        tournament::tournament::<G>(args)
    }

    fn play(&self, args: &PlayArgs) -> Result<(), String> {
        let (label, options) =
            studies::<G>(&args.setup, false)?.into_iter().next().ok_or("the game has no scenario")?;
        let seed = args.setup.seed;
        let mut m = Match::<G>::new(options, seed).map_err(|e| format!("options refused: {e}"))?;
        if args.seat >= G::SEATS {
            return Err(format!("{} has seats 0 to {}, not {}", G::ID, G::SEATS - 1, args.seat));
        }
        let humans: Vec<Seat> = (0..args.humans.min(G::SEATS)).map(|k| Seat((args.seat + k) % G::SEATS)).collect();
        println!("{} ({label}), seed {seed}", G::ID);
        let opponent = player::<G>(args.opponent)?;
        let mut agents: Vec<_> = Seat::all(G::SEATS).map(|s| opponent.agent(agent_seed(seed, 0, s))).collect();
        let viewer = |actor: Seat| if humans.len() == 1 { humans[0] } else { actor };
        narrate(m.game(), m.last_events(), viewer(Seat::FIRST), humans.is_empty());
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
                let view = m.view(seat).to_string();
                let phase = m.game().phase().to_string();
                println!("\n{view}");
                if !view.contains(&phase) {
                    println!("[{phase}]");
                }
                println!("{} to act:", G::seat_name(seat));
                prompt::show(m.game(), &legal);
                if let Some(iterations) = args.hint {
                    let found = hint(m.game(), seat, iterations, agent_seed(seed, m.log().len() as u64, seat))?;
                    println!("hint (mcts:{iterations}): {}. {}", found.index + 1, m.game().describe(&found.action));
                    for (i, visits) in wargames::search::most_visited(&found.visits, 5) {
                        println!("  {:>3}. {:<50} {visits} visits", i + 1, m.game().describe(&legal[i]));
                    }
                }
                match prompt::ask(&mut lines, m.game(), &legal)? {
                    Some(i) => i,
                    None => {
                        println!("Stopped.");
                        break;
                    }
                }
            } else {
                let i = agents[seat.index()].choose(&Observation::new(m.game(), seat), &legal);
                println!("{} plays: {}", G::seat_name(seat), m.game().describe(&legal[i]));
                i
            };
            let action = legal[index].clone();
            let events = m.play(&action).map_err(|e| format!("refused: {e}"))?.to_vec();
            narrate(m.game(), &events, viewer(seat), humans.is_empty());
        }
        if let Some(path) = &args.save {
            let replay = m.replay().map_err(|e| e.to_string())?;
            let json = serde_json::to_string_pretty(&replay).map_err(|e| e.to_string())?;
            std::fs::write(path, json).map_err(|e| format!("{}: {e}", path.display()))?;
            println!("Replay saved to {}", path.display());
        }
        Ok(())
    }

    fn replay(&self, json: &[u8], quiet: bool) -> Result<(), String> {
        let replay =
            Replay::<G>::read(json, &Limits::DEFAULT).map_err(|e| format!("not a replay of {}: {e}", G::ID))?;
        let mut events = Vec::new();
        let game = replay.replay_with(&mut events).map_err(|e| format!("replay failed: {e}"))?;
        if !quiet {
            for (i, event) in events.iter().enumerate() {
                println!("{:>5}  {}", i + 1, game.narrate(event));
            }
        }
        println!(
            "{}: {} steps replayed under rules {}; digest {} verified{}",
            G::ID,
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

fn narrate<G: Game>(game: &G, events: &[G::Event], viewer: Seat, omniscient: bool) {
    for event in events {
        let shown = if omniscient { Some(event.clone()) } else { G::redact(event, viewer) };
        if let Some(event) = shown {
            println!("  - {}", game.narrate(&event));
        }
    }
}
