//! Action and chance texts read back, and only what is one.

use crate::parse::ParseError;
use crate::state::chance::Chance;
use crate::terms::order::{Aim, Order, Play};

/// Every action form reads back from its text, and garbage reads as none.
#[test]
fn every_form_reads_back_and_garbage_is_refused() {
    let play = Some(Play { card: 4, boost: true });
    let actions = [
        Order::BeginTurn { soldier: 0 },
        Order::Withdraw { soldier: 2 },
        Order::RemoveSuppression,
        Order::Move { to: 2, play, pay: 0b1010 },
        Order::Move { to: 0, play: None, pay: 0 },
        Order::Attack { weapon: u8::MAX, mode: 0, aim: Aim::Card(3), play: None },
        Order::Attack { weapon: 1, mode: 2, aim: Aim::Split([1, 1, 2, 3]), play },
        Order::Attack { weapon: 0, mode: 0, aim: Aim::Objective, play: None },
        Order::Attack { weapon: 0, mode: 1, aim: Aim::Slot(4), play: None },
        Order::Melee { weapon: None, target: 5, play: None },
        Order::Melee { weapon: Some(1), target: 5, play },
        Order::Throw { item: 2, slot: 3, play },
        Order::Reload { weapon: 0 },
        Order::Deploy { weapon: 1 },
        Order::DiscardDraw { discard: 0 },
        Order::DiscardDraw { discard: 1 << 63 | 1 },
        Order::UseEquipment { item: 3, on: 1 },
        Order::UseCache,
        Order::PlayCard { card: 9, boost: true, discard: 0b110, param: 2 },
        Order::PlayCard { card: 9, boost: false, discard: 0, param: 0 },
        Order::FireSupport { card: 7, slot: 3 },
        Order::PlaceLocation,
        Order::ActivateObjective,
        Order::TakeDispatch,
        Order::PassGear { item: 1, to: 2 },
        Order::DropGear { item: 0 },
        Order::PickUp { item: 3 },
        Order::EndTurn { keep: 0 },
        Order::EndTurn { keep: 0b11 },
        Order::ChooseLocation { card: 12 },
        Order::React { card: 3, boost: false },
        Order::React { card: 3, boost: true },
        Order::Pass,
        Order::Discard { card: 8 },
    ];
    for a in actions {
        assert_eq!(a.to_string().parse::<Order>(), Ok(a), "{a}");
        assert_eq!(a.to_string().to_uppercase().parse::<Order>(), Ok(a), "{a}");
    }
    for bad in
        ["", "soldier 0 takes its turn", "move to slot", "move to slot 2 extra", "discard #64 and draw", "#", "("]
    {
        assert_eq!(bad.parse::<Order>(), Err(ParseError::Action(bad.to_owned())));
    }
    for c in [Chance::D10(10), Chance::D6(1), Chance::Action(3), Chance::Location(0)] {
        assert_eq!(c.to_string().parse::<Chance>(), Ok(c));
    }
    for c in [Chance::Enemy(9), Chance::Event(2), Chance::Target(0)] {
        assert_eq!(c.to_string().parse::<Chance>(), Ok(c));
    }
    assert!("target counter of soldier 0".parse::<Chance>().is_err());
    assert!("d10 = 300".parse::<Chance>().is_err());
}
