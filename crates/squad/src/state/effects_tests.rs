//! Every effect of the closed list and every keyword, in a scripted scenario
//! with forced dice and draws (card ids in the test names).
#![allow(clippy::unwrap_used, clippy::panic, clippy::expect_used)]

use wargames_core::Game;

use crate::rules_tests::{
    IntoMission, Script, act, begin, code, foe, game, give, place, recruit, refused, script, std_game, with_squad,
};
use crate::state::machine::bit;
use crate::state::{Item, NONE, Need};
use crate::{Aim, Error, Event, Options, Order, Play, Quality};

fn p(card: u8) -> Option<Play> {
    Some(Play { card, boost: false })
}

fn pb(card: u8) -> Option<Play> {
    Some(Play { card, boost: true })
}

fn sar_squad() -> Options {
    with_squad(vec![recruit("S02", &["W04"], &[]), recruit("S04", &["W03"], &[])]).into_mission("M02")
}

#[test]
fn a01_aimed_shot_boosted_aids_every_die() {
    let mut g = game(sar_squad());
    place(&mut g, 1, "L02");
    let e = foe(&mut g, "E03", 1, 0);
    g.state.team.soldiers[0].xp = 1;
    begin(&mut g, 0);
    let c = give(&mut g, 0, "A01");
    // Auto at range 1 hits on ≤ 5; +2 on both dice: 7s hit.
    act(&mut g, Order::Attack { weapon: 0, mode: 1, aim: Aim::Card(e), play: pb(c) }, &mut script(&[7, 7], &[6, 6]));
    assert_eq!(g.state.foes.get(e).unwrap().killed, 2);
}

#[test]
fn a02_rush_forward_cuts_entry_and_boosted_ignores_blocking() {
    for (boost, left) in [(false, 0), (true, 1)] {
        let mut g = std_game();
        place(&mut g, 1, "L03");
        foe(&mut g, "E06", 1, 0);
        begin(&mut g, 1);
        let c = give(&mut g, 1, "A02");
        g.state.team.soldiers[0].xp = 1;
        act(&mut g, Order::Move { to: 1, play: Some(Play { card: c, boost }), pay: 0 }, &mut Script::default());
        assert_eq!(g.state.team.turn.unwrap().actions, left);
    }
}

#[test]
fn a03_breach_needs_a_structure_and_boosted_adds_a_die() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    begin(&mut g, 1);
    let c = give(&mut g, 1, "A03");
    let err = refused(&g, Order::Move { to: 1, play: p(c), pay: 0 }, "R-F1");
    assert!(matches!(err, Error::KeywordMismatch));
    let mut h = std_game();
    place(&mut h, 1, "L04");
    place(&mut h, 2, "L02");
    let e = foe(&mut h, "E06", 1, 1);
    h.state.team.soldiers[0].xp = 1;
    begin(&mut h, 1);
    let c = give(&mut h, 1, "A03");
    // Entry 4, Blocking ignored, −1 movement = 3: two cards and one action.
    let a = give(&mut h, 1, "A19");
    let b = give(&mut h, 1, "A23");
    act(&mut h, Order::Move { to: 1, play: pb(c), pay: bit(a) | bit(b) }, &mut Script::default());
    assert_eq!(h.state.team.turn.unwrap().extra_dice, 1);
    // The SMG's Semi now rolls 2 dice (Collateral Damage forbids Auto here).
    let ev =
        act(&mut h, Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(e), play: None }, &mut script(&[9, 9], &[1, 1]));
    assert_eq!(ev.iter().filter(|x| matches!(x, Event::Shot { .. })).count(), 2);
}

#[test]
fn a04_fast_reload_spends_a_spare_or_none_boosted() {
    let mut g = std_game();
    begin(&mut g, 0);
    g.state.team.soldiers[0].gear[0].as_mut().unwrap().out_of_ammo = true;
    let total = |g: &crate::Squad| g.state.team.soldier(0).spares.iter().sum::<u8>();
    let before = total(&g);
    let c = give(&mut g, 0, "A04");
    act(&mut g, Order::PlayCard { card: c, boost: false, discard: 0, param: 0 }, &mut Script::default());
    assert!(!g.state.team.soldier(0).gear[0].unwrap().out_of_ammo);
    assert_eq!(total(&g) + 1, before);
    assert_eq!(g.state.team.turn.unwrap().actions, 3, "no action spent");
    g.state.team.soldiers[0].gear[0].as_mut().unwrap().out_of_ammo = true;
    let c = give(&mut g, 0, "A04");
    act(&mut g, Order::PlayCard { card: c, boost: true, discard: 0, param: 0 }, &mut Script::default());
    assert_eq!(total(&g) + 1, before, "boosted: no spare");
}

