//! The free activities (R-F1..R-F10): action and Support cards, reactions,
//! Locations, the objective, gear, withdrawal and the end of a turn.

use wargames_core::Game;

use crate::content::Quality;
use crate::state::machine::bit;
use crate::state::{Item, Life, Need};
use crate::{Action, Aim, Error, Event, Options, Order, Play};

use super::{Script, act, begin, end_turn, foe, game, give, place, refused, refused_content, script, settle, std_game};

#[test]
fn rule_r_f1_keyword_match_boost_and_playing_for_another_soldier() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    let e = foe(&mut g, "E03", 1, 1);
    g.state.team.soldiers[1].slot = 1;
    begin(&mut g, 1);
    // Aimed Shot needs a Ranged weapon: the SMG is not.
    let aim = give(&mut g, 1, "A01");
    let err = refused(
        &g,
        Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(e), play: Some(Play { card: aim, boost: false }) },
        "R-F1",
    );
    assert!(matches!(err, Error::KeywordMismatch));
    // Covering Fire from soldier 1's hand, boosted, for soldier 2: 1 XP (boost) + 1 XP (other soldier).
    let cover = give(&mut g, 0, "A07");
    let err = refused(
        &g,
        Order::Attack { weapon: 0, mode: 1, aim: Aim::Card(e), play: Some(Play { card: cover, boost: true }) },
        "R-F1",
    );
    assert!(matches!(err, Error::NoXp { need: 2, have: 1 }), "{err}");
    act(
        &mut g,
        Order::Attack { weapon: 0, mode: 1, aim: Aim::Card(e), play: Some(Play { card: cover, boost: false }) },
        &mut script(&[10, 10, 10], &[1, 1, 1]),
    );
    assert_eq!(g.state.team.soldier(0).xp, 0, "soldier 1 paid the XP for playing on another");
    assert_eq!(g.state.foes.get(e).unwrap().suppression, 3, "Covering Fire made the misses suppress");
}

#[test]
fn rule_r_f2_covert_cards_need_their_discards() {
    let mut g = std_game();
    begin(&mut g, 0);
    let cx = g.state.team.soldier(0).hand;
    let silent = give(&mut g, 0, "A09");
    let other = give(&mut g, 0, "A19");
    let err = refused(&g, Order::PlayCard { card: silent, boost: false, discard: 0, param: 0 }, "R-F2");
    assert!(matches!(err, Error::WrongDiscards { need: 1 }));
    act(&mut g, Order::PlayCard { card: silent, boost: false, discard: bit(other), param: 0 }, &mut Script::default());
    assert!(g.state.team.turn.unwrap().stealth_next);
    assert_eq!(g.state.team.soldier(0).hand, cx, "the card and its discard are gone");
}

#[test]
fn rule_r_f3_support_stays_while_retained() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    begin(&mut g, 0);
    let smoke = give(&mut g, 0, "A13");
    let d = give(&mut g, 0, "A19");
    act(&mut g, Order::PlayCard { card: smoke, boost: false, discard: bit(d), param: 1 }, &mut Script::default());
    assert_eq!(g.smoke_at(1), 2);
    // Retain for 1 XP at the end of the turn.
    act(&mut g, Order::EndTurn { keep: bit(smoke) }, &mut Script::default());
    assert_eq!(g.state.team.soldier(0).xp, 0);
    assert_eq!(g.state.field.owned_supports(0), bit(smoke));
    begin(&mut g, 1);
    act(&mut g, Order::EndTurn { keep: 0 }, &mut Script::default());
    // Next round (no enemies: nothing rolls); soldier 1 cannot pay: the card goes.
    let mut s = Script::default();
    settle(&mut g, &mut s, &mut Vec::new());
    begin(&mut g, 0);
    refused(&g, Order::EndTurn { keep: bit(smoke) }, "R-F1");
    act(&mut g, Order::EndTurn { keep: 0 }, &mut s);
    assert_eq!(g.state.field.owned_supports(0), 0);
    assert_eq!(g.smoke_at(1), 0);
}

