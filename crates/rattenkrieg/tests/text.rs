//! Actions as text: `Display` forms by id that parse back, the names a
//! player reads (`describe`, `narrate`), typed forms read by
//! `parse_action`, and refusals naming the rule.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "tests")]

mod common;

use common::*;
use proptest::prelude::*;
use wargames_core::{Card, CardSet, Game, TextError, parse_action};
use wargames_rattenkrieg::{Action, Chance, Error, Event, Options, ParseError, Recipient, Side};

fn described(game: &wargames_rattenkrieg::Rattenkrieg) -> Vec<String> {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    legal.iter().map(|a| game.describe(a)).collect()
}

#[test]
fn rule_7_1_the_player_turn_names_counters_as_the_scenario_does() {
    let game = dealt(Options::default());
    assert_eq!(
        described(&game),
        ["activate 14Pz", "activate 24Pz", "activate 29Mot", "activate 71", "activate 295", "activate 389", "pass"]
    );
    assert_eq!(
        parse_action(&game, "activate 14pz").unwrap(),
        Action::Activate { unit: unit("14Pz"), with_tank: false }
    );
    assert_eq!(parse_action(&game, "activate u1").unwrap(), Action::Activate { unit: unit("24Pz"), with_tank: false });
    assert_eq!(
        parse_action(&game, "activate 29m").unwrap(),
        Action::Activate { unit: unit("29Mot"), with_tank: false }
    );
    match parse_action(&game, "activate 29") {
        Err(TextError::Ambiguous { matches, .. }) => assert_eq!(matches, ["activate 29Mot", "activate 295"]),
        other => panic!("expected an ambiguity, got {other:?}"),
    }
}

#[test]
fn rule_8_1_areas_are_named_and_a_beginning_names_one_attack() {
    let mut game = dealt(Options::default());
    play(&mut game, Action::Activate { unit: unit("14Pz"), with_tank: false });
    let texts = described(&game);
    assert!(texts.contains(&"attack in Spartakovka".to_owned()), "{texts:?}");
    assert!(texts.contains(&"attack in Airfield Settlement".to_owned()), "{texts:?}");
    assert_eq!(parse_action(&game, "attack in air").unwrap(), Action::Attack { area: area("Airfield Settlement") });
    match parse_action(&game, "attack in") {
        Err(TextError::Ambiguous { matches, .. }) => assert!(matches.len() >= 4, "{matches:?}"),
        other => panic!("expected an ambiguity, got {other:?}"),
    }
}

#[test]
fn rule_7_4_a_typed_action_the_rules_refuse_names_the_rule() {
    let mut game = dealt(Options::default());
    play(&mut game, Action::Activate { unit: unit("14Pz"), with_tank: false });
    play(&mut game, Action::End);
    play(&mut game, Action::Pass);
    match parse_action(&game, "activate u0") {
        Err(TextError::Refused(e @ Error::Flipped(u))) => {
            assert_eq!(u, unit("14Pz"));
            assert_eq!(e.to_string(), "7.4: u0 is flipped and cannot act again this turn");
            assert_eq!(game.explain(&e), "7.4: 14Pz is flipped and cannot act again this turn");
        }
        other => panic!("expected 7.4, got {other:?}"),
    }
    match parse_action(&game, "Activate 14pz") {
        Err(TextError::Refused(e @ Error::Flipped(_))) => {
            assert_eq!(game.explain(&e), "7.4: 14Pz is flipped and cannot act again this turn");
        }
        other => panic!("a counter typed by its name is refused by 7.4, got {other:?}"),
    }
    match parse_action(&game, "charge!") {
        Err(TextError::NoSuchAction { closest, .. }) => assert!(!closest.is_empty()),
        other => panic!("expected no such action, got {other:?}"),
    }
}

#[test]
fn rule_7_3_a_refusal_names_the_area_as_the_scenario_does() {
    let game = dealt(Options::default());
    let e = Error::NotAdjacent(area("Tractor Works"));
    assert_eq!(e.to_string(), format!("7.3: a{} is not adjacent to the active counter", area("Tractor Works").index()));
    assert_eq!(game.explain(&e), "7.3: Tractor Works is not adjacent to the active counter");
    assert_eq!(game.explain(&Error::FreeMoveSpent), Error::FreeMoveSpent.to_string());
    // Typed by name, in any case, an area reads as its id.
    assert_eq!(game.read_action("Attack in  tractor WORKS"), Some(Action::Attack { area: area("Tractor Works") }));
    assert_eq!(game.read_action("attack in Tractor"), None);
}

#[test]
fn rule_10_1_discards_are_typed_with_suit_letters() {
    let mut game = dealt(Options::default());
    play(&mut game, Action::Pass);
    play(&mut game, Action::Pass);
    // The German hand after the lowest-first deal: 5♥ 6♥ 7♥.
    let texts = described(&game);
    assert_eq!(texts.len(), 8);
    assert!(texts.contains(&"discard 5♥ 7♥".to_owned()) && texts.contains(&"keep the hand".to_owned()));
    let cards: CardSet = "5h 7h".parse().unwrap();
    assert_eq!(parse_action(&game, "discard 5h 7h").unwrap(), Action::Discard { cards });
    assert_eq!(parse_action(&game, "keep").unwrap(), Action::Discard { cards: CardSet::EMPTY });
    match parse_action(&game, "discard 9s") {
        Err(TextError::Refused(Error::DiscardNotHeld(card))) => assert_eq!(card, c(9, 's')),
        other => panic!("expected 10.1, got {other:?}"),
    }
}

