//! The actions (R-A1..R-A9): suppression, moving, attacks, melee, throwing,
//! reloading and the other actions.

use crate::content::Quality;
use crate::state::machine::bit;
use crate::{Aim, Error, Event, Options, Order, Play};

use super::{
    IntoMission, Script, act, begin, foe, game, give, place, recruit, refused, refused_content, script, std_game,
    with_squad,
};

#[test]
fn rule_r_a1_remove_suppression_costs_an_action() {
    let mut g = std_game();
    begin(&mut g, 1);
    refused(&g, Order::RemoveSuppression, "R-A1");
    g.state.team.soldiers[1].suppression = 2;
    act(&mut g, Order::RemoveSuppression, &mut Script::default());
    assert_eq!(g.state.team.soldier(1).suppression, 1);
    assert_eq!(g.state.team.turn.unwrap().actions, 1);
}

#[test]
fn rule_r_a2_suppressed_soldier_cannot_move_or_fight_and_counters_cap_at_actions() {
    let mut g = std_game();
    place(&mut g, 1, "L10");
    let e = foe(&mut g, "E01", 1, 1);
    g.state.team.soldiers[1].suppression = 1;
    begin(&mut g, 1);
    refused(&g, Order::Move { to: 1, play: None, pay: 0 }, "R-A2");
    refused(&g, Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(e), play: None }, "R-A2");
    refused(&g, Order::Throw { item: 1, slot: 1, play: None }, "R-A2");
    let mut ev = Vec::new();
    for _ in 0..4 {
        g.suppress(1, &mut ev);
    }
    assert_eq!(g.state.team.soldier(1).suppression, 2, "at most `actions` counters");
}

#[test]
fn rule_r_a3_move_cost_blocking_minimum_one_once_per_turn_and_cards_pay() {
    let mut g = std_game();
    place(&mut g, 1, "L03"); // entry 4
    place(&mut g, 2, "L02");
    foe(&mut g, "E06", 1, 0); // Blocking 1
    begin(&mut g, 1);
    // 4 + 1 − 1 = 4 > 2 actions.
    let e = refused(&g, Order::Move { to: 1, play: None, pay: 0 }, "R-R2");
    assert!(matches!(e, Error::NoActions { cost: 4, .. }), "{e}");
    let a = give(&mut g, 1, "A19");
    let b = give(&mut g, 1, "A23");
    refused(&g, Order::Move { to: 2, play: None, pay: 0 }, "R-A3");
    let ev = act(&mut g, Order::Move { to: 1, play: None, pay: bit(a) | bit(b) }, &mut Script::default());
    assert!(ev.contains(&Event::Moved { soldier: 1, to: 1, actions: 2, cards: 2 }));
    assert_eq!(g.state.team.soldier(1).hand, 0);
    refused(&g, Order::Move { to: 0, play: None, pay: 0 }, "R-A3");
    // Back on slot 0 costs the minimum 1 (entry 0 − movement 1).
    let mut h = std_game();
    place(&mut h, 1, "L02");
    h.state.team.soldiers[0].slot = 1;
    begin(&mut h, 0);
    act(&mut h, Order::Move { to: 0, play: None, pay: 0 }, &mut Script::default());
    assert_eq!(h.state.team.turn.unwrap().actions, 2);
}

