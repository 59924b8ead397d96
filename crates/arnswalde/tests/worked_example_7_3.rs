//! The worked counterattack example of rule 7.3, every branch it describes,
//! with the exact cards forced through chance outcomes.
//!
//! Turn 1: three Tigers in North counterattack the face-down card there,
//! which turns out to be an ace (strength 10).

mod common;

use common::{act, d, deploy, h, judge, s, start};
use wargames_arnswalde::{Action, Arnswalde, Chance, Event, Front, Options, Pending, Target};
use wargames_core::{Card, Rank, Suit};

/// Three Tigers in North (four in the Central Square), the face-down ace of
/// hearts in North; the first Tiger has drawn the 9 of diamonds.
fn after_first_tiger() -> Arnswalde {
    let mut game = start(Options::default(), (3, 0, 4), h(Rank::Ace), h(Rank::Two));
    deploy(&mut game, h(Rank::Five));
    let events = act(&mut game, Action::Counterattack { front: Front::North, target: Target::FaceDown });
    assert!(events.contains(&Event::TurnedUp { front: Front::North, card: h(Rank::Ace) }));
    assert!(events.contains(&Event::CounterattackBegan { front: Front::North, target: h(Rank::Ace), strength: 10 }));
    judge(&mut game, d(Rank::Nine));
    // 9 < 10 and a diamond: this Tiger is damaged at once.
    assert_eq!(game.tigers().repair, 1);
    assert_eq!(game.tigers().town, [2, 0, 4]);
    assert_eq!(game.pending(), Pending::NextTiger);
    game
}

/// The second Tiger drew the king of diamonds, the third the jack of
/// spades, took a card into the hand (a joker) and is about to draw again.
fn third_tiger_redraws() -> Arnswalde {
    let mut game = after_first_tiger();
    act(&mut game, Action::NextTiger);
    judge(&mut game, d(Rank::King));
    // Out of ammunition or fuel: straight to the Central Square, undamaged.
    assert_eq!(game.tigers().town, [1, 0, 5]);
    assert_eq!(game.tigers().repair, 1);
    assert_eq!(game.pending(), Pending::NextTiger);
    act(&mut game, Action::NextTiger);
    judge(&mut game, s(Rank::Jack));
    assert_eq!(game.pending(), Pending::BlackFace(s(Rank::Jack)));
    act(&mut game, Action::TakeCard);
    assert_eq!(game.pending(), Pending::TakeCard);
    common::force(&mut game, Chance::Judgement(Card::RED_JOKER));
    assert!(game.hand().contains(Card::RED_JOKER));
    // One joker fewer in the deck: a surrender check is less likely now.
    assert_eq!(game.judgement_deck().pile().iter().filter(|c| c.is_joker()).count(), 1);
    game
}

fn ace_still_in_north(game: &Arnswalde) -> bool {
    game.front(Front::North).cards().any(|c| c == h(Rank::Ace))
}

#[test]
fn rule_7_3_example_give_up_after_the_nine_of_diamonds() {
    let mut game = after_first_tiger();
    act(&mut game, Action::StopCounterattack);
    // One Tiger in the repair area (the damaged one is also the one the
    // failure costs); the Soviet card stays.
    assert_eq!(game.tigers().repair, 1);
    assert_eq!(game.tigers().town, [2, 0, 4]);
    assert!(ace_still_in_north(&game));
    assert_eq!(game.pending(), Pending::ChooseAction);
    assert_eq!(game.actions_left(), 1);
}

#[test]
fn rule_7_3_example_king_of_diamonds_sends_the_second_tiger_to_the_central_square() {
    let game = after_first_tiger();
    let mut second = game.clone();
    act(&mut second, Action::NextTiger);
    judge(&mut second, d(Rank::King));
    assert_eq!(second.tigers().town, [1, 0, 5]);
    assert_eq!(second.tigers().repair, 1);
    assert!(ace_still_in_north(&second));
}

#[test]
fn rule_7_3_example_jack_of_spades_takes_a_joker_into_the_hand() {
    let game = third_tiger_redraws();
    assert_eq!(game.hand().len(), 1);
    // The same (third) Tiger draws again: the player may use the hand card
    // or draw from the deck.
    assert_eq!(
        game.pending(),
        Pending::Judgement { purpose: wargames_arnswalde::Purpose::Counterattack, from_deck: false }
    );
    assert_eq!(game.counterattack().map(|ca| ca.waiting), Some(0));
}

#[test]
fn rule_7_3_example_nine_of_spades_pairs_for_18_and_wins() {
    let mut game = third_tiger_redraws();
    let events = judge(&mut game, s(Rank::Nine));
    assert!(events.contains(&Event::SovietCardRemoved { front: Front::North, card: h(Rank::Ace) }));
    assert!(!ace_still_in_north(&game));
    // The first Tiger stays damaged; the third stands in North.
    assert_eq!(game.tigers().repair, 1);
    assert_eq!(game.tigers().town, [1, 0, 5]);
}

#[test]
fn rule_7_3_example_eight_of_diamonds_fails_with_two_tigers_damaged() {
    let mut game = third_tiger_redraws();
    judge(&mut game, d(Rank::Eight));
    assert!(ace_still_in_north(&game));
    assert_eq!(game.tigers().repair, 2);
    assert_eq!(game.tigers().town, [0, 0, 5]);
}

#[test]
fn rule_7_3_example_eight_of_clubs_fails_with_two_tigers_damaged() {
    let mut game = third_tiger_redraws();
    judge(&mut game, Card::new(Suit::Clubs, Rank::Eight));
    assert!(ace_still_in_north(&game));
    assert_eq!(game.tigers().repair, 2);
    assert_eq!(game.tigers().town, [0, 0, 5]);
}

#[test]
fn rule_7_3_example_red_face_card_fails_with_only_the_first_tiger_damaged() {
    let mut game = third_tiger_redraws();
    judge(&mut game, d(Rank::Queen));
    assert!(ace_still_in_north(&game));
    assert_eq!(game.tigers().repair, 1);
    assert_eq!(game.tigers().town, [0, 0, 6]);
}

#[test]
fn rule_7_3_example_black_face_card_offers_the_three_choices_again() {
    let mut game = third_tiger_redraws();
    judge(&mut game, Card::new(Suit::Clubs, Rank::Queen));
    assert_eq!(game.pending(), Pending::BlackFace(Card::new(Suit::Clubs, Rank::Queen)));
    let mut legal = Vec::new();
    wargames_core::Game::legal_actions(&game, &mut legal);
    assert_eq!(legal, vec![Action::RepairTiger, Action::ExtraAction, Action::TakeCard]);
    // (1) repair: the first Tiger comes back to the Central Square, then the third draws again.
    act(&mut game, Action::RepairTiger);
    assert_eq!(game.tigers().repair, 0);
    assert_eq!(game.tigers().town, [1, 0, 6]);
    assert!(matches!(game.pending(), Pending::Judgement { .. }));
}