#[test]
fn a05_point_blank_hits_and_boosted_defeats_cover() {
    let mut g = std_game();
    let e = foe(&mut g, "E03", 0, 0);
    g.state.team.soldiers[0].xp = 1;
    begin(&mut g, 0);
    let c = give(&mut g, 0, "A05");
    // d10 10 would miss; no d6 is rolled.
    let ev = act(&mut g, Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(e), play: pb(c) }, &mut script(&[10], &[]));
    assert!(ev.iter().any(|x| matches!(x, Event::Shot { hit: true, defeat: true, .. })));
}

#[test]
fn a06_shake_it_off_and_boosted_action() {
    let mut g = std_game();
    g.state.team.soldiers[0].suppression = 2;
    begin(&mut g, 0);
    let c = give(&mut g, 0, "A06");
    act(&mut g, Order::PlayCard { card: c, boost: true, discard: 0, param: 0 }, &mut Script::default());
    assert_eq!(g.state.team.soldier(0).suppression, 0);
    assert_eq!(g.state.team.turn.unwrap().actions, 4);
}

#[test]
fn a07_covering_fire_boosted_adds_suppression() {
    let mut g = std_game();
    let e = foe(&mut g, "E03", 0, 1);
    g.state.team.soldiers[1].xp = 1;
    begin(&mut g, 1);
    let c = give(&mut g, 1, "A07");
    act(
        &mut g,
        Order::Attack { weapon: 0, mode: 1, aim: Aim::Card(e), play: pb(c) },
        &mut script(&[3, 10, 10], &[6, 1, 1]),
    );
    let f = *g.state.foes.get(e).unwrap();
    assert_eq!((f.killed, f.suppression), (1, 2), "two suppressive misses + 1 more, capped at 2 survivors");
}

#[test]
fn a08_flank_moves_free_for_its_covert_discard() {
    let mut g = std_game();
    place(&mut g, 1, "L03");
    begin(&mut g, 1);
    let c = give(&mut g, 1, "A08");
    let d = give(&mut g, 1, "A19");
    refused(&g, Order::Move { to: 1, play: p(c), pay: 0 }, "R-F2");
    act(&mut g, Order::Move { to: 1, play: p(c), pay: bit(d) }, &mut Script::default());
    assert_eq!(g.state.team.turn.unwrap().actions, 2);
    assert_eq!(g.state.team.soldier(1).slot, 1);
}

#[test]
fn a10_slip_away_returns_the_counter_and_the_enemy_redraws() {
    let mut g = std_game();
    let e = foe(&mut g, "E01", 0, 1);
    begin(&mut g, 1);
    let c = give(&mut g, 1, "A10");
    let d = bit(give(&mut g, 1, "A19")) | bit(give(&mut g, 1, "A23"));
    let mut s = Script { targets: [0].into(), ..Script::default() };
    act(&mut g, Order::PlayCard { card: c, boost: false, discard: d, param: e }, &mut s);
    assert_eq!(g.state.foes.get(e).unwrap().target, 0);
    assert_eq!(g.state.team.cup[1], 4);
}

#[test]
fn a11_go_to_ground_covers_and_forbids_attacks() {
    let mut g = std_game();
    let e = foe(&mut g, "E01", 0, 1);
    g.state.team.soldiers[1].suppression = 1;
    g.state.team.soldiers[0].xp = 1;
    begin(&mut g, 1);
    let c = give(&mut g, 1, "A11");
    let d = give(&mut g, 1, "A19");
    act(&mut g, Order::PlayCard { card: c, boost: true, discard: bit(d), param: 0 }, &mut Script::default());
    assert_eq!(g.state.team.soldier(1).cover_turn, 2);
    assert_eq!(g.state.team.soldier(1).suppression, 0);
    refused(&g, Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(e), play: None }, "R-F1");
}

