//! The spectator's view, `Rattenkrieg::table`: every seat could have
//! written it from what it sees, so it holds no hidden card [3.3] [3.4]
//! [8.4], and it agrees with both seats' views on what they show alike.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use wargames_core::{Game, NoEvents, Observation, Rng, Seat, Status};
use wargames_rattenkrieg::{Options, Rattenkrieg, Side, Table, View};

/// Plays `games` seeded random games and calls `check` on every state met.
fn each_state(games: u64, mut check: impl FnMut(&Rattenkrieg, &mut Rng)) {
    let mut legal = Vec::new();
    for seed in 0..games {
        let mut game = Rattenkrieg::setup(&Options::default()).unwrap();
        let mut rng = Rng::new(seed);
        for _ in 0..400 {
            check(&game, &mut rng);
            match game.status() {
                Status::Over(_) => break,
                Status::Chance => {
                    let outcome = game.sample_chance(&mut rng).unwrap();
                    game.resolve_chance(&outcome, &mut NoEvents).unwrap();
                }
                Status::ToAct(_) => {
                    game.legal_actions(&mut legal);
                    let i = rng.index(legal.len());
                    game.apply(&legal[i], &mut NoEvents).unwrap();
                }
            }
        }
    }
}

#[test]
fn rule_3_3_3_4_8_4_the_table_is_the_same_in_every_state_a_seat_cannot_tell_apart() {
    let mut checked = 0;
    each_state(12, |game, rng| {
        let table = game.table();
        for seat in Seat::all(Rattenkrieg::SEATS) {
            // A state drawn with everything hidden from `seat` dealt anew:
            // the hands, the enemy's steps, the cards face down.
            let twin = Observation::new(game, seat).sample_state(rng);
            assert_eq!(twin.table(), table, "the table shows what {seat} cannot see");
            checked += 1;
        }
    });
    assert!(checked > 1_000, "only {checked} states checked");
}

#[test]
fn the_table_agrees_with_both_views() {
    each_state(6, |game, _| {
        let table: Table = game.table();
        let german: View = game.view(Side::German.seat());
        let soviet: View = game.view(Side::Soviet.seat());
        assert_eq!(table.german_hand, soviet.enemy_hand);
        assert_eq!(table.soviet_hand, german.enemy_hand);
        assert_eq!(usize::from(table.german_hand), german.hand.len());
        assert_eq!(table.units.len(), german.own_units.len() + german.enemy_units.len());
        for u in &table.units {
            let (own, other) = if u.side == Side::German { (&german, &soviet) } else { (&soviet, &german) };
            let mine = own.own_units.iter().find(|o| o.id == u.id).expect("the owner sees its counter");
            let theirs = other.enemy_units.iter().find(|e| e.id == u.id).expect("the enemy sees the counter");
            assert_eq!((u.status, u.flipped, u.isolated), (mine.status, mine.flipped, mine.isolated));
            assert_eq!(u.steps, theirs.steps);
            assert_eq!(usize::from(u.steps), mine.steps.len());
        }
        assert_eq!(
            (table.german_areas, table.deck, table.discards),
            (german.german_areas, german.deck, german.discards)
        );
        assert_eq!(
            (table.turn, table.stage, table.to_act, table.winner),
            (soviet.turn, soviet.stage, soviet.to_act, soviet.winner)
        );
        match (&table.combat, &german.combat) {
            (Some(t), Some(g)) => {
                assert_eq!(usize::from(t.german_cards), g.own_cards.len());
                assert_eq!(t.soviet_cards, g.enemy_cards);
                assert_eq!((t.attacker, t.defender, t.area), (g.attacker, g.defender, g.area));
            }
            (None, None) => {}
            _ => panic!("the table and the German view disagree on whether a combat is on"),
        }
    });
}

#[test]
fn the_table_reads_back_from_its_json_and_says_whose_view_it_is() {
    let game = Rattenkrieg::setup(&Options::default()).unwrap();
    let table = game.table();
    let json = serde_json::to_value(&table).unwrap();
    assert!(json.get("hand").is_none() && json.get("own_units").is_none());
    assert_eq!(serde_json::from_value::<Table>(json).unwrap(), table);
    assert!(table.to_string().contains("spectator's view"));
}
