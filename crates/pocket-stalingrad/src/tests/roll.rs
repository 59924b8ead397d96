//! Rules 1 and 2: reinforcements and the roll-and-keep.

use wargames_core::{Die, Game, Probability, Roll, Status};

use super::*;
use crate::chance::Chance;
use crate::hand::Slot;
use crate::stage::Stage;

fn units(faces: &[u8]) -> Chance {
    Chance::UnitDice(Roll::from_faces(Die::D6, faces).unwrap())
}

fn keep(faces: &[u8], singles: &[SingleDie]) -> Action {
    Action::Keep(Keep::new(faces, singles).unwrap())
}

fn rolled(faces: &[u8], cmd: u8, tactic: u8, ratt: u8) -> PocketStalingrad {
    let mut g = fresh();
    let mut ev = Vec::new();
    g.resolve_chance(&units(faces), &mut ev).unwrap();
    g.resolve_chance(&Chance::SingleDice { cmd: Some(cmd), tactic: Some(tactic), ratt: Some(ratt) }, &mut ev).unwrap();
    g
}

#[test]
fn rule_1_soviet_two_and_german_one_reinforcement_into_area_6() {
    let g = fresh();
    assert_eq!(g.units(Soviet, Six), 2);
    assert_eq!(g.reserve(Soviet), 18);
    let mut g = g;
    let mut ev = Vec::new();
    g.begin_player_turn(German, &mut ev);
    assert_eq!(g.units(German, Six), 1);
    assert_eq!(ev, [Event::Reinforced { side: German, placed: 1, wasted: 0 }]);
}

#[test]
fn rule_1_reinforcements_lost_over_the_area_6_limit_or_with_an_empty_reserve() {
    let mut g = fresh();
    clear(&mut g);
    g.damage6 = 1;
    put(&mut g, Soviet, Six, 4);
    let mut ev = Vec::new();
    g.begin_player_turn(Soviet, &mut ev);
    assert_eq!(g.units(Soviet, Six), 5);
    assert_eq!(ev, [Event::Reinforced { side: Soviet, placed: 1, wasted: 1 }]);
    // Every unit of both pools on the map: reinforcements are lost (P5).
    let mut g = fresh();
    clear(&mut g);
    for (area, soviet, german) in [(A1, 6, 2), (A2, 6, 0), (A3, 6, 0), (A4, 0, 6), (A5, 0, 6), (Z, 2, 6)] {
        put(&mut g, Soviet, area, soviet);
        put(&mut g, German, area, german);
    }
    ev.clear();
    g.begin_player_turn(Soviet, &mut ev);
    assert_eq!(g.units(Soviet, Six), 0);
    assert_eq!(ev, [Event::Reinforced { side: Soviet, placed: 0, wasted: 2 }]);
    g.begin_player_turn(German, &mut ev);
    assert_eq!(g.units(German, Six), 0);
}

#[test]
fn rule_2_a_roll_is_two_chance_points_with_exact_probabilities() {
    let g = fresh();
    assert_eq!(g.status(), Status::Chance);
    let mut out = Vec::new();
    g.chance_outcomes(&mut out);
    assert_eq!(out.len(), 252);
    assert!(Probability::sums_to_one(out.iter().map(|(_, p)| *p)));
    let five_sixes = out.iter().find(|(c, _)| *c == units(&[6, 6, 6, 6, 6])).unwrap();
    assert_eq!(five_sixes.1, Probability::new(1, 7776).unwrap());
    let straight = out.iter().find(|(c, _)| *c == units(&[1, 2, 3, 4, 5])).unwrap();
    assert_eq!(straight.1, Probability::new(120, 7776).unwrap());
    let mut g = g;
    g.resolve_chance(&units(&[1, 2, 3, 4, 5]), &mut Vec::new()).unwrap();
    g.chance_outcomes(&mut out);
    assert_eq!(out.len(), 216);
    assert!(out.iter().all(|(_, p)| *p == Probability::new(1, 216).unwrap()));
    // A roll of another number of dice, or of a kept die, is refused.
    let mut h = fresh();
    assert!(h.resolve_chance(&units(&[1, 2, 3]), &mut Vec::new()).is_err());
    assert!(
        g.resolve_chance(&Chance::SingleDice { cmd: Some(7), tactic: Some(1), ratt: Some(1) }, &mut Vec::new())
            .is_err()
    );
    assert!(
        g.resolve_chance(&Chance::SingleDice { cmd: None, tactic: Some(1), ratt: Some(1) }, &mut Vec::new()).is_err()
    );
    h.apply(&Action::EndFortify, &mut Vec::new()).unwrap_err();
}

