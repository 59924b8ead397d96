//! R-D1, R-D2: decisions made part by part reach exactly the orders of the
//! reference list (`reference/`, the plain generate-then-validate list of
//! whole orders, kept as the oracle), each by one sequence, every legal
//! list along the way is the one those orders give (the same parts in the
//! same order), and `Back` undoes every part until the order is resolved.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::HashSet;

use wargames_core::{Game, NoEvents, Rng, RuleError, Status};

use crate::content::Quality;
use crate::event::Event;
use crate::legal::draft::{Parts, Step};
use crate::legal::list_tests::{gear_rich_squads, scenarios};
use crate::rules_tests::random_game;
use crate::state::Need;
use crate::terms::action::Action;
use crate::terms::order::Order;
use crate::{Error, Options, Squad};

/// (a) The parts of `order`, played from `g` one by one, are each in the
/// legal list and reach the state (and events) resolving it whole reaches.
fn parts_reach_the_order(g: &Squad, order: &Order) {
    let mut whole = g.clone();
    let mut whole_events: Vec<Event> = Vec::new();
    whole.do_order(order, &mut whole_events).unwrap();
    let mut by_parts = g.clone();
    let mut events: Vec<Event> = Vec::new();
    let parts = g.parts(order);
    let s = parts.as_slice();
    let mut legal = Vec::new();
    let mut i = 0;
    while let Some(a) = s.get(i) {
        by_parts.legal_actions(&mut legal);
        assert!(legal.contains(a), "{order}: part {a} is not legal: {legal:?}");
        assert_eq!(by_parts.validate(a), Ok(()));
        by_parts.apply(a, &mut events).unwrap();
        match by_parts.state.flow.draft {
            None => break,
            Some(d) => i = Parts::of(&d).as_slice().len(),
        }
    }
    assert!(by_parts.state.flow.draft.is_none(), "{order}: its parts leave a decision part-way");
    assert_eq!(by_parts, whole, "{order}: its parts reach another state");
    assert_eq!(events, whole_events, "{order}: its parts tell other events");
}

/// The legal list the reference orders `oracle` (of the state with no
/// decision part-way) give after the parts `prefix`: the next part of each
/// order through them, in the order the list first meets it, and `Back`
/// when a decision is part-way (R-D1, R-D2).
fn oracle_next(g: &Squad, oracle: &[Order], prefix: &[Action]) -> Vec<Action> {
    let mut next = Vec::new();
    for o in oracle {
        let parts = g.parts(o);
        let parts = parts.as_slice();
        if parts.len() > prefix.len() && parts[..prefix.len()] == *prefix && !next.contains(&parts[prefix.len()]) {
            next.push(parts[prefix.len()]);
        }
    }
    if !prefix.is_empty() {
        next.push(Action::Back);
    }
    next
}

/// Parts and first parts of every kind, legal or not, to try on a decision.
fn probes() -> Vec<Action> {
    use crate::terms::order::Aim;
    let mut v = vec![Action::Boost { yes: true }, Action::Boost { yes: false }, Action::Done];
    v.push(Action::Target { aim: Aim::Objective });
    for x in 0..70u8 {
        v.extend([Action::With { card: x }, Action::Card { card: x }, Action::PlayCard { card: x }]);
    }
    for x in 0..17u8 {
        v.extend([Action::Choose { param: x }, Action::Die { target: x }, Action::Target { aim: Aim::Card(x) }]);
        v.extend([Action::Target { aim: Aim::Slot(x) }, Action::Move { to: x }, Action::Throw { item: x }]);
        v.extend([Action::Attack { weapon: x, mode: 0 }, Action::Attack { weapon: x, mode: 1 }]);
        v.extend([Action::Melee { weapon: Some(x) }]);
    }
    v.extend([Action::Attack { weapon: u8::MAX, mode: 0 }, Action::Melee { weapon: None }]);
    v.extend([Action::DiscardDraw, Action::EndTurn]);
    v
}

