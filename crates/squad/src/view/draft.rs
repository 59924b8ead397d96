//! A decision being made part by part, as the player reads it (R-D1).

use wargames_core::Bits;

use serde::{Deserialize, Serialize};

use crate::legal::draft::Parts;
use crate::state::Draft;
use crate::state::squad::Squad;
use crate::terms::action::Action;

/// The decision of several parts being made (R-D1), with its parts so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DraftView {
    /// Its first part: `Move`, `Attack`, `Melee`, `Throw`, `DiscardDraw`,
    /// `PlayCard` or `EndTurn`.
    pub decision: Action,
    /// The parts chosen so far, in words (the first part's text first).
    pub parts: Vec<String>,
    /// The action card instance played with it (`With`), if any.
    pub with_card: Option<u8>,
    /// Its boost, or the played card's (`Boost`), once chosen.
    pub boost: Option<bool>,
    /// The action card instances chosen so far (`Card`): a move's payment,
    /// the discards, the Support cards retained.
    pub cards: Vec<u8>,
    /// The enemy entries the Spray dice are aimed at so far (`Die`, R-A7).
    pub aimed_dice: Vec<u8>,
}

impl DraftView {
    /// The view of draft `d` in game `g`.
    pub(crate) fn of(g: &Squad, d: &Draft) -> DraftView {
        let holder = g.state.team.turn.map(|t| t.soldier);
        DraftView {
            decision: d.head,
            parts: Parts::of(d).as_slice().iter().map(|a| g.name_text(&a.to_string(), holder)).collect(),
            with_card: d.with,
            boost: d.boost,
            cards: Bits(d.cards).iter().collect(),
            aimed_dice: d.dice.iter().take(usize::from(d.n_dice)).copied().collect(),
        }
    }
}
