//! Rule 4: air strikes (4.1) with Night, fortresses and Assault; the Volga
//! crossing (4.2); Ratze! and Deploy (4.3).

use super::*;
use crate::stage::Stage;

/// The German infiltration phase with this tactic, CMD and Night.
fn german(tactic: u8, cmd: u8, night: bool, setup: impl FnOnce(&mut PocketStalingrad)) -> PocketStalingrad {
    german_with(Options::default(), tactic, cmd, night, setup)
}

fn german_with(
    options: Options,
    tactic: u8,
    cmd: u8,
    night: bool,
    setup: impl FnOnce(&mut PocketStalingrad),
) -> PocketStalingrad {
    let mut g = fresh_with(options);
    clear(&mut g);
    g.roller = German;
    g.hand = kept_hand(&[1, 1, 1, 1, 1], cmd, tactic, 5);
    g.tactic = [Some(5), Some(tactic)];
    g.cmd = [0, cmd];
    g.night = night;
    setup(&mut g);
    g.begin_infiltration(&mut Vec::new());
    g
}

#[test]
fn rule_4_1_at_most_one_air_cmd_per_unit_at_gumrak() {
    let mut g = german(3, 5, false, |g| {
        put(g, German, Six, 2);
        put(g, Soviet, A1, 2);
    });
    assert_eq!(g.stage(), Stage::AirStrike);
    assert_eq!(legal(&g), [Action::AirStrike(0), Action::AirStrike(1), Action::AirStrike(2)]);
    assert_eq!(refused(&mut g, Action::AirStrike(3)), Error::TooManyAirUnits { units: 2, asked: 3 });
    let mut g = german(3, 1, false, |g| put(g, German, Six, 2));
    let err = refused(&mut g, Action::AirStrike(2));
    assert_eq!(err, Error::NotEnoughCmd { rule: "4.1", side: German, need: 2, have: 1 });
}

#[test]
fn rule_4_1_only_the_german_makes_air_strikes() {
    let mut g = fresh();
    clear(&mut g);
    put(&mut g, Soviet, Six, 2);
    g.cmd[0] = 3;
    g.hand = kept_hand(&[1, 1, 1, 1, 1], 3, 3, 5);
    g.begin_infiltration(&mut Vec::new());
    assert_eq!(g.stage(), Stage::Crossing);
    assert_eq!(refused(&mut g, Action::AirStrike(1)), Error::SovietAirStrike);
    assert_eq!(refused(&mut g, Action::AirHit(A1)), Error::SovietAirStrike);
    assert!(refused(&mut g, Action::Keep(Keep::new(&[1], &[]).unwrap())).to_string().starts_with("4.2:"));
}

#[test]
fn rule_4_1_air_hits_go_to_soviet_units_in_1_to_5_or_the_volga_never_z_or_a_shelled_area() {
    let mut g = german(3, 5, false, |g| {
        put(g, German, Six, 4);
        put(g, Soviet, A1, 1);
        put(g, Soviet, A2, 1);
        put(g, Soviet, Z, 2);
        put(g, Soviet, Six, 1);
        g.shelling = Some(A2);
    });
    act(&mut g, Action::AirStrike(3));
    assert_eq!(g.stage(), Stage::AirHits);
    assert_eq!(legal(&g), [Action::AirHit(A1), Action::AirHit(Six)]);
    assert_eq!(rule(&refused(&mut g, Action::AirHit(Z))), Some("AZ"));
    assert_eq!(refused(&mut g, Action::AirHit(A2)), Error::Shelled { area: A2 });
    assert_eq!(refused(&mut g, Action::AirHit(A3)), Error::NoUnit { rule: "4.1", side: Soviet, area: A3 });
    act(&mut g, Action::AirHit(Six));
    act(&mut g, Action::AirHit(A1));
    // No target left: the third hit is lost.
    assert_eq!(g.air_hits(), 0);
    assert_eq!(g.units(Soviet, Z), 2);
    assert_eq!(g.units(Soviet, A2), 1);
}

