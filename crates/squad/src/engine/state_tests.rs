//! The state: its derived masks follow it, and it stays small.

use wargames_core::{Game, NoEvents, Rng, Seed, Status};

use crate::engine::state::Dyn;
use crate::{Options, Squad};

/// `alive` mirrors the soldiers' `life`, `occupied` the enemy entries
/// and `lying` the dropped items after every step, and a saved game loads with the same masks
/// (R-E4, R-F9 take soldiers out of play).
#[test]
fn derived_masks_mirror_the_state() {
    let mut actions = Vec::new();
    let mut removed = 0;
    for seed in 0..60u64 {
        let mut g = Squad::setup(&Options::default()).unwrap();
        let mut rng = Rng::new(Seed::from_u64(seed));
        loop {
            assert_eq!(g.state.alive, g.state.alive_mask());
            assert_eq!(g.state.occupied, g.state.occupied_mask());
            assert_eq!(g.state.lying, g.state.lying_mask());
            match g.status() {
                Status::Over(_) => break,
                Status::Chance => {
                    let c = g.sample_chance(&mut rng).unwrap();
                    g.resolve_chance(&c, &mut NoEvents).unwrap();
                }
                Status::ToAct(_) => {
                    g.legal_actions(&mut actions);
                    let a = actions[rng.index(actions.len())];
                    g.apply(&a, &mut NoEvents).unwrap();
                }
            }
        }
        removed += usize::from(g.state.alive != (1 << g.state.n_soldiers) - 1);
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
    let size = std::mem::size_of::<Dyn>();
    println!("Dyn: {size} bytes, Squad: {} bytes", std::mem::size_of::<Squad>());
    assert!(size <= 2048, "the changing state is {size} bytes");
}
