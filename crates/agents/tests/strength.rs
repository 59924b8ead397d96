//! Strength, measured rather than checked in CI (ignored: minutes in
//! release): the search at 1,000 iterations against `RandomAgent` and
//! against each game's `Heuristic`, every game once with the search in each
//! seat, with 95% Wilson intervals. Each test asserts the target.
//!
//! `cargo test --release -p wargames-agents --test strength -- --ignored --nocapture`
//! (`STRENGTH_GAMES` sets the games per seat, 100 by default;
//! `STRENGTH_EXPLORATION` the search's exploration constant).
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use std::sync::atomic::{AtomicU64, Ordering};

use wargames_agents::study::wilson;
use wargames_agents::{Ismcts, Mcts, MctsConfig, Rollout};
use wargames_core::{Agent, Game, Match, Observation, RandomAgent, Seat, Seed};

/// Games per seat, from `STRENGTH_GAMES` (default 100).
fn games() -> u64 {
    std::env::var("STRENGTH_GAMES").ok().and_then(|s| s.parse().ok()).unwrap_or(100)
}

/// Builds a seat's agent for game `index`.
type Make<'a, G> = &'a (dyn Fn(u64) -> Box<dyn Agent<G> + Send> + Sync);

/// Plays game `index` with `player` in `seat` and `opponent` in every
/// other seat: what the game was worth to `seat`.
fn play<G: Game>(options: &G::Options, seat: Seat, index: u64, player: Make<'_, G>, opponent: Make<'_, G>) -> f64 {
    let mut m = Match::<G>::new(options.clone(), Seed::from_u64(index)).unwrap();
    let mut agents: Vec<_> =
        Seat::all(G::SEATS).map(|s| if s == seat { player(index) } else { opponent(1_000_000 + index) }).collect();
    let mut legal = Vec::new();
    while let Some(to_act) = m.status().to_act() {
        m.legal_actions(&mut legal);
        let i = agents[to_act.index()].choose(&Observation::new(m.game(), to_act), &legal);
        let action = legal[i].clone();
        m.play(&action).unwrap();
    }
    G::returns(m.status().outcome().unwrap(), seat)
}

/// Wins, draws and losses of `player` in each seat against `opponent`
/// over `games()` games per seat, on two threads; prints them and returns
/// the win (or, in a solitaire, victory) shares.
fn duel<G: Game>(name: &str, options: G::Options, player: Make<'_, G>, opponent: Make<'_, G>) -> Vec<f64> {
    let n = games();
    let mut shares = Vec::new();
    for seat in Seat::all(G::SEATS) {
        let wins = AtomicU64::new(0);
        let draws = AtomicU64::new(0);
        let next = AtomicU64::new(0);
        std::thread::scope(|scope| {
            for _ in 0..2 {
                scope.spawn(|| {
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        if index >= n {
                            break;
                        }
                        let value = play::<G>(&options, seat, index, player, opponent);
                        if value >= 1.0 {
                            wins.fetch_add(1, Ordering::Relaxed);
                        } else if value > 0.0 {
                            draws.fetch_add(1, Ordering::Relaxed);
                        }
                    }
                });
            }
        });
        let (w, d) = (wins.into_inner(), draws.into_inner());
        let interval = wilson(w, n);
        println!(
            "{name}: {seat}: {w} wins, {d} draws, {} losses of {n}: win share {:.3} (95% {:.3}..{:.3})",
            n - w - d,
            w as f64 / n as f64,
            interval.low,
            interval.high
        );
        shares.push(w as f64 / n as f64);
    }
    shares
}

fn random<G: Game>(seed: u64) -> Box<dyn Agent<G> + Send> {
    Box::new(RandomAgent::new(seed))
}

/// The search's options: 1,000 iterations, and the exploration constant
/// from `STRENGTH_EXPLORATION` (the default otherwise).
fn config<G: Game>() -> MctsConfig<G> {
    let config = MctsConfig::new().iterations(1_000);
    match std::env::var("STRENGTH_EXPLORATION").ok().and_then(|s| s.parse().ok()) {
        Some(c) => config.exploration(c),
        None => config,
    }
}

fn mcts<G: Game>(seed: u64) -> Box<dyn Agent<G> + Send> {
    Box::new(Mcts::new(config(), seed).unwrap())
}