#[test]
fn rule_night_the_seeds_air_example() {
    // Night, Assault, a fortress on area 1, Soviet 1 CMD, German 4 CMD and 4
    // units at Gumrak: 4 spent, the first wasted; the Soviet cancels one
    // with its CMD; two on area 1 give one hit; all four units assault.
    let mut g = german(4, 4, true, |g| {
        put(g, German, Six, 4);
        put(g, Soviet, A1, 2);
        put(g, Soviet, Six, 1);
        g.fortresses = A1.bit();
        g.cmd[0] = 1;
    });
    act(&mut g, Action::AirStrike(4));
    assert_eq!(g.air_hits(), 3);
    assert_eq!(g.stage(), Stage::NightCancel);
    assert_eq!(refused(&mut g, Action::CancelAirHits(2)).to_string().get(..6), Some("Night:"));
    act(&mut g, Action::CancelAirHits(1));
    assert_eq!(g.cmd(Soviet), 0);
    let ev = act(&mut g, Action::AirHit(A1));
    assert!(ev.contains(&Event::AirHit { area: A1, absorbed: true }));
    act(&mut g, Action::AirHit(A1));
    assert_eq!(g.units(Soviet, A1), 1);
    assert_eq!(g.units(Soviet, Six), 1);
    for area in [A1, A2, A3, A4] {
        act(&mut g, Action::Assault(area));
    }
    assert_eq!(g.units(German, Six), 0);
    assert_eq!(g.cmd(German), 0);
}

#[test]
fn rule_night_the_soviet_cancels_only_under_night_and_at_most_the_hits_left() {
    let mut g = german(3, 2, true, |g| {
        put(g, German, Six, 2);
        put(g, Soviet, A3, 2);
        g.cmd[0] = 5;
    });
    act(&mut g, Action::AirStrike(2));
    // (And the fortress removal of P8, offered whenever the Soviet decides.)
    assert_eq!(legal(&g), [Action::CancelAirHits(0), Action::CancelAirHits(1), Action::RemoveFortress(A5)]);
    assert_eq!(refused(&mut g, Action::CancelAirHits(2)), Error::TooManyCancels { hits: 1, asked: 2 });
    // Without Night the Soviet has no say.
    let mut g = german(3, 2, false, |g| {
        put(g, German, Six, 2);
        put(g, Soviet, A3, 2);
        g.cmd[0] = 5;
    });
    act(&mut g, Action::AirStrike(2));
    assert_eq!(g.stage(), Stage::AirHits);
}

#[test]
fn rule_fortify_a_fortress_absorbs_only_the_first_german_hit_of_the_turn() {
    let mut g = german(3, 2, false, |g| {
        put(g, German, Six, 2);
        put(g, Soviet, A3, 3);
        put(g, German, A3, 2);
        g.fortresses = A3.bit();
    });
    act(&mut g, Action::AirStrike(2));
    act(&mut g, Action::AirHit(A3));
    let ev = act(&mut g, Action::AirHit(A3));
    assert!(ev.contains(&Event::AirHit { area: A3, absorbed: false }));
    // Combat follows the same turn: 2 German hits on 2 Soviet units, none absorbed.
    assert!(ev.contains(&Event::Attrition { area: A3, soviet_lost: 2, german_lost: 2, absorbed: false }));
}

#[test]
fn rule_assault_only_units_that_paid_move_into_open_urban_areas() {
    let mut g = german(6, 6, false, |g| {
        put(g, German, Six, 4);
        put(g, Soviet, A1, 1);
        put(g, German, A2, 6);
        g.captured[4] = Some(Soviet);
    });
    act(&mut g, Action::AirStrike(2));
    act(&mut g, Action::AirHit(A1));
    assert_eq!(g.stage(), Stage::Assault);
    assert_eq!(
        refused(&mut g, Action::Assault(A2)),
        Error::Stacking { side: German, area: A2, cap: crate::state::STACK_LIMIT }
    );
    assert_eq!(refused(&mut g, Action::Assault(A5)), Error::Captured { area: A5 });
    assert_eq!(rule(&refused(&mut g, Action::Assault(Z))), Some("Assault"));
    act(&mut g, Action::Assault(A3));
    let mut spent = g;
    spent.assaulted = 2;
    assert_eq!(refused(&mut spent, Action::Assault(A1)), Error::AssaultSpent { paid: 2 });
    act(&mut g, Action::Assault(A4));
    assert_ne!(g.stage(), Stage::Assault);
    assert_eq!(g.units(German, Six), 2);
    // No Assault tactic: nobody moves.
    let mut g = german(3, 6, false, |g| {
        put(g, German, Six, 2);
        put(g, Soviet, A1, 1);
    });
    act(&mut g, Action::AirStrike(1));
    act(&mut g, Action::AirHit(A1));
    assert_ne!(g.stage(), Stage::Assault);
}

