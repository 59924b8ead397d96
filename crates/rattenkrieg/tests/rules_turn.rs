//! Set-up, the turn sequence, reinforcements, activation, movement and
//! refit: one test per clause, named after its id.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "tests")]

mod common;

use common::*;
use wargames_core::{CardSet, Game, Seat, Status};
use wargames_rattenkrieg::{
    Action, Event, Options, Rattenkrieg, Recipient, RefitRule, Scenario, ScenarioError, Side, Stage, TankReturn,
};

#[test]
fn rule_2_4_the_deck_is_52_cards_without_jokers() {
    let game = Rattenkrieg::setup(&Options::default()).unwrap();
    let mut outcomes = Vec::new();
    game.chance_outcomes(&mut outcomes);
    assert_eq!(outcomes.len(), 52);
    assert_eq!(outcomes[0].1.to_string(), "1/52");
}

#[test]
fn rule_3_1_soviet_set_up() {
    let game = dealt(Options::default());
    for (rifle, area_name) in [
        ("Rifle-1", "Spartakovka"),
        ("Rifle-2", "Orlovka"),
        ("Rifle-3", "Airfield Settlement"),
        ("Rifle-4", "Mamayev Kurgan"),
        ("Rifle-5", "Dar Gora"),
        ("Rifle-6", "Yelshanka"),
    ] {
        assert_eq!(game.area_of(unit(rifle)), Some(area(area_name)));
    }
    assert_eq!(game.area_of(unit("13Gds")), Some(area("Soviet rear")));
    assert_eq!(game.area_of(unit("T-34")), Some(area("Tractor Works")));
    assert_eq!(game.area_of(unit("39Gds")), None);
}

#[test]
fn rule_3_2_german_set_up() {
    let game = dealt(Options::default());
    for name in ["14Pz", "24Pz", "29Mot", "71", "295", "389"] {
        assert_eq!(game.area_of(unit(name)), Some(area("German rear")));
    }
    assert_eq!(game.area_of(unit("16Pz")), None);
    assert_eq!(game.area_of(unit("100J")), None);
}

#[test]
fn rule_3_3_steps_are_dealt_to_each_counter_and_seen_by_the_owner_only() {
    let mut game = Rattenkrieg::setup(&Options::default()).unwrap();
    let mut events = Vec::new();
    settle(&mut game, &mut events);
    for (name, steps) in [("14Pz", 4), ("29Mot", 3), ("71", 2), ("Rifle-1", 1), ("13Gds", 3), ("T-34", 0)] {
        assert_eq!(game.steps(unit(name)).len(), steps, "{name}");
    }
    let german = game.view(Seat(0));
    let own = german.own_units.iter().find(|u| u.id == unit("14Pz")).unwrap();
    assert_eq!(own.steps, game.steps(unit("14Pz")));
    let enemy = german.enemy_units.iter().find(|u| u.id == unit("13Gds")).unwrap();
    assert_eq!(enemy.steps, 3);
    // Each dealt card is an event its owner sees and the enemy sees blank.
    let dealt_to_13gds = events
        .iter()
        .find(|e| matches!(e, Event::Dealt { to: Recipient::Unit(u), .. } if *u == unit("13Gds")))
        .copied()
        .unwrap();
    assert!(matches!(Rattenkrieg::redact(&dealt_to_13gds, Seat(1)), Some(Event::Dealt { card: Some(_), .. })));
    assert!(matches!(Rattenkrieg::redact(&dealt_to_13gds, Seat(0)), Some(Event::Dealt { card: None, .. })));
}

#[test]
fn rule_3_4_hands_and_the_deck() {
    let game = dealt(Options::default());
    assert_eq!(game.hand(Side::Soviet).len(), 4);
    assert_eq!(game.hand(Side::German).len(), 3);
    assert_eq!(game.deck().pile().len(), 52 - 26 - 7);
    assert_eq!(game.view(Seat(1)).enemy_hand, 3);
}