#[test]
fn rule_r_f4_reactions_in_the_enemy_phase() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    foe(&mut g, "E06", 1, 0); // hit 5 with 2 active: 2 wounds
    let take = give(&mut g, 0, "A15");
    g.state.team.soldiers[0].xp = 0;
    begin(&mut g, 1);
    act(&mut g, Order::EndTurn { keep: 0 }, &mut Script::default());
    begin(&mut g, 0);
    // Enemy phase: a d10 8 ≥ 5 and a d6 6 + 1 ≥ cover 4 − 1: 2 wounds; Take Cover! removes 1.
    let mut s = script(&[8], &[6]);
    act(&mut g, Order::EndTurn { keep: 0 }, &mut s);
    assert_eq!(g.state.flow.need, Need::Reaction);
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert!(legal.contains(&Action::React { card: take, boost: false }));
    refused(&g, Order::React { card: take, boost: true }, "R-F1");
    act(&mut g, Order::React { card: take, boost: false }, &mut s);
    assert_eq!(g.state.team.soldier(0).health, 4);
    refused(&g, Order::React { card: take, boost: false }, "R-F4");
}

#[test]
fn rule_r_f5_place_location_spawns_by_value_with_recon() {
    let mut g = std_game();
    begin(&mut g, 1);
    let mut s = Script { cards: ["L03", "L08", "E03", "E01", "E02"].into_iter().collect(), ..Script::default() };
    act(&mut g, Order::PlaceLocation, &mut s);
    assert_eq!(g.state.flow.need, Need::Recon, "Recon 1: two cards to choose from");
    let l03 = g.content().locations().iter().position(|l| l.id.as_str() == "L03").unwrap() as u8;
    let ev = act(&mut g, Order::ChooseLocation { card: l03 }, &mut s);
    // Value 4: E03 (2) + E01 (1) + E02 (1).
    let entered = ev.iter().filter(|x| matches!(x, Event::EnemyEnters { slot: 1, .. })).count();
    assert_eq!(entered, 3);
    assert!(g.state.decks.locations.bottom != 0, "the other recon card goes under the deck");
    refused(&g, Order::PlaceLocation, "R-F5");
}

#[test]
fn rule_r_f6_connecting_brings_garrison_and_objective_spawn() {
    let mut g = game(Options::scenario("M01", "O01", Quality::FrontLine));
    place(&mut g, 1, "L02");
    g.state.team.soldiers[0].slot = 1;
    begin(&mut g, 0);
    let mut s = Script { cards: ["L10", "L12", "E01", "E02", "E03", "E04"].into_iter().collect(), ..Script::default() };
    act(&mut g, Order::PlaceLocation, &mut s);
    let l10 = g.content().locations().iter().position(|l| l.id.as_str() == "L10").unwrap() as u8;
    act(&mut g, Order::ChooseLocation { card: l10 }, &mut s);
    let in_d: Vec<String> =
        g.state.foes.foes.iter().flatten().filter(|f| f.slot == 3).map(|f| g.enemy(f.card).id.to_string()).collect();
    assert!(in_d.contains(&"G01".to_string()));
    let value: u8 = g.state.foes.foes.iter().flatten().filter(|f| f.slot == 3).map(|f| g.enemy(f.card).value).sum();
    assert!(value >= 3 + 3, "garrison + objective value 3");
}

#[test]
fn rule_r_f7_activation_from_the_adjacent_slot_draws_an_event() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    place(&mut g, 2, "L10");
    foe(&mut g, "E01", 3, 1);
    begin(&mut g, 0);
    refused(&g, Order::ActivateObjective, "R-F7");
    g.state.team.soldiers[0].slot = 2;
    let mut s = Script { cards: ["V07"].into_iter().collect(), ..Script::default() };
    let ev = act(&mut g, Order::ActivateObjective, &mut s);
    assert!(ev.contains(&Event::ObjectiveActivated));
    assert!(ev.iter().any(|x| matches!(x, Event::EventDrawn { .. })));
    assert_eq!(g.timer(), 2, "Lost Bearings advanced the timer");
}

