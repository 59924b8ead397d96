//! A test per rule id (R-S1..R-V4), with scripted scenarios that force the
//! dice and the draws through `resolve_chance`.
#![allow(clippy::unwrap_used, clippy::panic, clippy::expect_used)]

use std::collections::VecDeque;

use wargames_core::{Game, RuleError, Status};

use crate::content::{Code, Quality};
use crate::engine::flow::bit;
use crate::engine::state::{ChanceKind, Frame, Item, Life, NONE, Need};
use crate::{Action, Aim, Chance, Error, Event, Options, Order, Outcome, Play, Recruit, Squad};

/// Forced chance outcomes. Dice must be scripted (a missing die fails the
/// test); card draws and target draws default to the first possible one.
#[derive(Default)]
pub(crate) struct Script {
    pub d10: VecDeque<u8>,
    pub d6: VecDeque<u8>,
    pub cards: VecDeque<&'static str>,
    pub targets: VecDeque<u8>,
}

pub(crate) fn script(d10: &[u8], d6: &[u8]) -> Script {
    Script { d10: d10.iter().copied().collect(), d6: d6.iter().copied().collect(), ..Script::default() }
}

pub(crate) fn code(s: &str) -> Code {
    Code::new(s).unwrap()
}

fn card_index(g: &Squad, kind: ChanceKind, id: &str) -> Option<u8> {
    let c = g.content();
    let mut outs = Vec::new();
    g.chance_outcomes(&mut outs);
    outs.into_iter().find_map(|(o, _)| {
        let (i, name) = match (kind, o) {
            (ChanceKind::Action, Chance::Action(i)) => (i, c.action_of(i)?.id),
            (ChanceKind::Location, Chance::Location(i)) => (i, c.locations()[usize::from(i)].id),
            (ChanceKind::Enemy, Chance::Enemy(i)) => (i, c.enemies()[usize::from(i)].id),
            (ChanceKind::Event, Chance::Event(i)) => (i, c.event_of(i)?.id),
            _ => return None,
        };
        (name.as_str() == id).then_some(i)
    })
}

/// Resolves chance points until the player acts or the game ends.
pub(crate) fn settle(g: &mut Squad, s: &mut Script, ev: &mut Vec<Event>) {
    while let Need::Chance(kind) = g.d.need {
        let outcome = match kind {
            ChanceKind::D10 => Chance::D10(s.d10.pop_front().expect("script: a d10 is needed")),
            ChanceKind::D6 => Chance::D6(s.d6.pop_front().expect("script: a d6 is needed")),
            ChanceKind::Target => match s.targets.pop_front() {
                Some(t) => Chance::Target(t),
                None => first(g),
            },
            _ => match s.cards.front().and_then(|id| card_index(g, kind, id)) {
                Some(i) => {
                    s.cards.pop_front();
                    match kind {
                        ChanceKind::Action => Chance::Action(i),
                        ChanceKind::Location => Chance::Location(i),
                        ChanceKind::Enemy => Chance::Enemy(i),
                        _ => Chance::Event(i),
                    }
                }
                None => first(g),
            },
        };
        g.resolve_chance(&outcome, ev).unwrap();
    }
}

pub(crate) fn first(g: &Squad) -> Chance {
    let mut outs = Vec::new();
    g.chance_outcomes(&mut outs);
    outs[0].0
}

/// A game set up with `options`, opening hands dealt (default draws), then emptied.
pub(crate) fn game(options: Options) -> Squad {
    let mut g = Squad::new(&options).unwrap();
    settle(&mut g, &mut Script::default(), &mut Vec::new());
    for s in 0..g.d.n_soldiers {
        let h = g.d.soldiers[usize::from(s)].hand;
        g.d.soldiers[usize::from(s)].hand = 0;
        g.d.actions.pile |= h;
    }
    g
}

pub(crate) fn std_game() -> Squad {
    game(Options::default())
}

/// Gives soldier `s` one instance of action card `id`; returns the instance.
pub(crate) fn give(g: &mut Squad, s: u8, id: &str) -> u8 {
    let free = g.d.actions.pile | g.d.actions.discard | g.d.actions.bottom;
    let i = (0..g.content().action_count() as u8)
        .find(|i| free & bit(*i) != 0 && g.content().action_of(*i).unwrap().id.as_str() == id)
        .expect("a free copy of the card");
    g.d.actions.pile &= !bit(i);
    g.d.actions.discard &= !bit(i);
    g.d.actions.bottom &= !bit(i);
    g.d.soldiers[usize::from(s)].hand |= bit(i);
    i
}

/// Puts location `id` into `slot`.
pub(crate) fn place(g: &mut Squad, slot: u8, id: &str) {
    let i = g.content().locations().iter().position(|l| l.id.as_str() == id).unwrap() as u8;
    g.d.locations.pile &= !bit(i);
    g.d.path[usize::from(slot)] = i;
}

/// Puts enemy card `id` into `slot` targeting soldier `target`; returns its entry.
pub(crate) fn foe(g: &mut Squad, id: &str, slot: u8, target: u8) -> u8 {
    let i = g.content().enemy_index(id).unwrap() as u8;
    g.d.enemies.pile &= !bit(i);
    let e = g.add_foe(i, slot, &mut Vec::new()).unwrap();
    if target != NONE {
        g.d.cup[usize::from(target)] -= 1;
    }
    g.d.foes[usize::from(e)].as_mut().unwrap().target = target;
    e
}

/// Plays order `a` part by part (R-D1), then settles the chance points on `s`.
pub(crate) fn act(g: &mut Squad, a: Order, s: &mut Script) -> Vec<Event> {
    let mut ev = Vec::new();
    g.apply_order(&a, &mut ev).unwrap_or_else(|e| panic!("{a} refused: {e}"));
    settle(g, s, &mut ev);
    ev
}

pub(crate) fn begin(g: &mut Squad, s: u8) {
    act(g, Order::BeginTurn { soldier: s }, &mut Script::default());
}

