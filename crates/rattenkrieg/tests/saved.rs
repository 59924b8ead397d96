//! Saved games are validated when loaded: corrupt input is an error naming
//! the rule, never a panic or a broken state.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "tests")]

mod common;

use common::*;
use serde_json::json;
use wargames_core::RuleError;
use wargames_rattenkrieg::{Options, Rattenkrieg, Side};

fn refusal(pos: &Pos) -> String {
    pos.try_game().expect_err("the saved game should be refused").to_string()
}

#[test]
fn a_saved_game_round_trips() {
    let game = dealt(Options::default());
    let json = serde_json::to_string(&game).unwrap();
    let back: Rattenkrieg = serde_json::from_str(&json).unwrap();
    assert_eq!(back, game);
}

#[test]
fn rule_2_4_a_card_in_two_places_is_refused() {
    let mut pos = Pos::new();
    let card = c(2, 'c');
    pos.hand(Side::German, &[card]);
    pos.v["hands"][1] = json!(1u64 << card.index());
    assert!(refusal(&pos).starts_with("2.4"), "{}", refusal(&pos));
}

#[test]
fn rule_2_4_a_missing_card_is_refused() {
    let mut pos = Pos::new();
    pos.v["deck"]["pile"] = json!(0);
    assert!(refusal(&pos).starts_with("2.4"));
}

#[test]
fn rule_3_5_a_counter_in_the_enemy_rear_is_refused() {
    let mut pos = Pos::new();
    pos.at("14Pz", "Soviet rear");
    assert!(refusal(&pos).starts_with("3.5"));
}

#[test]
fn bad_ids_and_stages_are_refused() {
    let mut pos = Pos::new();
    pos.v["units"][0]["status"] = json!({"at": 40});
    assert!(refusal(&pos).starts_with("2.1"));

    let mut pos = Pos::new();
    pos.v["stage"] = json!({"loss": {"unit": 30, "cause": "strike"}});
    assert!(pos.try_game().is_err(), "a counter id beyond 24");

    let mut pos = Pos::new();
    pos.v["stage"] = json!("activation");
    assert!(refusal(&pos).starts_with("7.1"), "an activation stage with no active counter");

    let mut pos = Pos::new();
    pos.v["units"].as_array_mut().unwrap().pop();
    assert!(refusal(&pos).starts_with("2.3"));

    let mut pos = Pos::new();
    pos.v["turn"] = json!(9);
    assert!(refusal(&pos).starts_with("4.0"));

    let mut pos = Pos::new();
    pos.v["options"]["scenario"]["areas"][0]["adjacent"] = json!(["Nowhere"]);
    assert!(refusal(&pos).starts_with("2.1"));
}

#[test]
fn errors_name_their_rule() {
    let err = serde_json::from_value::<Rattenkrieg>({
        let mut pos = Pos::new();
        pos.at("14Pz", "Soviet rear");
        pos.v
    })
    .unwrap_err();
    assert!(err.to_string().contains("3.5"));
    let game = dealt(Options::default());
    let mut copy = game.clone();
    let e = wargames_core::Game::apply(
        &mut copy,
        &wargames_rattenkrieg::Action::Refit { unit: unit("14Pz") },
        &mut Vec::new(),
    )
    .unwrap_err();
    assert_eq!(e.rule(), Some("7.5"));
    assert!(e.to_string().starts_with("7.5: "));
}

/// Counters are dealt their steps in order: a saved deal to a later counter
/// while an earlier one is short is not a state the rules reach.
#[test]
fn rule_3_3_a_pending_deal_to_a_counter_out_of_turn_is_refused() {
    let game = <Rattenkrieg as wargames_core::Game>::setup(&Options::default()).unwrap();
    let mut pos = Pos::from(&game);
    assert!(pos.try_game().is_ok());
    let to = &mut pos.v["stage"]["deal"]["to"];
    *to = json!({"unit": 1});
    assert!(refusal(&pos).starts_with("3.3"), "{}", refusal(&pos));
}

