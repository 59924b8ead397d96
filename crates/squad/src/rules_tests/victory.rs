//! Victory and defeat (R-V1..R-V4).

use crate::content::Quality;
use crate::state::machine::bit;
use crate::state::{Frame, NONE, Need};
use crate::{Aim, Event, Options, Order, Outcome};

use super::{
    IntoMission, Script, WithObjective, act, begin, code, enemy_phase, foe, game, place, recruit, refused, script,
    std_game, with_squad,
};

#[test]
fn rule_r_v1_victory_the_moment_the_objective_is_cleared() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    place(&mut g, 2, "L10");
    g.state.progress.active = true;
    let e = foe(&mut g, "E01", 3, 0);
    g.state.team.soldiers[0].slot = 2;
    begin(&mut g, 0);
    act(&mut g, Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(e), play: None }, &mut script(&[2], &[6]));
    let ev = act(&mut g, Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(e), play: None }, &mut script(&[2], &[6]));
    assert!(ev.contains(&Event::MissionOver(Outcome::Victory { round: 1 })));
}

#[test]
fn rule_r_v1_kills_objective_and_demolition_charge() {
    let mut g = game(
        with_squad(vec![recruit("S05", &["W01", "Q04"], &[]), recruit("S04", &[], &[])])
            .into_mission("M02")
            .with_objective("O01"),
    );
    for slot in 1..4 {
        place(&mut g, slot, ["L02", "L10", "L12"][usize::from(slot) - 1]);
    }
    g.state.progress.active = true;
    g.state.team.soldiers[0].slot = 4;
    begin(&mut g, 0);
    // Rifle at range 0: hit 8; the bunker's cover 5 (Kills {n: 2, cover: 5}): d6 4 + pen 0 falls short.
    act(&mut g, Order::Attack { weapon: 0, mode: 0, aim: Aim::Objective, play: None }, &mut script(&[2], &[4]));
    assert_eq!(g.state.progress.kills, 0);
    // d6 5 + pen 0 reaches it: one kill of two.
    act(&mut g, Order::Attack { weapon: 0, mode: 0, aim: Aim::Objective, play: None }, &mut script(&[2], &[5]));
    assert_eq!(g.state.progress.kills, 1);
    assert!(!g.requirement_met());
    // The charge counts 2 kills: victory.
    let ev = act(&mut g, Order::Throw { item: 1, slot: 4, play: None }, &mut script(&[3], &[3]));
    assert!(ev.iter().any(|x| matches!(x, Event::MissionOver(Outcome::Victory { .. }))), "{ev:?}");
}

#[test]
fn rule_r_v1_recover_the_dispatch_and_carry_it_home() {
    let mut g = game(Options::scenario("M01", "O03", Quality::FrontLine));
    place(&mut g, 1, "L02");
    place(&mut g, 2, "L10");
    g.state.progress.active = true;
    g.state.team.soldiers[1].slot = 3;
    begin(&mut g, 1);
    act(&mut g, Order::TakeDispatch, &mut Script::default());
    refused(&g, Order::TakeDispatch, "R-V1");
    assert!(!g.requirement_met());
    // The courier's dispatch goes home to the exfil slot (Recover {exfil_to: 1}).
    g.state.team.soldiers[1].slot = 2;
    assert!(!g.requirement_met());
    g.state.team.soldiers[1].slot = 1;
    assert!(g.requirement_met());
}

#[test]
fn rule_r_v2_no_player_soldier_left_is_defeat() {
    let mut g = std_game();
    g.state.team.soldiers[0].health = 1;
    g.state.team.soldiers[1].health = 2;
    act(&mut g, Order::Withdraw { soldier: 1 }, &mut Script::default());
    let ev = act(&mut g, Order::Withdraw { soldier: 0 }, &mut Script::default());
    assert!(ev.contains(&Event::MissionOver(Outcome::DefeatByCasualties { round: 1 })));
}

#[test]
fn rule_r_v3_an_empty_cup_leaves_enemies_without_target() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    g.state.team.cup = [0; 6];
    let e = foe(&mut g, "E01", 1, NONE);
    let i = g.content().enemy_index("E03").unwrap() as u8;
    g.state.decks.enemies.pile &= !bit(i);
    let f = g.add_foe(i, 1, &mut Vec::new()).unwrap();
    g.state.flow.push(Frame::Arrive { foe: f, ambush: true, step: 0 });
    let mut ev = Vec::new();
    g.state.flow.need = Need::Run;
    g.run(&mut ev);
    assert!(ev.contains(&Event::NoTarget { card: code("E03") }));
    // Retried at the start of the Enemy Phase, once a counter is back.
    g.state.team.cup[0] = 1;
    let mut s = Script { targets: [0].into(), d10: [1].into(), d6: [1].into(), ..Script::default() };
    let ev = enemy_phase(&mut g, &mut s);
    assert!(ev.iter().any(|x| matches!(x, Event::Targets { .. })), "{ev:?}");
    let _ = e;
}

#[test]
fn rule_r_v4_enemies_may_enter_slot_zero() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    let e = foe(&mut g, "E09", 1, 0);
    g.state.team.soldiers[0].slot = 0;
    // Out of range: no. Raider range 1, target in 0: it attacks. Put the target far instead.
    g.state.foes.foes[usize::from(e)].as_mut().unwrap().slot = 2;
    place(&mut g, 2, "L10");
    enemy_phase(&mut g, &mut Script::default());
    assert_eq!(g.state.foes.get(e).unwrap().slot, 1);
    let mut s = script(&[1, 1], &[1, 1]);
    enemy_phase(&mut g, &mut s);
    let mut h = std_game();
    let x = foe(&mut h, "E01", 0, 0);
    assert_eq!(h.state.foes.get(x).unwrap().slot, 0);
}