#[test]
fn rule_r_a4_range_screen_objective_collateral_deploy_bolt_heavy() {
    let mut g = std_game();
    place(&mut g, 1, "L04"); // Collateral Damage
    place(&mut g, 2, "L02");
    let screen = foe(&mut g, "E02", 2, 0);
    let rifle = foe(&mut g, "E01", 2, 0);
    let chapel = foe(&mut g, "E03", 1, 1);
    g.state.team.soldiers[1].slot = 1;
    begin(&mut g, 1);
    // SMG (item 0): Semi reaches range 1, Auto range 1; slot 2 is range 1 from slot 1.
    refused(&g, Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(rifle), play: None }, "R-A4");
    assert!(g.check_order(&Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(screen), play: None }).is_ok());
    let e = refused(&g, Order::Attack { weapon: 0, mode: 1, aim: Aim::Card(chapel), play: None }, "R-A4");
    assert!(matches!(e, Error::CollateralDamage), "{e}");
    // Out of range: the SMG does not reach slot 3.
    let far = foe(&mut g, "E04", 3, 0);
    let e = refused(&g, Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(far), play: None }, "R-A4");
    assert!(matches!(e, Error::OutOfRange | Error::ObjectiveNotActive), "{e}");
    let e = refused(&g, Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(far), play: None }, "R-A4");
    assert!(matches!(e, Error::ObjectiveNotActive), "objective enemies first need activation: {e}");
    // Deploy, Bolt, Heavy with the Long Ridge squad and a machine gunner.
    let mut h =
        game(with_squad(vec![recruit("S02", &["W05"], &[]), recruit("S03", &["W06"], &[])]).into_mission("M02"));
    place(&mut h, 1, "L02");
    let t = foe(&mut h, "E03", 1, 0);
    begin(&mut h, 0);
    let e = refused(&h, Order::Attack { weapon: 0, mode: 1, aim: Aim::Split([t, t, t, t]), play: None }, "R-A4");
    assert!(matches!(e, Error::NotDeployed), "{e}");
    assert!(h.check_order(&Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(t), play: None }).is_ok());
    act(&mut h, Order::Move { to: 1, play: None, pay: 0 }, &mut Script::default());
    let e = refused(&h, Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(t), play: None }, "R-A4");
    assert!(matches!(e, Error::HeavyMoved), "{e}");
    act(&mut h, Order::EndTurn { keep: 0 }, &mut Script::default());
    begin(&mut h, 1);
    act(&mut h, Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(t), play: None }, &mut script(&[9], &[1]));
    let e = refused(&h, Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(t), play: None }, "R-A4");
    assert!(matches!(e, Error::BoltAgain), "{e}");
    // Snap Shot lets the Bolt weapon fire again.
    let snap = give(&mut h, 1, "A27");
    act(
        &mut h,
        Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(t), play: Some(Play { card: snap, boost: false }) },
        &mut script(&[9], &[1]),
    );
}

#[test]
fn rule_r_a5_hit_defeat_cover_and_ammo_on_the_unmodified_roll() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    let e = foe(&mut g, "E03", 1, 0); // cover 4, 3 figures
    begin(&mut g, 0);
    // Rifle W01 at range 1 hits on ≤ 6; Aimed Shot +2 makes a 8 hit; d10 8 > ammo 1.
    let aim = give(&mut g, 0, "A01");
    let ev = act(
        &mut g,
        Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(e), play: Some(Play { card: aim, boost: false }) },
        &mut script(&[8], &[4]),
    );
    assert!(ev.iter().any(|x| matches!(x, Event::Shot { hit: true, defeat: true, .. })), "{ev:?}");
    assert_eq!(g.state.foes.get(e).unwrap().killed, 1);
    // A 1 is ≤ ammo 1: out of ammo even though it hits.
    let ev = act(&mut g, Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(e), play: None }, &mut script(&[1], &[1]));
    assert!(ev.iter().any(|x| matches!(x, Event::OutOfAmmo { .. })));
    assert!(g.state.team.soldier(0).gear[0].unwrap().out_of_ammo);
    let err = refused(&g, Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(e), play: None }, "R-A5");
    assert!(matches!(err, Error::OutOfAmmo));
}

