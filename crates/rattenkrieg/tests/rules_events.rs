//! Events [9.1]-[9.8] for each side and suit, and the refill [10.1]-[10.3].
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "tests")]

mod common;

use common::*;
use wargames_core::{Card, CardSet, Game, Seat};
use wargames_rattenkrieg::{Action, Cause, Chance, Event, EventCard, Options, Rattenkrieg, Side, Stage, Verdict};

/// 71 active in the German rear with `hand`; Rifle-1 in Spartakovka.
fn german_active(pos: &mut Pos, hand: &[Card]) -> Rattenkrieg {
    pos.hand(Side::German, hand).steps("Rifle-1", &[c(1, 'd')]).steps("71", &[c(4, 'c')]);
    let mut game = pos.game();
    play(&mut game, Action::Activate { unit: unit("71"), with_tank: false });
    game
}

#[test]
fn rule_9_1_face_cards_are_events_by_side_and_suit() {
    let card = |r, s| c(r, s);
    assert_eq!(EventCard::of(Side::German, card(11, 's')), Some(EventCard::AirSupport));
    assert_eq!(EventCard::of(Side::German, card(12, 'c')), Some(EventCard::AssaultGun));
    assert_eq!(EventCard::of(Side::German, card(13, 's')), Some(EventCard::CombatEngineers));
    for r in 11..=13 {
        assert_eq!(EventCard::of(Side::German, card(r, 'h')), Some(EventCard::Bombardment));
        assert_eq!(EventCard::of(Side::German, card(r, 'd')), Some(EventCard::Bombardment));
        assert_eq!(EventCard::of(Side::Soviet, card(r, 's')), Some(EventCard::Bombardment));
        assert_eq!(EventCard::of(Side::Soviet, card(r, 'c')), Some(EventCard::Bombardment));
    }
    assert_eq!(EventCard::of(Side::Soviet, card(11, 'd')), Some(EventCard::Sniper));
    assert_eq!(EventCard::of(Side::Soviet, card(12, 'h')), Some(EventCard::Molotov));
    assert_eq!(EventCard::of(Side::Soviet, card(13, 'd')), Some(EventCard::Chuikov));
    assert_eq!(EventCard::of(Side::Soviet, card(10, 'd')), None);

    let mut pos = Pos::new();
    let game = german_active(&mut pos, &[c(10, 's'), c(11, 'h'), c(12, 's')]);
    assert_eq!(refused(&game, Action::Event { card: c(10, 's'), target: None }), "9.1", "not a face card");
    assert_eq!(refused(&game, Action::Event { card: c(13, 'h'), target: None }), "9.1", "not in the hand");
    assert_eq!(refused(&game, Action::Event { card: c(4, 'c'), target: None }), "9.1", "a step is no event");
    assert_eq!(refused(&game, Action::Event { card: c(11, 'h'), target: None }), "9.1", "bombardment needs a target");
    let target = Some(unit("Rifle-1"));
    assert_eq!(refused(&game, Action::Event { card: c(12, 's'), target }), "9.1", "assault gun takes none");
}

fn bombard(pos: &mut Pos, card: Card, target: &str, drawn: Card) -> (Rattenkrieg, Vec<Event>) {
    pos.pile(&[drawn]);
    let mut game = german_active(pos, &[card]);
    let events = play(&mut game, Action::Event { card, target: Some(unit(target)) });
    assert!(events.contains(&Event::EventPlayed {
        side: Side::German,
        card,
        event: EventCard::of(Side::German, card).unwrap(),
        target: Some(unit(target))
    }));
    assert!(game.status().is_chance());
    let events = draw(&mut game, drawn);
    assert!(game.deck().discards().contains(drawn) && game.deck().discards().contains(card));
    (game, events)
}

fn struck(events: &[Event]) -> bool {
    events.iter().find_map(|e| if let Event::Struck { hit, .. } = e { Some(*hit) } else { None }).unwrap()
}

