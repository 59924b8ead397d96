//! Bad input: illegal actions and impossible chance outcomes are refused
//! with the rule they break and change nothing; corrupt saved games are
//! refused on load.

mod common;

use common::*;
use wargames_arnswalde::{Action, Area, Arnswalde, Chance, Front, Options, Target};
use wargames_core::{Card, CardSet, FlowError, Game, Rank, RuleError};

fn turn_one() -> Arnswalde {
    let mut game = start(Options::default(), (3, 2, 2), h(Rank::Six), h(Rank::Two));
    deploy(&mut game, h(Rank::Nine));
    game
}

#[test]
fn illegal_actions_name_their_rule_and_change_nothing() {
    let game = turn_one();
    // Escape with a Soviet card in North.
    refused(&game, Action::EscapeRefugees, "7.2");
    // Repair with nobody in repair.
    refused(&game, Action::Repair, "7.4");
    // Counterattack where there is no Tiger.
    let empty_south = edit(&game, |v| set_tigers(v, [3, 0, 4], 0));
    refused(&empty_south, Action::Counterattack { front: Front::South, target: Target::FaceUp(h(Rank::Nine)) }, "7.3");
    // Moving Tigers that are not there.
    refused(&game, Action::Move { from: Area::South, to: Area::North, tigers: 5 }, "7.1");
    // A second escape in a turn.
    let mut open = edit(&game, |v| clear_front(v, 0));
    act(&mut open, Action::EscapeRefugees);
    refused(&open, Action::EscapeTigers { from: Area::North, tigers: 1 }, "7.2");
    // Using a hand card one does not hold.
    let mut hand = edit(&game, |v| give_hand(v, &[s(Rank::Two)]));
    act(&mut hand, Action::Counterattack { front: Front::North, target: Target::FaceDown });
    refused(&hand, Action::UseHandCard(s(Rank::Three)), "3.2");
    // A decision the game is not waiting for.
    refused(&game, Action::NextTiger, "5.0");
}

#[test]
fn impossible_chance_outcomes_are_refused_and_change_nothing() {
    let game = turn_one();
    let mut copy = game.clone();
    let mut events = Vec::new();
    assert_eq!(
        copy.resolve_chance(&Chance::Judgement(s(Rank::Two)), &mut events).unwrap_err(),
        FlowError::NoChancePending.into()
    );
    assert_eq!(copy, game);
    let mut game = edit(&game, |v| set_tigers(v, [3, 2, 1], 1));
    act(&mut game, Action::Repair);
    let before = game.clone();
    for (outcome, rule) in [(Chance::Judgement(h(Rank::Two)), Some("3.2")), (Chance::Soviet(h(Rank::Three)), None)] {
        let err = game.resolve_chance(&outcome, &mut events).unwrap_err();
        assert_eq!(err.rule(), rule, "{err}");
        assert_eq!(game, before);
    }
    assert!(events.is_empty());
    let mut fresh = Arnswalde::setup(&Options::default()).unwrap();
    act(&mut fresh, Action::PlaceTigers { north: 7, south: 0, central: 0 });
    let err = fresh.resolve_chance(&Chance::Soviet(s(Rank::Two)), &mut events).unwrap_err();
    assert_eq!(err.rule(), Some("6.0"));
}

#[test]
fn a_saved_game_round_trips() {
    let game = turn_one();
    let json = serde_json::to_string(&game).unwrap();
    assert_eq!(serde_json::from_str::<Arnswalde>(&json).unwrap(), game);
}

#[test]
fn corrupt_saved_games_are_refused() {
    let game = turn_one();
    type Corruption = Box<dyn Fn(&mut serde_json::Value)>;
    let cases: Vec<(&str, Corruption)> = vec![
        ("eight Tigers", Box::new(|v| v["tigers"]["repair"] = 1.into())),
        ("four refugees", Box::new(|v| v["refugees"]["escaped"] = 1.into())),
        ("morale 6", Box::new(|v| v["morale"] = 6.into())),
        ("turn 12", Box::new(|v| v["turn"] = 12.into())),
        (
            "a card in the hand and the deck",
            Box::new(|v| v["hand"] = serde_json::to_value(CardSet::single(s(Rank::Two))).unwrap()),
        ),
        ("a card missing", Box::new(|v| v["judgement"]["pile"] = 0.into())),
        (
            "a heart twice",
            Box::new(|v| v["hearts_out"] = serde_json::to_value(CardSet::single(h(Rank::Nine))).unwrap()),
        ),
        (
            "a spade on a front",
            Box::new(|v| v["fronts"][0] = serde_json::json!({ "cards": [s(Rank::Two)], "face_down": true })),
        ),
        (
            "a face card above the bottom",
            Box::new(|v| {
                v["fronts"][1] = serde_json::json!({ "cards": [h(Rank::Two), h(Rank::King)], "face_down": true })
            }),
        ),
        ("a bad card index", Box::new(|v| v["fronts"][1]["cards"][0] = 60.into())),
        ("no action left while actions are awaited", Box::new(|v| v["actions_left"] = 0.into())),
        (
            "a black face decision without a counterattack",
            Box::new(|v| {
                v["pending"] = serde_json::json!({ "black_face": Card::new(wargames_core::Suit::Spades, Rank::King) })
            }),
        ),
        ("game over without an outcome", Box::new(|v| v["pending"] = "over".into())),
        ("surrender suits at box 4", Box::new(|v| v["options"]["morale_track"][4] = serde_json::json!(["spades"]))),
    ];
    for (what, corrupt) in cases {
        let refusal = try_edit(&game, |v| corrupt(v));
        assert!(refusal.is_err(), "{what} was accepted");
    }
}