/// A seeded random game of the standard scenario played until `stop` says
/// so; `None` if it ends first.
fn random_game_until(seed: u64, stop: impl Fn(&Rattenkrieg) -> bool) -> Option<Rattenkrieg> {
    use wargames_core::{Game, NoEvents, Rng, Status};
    let mut game = Rattenkrieg::setup(&Options::default()).unwrap();
    let mut rng = Rng::new(seed);
    let mut legal = Vec::new();
    loop {
        if stop(&game) {
            return Some(game);
        }
        match game.status() {
            Status::Over(_) => return None,
            Status::Chance => {
                let outcome = game.sample_chance(&mut rng).unwrap();
                game.resolve_chance(&outcome, &mut NoEvents).unwrap();
            }
            Status::ToAct(_) => {
                game.legal_actions(&mut legal);
                let action = legal[rng.index(legal.len())];
                game.apply(&action, &mut NoEvents).unwrap();
            }
        }
    }
}

/// The first state meeting `stop` in the seeded random games from seed 0
/// up to `seeds`: it must exist (`what` names it).
fn first_reaching(seeds: u64, what: &str, stop: impl Fn(&Rattenkrieg) -> bool) -> Rattenkrieg {
    (0..seeds).find_map(|seed| random_game_until(seed, &stop)).unwrap_or_else(|| panic!("no {what} in {seeds} games"))
}

/// Found by the sweep of edited saves: a player turn saved after two passes
/// loaded, and the next pass made three.
#[test]
fn rule_5_0_a_player_turn_after_two_passes_in_a_row_is_refused() {
    let mut pos = Pos::new();
    assert!(pos.passes(1).try_game().is_ok());
    assert!(refusal(pos.passes(2)).starts_with("5.0"), "{}", refusal(&pos));
}

/// Found by the sweep of edited saves: a refill phase saved with the turn
/// set to the last loaded, and the game went on into a seventh turn.
#[test]
fn rule_4_0_a_refill_phase_after_the_last_turn_is_refused() {
    use wargames_rattenkrieg::Stage;
    let discard =
        first_reaching(20, "a refill phase of turn 5", |g| matches!(g.stage(), Stage::Discard { .. }) && g.turn() == 5);
    let mut pos = Pos::from(&discard);
    assert!(pos.try_game().is_ok());
    assert!(refusal(pos.turn(6)).starts_with("4.0"), "{}", refusal(&pos));
}

/// Found by the sweep of edited saves: a deal to a counter already holding
/// all its steps loaded (its steps in the scenario lowered, or the deal
/// aimed at another counter), and the counter then held one step too many.
#[test]
fn rule_3_3_a_card_dealt_to_a_counter_at_its_steps_is_refused() {
    use wargames_rattenkrieg::{DealPhase, Recipient, Stage};
    let deal = random_game_until(3, |g| matches!(g.stage(), Stage::Deal { to: Recipient::Unit(_), .. }))
        .expect("a deal to a counter");
    let Stage::Deal { to: Recipient::Unit(u), phase } = deal.stage() else { unreachable!() };
    let pos = Pos::from(&deal);
    assert!(pos.try_game().is_ok());
    // The counter's steps in the scenario lowered to what it holds.
    let mut lowered = Pos::from(&deal);
    lowered.v["options"]["scenario"]["units"][u.index()]["steps"] = json!(deal.steps(u).len());
    assert!(refusal(&lowered).starts_with("3.3"), "{}", refusal(&lowered));
    // The deal aimed at a counter on the map that holds all its steps.
    let full = (0..deal.options().scenario.units.len())
        .filter_map(wargames_rattenkrieg::UnitId::new)
        .find(|&v| {
            deal.area_of(v).is_some()
                && deal.steps(v).len() == usize::from(deal.options().scenario.units[v.index()].steps)
        })
        .expect("a counter at its steps");
    let mut aimed = Pos::from(&deal);
    aimed.v["stage"] = serde_json::to_value(Stage::Deal { to: Recipient::Unit(full), phase }).unwrap();
    assert!(refusal(&aimed).starts_with("3.3"), "{}", refusal(&aimed));
    // A hand dealt to when it is full.
    let mut hand = Pos::from(&deal);
    hand.v["stage"] =
        serde_json::to_value(Stage::Deal { to: Recipient::Hand(Side::German), phase: DealPhase::Refit }).unwrap();
    assert!(refusal(&hand).starts_with("3.3"), "{}", refusal(&hand));
}