#[test]
fn rule_r_f8_pass_drop_and_pick_up_gear_within_weight() {
    let mut g = std_game();
    begin(&mut g, 0);
    // Moreau carries 6 of 10: the rifle (4) fits; then the kit too.
    act(&mut g, Order::PassGear { item: 0, to: 1 }, &mut Script::default());
    assert!(matches!(g.state.team.soldier(1).gear.iter().flatten().last().unwrap().item, Item::Weapon(_)));
    act(&mut g, Order::DropGear { item: 4 }, &mut Script::default());
    assert_eq!(g.state.field.dropped.iter().flatten().count(), 1);
    let mut far = g.clone();
    far.state.team.soldiers[1].slot = 1;
    refused(&far, Order::PassGear { item: 2, to: 1 }, "R-F8");
    // In his own turn Moreau drops the rifle he was given and takes the kit.
    end_turn(&mut g, &mut Script::default());
    begin(&mut g, 1);
    let rifle = g.state.team.soldier(1).gear.iter().rposition(Option::is_some).unwrap() as u8;
    act(&mut g, Order::DropGear { item: rifle }, &mut Script::default());
    act(&mut g, Order::PickUp { item: 0 }, &mut Script::default());
    assert_eq!(g.state.field.dropped.iter().flatten().count(), 1);
    assert!(matches!(g.state.field.dropped[1].unwrap().1.item, Item::Weapon(_)));
}

/// The ruling I28: an item dropped this turn is not picked up again, an
/// item picked up this turn is not dropped or passed again, so gear moves
/// cannot repeat without end; the next turn may move it again.
#[test]
fn rule_r_f8_item_moved_this_turn_cannot_be_moved_again() {
    let mut g = std_game();
    begin(&mut g, 0);
    act(&mut g, Order::DropGear { item: 4 }, &mut Script::default());
    let err = refused(&g, Order::PickUp { item: 0 }, "R-F8");
    assert!(matches!(err, Error::GearMovedThisTurn), "{err}");
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert!(!legal.iter().any(|a| matches!(a, Action::PickUp { .. })), "{legal:?}");
    end_turn(&mut g, &mut Script::default());
    begin(&mut g, 1);
    act(&mut g, Order::PickUp { item: 0 }, &mut Script::default());
    let place = g.state.team.turn.unwrap().gear_moved.trailing_zeros() as u8;
    assert!(g.state.team.soldier(1).gear[usize::from(place)].is_some());
    let err = refused(&g, Order::DropGear { item: place }, "R-F8");
    assert!(matches!(err, Error::GearMovedThisTurn), "{err}");
    refused(&g, Order::PassGear { item: place, to: 0 }, "R-F8");
    g.legal_actions(&mut legal);
    assert!(
        !legal.iter().any(|a| matches!(a, Action::DropGear { item } | Action::PassGear { item, .. } if *item == place))
    );
    // Moreau's own gear still moves.
    assert!(legal.iter().any(|a| matches!(a, Action::DropGear { .. })));
}

/// The ruling I30: equipment used for free has a number of uses.
#[test]
fn rule_r_f8_free_equipment_without_uses_is_refused_by_the_content_validator() {
    let (file, card, field, reason) =
        refused_content(|t| &mut t.equipment, "\"uses\": 1, \"activation\": \"Free\"", "\"activation\": \"Free\"");
    assert_eq!((file, card.as_str(), field), ("equipment.json", "Q03", "uses"));
    assert!(reason.contains("without end"), "{reason}");
}

/// Found with the `squad_state` find below: an objective listing a
/// garrison card twice passed the validator, and on connecting the one
/// card entered play twice (R-F6; every card is in one place, R-S2).
#[test]
fn rule_r_f6_a_garrison_card_listed_twice_is_refused_by_the_content_validator() {
    let (file, card, field, reason) =
        refused_content(|t| &mut t.objectives, "\"garrison\": [\"G01\"]", "\"garrison\": [\"G01\", \"G01\"]");
    assert_eq!((file, card.as_str(), field), ("objectives.json", "O01", "garrison"));
    assert!(reason.contains("G01 is listed twice"), "{reason}");
}