#[test]
fn rule_3_4_an_empty_deck_is_made_again_from_the_discards() {
    let mut pos = Pos::new();
    pos.steps("14Pz", &[c(1, 'c'), c(2, 'c'), c(3, 'c')]);
    let pile: Vec<_> = pos.game().deck().pile().iter().collect();
    pos.discards(&pile);
    let mut game = pos.game();
    assert!(game.deck().pile().is_empty());
    play(&mut game, Action::Refit { unit: unit("14Pz") });
    let mut outcomes = Vec::new();
    game.chance_outcomes(&mut outcomes);
    let drawable: CardSet = outcomes
        .iter()
        .map(|(o, _)| match o {
            wargames_rattenkrieg::Chance::Draw(card) | wargames_rattenkrieg::Chance::Snipe(card) => *card,
        })
        .collect();
    assert_eq!(drawable, game.deck().discards());
    let card = drawable.first().unwrap();
    draw(&mut game, card);
    assert!(game.steps(unit("14Pz")).contains(card));
    assert_eq!(game.deck().pile().len(), drawable.len() - 1, "the discards became the deck");
}

#[test]
fn rule_3_5_no_counter_enters_the_enemy_rear() {
    let mut pos = Pos::new();
    pos.german(&["Tractor Works"]).at("14Pz", "Tractor Works").gone("T-34", 1);
    let mut game = pos.game();
    play(&mut game, Action::Activate { unit: unit("14Pz"), with_tank: false });
    let rear = area("Soviet rear");
    assert_eq!(refused(&game, Action::Enter { to: rear, pay: game.hand(Side::German).first().unwrap() }), "3.5");
    assert_eq!(refused(&game, Action::Attack { area: rear }), "3.5");
    assert_eq!(refused(&game, Action::Move { to: rear }), "7.2");
}

#[test]
fn rule_3_5_scenario_data_with_a_counter_in_the_enemy_rear_is_refused() {
    let mut scenario = Scenario::default();
    scenario.units[0].placement = wargames_rattenkrieg::Placement::Start("Soviet rear".into());
    assert_eq!(scenario.validate(), Err(ScenarioError::UnitInEnemyRear("14Pz".into())));
    let err = Rattenkrieg::setup(&Options { scenario, ..Options::default() }).unwrap_err();
    assert!(err.to_string().starts_with("3.5"), "{err}");
}

#[test]
fn rule_2_1_bad_map_data_is_refused() {
    let mut unknown = Scenario::default();
    unknown.areas[0].adjacent.push("Gumrak".into());
    assert!(matches!(unknown.validate(), Err(ScenarioError::UnknownArea { .. })));
    let mut asymmetric = Scenario::default();
    asymmetric.areas[4].adjacent.push("Spartakovka".into());
    assert_eq!(
        asymmetric.validate(),
        Err(ScenarioError::AsymmetricAdjacency { a: "Barrikady".into(), b: "Spartakovka".into() })
    );
    let mut twice = Scenario::default();
    twice.areas[1].name = "Spartakovka".into();
    assert_eq!(twice.validate(), Err(ScenarioError::DuplicateArea("Spartakovka".into())));
    let json = serde_json::to_string(&Scenario::default()).unwrap();
    let back: Scenario = serde_json::from_str(&json).unwrap();
    assert_eq!(back, Scenario::default());
    assert!(back.reconstruction, "the built-in scenario is labelled a reconstruction");
}

#[test]
fn rule_3_6_every_city_area_starts_soviet() {
    let game = dealt(Options::default());
    let s = scenario();
    for a in s.areas.iter().filter(|a| a.terrain.is_city()) {
        assert_eq!(game.controller(area(&a.name)), Some(Side::Soviet), "{}", a.name);
    }
    assert_eq!(game.controller(area("German rear")), Some(Side::German));
}

fn end_turn(game: &mut Rattenkrieg) {
    while game.stage() == Stage::PlayerTurn {
        play(game, Action::Pass);
    }
    for _ in 0..2 {
        if matches!(game.stage(), Stage::Discard { .. }) {
            play(game, Action::Discard { cards: CardSet::EMPTY });
        }
    }
    settle(game, &mut Vec::new());
}

#[test]
fn rule_4_0_german_victory_needs_every_area_joined_to_the_soviet_rear() {
    let mut pos = Pos::new();
    pos.turn(6)
        .at("39Gds", "Soviet rear")
        .at("16Pz", "Tractor Works")
        .at("100J", "German rear")
        .at("14Pz", "Red October")
        .at("24Pz", "City Centre")
        .gone("T-34", 1)
        .german(&["Tractor Works", "Red October", "City Centre"]);
    let mut game = pos.game();
    play(&mut game, Action::Pass);
    let events = play(&mut game, Action::Pass);
    assert!(events.contains(&Event::GameOver { winner: Side::German }));
    assert_eq!(game.status(), Status::Over(wargames_rattenkrieg::Outcome { winner: Side::German }));

    // The German 24Pz has left the City Centre, which has turned Soviet (3.6).
    pos.at("24Pz", "German rear").german(&["Tractor Works", "Red October"]);
    let mut game = pos.game();
    play(&mut game, Action::Pass);
    play(&mut game, Action::Pass);
    assert_eq!(game.winner(), Some(Side::Soviet));
}

