//! Rules 3.1-4.2: set-up, the decks, the hand, the end of the game,
//! surrender checks, the relief check and the victory levels.

mod common;

use common::*;
use wargames_arnswalde::{
    Action, Arnswalde, Difficulty, Event, HandUse, MoraleTrack, Options, Outcome, Pending, Purpose, Suits, VictoryLevel,
};
use wargames_core::{Card, CardSet, Game, Probability, Rank, RuleError, Seat, Suit};

#[test]
fn rule_3_1_difficulty_sets_the_starting_morale() {
    for (difficulty, morale) in [(Difficulty::Easy, 5), (Difficulty::Normal, 4), (Difficulty::Hard, 3)] {
        let game = Arnswalde::setup(&Options::with_difficulty(difficulty)).unwrap();
        assert_eq!(game.morale(), morale);
    }
    assert_eq!(Options::default().difficulty, Difficulty::Normal);
}

#[test]
fn rule_3_1_all_seven_tigers_are_placed_and_refugees_wait_in_the_central_square() {
    let game = Arnswalde::setup(&Options::default()).unwrap();
    assert_eq!(game.pending(), Pending::PlaceTigers);
    assert_eq!(game.refugees().in_town, 3);
    let placements = legal(&game);
    assert_eq!(placements.len(), 36, "every split of 7 Tigers over 3 areas");
    refused(&game, Action::PlaceTigers { north: 3, south: 3, central: 0 }, "3.1");
    refused(&game, Action::PlaceTigers { north: 3, south: 3, central: 2 }, "3.1");
    refused(&game, Action::EndActions, "5.0");
}

#[test]
fn rule_3_2_two_face_down_hearts_and_a_soviet_deck_of_eleven() {
    let mut game = Arnswalde::setup(&Options::default()).unwrap();
    act(&mut game, Action::PlaceTigers { north: 2, south: 2, central: 3 });
    assert_eq!(outcomes(&game).len(), 13);
    assert!(outcomes(&game).iter().all(|c| c.suit() == Some(Suit::Hearts)));
    force(&mut game, wargames_arnswalde::Chance::Soviet(h(Rank::Four)));
    force(&mut game, wargames_arnswalde::Chance::Soviet(h(Rank::King)));
    assert_eq!(game.soviet_deck().len(), 11);
    assert!(game.front(wargames_arnswalde::Front::North).has_face_down());
    // The player sees that a card lies face down, not which.
    let view = game.view(Seat::FIRST);
    assert!(view.fronts[0].face_down && view.fronts[0].face_up.is_empty());
    assert_eq!(view.soviet_deck, 11);
    // The deal is redacted in the player's events.
    let dealt = Event::FaceDownDealt { front: wargames_arnswalde::Front::North, card: Some(h(Rank::Four)) };
    assert_eq!(
        Arnswalde::redact(&dealt, Seat::FIRST),
        Some(Event::FaceDownDealt { front: wargames_arnswalde::Front::North, card: None })
    );
}

#[test]
fn rule_3_2_the_judgement_deck_is_41_cards_without_hearts() {
    let mut game = start(Options::default(), (0, 0, 7), h(Rank::Two), h(Rank::Three));
    deploy(&mut game, h(Rank::Ace)); // a surrender check: the first judgement draw
    let cards = outcomes(&game);
    assert_eq!(cards.len(), 41);
    assert!(cards.iter().all(|c| c.suit() != Some(Suit::Hearts)));
    assert!(cards.contains(&Card::BLACK_JOKER) && cards.contains(&Card::RED_JOKER));
}

