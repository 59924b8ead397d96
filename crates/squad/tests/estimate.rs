//! Where the constants of [`Heuristic::estimate`] come from: a logistic
//! regression of the game's result on the table's worth and the mission
//! timer, over the [`Heuristic`] player's own games. A study, not a check of
//! the rules: run it with
//!
//! ```text
//! cargo test -p wargames-squad --release --test estimate -- --ignored --nocapture
//! ```
//!
//! It plays `SQUAD_FIT_GAMES` games (300 by default) in each of the twelve
//! cells of the starter set (mission, objective, enemy quality), with match
//! seeds from 10,000 on (apart from the victory table's 0..2,000) and the
//! agent seeded `seed ^ 0x5eed`. Each decision the player opens (a legal
//! list without `Back`: not a part of a decision part-way, R-D1) is one
//! sample: the worth ([`Heuristic::worth`]), the timer ([`Squad::timer`])
//! and whether the game was won. The model has one intercept per cell and
//! the two slopes shared, fitted by iteratively reweighted least squares.
//! The test prints the fit and checks that the constants `estimate` uses
//! lie within 10% of the refitted ones (the slopes, and the standard
//! game's intercept).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::print_stdout)]
// The linear algebra reads as the formulas do, by index.
#![allow(clippy::needless_range_loop)]

use wargames_core::{Agent, Match, Observation};
use wargames_squad::content::Quality;
use wargames_squad::{Action, Heuristic, Options, Outcome, Squad};

/// One decision: the cell, the worth in hundreds of points, the timer,
/// the log-odds `estimate` gives it, and whether the game was won.
struct Sample {
    cell: usize,
    worth: f64,
    timer: f64,
    logit: f64,
    won: bool,
}

/// The twelve cells, the standard game (M01/O02 front-line) at index 2.
fn cells() -> Vec<(&'static str, &'static str, Quality)> {
    let mut v = Vec::new();
    for m in ["M01", "M02"] {
        for o in ["O01", "O02", "O03"] {
            for q in [Quality::FrontLine, Quality::Elite] {
                v.push((m, o, q));
            }
        }
    }
    v
}

/// Plays `games` games of each cell and samples their decisions.
fn samples(games: u64) -> Vec<Sample> {
    let mut out = Vec::new();
    let mut legal = Vec::new();
    for (cell, (m, o, q)) in cells().into_iter().enumerate() {
        for i in 0..games {
            let seed = 10_000 + i;
            let mut mt = Match::<Squad>::new(Options::scenario(m, o, q), seed).unwrap();
            let mut bot = Heuristic::new(seed ^ 0x5eed);
            let first = out.len();
            while let Some(seat) = mt.status().to_act() {
                mt.legal_actions(&mut legal);
                if !legal.contains(&Action::Back) {
                    let g = mt.game();
                    let p = Heuristic::estimate(g);
                    out.push(Sample {
                        cell,
                        worth: Heuristic::worth(g) as f64 / 100.0,
                        timer: f64::from(g.timer()),
                        logit: (p / (1.0 - p)).ln(),
                        won: false,
                    });
                }
                let k = bot.choose(&Observation::new(mt.game(), seat), &legal);
                mt.play(&legal[k]).unwrap();
            }
            let won = matches!(mt.status().outcome(), Some(Outcome::Victory { .. }));
            for s in &mut out[first..] {
                s.won = won;
            }
        }
    }
    out
}

/// Solves `a x = b` (`a` symmetric positive definite) by Gaussian
/// elimination with partial pivoting.
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let n = b.len();
    for c in 0..n {
        let p = (c..n).max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs())).unwrap();
        a.swap(c, p);
        b.swap(c, p);
        for r in c + 1..n {
            let f = a[r][c] / a[c][c];
            for k in c..n {
                a[r][k] -= f * a[c][k];
            }
            b[r] -= f * b[c];
        }
    }
    let mut x = vec![0.0; n];
    for r in (0..n).rev() {
        let s: f64 = (r + 1..n).map(|k| a[r][k] * x[k]).sum();
        x[r] = (b[r] - s) / a[r][r];
    }
    x
}