#[test]
fn rule_r_f9_withdrawal_at_two_health_retargets_enemies() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    let e = foe(&mut g, "E01", 1, 1);
    refused(&g, Order::Withdraw { soldier: 1 }, "R-F9");
    g.state.team.soldiers[1].health = 2;
    let mut s = Script { targets: [0].into_iter().collect(), ..Script::default() };
    let ev = act(&mut g, Order::Withdraw { soldier: 1 }, &mut s);
    assert!(ev.contains(&Event::Withdrew { soldier: 1 }));
    assert_eq!(g.state.team.soldier(1).life, Life::Withdrawn);
    assert_eq!(g.state.foes.get(e).unwrap().target, 0, "the enemy re-targeted");
    assert_eq!(g.state.team.cup[1], 0);
}

/// R-F1 (ruling 3): the holder of a card pays its XP first, then the other
/// soldiers in squad order; a payment by another soldier says whom it pays
/// for, so the narration does not read as if that soldier played the card.
#[test]
fn rule_r_f1_xp_paid_by_another_soldier_names_whom_it_pays_for() {
    let mut g = std_game();
    begin(&mut g, 1);
    g.state.team.soldiers[0].xp = 2;
    g.state.team.soldiers[1].xp = 0;
    let scrounge = give(&mut g, 1, "A19");
    let ev = act(&mut g, Order::PlayCard { card: scrounge, boost: true, discard: 0, param: 0 }, &mut Script::default());
    assert!(ev.contains(&Event::XpSpent { soldier: 0, xp: 1, holder: Some(1) }), "{ev:?}");
    assert_eq!((g.state.team.soldier(0).xp, g.state.team.soldier(1).xp), (1, 0));
    let text = g.narrate(&Event::XpSpent { soldier: 0, xp: 1, holder: Some(1) });
    assert!(text.ends_with("spends 1 XP for Pvt. Rosa Moreau"), "{text}");
    // The holder with XP pays it itself: nothing to name.
    let mut h = std_game();
    begin(&mut h, 1);
    h.state.team.soldiers[1].xp = 1;
    let scrounge = give(&mut h, 1, "A19");
    let ev = act(&mut h, Order::PlayCard { card: scrounge, boost: true, discard: 0, param: 0 }, &mut Script::default());
    assert!(ev.contains(&Event::XpSpent { soldier: 1, xp: 1, holder: None }), "{ev:?}");
}

#[test]
fn rule_r_f10_end_turn_passes_to_the_next_soldier() {
    let mut g = std_game();
    begin(&mut g, 0);
    act(&mut g, Order::EndTurn { keep: 0 }, &mut Script::default());
    assert_eq!(g.state.flow.need, Need::Phase);
    assert_eq!(g.state.team.done, 1);
    refused(&g, Order::EndTurn { keep: 0 }, "R-R1");
}

/// Recon rules add up, stopping at 255 (R-F5): a mission with two Recon
/// 255 rules once panicked adding past a byte when a Location was placed
/// (found by `squad_content`). A recon past the deck draws every Location
/// card left and the player keeps one.
#[test]
fn rule_r_f5_recon_past_the_deck_draws_every_card_left() {
    let mut g =
        super::std_game_with(|t| &mut t.missions, "[{ \"Recon\": 1 }]", "[{ \"Recon\": 255 }, { \"Recon\": 255 }]");
    assert_eq!(g.mission().recon(), 255);
    begin(&mut g, 1);
    let deck = g.state.decks.locations.drawable();
    act(&mut g, Order::PlaceLocation, &mut Script::default());
    assert_eq!(g.state.flow.need, Need::Recon);
    assert_eq!(g.state.decks.recon, deck, "every Location card left is drawn");
    assert!(g.invariants().is_ok(), "{:?}", g.invariants());
}
