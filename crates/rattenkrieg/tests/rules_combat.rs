//! Combat [8.1]-[8.12]: declarations, raises, the reveal order of 8.7 as a
//! full table, modifiers, losses, isolation, continued combat and the T-34.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "tests")]

mod common;

use common::*;
use wargames_core::{Card, CardSet, Colour, Game, Rank, Seat, Suit};
use wargames_rattenkrieg::{
    Action, Cause, Event, Options, Rattenkrieg, RevealRule, Side, Stage, Verdict, judge, judge_played,
};

/// 71 (strength 4) in the German rear, Rifle-1 (strength 2) alone in
/// Spartakovka (normal), German to play.
fn duel() -> Pos {
    let mut pos = Pos::new();
    pos.hand(Side::German, &[c(3, 's'), c(13, 's'), c(9, 's')])
        .hand(Side::Soviet, &[c(2, 'h'), c(13, 'h'), c(9, 'h'), c(5, 'h')])
        .steps("71", &[c(4, 'c'), c(10, 'c')])
        .steps("295", &[c(6, 'c')])
        .steps("Rifle-1", &[c(1, 'd')]);
    pos
}

/// The German 71 attacks Spartakovka: the German attack declaration is next.
fn attack(pos: &Pos) -> Rattenkrieg {
    let mut game = pos.game();
    play(&mut game, Action::Activate { unit: unit("71"), with_tank: false });
    play(&mut game, Action::Attack { area: area("Spartakovka") });
    game
}

fn verdict(events: &[Event]) -> Verdict {
    events
        .iter()
        .find_map(|e| match e {
            Event::Revealed { verdict, .. } => Some(*verdict),
            _ => None,
        })
        .expect("a reveal")
}

/// German `g` against Soviet `s`, no raise; returns the verdict.
fn exchange(game: &mut Rattenkrieg, g: Card, s: Card) -> Verdict {
    play(game, Action::Play { card: g });
    play(game, Action::Play { card: s });
    verdict(&play(game, Action::Stand))
}

#[test]
fn rule_8_1_entering_an_occupied_enemy_area_starts_a_combat() {
    let game = attack(&duel());
    assert_eq!(game.area_of(unit("71")), Some(area("Spartakovka")));
    assert_eq!(game.stage(), Stage::Declare { side: Side::German });
    assert_eq!(game.combats(), 1);
    assert_eq!(game.controller(area("Spartakovka")), Some(Side::Soviet), "control waits for the result");
}

#[test]
fn rule_8_2_the_defender_names_its_fighting_counter() {
    let mut pos = duel();
    pos.at("Rifle-2", "Spartakovka");
    let mut game = attack(&pos);
    assert_eq!(game.stage(), Stage::ChooseDefender);
    assert_eq!(game.side_to_act(), Some(Side::Soviet));
    assert_eq!(refused(&game, Action::Defend { unit: unit("Rifle-3") }), "8.2");
    assert_eq!(refused(&game, Action::Play { card: c(2, 'h') }), "8.2");
    play(&mut game, Action::Defend { unit: unit("Rifle-2") });
    assert_eq!(game.stage(), Stage::Declare { side: Side::German });
}

#[test]
fn rule_8_3_attack_then_defence_then_raises_then_the_result() {
    let mut game = attack(&duel());
    let mut stages = vec![game.stage()];
    for action in [Action::Play { card: c(9, 's') }, Action::Play { card: c(5, 'h') }, Action::Stand] {
        play(&mut game, action);
        stages.push(game.stage());
    }
    assert_eq!(
        stages,
        vec![
            Stage::Declare { side: Side::German },
            Stage::Declare { side: Side::Soviet },
            Stage::Raise { side: Side::German },
            Stage::Loss { unit: unit("71"), cause: Cause::Attacker },
        ]
    );
}

