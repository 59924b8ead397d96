//! Property tests of the roll-and-keep (rule 2).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "tests fail loudly")]

use proptest::prelude::*;
use wargames_core::{Die, Game, Roll};
use wargames_pocket_stalingrad::{Action, Chance, Keep, Options, PocketStalingrad};

fn rolled(units: &[u8], singles: [u8; 3]) -> PocketStalingrad {
    let mut game = PocketStalingrad::setup(&Options::default()).unwrap();
    let mut ev = Vec::new();
    game.resolve_chance(&Chance::UnitDice(Roll::from_faces(Die::D6, units).unwrap()), &mut ev).unwrap();
    let [cmd, tactic, ratt] = singles.map(Some);
    game.resolve_chance(&Chance::SingleDice { cmd, tactic, ratt }, &mut ev).unwrap();
    game
}

proptest! {
    /// Any keep at all is accepted exactly when it is listed, and the list
    /// has 2^(distinct values + 3) - 1 keeps.
    #[test]
    fn rule_2_validate_agrees_with_the_listed_keeps(
        units in proptest::collection::vec(1u8..=6, 5),
        singles in proptest::array::uniform3(1u8..=6),
        kept in proptest::collection::vec(1u8..=6, 0..=5),
        flags in proptest::array::uniform3(proptest::bool::ANY),
    ) {
        let game = rolled(&units, singles);
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        let mut distinct = units.clone();
        distinct.sort_unstable();
        distinct.dedup();
        prop_assert_eq!(legal.len(), (1usize << (distinct.len() + 3)) - 1);
        let [cmd, tactic, ratt] = flags;
        let keep = Action::Keep(Keep { units: Roll::from_faces(Die::D6, &kept).unwrap(), cmd, tactic, ratt });
        prop_assert_eq!(game.validate(&keep).is_ok(), legal.contains(&keep));
    }
}
