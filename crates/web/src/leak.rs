//! Tests that nothing a seat may not know reaches the page: over random
//! games of every game, the snapshot (the only thing the worker forwards
//! of a game) and the log lines of the next step are equal for twin states
//! the seat cannot tell apart
//! ([`indistinguishable`](wargames::core::testing::indistinguishable)).

use wargames::arnswalde::Arnswalde;
use wargames::catalog::Catalogued;
use wargames::core::testing::{Twins, indistinguishable};
use wargames::pocket_stalingrad::PocketStalingrad;
use wargames::rattenkrieg::Rattenkrieg;
use wargames::squad::Squad;
use wargames::{Game, Seat, Status};

use crate::session::{TableFacts, shown};
use crate::table::{Setup, Table};

/// The page's message for `game` seen by `seat` (a person playing it), as
/// JSON text.
fn message<G: Catalogued>(game: &G, seat: Seat) -> String {
    let mut legal = Vec::new();
    if game.status().to_act().is_some() {
        game.legal_actions(&mut legal);
    }
    let facts = TableFacts {
        scenario: "twins",
        seed: String::new(),
        opponent: "random".to_owned(),
        log: &[],
        log_from: 0,
        steps: 0,
    };
    serde_json::to_string(&shown(game, &[seat], &legal, &facts).unwrap()).unwrap()
}

/// The log lines `seat` reads of the step `step` takes in `game`, and the
/// state after it.
fn narrated<G: Catalogued>(
    game: &G,
    seat: Seat,
    step: impl Fn(&mut G, &mut Vec<G::Event>) -> bool,
) -> Option<(Vec<String>, G)> {
    let mut after = game.clone();
    let mut events = Vec::new();
    if !step(&mut after, &mut events) {
        return None;
    }
    let lines = events.iter().filter_map(|e| G::redact(e, seat)).map(|e| after.narrate(&e)).collect();
    Some((lines, after))
}

/// One next step of a game, applied with its events collected.
type NextStep<G> = Box<dyn Fn(&mut G, &mut Vec<<G as Game>::Event>) -> bool>;

/// Checks one pair of twins: equal messages now, and equal log lines for
/// every next step that leaves the seat still unable to tell them apart.
fn check_twins<G: Catalogued>(t: &Twins<G>) {
    let at = format!("{} seed {} step {} seat {}", G::ID, t.seed, t.step, t.seat);
    assert_eq!(message(&t.a, t.seat), message(&t.b, t.seat), "{at}: the snapshots differ");
    let mut steps: Vec<NextStep<G>> = Vec::new();
    match t.a.status() {
        Status::Over(_) => {}
        Status::Chance => {
            let mut outcomes = Vec::new();
            t.a.chance_outcomes(&mut outcomes);
            for (outcome, _) in outcomes.into_iter().take(4) {
                steps.push(Box::new(move |g, ev| g.resolve_chance(&outcome, ev).is_ok()));
            }
        }
        Status::ToAct(_) => {
            let mut legal = Vec::new();
            t.a.legal_actions(&mut legal);
            for action in legal.into_iter().take(4) {
                steps.push(Box::new(move |g, ev| g.apply(&action, ev).is_ok()));
            }
        }
    }
    for step in &steps {
        let (Some((la, a)), Some((lb, b))) = (narrated(&t.a, t.seat, step), narrated(&t.b, t.seat, step)) else {
            continue;
        };
        if a.view(t.seat) == b.view(t.seat) {
            assert_eq!(la, lb, "{at}: the log lines of the next step differ");
            assert_eq!(message(&a, t.seat), message(&b, t.seat), "{at}: the snapshots after the next step differ");
        }
    }
}

/// Checks the twins of random games of every scenario of `G`; returns how
/// many pairs were checked.
fn twins_of<G: Catalogued>(seeds: u64, limit: usize) -> usize {
    let mut checked = 0;
    for (_, options) in G::scenarios() {
        for t in indistinguishable::<G>(&options, 0..seeds, limit, 5_000) {
            check_twins(&t);
            checked += 1;
        }
    }
    checked
}

#[test]
fn rattenkrieg_pages_are_equal_for_states_a_seat_cannot_tell_apart() {
    assert!(twins_of::<Rattenkrieg>(6, 150) > 100, "too few Rattenkrieg twins to test the page on");
}

#[test]
fn arnswalde_pages_are_equal_for_states_a_seat_cannot_tell_apart() {
    assert!(twins_of::<Arnswalde>(6, 150) > 100, "too few Arnswalde twins to test the page on");
}

/// Pocket Stalingrad and Squad deal nothing hidden from a seat: chance
/// gives them no twins, and the seed (which foretells their dice and
/// decks) is the only thing a page could learn ahead.
#[test]
fn games_without_hidden_cards_have_no_twins_to_tell_apart() {
    const { assert!(!PocketStalingrad::HIDDEN_INFORMATION && !Squad::HIDDEN_INFORMATION) };
    assert_eq!(twins_of::<PocketStalingrad>(3, 10) + twins_of::<Squad>(3, 10), 0);
}

/// The seed foretells every chance outcome (the other seat's cards, the
/// next dice): no snapshot of any game carries it to the page.
#[test]
fn no_snapshot_carries_the_seed_to_the_page() {
    for game in crate::table::GAMES {
        let setup = Setup { seed: "77".into(), people: vec![0], opponent: "random".into(), ..Setup::default() };
        let mut table = Table::new(game, &setup).unwrap();
        for _ in 0..30 {
            let shown = table.snapshot(0).unwrap();
            let json = serde_json::to_value(&shown).unwrap();
            assert!(json.get("seed").is_none(), "{game}: the snapshot JSON has a seed");
            assert!(!json.to_string().contains(&shown.seed), "{game}: the seed is in the snapshot JSON");
            if shown.over.is_some() {
                break;
            }
            if shown.person_to_act { table.play_index(0).unwrap() } else { table.agent_move().map(drop).unwrap() }
        }
    }
}
