//! The state: its derived masks follow it, and it stays small.

use wargames_core::{Game, Rng, Seed};

use crate::rules_tests::{random_game, random_step};
use crate::state::State;
use crate::{Options, Squad};

/// `alive` mirrors the soldiers' `life`, `occupied` the enemy entries
/// and `lying` the dropped items at every decision, and a saved game loads with the same masks
/// (R-E4, R-F9 take soldiers out of play).
#[test]
fn derived_masks_mirror_the_state() {
    let mut actions = Vec::new();
    let mut removed = 0;
    for seed in 0..60u64 {
        let mut g = Squad::setup(&Options::default()).unwrap();
        let mut rng = Rng::new(Seed::from_u64(seed));
        let masks = |g: &Squad| {
            assert_eq!(g.state.team.alive, g.state.team.alive_mask());
            assert_eq!(g.state.foes.occupied, g.state.foes.occupied_mask());
            assert_eq!(g.state.field.lying, g.state.field.lying_mask());
        };
        random_game(&mut g, &mut rng, usize::MAX, |g, rng| {
            masks(g);
            random_step(g, rng, &mut actions);
        });
        masks(&g);
        removed += usize::from(g.state.team.alive != (1 << g.state.team.n_soldiers) - 1);
        let loaded: Squad = serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
        assert_eq!(loaded, g);
    }
    assert!(removed > 0, "no game took a soldier out of play");
}

/// The state a clone copies is at most 2 KB (the decision part-way with
/// its family and next parts included; the set-up is shared behind an
/// `Arc`).
#[test]
fn the_state_is_at_most_two_kilobytes() {
    let size = std::mem::size_of::<State>();
    println!("State: {size} bytes, Squad: {} bytes", std::mem::size_of::<Squad>());
    assert!(size <= 2048, "the changing state is {size} bytes");
}