#[test]
fn rule_r_a5_stealth_first_attack_counts_d6_as_six() {
    let mut g = game(with_squad(vec![recruit("S03", &["W07"], &[]), recruit("S04", &[], &[])]));
    place(&mut g, 1, "L02");
    let e = foe(&mut g, "E13", 1, 0); // cover 8: only a 6 + … — Stealth's 6 + pen 0 fails, so use E01 (cover 4)
    let _ = e;
    let r = foe(&mut g, "E01", 1, 0);
    begin(&mut g, 0);
    // No d6 is rolled: the Stealth die counts as 6 ≥ cover 4.
    let ev = act(&mut g, Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(r), play: None }, &mut script(&[4], &[]));
    assert!(ev.iter().any(|x| matches!(x, Event::Shot { d6: 6, defeat: true, hit: true, .. })), "{ev:?}");
    // The second attack rolls its d6.
    let ev = act(&mut g, Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(r), play: None }, &mut script(&[4], &[2]));
    assert!(ev.iter().any(|x| matches!(x, Event::Shot { d6: 2, defeat: false, .. })), "{ev:?}");
}

#[test]
fn rule_r_a6_ekia_suppression_allocation_destroy_and_xp() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    let e = foe(&mut g, "E01", 1, 0); // 2 figures, xp 1
    let mut ev = Vec::new();
    assert_eq!(g.hit_foe(e, true, false, false, 0, &mut ev), crate::DieResult::Suppression);
    assert_eq!(g.hit_foe(e, false, true, false, 0, &mut ev), crate::DieResult::Suppression);
    assert_eq!(g.state.foes.get(e).unwrap().suppression, 2);
    // No active figure left: the EKIA takes a suppressed one and its counter.
    g.hit_foe(e, true, true, false, 0, &mut ev);
    let f = *g.state.foes.get(e).unwrap();
    assert_eq!((f.killed, f.suppression), (1, 1));
    let cup = g.state.team.cup[0];
    let xp = g.state.team.soldier(0).xp;
    g.hit_foe(e, true, true, false, 0, &mut ev);
    assert!(g.state.foes.get(e).is_none(), "destroyed");
    assert_eq!(g.state.team.cup[0], cup + 1, "its counter returns to the cup");
    assert_eq!(g.state.team.soldier(0).xp, xp + 1);
    // Fearless ignores suppression.
    let f = foe(&mut g, "E08", 1, 0);
    g.hit_foe(f, true, false, false, 0, &mut ev);
    assert_eq!(g.state.foes.get(f).unwrap().suppression, 0);
    // An NPS kill gives the XP to a PS in its slot.
    let mut n = game(Options::scenario("M02", "O01", Quality::FrontLine));
    let x = foe(&mut n, "E05", 0, 1);
    let xp = n.state.team.soldier(0).xp;
    n.hit_foe(x, true, true, false, 1, &mut ev);
    assert_eq!(n.state.team.soldier(0).xp, xp + 2);
}

#[test]
fn rule_r_a7_auto_spray_explosion_and_suppressive() {
    // Auto: 3 dice at one card.
    let mut g = std_game();
    place(&mut g, 1, "L02");
    let e = foe(&mut g, "E03", 1, 1);
    g.state.team.soldiers[1].slot = 1;
    begin(&mut g, 1);
    let ev = act(
        &mut g,
        Order::Attack { weapon: 0, mode: 1, aim: Aim::Card(e), play: None },
        &mut script(&[3, 9, 5], &[6, 1, 1]),
    );
    let shots = ev.iter().filter(|x| matches!(x, Event::Shot { .. })).count();
    assert_eq!(shots, 3);
    let f = *g.state.foes.get(e).unwrap();
    assert_eq!((f.killed, f.suppression), (1, 1), "hit+defeat, miss, hit only");
    // Explosion: one shared d10 against every card in the slot.
    let a = foe(&mut g, "E01", 1, 1);
    let ev = act(&mut g, Order::Throw { item: 1, slot: 1, play: None }, &mut script(&[6], &[5, 1]));
    let d10s: Vec<u8> =
        ev.iter().filter_map(|x| if let Event::Shot { d10, .. } = x { Some(*d10) } else { None }).collect();
    assert_eq!(d10s, [6, 6], "one d10 for both cards");
    assert!(g.state.team.soldier(1).gear[1].is_none(), "the grenade is expended");
    let _ = a;
    // Spray split declared per die, with Suppressive: a full miss still suppresses.
    let mut h = game(with_squad(vec![recruit("S02", &["W05"], &[]), recruit("S04", &[], &[])]).into_mission("M02"));
    place(&mut h, 1, "L02");
    let x = foe(&mut h, "E03", 1, 0);
    let y = foe(&mut h, "E01", 1, 0);
    h.state.team.soldiers[0].gear[0].as_mut().unwrap().deployed = true;
    begin(&mut h, 0);
    let (lo, hi) = (x.min(y), x.max(y));
    refused(&h, Order::Attack { weapon: 0, mode: 1, aim: Aim::Split([hi, lo, lo, lo]), play: None }, "R-A7");
    act(
        &mut h,
        Order::Attack { weapon: 0, mode: 1, aim: Aim::Split([lo, lo, hi, hi]), play: None },
        &mut script(&[10, 10, 10, 10], &[1, 1, 1, 1]),
    );
    assert_eq!(h.state.foes.get(lo).unwrap().suppression + h.state.foes.get(hi).unwrap().suppression, 4);
}

