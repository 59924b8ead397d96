//! Rule 5: engineers, attrition, combat in Z, Shelling.

use super::*;
use crate::stage::Stage;

/// The combat phase with these tactics (faces) and CMD.
fn combat(
    tactics: [Option<u8>; 2],
    cmd: [u8; 2],
    setup: impl FnOnce(&mut PocketStalingrad),
) -> (PocketStalingrad, Vec<Event>) {
    let mut g = fresh();
    clear(&mut g);
    g.roller = German;
    g.hand = kept_hand(&[1, 1, 1, 1, 1], 1, 1, 5);
    g.tactic = tactics;
    g.cmd = cmd;
    setup(&mut g);
    let mut ev = Vec::new();
    g.begin_combat(&mut ev);
    (g, ev)
}

fn attrition(ev: &[Event], area: Area) -> Option<(u8, u8, bool)> {
    ev.iter().find_map(|e| match *e {
        Event::Attrition { area: a, soviet_lost, german_lost, absorbed } if a == area => {
            Some((soviet_lost, german_lost, absorbed))
        }
        _ => None,
    })
}

#[test]
fn rule_5_attrition_each_unit_hits_one_enemy_unit_at_once() {
    let (g, ev) = combat([None, None], [0, 0], |g| {
        put(g, Soviet, A3, 3);
        put(g, German, A3, 2);
        put(g, Soviet, A4, 1);
        put(g, German, A4, 4);
        put(g, German, A5, 2);
    });
    assert_eq!(attrition(&ev, A3), Some((2, 2, false)));
    assert_eq!(attrition(&ev, A4), Some((1, 1, false)));
    assert_eq!(attrition(&ev, A5), None);
    // Then the victory phase: German 3 units in area 4 capture it.
    assert_eq!(g.units(Soviet, A3), 1);
    assert_eq!(g.captured_by(A4), Some(German));
}

#[test]
fn rule_fortify_the_seeds_combat_examples() {
    // 3 Soviet units and a fortress against 3 German: 2 Soviet and 3 German lost.
    let (_, ev) = combat([None, None], [0, 0], |g| {
        put(g, Soviet, A3, 3);
        put(g, German, A3, 3);
        g.fortresses = A3.bit();
    });
    assert_eq!(attrition(&ev, A3), Some((2, 3, true)));
    // 1 Soviet unit and a fortress against 1 German: only the German is lost.
    let (g, ev) = combat([None, None], [0, 0], |g| {
        put(g, Soviet, A4, 1);
        put(g, German, A4, 1);
        g.fortresses = A4.bit();
    });
    assert_eq!(attrition(&ev, A4), Some((0, 1, true)));
    assert_eq!(g.units(Soviet, A4), 1);
}

#[test]
fn rule_engineers_remove_a_fortress_or_hit_before_attrition() {
    let (mut g, _) = combat([None, Some(3)], [0, 3], |g| {
        put(g, Soviet, A1, 2);
        put(g, German, A1, 1);
        g.fortresses = A1.bit();
        put(g, Soviet, A2, 2);
        put(g, German, A2, 1);
        put(g, German, A3, 1);
        put(g, Soviet, A4, 1);
    });
    assert_eq!(g.stage(), Stage::Engineers);
    assert_eq!(legal(&g), [Action::Engineer(A1), Action::Engineer(A2), Action::EndEngineers]);
    assert_eq!(refused(&mut g, Action::Engineer(A3)), Error::NoEngineerTarget { area: A3 });
    assert_eq!(refused(&mut g, Action::Engineer(A4)), Error::NoUnit { rule: "Engineers", side: German, area: A4 });
    let ev = act(&mut g, Action::Engineer(A1));
    assert!(ev.contains(&Event::FortressRemoved { area: A1, by: German }));
    assert_eq!(refused(&mut g, Action::Engineer(A1)), Error::EngineersUsed { area: A1 });
    let ev = act(&mut g, Action::Engineer(A2));
    assert!(ev.contains(&Event::EngineersHit { area: A2 }));
    // Then attrition: area 1 without its fortress, area 2 one Soviet unit down.
    assert_eq!(attrition(&ev, A1), Some((1, 1, false)));
    assert_eq!(attrition(&ev, A2), Some((1, 1, false)));
}