#[test]
fn rule_8_4_the_attacker_puts_down_a_hand_card_or_an_own_step_face_down() {
    let mut game = attack(&duel());
    assert_eq!(refused(&game, Action::Play { card: c(6, 'c') }), "8.4", "a step of another counter");
    assert_eq!(refused(&game, Action::Play { card: c(2, 'h') }), "8.4", "the enemy's card");
    assert_eq!(refused(&game, Action::Decline), "8.4", "the attacker must declare");
    assert_eq!(refused(&game, Action::Stand), "8.4", "no raise before the declarations");
    let events = play(&mut game, Action::Play { card: c(4, 'c') });
    assert!(!game.steps(unit("71")).contains(c(4, 'c')), "the step is on the table");
    let played = events[0];
    assert_eq!(
        Rattenkrieg::redact(&played, Seat(1)),
        Some(Event::Played { side: Side::German, card: None, open: false })
    );
    let soviet = game.view(Seat(1));
    let table = soviet.combat.unwrap();
    assert_eq!((table.enemy_cards, table.enemy_shown), (1, CardSet::EMPTY));
    assert_eq!(game.view(Seat(0)).combat.unwrap().own_cards, CardSet::single(c(4, 'c')));
}

#[test]
fn rule_8_5_the_defender_may_decline_and_take_the_loss() {
    let mut game = attack(&duel());
    play(&mut game, Action::Play { card: c(13, 's') });
    let events = play(&mut game, Action::Decline);
    assert!(events.contains(&Event::Declined { side: Side::Soviet }));
    assert_eq!(game.stage(), Stage::Loss { unit: unit("Rifle-1"), cause: Cause::Defender });
    assert!(game.deck().discards().contains(c(13, 's')), "the attack card is lost");
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert_eq!(
        legal,
        vec![
            Action::Retreat { to: area("Orlovka") },
            Action::Retreat { to: area("Tractor Works") },
            Action::LoseStep { card: c(1, 'd') },
        ]
    );
}

#[test]
fn rule_8_6_raises_alternate_until_a_side_stands() {
    let mut game = attack(&duel());
    play(&mut game, Action::Play { card: c(9, 's') });
    assert_eq!(game.stage(), Stage::Declare { side: Side::Soviet });
    play(&mut game, Action::Play { card: c(5, 'h') });
    assert_eq!(game.stage(), Stage::Raise { side: Side::German });
    assert_eq!(refused(&game, Action::Decline), "8.6");
    play(&mut game, Action::Play { card: c(3, 's') });
    assert_eq!(game.stage(), Stage::Raise { side: Side::Soviet });
    play(&mut game, Action::Play { card: c(2, 'h') });
    assert_eq!(game.stage(), Stage::Raise { side: Side::German });
    let events = play(&mut game, Action::Stand);
    // German best card 3♠ (hit, black), Soviet best 2♥ (hit, red): the lower wins.
    assert_eq!(verdict(&events), Verdict::Rank(Side::Soviet));
    for card in [c(9, 's'), c(5, 'h'), c(3, 's'), c(2, 'h')] {
        assert!(game.deck().discards().contains(card), "every played card is lost");
    }
    assert_eq!(game.stage(), Stage::Loss { unit: unit("71"), cause: Cause::Attacker });
}

/// The independent statement of [8.7] for one card a side.
fn oracle(attacker: Side, a: (Card, u8), d: (Card, u8)) -> Verdict {
    let defender = attacker.enemy();
    let hit = |(card, strength): (Card, u8)| !card.is_face() && card.rank().unwrap().value() <= strength;
    match (hit(a), hit(d)) {
        (false, false) => return Verdict::BothBluff(defender),
        (true, false) => return Verdict::Hit(attacker),
        (false, true) => return Verdict::Hit(defender),
        (true, true) => {}
    }
    let own = |side: Side, card: Card| card.colour() == if side == Side::German { Colour::Black } else { Colour::Red };
    match (own(attacker, a.0), own(defender, d.0)) {
        (true, false) => return Verdict::Colour(attacker),
        (false, true) => return Verdict::Colour(defender),
        _ => {}
    }
    let (x, y) = (a.0.rank().unwrap().value(), d.0.rank().unwrap().value());
    if x < y {
        Verdict::Rank(attacker)
    } else if x > y {
        Verdict::Rank(defender)
    } else {
        Verdict::Tie
    }
}

