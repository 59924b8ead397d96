//! Rules 5.0-7.4: the turn, the Soviet deployment, and the German actions.

mod common;

use common::*;
use wargames_arnswalde::{
    Action, Area, Arnswalde, Event, Front, LastTiger, Options, Outcome, Pending, Purpose, Target,
};
use wargames_core::{Card, Game, Rank};

/// Three Tigers in North and two in South (two in the Central Square); the
/// face-down cards are 6 (North) and 2 (South) of hearts; 9 of hearts
/// deployed to South. The player is to act.
fn turn_one() -> Arnswalde {
    let mut game = start(Options::default(), (3, 2, 2), h(Rank::Six), h(Rank::Two));
    deploy(&mut game, h(Rank::Nine));
    game
}

/// `turn_one` with the counterattack on North's face-down 6 begun.
fn counterattack_on_six() -> Arnswalde {
    let mut game = turn_one();
    act(&mut game, Action::Counterattack { front: Front::North, target: Target::FaceDown });
    game
}

fn north_cards(game: &Arnswalde) -> Vec<Card> {
    game.front(Front::North).cards().collect()
}

#[test]
fn rule_5_0_a_turn_is_deployment_then_actions_then_attacks() {
    let mut game = start(Options::default(), (0, 0, 7), h(Rank::Two), h(Rank::Three));
    assert_eq!(game.turn(), 1);
    assert_eq!(game.pending(), Pending::Deploy);
    deploy(&mut game, h(Rank::Five));
    assert_eq!(game.pending(), Pending::ChooseAction);
    act(&mut game, Action::EndActions);
    // South's 5 attacks (no Tiger there: a judgement card at once).
    assert_eq!(game.pending(), Pending::Judgement { purpose: Purpose::SovietAttack, from_deck: true });
    let events = judge(&mut game, s(Rank::King));
    assert!(events.contains(&Event::TurnEnded { turn: 1 }));
    assert!(events.contains(&Event::TurnBegan { turn: 2 }));
    assert_eq!(game.pending(), Pending::Deploy);
}

#[test]
fn rule_6_0_a_number_card_goes_to_the_front_with_fewer_cards_ties_south() {
    let mut game = start(Options::default(), (0, 0, 7), h(Rank::Two), h(Rank::Three));
    assert_eq!(game.deployment_front(), Front::South, "1 card each: South");
    let events = deploy(&mut game, h(Rank::Five));
    assert!(events.contains(&Event::Deployed { card: h(Rank::Five), front: Front::South }));
    end_turn_accepting(&mut game, &[s(Rank::King)]);
    assert_eq!(game.deployment_front(), Front::North, "1 against 2: North");
    deploy(&mut game, h(Rank::Six));
    assert_eq!(north_cards(&game), vec![h(Rank::Two), h(Rank::Six)], "on top of the face-down card");
    end_turn_accepting(&mut game, &[cl(Rank::King), s(Rank::Queen)]);
    deploy(&mut game, h(Rank::Seven));
    assert_eq!(game.front(Front::South).top_face_up(), Some(h(Rank::Seven)), "2 against 2: South, on top");
}

#[test]
fn rule_6_0_a_number_card_goes_to_an_empty_front() {
    let game = start(Options::default(), (0, 0, 7), h(Rank::Two), h(Rank::Three));
    let mut game = edit(&game, |v| clear_front(v, 0));
    deploy(&mut game, h(Rank::Five));
    assert_eq!(north_cards(&game), vec![h(Rank::Five)]);
    assert!(!game.front(Front::North).has_face_down());
}

#[test]
fn rule_6_0_an_ace_brings_a_surrender_check() {
    let mut game = start(Options::default(), (0, 0, 7), h(Rank::Two), h(Rank::Three));
    let events = deploy(&mut game, h(Rank::Ace));
    assert!(events.contains(&Event::Prisoners { card: h(Rank::Ace) }));
    assert_eq!(game.pending(), Pending::Judgement { purpose: Purpose::Surrender, from_deck: true });
    judge(&mut game, cl(Rank::Five));
    assert_eq!(game.pending(), Pending::ChooseAction);
    assert_eq!(game.front(Front::North).len() + game.front(Front::South).len(), 2, "the ace is no unit");
}

