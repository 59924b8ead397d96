//! The completeness check of an observation tensor: what a seat sees on
//! the table, all of it, is in its tensor.

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};

use crate::encoding::Encoding;
use crate::game::{NoEvents, Status};
use crate::random::Rng;
use crate::seat::Seat;

/// Plays `games` seeded random games of `G` with `options` (at most
/// `max_steps` steps each) and checks, for every seat at every step, that
/// its tensor tells its view apart: two reached states whose views (their
/// JSON) differ never encode equally, and two with equal views encode
/// equally. Returns the number of views checked.
///
/// # Panics
/// When two different views encode equally, one view encodes two ways, or
/// the game refuses its own set-up, chance outcome or legal action.
#[allow(clippy::expect_used, reason = "a test helper fails loudly")]
pub fn check_tensor_tells_views_apart<G: Encoding>(options: &G::Options, games: u64, max_steps: u64) -> u64 {
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