#[test]
fn rule_2_unit_dice_are_d6() {
    let mut g = rolled(&[1, 2, 3, 4, 5], 1, 1, 1);
    let d10 =
        Action::Keep(Keep { units: Roll::from_faces(Die::D10, &[1]).unwrap(), cmd: false, tactic: false, ratt: false });
    assert_eq!(rule(&refused(&mut g, d10)), Some("2"));
}

#[test]
fn rule_2_1_every_roll_keeps_at_least_one_die() {
    let mut g = rolled(&[1, 2, 3, 4, 5], 1, 1, 1);
    let err = refused(&mut g, keep(&[], &[]));
    assert_eq!(err, Error::KeepNothing);
    assert!(err.to_string().starts_with("2.1:"));
}

#[test]
fn rule_2_1_only_faces_the_roll_shows_can_be_kept() {
    let mut g = rolled(&[1, 1, 3, 4, 5], 1, 1, 1);
    assert_eq!(refused(&mut g, keep(&[6], &[])), Error::FaceNotRolled { face: 6, rolled: 0, kept: 1 });
    assert_eq!(refused(&mut g, keep(&[1, 1, 1], &[])), Error::FaceNotRolled { face: 1, rolled: 2, kept: 3 });
}

#[test]
fn rule_2_2_keeping_a_value_keeps_every_die_showing_it() {
    // The seed's example: 1 3 5 5 5, keeping a 5 keeps all three.
    let mut g = rolled(&[1, 3, 5, 5, 5], 1, 1, 1);
    let err = refused(&mut g, keep(&[5], &[]));
    assert_eq!(err, Error::PartialValue { face: 5, rolled: 3, kept: 1 });
    assert_eq!(rule(&err), Some("2.2"));
    act(&mut g, keep(&[5, 5, 5], &[]));
    assert_eq!(g.hand().kept_units().count(5), 3);
}

#[test]
fn rule_2_2_the_legal_keeps_are_every_set_of_values_and_single_dice() {
    // 3 distinct values and 3 single dice: 2^6 - 1 keeps.
    let g = rolled(&[2, 2, 4, 6, 6], 1, 1, 1);
    let keeps = legal(&g);
    assert_eq!(keeps.len(), 63);
    for action in &keeps {
        let Action::Keep(k) = action else { panic!("{action:?}") };
        assert!(k.units.faces().all(|f| k.units.count(f) == g.hand().rolled_units().count(f)));
    }
    // 5 distinct values: 255 keeps, the largest list.
    assert_eq!(legal(&rolled(&[1, 2, 3, 4, 6], 1, 1, 1)).len(), 255);
}

#[test]
fn rule_2_3_kept_dice_are_not_rolled_again_and_the_phase_ends_with_the_last() {
    let mut g = rolled(&[1, 2, 3, 4, 5], 6, 2, 3);
    act(&mut g, keep(&[1, 2], &[SingleDie::Cmd]));
    assert_eq!(g.hand().slot(SingleDie::Cmd), Slot::Kept(6));
    assert_eq!(g.hand().units_to_roll(), 3);
    assert_eq!(g.stage(), Stage::RollUnitDice);
    let mut ev = Vec::new();
    g.resolve_chance(&units(&[6, 6, 6]), &mut ev).unwrap();
    // Only tactic and RATT are rolled again.
    g.resolve_chance(&Chance::SingleDice { cmd: None, tactic: Some(4), ratt: Some(5) }, &mut ev).unwrap();
    let err = refused(&mut g, keep(&[6, 6, 6], &[SingleDie::Cmd]));
    assert_eq!(err, Error::DieNotRolled { die: SingleDie::Cmd });
    assert_eq!(rule(&err), Some("2.3"));
    act(&mut g, keep(&[6, 6, 6], &[SingleDie::Tactic]));
    g.resolve_chance(&Chance::SingleDice { cmd: None, tactic: None, ratt: Some(2) }, &mut ev).unwrap();
    // The last die must be kept: it is the only legal action.
    assert_eq!(legal(&g), [keep(&[], &[SingleDie::Ratt])]);
    act(&mut g, keep(&[], &[SingleDie::Ratt]));
    assert!(g.hand().all_kept());
    assert_ne!(g.stage(), Stage::Keep);
}