#[test]
fn rule_6_0_a_heart_face_card_orders_a_general_assault() {
    let mut game = start(Options::default(), (0, 0, 7), h(Rank::Two), h(Rank::Three));
    let events = deploy(&mut game, h(Rank::Jack));
    assert!(events.contains(&Event::AssaultOrdered { card: h(Rank::Jack) }));
    assert_eq!(game.view(wargames_core::Seat::FIRST).assault, Some(h(Rank::Jack)));
    act(&mut game, Action::EndActions);
    assert_eq!(game.pending(), Pending::ChooseAttack, "both face-down cards attack");
}

#[test]
fn rule_7_0_two_actions_then_the_soviet_attack_phase() {
    let mut game = turn_one();
    assert_eq!(game.actions_left(), 2);
    act(&mut game, Action::Move { from: Area::Central, to: Area::South, tigers: 1 });
    assert_eq!(game.pending(), Pending::ChooseAction);
    act(&mut game, Action::Move { from: Area::Central, to: Area::South, tigers: 1 });
    // South's 9 attacks; Tigers stand there: answer or not.
    assert_eq!(game.pending(), Pending::Answer);
}

#[test]
fn rule_7_0_the_player_may_end_the_actions_early() {
    let mut game = turn_one();
    assert!(legal(&game).contains(&Action::EndActions));
    let events = act(&mut game, Action::EndActions);
    assert_eq!(events[0], Event::ActionsEnded);
    assert_eq!(game.pending(), Pending::Answer);
}

#[test]
fn rule_7_1_move_some_or_all_tigers_of_one_area_to_one_other() {
    let mut game = turn_one();
    act(&mut game, Action::Move { from: Area::North, to: Area::Central, tigers: 3 });
    assert_eq!(game.tigers().town, [0, 2, 5]);
    refused(&game, Action::Move { from: Area::North, to: Area::South, tigers: 1 }, "7.1");
    refused(&game, Action::Move { from: Area::South, to: Area::South, tigers: 1 }, "7.1");
    refused(&game, Action::Move { from: Area::South, to: Area::North, tigers: 0 }, "7.1");
    refused(&game, Action::Move { from: Area::South, to: Area::North, tigers: 3 }, "7.1");
    let moves = legal(&game).into_iter().filter(|a| matches!(a, Action::Move { .. })).count();
    assert_eq!(moves, 2 * 2 + 5 * 2, "South 2 and Central 5, each to two areas");
}

#[test]
fn rule_7_2_escape_only_while_north_holds_no_soviet_card() {
    let game = turn_one();
    refused(&game, Action::EscapeRefugees, "7.2");
    refused(&game, Action::EscapeTigers { from: Area::Central, tigers: 1 }, "7.2");
    assert!(!legal(&game).iter().any(|a| matches!(a, Action::EscapeRefugees | Action::EscapeTigers { .. })));
}

#[test]
fn rule_7_2_escape_once_per_turn_one_refugee_marker_at_a_time() {
    let game = turn_one();
    let mut game = edit(&game, |v| clear_front(v, 0));
    let events = act(&mut game, Action::EscapeRefugees);
    assert!(events.contains(&Event::RefugeesEscaped { left: 2 }));
    assert_eq!(game.refugees().escaped, 1);
    refused(&game, Action::EscapeRefugees, "7.2");
    refused(&game, Action::EscapeTigers { from: Area::Central, tigers: 1 }, "7.2");
}

#[test]
fn rule_7_2_any_number_of_tigers_escape_for_good() {
    let game = turn_one();
    let mut game = edit(&game, |v| clear_front(v, 0));
    refused(&game, Action::EscapeTigers { from: Area::Central, tigers: 3 }, "7.2");
    act(&mut game, Action::EscapeTigers { from: Area::North, tigers: 3 });
    assert_eq!(game.tigers().escaped, 3);
    assert_eq!(game.tigers().town, [0, 2, 2]);
    assert!(!legal(&game).iter().any(|a| matches!(a, Action::Move { from: Area::North, .. })));
}

#[test]
fn rule_7_2_no_refugee_left_no_refugee_escape() {
    let game = turn_one();
    let game = edit(&game, |v| {
        clear_front(v, 0);
        v["refugees"] = serde_json::json!({ "in_town": 0, "escaped": 3 });
    });
    refused(&game, Action::EscapeRefugees, "7.2");
}