#[test]
fn rule_assault_costs_one_extra_cmd_under_the_literal_option() {
    let options = Options { assault_extra_cmd: true, ..Options::default() };
    let mut g = german_with(options, 4, 3, false, |g| put(g, German, Six, 3));
    act(&mut g, Action::AirStrike(2));
    assert_eq!(g.stage(), Stage::Assault);
    let mut broke = g;
    broke.cmd[1] = 0;
    let err = refused(&mut broke, Action::Assault(A1));
    assert_eq!(err, Error::NotEnoughCmd { rule: "Assault", side: German, need: 1, have: 0 });
    act(&mut g, Action::Assault(A5));
    assert_eq!(g.cmd(German), 0);
    act(&mut g, Action::Assault(A5));
    assert_eq!(g.units(German, A5), 2);
    // Nothing left to pay with after the strike: no assault step.
    let mut g = german_with(options, 4, 2, false, |g| put(g, German, Six, 3));
    act(&mut g, Action::AirStrike(2));
    assert_ne!(g.stage(), Stage::Assault);
    assert_eq!(g.units(German, Six), 3);
}

#[test]
fn rule_4_2_the_soviet_crosses_the_volga_for_one_cmd_each_in_either_infiltration_phase() {
    let mut g = german(3, 0, false, |g| {
        put(g, Soviet, Six, 3);
        put(g, Soviet, A2, 6);
        g.captured[0] = Some(German);
        g.cmd[0] = 2;
    });
    assert_eq!(g.stage(), Stage::Crossing);
    assert_eq!(refused(&mut g, Action::Cross(A2)).to_string().get(..4), Some("3.2:"));
    assert_eq!(refused(&mut g, Action::Cross(A1)), Error::Captured { area: A1 });
    assert_eq!(rule(&refused(&mut g, Action::Cross(Z))), Some("4.2"));
    act(&mut g, Action::Cross(A3));
    let mut broke = g;
    broke.cmd[0] = 0;
    let err = refused(&mut broke, Action::Cross(A3));
    assert_eq!(err, Error::NotEnoughCmd { rule: "4.2", side: Soviet, need: 1, have: 0 });
    act(&mut g, Action::Cross(A3));
    assert_eq!(g.units(Soviet, A3), 2);
    assert_ne!(g.stage(), Stage::Crossing);
}

#[test]
fn rule_deploy_moves_units_out_of_z_then_into_z_never_between_urban_areas() {
    let mut g = german(2, 0, false, |g| {
        put(g, German, Z, 2);
        put(g, German, A4, 1);
        g.deploy = true;
    });
    assert_eq!(g.stage(), Stage::DeployOut);
    act(&mut g, Action::DeployOut(A1));
    act(&mut g, Action::DeployIn(A4));
    assert_eq!(g.stage(), Stage::DeployIn);
    assert_eq!(rule(&refused(&mut g, Action::DeployOut(A2))), Some("Deploy"));
    assert_eq!(refused(&mut g, Action::DeployIn(A2)), Error::NoUnit { rule: "Deploy", side: German, area: A2 });
    act(&mut g, Action::EndDeploy);
    assert_eq!((g.units(German, A1), g.units(German, A4), g.units(German, Z)), (1, 0, 2));
}

#[test]
fn rule_deploy_all_under_the_literal_option_every_unit_leaves_z_first() {
    let options = Options { deploy_all: true, ..Options::default() };
    let mut g = german_with(options, 2, 0, false, |g| {
        put(g, German, Z, 2);
        put(g, German, A4, 1);
        g.deploy = true;
    });
    assert_eq!(g.stage(), Stage::DeployOut);
    assert_eq!(refused(&mut g, Action::EndDeploy), Error::DeployAll);
    assert_eq!(refused(&mut g, Action::DeployIn(A4)), Error::DeployAll);
    act(&mut g, Action::DeployOut(A1));
    act(&mut g, Action::DeployOut(A1));
    assert_eq!(g.stage(), Stage::DeployIn);
    act(&mut g, Action::EndDeploy);
}

