//! A small set of indexes held as the bits of one unsigned integer: the
//! cards in a hand, the soldiers in play, the enemy entries in use, the
//! slots an attack may reach. Bit `i` stands for index `i`; iteration goes
//! from the lowest index up, and costs one step per member, not per bit.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub, SubAssign};

mod sealed {
    pub trait Sealed {}
}

/// The unsigned integers a [`Bits`] may be held in: `u8`, `u16`, `u32`,
/// `u64` and `u128`.
pub trait Word: sealed::Sealed + Copy + Eq + fmt::Debug {
    /// How many indexes the word holds.
    const BITS: u32;
    /// No bit set.
    const ZERO: Self;
    /// The word with bit `i` alone set, or none past the last bit.
    fn bit(i: u8) -> Self;
    /// Bitwise or.
    fn or(self, other: Self) -> Self;
    /// Bitwise and.
    fn and(self, other: Self) -> Self;
    /// Bitwise not.
    fn not(self) -> Self;
    /// The number of bits set.
    fn ones(self) -> u32;
    /// The lowest bit set (the word is not zero).
    fn lowest(self) -> u8;
    /// The highest bit set (the word is not zero).
    fn highest(self) -> u8;
    /// The word with its lowest bit set cleared.
    fn without_lowest(self) -> Self;
}

macro_rules! word {
    ($($t:ty),*) => {$(
        impl sealed::Sealed for $t {}

        impl Word for $t {
            const BITS: u32 = <$t>::BITS;
            const ZERO: $t = 0;
            #[inline]
            fn bit(i: u8) -> $t {
                (1 as $t).checked_shl(u32::from(i)).unwrap_or(0)
            }
            #[inline]
            fn or(self, other: $t) -> $t {
                self | other
            }
            #[inline]
            fn and(self, other: $t) -> $t {
                self & other
            }
            #[inline]
            fn not(self) -> $t {
                !self
            }
            #[inline]
            fn ones(self) -> u32 {
                self.count_ones()
            }
            #[inline]
            fn lowest(self) -> u8 {
                self.trailing_zeros() as u8
            }
            #[inline]
            fn highest(self) -> u8 {
                (<$t>::BITS - 1 - self.leading_zeros()) as u8
            }
            #[inline]
            fn without_lowest(self) -> $t {
                self & self.wrapping_sub(1)
            }
        }
    )*};
}

word!(u8, u16, u32, u64, u128);

/// A set of indexes `0..W::BITS`, bit `i` standing for index `i`.
///
/// ```
/// use wargames_core::Bits;
///
/// let hand = Bits(0b1010_0110u64);
/// assert_eq!(hand.iter().collect::<Vec<u8>>(), vec![1, 2, 5, 7]);
/// assert!(hand.contains(5) && !hand.contains(3));
/// assert_eq!((hand.len(), hand.first(), hand.last()), (4, Some(1), Some(7)));
/// let played = hand.without(5);
/// assert_eq!(played, Bits(0b1000_0110));
/// assert_eq!((hand - played).iter().collect::<Vec<u8>>(), vec![5]);
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Bits<W>(pub W);

impl<W: Word> Bits<W> {
    /// No index.
    pub const EMPTY: Bits<W> = Bits(W::ZERO);

    /// The set holding index `i` alone (empty if `i` is past the word).
    #[must_use]
    #[inline]
    pub fn single(i: u8) -> Bits<W> {
        Bits(W::bit(i))
    }

    /// The word.
    #[must_use]
    #[inline]
    pub fn word(self) -> W {
        self.0
    }

    /// Whether index `i` is in the set.
    #[must_use]
    #[inline]
    pub fn contains(self, i: u8) -> bool {
        self.0.and(W::bit(i)) != W::ZERO
    }

    /// Adds index `i` (nothing past the word).
    #[inline]
    pub fn insert(&mut self, i: u8) {
        self.0 = self.0.or(W::bit(i));
    }

    /// Takes index `i` out.
    #[inline]
    pub fn remove(&mut self, i: u8) {
        self.0 = self.0.and(W::bit(i).not());
    }

    /// The set with index `i` added.
    #[must_use]
    #[inline]
    pub fn with(self, i: u8) -> Bits<W> {
        Bits(self.0.or(W::bit(i)))
    }

    /// The set with index `i` taken out.
    #[must_use]
    #[inline]
    pub fn without(self, i: u8) -> Bits<W> {
        Bits(self.0.and(W::bit(i).not()))
    }

    /// How many indexes the set holds.
    #[must_use]
    #[inline]
    pub fn len(self) -> u32 {
        self.0.ones()
    }

    /// Whether the set is empty.
    #[must_use]
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == W::ZERO
    }

    /// The lowest index.
    #[must_use]
    #[inline]
    pub fn first(self) -> Option<u8> {
        if self.is_empty() { None } else { Some(self.0.lowest()) }
    }

    /// The highest index.
    #[must_use]
    #[inline]
    pub fn last(self) -> Option<u8> {
        if self.is_empty() { None } else { Some(self.0.highest()) }
    }

    /// The `n`-th index (0-based), lowest first.
    #[must_use]
    #[inline]
    pub fn nth(self, n: usize) -> Option<u8> {
        let mut w = self.0;
        for _ in 0..n {
            w = w.without_lowest();
        }
        Bits(w).first()
    }

    /// The indexes, lowest first.
    #[must_use]
    #[inline]
    pub fn iter(self) -> BitsIter<W> {
        BitsIter(self.0)
    }

    /// The indexes, highest first.
    #[inline]
    pub fn iter_down(self) -> std::iter::Rev<BitsIter<W>> {
        self.iter().rev()
    }
}

