//! What a player reads, pinned: at the first decision of every procedure a
//! seeded game reaches, the phase line, the view of the side to act, the
//! legal actions as `describe` words them, the action played and its
//! events as `narrate` words them.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "tests fail loudly")]

use std::collections::BTreeSet;
use std::fmt::Write;

use wargames_core::{Game, Rng, Status};
use wargames_pocket_stalingrad::{Options, PocketStalingrad};

/// The most legal actions shown per decision (a keep may have 255).
const SHOWN: usize = 16;

fn pages(seed: u64) -> String {
    let mut game = PocketStalingrad::setup(&Options::default()).unwrap();
    let mut rng = Rng::new(seed);
    let (mut legal, mut events, mut seen) = (Vec::new(), Vec::new(), BTreeSet::new());
    let mut out = String::new();
    loop {
        match game.status() {
            Status::Over(outcome) => {
                writeln!(out, "== {}\n{outcome}", game.phase()).unwrap();
                return out;
            }
            Status::Chance => {
                let chance = game.sample_chance(&mut rng).unwrap();
                game.resolve_chance(&chance, &mut events).unwrap();
            }
            Status::ToAct(seat) => {
                game.legal_actions(&mut legal);
                let action = legal[rng.index(legal.len())];
                let phase = game.phase();
                let shown = phase.current().is_some_and(|p| seen.insert(p.name));
                if shown {
                    writeln!(out, "== {phase}").unwrap();
                    write!(out, "{}", game.view(seat)).unwrap();
                    writeln!(out, "-- {} legal:", legal.len()).unwrap();
                    for a in legal.iter().take(SHOWN) {
                        writeln!(out, "   {}", game.describe(a)).unwrap();
                    }
                    if legal.len() > SHOWN {
                        writeln!(out, "   ... and {} more", legal.len() - SHOWN).unwrap();
                    }
                    writeln!(out, "-> {}", game.describe(&action)).unwrap();
                }
                events.clear();
                game.apply(&action, &mut events).unwrap();
                if shown {
                    for event in &events {
                        writeln!(out, "   {}", game.narrate(event)).unwrap();
                    }
                    writeln!(out).unwrap();
                }
            }
        }
    }
}

#[test]
fn what_a_player_reads_at_each_procedure_of_a_seeded_game() {
    insta::assert_snapshot!(pages(2026));
}
