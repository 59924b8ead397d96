//! Rules 8.1 and 8.2: the Soviet normal attack and the general assault,
//! the table of 8.1 row by row, and counterattacks in answer.

mod common;

use common::*;
use wargames_arnswalde::{Action, Arnswalde, AssaultAce, Event, Front, Options, Outcome, Pending, Purpose};
use wargames_core::{Card, Rank};

/// No Tiger at the fronts; face-down 2 (North) and 3 (South), 7 of hearts
/// deployed to South; the action phase ended: South's 7 attacks and a
/// judgement card is due.
fn south_seven_attacks(placed: (u8, u8, u8)) -> Arnswalde {
    let mut game = start(Options::default(), placed, h(Rank::Two), h(Rank::Three));
    deploy(&mut game, h(Rank::Seven));
    let events = act(&mut game, Action::EndActions);
    assert!(events.contains(&Event::AttackBegan { front: Front::South, card: h(Rank::Seven), strength: 7 }));
    game
}

fn south_cards(game: &Arnswalde) -> Vec<Card> {
    game.front(Front::South).cards().collect()
}

#[test]
fn rule_8_1_only_the_top_face_up_card_attacks_and_face_down_cards_do_not() {
    let game = south_seven_attacks((0, 0, 7));
    // North holds only its face-down card: no attack there; South's top card attacks.
    assert_eq!(game.attacks().remaining, [0, 1]);
    assert_eq!(game.pending(), Pending::Judgement { purpose: Purpose::SovietAttack, from_deck: true });
}

#[test]
fn rule_8_1_a_number_at_or_below_the_strength_succeeds_and_lowers_morale() {
    for card in [s(Rank::Seven), cl(Rank::Two)] {
        let mut game = south_seven_attacks((0, 0, 7));
        let events = judge(&mut game, card);
        assert!(events.contains(&Event::AttackSucceeded { front: Front::South }));
        assert_eq!(game.morale(), 3);
        assert_eq!(south_cards(&game), vec![h(Rank::Three), h(Rank::Seven)]);
        assert_eq!(game.pending(), Pending::Deploy, "turn 2");
    }
}

#[test]
fn rule_8_1_a_number_above_the_strength_repulses_and_removes_the_card() {
    let mut game = south_seven_attacks((0, 0, 7));
    let events = judge(&mut game, d(Rank::Eight));
    assert!(events.contains(&Event::SovietCardRemoved { front: Front::South, card: h(Rank::Seven) }));
    assert_eq!(game.morale(), 4);
    assert_eq!(south_cards(&game), vec![h(Rank::Three)]);
}

#[test]
fn rule_8_1_an_ace_counts_1_and_the_ace_of_diamonds_brings_a_surrender_check() {
    let mut game = south_seven_attacks((0, 0, 7));
    judge(&mut game, s(Rank::Ace));
    assert_eq!(game.morale(), 3);
    assert_eq!(game.pending(), Pending::Deploy);
    let mut game = south_seven_attacks((0, 0, 7));
    judge(&mut game, d(Rank::Ace));
    assert_eq!(game.morale(), 3);
    assert_eq!(game.pending(), Pending::Judgement { purpose: Purpose::Surrender, from_deck: true });
    judge(&mut game, cl(Rank::Four));
    assert_eq!(game.pending(), Pending::Deploy);
}

#[test]
fn rule_8_1_morale_at_0_stays_0() {
    let game = south_seven_attacks((0, 0, 7));
    let mut game = edit(&game, |v| v["morale"] = 0.into());
    judge(&mut game, s(Rank::Two));
    assert_eq!(game.morale(), 0);
    assert_eq!(game.outcome(), None);
}

#[test]
fn rule_8_1_a_diamond_face_card_destroys_a_tiger_in_repair_then_a_new_card() {
    let game = south_seven_attacks((0, 0, 7));
    let mut game = edit(&game, |v| set_tigers(v, [0, 0, 6], 1));
    let events = judge(&mut game, d(Rank::King));
    assert!(events.contains(&Event::TigerDestroyed));
    assert_eq!((game.tigers().repair, game.tigers().lost), (0, 1));
    assert_eq!(game.pending(), Pending::Judgement { purpose: Purpose::SovietAttack, from_deck: true });
    // With nobody in repair it hits nothing, and a new card is drawn too.
    let events = judge(&mut game, d(Rank::Queen));
    assert!(events.contains(&Event::ArtilleryMissed));
    assert_eq!(game.tigers().lost, 1);
    judge(&mut game, s(Rank::Nine));
    assert_eq!(south_cards(&game), vec![h(Rank::Three)]);
}

#[test]
fn rule_8_1_a_black_face_card_is_a_dud() {
    let mut game = south_seven_attacks((0, 0, 7));
    let events = judge(&mut game, cl(Rank::Jack));
    assert!(events.contains(&Event::AttackFizzled { front: Front::South }));
    assert_eq!(game.morale(), 4);
    assert_eq!(south_cards(&game), vec![h(Rank::Three), h(Rank::Seven)]);
}

