//! The enemy phase (R-E1..R-E7): events, reinforcements, enemy attacks,
//! wounds, movement, recovery and the timer.

use wargames_core::{Game, Status};

use crate::content::Quality;
use crate::enemy::assault::wound;
use crate::state::{Life, NONE, Need};
use crate::{Action, Error, Event, Options, Order, Outcome};

use super::{
    Script, act, begin, code, enemy_phase, foe, game, give, place, recruit, script, settle, std_game, with_squad,
};

#[test]
fn rule_r_e1_mission_events_each_round() {
    let mut g = game(Options::scenario("M02", "O01", Quality::FrontLine));
    let mut s = Script { cards: ["V07"].into_iter().collect(), ..Script::default() };
    begin(&mut g, 1);
    act(&mut g, Order::EndTurn { keep: 0 }, &mut Script::default());
    begin(&mut g, 0);
    let ev = act(&mut g, Order::EndTurn { keep: 0 }, &mut s);
    assert!(ev.contains(&Event::EventDrawn { card: code("V07") }));
    assert_eq!(g.timer(), 3, "Lost Bearings + the round");
}

#[test]
fn rule_r_e2_reinforcement_in_range_enters_out_of_range_is_discarded() {
    let mut g = std_game();
    place(&mut g, 1, "L02"); // range 1–1
    g.state.team.soldiers[0].slot = 1;
    g.state.team.soldiers[1].slot = 1;
    let mut s = Script { cards: ["E03"].into_iter().collect(), ..Script::default() };
    let ev = enemy_phase(&mut g, &mut s);
    assert!(ev.contains(&Event::EnemyDiscarded { card: code("E03") }), "value 2 is out of 1–1");
    let mut s = Script { cards: ["E01"].into_iter().collect(), d10: [1].into(), d6: [1].into(), ..Script::default() };
    let ev = enemy_phase(&mut g, &mut s);
    assert!(ev.contains(&Event::EnemyEnters { card: code("E01"), slot: 1 }));
    // Reinforce 1: the Forward Observer makes one more check at its slot.
    let mut h = std_game();
    place(&mut h, 1, "L03"); // 2–3
    h.state.team.soldiers[0].slot = 1;
    foe(&mut h, "E05", 2, NONE);
    h.state.field.path[2] = h.content().locations().iter().position(|l| l.id.as_str() == "L07").unwrap() as u8; // 2–3
    let mut s = Script {
        cards: ["E03", "E06"].into_iter().collect(),
        targets: [0, 0, 0].into(),
        d10: [1, 1, 1].into(),
        d6: [1, 1, 1].into(),
    };
    let ev = enemy_phase(&mut h, &mut s);
    assert!(ev.contains(&Event::EnemyEnters { card: code("E03"), slot: 1 }));
    assert!(ev.contains(&Event::EnemyEnters { card: code("E06"), slot: 2 }), "{ev:?}");
}

#[test]
fn rule_r_e3_column_by_active_figures_commander_all_again_inspire() {
    // Commander: 2d10, keep the higher.
    let mut g = game(Options::scenario("M01", "O02", Quality::Elite));
    place(&mut g, 1, "L02");
    foe(&mut g, "E12", 1, 0); // Commander, Inspire; 3 active: hit 6
    let mut s = script(&[2, 7, 1], &[6, 1]);
    g.state.team.soldiers[0].slot = 0;
    let ev = enemy_phase(&mut g, &mut s);
    assert!(
        ev.iter().any(|x| matches!(x, Event::EnemyFire { d10: 7, hit: true, .. })),
        "kept the higher of 2 and 7: {ev:?}"
    );
    // Column by active figures: E03 with one suppressed has 2 active → hit on 7.
    let mut h = std_game();
    place(&mut h, 1, "L02");
    let e = foe(&mut h, "E03", 1, 0);
    h.state.foes.foes[usize::from(e)].as_mut().unwrap().suppression = 1;
    let a = h.assault_for(e).unwrap();
    assert_eq!(a.hit_on, 7);
    // Inspire: E04 clears one suppression from every card before attacks.
    foe(&mut h, "E04", 1, 1);
    let mut s = script(&[1, 1], &[1, 1]);
    let ev = enemy_phase(&mut h, &mut s);
    assert!(ev.contains(&Event::Inspired));
    // All: one roll against every soldier in the slot.
    let mut m = std_game();
    place(&mut m, 1, "L02");
    foe(&mut m, "E07", 1, 0);
    let mut s = script(&[10], &[6]);
    let ev = enemy_phase(&mut m, &mut s);
    let fired: Vec<u8> = ev
        .iter()
        .filter_map(|x| if let Event::EnemyFire { soldier, .. } = x { Some(*soldier) } else { None })
        .collect();
    assert_eq!(fired, [0, 1]);
    // Again: the raider attacks twice.
    let mut r = game(Options::scenario("M01", "O02", Quality::Elite));
    place(&mut r, 1, "L02");
    foe(&mut r, "E09", 0, 0);
    let mut s = script(&[1, 1], &[1, 1]);
    let ev = enemy_phase(&mut r, &mut s);
    assert_eq!(ev.iter().filter(|x| matches!(x, Event::EnemyFire { .. })).count(), 2);
}