/// Asserts order `a` is refused with rule `rule` (its check's error is
/// returned), and that its parts are refused too, the state unchanged.
pub(crate) fn refused(g: &Squad, a: Order, rule: &str) -> Error {
    let err = g.check_action(&a).expect_err("the order should be refused");
    assert_eq!(err.rule(), Some(rule), "{a}: {err}");
    assert!(err.to_string().starts_with(rule), "{err}");
    let mut copy = g.clone();
    let by_parts = copy.apply_order(&a, &mut Vec::new()).expect_err("its parts should be refused");
    assert!(by_parts.rule().is_some(), "{a}: {by_parts}");
    assert_eq!(&copy, g, "a refusal changed the state");
    err
}

pub(crate) fn recruit(soldier: &str, gear: &[&str], skills: &[&str]) -> Recruit {
    Recruit {
        soldier: code(soldier),
        gear: gear.iter().map(|x| code(x)).collect(),
        skills: skills.iter().map(|x| code(x)).collect(),
        reload_group: None,
    }
}

pub(crate) fn with_squad(squad: Vec<Recruit>) -> Options {
    Options { squad: Some(squad), ..Options::default() }
}

fn setup_err(o: Options) -> Error {
    Squad::new(&o).expect_err("set-up should be refused")
}

/// Ends the turn of the soldier acting, then the other soldiers' turns, into the enemy phase.
fn end_turn(g: &mut Squad, s: &mut Script) -> Vec<Event> {
    act(g, Order::EndTurn { keep: 0 }, s)
}

// ---------------- A. Set-up ----------------

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
    let mut d = crate::engine::state::Deck { pile: 0, bottom: 0, discard: 0b1010 };
    assert_eq!(d.drawable(), 0b1010);
    assert!(d.take(1));
    assert_eq!((d.pile, d.discard), (0b1000, 0));
    assert!(!d.take(0));
    let mut under = crate::engine::state::Deck { pile: 0, bottom: 0b100, discard: 0b1 };
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
        .filter(|i| g.ctx.enemy_deck & (1u64 << i) != 0)
        .map(|i| g.content().enemies()[i].id.to_string())
        .collect();
    assert_eq!(ids, ["E08", "E09", "E10", "E11", "E12", "E13"]);
    let f = std_game();
    assert_eq!(f.ctx.enemy_deck.count_ones(), 7);
    assert!(f.content().enemy_index("G01").is_some_and(|i| f.ctx.enemy_deck & (1 << i) == 0));
    let e = setup_err(Options { faction: "Allied".into(), ..Options::default() });
    assert_eq!(e.rule(), Some("R-S4"));
}

#[test]
fn rule_r_s5_mission_sets_limit_slot_and_rules() {
    let g = game(Options::scenario("M02", "O03", Quality::FrontLine));
    assert_eq!(g.mission().turn_limit, 11);
    assert_eq!(g.objective_slot(), 5);
    assert_eq!(g.mission().events_per_round(), 1);
    let e = setup_err(Options { mission: "M99".into(), ..Options::default() });
    assert_eq!(e.rule(), Some("R-S5"));
}

#[test]
fn rule_r_s6_garrison_waits_beside_the_objective_until_connected() {
    let mut g = game(Options::scenario("M01", "O01", Quality::FrontLine));
    assert!(g.d.foes.iter().all(Option::is_none));
    // Slot 1 holds a location; soldier 1 in slot 1 places slot 2 = D−1.
    place(&mut g, 1, "L10");
    g.d.soldiers[0].slot = 1;
    begin(&mut g, 0);
    let mut s = Script { cards: ["L02", "L07", "E01", "G01"].into_iter().collect(), ..Script::default() };
    act(&mut g, Order::PlaceLocation, &mut s);
    let recon = g.d.recon;
    assert_eq!(g.d.need, Need::Recon);
    let keep = (0..64).find(|i| recon & (1 << i) != 0 && g.content().locations()[*i].id.as_str() == "L02").unwrap();
    let ev = act(&mut g, Order::ChooseLocation { card: keep as u8 }, &mut s);
    assert!(ev.contains(&Event::ObjectiveConnected));
    let g01 = g.d.foes.iter().flatten().find(|f| g.enemy(f.card).id.as_str() == "G01").unwrap();
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
    assert_eq!(&g.d.cup[..3], &[5, 3, 4]);
    assert_eq!(setup_err(Options { target_counters: 0, ..Options::default() }).rule(), Some("R-S8"));
}

#[test]
fn rule_r_s9_soldiers_start_on_the_mission_card() {
    let g = std_game();
    assert!((0..g.d.n_soldiers).all(|s| g.trooper(s).slot == 0));
}

#[test]
fn rule_r_s10_player_soldiers_draw_to_health_and_get_start_xp() {
    let mut g = Squad::new(&Options::default()).unwrap();
    settle(&mut g, &mut Script::default(), &mut Vec::new());
    assert_eq!(g.trooper(0).hand.count_ones(), 5);
    assert_eq!(g.trooper(1).hand.count_ones(), 4);
    assert_eq!(g.trooper(0).xp, 1);
    let n = game(Options::scenario("M02", "O01", Quality::FrontLine));
    assert_eq!(n.trooper(2).hand, 0, "an NPS has no hand");
    assert_eq!(n.trooper(0).xp, 2);
}

#[test]
fn rule_r_s11_timer_starts_at_one() {
    let g = std_game();
    assert_eq!((g.timer(), g.round()), (1, 1));
}

// ---------------- B. Rounds ----------------

#[test]
fn rule_r_r1_player_orders_the_soldiers_and_each_acts_once() {
    let mut g = std_game();
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert_eq!(legal[..2], [Action::BeginTurn { soldier: 0 }, Action::BeginTurn { soldier: 1 }]);
    begin(&mut g, 1);
    end_turn(&mut g, &mut Script::default());
    refused(&g, Order::BeginTurn { soldier: 1 }, "R-R1");
    begin(&mut g, 0);
}

#[test]
fn rule_r_r2_turn_resets_actions_and_cx_draws_beyond_hand_size() {
    let mut g = std_game();
    for _ in 0..5 {
        let c = (0..40).find(|i| g.d.actions.pile & (1u64 << i) != 0).unwrap();
        g.d.actions.pile &= !(1u64 << c);
        g.d.soldiers[0].hand |= 1u64 << c;
    }
    begin(&mut g, 0);
    assert_eq!(g.d.turn.unwrap().actions, 3);
    assert_eq!(g.trooper(0).hand.count_ones(), 6, "CX 1 draws past hand size 5");
}

