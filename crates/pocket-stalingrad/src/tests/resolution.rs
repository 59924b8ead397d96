//! Rule 3: dice resolution, areas A2-A3, the RATT table R1-R6, the tactic
//! tables S1-S6 and G1-G6 (immediate parts) and Fortify.

use wargames_core::{Game, Status};

use super::*;
use crate::chance::Chance;
use crate::event::Waste;
use crate::ratt::RattEvent;
use crate::stage::Stage;
use crate::tactic::Tactic;

#[test]
fn rule_3_1_each_unit_die_places_a_unit_in_its_area_6_in_the_own_area_6() {
    let (g, _) = resolving(German, &[1, 3, 4, 4, 6], [2, 3, 5], |_| {});
    assert_eq!([g.units(German, A1), g.units(German, A3), g.units(German, A4), g.units(German, Six)], [1, 1, 2, 1]);
    assert_eq!(g.units(Soviet, Six), 0);
    assert_eq!(g.reserve(German), 15);
}

#[test]
fn rule_3_2_no_side_holds_more_than_six_units_in_an_area() {
    let (g, ev) = resolving(Soviet, &[2, 2, 2, 5, 5], [2, 1, 5], |g| put(g, Soviet, A2, 5));
    assert_eq!(g.units(Soviet, A2), 6);
    assert_eq!(ev.iter().filter(|e| matches!(e, Event::UnitWasted { why: Waste::Stacking, .. })).count(), 2);
}

#[test]
fn rule_3_3_a_unit_die_of_a_captured_area_is_wasted() {
    let (g, ev) = resolving(Soviet, &[4, 4, 5, 5, 5], [2, 1, 5], |g| g.captured[3] = Some(Soviet));
    assert_eq!(g.units(Soviet, A4), 0);
    assert_eq!(ev.iter().filter(|e| matches!(e, Event::UnitWasted { why: Waste::Captured, .. })).count(), 2);
    assert_eq!(g.units(Soviet, A5), 3);
}

#[test]
fn rule_3_4_the_cmd_die_gives_the_cmd_points() {
    for face in 1..=6 {
        let (g, ev) = resolving(Soviet, &[1, 1, 1, 1, 1], [face, 3, 5], |_| {});
        assert_eq!(g.cmd(Soviet), face);
        assert!(ev.contains(&Event::Command { side: Soviet, die: face, cmd: face }));
    }
}

#[test]
fn rule_a3_mamayev_kurgan_gives_its_controller_one_cmd_in_its_own_turn() {
    let (g, _) = resolving(German, &[1, 1, 1, 1, 1], [4, 3, 5], |g| {
        g.captured[2] = Some(German);
        put(g, German, Six, 1);
    });
    assert_eq!(g.stage(), Stage::AirStrike);
    assert_eq!(g.cmd(German), 5);
    let (g, _) = resolving(Soviet, &[1, 1, 1, 1, 1], [4, 3, 5], |g| g.captured[2] = Some(German));
    assert_eq!(g.cmd(Soviet), 4);
}

#[test]
fn rule_a2_pavlovs_house_lets_its_controller_force_one_ratt_reroll() {
    // The German controls area 2 and forces a re-roll of the Soviet's RATT.
    let (mut g, ev) = resolving(Soviet, &[1, 1, 1, 1, 1], [4, 3, 4], |g| g.captured[1] = Some(German));
    assert!(ev.is_empty());
    assert_eq!(g.stage(), Stage::Pavlov);
    assert_eq!(g.status(), Status::ToAct(German.seat()));
    assert_eq!(legal(&g), [Action::RerollRatt, Action::KeepRatt]);
    act(&mut g, Action::RerollRatt);
    assert_eq!(g.status(), Status::Chance);
    let mut out = Vec::new();
    g.chance_outcomes(&mut out);
    assert_eq!(out.len(), 6);
    let mut ev = Vec::new();
    g.resolve_chance(&Chance::RattReroll(5), &mut ev).unwrap();
    assert!(ev.contains(&Event::Ratt { side: Soviet, event: RattEvent::Nothing }));
    assert_eq!(g.damage6(), 0);
    // It may also let the die stand (and re-roll its own die in its own turn).
    let (mut g, _) = resolving(Soviet, &[1, 1, 1, 1, 1], [4, 3, 4], |g| g.captured[1] = Some(German));
    act(&mut g, Action::KeepRatt);
    assert_eq!(g.damage6(), 1);
    let (g, _) = resolving(German, &[1, 1, 1, 1, 1], [4, 3, 4], |g| g.captured[1] = Some(German));
    assert_eq!(legal(&g), [Action::RerollRatt, Action::KeepRatt]);
    // With area 2 open, no one may.
    let (g, _) = resolving(Soviet, &[1, 1, 1, 1, 1], [4, 3, 4], |_| {});
    assert_ne!(g.stage(), Stage::Pavlov);
}

