//! `testing::fingerprint` on the test-only game: one line per seed, the same
//! text for the same games, and another digest as soon as anything the game
//! does changes.

#![allow(clippy::unwrap_used, clippy::panic, reason = "test code")]

mod toy;

use toy::{Flaw, Options, Toy};
use wargames_core::testing::fingerprint;

fn of(flaw: Flaw, seeds: std::ops::Range<u64>) -> String {
    fingerprint::<Toy>(&Options { flaw }, seeds, 2_000)
}

#[test]
fn fingerprint_is_one_line_per_seed_with_steps_outcome_and_digest() {
    let text = of(Flaw::None, 5..8);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    for (line, seed) in lines.iter().zip(5..) {
        let (head, digest) = line.rsplit_once(", ").unwrap();
        assert!(head.starts_with(&format!("seed {seed}: ")), "{line}");
        assert!(head.contains(" steps, Win(") || head.ends_with("Draw"), "{line}");
        assert_eq!(digest.len(), 16, "{line}");
        assert!(digest.chars().all(|c| c.is_ascii_hexdigit()), "{line}");
    }
}

#[test]
fn fingerprint_is_the_same_for_the_same_games() {
    assert_eq!(of(Flaw::None, 0..40), of(Flaw::None, 0..40));
}

#[test]
fn fingerprint_differs_per_seed() {
    let text = of(Flaw::None, 0..40);
    let mut digests: Vec<&str> = text.lines().filter_map(|l| l.rsplit_once(", ")).map(|(_, d)| d).collect();
    digests.sort_unstable();
    digests.dedup();
    assert_eq!(digests.len(), 40, "{text}");
}

#[test]
fn fingerprint_changes_with_the_chance_outcomes_offered() {
    // A five-faced die changes the chance lists (and so, soon, everything).
    let (fair, short) = (of(Flaw::None, 0..20), of(Flaw::ShortDistribution, 0..20));
    assert!(fair.lines().zip(short.lines()).all(|(a, b)| a != b), "{fair}\n{short}");
}

#[test]
fn fingerprint_changes_with_the_legal_list() {
    // Stand listed twice: the same rules otherwise.
    let (once, twice) = (of(Flaw::None, 0..20), of(Flaw::DuplicateAction, 0..20));
    assert!(once.lines().zip(twice.lines()).all(|(a, b)| a != b), "{once}\n{twice}");
}

#[test]
fn fingerprint_reports_a_game_that_does_not_end() {
    let text = of(Flaw::NeverEnds, 0..2);
    assert_eq!(text, "seed 0: no end within 2000 steps\nseed 1: no end within 2000 steps\n");
}