#[test]
fn rule_3_2_discards_are_reshuffled_when_the_deck_runs_out() {
    let game = start(Options::default(), (0, 0, 7), h(Rank::Two), h(Rank::Three));
    let mut game = edit(&game, |v| {
        let all = CardSet::from_bits(v["judgement"]["pile"].as_u64().unwrap()).unwrap();
        let last = set_of(&[d(Rank::Three)]);
        v["judgement"]["pile"] = serde_json::to_value(last).unwrap();
        v["judgement"]["discards"] = serde_json::to_value(all - last).unwrap();
        set_tigers(v, [0, 0, 6], 1);
    });
    deploy(&mut game, h(Rank::Five));
    act(&mut game, Action::Repair);
    assert_eq!(outcomes(&game), vec![d(Rank::Three)], "the last card of the deck, not the discards");
    judge(&mut game, d(Rank::Three));
    act(&mut game, Action::Repair);
    assert_eq!(outcomes(&game).len(), 41, "the discards, shuffled into a new deck");
    let events = judge(&mut game, s(Rank::Two));
    assert_eq!(events[0], Event::Reshuffled { cards: 41 });
    assert_eq!(game.judgement_deck().pile().len(), 40);
}

#[test]
fn rule_3_2_a_hand_card_may_replace_any_draw() {
    let game = start(Options::default(), (0, 0, 7), h(Rank::Two), h(Rank::Three));
    let mut game = edit(&game, |v| give_hand(v, &[s(Rank::Nine)]));
    deploy(&mut game, h(Rank::Ace));
    assert_eq!(game.pending(), Pending::Judgement { purpose: Purpose::Surrender, from_deck: false });
    assert_eq!(legal(&game), vec![Action::Draw, Action::UseHandCard(s(Rank::Nine))]);
    refused(&game, Action::UseHandCard(s(Rank::Eight)), "3.2");
    let events = act(&mut game, Action::UseHandCard(s(Rank::Nine)));
    assert!(events.contains(&Event::Judged { card: s(Rank::Nine), purpose: Purpose::Surrender, from_hand: true }));
    assert!(game.hand().is_empty());
    assert!(game.judgement_deck().discards().contains(s(Rank::Nine)));
    assert_eq!(game.pending(), Pending::ChooseAction);
}

#[test]
fn rule_3_2_hand_cards_only_for_own_actions_under_that_option() {
    let options = Options { hand_use: HandUse::OwnActionsOnly, ..Options::default() };
    let game = start(options, (0, 0, 7), h(Rank::Two), h(Rank::Three));
    let mut game = edit(&game, |v| give_hand(v, &[s(Rank::Nine)]));
    deploy(&mut game, h(Rank::Ace));
    assert_eq!(game.pending(), Pending::Judgement { purpose: Purpose::Surrender, from_deck: true });
    assert!(game.status().is_chance());
}

fn surrender_check_at(morale: u8) -> Arnswalde {
    // Easy starts at box 5, so every box 0-5 is a morale the game can reach
    // (morale only drops: a loaded state above the start is refused).
    let game = start(Options::with_difficulty(Difficulty::Easy), (0, 0, 7), h(Rank::Two), h(Rank::Three));
    let mut game = edit(&game, |v| v["morale"] = morale.into());
    let events = deploy(&mut game, h(Rank::Ace));
    assert!(events.contains(&Event::SurrenderCheck { morale }));
    assert_eq!(game.pending(), Pending::Judgement { purpose: Purpose::Surrender, from_deck: true });
    game
}

#[test]
fn rule_4_1_surrender_check_at_morale_2_with_a_full_deck_is_13_in_41() {
    let game = surrender_check_at(2);
    let mut out = Vec::new();
    game.chance_outcomes(&mut out);
    let p = out
        .iter()
        .filter(|(c, _)| c.card().suit() == Some(Suit::Spades))
        .fold(Probability::ZERO, |acc, (_, p)| acc.checked_add(*p).unwrap());
    assert_eq!(p, Probability::new(13, 41).unwrap());
    assert!(Probability::sums_to_one(out.iter().map(|(_, p)| *p)));
}

