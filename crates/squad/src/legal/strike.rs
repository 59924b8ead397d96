//! R-F3: a Support strike held ready. The one statement of which retained
//! Support card a soldier may fire and with what: the fire check
//! (`free/cards.rs`) and the legal list (`legal/list/cards.rs`) both call
//! it.

use crate::content::Effect;
use crate::state::squad::Squad;

/// A Support card's strike: how far it reaches, its to-hit change and its
/// penetration (R-F3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Strike {
    pub range: u8,
    pub to_hit: u8,
    pub pen: i8,
}

impl Squad {
    /// R-F3: the strike of Support card `card` if soldier `s` holds it in
    /// play, retained and not fired yet this turn, and the card strikes;
    /// `None` otherwise.
    pub(crate) fn ready_strike(&self, s: u8, card: u8) -> Option<Strike> {
        let held = self.state.field.supports.iter().flatten().find(|x| x.card == card && x.owner == s)?;
        if held.fired {
            return None;
        }
        let mut strike = None;
        self.design(card)?.effect.each(&mut |e| {
            if let Effect::Strike { range, to_hit, pen } = e {
                strike = Some(Strike { range: *range, to_hit: *to_hit, pen: *pen });
            }
        });
        strike
    }
}
