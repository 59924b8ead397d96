//! The designer's example of play (seed 002, "Example of play"), turns 1-3,
//! forced through the public API: the example's dice as chance outcomes, its
//! choices as actions, and its area tallies as assertions.
//!
//! Turns 1 and 2 reproduce the example exactly. Turn 3's German roll keeps
//! six unit dice (2, 6, 2, 3, 6, 3), which five dice cannot do. The test's
//! German keeps only the 2 of its second roll (the example: the 2 and the
//! 3); every roll and every other keep is then the example's, with the
//! kept unit dice 2, 2, 3, 6, 6. What cannot be followed is the tally of
//! areas 2 and 3 (the example's G4 and G3 need one German unit more than
//! the dice and the assault bring): the assault sends one unit into area 2
//! and two into area 3 where the example sends two and one, so area 2
//! holds G3, not G4, and the captures and the German victory are the
//! example's. Its CMD count also follows ruling P11 (Assault costs no extra
//! CMD), so the German ends turn 3 with one unspent CMD where the example,
//! counting the literal extra CMD, has none.
mod common;

use common::{keep, play, roll, singles, units};
use wargames_core::{Game, Status};
use wargames_pocket_stalingrad::{
    Action, Area, Event, Options, Outcome, PocketStalingrad, Side, SingleDie, Stage, Victory,
};

use Area::{
    CityCentre as A4, GrainElevator as A1, MamayevKurgan as A3, PavlovsHouse as A2, Six, TractorFactory as A5, Z,
};
use Side::{German, Soviet};
use SingleDie::{Cmd, Ratt, Tactic};

/// Soviet and German units in areas 1-5, Z, and each side's area 6.
fn tally(game: &PocketStalingrad) -> [[u8; 7]; 2] {
    Side::ALL.map(|s| Area::ALL.map(|a| game.units(s, a)))
}