#[test]
fn rule_5_0_player_turns_alternate_until_both_pass_in_a_row() {
    let mut game = dealt(Options::default());
    assert_eq!(game.side_to_act(), Some(Side::German));
    play(&mut game, Action::Pass);
    assert_eq!(game.side_to_act(), Some(Side::Soviet));
    play(&mut game, Action::Activate { unit: unit("13Gds"), with_tank: false });
    play(&mut game, Action::End);
    play(&mut game, Action::Pass);
    assert_eq!(game.stage(), Stage::PlayerTurn, "one pass after an activation does not end the phase");
    let events = play(&mut game, Action::Pass);
    assert!(events.contains(&Event::OperationsEnded { turn: 1 }));
    assert_eq!(game.stage(), Stage::Discard { side: Side::German });
}

#[test]
fn rule_6_1_german_reinforcements_arrive_on_turn_2_with_their_steps() {
    let mut game = dealt(Options::default());
    end_turn(&mut game);
    assert_eq!(game.turn(), 2);
    assert_eq!(game.area_of(unit("16Pz")), Some(area("German rear")));
    assert_eq!(game.steps(unit("16Pz")).len(), 4);
    assert_eq!(game.steps(unit("100J")).len(), 1);
    assert_eq!(game.area_of(unit("39Gds")), None);
}

#[test]
fn rule_6_2_39th_guards_arrive_on_turn_3() {
    let mut game = dealt(Options::default());
    end_turn(&mut game);
    end_turn(&mut game);
    assert_eq!(game.turn(), 3);
    assert_eq!(game.area_of(unit("39Gds")), Some(area("Soviet rear")));
    assert_eq!(game.steps(unit("39Gds")).len(), 3);
}

#[test]
fn rule_6_3_the_t34_returns_to_the_tractor_works() {
    let base = |option| {
        let mut pos = Pos::with(Options { tank_return: option, ..Options::default() });
        pos.gone("T-34", 1);
        pos
    };
    let mut game = base(TankReturn::AnyLaterTurn).game();
    end_turn(&mut game);
    assert_eq!(game.area_of(unit("T-34")), Some(area("Tractor Works")));

    // Not while the Germans hold the Tractor Works.
    let mut pos = base(TankReturn::AnyLaterTurn);
    pos.german(&["Tractor Works"]).at("14Pz", "Tractor Works");
    let mut game = pos.game();
    end_turn(&mut game);
    assert!(game.is_eliminated(unit("T-34")));

    // The stricter reading: only on the turn right after.
    let mut pos = base(TankReturn::NextTurnOnly);
    pos.turn(2).at("16Pz", "German rear").at("100J", "German rear");
    let mut game = pos.game();
    end_turn(&mut game);
    assert!(game.is_eliminated(unit("T-34")), "eliminated on turn 1: too late on turn 3");
    let mut pos = base(TankReturn::AnyLaterTurn);
    pos.turn(2).at("16Pz", "German rear").at("100J", "German rear");
    let mut game = pos.game();
    end_turn(&mut game);
    assert_eq!(game.area_of(unit("T-34")), Some(area("Tractor Works")));
}

#[test]
fn rule_7_1_a_side_activates_one_of_its_own_counters_on_the_map() {
    let mut game = dealt(Options::default());
    assert_eq!(refused(&game, Action::Activate { unit: unit("13Gds"), with_tank: false }), "7.1");
    assert_eq!(refused(&game, Action::Activate { unit: unit("16Pz"), with_tank: false }), "7.1");
    assert_eq!(refused(&game, Action::Move { to: area("Spartakovka") }), "7.1");
    let events = play(&mut game, Action::Activate { unit: unit("14Pz"), with_tank: false });
    assert_eq!(events, vec![Event::Activated { unit: unit("14Pz"), tank: None }]);
    assert_eq!(game.stage(), Stage::Activation);
}