/// Found by the sweep of edited saves: a loss saved for a counter with no
/// part in the combat loaded, and the side to act then had no legal action.
#[test]
fn rule_8_9_a_loss_taken_by_a_counter_with_no_part_in_the_combat_is_refused() {
    use wargames_rattenkrieg::{Cause, Stage};
    let loss = first_reaching(40, "a loss in a combat", |g| {
        matches!(g.stage(), Stage::Loss { cause: Cause::Attacker | Cause::Defender, .. })
    });
    let Stage::Loss { unit: loser, cause } = loss.stage() else { unreachable!() };
    assert!(Pos::from(&loss).try_game().is_ok());
    let other = (0..loss.options().scenario.units.len())
        .filter_map(wargames_rattenkrieg::UnitId::new)
        .find(|&v| v != loser && loss.area_of(v).is_some())
        .unwrap();
    let mut pos = Pos::from(&loss);
    pos.v["stage"] = serde_json::to_value(Stage::Loss { unit: other, cause }).unwrap();
    assert!(refusal(&pos).starts_with("8.9"), "{}", refusal(&pos));
}

/// A reinforcement still to come is off the map and holds no card until it
/// arrives and is dealt its steps [6.1] [6.2]. A save that gave one a card
/// loaded, and the card left play when the counter arrived (its steps are
/// dealt afresh), breaking 2.4 at the start of turn 2.
#[test]
fn rule_6_1_a_reinforcement_holding_cards_before_it_arrives_is_refused() {
    let mut pos = Pos::new();
    let pile = pos.v["deck"]["pile"].as_u64().unwrap();
    let card = wargames_core::Card::from_index(pile.trailing_zeros() as u8).unwrap();
    pos.steps("16Pz", &[card]);
    assert!(refusal(&pos).starts_with("6.1"), "{}", refusal(&pos));

    let mut pos = Pos::new();
    pos.flipped("100J", true);
    assert!(refusal(&pos).starts_with("6.1"), "{}", refusal(&pos));
    let mut pos = Pos::new();
    pos.isolated("39Gds", true);
    assert!(refusal(&pos).starts_with("6.2"), "{}", refusal(&pos));
}

/// Found by fuzzing (`rattenkrieg_state`): a save in which the attacker
/// fights on (8.11) with a counter that stands where no enemy counter
/// does loaded; its one attack then opened a combat with nobody to
/// defend, and the enemy had no legal action.
#[test]
fn rule_8_11_fighting_on_where_no_enemy_counter_stands_is_refused() {
    use wargames_rattenkrieg::Stage;
    let fight = first_reaching(40, "a combat that goes on", |g| g.stage() == Stage::Continue);
    assert!(Pos::from(&fight).try_game().is_ok());
    let specs = &fight.options().scenario.units;
    let ids = || (0..specs.len()).filter_map(wargames_rattenkrieg::UnitId::new);
    let side = fight.side_to_play();
    let enemy_in = |a| ids().any(|v| specs[v.index()].side != side && fight.area_of(v) == Some(a));
    let quiet = ids()
        .find(|&u| specs[u.index()].side == side && fight.area_of(u).is_some_and(|a| !enemy_in(a)))
        .expect("a counter of the side to play where the enemy is not");
    let mut pos = Pos::from(&fight);
    pos.v["activation"]["unit"] = json!(quiet.index());
    assert!(refusal(&pos).starts_with("8.11"), "{}", refusal(&pos));
}

/// The first (lowest) card of the number `bits`, as a mask.
fn lowest(bits: u64) -> u64 {
    bits & bits.wrapping_neg()
}

