//! The legal list (`list/`) is the reference list (`reference/`, the plain
//! generate-then-validate one) order for order, over random games of every
//! built-in scenario and of squads that carry what the default squads
//! carry little of.

#![allow(clippy::unwrap_used, clippy::panic)]

use wargames_core::{Game, NoEvents, Rng};

use crate::content::Quality;
use crate::rules_tests::{random_game, recruit};
use crate::{Options, Order, Squad};

/// Plays `games` seeded random games and holds the list to the reference
/// list at every decision.
pub(crate) fn compare(options: &Options, games: u64) {
    let start = Squad::setup(options).unwrap();
    let (mut fast, mut slow) = (Vec::new(), Vec::new());
    let mut compared = 0;
    for seed in 0..games {
        let mut g = start.clone();
        random_game(&mut g, &mut Rng::new(seed), 20_000, |g, rng| {
            fast.clear();
            g.write_legal(&mut fast);
            slow.clear();
            g.write_legal_reference(&mut slow);
            assert_eq!(fast, slow, "seed {seed}: {:?}", g.state);
            compared += fast.len();
            let a: Order = fast[rng.index(fast.len())];
            g.do_order(&a, &mut NoEvents).unwrap();
        });
    }
    assert!(compared as u64 > games * 500, "{compared} actions compared over {games} games");
}

/// The built-in scenarios the list tests play: the standard game, M01/O01
/// elite, M02/O03 front-line, M02/O02 elite.
pub(crate) fn scenarios() -> [Options; 4] {
    [
        Options::default(),
        Options::scenario("M01", "O01", Quality::Elite),
        Options::scenario("M02", "O03", Quality::FrontLine),
        Options::scenario("M02", "O02", Quality::Elite),
    ]
}

/// The gear-rich squads of M02/O03 (elite): melee weapons, throwables,
/// equipment and a Support discount (`rich`); a light machine gun, squad
/// and non-player soldiers, a pistol and a knife (`mixed`).
pub(crate) fn gear_rich_squads() -> [Options; 2] {
    let rich = vec![
        recruit("S01", &["W01", "Q06", "W09", "Q02"], &[]),
        recruit("S04", &["W06", "Q03", "Q04"], &[]),
        recruit("S03", &["W11", "Q07", "Q01", "W09"], &[]),
    ];
    let mixed = vec![
        recruit("S02", &["W05", "Q07"], &[]),
        recruit("S08", &[], &[]),
        recruit("S06", &[], &[]),
        recruit("S03", &["W07", "W11"], &[]),
    ];
    [rich, mixed].map(|squad| Options { squad: Some(squad), ..Options::scenario("M02", "O03", Quality::Elite) })
}

#[test]
fn the_list_is_the_reference_list() {
    for (options, games) in scenarios().iter().zip([300, 150, 150, 150]) {
        compare(options, games);
    }
    let [_, mixed] = gear_rich_squads();
    compare(&mixed, 30);
}

/// The list is the reference list with
/// squads carrying the melee weapons, throwables, equipment and Support
/// discount the default squads carry little of.
#[test]
fn the_list_is_the_reference_list_with_more_gear() {
    let [rich, _] = gear_rich_squads();
    compare(&rich, 60);
    let squads = [
        ("M01", "O01", vec![recruit("S05", &["W03", "Q05"], &[]), recruit("S02", &["W08", "W09"], &[])]),
        (
            "M02",
            "O02",
            vec![
                recruit("S07", &[], &[]),
                recruit("S08", &[], &[]),
                recruit("S01", &["W10", "Q02"], &[]),
                recruit("S04", &["W04"], &[]),
            ],
        ),
    ];
    for (mission, objective, squad) in squads {
        compare(&Options { squad: Some(squad), ..Options::scenario(mission, objective, Quality::Elite) }, 60);
    }
}