#[test]
fn a12_artillery_strikes_now_and_again_next_turn_while_retained() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    place(&mut g, 2, "L10");
    let e = foe(&mut g, "E07", 2, 0); // Guard: stays in slot 2
    begin(&mut g, 0);
    let c = give(&mut g, 0, "A12");
    let d = bit(give(&mut g, 0, "A19")) | bit(give(&mut g, 0, "A23"));
    refused(&g, Order::PlayCard { card: c, boost: false, discard: d, param: 0 }, "R-A4");
    act(&mut g, Order::PlayCard { card: c, boost: false, discard: d, param: 2 }, &mut script(&[6], &[3]));
    assert_eq!(g.state.foes.get(e).unwrap().killed, 1, "d10 6 ≤ 6, d6 3 + pen 2 ≥ cover 5");
    refused(&g, Order::FireSupport { card: c, slot: 2 }, "R-F3");
    act(&mut g, Order::EndTurn { keep: bit(c) }, &mut Script::default());
    begin(&mut g, 1);
    act(&mut g, Order::EndTurn { keep: 0 }, &mut script(&[1], &[1]));
    g.state.team.soldiers[0].xp = 1;
    begin(&mut g, 0);
    act(&mut g, Order::FireSupport { card: c, slot: 2 }, &mut script(&[1], &[6]));
    assert!(g.state.foes.get(e).is_none(), "destroyed by the second strike");
}

#[test]
fn a14_spotter_plane_adds_recon() {
    let mut g = std_game();
    begin(&mut g, 0);
    let c = give(&mut g, 0, "A14");
    let d = give(&mut g, 0, "A19");
    act(&mut g, Order::PlayCard { card: c, boost: false, discard: bit(d), param: 0 }, &mut Script::default());
    act(&mut g, Order::PlaceLocation, &mut Script::default());
    assert_eq!(g.state.decks.recon.count_ones(), 4, "1 + Recon 1 + 2");
}

#[test]
fn a15_take_cover_boosted_prevents_every_wound() {
    let mut g = std_game();
    foe(&mut g, "E06", 0, 0);
    let c = give(&mut g, 0, "A15");
    g.state.team.soldiers[0].xp = 5;
    let mut s = script(&[9], &[6]);
    enemy_phase_until_window(&mut g, &mut s);
    act(&mut g, Order::React { card: c, boost: true }, &mut s);
    assert_eq!(g.state.team.soldier(0).health, 5);
    assert_eq!(g.state.team.soldier(0).suppression, 0);
}

/// Plays both soldiers' turns; stops at the first reaction window.
fn enemy_phase_until_window(g: &mut crate::Squad, s: &mut Script) {
    begin(g, 1);
    act(g, Order::EndTurn { keep: 0 }, &mut Script::default());
    begin(g, 0);
    act(g, Order::EndTurn { keep: 0 }, s);
    assert_eq!(g.state.flow.need, Need::Reaction);
}

#[test]
fn a16_return_fire_shoots_back() {
    let mut g = std_game();
    let e = foe(&mut g, "E01", 0, 0);
    let c = give(&mut g, 0, "A16");
    let mut s = script(&[1, 2], &[1, 6]);
    enemy_phase_until_window(&mut g, &mut s);
    act(&mut g, Order::React { card: c, boost: false }, &mut s);
    assert_eq!(g.state.foes.get(e).unwrap().killed, 1);
}

#[test]
fn a17_hit_the_dirt_cancels_suppression_boosted_adds_cover() {
    let mut g = std_game();
    foe(&mut g, "E01", 0, 0);
    let c = give(&mut g, 0, "A17");
    let mut s = script(&[9], &[1]);
    enemy_phase_until_window(&mut g, &mut s);
    act(&mut g, Order::React { card: c, boost: true }, &mut s);
    assert_eq!(g.state.team.soldier(0).suppression, 0);
}

#[test]
fn a18_patch_up_heals_a_soldier_in_the_slot() {
    let mut g = std_game();
    g.state.team.soldiers[1].health = 2;
    begin(&mut g, 0);
    let c = give(&mut g, 0, "A18");
    act(&mut g, Order::PlayCard { card: c, boost: false, discard: 0, param: 1 }, &mut Script::default());
    assert_eq!(g.state.team.soldier(1).health, 3);
}