#[test]
fn rule_9_1_an_event_is_described_with_what_the_card_does_for_the_side() {
    let mut game = Pos::new().hand(Side::German, &[c(11, 's'), c(12, 's')]).game();
    // Infantry: assault guns support it (9.4), not a panzer division.
    play(&mut game, Action::Activate { unit: unit("71"), with_tank: false });
    let texts = described(&game);
    assert!(texts.contains(&"event Q♠ (assault gun)".to_owned()), "{texts:?}");
    assert!(texts.contains(&"event J♠ (air support) on Rifle-1".to_owned()), "{texts:?}");
    let action = Action::Event { card: c(11, 's'), target: Some(unit("Rifle-1")) };
    assert_eq!(action.to_string(), "event J♠ on u8");
    assert_eq!(parse_action(&game, "event J♠ (air support) on Rifle-1").unwrap(), action);
    assert_eq!(parse_action(&game, "event js on u8").unwrap(), action);
}

#[test]
fn events_are_narrated_with_names() {
    let game = dealt(Options::default());
    let arrived = Event::Arrived { unit: unit("16Pz"), area: area("German rear") };
    assert_eq!(arrived.to_string(), "u6 arrives in a12");
    assert_eq!(game.narrate(&arrived), "16Pz arrives in German rear");
    let dealt = Event::Dealt { side: Side::Soviet, to: Recipient::Unit(unit("13Gds")), card: None };
    assert_eq!(game.narrate(&dealt), "Soviet: a card dealt to 13Gds");
    let combat = Event::CombatBegan { attacker: unit("14Pz"), area: area("Tractor Works") };
    assert_eq!(game.narrate(&combat), "14Pz attacks in Tractor Works");
}

#[test]
fn text_that_names_nothing_is_refused_with_a_typed_error() {
    assert_eq!("activate 14Pz".parse::<Action>(), Err(ParseError::Unit("14pz".to_owned())));
    assert_eq!("attack in a64".parse::<Action>(), Err(ParseError::Area("a64".to_owned())));
    assert!(matches!("activate u24".parse::<Action>(), Err(ParseError::Unit(_))));
    assert!(matches!("play 11♥".parse::<Action>(), Err(ParseError::Card(_))));
    assert!(matches!("shuffle".parse::<Action>(), Err(ParseError::Action(_))));
    assert!(matches!("draw".parse::<Chance>(), Err(ParseError::Chance(_))));
    assert_eq!("  PASS ".parse::<Action>(), Ok(Action::Pass));
}

fn any_card() -> impl Strategy<Value = Card> {
    (0usize..52).prop_map(|i| Card::ALL[i])
}

fn any_action() -> impl Strategy<Value = Action> {
    let unit = (0usize..24).prop_map(|i| wargames_rattenkrieg::UnitId::new(i).unwrap());
    let area = (0u8..64).prop_map(|i| wargames_core::AreaId::new(i).unwrap());
    prop_oneof![
        (unit.clone(), any::<bool>()).prop_map(|(unit, with_tank)| Action::Activate { unit, with_tank }),
        unit.clone().prop_map(|unit| Action::Refit { unit }),
        area.clone().prop_map(|to| Action::Move { to }),
        (area.clone(), any_card()).prop_map(|(to, pay)| Action::Enter { to, pay }),
        area.clone().prop_map(|area| Action::Attack { area }),
        (any_card(), proptest::option::of(unit.clone())).prop_map(|(card, target)| Action::Event { card, target }),
        unit.prop_map(|unit| Action::Defend { unit }),
        any_card().prop_map(|card| Action::Play { card }),
        area.prop_map(|to| Action::Retreat { to }),
        any_card().prop_map(|card| Action::LoseStep { card }),
        any::<u64>().prop_map(|bits| Action::Discard {
            cards: CardSet::from_bits(bits & CardSet::STANDARD_52.bits()).unwrap_or_default()
        }),
        Just(Action::Pass),
        Just(Action::End),
        Just(Action::Decline),
        Just(Action::Stand),
        Just(Action::Refight),
        Just(Action::Concede),
        Just(Action::SacrificeTank),
        Just(Action::Isolate),
    ]
}

proptest! {
    #[test]
    fn every_action_reads_back_from_its_text(action in any_action()) {
        prop_assert_eq!(action.to_string().parse::<Action>(), Ok(action));
    }

    #[test]
    fn every_chance_outcome_reads_back_from_its_text(card in any_card(), snipe in any::<bool>()) {
        let chance = if snipe { Chance::Snipe(card) } else { Chance::Draw(card) };
        prop_assert_eq!(chance.to_string().parse::<Chance>(), Ok(chance));
    }

    #[test]
    fn no_text_makes_the_parsers_panic(text in "\\PC{0,40}", prefix in 0usize..12) {
        let words = ["activate u", "enter a", "event ", "discard ", "play ", "draw ", "sniper takes ", "retreat to ",
            "attack in a", "refit ", "move to ", "lose step "];
        let _ = format!("{}{text}", words[prefix]).parse::<Action>();
        let _ = text.parse::<Action>();
        let _ = format!("{}{text}", words[prefix]).parse::<Chance>();
    }
}
