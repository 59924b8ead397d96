//! The phase of play (5.0) at every step of one scripted turn, checked
//! against the rules' sequence of play: set-up (3.3, 3.4), operations (7.0)
//! with an activation (7.1) and a combat (8.0-8.9), both sides passing
//! (5.0), the refill (10.1) and the reinforcements of turn 2 (6.1).
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

mod common;

use common::{Pos, area, c, draw, play, unit};
use wargames_core::{Game, Match, Phase, RandomAgent, Seat};
use wargames_rattenkrieg::{Action, Options, Rattenkrieg, Side};

/// Resolves chance with the lowest card, checking the phase at each point.
fn settle_checking<S: AsRef<str>>(game: &mut Rattenkrieg, expected: &[S]) {
    let mut outcomes = Vec::new();
    for want in expected {
        let want = want.as_ref();
        assert!(game.status().is_chance(), "expected a chance point at {want}");
        assert_eq!(game.phase().to_string(), want);
        game.chance_outcomes(&mut outcomes);
        let (first, _) = outcomes[0];
        game.resolve_chance(&first, &mut Vec::new()).unwrap();
    }
    assert!(!game.status().is_chance(), "more chance points than expected");
}

/// Plays `action` after checking the phase it is chosen in.
fn step(game: &mut Rattenkrieg, phase: &str, action: Action) {
    assert_eq!(game.phase().to_string(), phase, "before {action}");
    for seat in [Seat(0), Seat(1)] {
        assert_eq!(game.view(seat).phase(), game.phase(), "the view of {seat} reads another phase");
    }
    play(game, action);
}