#[test]
fn rule_r_e3_marksman_chokepoint_and_smoke_adjust_the_roll() {
    let mut g = std_game();
    place(&mut g, 1, "L11"); // Chokepoint, cover −1
    g.state.team.soldiers[0].slot = 1;
    assert_eq!(g.hit_on_at(7, 1), 6);
    g.state.field.smoke[1] = 2;
    assert_eq!(g.hit_on_at(7, 1), 8);
    assert_eq!(g.soldier_cover(0, false), 3);
    assert_eq!(g.soldier_cover(0, true), 4, "Marksman ignores the slot's cover modifier");
}

#[test]
fn rule_r_e4_wounds_trim_the_hand_and_down_drops_gear_and_retargets() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    for id in ["A19", "A23", "A06", "A01", "A02"] {
        give(&mut g, 0, id);
    }
    let mut ev = Vec::new();
    g.state.flow.need = Need::Run;
    wound(&mut g.state.flow, &mut g.state.team, 0, 2, &mut ev);
    g.run(&mut ev);
    assert_eq!(g.state.flow.need, Need::Trim);
    let h = g.state.team.soldier(0).hand;
    act(&mut g, Order::Discard { card: h.trailing_zeros() as u8 }, &mut Script::default());
    let c = g.state.team.soldier(0).hand.trailing_zeros() as u8;
    act(&mut g, Order::Discard { card: c }, &mut Script::default());
    assert_eq!(g.state.team.soldier(0).hand.count_ones(), 3);
    // Down: gear dropped, counters gone, enemies re-target.
    let e = foe(&mut g, "E01", 1, 0);
    let mut ev = Vec::new();
    g.state.flow.need = Need::Run;
    wound(&mut g.state.flow, &mut g.state.team, 0, 3, &mut ev);
    let mut s = Script { targets: [1].into(), ..Script::default() };
    g.run(&mut ev);
    settle(&mut g, &mut s, &mut ev);
    assert!(ev.contains(&Event::SoldierDown { soldier: 0 }));
    assert_eq!(g.state.field.dropped.iter().flatten().count(), 5);
    assert_eq!(g.state.foes.get(e).unwrap().target, 1);
    assert_eq!(g.state.team.cup[0], 0);
}

#[test]
fn rule_r_e4_stubborn_keeps_one_health_on_a_good_roll() {
    let mut g = game(with_squad(vec![recruit("S01", &["W01"], &["K05"]), recruit("S04", &[], &[])]));
    let mut ev = Vec::new();
    g.state.flow.need = Need::Run;
    wound(&mut g.state.flow, &mut g.state.team, 0, 9, &mut ev);
    g.run(&mut ev);
    settle(&mut g, &mut script(&[], &[4]), &mut ev);
    assert!(ev.contains(&Event::StubbornSave { soldier: 0 }));
    assert_eq!(g.state.team.soldier(0).health, 1);
    g.state.flow.need = Need::Run;
    wound(&mut g.state.flow, &mut g.state.team, 0, 1, &mut ev);
    g.run(&mut ev);
    assert_eq!(g.state.team.soldier(0).life, Life::Down, "once per mission");
}

