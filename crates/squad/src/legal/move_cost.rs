//! R-A3 Move: where a soldier may step and what entering costs. The one
//! statement of the rule: the move check (`actions/moving.rs`) and the legal
//! list (`legal/list/moves.rs`) both read it.

use wargames_core::Bits;

use crate::content::LocKw;
use crate::error::Error;
use crate::setup::tables::MoveFx;
use crate::state::squad::Squad;
use crate::terms::order::Play;

/// R-A3: whether a soldier in slot `from` may step into slot `to`: one slot
/// along the path, onto a placed Location (`front`: the front-most), or into
/// the objective's slot `objective_slot` once the objective is `active`.
pub(crate) fn may_enter(from: u8, to: u8, front: u8, objective_slot: u8, active: bool) -> bool {
    to.abs_diff(from) == 1 && (to <= front || (to == objective_slot && active))
}

/// R-A3: the cost of entering a slot of Entry `entry` where the active
/// enemy cards add `blocking`, for a soldier bringing `movement` and its
/// skills' entry reduction `skill`, with a card whose effect on the move is
/// `fx`: Entry plus Blocking (none if the card ignores it) less movement
/// and every reduction (the reductions' sum saturates, ruling 38), at least
/// 1; nothing for a free move.
pub(crate) fn move_cost(entry: u8, blocking: u8, movement: u8, skill: u8, fx: MoveFx) -> u8 {
    if fx.free {
        return 0;
    }
    let blocking = if fx.ignore_blocking { 0 } else { blocking };
    let reduce = fx.reduce.saturating_add(skill);
    (i16::from(entry) + i16::from(blocking) - i16::from(movement) - i16::from(reduce)).max(1) as u8
}

impl Squad {
    /// R-A3: the Blocking of the active enemy cards in slot `to`, added
    /// to the cost of entering it (saturating: no count of cards overflows).
    pub(crate) fn blocking_at(&self, to: u8) -> u8 {
        self.state
            .foes
            .in_play()
            .filter(|(_, f)| f.slot == to && self.active(f) > 0)
            .fold(0u8, |b, (_, f)| b.saturating_add(self.fixed.tables.blocking[usize::from(f.card)]))
    }

    /// R-A3: the movement soldier `s` brings out of slot `from`: its card's,
    /// none out of Mud.
    pub(crate) fn movement_out_of(&self, s: u8, from: u8) -> u8 {
        let mud = self.terrain(from).is_some_and(|x| x.keywords.contains(&LocKw::Mud));
        if mud { 0 } else { self.card(s).movement }
    }

    /// R-A3, R-F1: what the card of `play` does to a move, and the Covert
    /// discards it needs (a Support card's discards are paid when it is
    /// retained, R-F3), from the set-up tables.
    pub(crate) fn move_card(&self, play: Option<Play>) -> (MoveFx, u8) {
        let Some(p) = play else { return (MoveFx::default(), 0) };
        let (tables, i) = (&self.fixed.tables, usize::from(p.card & 63));
        let covert = if Bits(tables.support).contains(p.card) { 0 } else { tables.discards[i] };
        (tables.move_fx[i][usize::from(p.boost)], covert)
    }
}

/// R-A3: a move costing `cost` whose card needs `covert` discards, paid
/// with `n` cards while `left` actions remain: the actions it spends and
/// the cards that pay for it.
pub(crate) fn move_payment(cost: u8, covert: u8, n: u8, left: u8) -> Result<(u8, u8), Error> {
    if n < covert {
        return Err(Error::WrongDiscards { need: covert });
    }
    let paying = n - covert;
    if paying > cost {
        return Err(Error::BadPayment);
    }
    let actions = cost - paying;
    if actions > left {
        return Err(Error::NoActions { cost: actions, left });
    }
    Ok((actions, paying))
}