/// The ruling I31: CX draws go past hand size but never past 16 cards, so a
/// hoarding player's hand stops there and its saved game still loads.
#[test]
fn rule_r_r2_cx_draws_stop_at_the_hand_limit() {
    let mut g = std_game();
    for _ in 0..16 {
        let c = g.d.actions.pile.trailing_zeros();
        g.d.actions.pile &= !(1u64 << c);
        g.d.soldiers[0].hand |= 1u64 << c;
    }
    begin(&mut g, 0);
    assert_eq!(g.trooper(0).hand.count_ones(), 16, "CX 1 draws nothing at 16 cards");
    let back: Squad = serde_json::from_value(serde_json::to_value(&g).unwrap()).unwrap();
    assert_eq!(back, g);
}

// ---------------- C. Actions ----------------

#[test]
fn rule_r_a1_remove_suppression_costs_an_action() {
    let mut g = std_game();
    begin(&mut g, 1);
    refused(&g, Order::RemoveSuppression, "R-A1");
    g.d.soldiers[1].suppression = 2;
    act(&mut g, Order::RemoveSuppression, &mut Script::default());
    assert_eq!(g.trooper(1).suppression, 1);
    assert_eq!(g.d.turn.unwrap().actions, 1);
}

#[test]
fn rule_r_a2_suppressed_soldier_cannot_move_or_fight_and_counters_cap_at_actions() {
    let mut g = std_game();
    place(&mut g, 1, "L10");
    let e = foe(&mut g, "E01", 1, 1);
    g.d.soldiers[1].suppression = 1;
    begin(&mut g, 1);
    refused(&g, Order::Move { to: 1, play: None, pay: 0 }, "R-A2");
    refused(&g, Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(e), play: None }, "R-A2");
    refused(&g, Order::Throw { item: 1, slot: 1, play: None }, "R-A2");
    let mut ev = Vec::new();
    for _ in 0..4 {
        g.suppress(1, &mut ev);
    }
    assert_eq!(g.trooper(1).suppression, 2, "at most `actions` counters");
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
    assert_eq!(g.trooper(1).hand, 0);
    refused(&g, Order::Move { to: 0, play: None, pay: 0 }, "R-A3");
    // Back on slot 0 costs the minimum 1 (entry 0 − movement 1).
    let mut h = std_game();
    place(&mut h, 1, "L02");
    h.d.soldiers[0].slot = 1;
    begin(&mut h, 0);
    act(&mut h, Order::Move { to: 0, play: None, pay: 0 }, &mut Script::default());
    assert_eq!(h.d.turn.unwrap().actions, 2);
}

#[test]
fn rule_r_a4_range_screen_objective_collateral_deploy_bolt_heavy() {
    let mut g = std_game();
    place(&mut g, 1, "L04"); // Collateral Damage
    place(&mut g, 2, "L02");
    let screen = foe(&mut g, "E02", 2, 0);
    let rifle = foe(&mut g, "E01", 2, 0);
    let chapel = foe(&mut g, "E03", 1, 1);
    g.d.soldiers[1].slot = 1;
    begin(&mut g, 1);
    // SMG (item 0): Semi reaches range 1, Auto range 1; slot 2 is range 1 from slot 1.
    refused(&g, Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(rifle), play: None }, "R-A4");
    assert!(g.check_action(&Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(screen), play: None }).is_ok());
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
    assert!(h.check_action(&Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(t), play: None }).is_ok());
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

pub(crate) trait IntoMission {
    /// The options with another mission.
    fn into_mission(self, m: &str) -> Options;
}

impl IntoMission for Options {
    fn into_mission(self, m: &str) -> Options {
        Options { mission: m.into(), ..self }
    }
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
    assert_eq!(g.foe(e).unwrap().ekia, 1);
    // A 1 is ≤ ammo 1: out of ammo even though it hits.
    let ev = act(&mut g, Order::Attack { weapon: 0, mode: 0, aim: Aim::Card(e), play: None }, &mut script(&[1], &[1]));
    assert!(ev.iter().any(|x| matches!(x, Event::OutOfAmmo { .. })));
    assert!(g.trooper(0).gear[0].unwrap().out_of_ammo);
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
    assert_eq!(g.foe(e).unwrap().supp, 2);
    // No active figure left: the EKIA takes a suppressed one and its counter.
    g.hit_foe(e, true, true, false, 0, &mut ev);
    let f = *g.foe(e).unwrap();
    assert_eq!((f.ekia, f.supp), (1, 1));
    let cup = g.d.cup[0];
    let xp = g.trooper(0).xp;
    g.hit_foe(e, true, true, false, 0, &mut ev);
    assert!(g.foe(e).is_none(), "destroyed");
    assert_eq!(g.d.cup[0], cup + 1, "its counter returns to the cup");
    assert_eq!(g.trooper(0).xp, xp + 1);
    // Fearless ignores suppression.
    let f = foe(&mut g, "E08", 1, 0);
    g.hit_foe(f, true, false, false, 0, &mut ev);
    assert_eq!(g.foe(f).unwrap().supp, 0);
    // An NPS kill gives the XP to a PS in its slot.
    let mut n = game(Options::scenario("M02", "O01", Quality::FrontLine));
    let x = foe(&mut n, "E05", 0, 2);
    let xp = n.trooper(0).xp;
    n.hit_foe(x, true, true, false, 2, &mut ev);
    assert_eq!(n.trooper(0).xp, xp + 2);
}

