//! The view holds everything on the table: two states that differ have
//! different views, even leaving out the last chance value (which alone
//! would tell apart the two states a chance point deals, and so hide a gap
//! from the conformance suite's fair-search check).

#![allow(clippy::unwrap_used, clippy::panic)]

use wargames_core::{Game, NoEvents, Rng, Seat, Status};

use crate::content::Quality;
use crate::state::State;
use crate::{Options, Squad, View};

/// How many steps a pair dealt apart by chance is followed.
const FOLLOW: usize = 32;

fn state_but_last(g: &Squad) -> State {
    let mut s = g.state;
    s.flow.last = 0;
    s
}

fn view_but_last(g: &Squad) -> View {
    View { last_chance: 0, ..g.view(Seat::FIRST) }
}

/// Plays `a` and `b` on with the same choices and chance outcomes, and
/// checks at every step that they have different views while they differ.
fn follow(mut a: Squad, mut b: Squad, rng: &mut Rng, at: &str) {
    let (mut legal, mut outcomes) = (Vec::new(), Vec::new());
    for step in 0..FOLLOW {
        if state_but_last(&a) == state_but_last(&b) {
            return;
        }
        assert_ne!(
            view_but_last(&a),
            view_but_last(&b),
            "{at}, {step} steps on: two states differ, their views do not"
        );
        let moved = match a.status() {
            Status::Over(_) => return,
            Status::Chance => {
                a.chance_outcomes(&mut outcomes);
                let (c, _) = outcomes[rng.index(outcomes.len())];
                a.resolve_chance(&c, &mut NoEvents).is_ok() && b.resolve_chance(&c, &mut NoEvents).is_ok()
            }
            Status::ToAct(_) => {
                a.legal_actions(&mut legal);
                let x = legal[rng.index(legal.len())];
                a.apply(&x, &mut NoEvents).is_ok() && b.apply(&x, &mut NoEvents).is_ok()
            }
        };
        if !moved {
            return;
        }
    }
}

/// At every chance point of seeded random games, the outcome drawn and
/// another one are both resolved and followed: the states they lead to
/// differ in their views for as long as they differ.
fn views_tell_apart_what_chance_deals_apart(options: &Options, seeds: std::ops::Range<u64>) {
    let template = Squad::new(options).unwrap();
    let (mut legal, mut outcomes) = (Vec::new(), Vec::new());
    for seed in seeds {
        let mut g = template.clone();
        let mut rng = Rng::new(seed);
        let mut aux = Rng::new(seed ^ 0x5eed);
        for step in 0..20_000 {
            match g.status() {
                Status::Over(_) => break,
                Status::Chance => {
                    let c = g.sample_chance(&mut rng).unwrap();
                    g.chance_outcomes(&mut outcomes);
                    let (other, _) = outcomes[aux.index(outcomes.len())];
                    if other != c {
                        let (mut a, mut b) = (g.clone(), g.clone());
                        a.resolve_chance(&c, &mut NoEvents).unwrap();
                        b.resolve_chance(&other, &mut NoEvents).unwrap();
                        follow(a, b, &mut aux, &format!("seed {seed}, step {step}: {c} or {other}"));
                    }
                    g.resolve_chance(&c, &mut NoEvents).unwrap();
                }
                Status::ToAct(_) => {
                    g.legal_actions(&mut legal);
                    let x = legal[rng.index(legal.len())];
                    g.apply(&x, &mut NoEvents).unwrap();
                }
            }
        }
    }
}

#[test]
fn views_tell_apart_what_chance_deals_apart_in_the_standard_mission() {
    views_tell_apart_what_chance_deals_apart(&Options::default(), 0..40);
}

#[test]
fn views_tell_apart_what_chance_deals_apart_against_elite_enemies() {
    views_tell_apart_what_chance_deals_apart(&Options::scenario("M02", "O02", Quality::Elite), 0..40);
}

#[test]
fn views_tell_apart_what_chance_deals_apart_with_a_courier_objective() {
    views_tell_apart_what_chance_deals_apart(&Options::scenario("M02", "O03", Quality::FrontLine), 0..40);
}

#[test]
fn views_tell_apart_what_chance_deals_apart_with_built_in_gear_and_squad_soldiers() {
    let [_, mixed] = crate::legal::list_tests::gear_rich_squads();
    views_tell_apart_what_chance_deals_apart(&mixed, 0..40);
}