#[test]
fn invariants_recompute_cards_morale_and_outcome_and_loaded_states_that_break_them_are_refused() {
    let game = turn_one();
    assert_eq!(game.invariants(), Ok(()));
    type Corruption = Box<dyn Fn(&mut serde_json::Value)>;
    let cases: Vec<(&str, &str, Corruption)> = vec![
        // Found by the corrupt-save sweep once the invariants ran after
        // every step: a heart listed twice on one front loaded, and broke
        // card conservation when one copy left the front.
        (
            "a heart twice on one front",
            "3.2: every heart",
            Box::new(|v| {
                let card = v["fronts"][1]["cards"][0].clone();
                v["fronts"][1]["cards"].as_array_mut().unwrap().push(card);
            }),
        ),
        ("morale above the difficulty's start", "4.1: morale above", Box::new(|v| v["morale"] = 5.into())),
        (
            "a victory whose score is not the refugees' and Tigers'",
            "4.2: the victory's score",
            Box::new(|v| {
                v["pending"] = "over".into();
                v["outcome"] = serde_json::json!({ "victory": { "level": "miraculous", "score": 20 } });
            }),
        ),
        (
            "no Tiger in town with Tigers in town",
            "4.1: no Tiger in town",
            Box::new(|v| {
                v["pending"] = "over".into();
                v["outcome"] = "no_tiger_in_town".into();
            }),
        ),
    ];
    for (what, why, corrupt) in cases {
        let refusal = try_edit(&game, |v| corrupt(v)).map(|_| ()).unwrap_err();
        assert!(refusal.contains(why), "{what}: {refusal}");
    }
}

/// 3.1, 3.2: a saved set-up is the start but for the Tigers' placement and
/// the face-down cards dealt so far. Found by fuzzing (`arnswalde_state`):
/// a set-up whose Soviet deck was swapped with the hearts out of play kept
/// every card in one place, loaded, and then dealt from an empty deck.
#[test]
fn rule_3_2_a_set_up_with_hearts_out_of_the_soviet_deck_is_refused() {
    let mut game = Arnswalde::setup(&Options::default()).unwrap();
    let mut set_ups = vec![game.clone()];
    act(&mut game, Action::PlaceTigers { north: 3, south: 2, central: 2 });
    set_ups.push(game.clone());
    game.resolve_chance(&Chance::Soviet(h(Rank::Five)), &mut Vec::new()).unwrap();
    set_ups.push(game.clone());
    for set_up in &set_ups {
        // Every set-up the rules reach loads.
        assert_eq!(try_edit(set_up, |_| {}).as_ref(), Ok(set_up));
    }
    type Corruption = Box<dyn Fn(&mut serde_json::Value)>;
    let cases: Vec<(&str, &str, Corruption)> = vec![
        (
            "the Soviet deck swapped with the hearts out of play",
            "3.2: before turn 1 the hearts are in the Soviet deck",
            Box::new(|v| {
                let deck = v["soviet_deck"].clone();
                v["soviet_deck"] = v["hearts_out"].clone();
                v["hearts_out"] = deck;
            }),
        ),
        (
            "a judgement card drawn",
            "3.2: no judgement card is drawn",
            Box::new(|v| {
                let mut pile: CardSet = serde_json::from_value(v["judgement"]["pile"].clone()).unwrap();
                pile.remove(s(Rank::Two));
                v["judgement"]["pile"] = serde_json::to_value(pile).unwrap();
                v["hand"] = serde_json::to_value(CardSet::single(s(Rank::Two))).unwrap();
            }),
        ),
        (
            "a Tiger in repair",
            "3.1: before turn 1 every Tiger is in the town",
            Box::new(|v| {
                v["tigers"]["town"][2] = (v["tigers"]["town"][2].as_u64().unwrap() - 1).into();
                v["tigers"]["repair"] = 1.into();
            }),
        ),
        (
            "a refugee escaped",
            "3.1: before turn 1 the refugee markers",
            Box::new(|v| {
                v["refugees"] = serde_json::json!({ "in_town": 2, "escaped": 1 });
            }),
        ),
        ("morale below the start", "4.1: before turn 1 morale", Box::new(|v| v["morale"] = 2.into())),
    ];
    for set_up in &set_ups {
        for (what, why, corrupt) in &cases {
            let refusal = try_edit(set_up, |v| corrupt(v)).map(|_| ()).unwrap_err();
            assert!(refusal.contains(why), "{what} at {:?}: {refusal}", set_up.pending());
        }
    }
    // Tigers placed before the placement, or a face-down card dealt to South first.
    let placed = try_edit(&set_ups[0], |v| v["tigers"]["town"] = serde_json::json!([7, 0, 0]));
    assert!(placed.unwrap_err().contains("3.1: the Tigers wait in the Central Square"));
    let south_first = try_edit(&set_ups[2], |v| {
        let north = v["fronts"][0].clone();
        v["fronts"][1] = north;
        v["fronts"][0] = serde_json::json!({ "cards": [], "face_down": false });
    });
    assert!(south_first.unwrap_err().contains("3.2: before turn 1 the hearts"));
}
