//! Rule tests: one per rule clause and per die face, named after the rule id.
//!
//! They build positions directly on the state (these are unit tests of the
//! crate) and then drive them through the public `Game` API.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "tests fail loudly")]

mod combat;
mod infiltration;
mod resolution;
mod roll;
mod state;
mod victory;

use wargames_core::{Die, Game, Roll};

use crate::action::Action;
use crate::area::Area;
use crate::error::Error;
use crate::event::Event;
use crate::hand::Hand;
use crate::hand::{Keep, SingleDie};
use crate::options::Options;
use crate::side::Side;
use crate::state::PocketStalingrad;

pub(crate) use Area::{
    CityCentre as A4, GrainElevator as A1, MamayevKurgan as A3, PavlovsHouse as A2, Six, TractorFactory as A5, Z,
};
pub(crate) use Side::{German, Soviet};

/// A new standard game at the Soviet's first roll.
pub(crate) fn fresh() -> PocketStalingrad {
    fresh_with(Options::default())
}

pub(crate) fn fresh_with(options: Options) -> PocketStalingrad {
    PocketStalingrad::setup(&options).unwrap()
}

/// Every unit back to the reserves.
pub(crate) fn clear(g: &mut PocketStalingrad) {
    for side in Side::ALL {
        for area in Area::ALL {
            g.remove(side, area, u8::MAX);
        }
    }
}

/// `n` units of `side` from the reserve into `area`.
pub(crate) fn put(g: &mut PocketStalingrad, side: Side, area: Area, n: u8) {
    g.reserve[side.index()] -= n;
    g.units[side.index()][area.index()] += n;
}

/// A hand with every die kept.
pub(crate) fn kept_hand(units: &[u8], cmd: u8, tactic: u8, ratt: u8) -> Hand {
    let mut hand = Hand::new();
    hand.set_rolled_units(Roll::from_faces(Die::D6, units).unwrap());
    hand.set_rolled_single(SingleDie::Cmd, cmd);
    hand.set_rolled_single(SingleDie::Tactic, tactic);
    hand.set_rolled_single(SingleDie::Ratt, ratt);
    hand.keep(&Keep { units: Roll::from_faces(Die::D6, units).unwrap(), cmd: true, tactic: true, ratt: true });
    hand
}

/// An empty board; `roller` has kept these dice; `setup` then adjusts the
/// board; the dice resolution (3) runs up to the first decision.
pub(crate) fn resolving(
    roller: Side,
    units: &[u8],
    [cmd, tactic, ratt]: [u8; 3],
    setup: impl FnOnce(&mut PocketStalingrad),
) -> (PocketStalingrad, Vec<Event>) {
    let mut g = fresh();
    clear(&mut g);
    g.roller = roller;
    g.hand = kept_hand(units, cmd, tactic, ratt);
    setup(&mut g);
    let mut ev = Vec::new();
    g.begin_resolution(&mut ev);
    (g, ev)
}

/// The legal actions.
pub(crate) fn legal(g: &PocketStalingrad) -> Vec<Action> {
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    out
}

/// Plays a legal action; its events.
pub(crate) fn act(g: &mut PocketStalingrad, action: Action) -> Vec<Event> {
    assert!(legal(g).contains(&action), "{action:?} not legal at {:?}: {:?}", g.stage, legal(g));
    let mut ev = Vec::new();
    g.apply(&action, &mut ev).unwrap();
    ev
}

/// Sends an illegal action: it is refused, nothing changes, no event; the error.
pub(crate) fn refused(g: &mut PocketStalingrad, action: Action) -> Error {
    let before = *g;
    let mut ev = Vec::new();
    let err = g.apply(&action, &mut ev).unwrap_err();
    assert_eq!(*g, before, "refusing {action:?} changed the state");
    assert!(ev.is_empty());
    assert!(!legal(g).contains(&action), "{action:?} is refused but listed");
    err
}

/// The rule an error names.
pub(crate) fn rule(err: &Error) -> Option<&'static str> {
    wargames_core::RuleError::rule(err)
}
