//! Saved games refused on load (R-S2, R-S10, R-R1, the hand limit) and the
//! invariants' recomputation of the derived masks.

use crate::engine::state::Need;
use crate::{Options, Squad};

use super::std_game;

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
    assert_eq!(g.state.need, Need::Phase);
    let mut v = serde_json::to_value(&g).unwrap();
    v["state"]["done"] = serde_json::json!(255);
    let err = serde_json::from_value::<Squad>(v).err().unwrap().to_string();
    assert!(err.contains("done"), "{err}");
    // Every soldier of the squad done while the Soldier Phase waits: refused too.
    let mut v = serde_json::to_value(&g).unwrap();
    v["state"]["done"] = serde_json::json!((1u32 << g.state.n_soldiers) - 1);
    let err = serde_json::from_value::<Squad>(v).err().unwrap().to_string();
    assert!(err.contains("R-R1"), "{err}");
}

#[test]
fn saved_hand_past_the_limit_is_refused_on_load() {
    let mut g = std_game();
    g.state.soldiers[0].hand = (1u64 << 17) - 1;
    g.state.actions.pile &= !g.state.soldiers[0].hand;
    g.state.actions.bottom &= !g.state.soldiers[0].hand;
    g.state.actions.discard &= !g.state.soldiers[0].hand;
    let err = serde_json::from_value::<Squad>(serde_json::to_value(&g).unwrap()).err().unwrap().to_string();
    assert!(err.contains("more than 16 cards"), "{err}");
}

#[test]
fn invariants_recompute_the_derived_masks() {
    let g = std_game();
    assert_eq!(g.invariants(), Ok(()));
    let mut h = g.clone();
    h.state.alive ^= 1;
    assert!(h.invariants().unwrap_err().contains("alive"));
    let mut h = g.clone();
    h.state.occupied ^= 1;
    assert!(h.invariants().unwrap_err().contains("occupied"));
    let mut h = g.clone();
    h.state.lying ^= 1;
    assert!(h.invariants().unwrap_err().contains("lying"));
    let mut h = g.clone();
    let c = h.state.actions.pile.trailing_zeros();
    h.state.soldiers[0].hand |= 1 << c;
    assert!(h.invariants().unwrap_err().contains("two places"));
}

#[test]
fn rule_r_s2_saved_card_lost_or_doubled_is_refused_on_load() {
    let g = std_game();
    // An action card taken out of every place (R-S2: the deck holds every card).
    let mut h = g.clone();
    let c = h.state.actions.pile.trailing_zeros();
    h.state.actions.pile &= !(1 << c);
    let err = serde_json::from_value::<Squad>(serde_json::to_value(&h).unwrap()).err().unwrap().to_string();
    assert!(err.contains("are nowhere"), "{err}");
    // A location card both in the deck and on the path.
    let mut h = g.clone();
    let l = h.state.locations.pile.trailing_zeros();
    h.state.path[1] = l as u8;
    let err = serde_json::from_value::<Squad>(serde_json::to_value(&h).unwrap()).err().unwrap().to_string();
    assert!(err.contains("location cards"), "{err}");
    assert!(serde_json::from_value::<Squad>(serde_json::to_value(&g).unwrap()).is_ok());
}