#[test]
fn rule_8_7_reveal_order_full_table() {
    // Every combination of hit or miss (a number above the strength, or a
    // face card), own colour or not, and lower, equal or higher rank, for
    // both sides attacking.
    let suits = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];
    let ranks = [Rank::Two, Rank::Three, Rank::Four, Rank::Eight, Rank::Jack];
    let mut rows = 0;
    for attacker in [Side::German, Side::Soviet] {
        for &ar in &ranks {
            for &asuit in &suits {
                for &dr in &ranks {
                    for &dsuit in &suits {
                        let a = (Card::new(asuit, ar), 4);
                        let d = (Card::new(dsuit, dr), 4);
                        assert_eq!(judge(attacker, a, d), oracle(attacker, a, d), "{attacker} {} vs {}", a.0, d.0);
                        rows += 1;
                    }
                }
            }
        }
    }
    assert_eq!(rows, 2 * 20 * 20);
    // The named cases, German attacking at strength 4 against Soviet strength 4:
    let g = |r, s| Card::new(s, Rank::from_value(r).unwrap());
    let table = [
        (g(3, Suit::Spades), g(9, Suit::Hearts), Verdict::Hit(Side::German)), // 8.7.1
        (g(9, Suit::Spades), g(3, Suit::Hearts), Verdict::Hit(Side::Soviet)), // 8.7.1
        (g(3, Suit::Spades), g(2, Suit::Spades), Verdict::Colour(Side::German)), // 8.7.2
        (g(2, Suit::Hearts), g(3, Suit::Hearts), Verdict::Colour(Side::Soviet)), // 8.7.2
        (g(2, Suit::Spades), g(3, Suit::Hearts), Verdict::Rank(Side::German)), // 8.7.3 both own
        (g(4, Suit::Hearts), g(3, Suit::Clubs), Verdict::Rank(Side::Soviet)), // 8.7.3 neither own
        (g(3, Suit::Clubs), g(3, Suit::Diamonds), Verdict::Tie),              // 8.7.4
        (g(12, Suit::Spades), g(9, Suit::Hearts), Verdict::BothBluff(Side::Soviet)), // 8.7.5
    ];
    for (a, d, expected) in table {
        assert_eq!(judge(Side::German, (a, 4), (d, 4)), expected, "{a} vs {d}");
    }
}

#[test]
fn rule_8_7_raised_cards_each_side_is_judged_by_its_best_card() {
    let set = |cards: &[Card]| cards.iter().copied().collect::<CardSet>();
    // German raised a miss onto a hit: the hit counts.
    let v = judge_played(
        RevealRule::BestCard,
        Side::German,
        (set(&[c(9, 's'), c(3, 'h')]), Some(c(9, 's')), 4),
        (set(&[c(10, 'h')]), Some(c(10, 'h')), 4),
    );
    assert_eq!(v, Verdict::Hit(Side::German));
    // Own colour beats a lower card of the other colour among one side's cards.
    let v = judge_played(
        RevealRule::BestCard,
        Side::German,
        (set(&[c(2, 'h'), c(4, 's')]), Some(c(2, 'h')), 4),
        (set(&[c(3, 'h')]), Some(c(3, 'h')), 4),
    );
    assert_eq!(v, Verdict::Rank(Side::Soviet), "4♠ (own) represents the German side, 3♥ is lower");
    // Only the last card under the option.
    let v = judge_played(
        RevealRule::LastCard,
        Side::German,
        (set(&[c(3, 's'), c(9, 's')]), Some(c(9, 's')), 4),
        (set(&[c(10, 'h')]), Some(c(10, 'h')), 4),
    );
    assert_eq!(v, Verdict::BothBluff(Side::Soviet));
}