#[test]
fn rule_8_1_a_joker_brings_a_surrender_check_then_a_new_card() {
    let mut game = south_seven_attacks((0, 0, 7));
    judge(&mut game, Card::BLACK_JOKER);
    assert_eq!(game.pending(), Pending::Judgement { purpose: Purpose::Surrender, from_deck: true });
    judge(&mut game, s(Rank::Five));
    assert_eq!(game.pending(), Pending::Judgement { purpose: Purpose::SovietAttack, from_deck: true });
    judge(&mut game, s(Rank::Eight));
    assert_eq!(south_cards(&game), vec![h(Rank::Three)]);
}

#[test]
fn rule_8_1_where_tigers_stand_the_player_may_answer_with_a_counterattack() {
    let game = south_seven_attacks((0, 2, 5));
    assert_eq!(game.pending(), Pending::Answer);
    assert_eq!(legal(&game), vec![Action::AnswerWithCounterattack, Action::AcceptAttack]);
    let mut accept = game.clone();
    act(&mut accept, Action::AcceptAttack);
    assert_eq!(accept.pending(), Pending::Judgement { purpose: Purpose::SovietAttack, from_deck: true });
    let mut answer = game;
    act(&mut answer, Action::AnswerWithCounterattack);
    let ca = answer.counterattack().unwrap();
    assert!(ca.answer);
    assert_eq!((ca.target, ca.strength), (h(Rank::Seven), 7), "the attacker is the target");
    judge(&mut answer, s(Rank::Nine));
    assert_eq!(south_cards(&answer), vec![h(Rank::Three)]);
    assert_eq!(answer.morale(), 4);
}

#[test]
fn rule_8_1_a_failed_counterattack_in_answer_costs_no_morale() {
    let mut game = south_seven_attacks((0, 2, 5));
    act(&mut game, Action::AnswerWithCounterattack);
    judge(&mut game, s(Rank::Two));
    act(&mut game, Action::StopCounterattack);
    assert_eq!(game.tigers().town, [0, 1, 5]);
    assert_eq!(game.morale(), 4);
    assert_eq!(south_cards(&game), vec![h(Rank::Three), h(Rank::Seven)]);
}

#[test]
fn rule_8_1_morale_drops_when_the_answering_front_is_left_without_tigers() {
    let mut game = south_seven_attacks((0, 1, 6));
    act(&mut game, Action::AnswerWithCounterattack);
    judge(&mut game, s(Rank::Two));
    assert_eq!(game.tigers().town, [0, 0, 6]);
    assert_eq!(game.morale(), 3);
    // Even when the counterattack succeeds, if no Tiger is left there.
    let mut game = south_seven_attacks((0, 1, 6));
    act(&mut game, Action::AnswerWithCounterattack);
    judge(&mut game, d(Rank::Jack)); // to the Central Square
    assert_eq!(game.morale(), 3);
}

#[test]
fn rule_8_1_black_face_cards_count_as_diamond_face_cards_in_answer() {
    let mut game = south_seven_attacks((0, 2, 5));
    act(&mut game, Action::AnswerWithCounterattack);
    let events = judge(&mut game, s(Rank::King));
    assert!(events.contains(&Event::TigerWithdrew { front: Front::South }));
    assert_eq!(game.tigers().town, [0, 1, 6]);
    assert_eq!(game.pending(), Pending::NextTiger);
}

#[test]
fn rule_8_1_the_player_chooses_which_front_attacks_first() {
    let mut game = start(Options::default(), (0, 0, 7), h(Rank::Two), h(Rank::Three));
    deploy(&mut game, h(Rank::Seven)); // South
    end_turn_accepting(&mut game, &[s(Rank::King)]);
    deploy(&mut game, h(Rank::Eight)); // North
    act(&mut game, Action::EndActions);
    assert_eq!(game.pending(), Pending::ChooseAttack);
    assert_eq!(legal(&game), vec![Action::ResolveAttack(Front::North), Action::ResolveAttack(Front::South)]);
    let events = act(&mut game, Action::ResolveAttack(Front::South));
    assert!(events.contains(&Event::AttackBegan { front: Front::South, card: h(Rank::Seven), strength: 7 }));
    judge(&mut game, cl(Rank::King));
    // North's attack follows by itself.
    assert_eq!(game.attacks().current, Some(Front::North));
    judge(&mut game, cl(Rank::Queen));
    assert_eq!(game.pending(), Pending::Deploy);
}