#[test]
fn example_of_play_turns_1_to_3() {
    let mut game = PocketStalingrad::setup(&Options::default()).unwrap();
    let ev = &mut Vec::<Event>::new();

    // ---- Turn 1 -------------------------------------------------------
    // Set-up: the fortress on area 5; Soviet reinforcements: 2 at the Volga.
    assert!(game.fortress(A5));
    assert_eq!(game.units(Soviet, Six), 2);

    // Soviet roll 1: units 1 2 3 4 6, tactic 5, CMD 6, RATT 6; keeps CMD,
    // RATT, tactic and the unit dice 6 and 4.
    roll(&mut game, units(&[1, 2, 3, 4, 6]), ev);
    roll(&mut game, singles(Some(6), Some(5), Some(6)), ev);
    play(&mut game, keep(&[4, 6], &[Cmd, Tactic, Ratt]), ev);
    // Roll 2: 3 5 6; keeps the 5.
    roll(&mut game, units(&[3, 5, 6]), ev);
    play(&mut game, keep(&[5], &[]), ev);
    // Roll 3: 3 5; keeps the 5, and the 3 (the last die must be kept).
    roll(&mut game, units(&[3, 5]), ev);
    play(&mut game, keep(&[3, 5], &[]), ev);
    // Resolution: units in 3, 4, 5, 5 and the Volga; Unit Z; +1 CMD and
    // fortresses on 1, 3, 4: "net 2 spent, 4 CMD left".
    assert_eq!(game.stage(), Stage::Fortify);
    assert_eq!(game.cmd(Soviet), 7);
    for area in [A1, A3, A4] {
        play(&mut game, Action::Fortify(area), ev);
    }
    play(&mut game, Action::EndFortify, ev);
    assert_eq!(game.cmd(Soviet), 4);
    assert_eq!(tally(&game)[0], [0, 0, 1, 1, 2, 1, 3]);
    // Infiltration: the Soviet waits with its Volga units.
    play(&mut game, Action::EndCrossing, ev);

    // German: 1 reinforcement at Gumrak; roll 1: units 1 3 4 4 5, tactic 3
    // (engineers), CMD 5, RATT 6; keeps all but the unit die 1 (both 4s).
    assert_eq!(game.roller(), German);
    assert_eq!(game.units(German, Six), 1);
    roll(&mut game, units(&[1, 3, 4, 4, 5]), ev);
    roll(&mut game, singles(Some(5), Some(3), Some(6)), ev);
    // "You cannot take only one 4."
    let one_four = keep(&[3, 4, 5], &[Cmd, Tactic, Ratt]);
    assert_eq!(game.validate(&one_four).unwrap_err().to_string().get(..4), Some("2.2:"));
    play(&mut game, keep(&[3, 4, 4, 5], &[Cmd, Tactic, Ratt]), ev);
    roll(&mut game, units(&[1]), ev);
    play(&mut game, keep(&[1], &[]), ev);
    // Air: 1 CMD, one hit on the Volga Crossing.
    assert_eq!(game.stage(), Stage::AirStrike);
    play(&mut game, Action::AirStrike(1), ev);
    play(&mut game, Action::AirHit(Six), ev);
    assert_eq!(game.units(Soviet, Six), 2);
    assert_eq!(game.cmd(German), 4);
    // The Soviet crosses both remaining units into area 1 for 2 CMD.
    play(&mut game, Action::Cross(A1), ev);
    play(&mut game, Action::Cross(A1), ev);
    assert_eq!(game.cmd(Soviet), 2);
    // Combat: engineers with all 4 CMD in areas 1, 3, 4, 5 remove the fortresses.
    assert_eq!(game.stage(), Stage::Engineers);
    for area in [A1, A3, A4, A5] {
        play(&mut game, Action::Engineer(area), ev);
    }
    assert!(Area::URBAN.iter().all(|&a| !game.fortress(a)));
    // Attrition everywhere but Z; the Soviet, with CMD left, does not pay for Z.
    assert_eq!(game.stage(), Stage::FightInZ(Soviet));
    play(&mut game, Action::HoldFireInZ, ev);
    // Final tally: 1 (Soviet 1), 4 (German 1), 5 (Soviet 1), Z (1 each); nothing captured.
    let t = tally(&game);
    assert_eq!(t[0][..6], [1, 0, 0, 0, 1, 1]);
    assert_eq!(t[1][..6], [0, 0, 0, 1, 0, 1]);
    assert!(Area::URBAN.iter().all(|&a| game.captured_by(a).is_none()));

    // ---- Turn 2 -------------------------------------------------------
    assert_eq!(game.turn(), 2);
    assert_eq!(game.units(Soviet, Six), 2);
    // Roll 1: units 1 3 4 4 4, tactic 4 (Night + Shelling), CMD 1, RATT 4;
    // keeps the tactic, the three 4s and the 1.
    roll(&mut game, units(&[1, 3, 4, 4, 4]), ev);
    roll(&mut game, singles(Some(1), Some(4), Some(4)), ev);
    play(&mut game, keep(&[1, 4, 4, 4], &[Tactic]), ev);
    // Roll 2: unit 3, CMD 2, RATT 2: keeps the 3.
    roll(&mut game, units(&[3]), ev);
    roll(&mut game, singles(Some(2), None, Some(2)), ev);
    play(&mut game, keep(&[3], &[]), ev);
    // Roll 3: RATT 3 (Ratze!), CMD 1: keeps the RATT.
    roll(&mut game, singles(Some(1), None, Some(3)), ev);
    play(&mut game, keep(&[], &[Ratt]), ev);
    // Roll 4: CMD 4, kept.
    roll(&mut game, singles(Some(4), None, None), ev);
    play(&mut game, keep(&[], &[Cmd]), ev);
    assert!(game.night());
    assert_eq!(game.cmd(Soviet), 4);
    // The Volga units stay for now.
    play(&mut game, Action::EndCrossing, ev);
    // Ratze!: the Soviet moves the German unit of area 4 into Z, then the
    // German a Soviet unit of area 4 into Z.
    assert_eq!(game.stage(), Stage::Ratze(Soviet));
    play(&mut game, Action::Ratze { from: A4, to: Z }, ev);
    play(&mut game, Action::Ratze { from: A4, to: Z }, ev);

    // German: roll 1: units 1 1 1 2 6, tactic 3, CMD 4, RATT 2: keeps the 6.
    roll(&mut game, units(&[1, 1, 1, 2, 6]), ev);
    roll(&mut game, singles(Some(4), Some(3), Some(2)), ev);
    play(&mut game, keep(&[6], &[]), ev);
    // Roll 2: units 2 3 4 6, tactic 6 (Assault + Shelling), CMD 6, RATT 5:
    // keeps all but the unit dice 2 and 3.
    roll(&mut game, units(&[2, 3, 4, 6]), ev);
    roll(&mut game, singles(Some(6), Some(6), Some(5)), ev);
    play(&mut game, keep(&[4, 6], &[Cmd, Tactic, Ratt]), ev);
    // Roll 3: 5 5, both kept.
    roll(&mut game, units(&[5, 5]), ev);
    play(&mut game, keep(&[5, 5], &[]), ev);
    // Air: 4 units at Gumrak spend 4 CMD; Night leaves 3 hits; the Soviet
    // cancels 2 with 2 CMD; the last hit goes to area 5.
    assert_eq!(game.units(German, Six), 4);
    play(&mut game, Action::AirStrike(4), ev);
    assert_eq!(game.air_hits(), 3);
    play(&mut game, Action::CancelAirHits(2), ev);
    play(&mut game, Action::AirHit(A5), ev);
    // Assault: all four paying units go in: one to area 1, three to area 5.
    for area in [A1, A5, A5, A5] {
        play(&mut game, Action::Assault(area), ev);
    }
    // The Soviet crosses its two Volga units into area 4 for 2 CMD.
    play(&mut game, Action::Cross(A4), ev);
    play(&mut game, Action::Cross(A4), ev);
    // Before combat: 1 (S2/G1), 2 (-), 3 (S1), 4 (S4/G1), 5 (G5), Z (2 each).
    let t = tally(&game);
    assert_eq!(t[0][..6], [2, 0, 1, 4, 0, 2]);
    assert_eq!(t[1][..6], [1, 0, 0, 1, 5, 2]);
    // Ruling P11: Assault cost nothing extra, so 2 German CMD are left.
    assert_eq!(game.cmd(German), 2);
    assert_eq!(game.cmd(Soviet), 0);
    // Combat: the German shells area 1 (the Soviet holds the tactic too, but no CMD).
    assert_eq!(game.stage(), Stage::Shelling { after_attrition: false, side: German });
    play(&mut game, Action::Shell(A1), ev);
    play(&mut game, Action::PassShelling, ev);
    // Attrition in 4 (one each); the German pays 1 CMD for combat in Z.
    assert_eq!(game.stage(), Stage::FightInZ(German));
    play(&mut game, Action::FightInZ, ev);
    // Victory phase: 1 (S2/G1, shelled: the German blocks capture, A1),
    // 3 (S1), 4 captured by the Soviet, 5 captured by the German, Z empty.
    assert_eq!(game.captured_by(A4), Some(Soviet));
    assert_eq!(game.captured_by(A5), Some(German));
    assert_eq!(game.captured_by(A1), None);
    assert_eq!(game.shelling(), Some(A1));
    let t = tally(&game);
    assert_eq!(t[0][..6], [2, 0, 1, 0, 0, 0]);
    assert_eq!(t[1][..6], [1, 0, 0, 0, 0, 0]);
    assert_eq!((game.areas_captured(Soviet), game.areas_captured(German)), (1, 1));
    assert!(game.victory_points(German) > game.victory_points(Soviet));

    // ---- Turn 3 -------------------------------------------------------
    assert_eq!(game.turn(), 3);
    // Roll 1: units 1 4 5 5 5, tactic 3, CMD 3, RATT 3: keeps the 1.
    roll(&mut game, units(&[1, 4, 5, 5, 5]), ev);
    roll(&mut game, singles(Some(3), Some(3), Some(3)), ev);
    play(&mut game, keep(&[1], &[]), ev);
    // Roll 2: units 1 1 5 6, tactic 6 (Deploy + Guards), CMD 2, RATT 3:
    // keeps the 6, the tactic and the RATT.
    roll(&mut game, units(&[1, 1, 5, 6]), ev);
    roll(&mut game, singles(Some(2), Some(6), Some(3)), ev);
    play(&mut game, keep(&[6], &[Tactic, Ratt]), ev);
    // Roll 3: units 1 5 6, CMD 6: keeps the CMD.
    roll(&mut game, units(&[1, 5, 6]), ev);
    roll(&mut game, singles(Some(6), None, None), ev);
    play(&mut game, keep(&[], &[Cmd]), ev);
    // Roll 4: units 1 2 5: keeps the 1 and the 2.
    roll(&mut game, units(&[1, 2, 5]), ev);
    play(&mut game, keep(&[1, 2], &[]), ev);
    // Roll 5: a 4: area 4 is captured, the unit is wasted.
    roll(&mut game, units(&[4]), ev);
    ev.clear();
    play(&mut game, keep(&[4], &[]), ev);
    assert!(ev.iter().any(|e| matches!(e, Event::UnitWasted { area: A4, .. })));
    // Guards puts a unit in Z.
    assert_eq!(game.units(Soviet, Z), 1);
    play(&mut game, Action::EndCrossing, ev);
    // Ratze!: the Soviet moves the German unit of area 1 into Z; the German
    // moves the Soviet unit of area 3 into Z.
    play(&mut game, Action::Ratze { from: A1, to: Z }, ev);
    play(&mut game, Action::Ratze { from: A3, to: Z }, ev);
    // Deploy: one unit from Z into area 2; one stays for the Guards move.
    play(&mut game, Action::DeployOut(A2), ev);
    play(&mut game, Action::EndDeploy, ev);
    // Tally: 1 (S4) + shelling, 2 (S2), Z (S1; and the German unit moved
    // there by Ratze!, which the example's first tally leaves out), Volga (S3).
    let t = tally(&game);
    assert_eq!(t[0], [4, 2, 0, 0, 0, 1, 3]);
    assert_eq!(t[1][..6], [0, 0, 0, 0, 0, 1]);
    assert_eq!(game.cmd(Soviet), 6);

    // German: roll 1: units 1 1 2 4 6, tactic 4, CMD 2, RATT 5: keeps the 2,
    // the 6 and the RATT.
    roll(&mut game, units(&[1, 1, 2, 4, 6]), ev);
    roll(&mut game, singles(Some(2), Some(4), Some(5)), ev);
    play(&mut game, keep(&[2, 6], &[Ratt]), ev);
    // Roll 2: units 2 3 4, tactic 4, CMD 1. The example keeps the 2 and the
    // 3, which leaves one unit die where its roll 3 shows two; keeping only
    // the 2 leaves two, and rolls 3-5 then play exactly as written, with
    // the kept unit dice 2, 6, 2, 6, 3 (one 3 fewer than the example's six).
    roll(&mut game, units(&[2, 3, 4]), ev);
    roll(&mut game, singles(Some(1), Some(4), None), ev);
    play(&mut game, keep(&[2], &[]), ev);
    // Roll 3: units 5 6, tactic 3, CMD 2: keeps only the 6.
    roll(&mut game, units(&[5, 6]), ev);
    roll(&mut game, singles(Some(2), Some(3), None), ev);
    play(&mut game, keep(&[6], &[]), ev);
    // Roll 4: unit 2, tactic 2, CMD 6: keeps the CMD.
    roll(&mut game, units(&[2]), ev);
    roll(&mut game, singles(Some(6), Some(2), None), ev);
    play(&mut game, keep(&[], &[Cmd]), ev);
    // Roll 5: unit 3, tactic 6 (Assault + Shelling): keeps both.
    roll(&mut game, units(&[3]), ev);
    roll(&mut game, singles(None, Some(6), None), ev);
    play(&mut game, keep(&[3], &[Tactic]), ev);
    assert_eq!(game.units(German, A2), 2);
    assert_eq!(game.units(German, A3), 1);
    // Air: 3 units at Gumrak, no Night: 3 hits sink every Volga unit.
    assert_eq!(game.units(German, Six), 3);
    play(&mut game, Action::AirStrike(3), ev);
    for _ in 0..3 {
        play(&mut game, Action::AirHit(Six), ev);
    }
    assert_eq!(game.units(Soviet, Six), 0);
    // Assault: what cannot be followed. The example's tally before combat
    // is area 2 S2/G4 and area 3 G3: seven German units in areas 2 and 3,
    // one more than the kept dice (2, 2, 3) and the three units that paid
    // for the air strike bring (the example's count rests on its sixth
    // unit die, the second 3). Its assault as written (two into area 2,
    // one into area 3) gives 2: G4 and 3: G2, below area 3's three stars:
    // no capture of area 3 and no German victory this turn (checked on a
    // copy below). The test sends one into area 2 and two into area 3:
    // area 2 holds G3 (the example: G4), area 3 G3 as in the example, and
    // both captures and the victory follow.
    let mut as_written = game;
    for area in [A2, A2, A3] {
        play(&mut as_written, Action::Assault(area), ev);
    }
    play(&mut as_written, Action::Shell(A2), ev);
    play(&mut as_written, Action::PassShelling, ev);
    play(&mut as_written, Action::FightInZ, ev);
    play(&mut as_written, Action::PassShelling, ev);
    assert_eq!(as_written.captured_by(A2), Some(German));
    assert_eq!(as_written.captured_by(A3), None);
    assert_eq!(as_written.status(), Status::Chance);
    for area in [A2, A3, A3] {
        play(&mut game, Action::Assault(area), ev);
    }
    // Before combat: 1 (S4) + shelling, 2 (S2/G3; the example: G4), 3 (G3), Z (1 each).
    let t = tally(&game);
    assert_eq!(t[0][..6], [4, 2, 0, 0, 0, 1]);
    assert_eq!(t[1][..6], [0, 3, 3, 0, 0, 1]);
    // Combat: the German moves the shelling to area 2 (the Soviet has no
    // Shelling tactic this turn), then pays for combat in Z.
    play(&mut game, Action::Shell(A2), ev);
    play(&mut game, Action::PassShelling, ev);
    play(&mut game, Action::FightInZ, ev);
    assert_eq!(game.units(Soviet, Z) + game.units(German, Z), 0);
    // P11: the German has 1 CMD left (the example, paying 1 for Assault, 0).
    assert_eq!(game.stage(), Stage::Shelling { after_attrition: true, side: German });
    assert_eq!(game.cmd(German), 1);
    play(&mut game, Action::PassShelling, ev);
    // Victory phase: no Guards move is possible (Z and the Volga are empty).
    // 1 captured by the Soviet; 2 (shelled, G3 > S2) and 3 by the German:
    // with 5 the German holds three areas and wins at once.
    assert_eq!(game.captured_by(A1), Some(Soviet));
    assert_eq!(game.captured_by(A2), Some(German));
    assert_eq!(game.captured_by(A3), Some(German));
    assert_eq!(game.status(), Status::Over(Outcome::Win { side: German, victory: Victory::ThreeAreas }));
}