#[test]
fn rule_r_a8_melee_unarmed_needs_ten_and_weapon_melee_rolls_both() {
    let mut g = std_game();
    place(&mut g, 1, "L02"); // melee cost 1
    let e = foe(&mut g, "E03", 1, 0);
    g.state.team.soldiers[0].slot = 1;
    begin(&mut g, 0);
    // Unarmed: d10 9 + melee +1 = 10 kills, cover ignored, no d6.
    act(&mut g, Order::Melee { weapon: None, target: e, play: None }, &mut script(&[9], &[]));
    assert_eq!(g.state.foes.get(e).unwrap().killed, 1);
    // Bayonet on the rifle: hit on d10 ≤ 7 + 1, d6 + pen 1 ≥ cover 4.
    act(&mut g, Order::Melee { weapon: Some(0), target: e, play: None }, &mut script(&[8], &[3]));
    assert_eq!(g.state.foes.get(e).unwrap().killed, 2);
    // Melee elsewhere is refused.
    let far = foe(&mut g, "E01", 0, 0);
    refused(&g, Order::Melee { weapon: None, target: far, play: None }, "R-A8");
    // The knife-less SMG has no melee profile.
    let mut h = std_game();
    place(&mut h, 1, "L03"); // melee cost 3 > 2 actions
    let t = foe(&mut h, "E01", 1, 1);
    h.state.team.soldiers[1].slot = 1;
    begin(&mut h, 1);
    refused(&h, Order::Melee { weapon: Some(0), target: t, play: None }, "R-A8");
    refused(&h, Order::Melee { weapon: None, target: t, play: None }, "R-R2");
}

#[test]
fn rule_r_a9_throw_reload_shared_group_deploy_discard_draw() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    place(&mut g, 2, "L10");
    let e = foe(&mut g, "E01", 2, 0);
    begin(&mut g, 0);
    // A grenade reaches range 1 only.
    refused(&g, Order::Throw { item: 2, slot: 2, play: None }, "R-A9");
    // Reload: out of ammo, spare of its group.
    g.state.team.soldiers[0].gear[0].as_mut().unwrap().out_of_ammo = true;
    let spares = g.state.team.soldier(0).spares;
    act(&mut g, Order::Reload { weapon: 0 }, &mut Script::default());
    assert!(!g.state.team.soldier(0).gear[0].unwrap().out_of_ammo);
    assert_eq!(g.state.team.soldier(0).spares.iter().sum::<u8>() + 1, spares.iter().sum::<u8>());
    refused(&g, Order::Reload { weapon: 0 }, "R-A9");
    // Discard & draw refills to hand size.
    let a = give(&mut g, 0, "A19");
    act(&mut g, Order::DiscardDraw { discard: bit(a) }, &mut Script::default());
    assert_eq!(g.state.team.soldier(0).hand.count_ones(), 5);
    let _ = e;
    // The .30 group is shared: the SAR's spares reload a rifle.
    let mut h =
        game(with_squad(vec![recruit("S02", &["W04", "W01"], &[]), recruit("S04", &[], &[])]).into_mission("M02"));
    let g30 = h.content().ammo_group_named(".30").unwrap();
    assert_eq!(h.state.team.soldier(0).spares[usize::from(g30)], 4);
    begin(&mut h, 0);
    refused(&h, Order::Deploy { weapon: 1 }, "R-A9");
    act(&mut h, Order::Deploy { weapon: 0 }, &mut Script::default());
    assert!(h.state.team.soldier(0).gear[0].unwrap().deployed);
}