#[test]
fn rule_9_2_bombardment_hits_at_or_above_the_modified_strength() {
    let (mut game, events) = bombard(&mut Pos::new(), c(11, 'h'), "Rifle-1", c(2, 'c'));
    assert!(struck(&events));
    assert_eq!(game.stage(), Stage::Loss { unit: unit("Rifle-1"), cause: Cause::Strike });
    assert_eq!(game.side_to_act(), Some(Side::Soviet));
    play(&mut game, Action::LoseStep { card: c(1, 'd') });
    assert_eq!(game.stage(), Stage::Activation);
    assert_eq!(game.side_to_act(), Some(Side::German));

    let (game, events) = bombard(&mut Pos::new(), c(11, 'h'), "Rifle-1", c(1, 'c'));
    assert!(!struck(&events));
    assert_eq!(game.stage(), Stage::Activation);

    // In an urban area the rifle counts 4 [8.8].
    let mut pos = Pos::new();
    pos.at("Rifle-1", "Workers' Settlement")
        .at("71", "Airfield Settlement")
        .gone("Rifle-3", 1)
        .german(&["Airfield Settlement"]);
    let (_, events) = bombard(&mut pos.clone_pos(), c(11, 'h'), "Rifle-1", c(3, 'c'));
    assert!(!struck(&events));
    let (_, events) = bombard(&mut pos.clone_pos(), c(11, 'h'), "Rifle-1", c(4, 's'));
    assert!(struck(&events));
}

trait ClonePos {
    fn clone_pos(&self) -> Pos;
}

impl ClonePos for Pos {
    fn clone_pos(&self) -> Pos {
        Pos { v: self.v.clone() }
    }
}

#[test]
fn rule_9_2_face_cards_hit_only_for_the_side_holding_mamayev_kurgan() {
    let (_, events) = bombard(&mut Pos::new(), c(11, 'h'), "Rifle-1", c(12, 'c'));
    assert!(!struck(&events));
    let mut pos = Pos::new();
    pos.gone("Rifle-4", 1).german(&["Mamayev Kurgan"]);
    let (_, events) = bombard(&mut pos, c(11, 'h'), "Rifle-1", c(12, 'c'));
    assert!(struck(&events));
}

#[test]
fn rule_9_2_bombardment_range_rear_and_the_t34() {
    let mut pos = Pos::new();
    let game = german_active(&mut pos, &[c(11, 'h')]);
    let bomb = |t: &str| Action::Event { card: c(11, 'h'), target: Some(unit(t)) };
    assert_eq!(refused(&game, bomb("Rifle-4")), "9.2", "Mamayev Kurgan is not next to the German rear");
    assert_eq!(refused(&game, bomb("71")), "9.2", "an own counter");

    let mut pos = Pos::new();
    pos.at("71", "Tractor Works").german(&["Tractor Works"]).at("T-34", "Orlovka");
    let game = german_active(&mut pos, &[c(11, 'h'), c(11, 's')]);
    assert_eq!(refused(&game, bomb("13Gds")), "9.2", "the enemy rear");
    assert_eq!(refused(&game, bomb("T-34")), "9.2", "the German side cannot bombard the T-34");
    // [9.3] air support may.
    assert!(game.validate(&Action::Event { card: c(11, 's'), target: Some(unit("T-34")) }).is_ok());
}

#[test]
fn rule_9_3_air_support_ignores_terrain_and_face_cards_miss() {
    let mut pos = Pos::new();
    pos.at("Rifle-1", "Workers' Settlement")
        .at("71", "Airfield Settlement")
        .gone("Rifle-3", 1)
        .german(&["Airfield Settlement"]);
    let (_, events) = bombard(&mut pos.clone_pos(), c(11, 's'), "Rifle-1", c(2, 'c'));
    assert!(struck(&events), "unmodified strength 2");
    let mut pos = Pos::new();
    pos.gone("Rifle-4", 1).german(&["Mamayev Kurgan"]);
    let (_, events) = bombard(&mut pos, c(11, 's'), "Rifle-1", c(12, 'c'));
    assert!(!struck(&events), "face cards miss even for the holder of Mamayev Kurgan");
}

