//! The view holds what the rules put on the table, while the player
//! decides on it: the recon cards drawn (R-F5), the dice of an enemy attack
//! under way (R-E3, R-F4), the procedures under way by name with their
//! rule ids (R-R1, R-R2).

use wargames_core::{Game, Seat};

use crate::state::Need;
use crate::{AssaultView, Order, Procedure};

use super::{Script, act, begin, code, foe, give, place, script, std_game};

#[test]
fn rule_r_f5_recon_cards_drawn_are_in_the_view_while_the_player_keeps_one() {
    let mut g = std_game();
    begin(&mut g, 1);
    let mut s = Script { cards: ["L03", "L08", "E03", "E01", "E02"].into_iter().collect(), ..Script::default() };
    act(&mut g, Order::PlaceLocation, &mut s);
    assert_eq!(g.state.flow.need, Need::Recon);
    let v = g.view(Seat::FIRST);
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
    let Some(AssaultView { d10, d6, target, .. }) = assault else {
        panic!("an enemy attack under way: {:?}", v.procedures)
    };
    assert_eq!((d10, d6, target), (8, 6, 0), "the dice the player reacts to lie in sight");
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
