//! The observation of random games, pinned bit for bit: a digest of every
//! tensor (the bits of each value) and of every view's JSON form over many
//! seeded random games. A change to how the view is built or encoded that
//! is meant to be faster, not different, must leave both digests alone; a
//! change meant to alter the tensor or the view changes the pinned numbers
//! with it (and the rules page's layout, where the tensor is concerned).
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests fail loudly")]

use wargames_core::{Digest, Encoding, Game, NoEvents, Rng, Seat, Status};
use wargames_squad::{Options, Quality, Squad};

/// A 64-bit FNV-1a hash, fed bytes in turn (stable on every platform).
struct Fnv(u64);

impl Fnv {
    fn feed(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

/// The digests of the tensors and of the views' JSON of every state of
/// `games` seeded random games under `options`, and how many states.
fn digests(options: &Options, games: u64, tensors: &mut Fnv, views: &mut Fnv) -> u64 {
    let mut out = vec![0.0f32; Squad::OBSERVATION_SIZE];
    let mut legal = Vec::new();
    let mut states = 0;
    for seed in 0..games {
        let mut game = Squad::setup(options).unwrap();
        let mut rng = Rng::new(seed);
        loop {
            let view = game.view(Seat(0));
            // A value the encoding does not write would keep this filler
            // and change the digest.
            out.fill(f32::from_bits(0x7fc0_1234));
            Squad::encode_view(&view, &mut out);
            for x in &out {
                tensors.feed(&x.to_bits().to_le_bytes());
            }
            views.feed(&Digest::of(&view).unwrap().0.to_le_bytes());
            states += 1;
            match game.status() {
                Status::Over(_) => break,
                Status::Chance => {
                    let outcome = game.sample_chance(&mut rng).unwrap();
                    game.resolve_chance(&outcome, &mut NoEvents).unwrap();
                }
                Status::ToAct(_) => {
                    game.legal_actions(&mut legal);
                    let i = rng.index(legal.len());
                    game.apply(&legal[i], &mut NoEvents).unwrap();
                }
            }
        }
    }
    states
}

#[test]
fn observation_of_random_games_is_pinned_bit_for_bit() {
    let mut tensors = Fnv(0xcbf2_9ce4_8422_2325);
    let mut views = Fnv(0xcbf2_9ce4_8422_2325);
    let mut states = digests(&Options::default(), 12, &mut tensors, &mut views);
    for (mission, objective, quality) in
        [("M01", "O01", Quality::FrontLine), ("M01", "O02", Quality::Elite), ("M02", "O03", Quality::FrontLine)]
    {
        states += digests(&Options::scenario(mission, objective, quality), 6, &mut tensors, &mut views);
    }
    // Recorded before the view and the encoding were made faster.
    let pinned = (5_996, "b0ed87b5f62797b9", "51ebc5e608eb6900");
    assert_eq!((states, format!("{:016x}", tensors.0).as_str(), format!("{:016x}", views.0).as_str()), pinned);
}