#[test]
fn rule_r1_sniper_removes_an_enemy_unit_then_gains_one_cmd() {
    let (mut g, _) = resolving(Soviet, &[1, 1, 1, 1, 1], [3, 3, 1], |g| {
        put(g, German, A4, 2);
        put(g, German, Six, 1);
    });
    assert_eq!(g.stage(), Stage::Snipe);
    // (And the fortress removal of P8, offered whenever the Soviet decides.)
    assert_eq!(legal(&g), [Action::Snipe(A4), Action::Snipe(Six), Action::RemoveFortress(A5)]);
    let err = refused(&mut g, Action::Snipe(A1));
    assert_eq!(err, Error::NoUnit { rule: "R1", side: German, area: A1 });
    act(&mut g, Action::Snipe(Six));
    assert_eq!(g.units(German, Six), 0);
    assert_eq!(g.cmd(Soviet), 4);
}

#[test]
fn rule_r1_sniper_without_a_target_only_gains_one_cmd() {
    let (g, _) = resolving(German, &[1, 1, 1, 1, 1], [3, 3, 1], |g| put(g, German, Six, 1));
    assert_eq!(g.stage(), Stage::AirStrike);
    assert_eq!(g.cmd(German), 4);
}

#[test]
fn rule_r2_breakthrough_gives_a_deploy_and_loses_one_cmd() {
    let (mut g, _) = resolving(Soviet, &[1, 1, 1, 1, 1], [3, 2, 2], |g| put(g, Soviet, Z, 1));
    assert_eq!(g.cmd(Soviet), 2);
    assert_eq!(g.stage(), Stage::DeployOut);
    act(&mut g, Action::DeployOut(A3));
    assert_eq!(g.units(Soviet, A3), 1);
    // With no CMD the loss stops at 0.
    let (g, _) = resolving(German, &[1, 1, 1, 1, 1], [1, 3, 2], |_| {});
    assert_eq!(g.cmd(German), 0);
}

#[test]
fn rule_r3_ratze_lets_each_player_move_one_enemy_unit_roller_first() {
    let (mut g, _) = resolving(German, &[1, 1, 1, 1, 1], [1, 3, 3], |g| put(g, Soviet, A2, 2));
    assert_eq!(g.stage(), Stage::Ratze(German));
    act(&mut g, Action::Ratze { from: A2, to: Z });
    assert_eq!(g.stage(), Stage::Ratze(Soviet));
    assert_eq!(g.units(Soviet, Z), 1);
    let ev = act(&mut g, Action::Ratze { from: A1, to: A4 });
    assert_eq!(ev[0], Event::Moved { side: German, from: A1, to: A4, how: crate::event::Move::Ratze });
}

#[test]
fn rule_r3_ratze_never_into_or_out_of_area_6_nor_in_place_nor_into_a_captured_area() {
    let (mut g, _) = resolving(Soviet, &[3, 3, 3, 3, 3], [1, 4, 3], |g| {
        put(g, German, A2, 1);
        put(g, German, Six, 1);
        // Area 5 captured: its fortress went back to the pool (6.5).
        g.captured[4] = Some(Soviet);
        g.fortresses = 0;
    });
    assert_eq!(g.stage(), Stage::Ratze(Soviet));
    assert_eq!(rule(&refused(&mut g, Action::Ratze { from: Six, to: A1 })), Some("R3"));
    assert_eq!(rule(&refused(&mut g, Action::Ratze { from: A2, to: Six })), Some("R3"));
    assert_eq!(rule(&refused(&mut g, Action::Ratze { from: A2, to: A2 })), Some("R3"));
    assert_eq!(refused(&mut g, Action::Ratze { from: A2, to: A5 }), Error::Captured { area: A5 });
    assert_eq!(rule(&refused(&mut g, Action::Ratze { from: A3, to: A1 })), Some("R3"));
    // Five destinations from area 2 (1, 3, 4, Z; not 5), and the pass.
    assert_eq!(legal(&g).len(), 4 + 1);
    act(&mut g, Action::PassRatze);
}