#[test]
fn a19_scrounge_ammo_and_q01_ammo_pouch_add_spares() {
    let mut g = game(with_squad(vec![recruit("S01", &["W01", "Q01"], &[]), recruit("S04", &[], &[])]));
    let g30 = usize::from(g.content().ammo_group_named(".30").unwrap());
    assert_eq!(g.state.team.soldier(0).spares[g30], 4, "2 with the rifle, 2 from the pouch");
    begin(&mut g, 0);
    let c = give(&mut g, 0, "A19");
    act(&mut g, Order::PlayCard { card: c, boost: false, discard: 0, param: 0 }, &mut Script::default());
    assert_eq!(g.state.team.soldier(0).spares[g30], 5);
}

#[test]
fn a20_long_throw_reaches_two_slots() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    place(&mut g, 2, "L10");
    let e = foe(&mut g, "E01", 2, 0);
    g.state.team.soldiers[0].xp = 1;
    begin(&mut g, 0);
    let c = give(&mut g, 0, "A20");
    refused(&g, Order::Throw { item: 2, slot: 2, play: None }, "R-A9");
    act(&mut g, Order::Throw { item: 2, slot: 2, play: pb(c) }, &mut script(&[6], &[2]));
    assert_eq!(g.state.foes.get(e).unwrap().killed, 1, "d6 2 + pen 1 + 1 ≥ 4");
}

#[test]
fn a21_rally_the_squad() {
    let mut g = std_game();
    g.state.team.soldiers[0].suppression = 1;
    g.state.team.soldiers[1].suppression = 2;
    begin(&mut g, 0);
    let c = give(&mut g, 0, "A21");
    act(&mut g, Order::PlayCard { card: c, boost: false, discard: 0, param: 0 }, &mut Script::default());
    assert_eq!((g.state.team.soldier(0).suppression, g.state.team.soldier(1).suppression), (0, 1));
}

#[test]
fn a22_keep_moving_allows_a_second_move() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    place(&mut g, 2, "L10");
    begin(&mut g, 0);
    let c = give(&mut g, 0, "A22");
    act(&mut g, Order::Move { to: 1, play: p(c), pay: 0 }, &mut Script::default());
    act(&mut g, Order::Move { to: 2, play: None, pay: 0 }, &mut Script::default());
    assert_eq!(g.state.team.soldier(0).slot, 2);
    refused(&g, Order::Move { to: 1, play: None, pay: 0 }, "R-A3");
}

#[test]
fn a23_second_look_draws_and_boosted_passes_hand_size() {
    let mut g = std_game();
    g.state.team.soldiers[1].xp = 1;
    begin(&mut g, 1);
    for id in ["A19", "A06"] {
        give(&mut g, 1, id);
    }
    let c = give(&mut g, 1, "A23");
    act(&mut g, Order::PlayCard { card: c, boost: true, discard: 0, param: 0 }, &mut Script::default());
    assert_eq!(g.state.team.soldier(1).hand.count_ones(), 5, "hand size 4 + 1");
}

#[test]
fn a24_fire_discipline_ignores_ammo() {
    let mut g = std_game();
    let e = foe(&mut g, "E03", 0, 1);
    begin(&mut g, 1);
    let c = give(&mut g, 1, "A24");
    act(
        &mut g,
        Order::Attack { weapon: 0, mode: 1, aim: Aim::Card(e), play: p(c) },
        &mut script(&[1, 1, 1], &[1, 1, 1]),
    );
    assert!(!g.state.team.soldier(1).gear[0].unwrap().out_of_ammo);
}

#[test]
fn a25_fix_bayonets_costs_one_action_with_a_bonus() {
    let mut g = std_game();
    place(&mut g, 1, "L03"); // melee cost 3
    let e = foe(&mut g, "E01", 1, 0);
    g.state.team.soldiers[0].slot = 1;
    begin(&mut g, 0);
    let c = give(&mut g, 0, "A25");
    refused(&g, Order::Melee { weapon: None, target: e, play: p(c) }, "R-F1");
    // Bayonet 7 + melee 1 + 2 = 10: a 10 hits.
    act(&mut g, Order::Melee { weapon: Some(0), target: e, play: p(c) }, &mut script(&[10], &[3]));
    assert_eq!(g.state.foes.get(e).unwrap().killed, 1);
    assert_eq!(g.state.team.turn.unwrap().actions, 2);
}