/// The ruling I32: equipment used on a soldier or slot prints one effect
/// (R-A9), since its use names one target that a single effect reads.
#[test]
fn rule_r_a9_used_equipment_with_a_sequence_of_effects_is_refused_by_the_content_validator() {
    use crate::content::{Content, ContentTexts};
    let heal = "{ \"Heal\": { \"who\": \"OneInSlot\", \"n\": 1 } }";
    let (file, card, field, reason) = refused_content(
        |t| &mut t.equipment,
        &format!("\"effect\": {heal}"),
        &format!("\"effect\": {{ \"Seq\": [{heal}, {heal}] }}"),
    );
    assert_eq!((file, card.as_str(), field), ("equipment.json", "Q02", "effect"));
    assert!(reason.contains("R-A9"), "{reason}");
    // Thrown equipment keeps its sequences (Q04 Demolition Charge).
    assert!(ContentTexts::BUILTIN.equipment.contains("\"Throw\"") && Content::parse(&ContentTexts::BUILTIN).is_ok());
}

/// Modifiers printed on cards add up and stop at the ends of their byte
/// (R-A5, ruling 38): Aimed Shot edited to +127 on every die, boosted, on
/// a rifle that hits on 6 once panicked adding past 127 (a card set the
/// validator takes). The sum stops at 127, and every d10 hits.
#[test]
fn rule_r_a5_a_to_hit_modifier_past_127_stops_there_and_every_d10_hits() {
    let mut g = super::std_game_with(|t| &mut t.actions, "\"ToHitAllDice\": 2", "\"ToHitAllDice\": 127");
    place(&mut g, 1, "L02");
    let e = foe(&mut g, "E03", 1, 0);
    begin(&mut g, 0);
    let aim = give(&mut g, 0, "A01");
    let ev = act(
        &mut g,
        Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(e), play: Some(Play { card: aim, boost: true }) },
        &mut script(&[10], &[4]),
    );
    assert!(ev.iter().any(|x| matches!(x, Event::Shot { hit: true, defeat: true, .. })), "{ev:?}");
    assert!(g.invariants().is_ok(), "{:?}", g.invariants());
}

/// The same for melee (R-A8): Fix Bayonets edited to +127, boosted, with
/// the soldier's melee modifier +1 once panicked; the sum stops at 127.
#[test]
fn rule_r_a8_a_melee_bonus_past_127_stops_there() {
    let mut g = super::std_game_with(|t| &mut t.actions, "\"MeleeBonus\": 4", "\"MeleeBonus\": 127");
    place(&mut g, 1, "L02");
    let e = foe(&mut g, "E03", 1, 0);
    g.state.team.soldiers[0].slot = 1;
    begin(&mut g, 0);
    let fix = give(&mut g, 0, "A25");
    let ev = act(
        &mut g,
        Order::Melee { weapon: Some(0), target: e, play: Some(Play { card: fix, boost: true }) },
        &mut script(&[10], &[3]),
    );
    assert!(ev.iter().any(|x| matches!(x, Event::Shot { hit: true, .. })), "{ev:?}");
    assert!(g.invariants().is_ok(), "{:?}", g.invariants());
}