#[test]
fn rule_r4_dmg6_lowers_both_area_6_limits_for_good() {
    let (g, ev) = resolving(Soviet, &[6, 6, 6, 6, 6], [1, 4, 4], |g| {
        put(g, German, Six, 6);
        put(g, Soviet, Six, 2);
    });
    assert_eq!(g.damage6(), 1);
    assert_eq!(g.cap(Six), 5);
    // The German turn has begun: its reinforcement found no room.
    assert_eq!((g.units(Soviet, Six), g.units(German, Six)), (5, 5));
    assert!(ev.contains(&Event::Area6Damaged { cap: 5, soviet_lost: 1, german_lost: 1 }));
    assert!(ev.iter().any(|e| matches!(e, Event::UnitWasted { area: Six, why: Waste::Stacking, .. })));
    // Cumulative.
    let (g, _) = resolving(German, &[1, 1, 1, 1, 1], [1, 3, 4], |g| g.damage6 = 5);
    assert_eq!(g.cap(Six), 0);
}

#[test]
fn rule_r5_nothing_happens() {
    let (g, ev) = resolving(Soviet, &[1, 1, 1, 1, 1], [2, 3, 5], |_| {});
    assert!(ev.contains(&Event::Ratt { side: Soviet, event: RattEvent::Nothing }));
    assert_eq!(g.cmd(Soviet), 2);
    assert_eq!(g.units(Soviet, Z), 0);
    assert_eq!(g.damage6(), 0);
}

#[test]
fn rule_r6_unit_z_adds_a_unit_in_z() {
    let (g, _) = resolving(German, &[1, 1, 1, 1, 1], [2, 3, 6], |_| {});
    assert_eq!(g.units(German, Z), 1);
}

#[test]
fn rule_s1_fortify_costs_one_cmd_per_area_one_fortress_each() {
    let (mut g, _) = resolving(Soviet, &[1, 1, 1, 1, 1], [2, 1, 5], |g| g.captured[3] = Some(German));
    assert_eq!(g.stage(), Stage::Fortify);
    assert_eq!(g.tactic(Soviet), Some(Tactic::SovietFortify));
    assert_eq!(refused(&mut g, Action::Fortify(A5)), Error::AlreadyFortified { area: A5 });
    assert_eq!(refused(&mut g, Action::Fortify(A4)), Error::Captured { area: A4 });
    assert_eq!(rule(&refused(&mut g, Action::Fortify(Z))), Some("Fortify"));
    act(&mut g, Action::Fortify(A1));
    act(&mut g, Action::Fortify(A3));
    // Out of CMD: the step is over.
    assert!(g.fortress(A1) && g.fortress(A3));
    assert_eq!(g.cmd(Soviet), 0);
    assert_ne!(g.stage(), Stage::Fortify);
}

#[test]
fn rule_fortify_spending_cmd_the_soviet_does_not_have_is_refused() {
    let (mut g, _) = resolving(Soviet, &[1, 1, 1, 1, 1], [1, 1, 5], |_| {});
    act(&mut g, Action::Fortify(A1));
    // Put the step back with 0 CMD and an unfortified area left.
    g.stage = Stage::Fortify;
    let err = refused(&mut g, Action::Fortify(A2));
    assert_eq!(err, Error::NotEnoughCmd { rule: "Fortify", side: Soviet, need: 1, have: 0 });
}

#[test]
fn rule_fortify_the_soviet_may_remove_its_own_fortress() {
    let (mut g, _) = resolving(Soviet, &[1, 1, 1, 1, 1], [3, 1, 5], |_| {});
    assert_eq!(refused(&mut g, Action::RemoveFortress(A1)), Error::NoFortress { area: A1 });
    let ev = act(&mut g, Action::RemoveFortress(A5));
    assert!(ev.contains(&Event::FortressRemoved { area: A5, by: Soviet }));
    assert!(!g.fortress(A5));
    act(&mut g, Action::EndFortify);
}

#[test]
fn rule_s2_unit_z_and_night() {
    let (g, ev) = resolving(Soviet, &[1, 1, 1, 1, 1], [3, 2, 5], |_| {});
    assert_eq!(g.units(Soviet, Z), 1);
    assert!(g.night());
    assert!(ev.contains(&Event::NightFalls));
}

#[test]
fn rule_s3_deploy_then_shelling() {
    let (g, _) = resolving(Soviet, &[1, 1, 1, 1, 1], [3, 3, 5], |g| put(g, Soviet, Z, 1));
    let tactic = g.tactic(Soviet).unwrap();
    assert!(tactic.deploy() && tactic.shelling() && !tactic.night());
    assert_eq!(g.stage(), Stage::DeployOut);
}

#[test]
fn rule_s4_shelling_and_night() {
    let (g, _) = resolving(Soviet, &[1, 1, 1, 1, 1], [3, 4, 5], |_| {});
    let tactic = g.tactic(Soviet).unwrap();
    assert!(tactic.shelling() && !tactic.deploy());
    assert!(g.night());
}