#[test]
fn rule_4_1_a_suit_of_the_morale_box_surrenders() {
    let mut game = surrender_check_at(2);
    let events = judge(&mut game, s(Rank::Four));
    assert_eq!(game.outcome(), Some(Outcome::Surrender));
    assert_eq!(events.last(), Some(&Event::GameOver(Outcome::Surrender)));
    for (morale, card) in [(1, cl(Rank::Four)), (0, cl(Rank::Two)), (0, s(Rank::King))] {
        let mut game = surrender_check_at(morale);
        judge(&mut game, card);
        assert_eq!(game.outcome(), Some(Outcome::Surrender), "morale {morale}, {card}");
    }
}

#[test]
fn rule_4_1_other_suits_hold() {
    let mut game = surrender_check_at(2);
    judge(&mut game, cl(Rank::Four));
    assert_eq!(game.outcome(), None);
    assert_eq!(game.morale(), 2);
    assert_eq!(game.pending(), Pending::ChooseAction);
}

#[test]
fn rule_4_1_no_surrender_above_morale_2() {
    for morale in 3..=5 {
        let mut game = surrender_check_at(morale);
        judge(&mut game, s(Rank::Four));
        assert_eq!(game.outcome(), None);
        assert_eq!(game.morale(), morale);
    }
}

#[test]
fn rule_4_1_a_joker_lowers_morale_and_checks_again() {
    let mut game = surrender_check_at(3);
    let events = judge(&mut game, Card::BLACK_JOKER);
    assert_eq!(game.morale(), 2);
    assert!(events.contains(&Event::SurrenderCheck { morale: 2 }));
    assert_eq!(game.pending(), Pending::Judgement { purpose: Purpose::Surrender, from_deck: true });
    // The re-check is at the new morale: a spade now surrenders.
    judge(&mut game, s(Rank::Ten));
    assert_eq!(game.outcome(), Some(Outcome::Surrender));
}

#[test]
fn rule_4_1_a_diamond_lowers_morale_when_the_garrison_holds() {
    let mut game = surrender_check_at(4);
    judge(&mut game, d(Rank::Seven));
    assert_eq!(game.morale(), 3);
    assert_eq!(game.outcome(), None);
}

#[test]
fn rule_4_1_morale_never_drops_below_0_and_0_is_no_surrender() {
    let mut game = surrender_check_at(0);
    judge(&mut game, d(Rank::Seven));
    assert_eq!(game.morale(), 0);
    assert_eq!(game.outcome(), None);
    let mut game = surrender_check_at(0);
    judge(&mut game, Card::RED_JOKER);
    assert_eq!(game.morale(), 0);
    judge(&mut game, d(Rank::Two));
    assert_eq!(game.outcome(), None);
}

#[test]
fn rule_4_1_the_morale_track_is_data_and_is_checked() {
    let mut track = MoraleTrack::default();
    assert_eq!(track.suits(2), Suits::of(&[Suit::Spades]));
    track.0[3] = Suits::of(&[Suit::Clubs]);
    let options = Options { morale_track: track, ..Options::default() };
    let err = Arnswalde::setup(&options).unwrap_err();
    assert_eq!(err.rule(), Some("4.1"));
    let mut track = MoraleTrack::default();
    track.0[1] = Suits::of(&[Suit::Hearts]);
    let err = Arnswalde::setup(&Options { morale_track: track, ..Options::default() }).unwrap_err();
    assert_eq!(err.rule(), Some("3.2"));
    // A printed track with diamonds in box 2 loads and is used.
    let mut track = MoraleTrack::default();
    track.0[2] = Suits::of(&[Suit::Diamonds]);
    let json = serde_json::to_string(&Options { morale_track: track, ..Options::default() }).unwrap();
    let options: Options = serde_json::from_str(&json).unwrap();
    let game = start(options, (0, 0, 7), h(Rank::Two), h(Rank::Three));
    let mut game = edit(&game, |v| v["morale"] = 2.into());
    deploy(&mut game, h(Rank::Ace));
    judge(&mut game, d(Rank::Five));
    assert_eq!(game.outcome(), Some(Outcome::Surrender));
}