/// (b) Every sequence of parts from `g` (`Back` aside), depth first: the
/// orders they resolve (each reached once) go into `found`; every part-way
/// decision is undone by `Back` to where it was (`parent`). At each
/// decision the legal list is the one the reference orders `oracle` give
/// (R-D1: the same parts, in the same order), and every part or first
/// part `validate` accepts is in it.
fn every_sequence(g: &Squad, oracle: &[Order], probes: &[Action], found: &mut HashSet<Order>, nodes: &mut usize) {
    *nodes += 1;
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    let distinct: HashSet<&Action> = legal.iter().collect();
    assert_eq!(distinct.len(), legal.len(), "a part listed twice: {legal:?}");
    let prefix = g.state.flow.draft.map(|d| Parts::of(&d));
    let want = oracle_next(g, oracle, prefix.as_ref().map_or(&[][..], |p| p.as_slice()));
    if g.state.flow.draft.is_some() {
        assert!(legal.len() >= 3, "a decision part-way offers one part only: {legal:?}");
        assert_eq!(legal.last(), Some(&Action::Back));
        assert_eq!(legal, want, "the next parts of {:?} are not the reference orders'", g.state.flow.draft);
    } else {
        assert_eq!(legal, want, "the turn's choices are not the reference orders' first parts");
    }
    for a in probes {
        if g.validate(a).is_ok() {
            assert!(legal.contains(a), "{a:?} is accepted but not listed: {legal:?}");
        }
    }
    for a in &legal {
        if *a == Action::Back {
            continue;
        }
        assert_eq!(g.validate(a), Ok(()), "{a}");
        match g.step_of(a).unwrap() {
            Step::Commit(o) => assert!(found.insert(o), "{o} is reached by two sequences"),
            Step::Open(d) => {
                let mut next = g.clone();
                next.apply(a, &mut NoEvents).unwrap();
                assert_eq!(next.state.flow.draft, Some(d));
                assert_eq!(next.invariants(), Ok(()));
                // R-D2: `Back` returns to the decision before the part.
                let mut back = next.clone();
                back.apply(&Action::Back, &mut NoEvents).unwrap();
                assert_eq!(&back, g, "back from {d:?}");
                every_sequence(&next, oracle, probes, found, nodes);
            }
            Step::Close => panic!("{a} closes no decision"),
        }
    }
}

/// The kinds of orders with several parts (bits): a move paid with cards,
/// a Spray, an attack with a card, melee, a throw, Discard & Draw of some
/// cards, a card with discards, a card with a choice, Support cards retained.
fn kinds(o: &Order) -> u16 {
    match *o {
        Order::Move { pay, .. } if pay != 0 => 1,
        Order::Attack { aim: crate::terms::order::Aim::Split(_), .. } => 1 << 1,
        Order::Attack { play: Some(_), .. } => 1 << 2,
        Order::Melee { .. } => 1 << 3,
        Order::Throw { .. } => 1 << 4,
        Order::DiscardDraw { discard } if discard != 0 => 1 << 5,
        Order::PlayCard { discard, .. } if discard != 0 => 1 << 6,
        Order::PlayCard { param, .. } if param != 0 => 1 << 7,
        Order::EndTurn { keep } if keep != 0 => 1 << 8,
        _ => 0,
    }
}

/// Random games of `options`; at each turn decision with no decision
/// part-way, checks (a) and (b) against the reference list. Returns the
/// orders checked and the part-way decisions visited.
fn check_games(options: &Options, games: u64, seen: &mut u16) -> (usize, usize) {
    let start = Squad::setup(options).unwrap();
    let (mut orders, mut nodes) = (0, 0);
    let mut legal = Vec::new();
    let mut oracle = Vec::new();
    let probes = probes();
    for seed in 0..games {
        let mut g = start.clone();
        random_game(&mut g, &mut Rng::new(seed), 20_000, |g, rng| {
            if g.state.flow.draft.is_none() {
                oracle.clear();
                g.write_legal_reference(&mut oracle);
                for o in &oracle {
                    parts_reach_the_order(g, o);
                    *seen |= kinds(o);
                }
                let mut found = HashSet::new();
                every_sequence(g, &oracle, &probes, &mut found, &mut nodes);
                let want: HashSet<Order> = oracle.iter().copied().collect();
                assert_eq!(want.len(), oracle.len(), "the reference list repeats an order");
                assert_eq!(found, want, "seed {seed}: the sequences reach other orders");
                orders += oracle.len();
            }
            g.legal_actions(&mut legal);
            legal.retain(|a| *a != Action::Back);
            let a = legal[rng.index(legal.len())];
            g.apply(&a, &mut NoEvents).unwrap();
        });
    }
    (orders, nodes)
}