#[test]
fn rule_7_4_a_counter_that_ended_its_activation_is_flipped_and_cannot_act_again() {
    let mut game = dealt(Options::default());
    play(&mut game, Action::Activate { unit: unit("14Pz"), with_tank: false });
    play(&mut game, Action::End);
    assert!(game.is_flipped(unit("14Pz")));
    play(&mut game, Action::Pass);
    assert_eq!(refused(&game, Action::Activate { unit: unit("14Pz"), with_tank: false }), "7.4");
    assert_eq!(refused(&game, Action::Refit { unit: unit("14Pz") }), "7.4");
}

#[test]
fn rule_7_2_free_moves_go_any_distance_through_friendly_areas() {
    let mut pos = Pos::new();
    pos.german(&["Spartakovka", "Orlovka", "Tractor Works"]).gone("Rifle-1", 1).gone("Rifle-2", 1).gone("T-34", 1);
    let mut game = pos.game();
    play(&mut game, Action::Activate { unit: unit("14Pz"), with_tank: false });
    assert_eq!(refused(&game, Action::Move { to: area("Workers' Settlement") }), "7.2");
    play(&mut game, Action::Move { to: area("Tractor Works") });
    assert_eq!(game.area_of(unit("14Pz")), Some(area("Tractor Works")));
    assert_eq!(refused(&game, Action::Move { to: area("Orlovka") }), "7.2", "one free move until another operation");
}

#[test]
fn rule_7_3_entering_an_empty_enemy_area_costs_a_hand_card_or_a_step() {
    let mut pos = Pos::new();
    pos.gone("Rifle-1", 1)
        .hand(Side::German, &[c(5, 's')])
        .steps("14Pz", &[c(2, 's'), c(3, 's')])
        .steps("24Pz", &[c(4, 's')]);
    let mut game = pos.game();
    play(&mut game, Action::Activate { unit: unit("14Pz"), with_tank: false });
    let spartakovka = area("Spartakovka");
    assert_eq!(refused(&game, Action::Enter { to: spartakovka, pay: c(4, 's') }), "7.3", "another counter's step");
    assert_eq!(refused(&game, Action::Enter { to: spartakovka, pay: c(9, 'h') }), "7.3", "a card not held");
    assert_eq!(refused(&game, Action::Enter { to: area("Orlovka"), pay: c(5, 's') }), "7.3", "enemy counters there");
    assert_eq!(refused(&game, Action::Enter { to: area("Barrikady"), pay: c(5, 's') }), "7.3", "not adjacent");
    let events = play(&mut game, Action::Enter { to: spartakovka, pay: c(2, 's') });
    assert!(events.contains(&Event::Control { area: spartakovka, side: Side::German }));
    assert_eq!(game.steps(unit("14Pz")).len(), 1);
    assert!(game.deck().discards().contains(c(2, 's')));
    // The next operation: pay with a hand card.
    let orlovka = area("Orlovka");
    let mut pos = Pos::from(&game);
    pos.gone("Rifle-2", 1);
    let mut game = pos.game();
    play(&mut game, Action::Enter { to: orlovka, pay: c(5, 's') });
    assert_eq!(game.controller(orlovka), Some(Side::German));
    assert!(game.hand(Side::German).is_empty());
}

#[test]
fn rule_7_5_refit_in_the_own_rear_up_to_the_counters_steps() {
    let mut pos = Pos::new();
    pos.steps("14Pz", &[c(2, 's')]).at("24Pz", "Spartakovka").german(&["Spartakovka"]).gone("Rifle-1", 1);
    let mut game = pos.game();
    assert_eq!(refused(&game, Action::Refit { unit: unit("29Mot") }), "7.5", "already full");
    assert_eq!(refused(&game, Action::Refit { unit: unit("24Pz") }), "7.5", "not in the rear");
    let events = play(&mut game, Action::Refit { unit: unit("14Pz") });
    assert_eq!(events, vec![Event::Refitting { unit: unit("14Pz") }]);
    assert!(game.status().is_chance());
    let card = game.deck().pile().first().unwrap();
    draw(&mut game, card);
    assert_eq!(game.steps(unit("14Pz")), CardSet::from_iter([c(2, 's'), card]));
    assert!(game.is_flipped(unit("14Pz")));
    assert_eq!(game.side_to_act(), Some(Side::Soviet));
}

#[test]
fn rule_7_5_optional_rule_only_the_soviet_side_refits() {
    let mut pos = Pos::with(Options { refit: RefitRule::SovietOnly, ..Options::default() });
    pos.steps("14Pz", &[c(2, 's')]).steps("13Gds", &[c(2, 'h')]);
    let mut game = pos.game();
    assert_eq!(refused(&game, Action::Refit { unit: unit("14Pz") }), "7.5");
    play(&mut game, Action::Pass);
    play(&mut game, Action::Refit { unit: unit("13Gds") });
    assert!(game.status().is_chance());
}