#[test]
fn rule_8_7_4_a_tie_is_fought_again_or_the_defender_wins() {
    let mut pos = duel();
    pos.hand(Side::German, &[c(2, 's'), c(9, 's')]).hand(Side::Soviet, &[c(2, 'h'), c(9, 'h')]);
    let mut game = attack(&pos);
    assert_eq!(exchange(&mut game, c(2, 's'), c(2, 'h')), Verdict::Tie);
    assert_eq!(game.stage(), Stage::Tie);
    play(&mut game, Action::Refight);
    assert_eq!(game.stage(), Stage::Declare { side: Side::German });
    assert!(game.deck().discards().contains(c(2, 's')), "the tied cards are discarded");
    assert_eq!(game.combats(), 1, "the same combat");

    let mut game = attack(&pos);
    exchange(&mut game, c(2, 's'), c(2, 'h'));
    play(&mut game, Action::Concede);
    assert_eq!(game.stage(), Stage::Loss { unit: unit("71"), cause: Cause::Attacker });

    // No card left to fight again: the defender wins at once.
    pos.hand(Side::German, &[c(2, 's')]).steps("71", &[]);
    let mut game = attack(&pos);
    exchange(&mut game, c(2, 's'), c(2, 'h'));
    assert_eq!(game.stage(), Stage::Loss { unit: unit("71"), cause: Cause::Attacker }, "no Tie stage");
}

#[test]
fn rule_8_7_5_both_bluff_the_defender_wins() {
    let mut game = attack(&duel());
    assert_eq!(exchange(&mut game, c(13, 's'), c(9, 'h')), Verdict::BothBluff(Side::Soviet));
}

#[test]
fn rule_8_8_infantry_defending_in_an_urban_area_gets_two() {
    let mut pos = duel();
    pos.hand(Side::Soviet, &[c(4, 'h')])
        .at("Rifle-1", "Workers' Settlement")
        .at("71", "Airfield Settlement")
        .gone("Rifle-3", 1)
        .german(&["Airfield Settlement"]);
    let mut game = pos.game();
    play(&mut game, Action::Activate { unit: unit("71"), with_tank: false });
    play(&mut game, Action::Attack { area: area("Workers' Settlement") });
    assert_eq!(exchange(&mut game, c(13, 's'), c(4, 'h')), Verdict::Hit(Side::Soviet), "2 + 2 = 4");
    // The same card misses in a normal area.
    let mut pos = duel();
    pos.hand(Side::Soviet, &[c(4, 'h')]);
    let mut game = attack(&pos);
    assert_eq!(exchange(&mut game, c(13, 's'), c(4, 'h')), Verdict::BothBluff(Side::Soviet));
}

#[test]
fn rule_9_5_combat_engineers_cancel_the_urban_modifier() {
    let mut pos = duel();
    pos.hand(Side::German, &[c(13, 'c'), c(13, 's')])
        .hand(Side::Soviet, &[c(4, 'h')])
        .at("Rifle-1", "Workers' Settlement")
        .at("71", "Airfield Settlement")
        .gone("Rifle-3", 1)
        .german(&["Airfield Settlement"]);
    let mut game = pos.game();
    play(&mut game, Action::Activate { unit: unit("71"), with_tank: false });
    play(&mut game, Action::Event { card: c(13, 'c'), target: None });
    play(&mut game, Action::Attack { area: area("Workers' Settlement") });
    assert_eq!(exchange(&mut game, c(13, 's'), c(4, 'h')), Verdict::BothBluff(Side::Soviet), "4♥ misses at 2");
}

