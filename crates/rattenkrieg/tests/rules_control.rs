//! Control [3.6] after every step, and the victory it decides [4.0]: an
//! area left contested by a combat (I8) turns to the side left alone in it
//! as soon as the other side's counter moves away or retreats.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "tests")]

mod common;

use common::*;
use wargames_core::{Game, Status};
use wargames_rattenkrieg::{Action, Event, Outcome, Rattenkrieg, Side, Stage};

/// Turn 6, Soviet to play. 13Gds (two steps, an empty Soviet hand) waits in
/// the Soviet rear; the German 71 holds the Tractor Works, every city area
/// is German, and every other counter is gone or in its rear.
fn last_stand() -> Pos {
    let mut pos = Pos::new();
    pos.turn(6).playing(Side::Soviet).german(&[
        "Spartakovka",
        "Orlovka",
        "Tractor Works",
        "Workers' Settlement",
        "Barrikady",
        "Red October",
        "Airfield Settlement",
        "Mamayev Kurgan",
        "City Centre",
        "Dar Gora",
        "Grain Elevator",
        "Yelshanka",
    ]);
    for gone in ["Rifle-1", "Rifle-2", "Rifle-3", "Rifle-4", "Rifle-5", "Rifle-6", "39Gds", "T-34"] {
        pos.gone(gone, 1);
    }
    for rear in ["14Pz", "24Pz", "29Mot", "295", "389", "16Pz", "100J"] {
        pos.at(rear, "German rear");
    }
    pos.at("71", "Tractor Works").at("13Gds", "Soviet rear");
    pos.hand(Side::Soviet, &[]).hand(Side::German, &[c(3, 's')]);
    pos.steps("13Gds", &[c(13, 'h'), c(12, 'h')]).steps("71", &[c(4, 'c'), c(10, 'c')]);
    pos
}

/// 13Gds attacks the Tractor Works from the Soviet rear with its K♥ and
/// loses to the German 3♠; it cannot retreat into its rear (8.9.4), so it
/// loses its last step, and with no card and no retreat it ends its
/// activation in the area, which stays contested (I8).
fn contested() -> Rattenkrieg {
    let mut game = last_stand().game();
    play(&mut game, Action::Activate { unit: unit("13Gds"), with_tank: false });
    play(&mut game, Action::Attack { area: area("Tractor Works") });
    play(&mut game, Action::Play { card: c(13, 'h') });
    play(&mut game, Action::Play { card: c(3, 's') });
    play(&mut game, Action::Stand);
    assert_eq!(refused(&game, Action::Retreat { to: area("Soviet rear") }), "8.9.4");
    play(&mut game, Action::LoseStep { card: c(12, 'h') });
    assert_eq!(game.stage(), Stage::Continue, "both sides are still in the area (8.11)");
    play(&mut game, Action::End);
    assert_eq!(game.controller(area("Tractor Works")), Some(Side::German), "contested: it keeps its controller");
    game
}

#[test]
fn rule_3_6_an_area_left_by_a_free_move_turns_to_the_side_alone_in_it() {
    let mut game = contested();
    play(&mut game, Action::Activate { unit: unit("71"), with_tank: false });
    let events = play(&mut game, Action::Move { to: area("German rear") });
    assert!(events.contains(&Event::Control { area: area("Tractor Works"), side: Side::Soviet }));
    assert_eq!(game.controller(area("Tractor Works")), Some(Side::Soviet));
    game.invariants().unwrap();
}

#[test]
fn rule_3_6_a_loaded_game_whose_control_does_not_follow_the_counters_is_refused() {
    let mut pos = last_stand();
    pos.at("71", "German rear").at("13Gds", "Tractor Works");
    let err = pos.try_game().unwrap_err().to_string();
    assert!(err.contains("3.6"), "{err}");
}

#[test]
fn rule_4_0_the_germans_do_not_win_while_the_soviets_hold_an_area_joined_to_their_rear() {
    let mut game = contested();
    play(&mut game, Action::Activate { unit: unit("71"), with_tank: false });
    play(&mut game, Action::Move { to: area("German rear") });
    play(&mut game, Action::End);
    while let Status::ToAct(_) = game.status() {
        play(&mut game, Action::Pass);
        settle(&mut game, &mut Vec::new());
    }
    assert_eq!(game.status(), Status::Over(Outcome { winner: Side::Soviet }));
}

/// A scenario may place a counter in an area the enemy controls at set-up;
/// control follows it at the first step [3.6] (control is brought in line
/// only where counters changed, so what is due at set-up is remembered).
#[test]
fn rule_3_6_a_counter_placed_alone_in_an_enemy_area_takes_it_at_the_first_step() {
    let mut scenario = scenario();
    let panzer = scenario.units.iter_mut().find(|u| u.name == "14Pz").unwrap();
    panzer.placement = wargames_rattenkrieg::Placement::Start("Barrikady".into());
    let mut game = Rattenkrieg::setup(&wargames_rattenkrieg::Options { scenario, ..Default::default() }).unwrap();
    assert_eq!(game.controller(area("Barrikady")), Some(Side::Soviet), "no step yet");
    let mut outcomes = Vec::new();
    game.chance_outcomes(&mut outcomes);
    let mut events = Vec::new();
    game.resolve_chance(&outcomes[0].0, &mut events).unwrap();
    assert!(events.contains(&Event::Control { area: area("Barrikady"), side: Side::German }), "{events:?}");
    assert_eq!(game.controller(area("Barrikady")), Some(Side::German));
    game.invariants().unwrap();
}
