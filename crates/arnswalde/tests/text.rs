//! Actions and chance outcomes as text a player types: every form parses
//! back, typed shorter forms name the legal action, and no text panics.

mod common;

use common::{any_action, any_chance, deploy, h, start};
use proptest::prelude::*;
use wargames_arnswalde::{Action, Area, Arnswalde, Chance, Error, Front, Options, ParseError, Target};
use wargames_core::{Card, Rank, Rng, Suit, TextError, parse_action};

fn turn_one() -> Arnswalde {
    let mut game = start(Options::default(), (3, 2, 2), h(Rank::Six), h(Rank::Two));
    deploy(&mut game, h(Rank::Nine));
    game
}

#[test]
fn every_action_and_chance_outcome_reads_back_legal_or_not() {
    let game = turn_one();
    let mut rng = Rng::new(5u64);
    for _ in 0..5_000 {
        let action = any_action(&game, &mut rng);
        assert_eq!(action.to_string().parse::<Action>(), Ok(action), "{action}");
        let outcome = any_chance(&game, &mut rng);
        assert_eq!(outcome.to_string().parse::<Chance>(), Ok(outcome), "{outcome}");
    }
}

#[test]
fn a_player_types_names_in_any_case_and_suits_as_letters() {
    let seven = Target::FaceUp(Card::new(Suit::Hearts, Rank::Seven));
    assert_eq!("COUNTERATTACK 7h in  South".parse(), Ok(Action::Counterattack { front: Front::South, target: seven }));
    assert_eq!(
        "move 1 tigers from central square to north".parse(),
        Ok(Action::Move { from: Area::Central, to: Area::North, tigers: 1 })
    );
    assert_eq!("use qs".parse(), Ok(Action::UseHandCard(Card::new(Suit::Spades, Rank::Queen))));
    assert_eq!("judgement deck: black joker".parse(), Ok(Chance::Judgement(Card::BLACK_JOKER)));
}

#[test]
fn text_that_names_nothing_is_refused_with_what_went_wrong() {
    assert!(matches!("attack!".parse::<Action>(), Err(ParseError::NotAnAction { .. })));
    assert!(matches!("move 300 Tigers from North to South".parse::<Action>(), Err(ParseError::NotANumber { .. })));
    assert!(matches!("move 2 Tigers from North to Berlin".parse::<Action>(), Err(ParseError::NotAnArea { .. })));
    assert!(matches!("resolve the attack in the Central Square".parse::<Action>(), Err(ParseError::NotAFront { .. })));
    assert!(matches!("counterattack 11♥ in North".parse::<Action>(), Err(ParseError::Card(_))));
    assert!(matches!("Soviet deck 7♥".parse::<Chance>(), Err(ParseError::NotAChance { .. })));
}

#[test]
fn parse_action_reads_a_beginning_that_names_one_legal_action() {
    let game = turn_one();
    assert_eq!(parse_action(&game, "end"), Ok(Action::EndActions));
    assert_eq!(
        parse_action(&game, "move 2 tigers from south to n"),
        Ok(Action::Move { from: Area::South, to: Area::North, tigers: 2 })
    );
    assert_eq!(
        parse_action(&game, "counterattack 9h in south"),
        Ok(Action::Counterattack { front: Front::South, target: Target::FaceUp(h(Rank::Nine)) })
    );
    assert!(matches!(parse_action(&game, "move"), Err(TextError::Ambiguous { .. })));
    // 7.2: a text that reads as an action the rules refuse names the rule.
    assert!(matches!(
        parse_action(&game, "escape with one refugee marker"),
        Err(TextError::Refused(Error::EscapeNorthHeld))
    ));
    assert!(matches!(parse_action(&game, "retreat"), Err(TextError::NoSuchAction { .. })));
}

proptest! {
    #[test]
    fn no_text_panics(text in ".{0,60}", known in "(move|escape with|counterattack|use|place Tigers:|resolve the attack in|Soviet deck:|judgement deck:) .{0,30}") {
        let _ = text.parse::<Action>();
        let _ = text.parse::<Chance>();
        let _ = known.parse::<Action>();
        let _ = known.parse::<Chance>();
        let _ = parse_action(&turn_one(), &known);
    }
}