/// 13Gds attacks a German `defender` alone in the Tractor Works (urban).
fn soviet_attack(defender: &str, german: &[Card]) -> Rattenkrieg {
    let mut pos = Pos::new();
    pos.at(defender, "Tractor Works")
        .german(&["Tractor Works"])
        .gone("T-34", 1)
        .hand(Side::German, german)
        .hand(Side::Soviet, &[c(13, 'h')])
        .playing(Side::Soviet);
    let mut game = pos.game();
    play(&mut game, Action::Activate { unit: unit("13Gds"), with_tank: false });
    play(&mut game, Action::Attack { area: area("Tractor Works") });
    play(&mut game, Action::Play { card: c(13, 'h') });
    game
}

#[test]
fn rule_8_8_panzers_defending_in_an_urban_area_lose_two_motorized_unchanged() {
    let mut game = soviet_attack("14Pz", &[c(5, 's')]);
    play(&mut game, Action::Play { card: c(5, 's') });
    assert_eq!(verdict(&play(&mut game, Action::Stand)), Verdict::BothBluff(Side::German), "6 − 2 = 4: 5♠ misses");
    let mut game = soviet_attack("29Mot", &[c(5, 's')]);
    play(&mut game, Action::Play { card: c(5, 's') });
    assert_eq!(verdict(&play(&mut game, Action::Stand)), Verdict::Hit(Side::German), "5 unmodified");
}

fn german_wins(pos: &Pos) -> Rattenkrieg {
    let mut game = attack(pos);
    assert_eq!(exchange(&mut game, c(3, 's'), c(13, 'h')), Verdict::Hit(Side::German));
    game
}

#[test]
fn rule_8_9_1_the_loser_retreats_to_an_adjacent_friendly_area_flipped() {
    let mut game = german_wins(&duel());
    let events = play(&mut game, Action::Retreat { to: area("Orlovka") });
    assert!(events.contains(&Event::Retreated { unit: unit("Rifle-1"), to: area("Orlovka") }));
    assert!(game.is_flipped(unit("Rifle-1")));
    assert_eq!(game.controller(area("Spartakovka")), Some(Side::German));
    assert_eq!(game.stage(), Stage::Activation, "the attacker operates on");
    assert_eq!(refused(&game, Action::Retreat { to: area("Orlovka") }), "7.1");
}

#[test]
fn rule_8_9_2_the_loser_may_lose_a_step_instead() {
    let mut game = german_wins(&duel());
    play(&mut game, Action::LoseStep { card: c(1, 'd') });
    assert!(game.steps(unit("Rifle-1")).is_empty());
    assert!(game.deck().discards().contains(c(1, 'd')));
    assert_eq!(refused(&german_wins(&duel()), Action::LoseStep { card: c(4, 'c') }), "8.9.2");
}

#[test]
fn rule_8_9_3_a_loser_with_no_retreat_and_no_step_is_eliminated() {
    let mut pos = duel();
    pos.steps("Rifle-1", &[]).german(&["Orlovka", "Tractor Works"]).at("Rifle-2", "German rear");
    pos.at("Rifle-2", "Spartakovka")
        .gone("Rifle-2", 1)
        .gone("T-34", 1)
        .at("14Pz", "Orlovka")
        .at("24Pz", "Tractor Works");
    let game = german_wins(&pos);
    assert!(game.is_eliminated(unit("Rifle-1")));
    assert_eq!(game.controller(area("Spartakovka")), Some(Side::German));
}

#[test]
fn rule_8_9_4_soviet_counters_never_retreat_into_their_rear() {
    let mut pos = duel();
    pos.at("Rifle-1", "Tractor Works")
        .gone("T-34", 1)
        .at("71", "Orlovka")
        .gone("Rifle-2", 1)
        .german(&["Orlovka", "Spartakovka"])
        .at("Rifle-4", "Workers' Settlement")
        .at("Rifle-5", "Barrikady");
    let mut game = pos.game();
    play(&mut game, Action::Activate { unit: unit("71"), with_tank: false });
    play(&mut game, Action::Attack { area: area("Tractor Works") });
    assert_eq!(exchange(&mut game, c(3, 's'), c(13, 'h')), Verdict::Hit(Side::German));
    assert_eq!(refused(&game, Action::Retreat { to: area("Soviet rear") }), "8.9.4");
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert!(legal.contains(&Action::Retreat { to: area("Barrikady") }));
}