#[test]
fn rule_r_d1_parts_reach_exactly_the_reference_orders_and_r_d2_back_undoes_them() {
    let (mut total, mut seen) = ((0, 0), 0u16);
    let mut add = |options: &Options, games: u64| {
        let x = check_games(options, games, &mut seen);
        total.0 += x.0;
        total.1 += x.1;
    };
    for (options, games) in scenarios().iter().zip([10, 6, 6, 6]) {
        add(options, games);
    }
    // The gear-rich squads of the list's test: melee weapons, throwables,
    // equipment and Support discounts.
    let [rich, mixed] = gear_rich_squads();
    add(&rich, 6);
    add(&mixed, 4);
    assert!(total.0 > 5_000 && total.1 > 1_000, "{total:?} orders and part-way decisions checked");
    assert_eq!(seen, (1 << 9) - 1, "kinds of orders met: {seen:#b}");
}

/// A turn of the standard mission with the first soldier's hand.
fn in_turn() -> Squad {
    let mut g = Squad::setup(&Options::default()).unwrap();
    let mut rng = Rng::new(3);
    while g.state.flow.need != Need::Turn {
        match g.status() {
            Status::Chance => {
                let c = g.sample_chance(&mut rng).unwrap();
                g.resolve_chance(&c, &mut NoEvents).unwrap();
            }
            _ => g.apply(&Action::BeginTurn { soldier: 0 }, &mut NoEvents).unwrap(),
        }
    }
    g
}

/// Asserts `a` is refused from `g` with `rule`, the state unchanged.
fn refused(g: &Squad, a: Action, rule: &str) -> Error {
    let mut copy = g.clone();
    let err = copy.apply(&a, &mut NoEvents).expect_err("refused");
    assert_eq!(err.rule(), Some(rule), "{a}: {err}");
    assert!(err.to_string().starts_with(rule), "{err}");
    assert_eq!(&copy, g, "a refusal changed the state");
    assert!(g.validate(&a).is_err());
    err
}

#[test]
fn rule_r_d2_back_with_nothing_to_take_back_is_refused() {
    let g = in_turn();
    assert!(matches!(refused(&g, Action::Back, "R-D2"), Error::NothingToUndo));
}

#[test]
fn rule_r_d1_a_part_with_no_decision_begun_is_refused() {
    let g = in_turn();
    assert!(matches!(refused(&g, Action::Done, "R-D1"), Error::NoDecisionOpen));
    assert!(matches!(refused(&g, Action::Card { card: 0 }, "R-D1"), Error::NoDecisionOpen));
}

#[test]
fn rule_r_a9_discard_card_chosen_twice_or_out_of_order_is_refused() {
    let mut g = in_turn();
    let hand = g.state.team.soldier(0).hand;
    assert!(hand.count_ones() >= 3, "a hand to discard from");
    g.apply(&Action::DiscardDraw, &mut NoEvents).unwrap();
    let (low, high) = (hand.trailing_zeros() as u8, 63 - hand.leading_zeros() as u8);
    g.apply(&Action::Card { card: low }, &mut NoEvents).unwrap();
    assert!(matches!(refused(&g, Action::Card { card: low }, "R-A9"), Error::ChosenTwice { card, .. } if card == low));
    // A card not in hand: its check's rule (R-A9).
    refused(&g, Action::Card { card: 63 }, "R-A9");
    // Another decision while this one is part-way.
    assert!(matches!(refused(&g, Action::EndTurn, "R-A9"), Error::DecisionOpen { .. }));
    assert!(matches!(refused(&g, Action::PlaceLocation, "R-A9"), Error::DecisionOpen { .. }));
    // A part of another kind of decision.
    refused(&g, Action::Choose { param: 0 }, "R-A9");
    // Cards come in increasing order: the highest, then a lower one, is refused.
    let mut h = g.clone();
    h.apply(&Action::Back, &mut NoEvents).unwrap();
    assert_eq!(h.state.flow.draft.map(|d| d.cards), Some(0));
    let mid = (hand & !(1u64 << low) & !(1u64 << high)).trailing_zeros() as u8;
    h.apply(&Action::Card { card: mid }, &mut NoEvents).unwrap();
    assert!(matches!(refused(&h, Action::Card { card: low }, "R-A9"), Error::OutOfOrder { .. }));
    // Draw with the cards chosen: one action spent, the draft gone.
    let actions = h.state.team.turn.unwrap().actions;
    h.apply(&Action::Done, &mut NoEvents).unwrap();
    assert_eq!(h.state.flow.draft, None);
    assert_eq!(h.state.team.turn.unwrap().actions, actions - 1);
}