fn repeat(text: &'static str, n: usize) -> impl Iterator<Item = &'static str> {
    std::iter::repeat_n(text, n)
}

#[test]
fn sequence_of_play_5_0_one_scripted_turn() {
    let mut game = Rattenkrieg::setup(&Options::default()).unwrap();
    // 3.3 steps in the scenario's order, then 3.4 the Soviet hand, then the German (I16).
    let mut setup: Vec<String> = Vec::new();
    for (side, name, steps) in [
        ("German", "14Pz", 4),
        ("German", "24Pz", 4),
        ("German", "29Mot", 3),
        ("German", "71", 2),
        ("German", "295", 2),
        ("German", "389", 2),
        ("Soviet", "Rifle-1", 1),
        ("Soviet", "Rifle-2", 1),
        ("Soviet", "Rifle-3", 1),
        ("Soviet", "Rifle-4", 1),
        ("Soviet", "Rifle-5", 1),
        ("Soviet", "Rifle-6", 1),
        ("Soviet", "13Gds", 3),
    ] {
        setup.extend(std::iter::repeat_n(format!("{side} > set-up (3.0) > deal: {name} (3.3)"), steps));
    }
    setup.extend(repeat("Soviet > set-up (3.0) > deal: Soviet hand (3.4)", 4).map(String::from));
    setup.extend(repeat("German > set-up (3.0) > deal: German hand (3.4)", 3).map(String::from));
    settle_checking(&mut game, &setup);
    assert_eq!(game.hand(wargames_rattenkrieg::Side::German).to_string(), "5♥ 6♥ 7♥");

    // Turn 1, German player turn (5.0 step 2): 14Pz enters Spartakovka and fights.
    let ops = "turn 1/6, German > operations (7.0)";
    step(&mut game, &format!("{ops} > player turn (7.1)"), Action::Activate { unit: unit("14Pz"), with_tank: false });
    let act = format!("{ops} > activation: 14Pz (7.1)");
    step(&mut game, &act, Action::Attack { area: area("Spartakovka") });
    let combat = format!("{act} > combat: Spartakovka (8.0)");
    step(&mut game, &format!("{combat} > attack declaration (8.4)"), Action::Play { card: c(1, 'c') });
    step(&mut game, &format!("{combat} > defence declaration (8.5)"), Action::Play { card: c(5, 'd') });
    step(&mut game, &format!("{combat} > raise: German (8.6)"), Action::Play { card: c(2, 'c') });
    step(&mut game, &format!("{combat} > raise: Soviet (8.6)"), Action::Stand);
    // 8.7.1: only the German card hits; Rifle-1 takes the loss (8.9).
    step(&mut game, &format!("{combat} > loss: Rifle-1 (8.9)"), Action::Retreat { to: area("Orlovka") });
    // Orlovka now holds two Soviet counters; 14Pz attacks again from Spartakovka.
    step(&mut game, &act, Action::Attack { area: area("Orlovka") });
    let combat = format!("{act} > combat: Orlovka (8.0)");
    step(&mut game, &format!("{combat} > defender (8.2)"), Action::Defend { unit: unit("Rifle-2") });
    step(&mut game, &format!("{combat} > attack declaration (8.4)"), Action::Play { card: c(3, 'c') });
    step(&mut game, &format!("{combat} > defence declaration (8.5)"), Action::Decline);
    step(&mut game, &format!("{combat} > loss: Rifle-2 (8.9)"), Action::LoseStep { card: c(6, 'd') });
    // 8.11: counters of both sides remain in Orlovka.
    step(&mut game, &format!("{combat} > continue (8.11)"), Action::Retreat { to: area("Spartakovka") });
    // 5.0 step 3, then both sides pass one after the other.
    step(&mut game, "turn 1/6, Soviet > operations (7.0) > player turn (7.1)", Action::Pass);
    step(&mut game, &format!("{ops} > player turn (7.1)"), Action::Pass);
    // 5.0 step 4, the refill phase for both sides: discards, then draws up
    // to three, four for the Soviet side holding Mamayev Kurgan (10.1, 10.2).
    let cards = |text: &str| text.parse::<wargames_core::CardSet>().unwrap();
    step(&mut game, "turn 1/6, German > refill (10.0) > discard (10.1)", Action::Discard { cards: cards("5h") });
    step(&mut game, "turn 1/6, Soviet > refill (10.0) > discard (10.1)", Action::Discard { cards: cards("Ah 2h") });
    let mut refill: Vec<&str> = Vec::new();
    refill.extend(repeat("turn 1/6, German > refill (10.0) > draw: German hand (10.1)", 1));
    refill.extend(repeat("turn 1/6, Soviet > refill (10.0) > draw: Soviet hand (10.1)", 2));
    // 5.0 step 1 of turn 2: the German reinforcements with their steps (6.1).
    refill.extend(repeat("turn 2/6, German > reinforcements (6.0) > deal: 16Pz (6.1)", 4));
    refill.extend(repeat("turn 2/6, German > reinforcements (6.0) > deal: 100J (6.1)", 1));
    settle_checking(&mut game, &refill);
    assert_eq!(game.phase().to_string(), "turn 2/6, German > operations (7.0) > player turn (7.1)");
}

#[test]
fn victory_4_0_is_the_phase_of_a_finished_game_and_every_phase_reads_from_the_turn_down() {
    for seed in 0..4u64 {
        let mut m = Match::<Rattenkrieg>::new(Options::default(), seed).unwrap();
        let mut agents = [RandomAgent::new(seed), RandomAgent::new(seed + 10)];
        let mut legal = Vec::new();
        while let Some(seat) = m.status().to_act() {
            let phase: Phase<'_> = m.game().phase();
            assert!(phase.turn_number().is_some(), "{phase}");
            assert_eq!(phase.turn_number().unwrap().last, Some(6));
            assert!(phase.side_name().is_some());
            assert!(phase.path().count() >= 2, "{phase}");
            m.legal_actions(&mut legal);
            let i = wargames_core::Agent::choose(
                &mut agents[seat.index()],
                &wargames_core::Observation::new(m.game(), seat),
                &legal,
            );
            m.play(&legal[i]).unwrap();
        }
        assert_eq!(m.game().phase().to_string(), "turn 6/6 > victory (4.0)");
    }
}

#[test]
fn rule_7_5_a_refit_is_dealt_in_its_own_procedure() {
    let mut pos = Pos::new();
    pos.steps("14Pz", &[c(2, 's')]);
    let mut game = pos.game();
    step(&mut game, "turn 1/6, German > operations (7.0) > player turn (7.1)", Action::Refit { unit: unit("14Pz") });
    assert!(game.status().is_chance());
    assert_eq!(game.phase().to_string(), "turn 1/6, German > operations (7.0) > refit: 14Pz (7.5)");
}

#[test]
fn rule_9_3_air_support_and_its_loss_happen_inside_the_activation() {
    let mut pos = Pos::new();
    pos.hand(Side::German, &[c(11, 's')]).pile(&[c(5, 'c')]);
    let mut game = pos.game();
    step(
        &mut game,
        "turn 1/6, German > operations (7.0) > player turn (7.1)",
        Action::Activate { unit: unit("71"), with_tank: false },
    );
    let act = "turn 1/6, German > operations (7.0) > activation: 71 (7.1)";
    step(&mut game, act, Action::Event { card: c(11, 's'), target: Some(unit("Rifle-1")) });
    assert_eq!(game.phase().to_string(), format!("{act} > air support: Rifle-1 (9.3)"));
    draw(&mut game, c(5, 'c'));
    // 5 is at or above Rifle-1's strength 2: a loss (9.3, 8.9), taken by the Soviet side.
    assert_eq!(game.side_to_act(), Some(Side::Soviet));
    assert_eq!(game.phase().to_string(), format!("{act} > loss: Rifle-1 (8.9)"));
}

#[test]
fn rule_9_6_the_sniper_takes_its_card_inside_the_soviet_activation() {
    let mut pos = Pos::new();
    pos.playing(Side::Soviet).hand(Side::Soviet, &[c(11, 'd')]).hand(Side::German, &[c(3, 's')]);
    let mut game = pos.game();
    let ops = "turn 1/6, Soviet > operations (7.0)";
    step(&mut game, &format!("{ops} > player turn (7.1)"), Action::Activate { unit: unit("13Gds"), with_tank: false });
    step(&mut game, &format!("{ops} > activation: 13Gds (7.1)"), Action::Event { card: c(11, 'd'), target: None });
    assert_eq!(game.phase().to_string(), format!("{ops} > activation: 13Gds (7.1) > sniper (9.6)"));
}
