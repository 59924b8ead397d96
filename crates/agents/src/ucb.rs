//! Choosing among a node's children: UCB1, and the one argmax both
//! searches (and the root's choice) use.

/// UCB1: `mean + c·√(ln N / n)`.
pub(crate) fn ucb(mean: f64, c: f64, ln_n: f64, visits: u32) -> f64 {
    mean + c * (ln_n / f64::from(visits.max(1))).sqrt()
}

/// The item with the highest score, the first among equals; `None` for no
/// item.
pub(crate) fn argmax<T, S: PartialOrd>(scored: impl IntoIterator<Item = (T, S)>) -> Option<T> {
    let mut best: Option<(T, S)> = None;
    for (item, score) in scored {
        if best.as_ref().is_none_or(|(_, top)| score > *top) {
            best = Some((item, score));
        }
    }
    best.map(|(item, _)| item)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn argmax_takes_the_first_of_the_highest() {
        assert_eq!(argmax([(0, 1.0), (1, 3.0), (2, 3.0), (3, 2.0)]), Some(1));
        assert_eq!(argmax([(7, 5u32)]), Some(7));
        assert_eq!(argmax(std::iter::empty::<(u8, f64)>()), None);
    }

    #[test]
    fn ucb_grows_with_exploration_and_shrinks_with_visits() {
        assert!(ucb(0.5, 1.0, 2.0, 1) > ucb(0.5, 1.0, 2.0, 4));
        assert!((ucb(0.5, 0.0, 2.0, 4) - 0.5).abs() < f64::EPSILON);
    }
}