fn fight_rifle(game: &mut Rattenkrieg, german: Card) -> Verdict {
    play(game, Action::Attack { area: area("Spartakovka") });
    play(game, Action::Play { card: german });
    play(game, Action::Play { card: c(13, 'h') });
    let events = play(game, Action::Stand);
    events.iter().find_map(|e| if let Event::Revealed { verdict, .. } = e { Some(*verdict) } else { None }).unwrap()
}

#[test]
fn rule_9_4_assault_guns_add_two_for_the_activation_but_not_for_panzers() {
    let mut pos = Pos::new();
    pos.hand(Side::Soviet, &[c(13, 'h')]);
    let mut game = german_active(&mut pos, &[c(12, 's'), c(6, 's')]);
    play(&mut game, Action::Event { card: c(12, 's'), target: None });
    assert_eq!(refused(&game, Action::Event { card: c(12, 's'), target: None }), "9.1", "the queen is spent");
    assert_eq!(fight_rifle(&mut game, c(6, 's')), Verdict::Hit(Side::German), "4 + 2 = 6");

    let mut pos = Pos::new();
    pos.hand(Side::Soviet, &[c(13, 'h')]);
    let mut game = german_active(&mut pos, &[c(6, 's')]);
    assert_eq!(fight_rifle(&mut game, c(6, 's')), Verdict::BothBluff(Side::Soviet));

    let mut pos = Pos::new();
    pos.hand(Side::German, &[c(12, 's'), c(12, 'c')]);
    let mut game = pos.game();
    play(&mut game, Action::Activate { unit: unit("14Pz"), with_tank: false });
    assert_eq!(refused(&game, Action::Event { card: c(12, 's'), target: None }), "9.4");
    play(&mut game, Action::End);
    play(&mut game, Action::Pass);
    play(&mut game, Action::Activate { unit: unit("71"), with_tank: false });
    play(&mut game, Action::Event { card: c(12, 's'), target: None });
    assert_eq!(refused(&game, Action::Event { card: c(12, 'c'), target: None }), "9.4", "already in effect");
}

/// Rifle-2 active in Orlovka with `hand`; 71 holds Spartakovka.
fn soviet_active(hand: &[Card], german: &[Card]) -> Rattenkrieg {
    let mut pos = Pos::new();
    pos.playing(Side::Soviet)
        .hand(Side::Soviet, hand)
        .hand(Side::German, german)
        .steps("71", &[])
        .steps("Rifle-2", &[])
        .at("71", "Spartakovka")
        .gone("Rifle-1", 1)
        .german(&["Spartakovka"]);
    let mut game = pos.game();
    play(&mut game, Action::Activate { unit: unit("Rifle-2"), with_tank: false });
    game
}

#[test]
fn rule_9_6_the_sniper_discards_a_random_german_hand_card() {
    let mut game = soviet_active(&[c(11, 'd')], &[c(3, 's'), c(9, 's')]);
    play(&mut game, Action::Event { card: c(11, 'd'), target: None });
    let mut outcomes = Vec::new();
    game.chance_outcomes(&mut outcomes);
    let cards: Vec<Chance> = outcomes.iter().map(|(o, _)| *o).collect();
    assert_eq!(cards, vec![Chance::Snipe(c(3, 's')), Chance::Snipe(c(9, 's'))]);
    assert_eq!(outcomes[0].1.to_string(), "1/2");
    let mut events = Vec::new();
    game.resolve_chance(&Chance::Snipe(c(9, 's')), &mut events).unwrap();
    assert!(events.contains(&Event::Sniped { card: c(9, 's') }));
    assert_eq!(game.hand(Side::German), CardSet::single(c(3, 's')));
    assert!(game.deck().discards().contains(c(9, 's')));

    let game = soviet_active(&[c(11, 'h')], &[]);
    assert_eq!(refused(&game, Action::Event { card: c(11, 'h'), target: None }), "9.6");
}