#[test]
fn rule_r_a7_auto_spray_explosion_and_suppressive() {
    // Auto: 3 dice at one card.
    let mut g = std_game();
    place(&mut g, 1, "L02");
    let e = foe(&mut g, "E03", 1, 1);
    g.d.soldiers[1].slot = 1;
    begin(&mut g, 1);
    let ev = act(
        &mut g,
        Order::Attack { weapon: 0, mode: 1, aim: Aim::Card(e), play: None },
        &mut script(&[3, 9, 5], &[6, 1, 1]),
    );
    let shots = ev.iter().filter(|x| matches!(x, Event::Shot { .. })).count();
    assert_eq!(shots, 3);
    let f = *g.foe(e).unwrap();
    assert_eq!((f.ekia, f.supp), (1, 1), "hit+defeat, miss, hit only");
    // Explosion: one shared d10 against every card in the slot.
    let a = foe(&mut g, "E01", 1, 1);
    let ev = act(&mut g, Order::Throw { item: 1, slot: 1, play: None }, &mut script(&[6], &[5, 1]));
    let d10s: Vec<u8> =
        ev.iter().filter_map(|x| if let Event::Shot { d10, .. } = x { Some(*d10) } else { None }).collect();
    assert_eq!(d10s, [6, 6], "one d10 for both cards");
    assert!(g.trooper(1).gear[1].is_none(), "the grenade is expended");
    let _ = a;
    // Spray split declared per die, with Suppressive: a full miss still suppresses.
    let mut h = game(with_squad(vec![recruit("S02", &["W05"], &[]), recruit("S04", &[], &[])]).into_mission("M02"));
    place(&mut h, 1, "L02");
    let x = foe(&mut h, "E03", 1, 0);
    let y = foe(&mut h, "E01", 1, 0);
    h.d.soldiers[0].gear[0].as_mut().unwrap().deployed = true;
    begin(&mut h, 0);
    let (lo, hi) = (x.min(y), x.max(y));
    refused(&h, Order::Attack { weapon: 0, mode: 1, aim: Aim::Split([hi, lo, lo, lo]), play: None }, "R-A7");
    act(
        &mut h,
        Order::Attack { weapon: 0, mode: 1, aim: Aim::Split([lo, lo, hi, hi]), play: None },
        &mut script(&[10, 10, 10, 10], &[1, 1, 1, 1]),
    );
    assert_eq!(h.foe(lo).unwrap().supp + h.foe(hi).unwrap().supp, 4);
}

#[test]
fn rule_r_a8_melee_unarmed_needs_ten_and_weapon_melee_rolls_both() {
    let mut g = std_game();
    place(&mut g, 1, "L02"); // melee cost 1
    let e = foe(&mut g, "E03", 1, 0);
    g.d.soldiers[0].slot = 1;
    begin(&mut g, 0);
    // Unarmed: d10 9 + melee +1 = 10 kills, cover ignored, no d6.
    act(&mut g, Order::Melee { weapon: None, target: e, play: None }, &mut script(&[9], &[]));
    assert_eq!(g.foe(e).unwrap().ekia, 1);
    // Bayonet on the rifle: hit on d10 ≤ 7 + 1, d6 + pen 1 ≥ cover 4.
    act(&mut g, Order::Melee { weapon: Some(0), target: e, play: None }, &mut script(&[8], &[3]));
    assert_eq!(g.foe(e).unwrap().ekia, 2);
    // Melee elsewhere is refused.
    let far = foe(&mut g, "E01", 0, 0);
    refused(&g, Order::Melee { weapon: None, target: far, play: None }, "R-A8");
    // The knife-less SMG has no melee profile.
    let mut h = std_game();
    place(&mut h, 1, "L03"); // melee cost 3 > 2 actions
    let t = foe(&mut h, "E01", 1, 1);
    h.d.soldiers[1].slot = 1;
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
    g.d.soldiers[0].gear[0].as_mut().unwrap().out_of_ammo = true;
    let spares = g.trooper(0).spares;
    act(&mut g, Order::Reload { weapon: 0 }, &mut Script::default());
    assert!(!g.trooper(0).gear[0].unwrap().out_of_ammo);
    assert_eq!(g.trooper(0).spares.iter().sum::<u8>() + 1, spares.iter().sum::<u8>());
    refused(&g, Order::Reload { weapon: 0 }, "R-A9");
    // Discard & draw refills to hand size.
    let a = give(&mut g, 0, "A19");
    act(&mut g, Order::DiscardDraw { discard: bit(a) }, &mut Script::default());
    assert_eq!(g.trooper(0).hand.count_ones(), 5);
    let _ = e;
    // The .30 group is shared: the SAR's spares reload a rifle.
    let mut h =
        game(with_squad(vec![recruit("S02", &["W04", "W01"], &[]), recruit("S04", &[], &[])]).into_mission("M02"));
    let g30 = h.content().ammo_group_named(".30").unwrap();
    assert_eq!(h.trooper(0).spares[usize::from(g30)], 4);
    begin(&mut h, 0);
    refused(&h, Order::Deploy { weapon: 1 }, "R-A9");
    act(&mut h, Order::Deploy { weapon: 0 }, &mut Script::default());
    assert!(h.trooper(0).gear[0].unwrap().deployed);
}

// ---------------- D. Free activities ----------------

#[test]
fn rule_r_f1_keyword_match_boost_and_playing_for_another_soldier() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    let e = foe(&mut g, "E03", 1, 1);
    g.d.soldiers[1].slot = 1;
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
    assert_eq!(g.trooper(0).xp, 0, "soldier 1 paid the XP for playing on another");
    assert_eq!(g.foe(e).unwrap().supp, 3, "Covering Fire made the misses suppress");
}

#[test]
fn rule_r_f2_covert_cards_need_their_discards() {
    let mut g = std_game();
    begin(&mut g, 0);
    let cx = g.trooper(0).hand;
    let silent = give(&mut g, 0, "A09");
    let other = give(&mut g, 0, "A19");
    let err = refused(&g, Order::PlayCard { card: silent, boost: false, discard: 0, param: 0 }, "R-F2");
    assert!(matches!(err, Error::WrongDiscards { need: 1 }));
    act(&mut g, Order::PlayCard { card: silent, boost: false, discard: bit(other), param: 0 }, &mut Script::default());
    assert!(g.d.turn.unwrap().stealth_next);
    assert_eq!(g.trooper(0).hand, cx, "the card and its discard are gone");
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
    assert_eq!(g.trooper(0).xp, 0);
    assert_eq!(g.owned_supports(0), bit(smoke));
    begin(&mut g, 1);
    act(&mut g, Order::EndTurn { keep: 0 }, &mut Script::default());
    // Next round (no enemies: nothing rolls); soldier 1 cannot pay: the card goes.
    let mut s = Script::default();
    settle(&mut g, &mut s, &mut Vec::new());
    begin(&mut g, 0);
    refused(&g, Order::EndTurn { keep: bit(smoke) }, "R-F1");
    act(&mut g, Order::EndTurn { keep: 0 }, &mut s);
    assert_eq!(g.owned_supports(0), 0);
    assert_eq!(g.smoke_at(1), 0);
}

