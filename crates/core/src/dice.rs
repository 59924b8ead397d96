//! Dice: the d6 and the d10, and a roll of several dice as one chance outcome.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::probability::Probability;

/// A fair die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Die {
    /// Six faces, 1..=6 (`"d6"` in JSON; `"D6"`, the form before snake_case,
    /// is read too, so that older replays reach their version check).
    #[serde(alias = "D6")]
    D6,
    /// Ten faces, 1..=10 (a face printed "0" reads 10); `"d10"` in JSON.
    #[serde(alias = "D10")]
    D10,
}

impl Die {
    /// How many faces the die has.
    #[must_use]
    pub const fn sides(self) -> u8 {
        match self {
            Die::D6 => 6,
            Die::D10 => 10,
        }
    }

    /// Whether `face` is a face of this die.
    #[must_use]
    pub const fn has_face(self, face: u8) -> bool {
        face >= 1 && face <= self.sides()
    }

    /// The faces in ascending order.
    pub fn faces(self) -> impl Iterator<Item = u8> + Clone {
        1..=self.sides()
    }

    /// The probability of one given face: 1/6 or 1/10.
    #[must_use]
    pub const fn face_probability(self) -> Probability {
        match self {
            Die::D6 => Probability::ONE_SIXTH,
            Die::D10 => Probability::ONE_TENTH,
        }
    }
}

impl Probability {
    const ONE_SIXTH: Probability = match Probability::new(1, 6) {
        Some(p) => p,
        None => Probability::ZERO,
    };
    const ONE_TENTH: Probability = match Probability::new(1, 10) {
        Some(p) => p,
        None => Probability::ZERO,
    };
}

impl fmt::Display for Die {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "d{}", self.sides())
    }
}

/// A roll of several dice of one kind, as a multiset: how many dice show each face.
///
/// Where the order of the dice does not matter (roll-and-keep, "keep the
/// higher d10"), a roll of *k* dice is one chance outcome, and the outcomes
/// are the multisets with their multinomial probabilities: far fewer than
/// `sides^k`. [`Roll::all`] lists them in a fixed order.
///
/// ```
/// use wargames_core::{Die, Probability, Roll};
///
/// let rolls: Vec<Roll> = Roll::all(Die::D6, 2).collect();
/// assert_eq!(rolls.len(), 21);
/// let double_six = Roll::from_faces(Die::D6, &[6, 6]).unwrap();
/// assert_eq!(double_six.probability(), Probability::new(1, 36));
/// let one_two = Roll::from_faces(Die::D6, &[2, 1]).unwrap();
/// assert_eq!(one_two.probability(), Probability::new(2, 36));
/// assert!(Probability::sums_to_one(rolls.iter().filter_map(|r| r.probability())));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawRoll", into = "RawRoll")]
pub struct Roll {
    die: Die,
    counts: [u8; 10],
    len: u8,
}

#[derive(Serialize, Deserialize)]
struct RawRoll {
    die: Die,
    faces: Vec<u8>,
}

impl Roll {
    /// The most dice one roll may hold (keeps every probability exact in 64 bits).
    pub const MAX_DICE: usize = 16;

    /// A roll of no dice yet.
    #[must_use]
    pub const fn empty(die: Die) -> Roll {
        Roll { die, counts: [0; 10], len: 0 }
    }

    /// The roll with `counts[f - 1]` dice showing face `f`; `None` if a
    /// face off the die has dice or there are more than [`Roll::MAX_DICE`].
    #[must_use]
    pub fn from_counts(die: Die, counts: [u8; 10]) -> Option<Roll> {
        let mut len = 0usize;
        for (i, &c) in counts.iter().enumerate() {
            if c > 0 && i >= usize::from(die.sides()) {
                return None;
            }
            len += usize::from(c);
        }
        if len > Roll::MAX_DICE {
            return None;
        }
        Some(Roll { die, counts, len: len as u8 })
    }

    /// How many dice show each face: entry `f - 1` for face `f`.
    #[must_use]
    pub const fn counts(&self) -> [u8; 10] {
        self.counts
    }

    /// The two rolls of the same die together; `None` for different dice or
    /// more than [`Roll::MAX_DICE`] dice in all.
    #[must_use]
    pub fn merge(&self, other: &Roll) -> Option<Roll> {
        if self.die != other.die {
            return None;
        }
        let mut counts = self.counts;
        for (c, o) in counts.iter_mut().zip(other.counts) {
            *c += o;
        }
        Roll::from_counts(self.die, counts)
    }

