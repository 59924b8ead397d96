//! The observation tensor is complete: on random games, states whose views
//! differ encode differently, and states whose views are equal encode
//! equally (what a seat sees on the table, all of it, is in its tensor).

#![allow(clippy::expect_used, reason = "tests fail loudly")]

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};

use wargames_core::{Encoding, NoEvents, Rng, Seat, Status};
use wargames_pocket_stalingrad::{Options, PocketStalingrad};

#[test]
fn tensor_tells_apart_states_whose_views_differ() {
    let views = check_tensor_tells_views_apart::<PocketStalingrad>(&Options::default(), 100, 5_000);
    assert!(views > 4_000, "only {views} views checked");
}

/// Plays `games` seeded random games of `G` with `options` (at most
/// `max_steps` steps each) and checks, for every seat at every step, that
/// its tensor tells its view apart: two reached states whose views (their
/// JSON) differ never encode equally, and two with equal views encode
/// equally. Returns the number of views checked.
fn check_tensor_tells_views_apart<G: Encoding>(options: &G::Options, games: u64, max_steps: u64) -> u64 {
    // Hash of the tensor's bits -> the view's JSON that gave it.
    let mut by_tensor: HashMap<u64, String> = HashMap::new();
    // The view's JSON -> hash of its tensor.
    let mut by_view: HashMap<String, u64> = HashMap::new();
    let mut tensor = vec![0.0f32; G::OBSERVATION_SIZE];
    let mut legal = Vec::new();
    let mut checked = 0;
    for seed in 0..games {
        let mut game = G::setup(options).expect("setup");
        let mut rng = Rng::new(seed);
        for step in 0..max_steps {
            for seat in Seat::all(G::SEATS) {
                let view = game.view(seat);
                tensor.fill(0.0);
                G::encode_view(&view, &mut tensor);
                let json = format!("{seat}:{}", serde_json::to_string(&view).expect("view JSON"));
                let mut h = DefaultHasher::new();
                for x in &tensor {
                    x.to_bits().hash(&mut h);
                }
                seat.0.hash(&mut h);
                let digest = h.finish();
                if let Some(other) = by_tensor.get(&digest) {
                    assert_eq!(
                        other,
                        &json,
                        "{} seed {seed} step {step}: two different views encode to the same tensor",
                        G::ID
                    );
                }
                let kept = by_view.entry(json.clone()).or_insert(digest);
                assert_eq!(*kept, digest, "{} seed {seed} step {step}: one view, two tensors", G::ID);
                by_tensor.insert(digest, json);
                checked += 1;
            }
            match game.status() {
                Status::Over(_) => break,
                Status::Chance => {
                    let outcome = game.sample_chance(&mut rng).expect("a chance outcome");
                    game.resolve_chance(&outcome, &mut NoEvents).expect("a listed outcome");
                }
                Status::ToAct(_) => {
                    game.legal_actions(&mut legal);
                    let i = rng.index(legal.len());
                    game.apply(&legal[i], &mut NoEvents).expect("a legal action");
                }
            }
        }
    }
    checked
}
