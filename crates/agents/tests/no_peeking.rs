//! No peeking: for Rattenkrieg, two states that differ only in cards
//! hidden from the seat to act give the same decision for the same seed.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use proptest::prelude::*;
use wargames_agents::{Ismcts, Mcts, MctsConfig};
use wargames_core::{Agent, Game, Match, Observation, RandomAgent, Rng};
use wargames_rattenkrieg::{Options, Rattenkrieg, Side};

/// A decision state after `steps` random decisions of game `seed`.
fn state(seed: u64, steps: usize) -> Option<Rattenkrieg> {
    let mut m = Match::<Rattenkrieg>::new(Options::default(), seed).ok()?;
    let mut agents = [RandomAgent::new(seed + 1), RandomAgent::new(seed + 2)];
    let mut legal = Vec::new();
    for _ in 0..steps {
        let seat = m.status().to_act()?;
        m.legal_actions(&mut legal);
        let i = Agent::<Rattenkrieg>::choose(&mut agents[seat.index()], &Observation::new(m.game(), seat), &legal);
        let action = legal[i];
        m.play(&action).ok()?;
    }
    m.status().to_act()?;
    Some(m.into_game())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn no_peeking_hidden_cards_do_not_change_the_decision(seed in 0u64..1_000, steps in 0usize..120, deal in any::<u64>()) {
        let Some(real) = state(seed, steps) else { return Ok(()) };
        let seat = real.status().to_act().unwrap();
        let Some(other) = real.resample_hidden(Side::of_seat(seat), &mut Rng::new(deal)) else { return Ok(()) };
        prop_assert_eq!(real.view(seat), other.view(seat));
        let config = || MctsConfig::new().iterations(24).max_rollout_steps(200).trees(2);
        let mut a = Ismcts::<Rattenkrieg>::new(config(), 5u64).unwrap();
        let mut b = Ismcts::<Rattenkrieg>::new(config(), 5u64).unwrap();
        let found = a.search(&Observation::new(&real, seat)).unwrap();
        prop_assert_eq!(&found, &b.search(&Observation::new(&other, seat)).unwrap());
        // Mcts, too, sees the game only through sample_state.
        let mut a = Mcts::<Rattenkrieg>::new(config(), 6u64).unwrap();
        let mut b = Mcts::<Rattenkrieg>::new(config(), 6u64).unwrap();
        prop_assert_eq!(a.search(&Observation::new(&real, seat)).unwrap(), b.search(&Observation::new(&other, seat)).unwrap());
    }
}

#[test]
fn no_peeking_the_resampled_states_differ_from_the_real_one() {
    // The property above is not empty: the hidden cards do move.
    let mut differ = 0;
    for seed in 0..10 {
        let real = state(seed, 10 * seed as usize).unwrap();
        let seat = real.status().to_act().unwrap();
        let other = real.resample_hidden(Side::of_seat(seat), &mut Rng::new(seed)).unwrap();
        differ += usize::from(other != real);
        let config = || MctsConfig::new().iterations(24).max_rollout_steps(200);
        let found = Ismcts::<Rattenkrieg>::new(config(), 5u64).unwrap().search(&Observation::new(&real, seat)).unwrap();
        let again =
            Ismcts::<Rattenkrieg>::new(config(), 5u64).unwrap().search(&Observation::new(&other, seat)).unwrap();
        assert_eq!(found, again, "seed {seed}");
    }
    assert!(differ >= 8, "{differ} of 10 resampled states differ");
}