/// Found by fuzzing (`rattenkrieg_state`): a save whose deck's discards
/// were swapped onto the table of a combat still waiting for its defender
/// loaded; naming the defender began the declarations, which clear the
/// table, and those cards left play (2.4). Cards lie on the table only
/// while the sides declare and raise [8.4] [8.5] [8.6].
#[test]
fn rule_8_4_cards_on_the_table_outside_the_declarations_are_refused() {
    use wargames_rattenkrieg::Stage;
    let first = |g: &Rattenkrieg| match g.stage() {
        Stage::Declare { side } => Pos::from(g).v["combat"]["first"] == serde_json::to_value(side).unwrap(),
        _ => false,
    };
    let declare = first_reaching(40, "a first declaration", first);
    assert!(Pos::from(&declare).try_game().is_ok());
    let first_side = Pos::from(&declare).v["combat"]["first"].clone();
    let index = usize::from(first_side != json!("german"));
    // A card from the deck onto the table before anyone has declared.
    let mut pos = Pos::from(&declare);
    let card = lowest(pos.v["deck"]["pile"].as_u64().unwrap());
    pos.v["deck"]["pile"] = json!(pos.v["deck"]["pile"].as_u64().unwrap() & !card);
    pos.v["combat"]["played"][index] = json!(card);
    pos.v["combat"]["last"][index] = json!(card.trailing_zeros());
    assert!(refusal(&pos).starts_with("8.4"), "{}", refusal(&pos));

    let raise = first_reaching(40, "a raise", |g| matches!(g.stage(), Stage::Raise { .. }));
    assert!(Pos::from(&raise).try_game().is_ok());
    // The last card down that is not among the cards down.
    let mut pos = Pos::from(&raise);
    let played = pos.v["combat"]["played"][0].as_u64().unwrap();
    let elsewhere = lowest(pos.v["deck"]["pile"].as_u64().unwrap() & !played);
    pos.v["combat"]["last"][0] = json!(elsewhere.trailing_zeros());
    assert!(refusal(&pos).starts_with("8.6"), "{}", refusal(&pos));
}

/// Found by fuzzing (`rattenkrieg_state`): a save in which the defender's
/// other counters choose to retreat or stay isolated (8.10), edited so
/// that the counter choosing was the attacker, loaded; its retreat took
/// the attacker out of the combat area mid-combat (8.2). The counter
/// choosing is now held to be the defender's, in the combat area, not yet
/// isolated, and able to retreat.
#[test]
fn rule_8_10_an_isolation_choice_by_a_counter_not_the_defenders_is_refused() {
    use wargames_rattenkrieg::Stage;
    let choice = first_reaching(200, "an isolation choice", |g| matches!(g.stage(), Stage::Isolation { .. }));
    assert!(Pos::from(&choice).try_game().is_ok());
    let mut pos = Pos::from(&choice);
    pos.v["stage"]["isolation"]["unit"] = pos.v["combat"]["attacker"].clone();
    assert!(refusal(&pos).starts_with("8.10"), "{}", refusal(&pos));
    // The defending counter back in the combat area: it has not left.
    let mut pos = Pos::from(&choice);
    let defender = pos.v["combat"]["defender"].as_u64().unwrap() as usize;
    pos.v["units"][defender]["status"] = json!({ "at": pos.v["combat"]["area"] });
    pos.v["units"][defender]["steps"] = json!(0);
    pos.v["deck"]["pile"] = json!(
        pos.v["deck"]["pile"].as_u64().unwrap()
            | choice.steps(wargames_rattenkrieg::UnitId::new(defender).unwrap()).bits()
    );
    assert!(refusal(&pos).starts_with("8.10"), "{}", refusal(&pos));
}

