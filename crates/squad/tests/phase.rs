//! The phase of play at every step of one scripted round of the standard
//! mission (fixed seed, chosen actions), checked against the rules'
//! sequence of play: the opening hands (R-S10), the Soldier Phase (R-R1)
//! with each soldier's turn (R-R2), a Location placed with its events,
//! enemy draws and arrivals (R-F5), then the Enemy Phase (R-R1): events
//! (R-E1), reinforcements (R-E2), enemy fire with its hit and cover rolls
//! and reaction windows (R-E3, R-F4), movement (R-E5), recovery (R-E6),
//! the timer (R-E7), and the next round's Soldier Phase.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "tests")]

use wargames_core::{Game, NoEvents, Rng, Seed, Status};
use wargames_squad::{Action, Options, Squad};

/// The script: the first soldier places a Location, every soldier ends its
/// turn at once, no reaction is played, a hand over health drops its first
/// card.
fn choose(game: &Squad, legal: &[Action]) -> Action {
    let pick = |want: fn(&Action) -> bool| legal.iter().copied().find(want);
    pick(|a| matches!(a, Action::PlaceLocation))
        .or_else(|| pick(|a| matches!(a, Action::ChooseLocation { .. })))
        .or_else(|| pick(|a| matches!(a, Action::EndTurn)))
        // Retaining no Support card (R-D1: the set is done at once).
        .or_else(|| pick(|a| matches!(a, Action::Done)))
        .or_else(|| pick(|a| matches!(a, Action::Pass)))
        .or_else(|| pick(|a| matches!(a, Action::Discard { .. })))
        .or_else(|| pick(|a| matches!(a, Action::BeginTurn { .. })))
        .unwrap_or_else(|| panic!("nothing scripted at {}", game.phase()))
}

/// The phase at every step until the second round's Soldier Phase, with
/// consecutive repeats counted.
fn one_round(seed: u64) -> Vec<(String, usize)> {
    let mut game = Squad::setup(&Options::default()).unwrap();
    let mut rng = Rng::new(Seed::from_u64(seed));
    let mut legal = Vec::new();
    let mut seen: Vec<(String, usize)> = Vec::new();
    while game.round() < 2 || game.status().is_chance() {
        let phase = game.phase().to_string();
        match seen.last_mut() {
            Some((last, n)) if *last == phase => *n += 1,
            _ => seen.push((phase, 1)),
        }
        match game.status() {
            Status::Over(_) => panic!("the mission ended in round 1"),
            Status::Chance => {
                let c = game.sample_chance(&mut rng).unwrap();
                game.resolve_chance(&c, &mut NoEvents).unwrap();
            }
            Status::ToAct(_) => {
                game.legal_actions(&mut legal);
                let a = choose(&game, &legal);
                game.apply(&a, &mut NoEvents).unwrap();
            }
        }
    }
    seen.push((game.phase().to_string(), 1));
    seen
}

/// The sequence of play of one round (R-R1): set-up (R-S10), the Soldier
/// Phase with a CX draw (R-R2), a Location placed with recon, enemy draws
/// and arrivals (R-F5), the Enemy Phase's fire with hit and cover rolls and
/// reaction windows (R-E3, R-F4), then round 2 with the timer advanced (R-E7).
#[test]
fn sequence_of_play_r_r1_one_scripted_round() {
    let turn = "turn 1/8, squad > soldier phase (R-R1)";
    let hale = format!("{turn} > soldier turn: Sgt. Ada Hale (R-R2)");
    let place = format!("{hale} > place location (R-F5)");
    let draw = format!("{place} > enemy draw (R-F5)");
    let fire = "turn 1/8 > enemy phase (R-R1) > enemy fire (R-E3)";
    let leader = format!("{fire} > enemy attack: Section Leader Group (R-E3)");
    let rifles = format!("{fire} > enemy attack: Rifle Section (R-E3)");
    let expected: Vec<(String, usize)> = vec![
        ("turn 1/8, squad > set-up (R-S10) > opening hands (R-S10) > draw: Sgt. Ada Hale (R-S10)".into(), 5),
        ("turn 1/8, squad > set-up (R-S10) > opening hands (R-S10) > draw: Pvt. Rosa Moreau (R-S10)".into(), 4),
        (turn.into(), 1),
        (format!("{hale} > draw: Sgt. Ada Hale (R-R2)"), 1),
        (hale.clone(), 1),
        (place.clone(), 2),
        (format!("{place} > recon (R-F5)"), 1),
        (draw.clone(), 1),
        (format!("{draw} > arrival: Section Leader Group (R-F5)"), 1),
        (draw.clone(), 1),
        (format!("{draw} > arrival: Rifle Section (R-F5)"), 1),
        (hale, 1),
        (turn.into(), 1),
        (format!("{turn} > soldier turn: Pvt. Rosa Moreau (R-R2)"), 1),
        (format!("{leader} > hit roll (R-E3)"), 1),
        (format!("{leader} > cover roll (R-E3)"), 1),
        (format!("{leader} > reaction (R-F4)"), 1),
        (format!("{rifles} > hit roll (R-E3)"), 1),
        (format!("{rifles} > cover roll (R-E3)"), 1),
        (format!("{rifles} > reaction (R-F4)"), 1),
        ("turn 2/8, squad > soldier phase (R-R1)".into(), 1),
    ];
    assert_eq!(one_round(3), expected);
}

/// A phase is read at every decision and chance point of whole games
/// without failing, names a procedure there, and at the end says victory
/// (R-V1) or defeat (R-V2).
#[test]
fn every_step_has_a_phase_r_r1() {
    let mut legal = Vec::new();
    for seed in 0..10u64 {
        let mut game = Squad::setup(&Options::default()).unwrap();
        let mut rng = Rng::new(Seed::from_u64(seed));
        loop {
            let phase = game.phase();
            let current = phase.current().expect("a procedure at every step");
            match game.status() {
                Status::Over(_) => {
                    assert!(matches!(current.rule, "R-V1" | "R-V2"), "{phase}");
                    break;
                }
                Status::Chance => {
                    let c = game.sample_chance(&mut rng).unwrap();
                    game.resolve_chance(&c, &mut NoEvents).unwrap();
                }
                Status::ToAct(_) => {
                    game.legal_actions(&mut legal);
                    let a = legal[rng.index(legal.len())];
                    game.apply(&a, &mut NoEvents).unwrap();
                }
            }
        }
    }
}