#[test]
fn rule_7_3_no_counterattack_without_a_tiger_or_a_soviet_card() {
    let game = start(Options::default(), (0, 3, 4), h(Rank::Six), h(Rank::Two));
    let mut game = edit(&game, |v| clear_front(v, 1));
    deploy(&mut game, h(Rank::Nine)); // to South, now empty
    refused(&game, Action::Counterattack { front: Front::North, target: Target::FaceDown }, "7.3");
    let game = edit(&game, |v| clear_front(v, 1));
    refused(&game, Action::Counterattack { front: Front::South, target: Target::FaceUp(h(Rank::Nine)) }, "7.3");
}

#[test]
fn rule_7_3_a_face_down_card_is_a_target_only_when_no_card_is_face_up() {
    let game = turn_one();
    // South has the face-down 2 and the face-up 9.
    refused(&game, Action::Counterattack { front: Front::South, target: Target::FaceDown }, "7.3");
    refused(&game, Action::Counterattack { front: Front::South, target: Target::FaceUp(h(Rank::Two)) }, "7.3");
    refused(&game, Action::Counterattack { front: Front::North, target: Target::FaceUp(h(Rank::Six)) }, "7.3");
    let counterattacks: Vec<Action> =
        legal(&game).into_iter().filter(|a| matches!(a, Action::Counterattack { .. })).collect();
    assert_eq!(
        counterattacks,
        vec![
            Action::Counterattack { front: Front::North, target: Target::FaceDown },
            Action::Counterattack { front: Front::South, target: Target::FaceUp(h(Rank::Nine)) },
        ]
    );
}

#[test]
fn rule_7_3_a_turned_up_ace_or_face_card_counts_10() {
    for card in [h(Rank::Ace), h(Rank::Queen)] {
        let mut game = start(Options::default(), (3, 0, 4), card, h(Rank::Two));
        deploy(&mut game, h(Rank::Nine));
        act(&mut game, Action::Counterattack { front: Front::North, target: Target::FaceDown });
        assert_eq!(game.counterattack().map(|ca| ca.strength), Some(10));
        judge(&mut game, s(Rank::Ten));
        assert!(north_cards(&game).is_empty(), "10 >= 10 removes it");
    }
}

#[test]
fn rule_7_3_a_number_at_or_above_the_strength_removes_the_card() {
    let mut game = counterattack_on_six();
    let events = judge(&mut game, s(Rank::Six));
    assert!(events.contains(&Event::SovietCardRemoved { front: Front::North, card: h(Rank::Six) }));
    assert_eq!(game.tigers().town, [3, 2, 2]);
    assert_eq!(game.pending(), Pending::ChooseAction);
    assert!(game.judgement_deck().discards().contains(s(Rank::Six)));
}

#[test]
fn rule_7_3_a_number_below_fails_and_a_failed_counterattack_damages_one_tiger() {
    let mut game = counterattack_on_six();
    judge(&mut game, s(Rank::Five));
    assert_eq!(game.pending(), Pending::NextTiger);
    assert_eq!(game.counterattack().map(|ca| ca.last), Some(LastTiger::InArea));
    assert_eq!(game.tigers().repair, 0, "not a diamond: not damaged yet");
    let events = act(&mut game, Action::StopCounterattack);
    assert!(events.contains(&Event::CounterattackFailed { front: Front::North }));
    assert_eq!(game.tigers().repair, 1);
    assert_eq!(game.tigers().town, [2, 2, 2]);
    assert_eq!(north_cards(&game), vec![h(Rank::Six)]);
}

#[test]
fn rule_7_3_every_tiger_failing_ends_the_counterattack() {
    let game = start(Options::default(), (1, 0, 6), h(Rank::Six), h(Rank::Two));
    let mut game = game;
    deploy(&mut game, h(Rank::Nine));
    act(&mut game, Action::Counterattack { front: Front::North, target: Target::FaceDown });
    judge(&mut game, s(Rank::Two));
    // No Tiger left to continue: failed, the Tiger is damaged; North is empty of Tigers.
    assert_eq!(game.tigers().repair, 1);
    assert_eq!(game.pending(), Pending::ChooseAction);
}

