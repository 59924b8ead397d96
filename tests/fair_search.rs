//! A fair search: each game's own search (`wargames::search::hint`) chooses
//! the same action, with the same visit counts, from two states the seat
//! cannot tell apart (equal views, found where chance dealt something
//! hidden from the seat: `wargames_core::testing::indistinguishable`).
//! A search that read the hidden cards, as Arnswalde's did when its
//! determinization was a copy of the state, tells them apart.
#![allow(clippy::expect_used, clippy::panic)]

use wargames::search::{Tuned, hint};
use wargames::{Observation, Status};
use wargames_core::testing::indistinguishable;

/// How many pairs where the seat is to act are searched per game.
const PAIRS: usize = 12;
/// Iterations of each search: enough for the visit counts to depend on
/// what the search samples.
const ITERATIONS: u32 = 60;

/// Checks game `G` on pairs from `games` seeded games; the pairs searched.
fn same_choice_on_twins<G: Tuned>(games: u64) -> usize {
    let twins = indistinguishable::<G>(&G::Options::default(), 0..games, 5_000, 100_000);
    let mut searched = 0;
    for t in twins.iter().filter(|t| t.a.status() == Status::ToAct(t.seat)).step_by(7).take(PAIRS) {
        assert_eq!(t.a.view(t.seat), t.b.view(t.seat));
        let seed = t.seed ^ t.step;
        let a = hint(&Observation::new(&t.a, t.seat), ITERATIONS, seed).expect("a hint");
        let b = hint(&Observation::new(&t.b, t.seat), ITERATIONS, seed).expect("a hint");
        assert_eq!(
            (a.index, &a.visits),
            (b.index, &b.visits),
            "{}: seed {}, twins from step {}: the search tells apart two states {} cannot",
            G::ID,
            t.seed,
            t.step,
            t.seat
        );
        searched += 1;
    }
    searched
}

#[test]
fn arnswalde_search_does_not_see_the_face_down_hearts() {
    assert_eq!(same_choice_on_twins::<wargames::arnswalde::Arnswalde>(12), PAIRS);
}

#[test]
fn rattenkrieg_search_does_not_see_the_enemy_hand_or_steps() {
    assert_eq!(same_choice_on_twins::<wargames::rattenkrieg::Rattenkrieg>(2), PAIRS);
}

/// Pocket Stalingrad hides nothing: no two states share a view.
#[test]
fn pocket_stalingrad_has_no_twins() {
    assert_eq!(same_choice_on_twins::<wargames::pocket_stalingrad::PocketStalingrad>(20), 0);
}

/// Squad hides nothing (its decks are sets drawn uniformly) and its view
/// holds everything on the table: no two states share a view.
#[test]
fn squad_has_no_twins() {
    assert_eq!(same_choice_on_twins::<wargames::squad::Squad>(20), 0);
}