/// Plays random games (moves and card plays preferred) until `found`
/// accepts a state; panics if none does.
fn search(found: &mut dyn FnMut(&Squad) -> bool) {
    for seed in 0..300u64 {
        let mut g = Squad::setup(&Options::default()).unwrap();
        let mut rng = Rng::new(seed);
        let mut legal = Vec::new();
        for _ in 0..2_000 {
            match g.status() {
                Status::Over(_) => break,
                Status::Chance => {
                    let c = g.sample_chance(&mut rng).unwrap();
                    g.resolve_chance(&c, &mut NoEvents).unwrap();
                }
                Status::ToAct(_) => {
                    if found(&g) {
                        return;
                    }
                    g.legal_actions(&mut legal);
                    legal.retain(|a| *a != Action::Back);
                    let pick = legal
                        .iter()
                        .position(|a| matches!(a, Action::Move { .. } | Action::PlayCard { .. }))
                        .filter(|_| rng.index(2) == 0)
                        .unwrap_or_else(|| rng.index(legal.len()));
                    g.apply(&legal[pick], &mut NoEvents).unwrap();
                }
            }
        }
    }
    panic!("no such state was met");
}

/// R-A3: paying the rest with actions with too few cards chosen, where the
/// actions left cannot pay it, is refused with the move's check (R-A3, or
/// R-R2 for the actions it would cost).
#[test]
fn rule_r_a3_paying_the_rest_with_too_few_cards_is_refused() {
    search(&mut |g| {
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        match g.state.flow.draft {
            Some(d) if matches!(d.head, Action::Move { .. }) && !legal.contains(&Action::Done) => {
                let mut copy = g.clone();
                let e = copy.apply(&Action::Done, &mut NoEvents).expect_err("refused");
                assert_eq!(&copy, g, "a refusal changed the state");
                // The payment (R-A3), or the actions it leaves to pay (R-R2).
                assert!(matches!(e, Error::BadPayment | Error::NoActions { .. }), "{e}");
                assert!(matches!(e.rule(), Some("R-A3" | "R-R2")), "{e}");
                true
            }
            _ => false,
        }
    });
}

/// R-F2: a Covert or Support card's choice before its discards are all
/// chosen is refused with the card's check.
#[test]
fn rule_r_f2_a_choice_before_the_discards_is_refused() {
    search(&mut |g| {
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        match g.state.flow.draft {
            Some(d)
                if matches!(d.head, Action::PlayCard { .. })
                    && legal.iter().any(|a| matches!(a, Action::Card { .. })) =>
            {
                let e = refused(g, Action::Choose { param: 0 }, "R-F2");
                assert!(matches!(e, Error::WrongDiscards { .. }), "{e}");
                true
            }
            _ => false,
        }
    });
}

#[test]
fn rule_r_a3_a_payment_card_chosen_twice_is_refused() {
    // Find a move part-way with cards to pay.
    for seed in 0..200u64 {
        let mut g = Squad::setup(&Options::default()).unwrap();
        let mut rng = Rng::new(seed);
        let mut legal = Vec::new();
        for _ in 0..2_000 {
            match g.status() {
                Status::Over(_) => break,
                Status::Chance => {
                    let c = g.sample_chance(&mut rng).unwrap();
                    g.resolve_chance(&c, &mut NoEvents).unwrap();
                }
                Status::ToAct(_) => {
                    g.legal_actions(&mut legal);
                    if let Some(d) = g.state.flow.draft
                        && matches!(d.head, Action::Move { .. })
                        && d.cards != 0
                    {
                        let card = d.cards.trailing_zeros() as u8;
                        let e = refused(&g, Action::Card { card }, "R-A3");
                        assert!(matches!(e, Error::ChosenTwice { .. }), "{e}");
                        // Back takes the card back.
                        let mut b = g.clone();
                        b.apply(&Action::Back, &mut NoEvents).unwrap();
                        assert!(b.state.flow.draft.is_none_or(|x| x.cards & (1u64 << card) == 0));
                        return;
                    }
                    legal.retain(|a| *a != Action::Back);
                    // Prefer moves and cards to pay with.
                    let pick = legal
                        .iter()
                        .position(|a| matches!(a, Action::Card { .. }))
                        .or_else(|| legal.iter().position(|a| matches!(a, Action::Move { .. })))
                        .unwrap_or_else(|| rng.index(legal.len()));
                    g.apply(&legal[pick], &mut NoEvents).unwrap();
                }
            }
        }
    }
    panic!("no move paid with cards was met");
}