#[test]
fn rule_r_f4_reactions_in_the_enemy_phase() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    foe(&mut g, "E06", 1, 0); // hit 5 with 2 active: 2 wounds
    let take = give(&mut g, 0, "A15");
    g.d.soldiers[0].xp = 0;
    begin(&mut g, 1);
    act(&mut g, Order::EndTurn { keep: 0 }, &mut Script::default());
    begin(&mut g, 0);
    // Enemy phase: a d10 8 ≥ 5 and a d6 6 + 1 ≥ cover 4 − 1: 2 wounds; Take Cover! removes 1.
    let mut s = script(&[8], &[6]);
    act(&mut g, Order::EndTurn { keep: 0 }, &mut s);
    assert_eq!(g.d.need, Need::Reaction);
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert!(legal.contains(&Action::React { card: take, boost: false }));
    refused(&g, Order::React { card: take, boost: true }, "R-F1");
    act(&mut g, Order::React { card: take, boost: false }, &mut s);
    assert_eq!(g.trooper(0).health, 4);
    refused(&g, Order::React { card: take, boost: false }, "R-F4");
}

#[test]
fn rule_r_f5_place_location_spawns_by_value_with_recon() {
    let mut g = std_game();
    begin(&mut g, 1);
    let mut s = Script { cards: ["L03", "L08", "E03", "E01", "E02"].into_iter().collect(), ..Script::default() };
    act(&mut g, Order::PlaceLocation, &mut s);
    assert_eq!(g.d.need, Need::Recon, "Recon 1: two cards to choose from");
    let l03 = g.content().locations().iter().position(|l| l.id.as_str() == "L03").unwrap() as u8;
    let ev = act(&mut g, Order::ChooseLocation { card: l03 }, &mut s);
    // Value 4: E03 (2) + E01 (1) + E02 (1).
    let entered = ev.iter().filter(|x| matches!(x, Event::EnemyEnters { slot: 1, .. })).count();
    assert_eq!(entered, 3);
    assert!(g.d.locations.bottom != 0, "the other recon card goes under the deck");
    refused(&g, Order::PlaceLocation, "R-F5");
}

#[test]
fn rule_r_f6_connecting_brings_garrison_and_objective_spawn() {
    let mut g = game(Options::scenario("M01", "O01", Quality::FrontLine));
    place(&mut g, 1, "L02");
    g.d.soldiers[0].slot = 1;
    begin(&mut g, 0);
    let mut s = Script { cards: ["L10", "L12", "E01", "E02", "E03", "E04"].into_iter().collect(), ..Script::default() };
    act(&mut g, Order::PlaceLocation, &mut s);
    let l10 = g.content().locations().iter().position(|l| l.id.as_str() == "L10").unwrap() as u8;
    act(&mut g, Order::ChooseLocation { card: l10 }, &mut s);
    let in_d: Vec<String> =
        g.d.foes.iter().flatten().filter(|f| f.slot == 3).map(|f| g.enemy(f.card).id.to_string()).collect();
    assert!(in_d.contains(&"G01".to_string()));
    let value: u8 = g.d.foes.iter().flatten().filter(|f| f.slot == 3).map(|f| g.enemy(f.card).value).sum();
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
    g.d.soldiers[0].slot = 2;
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
    assert!(matches!(g.trooper(1).gear.iter().flatten().last().unwrap().item, Item::Weapon(_)));
    act(&mut g, Order::DropGear { item: 4 }, &mut Script::default());
    assert_eq!(g.d.dropped.iter().flatten().count(), 1);
    let mut far = g.clone();
    far.d.soldiers[1].slot = 1;
    refused(&far, Order::PassGear { item: 2, to: 1 }, "R-F8");
    // In his own turn Moreau drops the rifle he was given and takes the kit.
    end_turn(&mut g, &mut Script::default());
    begin(&mut g, 1);
    let rifle = g.trooper(1).gear.iter().rposition(Option::is_some).unwrap() as u8;
    act(&mut g, Order::DropGear { item: rifle }, &mut Script::default());
    act(&mut g, Order::PickUp { item: 0 }, &mut Script::default());
    assert_eq!(g.d.dropped.iter().flatten().count(), 1);
    assert!(matches!(g.d.dropped[1].unwrap().1.item, Item::Weapon(_)));
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
    let place = g.d.turn.unwrap().gear_moved.trailing_zeros() as u8;
    assert!(g.trooper(1).gear[usize::from(place)].is_some());
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
    g.d.actions.discard |= g.d.actions.pile | g.d.actions.bottom;
    g.d.actions.pile = 0;
    g.d.actions.bottom = 0;
    act(&mut g, Order::PlayCard { card: first, boost: false, discard: 0, param: 0 }, &mut Script::default());
    assert!(g.d.turn.unwrap().reshuffled);
    assert_eq!(g.trooper(1).hand.count_ones(), 3, "Second Look drew 2");
    // The pile runs out again: the second Second Look draws nothing.
    g.d.actions.discard |= g.d.actions.pile;
    g.d.actions.pile = 0;
    let mut ev = Vec::new();
    g.apply_order(&Order::PlayCard { card: second, boost: false, discard: 0, param: 0 }, &mut ev).unwrap();
    assert!(!matches!(g.d.need, Need::Chance(_)), "no draw is pending: {:?}", g.d.need);
    assert_eq!(g.trooper(1).hand.count_ones(), 2);
    assert!(!ev.iter().any(|e| matches!(e, Event::Drew { .. })));
    assert_eq!(g.invariants(), Ok(()));
    // The next turn reshuffles again (R-S2): its CX draw finds the pile empty.
    end_turn(&mut g, &mut Script::default());
    begin(&mut g, 0);
    assert!(g.d.turn.unwrap().reshuffled);
    assert_eq!(g.trooper(0).hand.count_ones(), 1, "CX 1 drew from the reshuffled discards");
}

