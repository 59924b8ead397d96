//! `tournament` for one registered game: every pairing of the agents in
//! every seat, with win, draw and loss shares and their 95% intervals.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use wargames::agents::study::{Player, Study, Tally, wilson};
use wargames::{Agent, Game, Observation, Seat};

use super::cli::{AgentKind, Setup};
use wargames::catalog::Catalogued;

use super::{player, studies};

/// The arguments of `tournament GAME`.
#[derive(clap::Args, Clone, Debug)]
pub struct TournamentArgs {
    #[command(flatten)]
    pub setup: Setup,
    /// The agents, comma-separated (e.g. mcts:1000,heuristic,random).
    #[arg(long, value_delimiter = ',', required = true)]
    pub agents: Vec<AgentKind>,
    /// Games per pairing.
    #[arg(long, default_value_t = 400)]
    pub games: u64,
    /// Threads to play on (default: every core); results do not depend on it.
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
    pub threads: Option<u16>,
    /// Skip the pairings where an agent plays itself (e.g. a long search
    /// against itself); list an agent alone to play only its mirror match.
    #[arg(long)]
    pub no_self_play: bool,
}

/// An agent that adds the time it takes to decide to shared counters.
struct Timed<G: Game> {
    inner: Box<dyn Agent<G> + Send>,
    clock: Arc<Clock>,
}

#[derive(Default)]
struct Clock {
    nanos: AtomicU64,
    decisions: AtomicU64,
}

impl<G: Game> Agent<G> for Timed<G> {
    fn choose(&mut self, observation: &Observation<'_, G>, legal: &[G::Action]) -> usize {
        let start = Instant::now();
        let index = self.inner.choose(observation, legal);
        let nanos = u64::try_from(start.elapsed().as_nanos()).unwrap_or(u64::MAX);
        self.clock.nanos.fetch_add(nanos, Ordering::Relaxed);
        self.clock.decisions.fetch_add(1, Ordering::Relaxed);
        index
    }
}

fn timed<G: Catalogued>(player: Player<G>, clock: &Arc<Clock>) -> Player<G> {
    let clock = Arc::clone(clock);
    let name = player.name().to_owned();
    Player::new(name, move |seed| Timed { inner: player.agent(seed), clock: Arc::clone(&clock) })
}

/// Counts each seat's result (from [`Game::returns`]) beside the game's own tally.
fn tally_results<G: Catalogued>(game: &G, outcome: &G::Outcome, tally: &mut Tally) {
    for seat in Seat::all(G::SEATS) {
        let result = match G::returns(outcome, seat) {
            r if r >= 1.0 => "win",
            r if r <= 0.0 => "loss",
            _ => "draw",
        };
        tally.count(format!("seat {} {result}", seat.0));
    }
    G::tally(game, outcome, tally);
}

/// Plays every pairing of `args.agents` in every seat of game `G`.
pub fn tournament<G: Catalogued>(args: &TournamentArgs) -> Result<(), String> {
    let (label, options) = studies::<G>(&args.setup, false)?.into_iter().next().ok_or("the game has no scenario")?;
    let players = args.agents.iter().map(|kind| player::<G>(*kind)).collect::<Result<Vec<_>, _>>()?;
    let pairings: Vec<Vec<usize>> = match G::SEATS {
        1 => (0..players.len()).map(|a| vec![a]).collect(),
        2 => (0..players.len())
            .flat_map(|a| (0..players.len()).map(move |b| vec![a, b]))
            .filter(|p| !(args.no_self_play && players.len() > 1 && p[0] == p[1]))
            .collect(),
        n => return Err(format!("tournaments of {n} seats are not supported")),
    };
    println!("{} ({label}), {} games per pairing, seed {}\n", G::ID, args.games, args.setup.seed);
    for pairing in pairings {
        let clocks: Vec<Arc<Clock>> = pairing.iter().map(|_| Arc::new(Clock::default())).collect();
        let mut study = Study::<G>::new(options.clone(), args.setup.seed).tally(tally_results::<G>);
        for ((seat, &agent), clock) in Seat::all(G::SEATS).zip(&pairing).zip(&clocks) {
            study = study.player(seat, timed(players[agent].clone(), clock));
        }
        if let Some(threads) = args.threads {
            study = study.threads(usize::from(threads)).map_err(|e| e.to_string())?;
        }
        let summary = study.run(0..args.games, |_| {}).map_err(|e| e.to_string())?;
        let names: Vec<String> = Seat::all(G::SEATS)
            .zip(&pairing)
            .map(|(s, &a)| format!("{} {}", G::seat_name(s), args.agents[a]))
            .collect();
        println!("{}", names.join(" vs "));
        for (seat, clock) in Seat::all(G::SEATS).zip(&clocks) {
            let mut line = format!("  {:<8}", G::seat_name(seat));
            for result in ["win", "draw", "loss"] {
                let n = summary.outcomes.get(&format!("seat {} {result}", seat.0)).copied().unwrap_or(0);
                let i = wilson(n, summary.games);
                let share = 100.0 * n as f64 / summary.games.max(1) as f64;
                line += &format!("  {result} {n:>4} {share:>5.1}% [{:>5.1}, {:>5.1}]", 100.0 * i.low, 100.0 * i.high);
            }
            let decisions = clock.decisions.load(Ordering::Relaxed);
            let nanos = clock.nanos.load(Ordering::Relaxed);
            line += &format!("  {:.3} ms/decision", nanos as f64 / decisions.max(1) as f64 / 1e6);
            println!("{line}");
        }
        if G::SEATS == 1 {
            for (kind, n) in summary.outcomes.iter().filter(|(k, _)| !k.starts_with("seat ")) {
                let (share, i) = summary.share(kind);
                println!("  {kind:<40} {n:>6} {:>6.2}% [{:.2}, {:.2}]", 100.0 * share, 100.0 * i.low, 100.0 * i.high);
            }
        }
        println!("  average length {:.1} steps (s.e. {:.1})\n", summary.length.mean(), summary.length.standard_error());
    }
    Ok(())
}