#[test]
fn rule_8_2_every_card_attacks_top_to_bottom_face_down_ones_turned_up() {
    let mut game = start(Options::default(), (0, 0, 7), h(Rank::Two), h(Rank::Three));
    deploy(&mut game, h(Rank::Seven)); // South: 3 (face down), 7
    end_turn_accepting(&mut game, &[s(Rank::King)]);
    deploy(&mut game, h(Rank::Queen));
    act(&mut game, Action::EndActions);
    assert_eq!(game.attacks().remaining, [1, 2]);
    let mut events = act(&mut game, Action::ResolveAttack(Front::South));
    events.extend(judge(&mut game, cl(Rank::King))); // 7 fizzles
    // Both fronts still attack: the player chooses again (South goes on).
    assert_eq!(game.pending(), Pending::ChooseAttack);
    events.extend(act(&mut game, Action::ResolveAttack(Front::South)));
    events.extend(judge(&mut game, cl(Rank::Queen))); // the 3, turned up, fizzles
    let order: Vec<Event> =
        events.into_iter().filter(|e| matches!(e, Event::AttackBegan { .. } | Event::TurnedUp { .. })).collect();
    assert_eq!(
        order,
        vec![
            Event::AttackBegan { front: Front::South, card: h(Rank::Seven), strength: 7 },
            Event::TurnedUp { front: Front::South, card: h(Rank::Three) },
            Event::AttackBegan { front: Front::South, card: h(Rank::Three), strength: 3 },
            Event::TurnedUp { front: Front::North, card: h(Rank::Two) },
            Event::AttackBegan { front: Front::North, card: h(Rank::Two), strength: 2 },
        ]
    );
}

#[test]
fn rule_8_2_a_face_card_turned_up_is_removed() {
    let mut game = start(Options::default(), (0, 0, 7), h(Rank::King), h(Rank::Three));
    deploy(&mut game, h(Rank::Jack));
    act(&mut game, Action::EndActions);
    let events = act(&mut game, Action::ResolveAttack(Front::North));
    assert!(events.contains(&Event::AssaultOrderWithdrawn { front: Front::North, card: h(Rank::King) }));
    assert!(game.front(Front::North).is_empty());
    // South's card attacks next, by itself.
    assert_eq!(game.attacks().current, Some(Front::South));
}

#[test]
fn rule_8_2_an_ace_turned_up_brings_a_surrender_check_then_attacks_as_10() {
    let mut game = start(Options::default(), (0, 0, 7), h(Rank::Ace), h(Rank::Three));
    deploy(&mut game, h(Rank::Jack));
    act(&mut game, Action::EndActions);
    let events = act(&mut game, Action::ResolveAttack(Front::North));
    assert!(events.contains(&Event::Prisoners { card: h(Rank::Ace) }));
    assert_eq!(game.pending(), Pending::Judgement { purpose: Purpose::Surrender, from_deck: true });
    let events = judge(&mut game, cl(Rank::Four));
    assert!(events.contains(&Event::AttackBegan { front: Front::North, card: h(Rank::Ace), strength: 10 }));
    judge(&mut game, s(Rank::Ten));
    assert_eq!(game.morale(), 3, "10 <= 10: the attack succeeds");
}

#[test]
fn rule_8_2_an_ace_turned_up_leaves_under_that_option() {
    let options = Options { assault_ace: AssaultAce::Leaves, ..Options::default() };
    let mut game = start(options, (0, 0, 7), h(Rank::Ace), h(Rank::Three));
    deploy(&mut game, h(Rank::Jack));
    act(&mut game, Action::EndActions);
    act(&mut game, Action::ResolveAttack(Front::North));
    judge(&mut game, cl(Rank::Four));
    assert!(game.front(Front::North).is_empty());
    assert_eq!(game.attacks().current, Some(Front::South));
}

#[test]
fn rule_8_2_a_surrender_check_when_both_fronts_still_hold_soviet_cards() {
    let mut game = start(Options::default(), (0, 0, 7), h(Rank::Two), h(Rank::Three));
    let game_state = game.clone();
    deploy(&mut game, h(Rank::Queen));
    act(&mut game, Action::EndActions);
    act(&mut game, Action::ResolveAttack(Front::North));
    judge(&mut game, s(Rank::Two)); // 2 <= 2: morale 3
    judge(&mut game, cl(Rank::Two)); // 2 <= 3: morale 2
    assert_eq!(game.morale(), 2);
    assert_eq!(game.pending(), Pending::Judgement { purpose: Purpose::Surrender, from_deck: true });
    judge(&mut game, s(Rank::Five));
    assert_eq!(game.outcome(), Some(Outcome::Surrender));
    // No check when a front is clear.
    let mut game = game_state;
    deploy(&mut game, h(Rank::Queen));
    act(&mut game, Action::EndActions);
    act(&mut game, Action::ResolveAttack(Front::North));
    judge(&mut game, s(Rank::Three)); // 3 > 2: repulsed, North is clear
    judge(&mut game, cl(Rank::Two));
    assert_eq!(game.pending(), Pending::Deploy);
}

#[test]
fn rule_8_2_no_morale_loss_for_a_card_answered_by_a_counterattack() {
    let mut game = start(Options::default(), (0, 2, 5), h(Rank::Two), h(Rank::Three));
    let _ = &mut game;
    deploy(&mut game, h(Rank::Queen));
    act(&mut game, Action::EndActions);
    act(&mut game, Action::ResolveAttack(Front::South));
    assert_eq!(game.pending(), Pending::Answer);
    act(&mut game, Action::AnswerWithCounterattack);
    judge(&mut game, s(Rank::Two)); // 2 < 3
    act(&mut game, Action::StopCounterattack);
    assert_eq!(game.morale(), 4);
    assert_eq!(game.tigers().town, [0, 1, 5]);
}