/// The ruling I30: equipment used for free has a number of uses.
#[test]
fn rule_r_f8_free_equipment_without_uses_is_refused_by_the_content_validator() {
    use crate::content::{Content, ContentError, ContentTexts};
    let endless = ContentTexts::BUILTIN.equipment.replacen(
        "\"uses\": 1, \"activation\": \"Free\"",
        "\"activation\": \"Free\"",
        1,
    );
    assert_ne!(endless, ContentTexts::BUILTIN.equipment);
    let texts = ContentTexts { equipment: &endless, ..ContentTexts::BUILTIN };
    match Content::parse(&texts) {
        Err(ContentError::Card { file, card, field, reason }) => {
            assert_eq!((file, card.as_str(), field), ("equipment.json", "Q03", "uses"));
            assert!(reason.contains("without end"), "{reason}");
        }
        other => panic!("accepted an endless free use: {other:?}"),
    }
}

/// The ruling I32: equipment used on a soldier or slot prints one effect
/// (R-A9), since its use names one target that a single effect reads.
#[test]
fn rule_r_a9_used_equipment_with_a_sequence_of_effects_is_refused_by_the_content_validator() {
    use crate::content::{Content, ContentError, ContentTexts};
    let heal = "{ \"Heal\": { \"who\": \"OneInSlot\", \"n\": 1 } }";
    let two = ContentTexts::BUILTIN.equipment.replacen(
        &format!("\"effect\": {heal}"),
        &format!("\"effect\": {{ \"Seq\": [{heal}, {heal}] }}"),
        1,
    );
    assert_ne!(two, ContentTexts::BUILTIN.equipment);
    let texts = ContentTexts { equipment: &two, ..ContentTexts::BUILTIN };
    match Content::parse(&texts) {
        Err(ContentError::Card { file, card, field, reason }) => {
            assert_eq!((file, card.as_str(), field), ("equipment.json", "Q02", "effect"));
            assert!(reason.contains("R-A9"), "{reason}");
        }
        other => panic!("accepted used equipment with a sequence of effects: {other:?}"),
    }
    // Thrown equipment keeps its sequences (Q04 Demolition Charge).
    assert!(ContentTexts::BUILTIN.equipment.contains("\"Throw\"") && Content::parse(&ContentTexts::BUILTIN).is_ok());
}

#[test]
fn rule_r_f9_withdrawal_at_two_health_retargets_enemies() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    let e = foe(&mut g, "E01", 1, 1);
    refused(&g, Order::Withdraw { soldier: 1 }, "R-F9");
    g.d.soldiers[1].health = 2;
    let mut s = Script { targets: [0].into_iter().collect(), ..Script::default() };
    let ev = act(&mut g, Order::Withdraw { soldier: 1 }, &mut s);
    assert!(ev.contains(&Event::Withdrew { soldier: 1 }));
    assert_eq!(g.trooper(1).life, Life::Withdrawn);
    assert_eq!(g.foe(e).unwrap().target, 0, "the enemy re-targeted");
    assert_eq!(g.d.cup[1], 0);
}

#[test]
fn rule_r_f10_end_turn_passes_to_the_next_soldier() {
    let mut g = std_game();
    begin(&mut g, 0);
    act(&mut g, Order::EndTurn { keep: 0 }, &mut Script::default());
    assert_eq!(g.d.need, Need::Phase);
    assert_eq!(g.d.done, 1);
    refused(&g, Order::EndTurn { keep: 0 }, "R-R1");
}

// ---------------- E. Enemy phase ----------------

/// Both soldiers end their turns; the enemy phase runs on `s`.
pub(crate) fn enemy_phase(g: &mut Squad, s: &mut Script) -> Vec<Event> {
    begin(g, 0);
    act(g, Order::EndTurn { keep: 0 }, &mut Script::default());
    begin(g, 1);
    act(g, Order::EndTurn { keep: 0 }, s)
}

#[test]
fn rule_r_e1_mission_events_each_round() {
    let mut g = game(Options::scenario("M02", "O01", Quality::FrontLine));
    let mut s = Script { cards: ["V07"].into_iter().collect(), ..Script::default() };
    begin(&mut g, 2);
    act(&mut g, Order::EndTurn { keep: 0 }, &mut Script::default());
    begin(&mut g, 0);
    act(&mut g, Order::EndTurn { keep: 0 }, &mut Script::default());
    begin(&mut g, 1);
    let ev = act(&mut g, Order::EndTurn { keep: 0 }, &mut s);
    assert!(ev.contains(&Event::EventDrawn { card: code("V07") }));
    assert_eq!(g.timer(), 3, "Lost Bearings + the round");
}

#[test]
fn rule_r_e2_reinforcement_in_range_enters_out_of_range_is_discarded() {
    let mut g = std_game();
    place(&mut g, 1, "L02"); // range 1–1
    g.d.soldiers[0].slot = 1;
    g.d.soldiers[1].slot = 1;
    let mut s = Script { cards: ["E03"].into_iter().collect(), ..Script::default() };
    let ev = enemy_phase(&mut g, &mut s);
    assert!(ev.contains(&Event::EnemyDiscarded { card: code("E03") }), "value 2 is out of 1–1");
    let mut s = Script { cards: ["E01"].into_iter().collect(), d10: [1].into(), d6: [1].into(), ..Script::default() };
    let ev = enemy_phase(&mut g, &mut s);
    assert!(ev.contains(&Event::EnemyEnters { card: code("E01"), slot: 1 }));
    // Reinforce 1: the Forward Observer makes one more check at its slot.
    let mut h = std_game();
    place(&mut h, 1, "L03"); // 2–3
    h.d.soldiers[0].slot = 1;
    foe(&mut h, "E05", 2, NONE);
    h.d.path[2] = h.content().locations().iter().position(|l| l.id.as_str() == "L07").unwrap() as u8; // 2–3
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
    g.d.soldiers[0].slot = 0;
    let ev = enemy_phase(&mut g, &mut s);
    assert!(
        ev.iter().any(|x| matches!(x, Event::EnemyFire { d10: 7, hit: true, .. })),
        "kept the higher of 2 and 7: {ev:?}"
    );
    // Column by active figures: E03 with one suppressed has 2 active → hit on 7.
    let mut h = std_game();
    place(&mut h, 1, "L02");
    let e = foe(&mut h, "E03", 1, 0);
    h.d.foes[usize::from(e)].as_mut().unwrap().supp = 1;
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
    g.d.soldiers[0].slot = 1;
    assert_eq!(g.hit_on_at(7, 1), 6);
    g.d.smoke[1] = 2;
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
    g.d.need = Need::Run;
    g.wound(0, 2, &mut ev);
    g.run(&mut ev);
    assert_eq!(g.d.need, Need::Trim);
    let h = g.trooper(0).hand;
    act(&mut g, Order::Discard { card: h.trailing_zeros() as u8 }, &mut Script::default());
    let c = g.trooper(0).hand.trailing_zeros() as u8;
    act(&mut g, Order::Discard { card: c }, &mut Script::default());
    assert_eq!(g.trooper(0).hand.count_ones(), 3);
    // Down: gear dropped, counters gone, enemies re-target.
    let e = foe(&mut g, "E01", 1, 0);
    let mut ev = Vec::new();
    g.d.need = Need::Run;
    g.wound(0, 3, &mut ev);
    let mut s = Script { targets: [1].into(), ..Script::default() };
    g.run(&mut ev);
    settle(&mut g, &mut s, &mut ev);
    assert!(ev.contains(&Event::SoldierDown { soldier: 0 }));
    assert_eq!(g.d.dropped.iter().flatten().count(), 5);
    assert_eq!(g.foe(e).unwrap().target, 1);
    assert_eq!(g.d.cup[0], 0);
}

