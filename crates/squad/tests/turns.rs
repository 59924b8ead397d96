//! Every turn ends (the rulings I28, I29, I30 on R-F8, R-S2 and the free
//! equipment of the content): a player who prefers free activities, and
//! after them any action but ending the turn, still sees each soldier's
//! turn end within [`TURN_BOUND`] steps.
//!
//! Why the bound holds: gear moves are at most one per item a turn (I28:
//! 8 carried, 16 lying); a turn reshuffles the action discards once (I29),
//! so it draws each of the 39 action cards at most twice and plays at most
//! its hand and those draws; actions come from the soldier's card and from
//! cards played; Locations, activation, the dispatch and the caches are
//! once each; free equipment has a number of uses (I30); each action, card
//! play and draw adds a bounded number of dice and draws. Since decisions
//! come in parts (R-D1) a decision takes at most its parts in steps (at
//! most 20: its first part, a card and its boost, a hand of 16 cards and
//! `Done`), and this player never takes a part back (R-D2). The bound below
//! is a round figure above the longest turn measured (see the rules page:
//! 77 steps, 74 before decisions came in parts).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use wargames_core::{EventSink, Game, Rng, Seed, Status};
use wargames_squad::content::Quality;
use wargames_squad::{Action, Event, Options, Squad};

/// The most steps (decisions and chance outcomes) a soldier's turn may take,
/// from its `BeginTurn` to the step that ends it.
const TURN_BOUND: u32 = 200;

/// Records whether a turn is in progress.
#[derive(Default)]
struct TurnWatch {
    in_turn: bool,
    ended: bool,
}

impl EventSink<Event> for TurnWatch {
    fn emit(&mut self, event: Event) {
        match event {
            Event::TurnBegins { .. } => self.in_turn = true,
            Event::TurnEnds { .. } => {
                self.in_turn = false;
                self.ended = true;
            }
            _ => {}
        }
    }
}

/// A free activity (R-F1, R-F3, R-F8 and equipment), the first preference.
fn free(a: &Action) -> bool {
    matches!(
        a,
        Action::PassGear { .. }
            | Action::DropGear { .. }
            | Action::PickUp { .. }
            | Action::PlayCard { .. }
            | Action::FireSupport { .. }
            | Action::UseEquipment { .. }
    )
}

/// Plays `games` games of each built-in scenario from `seed`; returns the
/// longest turn in steps and the turns played.
fn longest_turn(games: u64, seed: u64) -> (u32, u64) {
    let scenarios = [
        ("M01", "O02", Quality::FrontLine),
        ("M01", "O01", Quality::Elite),
        ("M02", "O03", Quality::FrontLine),
        ("M02", "O02", Quality::Elite),
    ];
    let (mut longest, mut turns) = (0u32, 0u64);
    let mut legal = Vec::new();
    let mut pick = Vec::new();
    for (k, (m, o, q)) in scenarios.into_iter().enumerate() {
        let options = Options::scenario(m, o, q);
        for game in 0..games {
            let mut rng = Rng::new(Seed::from_u64(seed ^ ((k as u64) << 40) ^ game));
            let mut g = Squad::setup(&options).unwrap();
            let mut watch = TurnWatch::default();
            let mut steps = 0u32;
            loop {
                match g.status() {
                    Status::Over(_) => break,
                    Status::Chance => {
                        let c = g.sample_chance(&mut rng).unwrap();
                        g.resolve_chance(&c, &mut watch).unwrap();
                    }
                    Status::ToAct(_) => {
                        g.legal_actions(&mut legal);
                        pick.clear();
                        pick.extend(legal.iter().filter(|a| free(a)));
                        if pick.is_empty() {
                            pick.extend(legal.iter().filter(|a| {
                                !matches!(a, Action::EndTurn | Action::Withdraw { .. } | Action::Pass | Action::Back)
                            }));
                        }
                        if pick.is_empty() {
                            pick.extend(legal.iter().filter(|a| **a != Action::Back));
                        }
                        let a = pick[rng.index(pick.len())];
                        g.apply(&a, &mut watch).unwrap();
                    }
                }
                if watch.in_turn {
                    steps += 1;
                    assert!(
                        steps <= TURN_BOUND,
                        "{m} {o} {q:?} game {game}: a turn is still going after {TURN_BOUND} steps"
                    );
                }
                if watch.ended {
                    // The step that ended the turn counts too.
                    longest = longest.max(steps + 1);
                    turns += 1;
                    steps = 0;
                    watch.ended = false;
                }
            }
        }
    }
    (longest, turns)
}

/// 2,500 games of each of the four built-in scenarios (10,000 games).
#[test]
fn rule_r_f8_every_turn_ends_under_a_player_who_prefers_free_activities() {
    let (longest, turns) = longest_turn(2_500, 1);
    println!("longest turn: {longest} steps over {turns} turns");
    assert!(turns > 10_000);
}