/// Turn 1 is the last turn (one card left in the Soviet deck).
fn last_turn(placed: (u8, u8, u8)) -> Arnswalde {
    let game = start(Options::default(), placed, h(Rank::Two), h(Rank::Three));
    edit(&game, |v| shrink_soviet_deck(v, &[h(Rank::Ten)]))
}

#[test]
fn rule_4_1_the_game_ends_after_the_turn_of_the_last_soviet_card() {
    let mut game = last_turn((0, 0, 7));
    deploy(&mut game, h(Rank::Ten));
    assert_eq!(game.soviet_deck().len(), 0);
    assert_eq!(game.pending(), Pending::ChooseAction, "the turn is played out");
    end_turn_accepting(&mut game, &[s(Rank::King)]);
    // The turn is over: the relief check against the face-down card in North.
    assert_eq!(game.pending(), Pending::Judgement { purpose: Purpose::Relief, from_deck: true });
}

#[test]
fn rule_4_1_no_tiger_in_town_ends_the_game_at_once() {
    let game = start(Options::default(), (0, 0, 7), h(Rank::Two), h(Rank::Three));
    let mut game = edit(&game, |v| {
        clear_front(v, 0);
        clear_front(v, 1);
    });
    deploy(&mut game, h(Rank::Five)); // South, on a tie
    let events = act(&mut game, Action::EscapeTigers { from: wargames_arnswalde::Area::Central, tigers: 7 });
    assert_eq!(game.outcome(), Some(Outcome::NoTigerInTown));
    assert_eq!(events.last(), Some(&Event::GameOver(Outcome::NoTigerInTown)));
    // Tigers in the repair area are not in the town.
    let game = start(Options::default(), (7, 0, 0), h(Rank::Nine), h(Rank::Three));
    let mut game = edit(&game, |v| set_tigers(v, [1, 0, 0], 3));
    deploy(&mut game, h(Rank::Five));
    act(
        &mut game,
        Action::Counterattack { front: wargames_arnswalde::Front::North, target: wargames_arnswalde::Target::FaceDown },
    );
    judge(&mut game, d(Rank::Two));
    assert_eq!(game.outcome(), Some(Outcome::NoTigerInTown));
}

#[test]
fn rule_4_2_relief_succeeds_at_once_without_soviet_cards_in_north() {
    let game = last_turn((0, 0, 7));
    let mut game = edit(&game, |v| clear_front(v, 0));
    deploy(&mut game, h(Rank::Ten)); // to North, the emptier front
    let mut game = edit(&game, |v| clear_front(v, 0));
    act(&mut game, Action::EscapeRefugees);
    end_turn_accepting(&mut game, &[s(Rank::King)]);
    assert_eq!(game.outcome(), Some(Outcome::Victory { level: VictoryLevel::AestheticOfRuin, score: 10 }));
}

#[test]
fn rule_4_2_a_black_card_removes_each_soviet_card_in_north() {
    let mut game = last_turn((0, 0, 7));
    deploy(&mut game, h(Rank::Ten)); // South (tie)
    act(&mut game, Action::EndActions);
    // South's 10 attacks; a black face card: it fizzles.
    judge(&mut game, s(Rank::King));
    let events = judge(&mut game, cl(Rank::Two));
    assert!(events.contains(&Event::SovietCardRemoved { front: wargames_arnswalde::Front::North, card: h(Rank::Two) }));
    assert_eq!(game.outcome(), Some(Outcome::Victory { level: VictoryLevel::TwilightOfTheGods, score: 7 }));
}