fn ismcts<G: Game>(seed: u64) -> Box<dyn Agent<G> + Send> {
    Box::new(Ismcts::new(config(), seed).unwrap())
}

#[test]
#[ignore = "minutes in release: a measurement, not a check"]
fn strength_mcts_1000_against_random_pocket_stalingrad() {
    use wargames_pocket_stalingrad::PocketStalingrad;
    let shares = duel::<PocketStalingrad>("pocket-stalingrad, mcts:1000 v random", Default::default(), &mcts, &random);
    assert!(shares.iter().all(|&s| s >= 0.95), "target: >= 95% in each seat, measured {shares:?}");
}

/// The search (built by `make`) against a two-seat game's heuristic, in
/// each seat, against heuristic v heuristic: the target is 15
/// points more in each seat.
fn against_heuristic<G: Game>(game: &str, name: &str, make: Make<'_, G>, heuristic: Make<'_, G>) {
    let base = duel::<G>(&format!("{game}, heuristic v heuristic"), Default::default(), heuristic, heuristic);
    let shares = duel::<G>(&format!("{game}, {name} v heuristic"), Default::default(), make, heuristic);
    for (s, b) in shares.iter().zip(&base) {
        assert!(*s >= b + 0.15, "target: 15 points over heuristic v heuristic, measured {shares:?} against {base:?}");
    }
}

fn ps_heuristic(seed: u64) -> Box<dyn Agent<wargames_pocket_stalingrad::PocketStalingrad> + Send> {
    Box::new(wargames_pocket_stalingrad::Heuristic::new(seed))
}

fn rk_heuristic(seed: u64) -> Box<dyn Agent<wargames_rattenkrieg::Rattenkrieg> + Send> {
    Box::new(wargames_rattenkrieg::Heuristic::new(seed))
}

#[test]
#[ignore = "minutes in release: a measurement, not a check"]
fn strength_mcts_1000_against_heuristic_pocket_stalingrad() {
    against_heuristic("pocket-stalingrad", "mcts:1000", &mcts, &ps_heuristic);
}

#[test]
#[ignore = "minutes in release: a measurement, not a check"]
fn strength_mcts_1000_heuristic_rollouts_against_heuristic_pocket_stalingrad() {
    use wargames_pocket_stalingrad::{Heuristic, PocketStalingrad};
    let guided = |seed| -> Box<dyn Agent<PocketStalingrad> + Send> {
        let rollout = Rollout::agent(|seed| Box::new(Heuristic::new(seed)));
        Box::new(Mcts::new(config().rollout(rollout), seed).unwrap())
    };
    against_heuristic("pocket-stalingrad", "mcts:1000 with heuristic rollouts", &guided, &ps_heuristic);
}

#[test]
#[ignore = "minutes in release: a measurement, not a check"]
fn strength_ismcts_1000_against_random_rattenkrieg() {
    use wargames_rattenkrieg::Rattenkrieg;
    let shares = duel::<Rattenkrieg>("rattenkrieg, ismcts:1000 v random", Default::default(), &ismcts, &random);
    assert!(shares.iter().all(|&s| s >= 0.95), "target: >= 95% in each seat, measured {shares:?}");
}

/// The search (built by `make`) against Arnswalde's heuristic at each
/// difficulty: the target is a victory rate whose interval lies
/// above the heuristic's.
fn against_heuristic_arnswalde(name: &str, make: Make<'_, wargames_arnswalde::Arnswalde>) {
    use wargames_arnswalde::{Arnswalde, Difficulty, Heuristic, Options};
    let heuristic = |seed| -> Box<dyn Agent<Arnswalde> + Send> { Box::new(Heuristic::new(seed)) };
    let n = games();
    let mut missed = Vec::new();
    for difficulty in Difficulty::ALL {
        let options = Options::with_difficulty(difficulty);
        let game = format!("arnswalde {difficulty}");
        let base = duel::<Arnswalde>(&format!("{game}, heuristic"), options, &heuristic, &heuristic)[0];
        let search = duel::<Arnswalde>(&format!("{game}, {name}"), options, make, &heuristic)[0];
        let (b, s) = (wilson((base * n as f64).round() as u64, n), wilson((search * n as f64).round() as u64, n));
        if s.low <= b.high {
            missed.push(format!("{game}: {s:?} against {b:?}"));
        }
    }
    assert!(missed.is_empty(), "target: the search's interval above the heuristic's: {missed:?}");
}

