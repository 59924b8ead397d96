//! The view holds what the rules put on the table, while the player
//! decides on it: the recon cards drawn (R-F5), the dice of an enemy attack
//! under way (R-E3, R-F4), the procedures under way by name with their
//! rule ids (R-R1, R-R2), and each procedure's stage by name (R-A5, R-E3,
//! R-E4, R-F5, R-F6, R-V3..R-E7).

use wargames_core::{Game, Seat};

use crate::state::{Arm, Assault, Attack, Frame, NONE, Need, Style};
use crate::{
    ArrivalStage, AssaultStage, AssaultView, AttackStage, ConnectStage, DownStage, EnemyStep, Order, PlaceStage,
    Procedure,
};

use super::{Script, act, begin, code, foe, give, place, script, std_game};

#[test]
fn rule_r_f5_recon_cards_drawn_are_in_the_view_while_the_player_keeps_one() {
    let mut g = std_game();
    begin(&mut g, 1);
    let mut s = Script { cards: ["L03", "L08", "E03", "E01", "E02"].into_iter().collect(), ..Script::default() };
    act(&mut g, Order::PlaceLocation, &mut s);
    assert_eq!(g.state.flow.need, Need::Recon);
    let v = g.view(Seat::FIRST);
    assert!(
        matches!(v.procedures.last(), Some(Procedure::PlaceLocation { stage: PlaceStage::Draw, recon_cards: 2, .. })),
        "R-F5: the Location is being drawn: {:?}",
        v.procedures
    );
    let drawn: Vec<_> = v.recon.iter().map(|c| c.card).collect();
    assert_eq!(drawn, [code("L03"), code("L08")], "Recon 1: both cards drawn lie in sight");
    let l03 = v.recon.iter().find(|c| c.card == code("L03")).unwrap().clone();
    assert_eq!(l03.name, g.content().locations()[usize::from(l03.number)].name);
    let l03 = l03.number;
    act(&mut g, Order::ChooseLocation { card: l03 }, &mut s);
    let v = g.view(Seat::FIRST);
    assert!(v.recon.is_empty(), "the choice is made");
    let l08 = g.content().locations().iter().position(|l| l.id == code("L08")).unwrap() as u8;
    assert_eq!(v.deck_cards.locations.bottom, [l08], "the card not kept lies under the deck, in sight");
}

