//! The reference list's R-F10 end of the turn: every subset of the Support
//! cards the soldier owns, kept if `check_order` accepts it.

use crate::legal::reference::submasks;
use crate::state::Turn;
use crate::state::squad::Squad;
use crate::terms::order::Order;

impl Squad {
    /// R-F10 the end of the turn, retaining any Support cards owned.
    pub(super) fn ref_end_turn(&self, turn: Turn, out: &mut Vec<Order>) {
        submasks(self.state.field.owned_supports(turn.soldier), |keep| self.ref_try_push(out, Order::EndTurn { keep }));
    }
}