#[test]
fn rule_r_e4_stubborn_keeps_one_health_on_a_good_roll() {
    let mut g = game(with_squad(vec![recruit("S01", &["W01"], &["K05"]), recruit("S04", &[], &[])]));
    let mut ev = Vec::new();
    g.d.need = Need::Run;
    g.wound(0, 9, &mut ev);
    g.run(&mut ev);
    settle(&mut g, &mut script(&[], &[4]), &mut ev);
    assert!(ev.contains(&Event::StubbornSave { soldier: 0 }));
    assert_eq!(g.trooper(0).health, 1);
    g.d.need = Need::Run;
    g.wound(0, 1, &mut ev);
    g.run(&mut ev);
    assert_eq!(g.trooper(0).life, Life::Down, "once per mission");
}

#[test]
fn rule_r_e5_enemies_out_of_range_close_in_unless_suppressed_or_guarding() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    place(&mut g, 2, "L10");
    let a = foe(&mut g, "E01", 2, 0); // range 1, target at 0
    let b = foe(&mut g, "E03", 2, 0);
    g.d.foes[usize::from(b)].as_mut().unwrap().supp = 1;
    let c = foe(&mut g, "E02", 2, 1); // Guard, range 2: in range, attacks
    let mut s = script(&[1], &[1]);
    enemy_phase(&mut g, &mut s);
    assert_eq!(g.foe(a).unwrap().slot, 1);
    assert_eq!(g.foe(b).unwrap().slot, 2, "suppressed");
    assert_eq!(g.foe(c).unwrap().slot, 2);
}

#[test]
fn rule_r_e6_recovery_removes_one_suppression() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    let e = foe(&mut g, "E03", 1, NONE);
    g.d.foes[usize::from(e)].as_mut().unwrap().supp = 2;
    g.d.cup = [0; 6];
    enemy_phase(&mut g, &mut Script::default());
    assert_eq!(g.foe(e).unwrap().supp, 1);
}

#[test]
fn rule_r_e7_timer_past_the_limit_is_defeat() {
    let mut g = std_game();
    g.d.timer = 8;
    let ev = enemy_phase(&mut g, &mut Script::default());
    assert!(ev.contains(&Event::MissionOver(Outcome::DefeatByTimer { round: 1 })));
    assert_eq!(g.status(), Status::Over(Outcome::DefeatByTimer { round: 1 }));
    let err = g.clone().apply(&Action::BeginTurn { soldier: 0 }, &mut Vec::new()).unwrap_err();
    assert_eq!(err, Error::Flow(wargames_core::FlowError::GameOver));
}

// ---------------- F. Victory, defeat ----------------

#[test]
fn rule_r_v1_victory_the_moment_the_objective_is_cleared() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    place(&mut g, 2, "L10");
    g.d.active = true;
    let e = foe(&mut g, "E01", 3, 0);
    g.d.soldiers[0].slot = 2;
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
    for slot in 1..5 {
        place(&mut g, slot, ["L02", "L10", "L12", "L07"][usize::from(slot) - 1]);
    }
    g.d.active = true;
    g.d.soldiers[0].slot = 5;
    begin(&mut g, 0);
    // Rifle at range 0: hit 8; cover 6: d6 6 + pen 0.
    act(&mut g, Order::Attack { weapon: 0, mode: 0, aim: Aim::Objective, play: None }, &mut script(&[2], &[6]));
    assert_eq!(g.d.kills, 1);
    // The charge counts 2 kills: victory.
    let ev = act(&mut g, Order::Throw { item: 1, slot: 5, play: None }, &mut script(&[3], &[3]));
    assert!(ev.iter().any(|x| matches!(x, Event::MissionOver(Outcome::Victory { .. }))), "{ev:?}");
}

#[test]
fn rule_r_v1_recover_the_dispatch_and_carry_it_home() {
    let mut g = game(Options::scenario("M01", "O03", Quality::FrontLine));
    place(&mut g, 1, "L02");
    place(&mut g, 2, "L10");
    g.d.active = true;
    g.d.soldiers[1].slot = 3;
    begin(&mut g, 1);
    act(&mut g, Order::TakeDispatch, &mut Script::default());
    refused(&g, Order::TakeDispatch, "R-V1");
    assert!(!g.requirement_met());
    g.d.soldiers[1].slot = 0;
    assert!(g.requirement_met());
}

#[test]
fn rule_r_v2_no_player_soldier_left_is_defeat() {
    let mut g = std_game();
    g.d.soldiers[0].health = 1;
    g.d.soldiers[1].health = 2;
    act(&mut g, Order::Withdraw { soldier: 1 }, &mut Script::default());
    let ev = act(&mut g, Order::Withdraw { soldier: 0 }, &mut Script::default());
    assert!(ev.contains(&Event::MissionOver(Outcome::DefeatByCasualties { round: 1 })));
}