#[test]
fn rule_2_2_any_number_of_counters_share_an_area() {
    let mut pos = Pos::new();
    for name in ["14Pz", "24Pz", "29Mot", "71", "295", "389"] {
        pos.at(name, "Spartakovka");
    }
    pos.gone("Rifle-1", 1).german(&["Spartakovka"]);
    let mut game = pos.game();
    play(&mut game, Action::Activate { unit: unit("14Pz"), with_tank: false });
    play(&mut game, Action::Move { to: area("German rear") });
    play(&mut game, Action::End);
    play(&mut game, Action::Pass);
    play(&mut game, Action::Activate { unit: unit("24Pz"), with_tank: false });
    assert_eq!(game.area_of(unit("24Pz")), Some(area("Spartakovka")));
}

#[test]
fn rule_2_3_counters_carry_a_name_and_a_strength() {
    let s = scenario();
    let rifle = &s.units[unit("Rifle-1").index()];
    assert_eq!((rifle.name.as_str(), rifle.strength), ("Rifle-1", 2), "the one strength known from play");
    assert_eq!(s.unit_name(unit("16Pz")), "16Pz");
    let view = dealt(Options::default()).view(Seat(0));
    assert!(view.to_string().contains("14Pz["), "the board names the counters");
}

#[test]
fn rule_7_1_i2_an_event_is_an_operation_and_reopens_the_free_move() {
    let mut pos = Pos::new();
    pos.german(&["Spartakovka", "Orlovka", "Tractor Works"])
        .gone("Rifle-1", 1)
        .gone("Rifle-2", 1)
        .gone("T-34", 1)
        .hand(Side::German, &[c(13, 's')]);
    let mut game = pos.game();
    play(&mut game, Action::Activate { unit: unit("14Pz"), with_tank: false });
    play(&mut game, Action::Move { to: area("Tractor Works") });
    assert_eq!(refused(&game, Action::Move { to: area("Orlovka") }), "7.2");
    play(&mut game, Action::Event { card: c(13, 's'), target: None });
    play(&mut game, Action::Move { to: area("Orlovka") });
    assert_eq!(game.area_of(unit("14Pz")), Some(area("Orlovka")));
    assert_eq!(refused(&game, Action::Move { to: area("Spartakovka") }), "7.2", "one free move per operation");
}

#[test]
fn rule_6_3_by_default_the_t34_returns_only_in_turns_2_and_3_after_removal_in_the_previous_turn() {
    let base_with = |options: Options, turn: u8, gone: u8| {
        let mut pos = Pos::with(options);
        pos.turn(turn).gone("T-34", gone);
        if turn >= 2 {
            pos.at("16Pz", "German rear").at("100J", "German rear");
        }
        if turn >= 3 {
            pos.at("39Gds", "Soviet rear");
        }
        pos
    };
    let base = |turn, gone| base_with(Options::default(), turn, gone);
    assert_eq!(Options::default().tank_return, TankReturn::Reinforcement);
    // Removed in turn 1: back at the start of turn 2.
    let mut game = base(1, 1).game();
    end_turn(&mut game);
    assert_eq!(game.area_of(unit("T-34")), Some(area("Tractor Works")));
    // Removed in turn 2: back at the start of turn 3.
    let mut game = base(2, 2).game();
    end_turn(&mut game);
    assert_eq!(game.area_of(unit("T-34")), Some(area("Tractor Works")));
    // Removed in turn 1, turn 3 begins: not "the previous turn".
    let mut game = base(2, 1).game();
    end_turn(&mut game);
    assert!(game.is_eliminated(unit("T-34")), "removed two turns before");
    // Removed in turn 3: turn 4 has no reinforcements (5.0).
    let mut game = base(3, 3).game();
    end_turn(&mut game);
    assert_eq!(game.turn(), 4);
    assert!(game.is_eliminated(unit("T-34")), "no reinforcement after turn 3");
    // The other readings are options.
    let mut game = base_with(Options { tank_return: TankReturn::NextTurnOnly, ..Options::default() }, 3, 3).game();
    end_turn(&mut game);
    assert_eq!(game.area_of(unit("T-34")), Some(area("Tractor Works")));
}