#[test]
fn rule_7_3_a_diamond_number_below_damages_its_tiger_at_once() {
    let mut game = counterattack_on_six();
    judge(&mut game, d(Rank::Five));
    assert_eq!(game.tigers().repair, 1);
    assert_eq!(game.counterattack().map(|ca| ca.last), Some(LastTiger::Damaged));
    act(&mut game, Action::StopCounterattack);
    assert_eq!(game.tigers().repair, 1, "the failure costs no second Tiger");
}

#[test]
fn rule_7_3_a_diamond_number_that_wins_alone_damages_nothing() {
    let mut game = counterattack_on_six();
    judge(&mut game, d(Rank::Seven));
    assert_eq!(game.tigers().repair, 0);
    assert!(north_cards(&game).is_empty());
}

#[test]
fn rule_7_3_a_diamond_face_card_sends_the_tiger_to_the_central_square() {
    let mut game = counterattack_on_six();
    let events = judge(&mut game, d(Rank::Jack));
    assert!(events.contains(&Event::TigerWithdrew { front: Front::North }));
    assert_eq!(game.tigers().town, [2, 2, 3]);
    assert_eq!(game.pending(), Pending::NextTiger, "another Tiger may go on (7.3 example)");
    act(&mut game, Action::StopCounterattack);
    assert_eq!(game.tigers().repair, 0, "no damage");
}

#[test]
fn rule_7_3_a_diamond_face_card_ends_the_counterattack_under_that_option() {
    let options = Options { diamond_face_ends_counterattack: true, ..Options::default() };
    let mut game = start(options, (3, 2, 2), h(Rank::Six), h(Rank::Two));
    deploy(&mut game, h(Rank::Nine));
    act(&mut game, Action::Counterattack { front: Front::North, target: Target::FaceDown });
    judge(&mut game, d(Rank::Jack));
    assert_eq!(game.pending(), Pending::ChooseAction);
    assert_eq!(game.tigers().town, [2, 2, 3]);
    assert_eq!(game.tigers().repair, 0);
}

#[test]
fn rule_7_3_a_black_face_card_repairs_a_tiger() {
    let game = counterattack_on_six();
    let mut game = edit(&game, |v| {
        v["tigers"]["town"] = serde_json::json!([3, 2, 1]);
        v["tigers"]["repair"] = 1.into();
    });
    judge(&mut game, cl(Rank::King));
    act(&mut game, Action::RepairTiger);
    assert_eq!(game.tigers().town, [3, 2, 2]);
    assert_eq!(game.tigers().repair, 0);
    assert!(matches!(game.pending(), Pending::Judgement { purpose: Purpose::Counterattack, .. }));
    assert_eq!(game.counterattack().map(|ca| ca.waiting), Some(2), "the same Tiger draws again");
}

#[test]
fn rule_7_3_black_face_repair_needs_a_tiger_in_repair() {
    let mut game = counterattack_on_six();
    judge(&mut game, cl(Rank::King));
    refused(&game, Action::RepairTiger, "7.4");
    assert_eq!(legal(&game), vec![Action::ExtraAction, Action::TakeCard]);
}

#[test]
fn rule_7_3_a_black_face_card_gives_one_more_action() {
    let mut game = counterattack_on_six();
    assert_eq!(game.actions_left(), 1);
    judge(&mut game, s(Rank::Queen));
    act(&mut game, Action::ExtraAction);
    assert_eq!(game.actions_left(), 2);
    judge(&mut game, s(Rank::Nine));
    assert_eq!(game.pending(), Pending::ChooseAction);
    assert_eq!(game.view(wargames_core::Seat::FIRST).reminders, set_of(&[s(Rank::Queen)]));
    // The reminder is discarded at the end of the turn.
    act(&mut game, Action::EndActions);
    act(&mut game, Action::AcceptAttack);
    judge(&mut game, s(Rank::King));
    assert!(game.judgement_deck().discards().contains(s(Rank::Queen)));
}

#[test]
fn rule_7_3_a_black_face_card_takes_a_card_into_the_hand() {
    let mut game = counterattack_on_six();
    judge(&mut game, s(Rank::Queen));
    act(&mut game, Action::TakeCard);
    force(&mut game, wargames_arnswalde::Chance::Judgement(s(Rank::Two)));
    assert_eq!(game.hand(), set_of(&[s(Rank::Two)]));
    assert_eq!(legal(&game), vec![Action::Draw, Action::UseHandCard(s(Rank::Two))]);
}

