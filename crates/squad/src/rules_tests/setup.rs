//! The set-up (R-S1..R-S11): the path, the decks, the mission, the squad and
//! its checks, the opening hands.

use wargames_core::RuleError;

use crate::content::Quality;
use crate::state::Need;
use crate::{Error, Event, Options, Order, Squad};

use super::{Script, act, begin, end_turn, game, give, place, recruit, settle, std_game, with_squad};

fn setup_err(o: Options) -> Error {
    Squad::new(&o).expect_err("set-up should be refused")
}

#[test]
fn rule_r_s1_path_holds_mission_objective_and_empty_slots() {
    let g = std_game();
    assert_eq!(g.objective_slot(), 3);
    assert!(g.terrain(0).is_some());
    assert!(g.terrain(3).is_some());
    assert!(g.terrain(1).is_none() && g.terrain(2).is_none());
    assert_eq!(g.terrain(0).unwrap().entry, 0);
}

#[test]
fn rule_r_s2_empty_deck_reshuffles_its_discards() {
    let mut d = crate::state::Deck { pile: 0, bottom: 0, discard: 0b1010 };
    assert_eq!(d.drawable(), 0b1010);
    assert!(d.take(1));
    assert_eq!((d.pile, d.discard), (0b1000, 0));
    assert!(!d.take(0));
    let mut under = crate::state::Deck { pile: 0, bottom: 0b100, discard: 0b1 };
    assert_eq!(under.drawable(), 0b100, "cards put under the deck come before the discards");
    assert!(under.take(2));
}

#[test]
fn rule_r_s3_cards_of_another_theatre_are_refused() {
    let e = setup_err(Options { theatre: "Pacific".into(), ..Options::default() });
    assert_eq!(e.rule(), Some("R-S3"));
    let e = setup_err(with_squad(vec![recruit("S01", &[], &[]), recruit("S99", &[], &[])]));
    assert_eq!(e.rule(), Some("R-S3"), "{e}");
}

#[test]
fn rule_r_s4_enemy_deck_is_the_chosen_quality_without_garrisons() {
    let g = game(Options::scenario("M01", "O01", Quality::Elite));
    let ids: Vec<String> = (0..64)
        .filter(|i| g.fixed.enemy_deck & (1u64 << i) != 0)
        .map(|i| g.content().enemies()[i].id.to_string())
        .collect();
    assert_eq!(ids, ["E08", "E09", "E10", "E11", "E12", "E13"]);
    let f = std_game();
    assert_eq!(f.fixed.enemy_deck.count_ones(), 7);
    assert!(f.content().enemy_index("G01").is_some_and(|i| f.fixed.enemy_deck & (1 << i) == 0));
    let e = setup_err(Options { faction: "Allied".into(), ..Options::default() });
    assert_eq!(e.rule(), Some("R-S4"));
}

#[test]
fn rule_r_s5_mission_sets_limit_slot_and_rules() {
    let g = game(Options::scenario("M02", "O03", Quality::FrontLine));
    assert_eq!(g.mission().turn_limit, 10);
    assert_eq!(g.objective_slot(), 4);
    assert_eq!(g.mission().events_per_round(), 1);
    let e = setup_err(Options { mission: "M99".into(), ..Options::default() });
    assert_eq!(e.rule(), Some("R-S5"));
}

#[test]
fn rule_r_s6_garrison_waits_beside_the_objective_until_connected() {
    let mut g = game(Options::scenario("M01", "O01", Quality::FrontLine));
    assert!(g.state.foes.foes.iter().all(Option::is_none));
    // Slot 1 holds a location; soldier 1 in slot 1 places slot 2 = D−1.
    place(&mut g, 1, "L10");
    g.state.team.soldiers[0].slot = 1;
    begin(&mut g, 0);
    let mut s = Script { cards: ["L02", "L07", "E01", "G01"].into_iter().collect(), ..Script::default() };
    act(&mut g, Order::PlaceLocation, &mut s);
    let recon = g.state.decks.recon;
    assert_eq!(g.state.flow.need, Need::Recon);
    let keep = (0..64).find(|i| recon & (1 << i) != 0 && g.content().locations()[*i].id.as_str() == "L02").unwrap();
    let ev = act(&mut g, Order::ChooseLocation { card: keep as u8 }, &mut s);
    assert!(ev.contains(&Event::ObjectiveConnected));
    let g01 = g.state.foes.foes.iter().flatten().find(|f| g.enemy(f.card).id.as_str() == "G01").unwrap();
    assert_eq!(g01.slot, 3);
    assert!(g01.objective);
}