/// The indexes of a [`Bits`], lowest first.
#[derive(Clone, Copy, Debug)]
pub struct BitsIter<W>(W);

impl<W: Word> Iterator for BitsIter<W> {
    type Item = u8;

    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == W::ZERO {
            return None;
        }
        let i = self.0.lowest();
        self.0 = self.0.without_lowest();
        Some(i)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.ones() as usize;
        (n, Some(n))
    }
}

impl<W: Word> ExactSizeIterator for BitsIter<W> {}

/// From the highest index down.
impl<W: Word> DoubleEndedIterator for BitsIter<W> {
    #[inline]
    fn next_back(&mut self) -> Option<u8> {
        if self.0 == W::ZERO {
            return None;
        }
        let i = self.0.highest();
        self.0 = self.0.and(W::bit(i).not());
        Some(i)
    }
}

impl<W: Word> IntoIterator for Bits<W> {
    type Item = u8;
    type IntoIter = BitsIter<W>;

    fn into_iter(self) -> BitsIter<W> {
        self.iter()
    }
}

impl<W: Word> FromIterator<u8> for Bits<W> {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> Bits<W> {
        iter.into_iter().fold(Bits::EMPTY, Bits::with)
    }
}

impl<W: Word> BitOr for Bits<W> {
    type Output = Bits<W>;
    fn bitor(self, rhs: Bits<W>) -> Bits<W> {
        Bits(self.0.or(rhs.0))
    }
}

impl<W: Word> BitOrAssign for Bits<W> {
    fn bitor_assign(&mut self, rhs: Bits<W>) {
        self.0 = self.0.or(rhs.0);
    }
}

impl<W: Word> BitAnd for Bits<W> {
    type Output = Bits<W>;
    fn bitand(self, rhs: Bits<W>) -> Bits<W> {
        Bits(self.0.and(rhs.0))
    }
}

impl<W: Word> BitAndAssign for Bits<W> {
    fn bitand_assign(&mut self, rhs: Bits<W>) {
        self.0 = self.0.and(rhs.0);
    }
}

impl<W: Word> Sub for Bits<W> {
    type Output = Bits<W>;
    /// The indexes of `self` not in `rhs`.
    fn sub(self, rhs: Bits<W>) -> Bits<W> {
        Bits(self.0.and(rhs.0.not()))
    }
}

impl<W: Word> SubAssign for Bits<W> {
    fn sub_assign(&mut self, rhs: Bits<W>) {
        self.0 = self.0.and(rhs.0.not());
    }
}

impl<W: Word> Not for Bits<W> {
    type Output = Bits<W>;
    /// Every index of the word not in the set.
    fn not(self) -> Bits<W> {
        Bits(self.0.not())
    }
}

impl<W: Word> fmt::Debug for Bits<W> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::Bits;

    #[test]
    fn iteration_goes_up_and_down_over_the_members_only() {
        let s = Bits(0x8000_0000_0000_0011u64);
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![0, 4, 63]);
        assert_eq!(s.iter_down().collect::<Vec<_>>(), vec![63, 4, 0]);
        assert_eq!(s.iter().len(), 3);
        assert_eq!(Bits(0u16).iter().next(), None);
        assert_eq!(Bits(u128::MAX).len(), 128);
        assert_eq!(Bits(u128::MAX).last(), Some(127));
    }

    /// `nth` is the `n`-th member of the iteration.
    #[test]
    fn nth_is_the_nth_member() {
        let masks = [0u64, 1, 0x80, 0x100, 0xff00_ff00_0000_0001, u64::MAX, 1 << 63, 0x0123_4567_89ab_cdef];
        for mask in masks {
            let members: Vec<u8> = Bits(mask).iter().collect();
            for n in 0..66 {
                assert_eq!(Bits(mask).nth(n), members.get(n).copied(), "mask {mask:#x}, n {n}");
            }
        }
    }

    #[test]
    fn an_index_past_the_word_is_never_a_member() {
        let mut s = Bits(0u8);
        s.insert(8);
        s.insert(200);
        assert!(s.is_empty());
        assert!(!Bits(u8::MAX).contains(8));
        assert_eq!(Bits::<u16>::single(16), Bits::EMPTY);
    }

    #[test]
    fn set_algebra() {
        let a: Bits<u32> = [1, 3, 5].into_iter().collect();
        let b: Bits<u32> = [3, 4].into_iter().collect();
        assert_eq!((a | b).iter().collect::<Vec<_>>(), vec![1, 3, 4, 5]);
        assert_eq!((a & b).iter().collect::<Vec<_>>(), vec![3]);
        assert_eq!((a - b).iter().collect::<Vec<_>>(), vec![1, 5]);
        assert_eq!((!a).len(), 29);
        assert_eq!(format!("{a:?}"), "{1, 3, 5}");
    }
}