#[test]
fn rule_r_e5_enemies_out_of_range_close_in_unless_suppressed_or_guarding() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    place(&mut g, 2, "L10");
    let a = foe(&mut g, "E01", 2, 0); // range 1, target at 0
    let b = foe(&mut g, "E03", 2, 0);
    g.state.foes.foes[usize::from(b)].as_mut().unwrap().suppression = 1;
    let c = foe(&mut g, "E02", 2, 1); // Guard, range 2: in range, attacks
    let mut s = script(&[1], &[1]);
    enemy_phase(&mut g, &mut s);
    assert_eq!(g.state.foes.get(a).unwrap().slot, 1);
    assert_eq!(g.state.foes.get(b).unwrap().slot, 2, "suppressed");
    assert_eq!(g.state.foes.get(c).unwrap().slot, 2);
}

#[test]
fn rule_r_e6_recovery_removes_one_suppression() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    let e = foe(&mut g, "E03", 1, NONE);
    g.state.foes.foes[usize::from(e)].as_mut().unwrap().suppression = 2;
    g.state.team.cup = [0; 6];
    enemy_phase(&mut g, &mut Script::default());
    assert_eq!(g.state.foes.get(e).unwrap().suppression, 1);
}

#[test]
fn rule_r_e7_timer_past_the_limit_is_defeat() {
    let mut g = std_game();
    g.state.flow.timer = 8;
    let ev = enemy_phase(&mut g, &mut Script::default());
    assert!(ev.contains(&Event::MissionOver(Outcome::DefeatByTimer { round: 1 })));
    assert_eq!(g.status(), Status::Over(Outcome::DefeatByTimer { round: 1 }));
    let err = g.clone().apply(&Action::BeginTurn { soldier: 0 }, &mut Vec::new()).unwrap_err();
    assert_eq!(err, Error::Flow(wargames_core::FlowError::GameOver));
}

/// Found by `squad_content`: a card set whose weather event adds more than
/// 10 to an enemy's need passed the validator, and its game broke the
/// loader's bound on a penalty (R-E3) at the event. A penalty above 10
/// stops every d10 alone; the validator refuses it.
#[test]
fn rule_r_e3_a_weather_penalty_above_10_is_refused_by_the_content_validator() {
    let (file, card, field, reason) = super::refused_content(|t| &mut t.events, "\"hit_on\": 1 }", "\"hit_on\": 11 }");
    assert_eq!((file, card.as_str(), field), ("events.json", "V01", "effect"));
    assert!(reason.starts_with("R-E3"), "{reason}");
}

/// The same for a smoke penalty above 10 (R-E3).
#[test]
fn rule_r_e3_a_smoke_penalty_above_10_is_refused_by_the_content_validator() {
    let (file, card, field, reason) =
        super::refused_content(|t| &mut t.equipment, "\"penalty\": 2,", "\"penalty\": 11,");
    assert_eq!((file, field), ("equipment.json", "effect"));
    assert!(reason.starts_with("R-E3"), "{card}: {reason}");
}

/// Smoke on smoke stops at the most a slot holds (R-E3), where it would
/// have passed the bound the loader keeps; every need it makes stops every
/// d10 either way, and the need itself never wraps.
#[test]
fn rule_r_e3_smoke_on_a_slot_stops_at_the_most_penalty() {
    use crate::content::effect::{Duration, Effect};
    use crate::state::MOST_PENALTY;
    use crate::state::effects::Source;
    let mut g = std_game();
    let smoke = Effect::SmokeSlot { penalty: 10, dur: Duration::UntilEndOfNextEnemyPhase, reach: Some(1) };
    for _ in 0..3 {
        g.resolve_effect(&smoke, Source::Equipment, 0, 1, &mut wargames_core::NoEvents);
    }
    assert_eq!(g.state.field.smoke[1], MOST_PENALTY);
    assert!(g.invariants().is_ok(), "{:?}", g.invariants());
    g.state.field.weather_hit = 250;
    assert_eq!(g.hit_on_at(7, 1), u8::MAX, "the need saturates instead of wrapping");
}