#[test]
fn rule_8_10_the_other_defenders_retreat_or_stay_isolated() {
    let mut pos = duel();
    pos.at("Rifle-2", "Spartakovka").steps("Rifle-2", &[c(7, 'd')]);
    let mut game = attack(&pos);
    play(&mut game, Action::Defend { unit: unit("Rifle-1") });
    assert_eq!(exchange(&mut game, c(3, 's'), c(13, 'h')), Verdict::Hit(Side::German));
    play(&mut game, Action::Retreat { to: area("Tractor Works") });
    assert_eq!(game.stage(), Stage::Isolation { unit: unit("Rifle-2") });
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert_eq!(
        legal,
        vec![Action::Retreat { to: area("Orlovka") }, Action::Retreat { to: area("Tractor Works") }, Action::Isolate]
    );
    let events = play(&mut game, Action::Isolate);
    assert!(events.contains(&Event::Isolated { unit: unit("Rifle-2") }));
    assert!(game.is_isolated(unit("Rifle-2")));
    // [3.6] isolated counters are ignored: the area is German.
    assert_eq!(game.controller(area("Spartakovka")), Some(Side::German));
    assert_eq!(game.stage(), Stage::Activation, "no combat goes on against isolated counters [8.11]");
    play(&mut game, Action::End);

    // An isolated counter cannot move, and fights with its own steps only.
    play(&mut game, Action::Activate { unit: unit("Rifle-2"), with_tank: false });
    assert_eq!(refused(&game, Action::Move { to: area("Orlovka") }), "8.10");
    assert_eq!(refused(&game, Action::Enter { to: area("German rear"), pay: c(7, 'd') }), "8.10");
    play(&mut game, Action::Attack { area: area("Spartakovka") });
    assert_eq!(refused(&game, Action::Play { card: c(9, 'h') }), "8.10");
    play(&mut game, Action::Play { card: c(7, 'd') });
}

#[test]
fn rule_8_10_isolation_is_automatic_without_a_retreat_and_ends_when_the_area_is_friendly_again() {
    let mut pos = duel();
    pos.at("Rifle-2", "Spartakovka")
        .german(&["Orlovka", "Tractor Works"])
        .at("14Pz", "Orlovka")
        .at("24Pz", "Tractor Works")
        .gone("T-34", 1);
    let mut game = attack(&pos);
    play(&mut game, Action::Defend { unit: unit("Rifle-1") });
    exchange(&mut game, c(3, 's'), c(13, 'h'));
    play(&mut game, Action::LoseStep { card: c(1, 'd') });
    // Rifle-1 stays: the combat goes on [8.11]; German attacks again and wins.
    assert_eq!(game.stage(), Stage::Continue);
    play(&mut game, Action::Attack { area: area("Spartakovka") });
    play(&mut game, Action::Defend { unit: unit("Rifle-1") });
    play(&mut game, Action::Play { card: c(4, 'c') });
    play(&mut game, Action::Play { card: c(9, 'h') });
    let events = play(&mut game, Action::Stand);
    assert!(events.contains(&Event::Eliminated { unit: unit("Rifle-1") }));
    assert!(events.contains(&Event::Isolated { unit: unit("Rifle-2") }), "no retreat: isolated at once");
    assert_eq!(game.combats(), 2);

    // The area turns Soviet again: the isolation ends at once.
    let mut pos = Pos::from(&game);
    pos.at("71", "German rear").german(&["Spartakovka", "Orlovka", "Tractor Works"]).gone("14Pz", 1).gone("24Pz", 1);
    let mut game = pos.game();
    play(&mut game, Action::End);
    play(&mut game, Action::Activate { unit: unit("Rifle-3"), with_tank: false });
    play(&mut game, Action::Move { to: area("Workers' Settlement") });
    let pay = game.hand(Side::Soviet).first().unwrap();
    play(&mut game, Action::Enter { to: area("Orlovka"), pay });
    let pay = game.hand(Side::Soviet).first().unwrap();
    let events = play(&mut game, Action::Enter { to: area("Spartakovka"), pay });
    assert!(events.contains(&Event::Released { unit: unit("Rifle-2") }));
    assert!(!game.is_isolated(unit("Rifle-2")));
}