/// The median, 99th percentile and longest of `sizes` (counts by size).
fn quantiles(sizes: &[u64]) -> (usize, usize, usize) {
    let total: u64 = sizes.iter().sum();
    let at = |q: f64| {
        let want = (q * total as f64).ceil() as u64;
        let mut seen = 0;
        for (n, c) in sizes.iter().enumerate() {
            seen += c;
            if seen >= want.max(1) {
                return n;
            }
        }
        sizes.len()
    };
    (at(0.5), at(0.99), sizes.iter().rposition(|c| *c > 0).unwrap_or(0))
}

/// The sizes of the legal lists a uniformly random player meets over
/// `games` games of `options`: with decisions in parts (R-D1, `Back`
/// included), and with whole orders (the list before rules version 4).
fn list_sizes(options: &Options, games: u64) -> Sizes {
    let start = Squad::setup(options).unwrap();
    let mut z = Sizes { parts: [0; 1024], whole: [0; 1024], steps: [0; 2], seconds: [0.0; 2] };
    let mut legal = Vec::new();
    let mut orders = Vec::new();
    for by_parts in [true, false] {
        let clock = std::time::Instant::now();
        let k = usize::from(!by_parts);
        for seed in 0..games {
            let mut g = start.clone();
            let mut rng = Rng::new(seed);
            loop {
                z.steps[k] += 1;
                match g.status() {
                    Status::Over(_) => break,
                    Status::Chance => {
                        let c = g.sample_chance(&mut rng).unwrap();
                        g.resolve_chance(&c, &mut NoEvents).unwrap();
                    }
                    Status::ToAct(_) if by_parts => {
                        g.legal_actions(&mut legal);
                        z.parts[legal.len().min(1023)] += 1;
                        let a = legal[rng.index(legal.len())];
                        g.apply(&a, &mut NoEvents).unwrap();
                    }
                    Status::ToAct(_) => {
                        orders.clear();
                        g.write_legal(&mut orders);
                        z.whole[orders.len().min(1023)] += 1;
                        let o = orders[rng.index(orders.len())];
                        g.do_order(&o, &mut NoEvents).unwrap();
                    }
                }
            }
        }
        z.seconds[k] = clock.elapsed().as_secs_f64();
    }
    z
}

/// What `list_sizes` counts: the list sizes met (in parts, whole), and
/// the steps (decisions and chance outcomes, the end counted too) and
/// seconds of each way of playing.
struct Sizes {
    parts: [u64; 1024],
    whole: [u64; 1024],
    steps: [u64; 2],
    seconds: [f64; 2],
}

/// The list sizes of the rules page: 10,000 random games of each built-in
/// scenario (`SQUAD_LIST_GAMES` sets another number), in `--release`:
///
/// ```text
/// cargo test --release -p wargames-squad -- --ignored list_sizes_per_mission --nocapture
/// ```
#[test]
#[ignore = "a measurement of a minute or two in --release; prints the table of the rules page"]
fn list_sizes_per_mission() {
    let games: u64 = std::env::var("SQUAD_LIST_GAMES").ok().and_then(|s| s.parse().ok()).unwrap_or(10_000);
    println!(
        "| scenario | decisions | median | p99 | longest | whole orders: median | p99 | longest | steps a game, parts / whole | µs a step, parts / whole |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for (m, o, q) in [
        ("M01", "O02", Quality::FrontLine),
        ("M01", "O01", Quality::Elite),
        ("M02", "O03", Quality::FrontLine),
        ("M02", "O02", Quality::Elite),
    ] {
        let s = list_sizes(&Options::scenario(m, o, q), games);
        let (a, b, c) = quantiles(&s.parts);
        let (x, y, z) = quantiles(&s.whole);
        let decisions: u64 = s.parts.iter().sum();
        let per_game = |k: usize| s.steps[k] as f64 / games as f64;
        let per_step = |k: usize| 1e6 * s.seconds[k] / s.steps[k] as f64;
        println!(
            "| {m}/{o} {q:?} | {decisions} | {a} | {b} | {c} | {x} | {y} | {z} | {:.0} / {:.0} | {:.2} / {:.2} |",
            per_game(0),
            per_game(1),
            per_step(0),
            per_step(1)
        );
        assert!(b <= 30 && c <= 60, "{m}/{o}: p99 {b}, longest {c}");
    }
}