#[test]
fn rule_4_3_ratze_comes_before_deploy() {
    let mut g = fresh();
    clear(&mut g);
    put(&mut g, German, A1, 1);
    put(&mut g, Soviet, Z, 1);
    g.hand = kept_hand(&[5, 5, 5, 5, 5], 1, 3, 3);
    g.begin_resolution(&mut Vec::new());
    assert_eq!(g.stage(), Stage::Ratze(Soviet));
    act(&mut g, Action::Ratze { from: A1, to: Z });
    assert_eq!(g.stage(), Stage::Ratze(German));
    act(&mut g, Action::PassRatze);
    assert_eq!(g.stage(), Stage::DeployOut);
}

#[test]
fn rule_p8_the_soviet_may_remove_its_fortress_whenever_it_acts_in_phases_3_and_4() {
    use wargames_core::{Die, Roll};
    // Its own infiltration phase (the Volga crossing): the removal is listed
    // after the step's actions, and the step stays where it was.
    let mut g = fresh();
    clear(&mut g);
    put(&mut g, Soviet, Six, 2);
    g.cmd[0] = 2;
    g.hand = kept_hand(&[1, 1, 1, 1, 1], 2, 3, 5);
    g.begin_infiltration(&mut Vec::new());
    assert_eq!(g.stage(), Stage::Crossing);
    assert_eq!(legal(&g).last(), Some(&Action::RemoveFortress(A5)));
    assert_eq!(refused(&mut g, Action::RemoveFortress(A1)), Error::NoFortress { area: A1 });
    let ev = act(&mut g, Action::RemoveFortress(A5));
    assert!(ev.contains(&Event::FortressRemoved { area: A5, by: Soviet }));
    assert!(!g.fortress(A5));
    assert_eq!(g.stage(), Stage::Crossing);
    assert!(!legal(&g).iter().any(|a| matches!(a, Action::RemoveFortress(_))));

    // The German's infiltration phase, under Night: the Soviet takes the
    // fortress off while it decides on cancels, and the hit then lands.
    let mut g = german(3, 4, true, |g| {
        put(g, German, Six, 2);
        put(g, Soviet, A5, 2);
        g.cmd[0] = 1;
    });
    act(&mut g, Action::AirStrike(2));
    assert_eq!(g.stage(), Stage::NightCancel);
    assert_eq!(legal(&g), [Action::CancelAirHits(0), Action::CancelAirHits(1), Action::RemoveFortress(A5)]);
    act(&mut g, Action::RemoveFortress(A5));
    assert_eq!(g.stage(), Stage::NightCancel);
    act(&mut g, Action::CancelAirHits(0));
    // While the German assigns hits the Soviet does not act: no removal.
    g.fortresses |= A1.bit();
    assert_eq!(g.stage(), Stage::AirHits);
    assert_eq!(rule(&refused(&mut g, Action::RemoveFortress(A1))), Some("4.1"));
    act(&mut g, Action::AirHit(A5));
    assert_eq!(g.units(Soviet, A5), 1);

    // Ratze! in the German player turn, the Soviet moving second.
    let mut g = german(3, 0, false, |g| {
        put(g, Soviet, A2, 1);
        put(g, German, A3, 1);
        g.ratze = true;
    });
    if g.stage() == Stage::Ratze(German) {
        act(&mut g, Action::PassRatze);
    }
    assert_eq!(g.stage(), Stage::Ratze(Soviet));
    act(&mut g, Action::RemoveFortress(A5));
    assert_eq!(g.stage(), Stage::Ratze(Soviet));

    // Not in the roll phase: the Soviet keeping dice may not remove it.
    let mut g = fresh();
    let mut ev = Vec::new();
    g.resolve_chance(&crate::chance::Chance::UnitDice(Roll::from_faces(Die::D6, &[1, 2, 3, 4, 5]).unwrap()), &mut ev)
        .unwrap();
    let singles = crate::chance::Chance::SingleDice { cmd: Some(1), tactic: Some(1), ratt: Some(5) };
    g.resolve_chance(&singles, &mut ev).unwrap();
    assert_eq!(g.stage(), Stage::Keep);
    assert_eq!(rule(&refused(&mut g, Action::RemoveFortress(A5))), Some("2"));
}