#[test]
fn a26_quick_setup_deploys_for_free() {
    let mut g = game(sar_squad());
    begin(&mut g, 0);
    let c = give(&mut g, 0, "A26");
    act(&mut g, Order::PlayCard { card: c, boost: false, discard: 0, param: 0 }, &mut Script::default());
    assert!(g.state.team.soldier(0).gear[0].unwrap().deployed);
    assert_eq!(g.state.team.turn.unwrap().actions, 2);
}

#[test]
fn v01_drizzle_hampers_long_shots_and_enemy_fire() {
    let mut g = std_game();
    let mut s = Script { cards: ["V01"].into(), ..Script::default() };
    g.state.flow.push(crate::state::Frame::Events { n: 1, step: 0 });
    g.state.flow.need = Need::Run;
    let mut ev = Vec::new();
    g.run(&mut ev);
    crate::rules_tests::settle(&mut g, &mut s, &mut ev);
    assert_eq!(g.state.field.weather_mod(2), -1);
    assert_eq!(g.state.field.weather_mod(1), 0);
    assert_eq!(g.hit_on_at(7, 0), 8);
}

fn draw_event(g: &mut crate::Squad, id: &'static str, s: &mut Script) -> Vec<Event> {
    s.cards.push_front(id);
    g.state.flow.push(crate::state::Frame::Events { n: 1, step: 0 });
    g.state.flow.need = Need::Run;
    let mut ev = Vec::new();
    g.run(&mut ev);
    crate::rules_tests::settle(g, s, &mut ev);
    ev
}

#[test]
fn v02_to_v06_events() {
    // V02 Patrol Contact: a check at the front-most soldier's slot.
    let mut g = std_game();
    place(&mut g, 1, "L02");
    g.state.team.soldiers[0].slot = 1;
    let mut s = Script::default();
    s.cards.push_back("E01");
    let ev = draw_event(&mut g, "V02", &mut s);
    assert!(ev.contains(&Event::EnemyEnters { card: code("E01"), slot: 1 }));
    // V03 Supply Drop: a spare for the front-most PS.
    let before: u8 = g.state.team.soldier(0).spares.iter().sum();
    draw_event(&mut g, "V03", &mut Script::default());
    assert_eq!(g.state.team.soldier(0).spares.iter().sum::<u8>(), before + 1);
    // V04 Radio Chatter: every card redraws.
    let e = g.state.foes.foes.iter().position(Option::is_some).unwrap() as u8;
    let mut s = Script { targets: [1].into(), ..Script::default() };
    draw_event(&mut g, "V04", &mut s);
    assert_eq!(g.state.foes.get(e).unwrap().target, 1);
    // V05 Lull.
    g.state.team.soldiers[1].suppression = 1;
    g.state.foes.foes[usize::from(e)].as_mut().unwrap().suppression = 1;
    draw_event(&mut g, "V05", &mut Script::default());
    assert_eq!((g.state.team.soldier(1).suppression, g.state.foes.get(e).unwrap().suppression), (0, 0));
    // V06 Harassing Fire: the slot with most soldiers (slot 0 holds soldier 2 alone, slot 1 soldier 1: front-most tie).
    g.state.team.soldiers[1].slot = 1;
    let ev = draw_event(&mut g, "V06", &mut script(&[10], &[6]));
    assert_eq!(ev.iter().filter(|x| matches!(x, Event::EnemyFire { .. })).count(), 2);
}

#[test]
fn q02_dressing_kit_heals_twice_then_is_spent() {
    let mut g = std_game();
    g.state.team.soldiers[1].health = 1;
    begin(&mut g, 0);
    act(&mut g, Order::UseEquipment { item: 4, on: 1 }, &mut Script::default());
    act(&mut g, Order::UseEquipment { item: 4, on: 1 }, &mut Script::default());
    assert_eq!(g.state.team.soldier(1).health, 3);
    assert!(g.state.team.soldier(0).gear[4].is_none());
}

