//! A chance node's children in a search tree: each outcome weighted by its
//! exact probability, and a child drawn by weight.

use std::ops::Range;

use wargames_core::{Probability, Rng};

/// The weight of an outcome of probability `p` among outcomes whose
/// probabilities share the denominator `common` (or, should that not fit in
/// 64 bits, `p` in units of 2^-53).
pub(crate) fn weight(p: Probability, common: Option<u64>) -> u64 {
    match common {
        Some(denominator) => p.weight(denominator),
        None => (p.to_f64() * 9_007_199_254_740_992.0) as u64,
    }
}

/// A child drawn by weight: `children` are the arena indexes of a chance
/// node's children, `weight(i)` the weight of child `i` and `total` their
/// sum. `first` (the node's first child) when nothing weighs.
pub(crate) fn draw(
    first: u32,
    children: Range<usize>,
    total: u64,
    weight: impl Fn(usize) -> u64,
    rng: &mut Rng,
) -> u32 {
    if total == 0 {
        return first;
    }
    let last = children.end.saturating_sub(1);
    let mut x = rng.index_u64(total);
    for i in children {
        let w = weight(i);
        if x < w {
            return i as u32;
        }
        x -= w;
    }
    last as u32
}