#[test]
fn rule_9_7_the_molotov_cocktail_adds_two_in_the_next_combat() {
    let fight = |molotov: bool| {
        let mut game = soviet_active(&[c(12, 'h'), c(4, 'h')], &[c(13, 's')]);
        if molotov {
            play(&mut game, Action::Event { card: c(12, 'h'), target: None });
        }
        play(&mut game, Action::Attack { area: area("Spartakovka") });
        play(&mut game, Action::Play { card: c(4, 'h') });
        play(&mut game, Action::Play { card: c(13, 's') });
        let events = play(&mut game, Action::Stand);
        events.iter().find_map(|e| if let Event::Revealed { verdict, .. } = e { Some(*verdict) } else { None }).unwrap()
    };
    assert_eq!(fight(true), Verdict::Hit(Side::Soviet), "2 + 2 = 4");
    assert_eq!(fight(false), Verdict::BothBluff(Side::German));
}

#[test]
fn rule_9_2_soviet_bombardment_with_black_face_cards() {
    let mut game = soviet_active(&[c(12, 's')], &[]);
    play(&mut game, Action::Event { card: c(12, 's'), target: Some(unit("71")) });
    draw(&mut game, c(4, 'h'));
    assert_eq!(game.stage(), Stage::Loss { unit: unit("71"), cause: Cause::Strike });
    assert_eq!(game.side_to_act(), Some(Side::German));
    // 71 has no step: it must retreat (to the German rear).
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert_eq!(legal, vec![Action::Retreat { to: area("German rear") }]);
}

fn to_refill(pos: &Pos) -> Rattenkrieg {
    let mut game = pos.game();
    play(&mut game, Action::Pass);
    play(&mut game, Action::Pass);
    game
}

#[test]
fn rule_10_1_discard_any_then_fill_the_hand_to_three() {
    let mut pos = Pos::new();
    pos.hand(Side::German, &[c(3, 's'), c(9, 's')]).hand(Side::Soviet, &[c(2, 'h'), c(5, 'h'), c(6, 'h'), c(7, 'h')]);
    let mut game = to_refill(&pos);
    assert_eq!(game.stage(), Stage::Discard { side: Side::German });
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert_eq!(legal.len(), 4, "every subset of two cards");
    assert_eq!(refused(&game, Action::Discard { cards: CardSet::single(c(2, 'h')) }), "10.1");
    play(&mut game, Action::Discard { cards: CardSet::single(c(9, 's')) });
    play(&mut game, Action::Discard { cards: CardSet::EMPTY });
    settle(&mut game, &mut Vec::new());
    assert_eq!(game.turn(), 2);
    assert_eq!(game.hand(Side::German).len(), 3);
    assert!(game.hand(Side::German).contains(c(3, 's')) && !game.hand(Side::German).contains(c(9, 's')));
    assert_eq!(game.hand(Side::Soviet).len(), 4, "a hand above the limit is kept");
}

#[test]
fn rule_10_2_the_holder_of_mamayev_kurgan_fills_to_four() {
    let mut pos = Pos::new();
    pos.gone("Rifle-4", 1).german(&["Mamayev Kurgan"]).hand(Side::German, &[]).hand(Side::Soviet, &[]);
    let mut game = to_refill(&pos);
    play(&mut game, Action::Discard { cards: CardSet::EMPTY });
    play(&mut game, Action::Discard { cards: CardSet::EMPTY });
    settle(&mut game, &mut Vec::new());
    assert_eq!(game.hand(Side::German).len(), 4);
    assert_eq!(game.hand(Side::Soviet).len(), 3);
    assert_eq!(game.view(Seat(1)).enemy_hand, 4);
}

#[test]
fn rule_10_3_every_flipped_counter_is_turned_face_up() {
    let mut pos = Pos::new();
    pos.flipped("14Pz", true).flipped("Rifle-1", true);
    let mut game = to_refill(&pos);
    play(&mut game, Action::Discard { cards: CardSet::EMPTY });
    let mut events = play(&mut game, Action::Discard { cards: CardSet::EMPTY });
    settle(&mut game, &mut events);
    assert!(events.contains(&Event::AllFacedUp));
    assert!(!game.is_flipped(unit("14Pz")) && !game.is_flipped(unit("Rifle-1")));
    let _ = Options::default();
}
