//! A study's summary: exact counts and sums that merge bit for bit.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::interval::{Interval, Z95, wilson};
use super::tally::Record;

/// The format of [`Summary`]; a summary of another format is refused by
/// [`Summary::merge`].
pub const SUMMARY_FORMAT: u32 = 1;

/// Returns are summed in fixed point, in units of `1 / RETURN_SCALE`, so
/// that sums stay exact (every game's returns, 0, ½ and 1, are multiples).
pub const RETURN_SCALE: f64 = 65_536.0;

/// The exact sums of one whole-number figure over the games that record it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Figure {
    /// How many games recorded the figure.
    pub games: u64,
    /// The sum of the values.
    pub sum: i128,
    /// The sum of the squared values.
    pub sum_of_squares: u128,
}

impl Figure {
    /// Adds one game's value.
    pub fn add(&mut self, value: i64) {
        self.games += 1;
        self.sum += i128::from(value);
        self.sum_of_squares += u128::from(value.unsigned_abs()) * u128::from(value.unsigned_abs());
    }

    pub(super) fn merge(&mut self, other: &Figure) {
        self.games += other.games;
        self.sum += other.sum;
        self.sum_of_squares += other.sum_of_squares;
    }

    /// The average over the games that recorded it (0 with none).
    #[must_use]
    pub fn mean(&self) -> f64 {
        if self.games == 0 { 0.0 } else { self.sum as f64 / self.games as f64 }
    }

    /// The standard error of [`mean`](Self::mean) (0 with fewer than two games).
    #[must_use]
    pub fn standard_error(&self) -> f64 {
        if self.games < 2 {
            return 0.0;
        }
        let n = self.games as f64;
        let mean = self.mean();
        let variance = ((self.sum_of_squares as f64 - n * mean * mean) / (n - 1.0)).max(0.0);
        (variance / n).sqrt()
    }

    /// The normal 95% interval of the mean (mean ± 1.96 standard errors).
    #[must_use]
    pub fn interval(&self) -> Interval {
        let half = Z95 * self.standard_error();
        Interval { low: self.mean() - half, high: self.mean() + half }
    }
}

/// A half-open range of game indices `from..to` of a study.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Slice {
    /// The first game.
    pub from: u64,
    /// One past the last game.
    pub to: u64,
}

/// Why two summaries cannot be merged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MergeError {
    /// They are not slices of the same study.
    #[error("the summaries are of different studies: they differ in {field} ({left} and {right})")]
    Mismatch {
        /// What differs: format, game, rules version, options, agents or seed.
        field: &'static str,
        /// This summary's value.
        left: String,
        /// The other's value.
        right: String,
    },
    /// They share games, which would be counted twice.
    #[error("the slices overlap: games {}..{} and {}..{}", .0.from, .0.to, .1.from, .1.to)]
    Overlap(Slice, Slice),
}

/// What a study (or a slice of one) found: exact counts and sums, and what
/// identifies the study.
///
/// Every count and sum is a whole number, so merging the summaries of
/// disjoint slices gives the summary one run over their union would give,
/// bit for bit, and playing on any number of threads gives the same.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Summary {
    /// The summary format ([`SUMMARY_FORMAT`]).
    pub format: u32,
    /// The game's id.
    pub game: String,
    /// The game's rules version.
    pub rules_version: String,
    /// The game's options, as JSON.
    pub options: serde_json::Value,
    /// The agent in each seat, by name (e.g. `random`, `heuristic`, `mcts:1000`).
    pub agents: Vec<String>,
    /// The study's seed; game `i` is seeded from it and `i` alone.
    pub seed: u64,
    /// The games played, as sorted disjoint ranges.
    pub slices: Vec<Slice>,
    /// How many games were played.
    pub games: u64,
    /// Games per outcome kind.
    pub outcomes: BTreeMap<String, u64>,
    /// Steps per game (decisions and chance outcomes).
    pub length: Figure,
    /// What the outcomes were worth to each seat, in units of `1 / RETURN_SCALE`.
    pub returns: Vec<Figure>,
    /// The game's own figures.
    pub figures: BTreeMap<String, Figure>,
}

