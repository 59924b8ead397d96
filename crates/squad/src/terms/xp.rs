//! The experience a play costs (R-F1).

/// R-F1: whether the XP there is (`have`) covers a cost of `need` XP; a
/// cost of nothing always does. The one place the XP rule is written: a
/// card's boost and a card played for another soldier (R-F1), the Support
/// cards retained at the end of a turn (R-F3, R-F10).
pub(crate) const fn xp_covers(need: u8, have: u8) -> bool {
    need == 0 || need <= have
}