#[test]
fn q03_smoke_canister_within_one_slot() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    place(&mut g, 2, "L10");
    begin(&mut g, 1);
    refused(&g, Order::UseEquipment { item: 2, on: 2 }, "R-A9");
    act(&mut g, Order::UseEquipment { item: 2, on: 1 }, &mut Script::default());
    assert_eq!(g.hit_on_at(7, 1), 9);
    assert_eq!(g.state.team.turn.unwrap().actions, 2, "a free activity");
}

#[test]
fn q05_field_radio_discounts_support_cards() {
    let mut g = game(Options::scenario("M02", "O01", Quality::FrontLine));
    place(&mut g, 1, "L02");
    begin(&mut g, 0);
    let c = give(&mut g, 0, "A13");
    // Smoke Fire Mission: discard 1 − 1 = 0 with Reyes's radio in the slot.
    act(&mut g, Order::PlayCard { card: c, boost: false, discard: 0, param: 1 }, &mut Script::default());
    let xp = g.state.team.soldier(0).xp;
    act(&mut g, Order::EndTurn { keep: bit(c) }, &mut Script::default());
    assert_eq!(g.state.team.soldier(0).xp, xp, "retain 1 − 1 = 0");
}

#[test]
fn q07_entrenching_tool_until_the_soldier_moves() {
    let mut g = game(with_squad(vec![recruit("S01", &["Q07"], &[]), recruit("S04", &[], &[])]));
    place(&mut g, 1, "L02");
    begin(&mut g, 0);
    act(&mut g, Order::UseEquipment { item: 0, on: 0 }, &mut Script::default());
    assert_eq!(g.soldier_cover(0, false), 5);
    act(&mut g, Order::Move { to: 1, play: None, pay: 0 }, &mut Script::default());
    assert_eq!(g.state.team.soldier(0).cover_move, 0);
}

#[test]
fn k01_k02_k04_k06_k07_skills() {
    let mut g = game(
        with_squad(vec![
            recruit("S05", &["W01", "W09"], &["K01", "K02", "K04", "K06", "K07"]),
            recruit("S04", &[], &[]),
        ])
        .into_mission("M02"),
    );
    assert_eq!(g.state.team.soldier(0).max_health, 7, "K02");
    assert_eq!(g.skill_to_hit(0, crate::content::ModeName::Semi, 1), 1, "K01");
    assert_eq!(g.skill_to_hit(0, crate::content::ModeName::Semi, 0), 0);
    assert_eq!(g.skill_explosion_pen(0), 1, "K07");
    place(&mut g, 1, "L03"); // entry 4, melee 3
    begin(&mut g, 0);
    // K04: 4 − 1 movement − 1 = 2.
    act(&mut g, Order::Move { to: 1, play: None, pay: 0 }, &mut Script::default());
    assert_eq!(g.state.team.turn.unwrap().actions, 1);
    let e = foe(&mut g, "E01", 1, 0);
    g.state.team.turn.as_mut().unwrap().actions = 2;
    // K06: melee 3 − 1 = 2; unarmed d10 8 + 1 + 1 = 10.
    act(&mut g, Order::Melee { weapon: None, target: e, play: None }, &mut script(&[8], &[]));
    assert_eq!(g.state.foes.get(e).unwrap().killed, 1);
    assert_eq!(g.state.team.turn.unwrap().actions, 0);
}

#[test]
fn infiltrator_and_ambush_on_spawn() {
    let mut g = game(Options::scenario("M02", "O02", Quality::Elite));
    place(&mut g, 1, "L02");
    g.state.team.soldiers[0].slot = 1;
    begin(&mut g, 0);
    // Pioneer Team (Ambush, range 0) in slot 2 has nobody there; the Raiders go to the rear soldier (slot 0).
    let mut s = Script { cards: ["L01", "E09", "E10"].into(), targets: [1, 0].into(), ..Script::default() };
    act(&mut g, Order::PlaceLocation, &mut s);
    let raiders = g.state.foes.foes.iter().flatten().find(|f| g.enemy(f.card).id.as_str() == "E09").unwrap();
    assert_eq!(raiders.slot, 0);
    // Ambush: a pioneer arriving in a soldier's slot attacks at once.
    let mut h = game(Options::scenario("M02", "O02", Quality::Elite));
    begin(&mut h, 0);
    let i = h.content().enemy_index("E10").unwrap() as u8;
    h.state.decks.enemies.pile &= !bit(i);
    let f = h.add_foe(i, 0, &mut Vec::new()).unwrap();
    h.state.flow.push(crate::state::Frame::Arrive { foe: f, ambush: true, step: 0 });
    h.state.flow.need = Need::Run;
    let mut ev = Vec::new();
    let mut s = Script { targets: [0].into(), d10: [1].into(), d6: [1].into(), ..Script::default() };
    h.run(&mut ev);
    crate::rules_tests::settle(&mut h, &mut s, &mut ev);
    assert!(ev.iter().any(|x| matches!(x, Event::EnemyFire { .. })), "{ev:?}");
}