#[test]
fn rule_s5_one_cmd_then_fortify() {
    let (mut g, ev) = resolving(Soviet, &[1, 1, 1, 1, 1], [1, 5, 5], |_| {});
    assert!(ev.contains(&Event::CmdChanged { side: Soviet, cmd: 2 }));
    assert_eq!(g.stage(), Stage::Fortify);
    act(&mut g, Action::Fortify(A2));
    act(&mut g, Action::Fortify(A4));
    assert_eq!(g.cmd(Soviet), 0);
}

#[test]
fn rule_s6_deploy_and_guards_with_a_guards_unit_in_z() {
    let (g, _) = resolving(Soviet, &[1, 1, 1, 1, 1], [3, 6, 5], |_| {});
    assert_eq!(g.units(Soviet, Z), 1);
    let tactic = g.tactic(Soviet).unwrap();
    assert!(tactic.deploy() && tactic.guards());
    // Deploy: the guards unit may deploy out.
    assert_eq!(g.stage(), Stage::DeployOut);
    // Without the Guards unit (option off), nothing is placed.
    let mut g = fresh_with(Options { guards_unit_in_z: false, ..Options::default() });
    clear(&mut g);
    g.hand = kept_hand(&[1, 1, 1, 1, 1], 3, 6, 5);
    g.begin_resolution(&mut Vec::new());
    assert_eq!(g.units(Soviet, Z), 0);
}

#[test]
fn rule_g1_unit_z() {
    let (g, _) = resolving(German, &[1, 1, 1, 1, 1], [3, 1, 5], |g| put(g, German, Six, 1));
    assert_eq!(g.units(German, Z), 1);
    assert_eq!(g.tactic(German), Some(Tactic::GermanUnitZ));
}

#[test]
fn rule_g2_shelling_then_deploy() {
    let (g, _) = resolving(German, &[1, 1, 1, 1, 1], [3, 2, 6], |_| {});
    let tactic = g.tactic(German).unwrap();
    assert!(tactic.shelling() && tactic.deploy());
    // The RATT unit in Z may deploy.
    assert_eq!(g.stage(), Stage::DeployOut);
}

/// The German tactic of `face` after resolution (stopped at the air strike).
fn german_tactic(face: u8, setup: impl FnOnce(&mut PocketStalingrad)) -> (PocketStalingrad, Tactic) {
    let (g, _) = resolving(German, &[1, 1, 1, 1, 1], [3, face, 5], |g| {
        put(g, German, Six, 1);
        setup(g);
    });
    let tactic = g.tactic(German).unwrap();
    assert!(!tactic.unit_z() && !tactic.night() && !tactic.fortify() && !tactic.guards());
    (g, tactic)
}

#[test]
fn rule_g3_combat_engineers() {
    let (g, tactic) = german_tactic(3, |_| {});
    assert_eq!(tactic, Tactic::GermanEngineers);
    assert!(tactic.engineers() && !tactic.assault() && !tactic.deploy() && !tactic.shelling());
    assert_eq!(g.units(German, Z), 0);
}

#[test]
fn rule_g4_assault() {
    let (mut g, tactic) = german_tactic(4, |_| {});
    assert_eq!(tactic, Tactic::GermanAssault);
    assert!(tactic.assault() && !tactic.engineers() && !tactic.deploy() && !tactic.shelling());
    act(&mut g, Action::AirStrike(1));
    assert_eq!(g.stage(), Stage::Assault);
}

#[test]
fn rule_g5_combat_engineers_and_deploy() {
    let (mut g, tactic) = german_tactic(5, |g| put(g, German, Z, 1));
    assert_eq!(tactic, Tactic::GermanEngineersDeploy);
    assert!(tactic.engineers() && tactic.deploy() && !tactic.assault() && !tactic.shelling());
    act(&mut g, Action::AirStrike(0));
    assert_eq!(g.stage(), Stage::DeployOut);
}

#[test]
fn rule_g6_assault_and_shelling() {
    let (mut g, tactic) = german_tactic(6, |_| {});
    assert_eq!(tactic, Tactic::GermanAssaultShelling);
    assert!(tactic.assault() && tactic.shelling() && !tactic.engineers() && !tactic.deploy());
    act(&mut g, Action::AirStrike(1));
    act(&mut g, Action::EndAssault);
    // CMD left (3 - 1): the shelling window opens in the combat phase.
    assert_eq!(g.stage(), Stage::Shelling { after_attrition: false, side: German });
}