    /// The roll showing these faces (in any order); `None` if a face is not
    /// on the die or there are more than [`Roll::MAX_DICE`] faces.
    #[must_use]
    pub fn from_faces(die: Die, faces: &[u8]) -> Option<Roll> {
        if faces.len() > Roll::MAX_DICE {
            return None;
        }
        let mut roll = Roll::empty(die);
        for &face in faces {
            if !roll.add(face) {
                return None;
            }
        }
        Some(roll)
    }

    /// Adds one die showing `face`; `false` (and no change) if `face` is not
    /// on the die or the roll is full.
    pub fn add(&mut self, face: u8) -> bool {
        if !self.die.has_face(face) || self.len() >= Roll::MAX_DICE {
            return false;
        }
        self.counts[usize::from(face - 1)] += 1;
        self.len += 1;
        true
    }

    /// Removes one die showing `face`; `false` if there is none.
    pub fn remove(&mut self, face: u8) -> bool {
        if self.count(face) == 0 {
            return false;
        }
        self.counts[usize::from(face - 1)] -= 1;
        self.len -= 1;
        true
    }

    /// Removes every die showing `face` and says how many there were (0 for
    /// a face not on the die).
    ///
    /// ```
    /// use wargames_core::{Die, Roll};
    /// let mut roll = Roll::from_faces(Die::D6, &[3, 5, 3]).unwrap();
    /// assert_eq!(roll.remove_all(3), 2);
    /// assert_eq!(roll, Roll::from_faces(Die::D6, &[5]).unwrap());
    /// assert_eq!(roll.remove_all(7), 0);
    /// ```
    pub fn remove_all(&mut self, face: u8) -> u8 {
        let removed = self.count(face);
        if removed > 0 {
            self.counts[usize::from(face - 1)] = 0;
            self.len -= removed;
        }
        removed
    }

    /// The kind of die.
    #[must_use]
    pub const fn die(&self) -> Die {
        self.die
    }

    /// How many dice show `face` (0 for a face not on the die).
    #[must_use]
    pub const fn count(&self, face: u8) -> u8 {
        if self.die.has_face(face) { self.counts[(face - 1) as usize] } else { 0 }
    }

    /// How many dice the roll holds.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the roll holds no dice.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The sum of the faces.
    #[must_use]
    pub fn total(&self) -> u32 {
        self.faces().map(u32::from).sum()
    }

    /// The highest face, if any.
    #[must_use]
    pub fn highest(&self) -> Option<u8> {
        self.faces().last()
    }

    /// The lowest face, if any.
    #[must_use]
    pub fn lowest(&self) -> Option<u8> {
        self.faces().next()
    }

    /// Every die's face, ascending (a face shown by two dice comes twice).
    pub fn faces(&self) -> impl Iterator<Item = u8> + '_ {
        self.die.faces().flat_map(move |face| std::iter::repeat_n(face, usize::from(self.count(face))))
    }

    /// The probability of exactly this multiset when `len()` dice are rolled:
    /// `n! / (c1! … cs!) / sides^n`.
    #[must_use]
    pub fn probability(&self) -> Option<Probability> {
        let n = self.len();
        let mut ways: u64 = factorial(n)?;
        for &c in &self.counts {
            ways /= factorial(usize::from(c))?;
        }
        let total = u64::from(self.die.sides()).checked_pow(u32::try_from(n).ok()?)?;
        Probability::new(ways, total)
    }

    /// Every roll of `count` dice, each once, in ascending lexicographic order
    /// of their sorted faces. `count` above [`Roll::MAX_DICE`] yields nothing.
    #[must_use]
    pub fn all(die: Die, count: usize) -> RollIter {
        let mut faces = [1u8; Roll::MAX_DICE];
        if count > Roll::MAX_DICE {
            faces[0] = 0;
        }
        RollIter { die, count, faces, done: count > Roll::MAX_DICE }
    }
}

fn factorial(n: usize) -> Option<u64> {
    (1..=n as u64).try_fold(1u64, |acc, k| acc.checked_mul(k))
}

/// Every roll of a number of dice; see [`Roll::all`].
#[derive(Clone, Debug)]
pub struct RollIter {
    die: Die,
    count: usize,
    faces: [u8; Roll::MAX_DICE],
    done: bool,
}

impl Iterator for RollIter {
    type Item = Roll;

