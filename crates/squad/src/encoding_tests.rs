//! The rest of the view in the observation tensor fits its block.

use wargames_core::{Game, NoEvents, ObservationWriter, Rng, Seat, Status};

use crate::encoding::{REST, write_rest};
use crate::setup::options::Options;
use crate::state::squad::Squad;

#[test]
fn the_rest_of_every_view_fits_its_block_on_random_games() {
    let mut out = vec![0.0f32; REST];
    let mut legal = Vec::new();
    let mut most = 0;
    for seed in 0..20u64 {
        let mut game = Squad::setup(&Options::default()).unwrap();
        let mut rng = Rng::new(seed);
        for _ in 0..20_000 {
            most = most.max(write_rest(&mut ObservationWriter::new(&mut out), &game.view(Seat::FIRST)));
            match game.status() {
                Status::Over(_) => break,
                Status::Chance => {
                    let c = game.sample_chance(&mut rng).unwrap();
                    game.resolve_chance(&c, &mut NoEvents).unwrap();
                }
                Status::ToAct(_) => {
                    game.legal_actions(&mut legal);
                    let i = rng.index(legal.len());
                    game.apply(&legal[i], &mut NoEvents).unwrap();
                }
            }
        }
    }
    println!("the rest of the view took at most {most} of {REST} values");
    assert!(most <= REST / 2, "the rest took {most} of {REST} values: too little room left");
}