#[test]
fn rule_r_s7_squad_is_checked_on_budget_weight_skills_and_size() {
    // Over budget: 30 RP mission.
    let e = setup_err(with_squad(vec![recruit("S05", &["W05"], &[]), recruit("S02", &["W04"], &[])]));
    assert!(matches!(e, Error::OverBudget { .. }), "{e}");
    assert!(e.to_string().starts_with("R-S7"));
    // Overweight: S03 carries 8 + LM 1 = 9; W05 weighs 10.
    let e = setup_err(with_squad(vec![recruit("S03", &["W05"], &[]), recruit("S04", &[], &[])]));
    assert!(matches!(e, Error::Overweight { .. }), "{e}");
    // One soldier.
    assert!(matches!(setup_err(with_squad(vec![recruit("S01", &[], &[])])), Error::SquadTooSmall { .. }));
    // No player soldier.
    assert!(matches!(
        setup_err(with_squad(vec![recruit("S06", &[], &[]), recruit("S08", &[], &[])])),
        Error::NoPlayerSoldier
    ));
    // Duplicate skill.
    assert!(matches!(
        setup_err(with_squad(vec![recruit("S01", &[], &["K02", "K02"]), recruit("S04", &[], &[])])),
        Error::DuplicateSkill { .. }
    ));
    // Specialist without its prerequisite.
    assert!(matches!(
        setup_err(with_squad(vec![recruit("S01", &[], &["K07"]), recruit("S04", &[], &[])])),
        Error::MissingPrerequisite { .. }
    ));
    // Unknown card.
    assert!(matches!(
        setup_err(with_squad(vec![recruit("S01", &["W77"], &[]), recruit("S04", &[], &[])])),
        Error::UnknownCard { .. }
    ));
    // Gear for an NPS.
    assert!(matches!(
        setup_err(with_squad(vec![recruit("S01", &[], &[]), recruit("S06", &["W01"], &[])])),
        Error::GearOnNonPlayer { .. }
    ));
    // Pack Mule carries more: S03 8 + 1 + 3 = 12 ≥ W04 7 + W01 4 = 11; cost 5+8+2+2 + S04 6 = 23.
    assert!(Squad::new(&with_squad(vec![recruit("S03", &["W04", "W01"], &["K03"]), recruit("S04", &[], &[])])).is_ok());
    // Veteran pays the reduced cost: S05 11 + W09 1 + K07 3 = 15; S01 9 + W01 2 + ... = 30 exactly with K02 3.
    let ok = with_squad(vec![recruit("S05", &["W09"], &["K07"]), recruit("S01", &["W01"], &["K02"])]);
    assert!(Squad::new(&ok).is_ok(), "{:?}", Squad::new(&ok).err());
    let over = with_squad(vec![recruit("S01", &["W09"], &["K07"]), recruit("S05", &["W01"], &["K02"])]);
    assert!(matches!(setup_err(over), Error::OverBudget { .. }), "a non-veteran pays the full 5");
}

#[test]
fn rule_r_s8_target_counters_per_soldier() {
    let g = game(with_squad(vec![recruit("S02", &[], &[]), recruit("S03", &[], &[]), recruit("S04", &[], &[])]));
    assert_eq!(&g.state.team.cup[..3], &[5, 3, 4]);
    assert_eq!(setup_err(Options { target_counters: 0, ..Options::default() }).rule(), Some("R-S8"));
}

#[test]
fn rule_r_s9_soldiers_start_on_the_mission_card() {
    let g = std_game();
    assert!((0..g.state.team.n_soldiers).all(|s| g.state.team.soldier(s).slot == 0));
}

#[test]
fn rule_r_s10_player_soldiers_draw_to_health_and_get_start_xp() {
    let mut g = Squad::new(&Options::default()).unwrap();
    settle(&mut g, &mut Script::default(), &mut Vec::new());
    assert_eq!(g.state.team.soldier(0).hand.count_ones(), 5);
    assert_eq!(g.state.team.soldier(1).hand.count_ones(), 4);
    assert_eq!(g.state.team.soldier(0).xp, 1);
    let n = game(Options::scenario("M02", "O01", Quality::FrontLine));
    assert_eq!(n.state.team.soldier(2).hand, 0, "an NPS has no hand");
    assert_eq!(n.state.team.soldier(0).xp, 2);
}

#[test]
fn rule_r_s11_timer_starts_at_one() {
    let g = std_game();
    assert_eq!((g.timer(), g.round()), (1, 1));
}

/// The ruling I29: a turn reshuffles the action discards into the pile
/// once; a later draw in the same turn that finds the pile empty draws
/// nothing, so card plays that draw cards cannot cycle the deck without end.
#[test]
fn rule_r_s2_action_deck_reshuffles_once_in_a_turn() {
    let mut g = std_game();
    begin(&mut g, 1);
    let first = give(&mut g, 1, "A23");
    let second = give(&mut g, 1, "A23");
    // Everything else is in the discards: the first draw reshuffles.
    g.state.decks.actions.discard |= g.state.decks.actions.pile | g.state.decks.actions.bottom;
    g.state.decks.actions.pile = 0;
    g.state.decks.actions.bottom = 0;
    act(&mut g, Order::PlayCard { card: first, boost: false, discard: 0, param: 0 }, &mut Script::default());
    assert!(g.state.team.turn.unwrap().reshuffled);
    assert_eq!(g.state.team.soldier(1).hand.count_ones(), 3, "Second Look drew 2");
    // The pile runs out again: the second Second Look draws nothing.
    g.state.decks.actions.discard |= g.state.decks.actions.pile;
    g.state.decks.actions.pile = 0;
    let mut ev = Vec::new();
    g.apply_order(&Order::PlayCard { card: second, boost: false, discard: 0, param: 0 }, &mut ev).unwrap();
    assert!(!matches!(g.state.flow.need, Need::Chance(_)), "no draw is pending: {:?}", g.state.flow.need);
    assert_eq!(g.state.team.soldier(1).hand.count_ones(), 2);
    assert!(!ev.iter().any(|e| matches!(e, Event::Drew { .. })));
    assert_eq!(g.invariants(), Ok(()));
    // The next turn reshuffles again (R-S2): its CX draw finds the pile empty.
    end_turn(&mut g, &mut Script::default());
    begin(&mut g, 0);
    assert!(g.state.team.turn.unwrap().reshuffled);
    assert_eq!(g.state.team.soldier(0).hand.count_ones(), 1, "CX 1 drew from the reshuffled discards");
}