    fn next(&mut self) -> Option<Roll> {
        if self.done {
            return None;
        }
        let mut roll = Roll::empty(self.die);
        for &face in &self.faces[..self.count] {
            roll.counts[usize::from(face - 1)] += 1;
        }
        roll.len = self.count as u8;
        // Next non-decreasing sequence: bump the last position that can grow,
        // and reset everything after it to the same value.
        let sides = self.die.sides();
        match (0..self.count).rev().find(|&i| self.faces[i] < sides) {
            Some(i) => {
                let v = self.faces[i] + 1;
                for f in &mut self.faces[i..self.count] {
                    *f = v;
                }
            }
            None => self.done = true,
        }
        Some(roll)
    }
}

impl TryFrom<RawRoll> for Roll {
    type Error = RollError;

    fn try_from(raw: RawRoll) -> Result<Self, Self::Error> {
        Roll::from_faces(raw.die, &raw.faces).ok_or(RollError { die: raw.die, faces: raw.faces })
    }
}

impl From<Roll> for RawRoll {
    fn from(roll: Roll) -> Self {
        RawRoll { die: roll.die, faces: roll.faces().collect() }
    }
}

/// Faces that are not a roll of that die (a face off the die, or too many dice).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{faces:?} is not a roll of at most 16 {die}")]
pub struct RollError {
    /// The die named.
    pub die: Die,
    /// The faces given.
    pub faces: Vec<u8>,
}

impl fmt::Debug for Roll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Roll({self})")
    }
}

impl fmt::Display for Roll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}d{}:", self.len(), self.die.sides())?;
        for face in self.faces() {
            write!(f, " {face}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn binomial(n: u64, k: u64) -> u64 {
        (1..=k).fold(1, |acc, i| acc * (n + 1 - i) / i)
    }

    #[test]
    fn all_lists_every_multiset_once_with_probabilities_summing_to_one() {
        for die in [Die::D6, Die::D10] {
            for count in 0..=6usize {
                let rolls: Vec<Roll> = Roll::all(die, count).collect();
                let s = u64::from(die.sides());
                assert_eq!(rolls.len() as u64, binomial(s + count as u64 - 1, count as u64));
                assert!(rolls.iter().all(|r| r.len() == count));
                assert!(rolls.windows(2).all(|w| w[0] != w[1]));
                assert!(Probability::sums_to_one(rolls.iter().filter_map(|r| r.probability())));
            }
        }
    }

    #[test]
    fn all_of_too_many_dice_is_empty() {
        assert_eq!(Roll::all(Die::D6, Roll::MAX_DICE + 1).count(), 0);
        assert_eq!(Roll::all(Die::D6, Roll::MAX_DICE).count(), 20349);
    }

    #[test]
    fn from_faces_refuses_faces_off_the_die() {
        assert!(Roll::from_faces(Die::D6, &[7]).is_none());
        assert!(Roll::from_faces(Die::D6, &[0]).is_none());
        assert!(Roll::from_faces(Die::D10, &[10, 1]).is_some());
        assert!(serde_json::from_str::<Roll>(r#"{"die":"d6","faces":[9]}"#).is_err());
    }

    #[test]
    fn from_counts_and_merge() {
        let a = Roll::from_faces(Die::D6, &[1, 6]).unwrap_or(Roll::empty(Die::D6));
        let b = Roll::from_faces(Die::D6, &[6]).unwrap_or(Roll::empty(Die::D6));
        let ab = a.merge(&b).unwrap_or(Roll::empty(Die::D6));
        assert_eq!(ab.faces().collect::<Vec<_>>(), vec![1, 6, 6]);
        assert_eq!(ab.len(), 3);
        assert_eq!(Roll::from_counts(Die::D6, ab.counts()), Some(ab));
        let mut seven = [0u8; 10];
        seven[6] = 1;
        assert_eq!(Roll::from_counts(Die::D6, seven), None, "a d6 has no face 7");
        assert_eq!(Roll::from_counts(Die::D10, [2; 10]), None, "20 dice are too many");
        assert_eq!(a.merge(&Roll::empty(Die::D10)), None);
    }

    #[test]
    fn accessors() {
        let roll = Roll::from_faces(Die::D10, &[3, 9, 3]).unwrap_or(Roll::empty(Die::D10));
        assert_eq!(roll.count(3), 2);
        assert_eq!(roll.highest(), Some(9));
        assert_eq!(roll.lowest(), Some(3));
        assert_eq!(roll.total(), 15);
        assert_eq!(roll.to_string(), "3d10: 3 3 9");
        assert_eq!(roll.probability(), Probability::new(3, 1000));
    }
}
