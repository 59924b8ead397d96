//! R-D1: the next parts of a family of sets worked out from their sizes are
//! those of walking the family's orders.

#![allow(clippy::unwrap_used)]

use crate::legal::sets::Sets;
use crate::terms::action::Action;
use crate::terms::order::Order;
use crate::terms::order::Play;

/// The next parts and the complete order worked out from the sizes are
/// those of walking every order of the family (R-D1).
#[test]
fn rule_r_d1_next_parts_from_the_sizes_are_those_of_the_walk() {
    let orders = [
        Order::Move { to: 2, play: Some(Play { card: 3, boost: false }), pay: 0 },
        Order::DiscardDraw { discard: 0 },
        Order::PlayCard { card: 9, boost: true, discard: 0, param: 0 },
    ];
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut rand = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for round in 0..3000 {
        let order = orders[round % orders.len()];
        let mask = rand() & rand() & 0x0000_0f0f_00f0_0ff3;
        let sizes = u128::from(rand() & 0x7f) | if round % 7 == 0 { u128::MAX } else { 0 };
        let params = if matches!(order, Order::PlayCard { .. }) { (rand() as u16 & 0x2b) | 1 } else { 1 };
        let sets = Sets { order, mask, sizes, params };
        let mut all = Vec::new();
        sets.each(|o| all.push(o));
        // Prefixes: a few cards of the mask, increasing, perhaps a last part.
        for _ in 0..6 {
            let pick = mask & rand() & rand();
            let mut rest: Vec<Action> =
                (0..64u8).filter(|c| pick & (1 << c) != 0).map(|card| Action::Card { card }).collect();
            if rand() % 3 == 0 {
                rest.push(if rand() % 2 == 0 { Action::Done } else { Action::Choose { param: (rand() % 6) as u8 } });
            }
            if rand() % 5 == 0
                && let Some(x) = rest.first_mut()
            {
                *x = Action::Card { card: 63 };
            }
            let mut walked = (None, Vec::new());
            for o in &all {
                let parts = parts_of(o);
                if parts.len() < rest.len() || parts[..rest.len()] != rest[..] {
                    continue;
                }
                match parts.get(rest.len()) {
                    None => walked.0 = Some(*o),
                    Some(p) if !walked.1.contains(p) => walked.1.push(*p),
                    _ => {}
                }
            }
            let mut next = Vec::new();
            let complete = sets.after(&rest, |p| next.push(p));
            assert_eq!((complete, next), walked, "{sets:?} after {rest:?}");
        }
    }
}

/// The parts of a family's order after the parts before its set.
fn parts_of(o: &Order) -> Vec<Action> {
    let (set, tail) = match *o {
        Order::Move { pay, .. } => (pay, Action::Done),
        Order::DiscardDraw { discard } => (discard, Action::Done),
        Order::PlayCard { discard, param, .. } => (discard, Action::Choose { param }),
        _ => return Vec::new(),
    };
    let mut v: Vec<Action> = (0..64u8).filter(|c| set & (1 << c) != 0).map(|card| Action::Card { card }).collect();
    v.push(tail);
    v
}