impl Summary {
    /// An empty summary of a study.
    #[must_use]
    pub fn new(game: &str, rules_version: &str, options: serde_json::Value, agents: Vec<String>, seed: u64) -> Summary {
        let seats = agents.len();
        Summary {
            format: SUMMARY_FORMAT,
            game: game.to_owned(),
            rules_version: rules_version.to_owned(),
            options,
            agents,
            seed,
            slices: Vec::new(),
            games: 0,
            outcomes: BTreeMap::new(),
            length: Figure::default(),
            returns: vec![Figure::default(); seats],
            figures: BTreeMap::new(),
        }
    }

    /// Counts one finished game. The caller adds games in index order and
    /// marks the slice with [`cover`](Self::cover).
    pub fn add(&mut self, record: &Record) {
        self.games += 1;
        self.length.add(i64::try_from(record.steps).unwrap_or(i64::MAX));
        for (figure, value) in self.returns.iter_mut().zip(&record.returns) {
            figure.add((value * RETURN_SCALE).round() as i64);
        }
        for kind in record.tally.kinds() {
            match self.outcomes.get_mut(kind.as_ref()) {
                Some(n) => *n += 1,
                None => {
                    self.outcomes.insert(kind.to_string(), 1);
                }
            }
        }
        for (name, value) in record.tally.figures() {
            match self.figures.get_mut(name.as_ref()) {
                Some(figure) => figure.add(*value),
                None => self.figures.entry(name.to_string()).or_default().add(*value),
            }
        }
    }

    /// Records that the games `slice` are counted in this summary.
    pub fn cover(&mut self, slice: Slice) {
        if slice.from < slice.to {
            self.slices.push(slice);
            self.normalise();
        }
    }

    fn normalise(&mut self) {
        self.slices.sort_unstable();
        let mut joined: Vec<Slice> = Vec::with_capacity(self.slices.len());
        for s in self.slices.drain(..) {
            match joined.last_mut() {
                Some(last) if last.to == s.from => last.to = s.to,
                _ => joined.push(s),
            }
        }
        self.slices = joined;
    }

    /// Adds another slice of the same study into this one.
    ///
    /// # Errors
    /// [`MergeError::Mismatch`] when the two are not of the same study
    /// (format, game, rules version, options, agents or seed differ), and
    /// [`MergeError::Overlap`] when they share games. `self` is unchanged
    /// on error.
    pub fn merge(&mut self, other: &Summary) -> Result<(), MergeError> {
        fn same<T: PartialEq + std::fmt::Debug>(field: &'static str, a: &T, b: &T) -> Result<(), MergeError> {
            if a == b {
                Ok(())
            } else {
                Err(MergeError::Mismatch { field, left: format!("{a:?}"), right: format!("{b:?}") })
            }
        }
        same("format", &self.format, &other.format)?;
        same("game", &self.game, &other.game)?;
        same("rules version", &self.rules_version, &other.rules_version)?;
        same("options", &self.options, &other.options)?;
        same("agents", &self.agents, &other.agents)?;
        same("seed", &self.seed, &other.seed)?;
        same("seat count", &self.returns.len(), &other.returns.len())?;
        for a in &self.slices {
            for b in &other.slices {
                if a.from < b.to && b.from < a.to {
                    return Err(MergeError::Overlap(*a, *b));
                }
            }
        }
        self.slices.extend_from_slice(&other.slices);
        self.normalise();
        self.absorb(other);
        Ok(())
    }

    /// Adds the counts and sums of `other` (a summary of other games of
    /// the same study), leaving the slices to the caller.
    pub(crate) fn absorb(&mut self, other: &Summary) {
        self.games += other.games;
        for (kind, n) in &other.outcomes {
            *self.outcomes.entry(kind.clone()).or_default() += n;
        }
        self.length.merge(&other.length);
        for (mine, theirs) in self.returns.iter_mut().zip(&other.returns) {
            mine.merge(theirs);
        }
        for (name, figure) in &other.figures {
            self.figures.entry(name.clone()).or_default().merge(figure);
        }
    }

    /// The share of games counted under `kind`, with its 95% Wilson interval.
    #[must_use]
    pub fn share(&self, kind: &str) -> (f64, Interval) {
        let n = self.outcomes.get(kind).copied().unwrap_or(0);
        let share = if self.games == 0 { 0.0 } else { n as f64 / self.games as f64 };
        (share, wilson(n, self.games))
    }

    /// The average return of seat `seat` (0 if there is no such seat).
    #[must_use]
    pub fn mean_return(&self, seat: usize) -> f64 {
        self.returns.get(seat).map_or(0.0, |f| f.mean() / RETURN_SCALE)
    }
}