#[test]
fn rule_4_2_a_red_card_or_a_joker_fails_the_relief() {
    for card in [d(Rank::Two), Card::BLACK_JOKER, Card::RED_JOKER] {
        let mut game = last_turn((0, 0, 7));
        deploy(&mut game, h(Rank::Ten));
        act(&mut game, Action::EndActions);
        judge(&mut game, s(Rank::King));
        judge(&mut game, card);
        assert_eq!(game.outcome(), Some(Outcome::ReliefFailed), "{card}");
    }
}

#[test]
fn rule_4_2_one_draw_per_soviet_card_in_north() {
    let game = last_turn((0, 0, 7));
    let mut game = edit(&game, |v| {
        v["fronts"][0] = serde_json::json!({ "cards": [h(Rank::Two), h(Rank::Four)], "face_down": true });
        shrink_soviet_deck(v, &[h(Rank::Ten)]);
        let mut out = CardSet::from_bits(v["hearts_out"].as_u64().unwrap()).unwrap();
        out.remove(h(Rank::Four));
        v["hearts_out"] = serde_json::to_value(out).unwrap();
    });
    deploy(&mut game, h(Rank::Ten)); // South (fewer)
    act(&mut game, Action::EndActions);
    act(&mut game, Action::ResolveAttack(wargames_arnswalde::Front::North));
    judge(&mut game, s(Rank::King));
    judge(&mut game, s(Rank::Queen));
    let events = judge(&mut game, s(Rank::Two));
    assert!(events.contains(&Event::ReliefCheck { cards: 2 }) || game.pending() != Pending::Over);
    assert_eq!(game.pending(), Pending::Judgement { purpose: Purpose::Relief, from_deck: true });
    judge(&mut game, cl(Rank::Three));
    assert!(game.outcome().is_some_and(|o| o.is_victory()));
}

#[test]
fn rule_4_2_score_is_refugees_times_3_plus_tigers_and_sets_the_level() {
    for (score, level) in [
        (0, None),
        (1, Some(VictoryLevel::TwilightOfTheGods)),
        (7, Some(VictoryLevel::TwilightOfTheGods)),
        (8, Some(VictoryLevel::AestheticOfRuin)),
        (14, Some(VictoryLevel::AestheticOfRuin)),
        (15, Some(VictoryLevel::Miraculous)),
        (16, Some(VictoryLevel::Miraculous)),
    ] {
        assert_eq!(VictoryLevel::from_score(score), level, "score {score}");
    }
    // Escaped, in town and in repair Tigers all count (ruling A11); lost ones do not.
    let game = start(Options::default(), (0, 0, 7), h(Rank::Two), h(Rank::Three));
    let game = edit(&game, |v| {
        v["tigers"] = serde_json::json!({ "town": [0, 0, 3], "repair": 1, "escaped": 2, "lost": 1 });
        v["refugees"] = serde_json::json!({ "in_town": 1, "escaped": 2 });
    });
    assert_eq!(game.score(), 2 * 3 + 6);
}

#[test]
fn rule_4_2_a_relief_draw_with_a_full_deck_removes_the_card_with_probability_26_in_41() {
    let mut game = last_turn((0, 0, 7));
    deploy(&mut game, h(Rank::Ten));
    act(&mut game, Action::EndActions);
    // The attack's card (the king of spades) is back in the discards, not the deck.
    judge(&mut game, s(Rank::King));
    assert_eq!(game.pending(), Pending::Judgement { purpose: Purpose::Relief, from_deck: true });
    let black = |c: Card| !c.is_joker() && c.colour() == wargames_core::Colour::Black;
    assert_eq!(probability(&game, black), Probability::new(25, 40).unwrap());
}

#[test]
fn rule_6_0_each_soviet_card_left_is_equally_likely() {
    let game = start(Options::default(), (0, 0, 7), h(Rank::Two), h(Rank::Three));
    assert_eq!(probability(&game, |c| c.is_face()), Probability::new(3, 11).unwrap());
    assert_eq!(probability(&game, |c| c.rank() == Some(Rank::Ace)), Probability::new(1, 11).unwrap());
}