/// The least-squares fit of the log-odds `estimate` gives on an intercept,
/// the worth (per 100 points) and the timer.
fn least_squares(data: &[Sample]) -> Vec<f64> {
    let mut a = vec![vec![0.0; 3]; 3];
    let mut b = vec![0.0; 3];
    for s in data {
        let x = [1.0, s.worth, s.timer];
        for i in 0..3 {
            b[i] += x[i] * s.logit;
            for j in 0..3 {
                a[i][j] += x[i] * x[j];
            }
        }
    }
    solve(a, b)
}

/// The logistic fit: one intercept per cell, then the worth (per 100
/// points) and timer slopes.
fn fit(data: &[Sample], n_cells: usize) -> Vec<f64> {
    let p = n_cells + 2;
    let row = |s: &Sample| {
        let mut x = vec![0.0; p];
        x[s.cell] = 1.0;
        x[n_cells] = s.worth;
        x[n_cells + 1] = s.timer;
        x
    };
    let mut beta = vec![0.0; p];
    for _ in 0..50 {
        // Newton's step: (Xᵀ W X) δ = Xᵀ (y − μ).
        let mut h = vec![vec![0.0; p]; p];
        let mut g = vec![0.0; p];
        for s in data {
            let x = row(s);
            let z: f64 = x.iter().zip(&beta).map(|(a, b)| a * b).sum();
            let mu = 1.0 / (1.0 + (-z).exp());
            let w = (mu * (1.0 - mu)).max(1e-9);
            let y = if s.won { 1.0 } else { 0.0 };
            for i in 0..p {
                g[i] += x[i] * (y - mu);
                for j in 0..p {
                    h[i][j] += w * x[i] * x[j];
                }
            }
        }
        let delta = solve(h, g);
        let step = delta.iter().fold(0.0f64, |m, d| m.max(d.abs()));
        for (b, d) in beta.iter_mut().zip(&delta) {
            *b += d;
        }
        if step < 1e-10 {
            break;
        }
    }
    beta
}

#[test]
#[ignore = "a study of about a minute in --release; prints the fit behind Heuristic::estimate"]
fn estimate_constants_are_the_fit_of_the_heuristic_games() {
    let games: u64 = std::env::var("SQUAD_FIT_GAMES").ok().and_then(|s| s.parse().ok()).unwrap_or(300);
    let cells = cells();
    let data = samples(games);
    let beta = fit(&data, cells.len());
    let (per_100, per_round) = (beta[cells.len()], beta[cells.len() + 1]);
    println!("{} samples from {} games per cell", data.len(), games);
    for (i, (m, o, q)) in cells.iter().enumerate() {
        println!("intercept {m}/{o} {q:?}: {:.3}", beta[i]);
    }
    println!("per 100 points of worth: {per_100:.4}; per round of the timer: {per_round:.4}");
    // The constants `estimate` uses, read back from it: its log-odds are
    // linear in the worth and the timer, so least squares recovers them.
    let shipped = least_squares(&data);
    let (intercept, per_point, per_timer) = (shipped[0], shipped[1] / 100.0, shipped[2]);
    println!("estimate uses: intercept {intercept:.3}, per point {per_point:.5}, per round {per_timer:.3}");
    let near = |shipped: f64, fitted: f64| (shipped - fitted).abs() <= 0.1 * fitted.abs();
    assert!(near(per_point * 100.0, per_100), "worth slope: shipped {per_point}, fitted {}", per_100 / 100.0);
    assert!(near(per_timer, per_round), "timer slope: shipped {per_timer}, fitted {per_round}");
    assert!(near(intercept, beta[2]), "standard game's intercept: shipped {intercept}, fitted {}", beta[2]);
}