#[test]
fn vehicle_bonus_scoped_cache_mud_water_and_trait_time() {
    // W10 +1 penetration against the Armored Car (cover 8): d6 4 + 3 + 1 = 8.
    let mut g = game(with_squad(vec![recruit("S02", &["W10"], &[]), recruit("S04", &[], &[])]).into_mission("M02"));
    let car = foe(&mut g, "E13", 0, 0);
    begin(&mut g, 0);
    act(&mut g, Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(car), play: None }, &mut script(&[5], &[4]));
    assert!(g.state.foes.get(car).is_none(), "destroyed");
    assert!(g.state.team.soldier(0).gear[0].unwrap().out_of_ammo, "a single-shot weapon (ammo 10)");
    // Scoped ignores Screen at range 2 or more.
    let mut h = game(with_squad(vec![recruit("S03", &["W06"], &[]), recruit("S04", &[], &[])]).into_mission("M02"));
    place(&mut h, 1, "L02");
    place(&mut h, 2, "L10");
    foe(&mut h, "E02", 2, 0);
    let t = foe(&mut h, "E01", 2, 0);
    foe(&mut h, "E02", 1, NONE);
    begin(&mut h, 0);
    assert!(h.check_order(&Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(t), play: None }).is_ok());
    // Cache: once, 1 action, 2 spares.
    let mut c = std_game();
    place(&mut c, 1, "L09");
    c.state.team.soldiers[0].slot = 1;
    begin(&mut c, 0);
    act(&mut c, Order::UseCache, &mut Script::default());
    refused(&c, Order::UseCache, "R-A9");
    // Mud: movement counts 0 leaving it: L10 entry 2 − 0 = 2 actions.
    let mut m = std_game();
    place(&mut m, 1, "L12");
    place(&mut m, 2, "L10");
    m.state.team.soldiers[0].slot = 1;
    begin(&mut m, 0);
    act(&mut m, Order::Move { to: 2, play: None, pay: 0 }, &mut Script::default());
    assert_eq!(m.state.team.turn.unwrap().actions, 1);
    // Water: a throw into the creek is at −2 (6 → 4 at range 1): a 5 misses.
    let mut w = std_game();
    place(&mut w, 1, "L06");
    let e = foe(&mut w, "E01", 1, 0);
    begin(&mut w, 0);
    act(&mut w, Order::Throw { item: 2, slot: 1, play: None }, &mut script(&[5], &[6]));
    assert_eq!(w.state.foes.get(e).unwrap().killed, 0);
    // Trait time: Long Ridge charges a turn for a Nature location.
    let mut l = game(Options::scenario("M02", "O01", Quality::FrontLine));
    begin(&mut l, 0);
    let mut s = Script { cards: ["L01"].into(), ..Script::default() };
    act(&mut l, Order::PlaceLocation, &mut s);
    assert_eq!(l.timer(), 2);
    assert!(matches!(l.state.team.soldier(0).gear[0].map(|x| x.item), Some(Item::Weapon(_))));
}

