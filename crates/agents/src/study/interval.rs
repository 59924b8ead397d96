//! Confidence intervals for the shares and averages a study reports.

use serde::{Deserialize, Serialize};

/// The normal quantile of a two-sided 95% interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// A closed interval `[low, high]` around an estimate.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Interval {
    /// The lower bound.
    pub low: f64,
    /// The upper bound.
    pub high: f64,
}

impl Interval {
    /// Whether `x` lies in the interval.
    #[must_use]
    pub fn contains(&self, x: f64) -> bool {
        self.low <= x && x <= self.high
    }
}

/// The 95% Wilson score interval of a share: `successes` out of `trials`.
///
/// Unlike the normal approximation it stays inside `[0, 1]` and is sound
/// for shares near 0 or 1 and for few trials. With no trial at all the
/// interval is the whole of `[0, 1]`.
///
/// ```
/// use wargames_agents::study::wilson;
///
/// let i = wilson(50, 100);
/// assert!((i.low - 0.4038).abs() < 1e-4 && (i.high - 0.5962).abs() < 1e-4);
/// assert_eq!(wilson(0, 0).low, 0.0);
/// ```
#[must_use]
pub fn wilson(successes: u64, trials: u64) -> Interval {
    if trials == 0 {
        return Interval { low: 0.0, high: 1.0 };
    }
    let n = trials as f64;
    let p = successes.min(trials) as f64 / n;
    let z2 = Z95 * Z95;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z95 / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    Interval { low: (centre - half).max(0.0), high: (centre + half).min(1.0) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_matches_a_worked_value() {
        // 8 of 10: the textbook interval is [0.4902, 0.9433].
        let i = wilson(8, 10);
        assert!((i.low - 0.4902).abs() < 1e-4, "{i:?}");
        assert!((i.high - 0.9433).abs() < 1e-4, "{i:?}");
    }

    #[test]
    fn wilson_stays_in_the_unit_interval_at_the_edges() {
        let none = wilson(0, 20);
        assert_eq!(none.low, 0.0);
        assert!(none.high > 0.0 && none.high < 0.2);
        let all = wilson(20, 20);
        assert_eq!(all.high, 1.0);
        assert!(all.low > 0.8);
    }
}