#[test]
#[ignore = "minutes in release: a measurement, not a check"]
fn strength_mcts_1000_against_heuristic_arnswalde() {
    against_heuristic_arnswalde("mcts:1000", &mcts);
}

#[test]
#[ignore = "minutes in release: a measurement, not a check"]
fn strength_mcts_1000_heuristic_rollouts_against_heuristic_arnswalde() {
    use wargames_arnswalde::{Arnswalde, Heuristic};
    let guided = |seed| -> Box<dyn Agent<Arnswalde> + Send> {
        let rollout = Rollout::agent(|seed| Box::new(Heuristic::new(seed)));
        Box::new(Mcts::new(config().rollout(rollout), seed).unwrap())
    };
    against_heuristic_arnswalde("mcts:1000 with heuristic rollouts", &guided);
}

#[test]
#[ignore = "minutes in release: a measurement, not a check"]
fn strength_ismcts_1000_against_heuristic_rattenkrieg() {
    against_heuristic("rattenkrieg", "ismcts:1000", &ismcts, &rk_heuristic);
}

/// Squad's search as `wargames::search::opponent` builds it (the facade
/// crate, which this crate's tests cannot depend on, holds the settings
/// apps use; these are a copy): rollouts cut off after 10 random steps and
/// valued by the heuristic's estimate of the victory chance, exploration
/// 1, and never `Back` (R-D2), a dropped item (R-F8), or the withdrawal
/// (R-F9) of the last player soldier (R-V2) or of a non-player soldier.
fn squad_search(seed: u64) -> Box<dyn Agent<wargames_squad::Squad> + Send> {
    use wargames_squad::{Heuristic, Squad};
    let config = MctsConfig::<Squad>::new()
        .iterations(1_000)
        .exploration(1.0)
        .max_rollout_steps(10)
        .leaf_value(|game, _| Heuristic::estimate(game))
        .exclude_in(Heuristic::search_leaves_out);
    Box::new(Mcts::new(config, seed).unwrap())
}

/// Squad: the victory rate of the heuristic and of the search per mission,
/// objective and enemy quality, on the same games (match seeds
/// `0..STRENGTH_GAMES`); on the standard game the search's interval must lie
/// above the heuristic's.
#[test]
#[ignore = "minutes in release: a measurement, not a check"]
fn strength_mcts_1000_squad_victory_table() {
    use wargames_squad::content::Quality;
    use wargames_squad::{Heuristic, Options, Squad};
    let heuristic = |seed: u64| -> Box<dyn Agent<Squad> + Send> { Box::new(Heuristic::new(seed ^ 0x5eed)) };
    let search = |seed: u64| squad_search(seed ^ 0x5eed);
    let n = games();
    let mut standard = None;
    let mut barely = Vec::new();
    let content = wargames_squad::Content::builtin();
    for m in content.missions().iter().map(|x| x.id.as_str()) {
        for o in content.objectives().iter().map(|x| x.id.as_str()) {
            for q in [Quality::FrontLine, Quality::Elite] {
                let options = Options::scenario(m, o, q);
                let cell = format!("squad {m}/{o} {q:?}");
                let base = duel::<Squad>(&format!("{cell}, heuristic"), options.clone(), &heuristic, &heuristic)[0];
                let share = duel::<Squad>(&format!("{cell}, mcts:1000"), options, &search, &heuristic)[0];
                for (who, won) in [("heuristic", base), ("mcts:1000", share)] {
                    if won < 0.01 {
                        barely.push(format!("{cell}: {who} wins {:.1}%", 100.0 * won));
                    }
                }
                if (m, o, q) == ("M01", "O02", Quality::FrontLine) {
                    let won = |share: f64| wilson((share * n as f64).round() as u64, n);
                    standard = Some((won(share), won(base)));
                }
            }
        }
    }
    // Content that makes a cell unwinnable is not an error, but it is not a game either.
    for cell in &barely {
        println!("WARNING: {cell}, under 1%: this cell is hardly a game with the starter set");
    }
    let (search, heuristic) = standard.unwrap();
    assert!(search.low > heuristic.high, "target: the search above the heuristic, {search:?} against {heuristic:?}");
}