#[test]
fn rule_r_v3_an_empty_cup_leaves_enemies_without_target() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    g.d.cup = [0; 6];
    let e = foe(&mut g, "E01", 1, NONE);
    let i = g.content().enemy_index("E03").unwrap() as u8;
    g.d.enemies.pile &= !bit(i);
    let f = g.add_foe(i, 1, &mut Vec::new()).unwrap();
    g.push(Frame::Arrive { foe: f, ambush: true, step: 0 });
    let mut ev = Vec::new();
    g.d.need = Need::Run;
    g.run(&mut ev);
    assert!(ev.contains(&Event::NoTarget { card: code("E03") }));
    // Retried at the start of the Enemy Phase, once a counter is back.
    g.d.cup[0] = 1;
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
    g.d.soldiers[0].slot = 0;
    // Out of range: no. Raider range 1, target in 0: it attacks. Put the target far instead.
    g.d.foes[usize::from(e)].as_mut().unwrap().slot = 2;
    place(&mut g, 2, "L10");
    enemy_phase(&mut g, &mut Script::default());
    assert_eq!(g.foe(e).unwrap().slot, 1);
    let mut s = script(&[1, 1], &[1, 1]);
    enemy_phase(&mut g, &mut s);
    let mut h = std_game();
    let x = foe(&mut h, "E01", 0, 0);
    assert_eq!(h.foe(x).unwrap().slot, 0);
}

pub(crate) trait WithObjective {
    /// The options with another objective.
    fn with_objective(self, o: &str) -> Options;
}

impl WithObjective for Options {
    fn with_objective(self, o: &str) -> Options {
        Options { objective: o.into(), ..self }
    }
}

#[test]
fn corrupt_saves_are_refused() {
    let g = std_game();
    let mut v = serde_json::to_value(&g).unwrap();
    v["state"]["n_soldiers"] = serde_json::json!(5);
    assert!(serde_json::from_value::<Squad>(v).is_err());
    let mut v = serde_json::to_value(&g).unwrap();
    v["state"]["path"][1] = serde_json::json!(200);
    assert!(serde_json::from_value::<Squad>(v).is_err());
    let mut v = serde_json::to_value(&g).unwrap();
    v["state"]["depth"] = serde_json::json!(0);
    assert!(serde_json::from_value::<Squad>(v).is_err());
    let back: Squad = serde_json::from_value(serde_json::to_value(&g).unwrap()).unwrap();
    assert_eq!(back, g);
}

/// The first pending draw in a saved state (the opening hands, R-S10).
fn with_draw_frame() -> serde_json::Value {
    let g = Squad::new(&Options::default()).unwrap();
    let v = serde_json::to_value(&g).unwrap();
    assert!(v["state"]["stack"].as_array().unwrap().iter().any(|f| f.get("draw").is_some()));
    v
}

#[test]
fn rule_r_s10_saved_draw_with_cap_255_is_refused_on_load() {
    let mut v = with_draw_frame();
    for f in v["state"]["stack"].as_array_mut().unwrap() {
        if let Some(d) = f.get_mut("draw") {
            d["cap"] = serde_json::json!(255);
            d["n"] = serde_json::json!(255);
        }
    }
    let err = serde_json::from_value::<Squad>(v).err().unwrap().to_string();
    assert!(err.contains("Draw cap 255"), "{err}");
    // The unedited state loads.
    assert!(serde_json::from_value::<Squad>(with_draw_frame()).is_ok());
}

#[test]
fn rule_r_r1_saved_done_255_is_refused_on_load() {
    let g = std_game();
    assert_eq!(g.d.need, Need::Phase);
    let mut v = serde_json::to_value(&g).unwrap();
    v["state"]["done"] = serde_json::json!(255);
    let err = serde_json::from_value::<Squad>(v).err().unwrap().to_string();
    assert!(err.contains("done"), "{err}");
    // Every soldier of the squad done while the Soldier Phase waits: refused too.
    let mut v = serde_json::to_value(&g).unwrap();
    v["state"]["done"] = serde_json::json!((1u32 << g.d.n_soldiers) - 1);
    let err = serde_json::from_value::<Squad>(v).err().unwrap().to_string();
    assert!(err.contains("R-R1"), "{err}");
}

#[test]
fn saved_hand_past_the_limit_is_refused_on_load() {
    let mut g = std_game();
    g.d.soldiers[0].hand = (1u64 << 17) - 1;
    g.d.actions.pile &= !g.d.soldiers[0].hand;
    g.d.actions.bottom &= !g.d.soldiers[0].hand;
    g.d.actions.discard &= !g.d.soldiers[0].hand;
    let err = serde_json::from_value::<Squad>(serde_json::to_value(&g).unwrap()).err().unwrap().to_string();
    assert!(err.contains("more than 16 cards"), "{err}");
}

#[test]
fn invariants_recompute_the_derived_masks() {
    let g = std_game();
    assert_eq!(g.invariants(), Ok(()));
    let mut h = g.clone();
    h.d.alive ^= 1;
    assert!(h.invariants().unwrap_err().contains("alive"));
    let mut h = g.clone();
    h.d.occupied ^= 1;
    assert!(h.invariants().unwrap_err().contains("occupied"));
    let mut h = g.clone();
    h.d.lying ^= 1;
    assert!(h.invariants().unwrap_err().contains("lying"));
    let mut h = g.clone();
    let c = h.d.actions.pile.trailing_zeros();
    h.d.soldiers[0].hand |= 1 << c;
    assert!(h.invariants().unwrap_err().contains("two places"));
}

#[test]
fn rule_r_s2_saved_card_lost_or_doubled_is_refused_on_load() {
    let g = std_game();
    // An action card taken out of every place (R-S2: the deck holds every card).
    let mut h = g.clone();
    let c = h.d.actions.pile.trailing_zeros();
    h.d.actions.pile &= !(1 << c);
    let err = serde_json::from_value::<Squad>(serde_json::to_value(&h).unwrap()).err().unwrap().to_string();
    assert!(err.contains("are nowhere"), "{err}");
    // A location card both in the deck and on the path.
    let mut h = g.clone();
    let l = h.d.locations.pile.trailing_zeros();
    h.d.path[1] = l as u8;
    let err = serde_json::from_value::<Squad>(serde_json::to_value(&h).unwrap()).err().unwrap().to_string();
    assert!(err.contains("location cards"), "{err}");
    assert!(serde_json::from_value::<Squad>(serde_json::to_value(&g).unwrap()).is_ok());
}