#[test]
fn rule_7_3_a_joker_brings_a_surrender_check_then_a_new_card() {
    let mut game = counterattack_on_six();
    judge(&mut game, Card::RED_JOKER);
    assert_eq!(game.pending(), Pending::Judgement { purpose: Purpose::Surrender, from_deck: true });
    judge(&mut game, cl(Rank::Two));
    assert_eq!(game.pending(), Pending::Judgement { purpose: Purpose::Counterattack, from_deck: true });
    assert_eq!(game.counterattack().map(|ca| ca.waiting), Some(2));
}

#[test]
fn rule_7_3_a_pair_of_number_cards_adds_up() {
    let mut game = counterattack_on_six();
    judge(&mut game, s(Rank::Three));
    act(&mut game, Action::NextTiger);
    judge(&mut game, cl(Rank::Three));
    assert!(north_cards(&game).is_empty(), "3 + 3 >= 6");
    assert_eq!(game.tigers().repair, 0);
}

#[test]
fn rule_7_3_different_numbers_do_not_add_up() {
    let mut game = counterattack_on_six();
    judge(&mut game, s(Rank::Three));
    act(&mut game, Action::NextTiger);
    judge(&mut game, cl(Rank::Four));
    assert_eq!(north_cards(&game), vec![h(Rank::Six)]);
}

#[test]
fn rule_7_3_a_pair_of_aces_always_wins_and_a_diamond_ace_is_damaged() {
    let mut game = start(Options::default(), (3, 0, 4), h(Rank::King), h(Rank::Two));
    deploy(&mut game, h(Rank::Nine));
    act(&mut game, Action::Counterattack { front: Front::North, target: Target::FaceDown });
    judge(&mut game, s(Rank::Ace));
    act(&mut game, Action::NextTiger);
    judge(&mut game, d(Rank::Ace));
    assert!(north_cards(&game).is_empty());
    assert_eq!(game.tigers().repair, 1, "the Tiger that drew the ace of diamonds");
}

#[test]
fn rule_7_4_repair_needs_a_tiger_in_the_repair_area() {
    refused(&turn_one(), Action::Repair, "7.4");
}

fn repairing() -> Arnswalde {
    let game = turn_one();
    let mut game = edit(&game, |v| set_tigers(v, [3, 2, 1], 1));
    let events = act(&mut game, Action::Repair);
    assert!(events.contains(&Event::RepairTried));
    game
}

#[test]
fn rule_7_4_a_black_card_repairs_a_tiger() {
    for card in [s(Rank::Two), cl(Rank::King)] {
        let mut game = repairing();
        judge(&mut game, card);
        assert_eq!(game.tigers().repair, 0);
        assert_eq!(game.tigers().town, [3, 2, 2]);
        assert_eq!(game.pending(), Pending::ChooseAction);
    }
}

#[test]
fn rule_7_4_a_diamond_number_does_nothing() {
    let mut game = repairing();
    judge(&mut game, d(Rank::Ten));
    assert_eq!(game.tigers().repair, 1);
    assert_eq!(game.tigers().lost, 0);
}

#[test]
fn rule_7_4_a_diamond_face_card_cannibalises_a_tiger() {
    let mut game = repairing();
    judge(&mut game, d(Rank::Queen));
    assert_eq!(game.tigers().repair, 0);
    assert_eq!(game.tigers().lost, 1);
}

#[test]
fn rule_7_4_a_joker_brings_a_surrender_check_and_no_new_card() {
    let mut game = repairing();
    judge(&mut game, Card::BLACK_JOKER);
    assert_eq!(game.pending(), Pending::Judgement { purpose: Purpose::Surrender, from_deck: true });
    judge(&mut game, cl(Rank::Five));
    assert_eq!(game.pending(), Pending::ChooseAction);
    assert_eq!(game.tigers().repair, 1);
    assert_eq!(game.actions_left(), 1);
    assert_eq!(game.outcome(), None::<Outcome>);
}

#[test]
fn rule_7_3_one_tiger_beats_a_6_with_probability_15_in_41() {
    let game = counterattack_on_six();
    // 6 to 10 of clubs, diamonds and spades.
    let wins = |c: Card| c.rank().is_some_and(|r| (6..=10).contains(&r.value()));
    assert_eq!(probability(&game, wins), wargames_core::Probability::new(15, 41).unwrap());
}
