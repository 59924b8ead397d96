//! The rule-based player beats random play from either seat.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "tests")]

use wargames_core::{Agent, Game, NoEvents, Observation, RandomAgent, Rng, Status};
use wargames_rattenkrieg::{Heuristic, Options, Rattenkrieg, Side};

/// Plays one game, `heuristic_side` played by the heuristic, the other at
/// random; returns the winner.
fn game(seed: u64, heuristic_side: Side) -> Side {
    let mut rng = Rng::new(seed);
    let mut bot = Heuristic::new(seed);
    let mut random = RandomAgent::new(seed + 1_000_000);
    let mut g = Rattenkrieg::setup(&Options::default()).unwrap();
    let mut legal = Vec::new();
    loop {
        match g.status() {
            Status::Over(o) => return o.winner,
            Status::Chance => {
                let c = g.sample_chance(&mut rng).unwrap();
                g.resolve_chance(&c, &mut NoEvents).unwrap();
            }
            Status::ToAct(seat) => {
                g.legal_actions(&mut legal);
                let obs = Observation::new(&g, seat);
                let i = if Side::of_seat(seat) == heuristic_side {
                    bot.choose(&obs, &legal)
                } else {
                    Agent::<Rattenkrieg>::choose(&mut random, &obs, &legal)
                };
                let action = legal[i];
                g.apply(&action, &mut NoEvents).unwrap();
            }
        }
    }
}

#[test]
fn heuristic_beats_random_play_from_either_side() {
    let n = 300;
    let random_german = (0..n).filter(|&s| random_game(s) == Side::German).count();
    let german = (0..n).filter(|&s| game(s, Side::German) == Side::German).count();
    let soviet_losses = (0..n).filter(|&s| game(s, Side::Soviet) == Side::German).count();
    println!(
        "German share over {n} games: random against random {random_german}, heuristic German {german}, heuristic Soviet {soviet_losses}"
    );
    // The German side wins rarely at random; the heuristic wins most games.
    assert!(german >= random_german + n as usize / 3, "German: {german}/{n} against {random_german}/{n}");
    // The Soviet side wins most games at random; the heuristic at least halves its losses.
    assert!(2 * soviet_losses <= random_german, "Soviet losses: {soviet_losses}/{n} against {random_german}/{n}");
}

fn random_game(seed: u64) -> Side {
    let mut rng = Rng::new(seed);
    let mut g = Rattenkrieg::setup(&Options::default()).unwrap();
    let mut legal = Vec::new();
    loop {
        match g.status() {
            Status::Over(o) => return o.winner,
            Status::Chance => {
                let c = g.sample_chance(&mut rng).unwrap();
                g.resolve_chance(&c, &mut NoEvents).unwrap();
            }
            Status::ToAct(_) => {
                g.legal_actions(&mut legal);
                let a = legal[rng.index(legal.len())];
                g.apply(&a, &mut NoEvents).unwrap();
            }
        }
    }
}