#[test]
fn rule_r_f4_dice_of_the_enemy_attack_are_in_the_view_during_the_reaction_window() {
    let mut g = std_game();
    place(&mut g, 1, "L02");
    foe(&mut g, "E06", 1, 0);
    give(&mut g, 0, "A15");
    begin(&mut g, 1);
    act(&mut g, Order::EndTurn { keep: 0 }, &mut Script::default());
    begin(&mut g, 0);
    // R-E3: the d10 8 and the d6 6 are rolled; the window before wounds opens.
    act(&mut g, Order::EndTurn { keep: 0 }, &mut script(&[8], &[6]));
    assert_eq!(g.state.flow.need, Need::Reaction);
    let v = g.view(Seat::FIRST);
    let assault = v.procedures.iter().rev().find_map(|f| match f {
        Procedure::EnemyAttack(a) => Some(a.clone()),
        _ => None,
    });
    let Some(AssaultView { d10, d6, target, stage, .. }) = assault else {
        panic!("an enemy attack under way: {:?}", v.procedures)
    };
    assert_eq!((d10, d6, target), (8, 6, 0), "the dice the player reacts to lie in sight");
    assert_eq!(stage, AssaultStage::BeforeResult, "R-F4: the window before the result applies");
    let step = v.procedures.iter().find_map(|p| match p {
        Procedure::EnemyPhase { step, .. } => Some(*step),
        _ => None,
    });
    assert_eq!(step, Some(EnemyStep::EnemyFire), "R-E3: the Enemy Phase is at its enemy fire");
    let json = serde_json::to_value(&v.procedures).unwrap();
    let text = json.to_string();
    assert!(
        text.contains(r#""stage":"before_result""#) && text.contains(r#""step":"enemy_fire""#),
        "the serde form names the stages: {text}"
    );
    assert_eq!(v.last_chance, 6, "the last die rolled");
}

#[test]
fn rule_r_r1_r_r2_procedures_in_the_view_are_named_with_their_rule_ids() {
    let mut g = std_game();
    let v = g.view(Seat::FIRST);
    let rules: Vec<&str> = v.procedures.iter().map(Procedure::rule).collect();
    assert_eq!(rules, ["R-R1"], "the Soldier Phase: {:?}", v.procedures);
    assert!(v.turn.is_none());
    begin(&mut g, 1);
    let v = g.view(Seat::FIRST);
    assert_eq!(v.procedures, [Procedure::SoldierPhase, Procedure::SoldierTurn]);
    let rules: Vec<&str> = v.procedures.iter().map(Procedure::rule).collect();
    assert_eq!(rules, ["R-R1", "R-R2"]);
    let turn = v.turn.clone().unwrap();
    assert_eq!((turn.soldier, turn.name.as_str()), (1, v.soldiers[1].name.as_str()), "R-R2: whose turn, by name");
    assert_eq!(turn.moves, 1, "R-R2: one move");
    assert!(!turn.moved && !turn.placed_location);
}

/// The view of `frame` alone, in game `g`.
fn seen(g: &crate::Squad, frame: Frame) -> Procedure {
    Procedure::of(g, &frame, None)
}

#[test]
fn rule_r_a5_r_e3_r_e4_r_f5_r_f6_each_stage_the_engine_reaches_reads_apart_in_the_view() {
    let g = std_game();
    let dice = Attack { dice: 2, ..Attack::new(0, Arm::Profile, Style::Dice, 1, 6, 0) };
    let attack_at = |style, step| {
        let a = Attack { style, step, ..dice };
        match seen(&g, Frame::Attack(a)) {
            Procedure::Attack(v) => v.stage,
            p => panic!("an attack: {p:?}"),
        }
    };
    // R-A5, R-A7, R-A8: the engine's steps 0, 1 and (unarmed) 9.
    assert_eq!(attack_at(Style::Dice, 0), AttackStage::HitRoll);
    assert_eq!(attack_at(Style::Dice, 1), AttackStage::CoverRoll);
    assert_eq!(attack_at(Style::Explosion, 0), AttackStage::HitRoll);
    assert_eq!(attack_at(Style::Explosion, 1), AttackStage::CoverRoll);
    assert_eq!(attack_at(Style::Unarmed, 0), AttackStage::HitRoll);
    assert_eq!(attack_at(Style::Unarmed, 9), AttackStage::Resolved);

    // R-E3, R-E4, R-F4: every step the enemy attack goes through.
    let assault = Assault {
        foe: NONE,
        target: 0,
        victims: 1,
        victim: 0,
        slot: 1,
        hit_on: 6,
        pen: 0,
        wounds: 1,
        marksman: false,
        commander: true,
        again: false,
        d10: 0,
        d6: 0,
        step: 0,
        res_wounds: 0,
        res_supp: false,
    };
    let assault_at = |step| match seen(&g, Frame::Assault(Assault { step, ..assault })) {
        Procedure::EnemyAttack(v) => v.stage,
        p => panic!("an enemy attack: {p:?}"),
    };
    let stages: Vec<AssaultStage> = (0..=8).map(assault_at).collect();
    assert_eq!(
        stages,
        [
            AssaultStage::HitRoll,
            AssaultStage::CommanderRoll,
            AssaultStage::CoverRoll,
            AssaultStage::NextSoldier,
            AssaultStage::BeforeResult,
            AssaultStage::Result,
            AssaultStage::Again,
            AssaultStage::AfterResult,
            AssaultStage::AfterAttack,
        ]
    );

    // Each other procedure: the views of its steps differ pairwise.
    let frames: Vec<Vec<Frame>> = vec![
        (0..4).map(|step| Frame::Place { slot: 1, step, want: 1 }).collect(),
        [0, 1, 2, 100].into_iter().map(|step| Frame::Connect { step }).collect(),
        (0..3).map(|step| Frame::Arrive { foe: 0, ambush: true, step }).collect(),
        (0..9).map(|step| Frame::EnemyPhase { step, cursor: 0, mask: 0 }).collect(),
        (0..3).map(|step| Frame::Down { s: 0, step }).collect(),
    ];
    for steps in frames {
        let views: Vec<Procedure> = steps.iter().map(|f| seen(&g, *f)).collect();
        for (i, a) in views.iter().enumerate() {
            for b in &views[i + 1..] {
                assert_ne!(a, b, "two steps read alike");
            }
        }
    }
    assert_eq!(
        seen(&g, Frame::Place { slot: 1, step: 2, want: 1 }),
        Procedure::PlaceLocation { slot: 1, stage: PlaceStage::Enemies, recon_cards: 1 }
    );
    assert_eq!(
        seen(&g, Frame::Connect { step: 1 }),
        Procedure::ObjectiveConnects { stage: ConnectStage::Garrison { entered: 1 } }
    );
    assert_eq!(
        seen(&g, Frame::Arrive { foe: 0, ambush: true, step: 1 }),
        Procedure::Arrival { entry: 0, ambush: true, stage: ArrivalStage::Ambush }
    );
    assert_eq!(
        seen(&g, Frame::EnemyPhase { step: 0, cursor: 0, mask: 0 }),
        Procedure::EnemyPhase { step: EnemyStep::NoTarget, progress: 0, entries: vec![] }
    );
    assert_eq!(
        seen(&g, Frame::EnemyPhase { step: 8, cursor: 0, mask: 0 }),
        Procedure::EnemyPhase { step: EnemyStep::Timer, progress: 0, entries: vec![] }
    );
    assert_eq!(
        seen(&g, Frame::Down { s: 0, step: 1 }),
        Procedure::SeriouslyWounded { soldier: 0, stage: DownStage::StubbornRoll }
    );
}