#[test]
fn rule_engineers_cost_one_cmd_each_and_no_hit_in_a_shelled_area() {
    let (mut g, _) = combat([None, Some(5)], [0, 1], |g| {
        put(g, Soviet, A2, 2);
        put(g, German, A2, 1);
        put(g, Soviet, A3, 2);
        put(g, German, A3, 1);
        g.fortresses = A3.bit();
        g.shelling = Some(A2);
    });
    assert_eq!(refused(&mut g, Action::Engineer(A2)), Error::Shelled { area: A2 });
    let mut broke = g;
    broke.cmd[1] = 0;
    let err = refused(&mut broke, Action::Engineer(A3));
    assert_eq!(err, Error::NotEnoughCmd { rule: "Engineers", side: German, need: 1, have: 0 });
    // The fortress of a shelled area can still be removed.
    g.shelling = Some(A3);
    act(&mut g, Action::Engineer(A3));
    assert!(!g.fortress(A3));
}

#[test]
fn rule_az_no_combat_in_z_unless_a_side_pays_the_german_deciding_first() {
    let (mut g, ev) = combat([None, None], [1, 1], |g| {
        put(g, Soviet, Z, 3);
        put(g, German, Z, 2);
    });
    assert!(attrition(&ev, Z).is_none());
    assert_eq!(g.stage(), Stage::FightInZ(German));
    act(&mut g, Action::HoldFireInZ);
    assert_eq!(g.stage(), Stage::FightInZ(Soviet));
    let ev = act(&mut g, Action::FightInZ);
    assert_eq!(attrition(&ev, Z), Some((2, 2, false)));
    // Nobody pays: nothing happens.
    let (mut g, _) = combat([None, None], [1, 0], |g| {
        put(g, Soviet, Z, 1);
        put(g, German, Z, 1);
    });
    assert_eq!(g.stage(), Stage::FightInZ(Soviet));
    let ev = act(&mut g, Action::HoldFireInZ);
    assert!(attrition(&ev, Z).is_none());
    assert_eq!(g.units(Soviet, Z), 1);
}

#[test]
fn rule_shelling_stops_attrition_in_its_area() {
    let (g, ev) = combat([None, None], [0, 0], |g| {
        put(g, Soviet, A2, 2);
        put(g, German, A2, 4);
        g.shelling = Some(A2);
    });
    assert!(attrition(&ev, A2).is_none());
    // Captures still happen (6.2): 4 German against 2 Soviet.
    assert_eq!(g.captured_by(A2), Some(German));
    assert_eq!(g.shelling(), None);
}

#[test]
fn rule_shelling_costs_one_cmd_and_the_holders_alternate_german_first() {
    let (mut g, _) = combat([Some(4), Some(2)], [2, 2], |g| {
        put(g, Soviet, A1, 1);
        put(g, German, A1, 1);
        g.captured[4] = Some(German);
    });
    assert_eq!(g.stage(), Stage::Shelling { after_attrition: false, side: German });
    assert_eq!(refused(&mut g, Action::LiftShelling), Error::NoShelling);
    assert_eq!(refused(&mut g, Action::Shell(A5)), Error::Captured { area: A5 });
    assert_eq!(rule(&refused(&mut g, Action::Shell(Z))), Some("Shelling"));
    act(&mut g, Action::Shell(A1));
    assert_eq!(g.stage(), Stage::Shelling { after_attrition: false, side: Soviet });
    assert_eq!(refused(&mut g, Action::Shell(A1)), Error::AlreadyShelled { area: A1 });
    act(&mut g, Action::LiftShelling);
    assert_eq!(g.stage(), Stage::Shelling { after_attrition: false, side: German });
    act(&mut g, Action::PassShelling);
    // The German passed: the Soviet goes on alone.
    assert_eq!(g.stage(), Stage::Shelling { after_attrition: false, side: Soviet });
    let ev = act(&mut g, Action::PassShelling);
    assert!(attrition(&ev, A1).is_some());
    // After attrition, a second window: each has 1 CMD left.
    assert_eq!(g.stage(), Stage::Shelling { after_attrition: true, side: German });
    act(&mut g, Action::Shell(A3));
    act(&mut g, Action::Shell(A2));
    assert_eq!(g.shelling(), Some(A2));
    assert_eq!(g.cmd, [0, 0]);
}

#[test]
fn rule_shelling_needs_the_tactic() {
    let (g, _) = combat([Some(1), Some(3)], [3, 3], |g| {
        put(g, Soviet, A1, 1);
        put(g, German, A1, 1);
    });
    assert!(!matches!(g.stage(), Stage::Shelling { .. }));
}