#[test]
fn content_errors_name_the_card_and_the_field() {
    use crate::content::{Content, ContentError, ContentTexts};
    let bad_enemies = ContentTexts::BUILTIN.enemies.replacen("\"figures\": 2", "\"figures\": 7", 1);
    let texts = ContentTexts { enemies: &bad_enemies, ..ContentTexts::BUILTIN };
    match Content::parse(&texts) {
        Err(ContentError::Card { card, field, .. }) => {
            assert_eq!((card.as_str(), field), ("E01", "figures"));
        }
        other => panic!("{other:?}"),
    }
    let bad_ref = ContentTexts::BUILTIN.objectives.replacen("\"G01\"", "\"G99\"", 1);
    let texts = ContentTexts { objectives: &bad_ref, ..ContentTexts::BUILTIN };
    let err = Content::parse(&texts).unwrap_err();
    assert!(err.to_string().contains("O01") && err.to_string().contains("garrison"), "{err}");
    let bad_effect = ContentTexts::BUILTIN.actions.replacen("{ \"ToHit\": 2 }", "\"SupplyDrop\"", 1);
    let texts = ContentTexts { actions: &bad_effect, ..ContentTexts::BUILTIN };
    let err = Content::parse(&texts).unwrap_err();
    assert!(err.to_string().contains("A01") && err.to_string().contains("effect"), "{err}");
    // Effects that would do nothing on Silent Approach (A09, a Covert card
    // played on the own turn): Suppressive fits attacks only, and Recon
    // acts while a Support card is retained (R-F3).
    let stealth = "{ \"GainKw\": \"Stealth\" }";
    for (effect, says) in
        [("{ \"GainKw\": \"Suppressive\" }", "does not fit"), ("{ \"Recon\": 1 }", "Support cards only")]
    {
        let idle = ContentTexts::BUILTIN.actions.replacen(stealth, effect, 1);
        let err = Content::parse(&ContentTexts { actions: &idle, ..ContentTexts::BUILTIN }).unwrap_err();
        assert!(err.to_string().contains("A09") && err.to_string().contains(says), "{err}");
    }
    let texts = ContentTexts { weapons: "[{", ..ContentTexts::BUILTIN };
    assert!(matches!(Content::parse(&texts), Err(ContentError::Json { file: "weapons.json", .. })));
    // A user's own set loads from a folder.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data");
    let own = Content::load_dir(&dir).unwrap();
    let options = Options { content: Some(std::sync::Arc::new(own)), ..Options::default() };
    assert!(crate::Squad::setup(&options).is_ok());
}

/// Adding content: a card made of effects that exist is its JSON alone. A
/// card added to a copy of the built-in set (not to the shipped content)
/// loads and validates, joins the Action deck, is offered, played
/// (boosted too) in random games, and every state of those games keeps
/// the invariants: no code names a card.
#[test]
fn a_new_card_of_existing_effects_needs_its_json_alone() {
    use std::sync::Arc;

    use wargames_core::{Agent, Match, Observation, RandomAgent, Status};

    use crate::content::{Code, Content, ContentTexts};
    use crate::{Event, Squad};

    let card = r#"{ "id": "A90", "name": "Steady Hands", "copies": 3, "category": "Standard",
        "timing": "OnAttack", "effect": { "ToHit": 1 },
        "boost": { "xp": 1, "effect": { "Seq": [{ "ToHit": 1 }, { "Penetration": 1 }] } } },"#;
    let actions = ContentTexts::BUILTIN.actions.replacen('[', &format!("[{card}"), 1);
    let content = Content::parse(&ContentTexts { actions: &actions, ..ContentTexts::BUILTIN }).unwrap();
    assert_eq!(content.actions().len(), Content::builtin().actions().len() + 1);
    let id = Code::new("A90").unwrap();
    let options = Options { content: Some(Arc::new(content)), ..Options::default() };
    let (mut played, mut boosted) = (0, 0);
    let mut legal = Vec::new();
    for seed in 0..40u64 {
        let mut m = Match::<Squad>::new(options.clone(), seed).unwrap();
        let mut agent = RandomAgent::new(seed);
        while let Status::ToAct(seat) = m.status() {
            m.legal_actions(&mut legal);
            let i = agent.choose(&Observation::new(m.game(), seat), &legal);
            for e in m.play(&legal[i]).unwrap() {
                if let Event::Played { card, boosted: b, .. } = e
                    && *card == id
                {
                    played += 1;
                    boosted += usize::from(*b);
                }
            }
            assert_eq!(m.game().invariants(), Ok(()));
        }
    }
    assert!(played > 0 && boosted > 0, "A90 played {played} times, {boosted} boosted");
}
