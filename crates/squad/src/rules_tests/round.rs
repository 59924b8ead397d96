//! The round (R-R1, R-R2): the soldiers' order and their turns.

use wargames_core::Game;

use crate::{Action, Order, Squad};

use super::{Script, begin, end_turn, refused, std_game};

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
        let c = (0..40).find(|i| g.state.decks.actions.pile & (1u64 << i) != 0).unwrap();
        g.state.decks.actions.pile &= !(1u64 << c);
        g.state.team.soldiers[0].hand |= 1u64 << c;
    }
    begin(&mut g, 0);
    assert_eq!(g.state.team.turn.unwrap().actions, 3);
    assert_eq!(g.state.team.soldier(0).hand.count_ones(), 6, "CX 1 draws past hand size 5");
}

/// The ruling I31: CX draws go past hand size but never past 16 cards, so a
/// hoarding player's hand stops there and its saved game still loads.
#[test]
fn rule_r_r2_cx_draws_stop_at_the_hand_limit() {
    let mut g = std_game();
    for _ in 0..16 {
        let c = g.state.decks.actions.pile.trailing_zeros();
        g.state.decks.actions.pile &= !(1u64 << c);
        g.state.team.soldiers[0].hand |= 1u64 << c;
    }
    begin(&mut g, 0);
    assert_eq!(g.state.team.soldier(0).hand.count_ones(), 16, "CX 1 draws nothing at 16 cards");
    let back: Squad = serde_json::from_value(serde_json::to_value(&g).unwrap()).unwrap();
    assert_eq!(back, g);
}

/// CX keywords add up, stopping at 255 (R-R2): a soldier card with two
/// CX 200 keywords once panicked adding past a byte. Its CX draws stop at
/// the hand limit (I31), as any CX draw does.
#[test]
fn rule_r_r2_cx_keywords_adding_past_255_draw_to_the_hand_limit() {
    use crate::state::HAND_LIMIT;
    let mut g = super::std_game_with(|t| &mut t.soldiers, "[{ \"Cx\": 1 }]", "[{ \"Cx\": 200 }, { \"Cx\": 200 }]");
    assert_eq!((g.card(0).id.as_str(), g.card(0).cx()), ("S01", 255));
    begin(&mut g, 0);
    assert_eq!(g.state.team.soldiers[0].hand.count_ones(), u32::from(HAND_LIMIT));
    assert!(g.invariants().is_ok(), "{:?}", g.invariants());
}