#[test]
fn rule_8_11_the_attacker_attacks_again_or_retreats() {
    let mut game = german_wins(&duel());
    play(&mut game, Action::LoseStep { card: c(1, 'd') });
    assert_eq!(game.stage(), Stage::Continue);
    assert_eq!(refused(&game, Action::End), "8.11");
    assert_eq!(refused(&game, Action::Move { to: area("German rear") }), "8.11");
    let events = play(&mut game, Action::Retreat { to: area("German rear") });
    assert!(events.contains(&Event::ActivationEnded { unit: unit("71") }));
    assert!(game.is_flipped(unit("71")));
    assert_eq!(game.side_to_act(), Some(Side::Soviet));

    // A beaten attacker that retreats is flipped and its activation ends.
    let mut game = attack(&duel());
    exchange(&mut game, c(13, 's'), c(2, 'h'));
    play(&mut game, Action::Retreat { to: area("German rear") });
    assert!(game.is_flipped(unit("71")));
    assert_eq!(game.stage(), Stage::PlayerTurn);
    assert_eq!(game.side_to_act(), Some(Side::Soviet));
}

/// 13Gds and the T-34 together in the Tractor Works.
fn tank_pos() -> Pos {
    let mut pos = duel();
    pos.at("13Gds", "Tractor Works").steps("13Gds", &[c(8, 'h'), c(5, 'd')]);
    pos
}

#[test]
fn rule_8_12_the_t34_goes_along_with_an_activated_counter() {
    let mut pos = tank_pos();
    pos.playing(Side::Soviet);
    let mut game = pos.game();
    play(&mut game, Action::Activate { unit: unit("13Gds"), with_tank: true });
    play(&mut game, Action::Move { to: area("Barrikady") });
    assert_eq!(game.area_of(unit("T-34")), Some(area("Barrikady")));
    play(&mut game, Action::End);
    assert!(game.is_flipped(unit("T-34")) && game.is_flipped(unit("13Gds")));
}

#[test]
fn rule_8_12_the_t34_adds_its_strength_and_may_be_sacrificed() {
    let mut pos = tank_pos();
    pos.at("71", "Orlovka").german(&["Orlovka"]).gone("Rifle-2", 1).hand(Side::German, &[c(13, 's'), c(9, 's')]);
    let mut game = pos.game();
    play(&mut game, Action::Activate { unit: unit("71"), with_tank: false });
    play(&mut game, Action::Attack { area: area("Tractor Works") });
    play(&mut game, Action::Defend { unit: unit("13Gds") });
    // 13Gds: 4, +2 urban infantry, +2 the T-34: an 8 hits.
    assert_eq!(exchange(&mut game, c(13, 's'), c(8, 'h')), Verdict::Hit(Side::Soviet));

    let mut game = pos.game();
    play(&mut game, Action::Activate { unit: unit("71"), with_tank: false });
    play(&mut game, Action::Attack { area: area("Tractor Works") });
    play(&mut game, Action::Defend { unit: unit("13Gds") });
    exchange(&mut game, c(4, 'c'), c(9, 'h'));
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert!(legal.contains(&Action::SacrificeTank));
    play(&mut game, Action::SacrificeTank);
    assert!(game.is_eliminated(unit("T-34")));
    assert_eq!(game.steps(unit("13Gds")).len(), 2, "13Gds keeps its steps");
    assert_eq!(game.stage(), Stage::Continue);
}

