//! The soldier turn in progress as the player reads it (R-R2).

use wargames_core::Bits;

use serde::{Deserialize, Serialize};

use crate::state::Turn;
use crate::state::squad::Squad;

/// The turn in progress (R-R2): whose it is, the actions and moves left,
/// and what the soldier did so far that the rules remember.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnView {
    /// The squad position of the soldier whose turn it is.
    pub soldier: u8,
    /// The soldier's name.
    pub name: String,
    /// Actions left (R-R2).
    pub actions: u8,
    /// Moves left (1; more with Keep Moving).
    pub moves: u8,
    /// It moved this turn.
    pub moved: bool,
    /// It placed a Location this turn (R-F5).
    pub placed_location: bool,
    /// The gear places whose item made a Bolt attack this turn.
    pub bolt_fired: Vec<u8>,
    /// Its first Stealth attack of the turn was made.
    pub stealth_used: bool,
    /// Its next attack gains Stealth (Silent Approach).
    pub stealth_next: bool,
    /// It may not attack this turn (Go to Ground).
    pub no_attack: bool,
    /// Extra dice for its first attack this turn (Breach boosted).
    pub extra_dice: u8,
    /// R-F8 (I28): the gear places that received an item this turn; such an
    /// item is not moved again this turn.
    pub gear_received: Vec<u8>,
    /// R-F8 (I28): the entries of the dropped items it laid down this turn;
    /// such an item is not picked up again this turn.
    pub dropped_this_turn: Vec<u8>,
    /// R-S2 (I29): the Action deck's discards were reshuffled this turn.
    pub reshuffled: bool,
}

impl TurnView {
    /// The view of turn `t` in game `g`.
    pub(crate) fn of(g: &Squad, t: &Turn) -> TurnView {
        TurnView {
            soldier: t.soldier,
            name: g.soldier_name(t.soldier).to_owned(),
            actions: t.actions,
            moves: t.moves,
            moved: t.moved,
            placed_location: t.placed,
            bolt_fired: Bits(u64::from(t.bolt_used)).iter().collect(),
            stealth_used: t.stealth_used,
            stealth_next: t.stealth_next,
            no_attack: t.no_attack,
            extra_dice: t.extra_dice,
            gear_received: Bits(u64::from(t.gear_moved)).iter().collect(),
            dropped_this_turn: Bits(u64::from(t.dropped_moved)).iter().collect(),
            reshuffled: t.reshuffled,
        }
    }
}