/// The defending counter is named once and stands in the combat area
/// until it has lost and left [8.2]. (Read from the loader after the
/// fuzzing finds above, not found by a fuzzer.)
#[test]
fn rule_8_2_a_defender_named_twice_or_out_of_the_combat_area_is_refused() {
    use wargames_rattenkrieg::{Stage, UnitId};
    let enemy_elsewhere = |g: &Rattenkrieg, area: &serde_json::Value| {
        let specs = &g.options().scenario.units;
        (0..specs.len()).filter_map(UnitId::new).find(|&u| {
            specs[u.index()].side != g.side_to_play() && g.area_of(u).is_some_and(|a| json!(a.index()) != *area)
        })
    };
    let choose = first_reaching(200, "a defender to name", |g| g.stage() == Stage::ChooseDefender);
    assert!(Pos::from(&choose).try_game().is_ok());
    let mut pos = Pos::from(&choose);
    let other = enemy_elsewhere(&choose, &pos.v["combat"]["area"]).expect("an enemy counter");
    pos.v["combat"]["defender"] = json!(other.index());
    assert!(refusal(&pos).starts_with("8.2"), "{}", refusal(&pos));

    let declare = first_reaching(200, "a declaration", |g| matches!(g.stage(), Stage::Declare { .. }));
    assert!(Pos::from(&declare).try_game().is_ok());
    let mut pos = Pos::from(&declare);
    let other = enemy_elsewhere(&declare, &pos.v["combat"]["area"]).expect("an enemy counter elsewhere");
    pos.v["combat"]["defender"] = json!(other.index());
    assert!(refusal(&pos).starts_with("8.2"), "{}", refusal(&pos));
}

/// A tie is fought again or conceded [8.7.4]; with no card to fight
/// again, the attacker loses at once, so a tie waiting on an attacker
/// with no card is refused. (Read from the loader, not found by a fuzzer.)
#[test]
fn rule_8_7_4_a_tie_with_no_card_for_the_attacker_is_refused() {
    use wargames_rattenkrieg::Stage;
    let tie = first_reaching(400, "a tie", |g| g.stage() == Stage::Tie);
    assert!(Pos::from(&tie).try_game().is_ok());
    let mut pos = Pos::from(&tie);
    let attacker = pos.v["combat"]["attacker"].as_u64().unwrap() as usize;
    let side = usize::from(tie.side_to_play() == Side::Soviet);
    let cards = pos.v["units"][attacker]["steps"].as_u64().unwrap() | pos.v["hands"][side].as_u64().unwrap();
    pos.v["units"][attacker]["steps"] = json!(0);
    pos.v["hands"][side] = json!(0);
    pos.v["deck"]["discards"] = json!(pos.v["deck"]["discards"].as_u64().unwrap() | cards);
    assert!(refusal(&pos).starts_with("8.7.4"), "{}", refusal(&pos));
}

/// A card is drawn for an event only as the event allows [9.2] [9.3]
/// [9.6]: a bombardment or air support at a target it may strike, air
/// support by the German side, a sniper by the Soviet side. (Read from
/// the loader after the fuzzing finds above, not found by a fuzzer.)
#[test]
fn rule_9_2_a_strike_at_a_counter_it_may_not_strike_is_refused() {
    use wargames_rattenkrieg::Stage;
    // A Soviet bombardment: its target edited to the bombarding counter
    // itself, or the bombardment to air support.
    let strike = first_reaching(400, "a Soviet bombardment", |g| {
        matches!(g.stage(), Stage::Strike { .. }) && g.side_to_play() == Side::Soviet
    });
    assert!(Pos::from(&strike).try_game().is_ok());
    let active = strike.activation().unwrap().unit;
    let mut pos = Pos::from(&strike);
    pos.v["stage"]["strike"]["target"] = json!(active.index());
    assert!(refusal(&pos).starts_with("9.2"), "{}", refusal(&pos));
    let mut pos = Pos::from(&strike);
    pos.v["stage"]["strike"]["air"] = json!(true);
    assert!(refusal(&pos).starts_with("9.3"), "{}", refusal(&pos));

    let german = first_reaching(40, "a German activation", |g| {
        g.stage() == Stage::Activation && g.side_to_play() == Side::German
    });
    let mut pos = Pos::from(&german);
    pos.v["stage"] = json!("snipe");
    assert!(refusal(&pos).starts_with("9.6"), "{}", refusal(&pos));
}
