//! Exact probabilities as reduced fractions.

use std::cmp::Ordering;
use std::fmt;

use serde::{Deserialize, Serialize};

/// An exact probability `numerator / denominator` in `[0, 1]`, always reduced.
///
/// Chance points list their outcomes with these, so a test can say "a
/// surrender check at morale 2 fails with probability 13/41" and mean it.
///
/// ```
/// use wargames_core::Probability;
///
/// let p = Probability::new(26, 82).unwrap();
/// assert_eq!(p.to_string(), "13/41");
/// assert_eq!(p.checked_add(Probability::new(28, 41).unwrap()), Some(Probability::ONE));
/// assert!(Probability::new(3, 2).is_none());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawProbability", into = "RawProbability")]
pub struct Probability {
    numerator: u64,
    denominator: u64,
}

#[derive(Serialize, Deserialize)]
struct RawProbability {
    numerator: u64,
    denominator: u64,
}

/// Greatest common divisor (`gcd(0, 0) == 0`).
pub(crate) const fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

const fn gcd128(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl Probability {
    /// Certainty, 1/1.
    pub const ONE: Probability = Probability { numerator: 1, denominator: 1 };
    /// Impossibility, 0/1.
    pub const ZERO: Probability = Probability { numerator: 0, denominator: 1 };

    /// `numerator / denominator`, reduced; `None` if the denominator is 0 or
    /// the fraction is above 1.
    #[must_use]
    pub const fn new(numerator: u64, denominator: u64) -> Option<Probability> {
        if denominator == 0 || numerator > denominator {
            return None;
        }
        if numerator == 0 {
            return Some(Probability::ZERO);
        }
        let g = gcd(numerator, denominator);
        Some(Probability { numerator: numerator / g, denominator: denominator / g })
    }

    /// One outcome out of `n` equally likely ones; `None` if `n` is 0.
    #[must_use]
    pub const fn uniform(n: u64) -> Option<Probability> {
        Probability::new(1, n)
    }

    /// The numerator of the reduced fraction.
    #[must_use]
    pub const fn numerator(self) -> u64 {
        self.numerator
    }

    /// The denominator of the reduced fraction (never 0).
    #[must_use]
    pub const fn denominator(self) -> u64 {
        self.denominator
    }

    /// Whether this is 0.
    #[must_use]
    pub const fn is_zero(self) -> bool {
        self.numerator == 0
    }

    /// The sum, or `None` if it exceeds 1 or a reduced term does not fit 64 bits.
    #[must_use]
    pub fn checked_add(self, other: Probability) -> Option<Probability> {
        let (n, d) = add128(
            (u128::from(self.numerator), u128::from(self.denominator)),
            (u128::from(other.numerator), u128::from(other.denominator)),
        )?;
        Probability::new(u64::try_from(n).ok()?, u64::try_from(d).ok()?)
    }

    /// The product (always representable when both reduce to 64 bits; `None` otherwise).
    #[must_use]
    pub fn checked_mul(self, other: Probability) -> Option<Probability> {
        let n = u128::from(self.numerator) * u128::from(other.numerator);
        let d = u128::from(self.denominator) * u128::from(other.denominator);
        let g = gcd128(n, d).max(1);
        Probability::new(u64::try_from(n / g).ok()?, u64::try_from(d / g).ok()?)
    }

    /// `1 - self`.
    #[must_use]
    pub const fn complement(self) -> Probability {
        Probability { numerator: self.denominator - self.numerator, denominator: self.denominator }
    }

    /// Whether these probabilities add up to exactly 1 (computed exactly,
    /// with no overflow for any list of probabilities whose common
    /// denominator fits 128 bits).
    #[must_use]
    pub fn sums_to_one<I: IntoIterator<Item = Probability>>(probabilities: I) -> bool {
        let mut acc: (u128, u128) = (0, 1);
        for p in probabilities {
            match add128(acc, (u128::from(p.numerator), u128::from(p.denominator))) {
                Some(sum) => acc = sum,
                None => return false,
            }
        }
        acc.0 == acc.1
    }

    /// The least common denominator of `probabilities`, so that each is a
    /// whole number of parts of it ([`weight`](Self::weight)); `None` if it
    /// does not fit in 64 bits. 1 for no probability. Sampling with exact
    /// probabilities draws a whole number below it.
    ///
    /// ```
    /// use wargames_core::Probability;
    ///
    /// let ps = [Probability::new(1, 4).unwrap(), Probability::new(1, 6).unwrap()];
    /// assert_eq!(Probability::common_denominator(ps), Some(12));
    /// assert_eq!(ps[0].weight(12), 3);
    /// ```
    #[must_use]
    pub fn common_denominator<I: IntoIterator<Item = Probability>>(probabilities: I) -> Option<u64> {
        let mut lcm: u64 = 1;
        for p in probabilities {
            let d = p.denominator;
            lcm = (lcm / gcd(lcm, d).max(1)).checked_mul(d)?;
        }
        Some(lcm)
    }

    /// This probability in parts of `denominator`: its numerator times
    /// `denominator / self.denominator()` (exact when `denominator` is a
    /// multiple of this one's, as [`common_denominator`](Self::common_denominator)
    /// gives; saturating at `u64::MAX`).
    #[must_use]
    pub const fn weight(self, denominator: u64) -> u64 {
        self.numerator.saturating_mul(denominator / self.denominator)
    }

    /// The value as a float (for reports; never for rules).
    #[must_use]
    pub fn to_f64(self) -> f64 {
        self.numerator as f64 / self.denominator as f64
    }
}

/// Exact sum of two fractions in 128 bits, reduced; `None` on overflow.
fn add128(a: (u128, u128), b: (u128, u128)) -> Option<(u128, u128)> {
    let g = gcd128(a.1, b.1).max(1);
    let d = (a.1 / g).checked_mul(b.1)?;
    let n = a.0.checked_mul(b.1 / g)?.checked_add(b.0.checked_mul(a.1 / g)?)?;
    let r = gcd128(n, d).max(1);
    Some((n / r, d / r))
}

impl TryFrom<RawProbability> for Probability {
    type Error = ProbabilityError;

    fn try_from(raw: RawProbability) -> Result<Self, Self::Error> {
        Probability::new(raw.numerator, raw.denominator)
            .ok_or(ProbabilityError { numerator: raw.numerator, denominator: raw.denominator })
    }
}

impl From<Probability> for RawProbability {
    fn from(p: Probability) -> Self {
        RawProbability { numerator: p.numerator, denominator: p.denominator }
    }
}

/// A fraction that is not a probability (denominator 0, or above 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{numerator}/{denominator} is not a probability")]
pub struct ProbabilityError {
    /// The numerator given.
    pub numerator: u64,
    /// The denominator given.
    pub denominator: u64,
}

impl PartialOrd for Probability {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Probability {
    fn cmp(&self, other: &Self) -> Ordering {
        (u128::from(self.numerator) * u128::from(other.denominator))
            .cmp(&(u128::from(other.numerator) * u128::from(self.denominator)))
    }
}

impl fmt::Display for Probability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.numerator, self.denominator)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(n: u64, d: u64) -> Probability {
        Probability::new(n, d).unwrap_or(Probability::ZERO)
    }

    #[test]
    fn reduces_and_orders() {
        assert_eq!(p(2, 4), p(1, 2));
        assert!(p(1, 3) < p(1, 2));
        assert_eq!(p(0, 7), Probability::ZERO);
        assert_eq!(p(1, 3).complement(), p(2, 3));
    }

    #[test]
    fn sums_exactly() {
        assert!(Probability::sums_to_one((0..41).map(|_| p(1, 41))));
        assert!(!Probability::sums_to_one((0..40).map(|_| p(1, 41))));
        assert!(Probability::sums_to_one([p(1, 6), p(1, 3), p(1, 2)]));
        assert!(Probability::sums_to_one((0..7776).map(|_| p(1, 7776))));
        assert_eq!(p(1, 6).checked_mul(p(1, 6)), Some(p(1, 36)));
    }

    #[test]
    fn serde_refuses_non_probabilities() {
        assert!(serde_json::from_str::<Probability>(r#"{"numerator":3,"denominator":2}"#).is_err());
        assert!(serde_json::from_str::<Probability>(r#"{"numerator":0,"denominator":0}"#).is_err());
        let q: Option<Probability> = serde_json::from_str(r#"{"numerator":2,"denominator":4}"#).ok();
        assert_eq!(q, Some(p(1, 2)));
    }
}