#[test]
fn rule_8_12_the_t34_alone_fights_with_hand_cards_only_and_cannot_join_while_flipped() {
    let mut pos = tank_pos();
    pos.playing(Side::Soviet).hand(Side::Soviet, &[]).at("71", "Barrikady").german(&["Barrikady"]);
    let mut game = pos.game();
    play(&mut game, Action::Activate { unit: unit("T-34"), with_tank: false });
    assert_eq!(refused(&game, Action::Attack { area: area("Barrikady") }), "8.4");
    play(&mut game, Action::End);
    play(&mut game, Action::Pass);
    assert_eq!(refused(&game, Action::Activate { unit: unit("13Gds"), with_tank: true }), "8.12");
}

#[test]
fn rule_9_8_chuikov_the_german_side_declares_first_face_up() {
    let mut pos = duel();
    pos.playing(Side::Soviet)
        .hand(Side::Soviet, &[c(13, 'h'), c(2, 'h')])
        .at("71", "Spartakovka")
        .at("Rifle-1", "Orlovka")
        .german(&["Spartakovka"]);
    let mut game = pos.game();
    play(&mut game, Action::Activate { unit: unit("Rifle-1"), with_tank: false });
    play(&mut game, Action::Event { card: c(13, 'h'), target: None });
    play(&mut game, Action::Attack { area: area("Spartakovka") });
    assert_eq!(game.stage(), Stage::Declare { side: Side::German });
    let events = play(&mut game, Action::Play { card: c(9, 's') });
    assert_eq!(
        Rattenkrieg::redact(&events[0], Seat(1)),
        Some(Event::Played { side: Side::German, card: Some(c(9, 's')), open: true })
    );
    assert_eq!(game.view(Seat(1)).combat.unwrap().enemy_shown, CardSet::single(c(9, 's')));
    assert_eq!(game.stage(), Stage::Declare { side: Side::Soviet });
    play(&mut game, Action::Play { card: c(2, 'h') });
    assert_eq!(game.stage(), Stage::Raise { side: Side::German });
}

#[test]
fn rule_9_8_chuikov_or_turns_a_flipped_soviet_counter_face_up() {
    let mut pos = duel();
    pos.playing(Side::Soviet).hand(Side::Soviet, &[c(13, 'd')]).flipped("Rifle-2", true);
    let mut game = pos.game();
    play(&mut game, Action::Activate { unit: unit("Rifle-1"), with_tank: false });
    assert_eq!(refused(&game, Action::Event { card: c(13, 'd'), target: Some(unit("Rifle-3")) }), "9.8");
    let events = play(&mut game, Action::Event { card: c(13, 'd'), target: Some(unit("Rifle-2")) });
    assert!(events.contains(&Event::FacedUp { unit: unit("Rifle-2") }));
    assert!(!game.is_flipped(unit("Rifle-2")));
}

#[test]
fn options_change_the_reveal_rule() {
    let mut pos = Pos::with(Options { reveal: RevealRule::LastCard, ..Options::default() });
    pos.hand(Side::German, &[c(3, 's'), c(9, 's')])
        .hand(Side::Soviet, &[c(9, 'h'), c(10, 'h')])
        .steps("71", &[])
        .steps("Rifle-1", &[]);
    let mut game = attack(&pos);
    play(&mut game, Action::Play { card: c(3, 's') });
    play(&mut game, Action::Play { card: c(9, 'h') });
    play(&mut game, Action::Play { card: c(9, 's') });
    play(&mut game, Action::Play { card: c(10, 'h') });
    let v = verdict(&play(&mut game, Action::Stand));
    assert_eq!(v, Verdict::BothBluff(Side::Soviet), "the 3♠ played first no longer counts");
}
