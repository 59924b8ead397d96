//! What one game of a study contributes: its outcome kinds and figures.

use std::borrow::Cow;

use wargames_core::Seed;

/// What a game's tally function records about one finished game: the
/// outcome kinds it counts (e.g. `"German wins"`, `"German wins by 4.0"`)
/// and the whole-number figures worth averaging (turns, areas, VP).
///
/// Figures are whole numbers so that a study's sums are exact: the summary
/// of games `0..n` is the same bit for bit whatever the number of threads
/// or slices it was played in. Names given as `&'static str` are kept
/// without a copy, so a game whose names are fixed costs no allocation for
/// them.
///
/// ```
/// use wargames_agents::study::Tally;
///
/// let mut tally = Tally::default();
/// tally.count("German wins");
/// tally.add("turns played", 6);
/// assert_eq!(tally.kinds(), ["German wins"]);
/// assert_eq!(tally.figures()[0].0, "turns played");
/// assert_eq!(tally.figures()[0].1, 6);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    kinds: Vec<Cow<'static, str>>,
    figures: Vec<(Cow<'static, str>, i64)>,
}

impl Tally {
    /// Counts this game under outcome kind `kind`. A game may count under
    /// several kinds (a winner, and how it won).
    pub fn count(&mut self, kind: impl Into<Cow<'static, str>>) {
        self.kinds.push(kind.into());
    }

    /// Records figure `name` of this game; the summary averages it over the
    /// games that record it.
    pub fn add(&mut self, name: impl Into<Cow<'static, str>>, value: i64) {
        self.figures.push((name.into(), value));
    }

    /// Forgets the kinds and figures, keeping the room they took.
    pub(super) fn clear(&mut self) {
        self.kinds.clear();
        self.figures.clear();
    }

    /// The outcome kinds counted, in the order counted.
    #[must_use]
    pub fn kinds(&self) -> &[Cow<'static, str>] {
        &self.kinds
    }

    /// The figures recorded, in the order recorded.
    #[must_use]
    pub fn figures(&self) -> &[(Cow<'static, str>, i64)] {
        &self.figures
    }
}

/// One finished game of a study, as the CSV output writes it.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// The game's index in the study.
    pub index: u64,
    /// The seed of its chance (see [`game_seed`](super::game_seed)).
    pub seed: Seed,
    /// The outcome, as the game prints it.
    pub outcome: String,
    /// Steps played: decisions and chance outcomes.
    pub steps: u64,
    /// What the outcome is worth to each seat ([`Game::returns`](wargames_core::Game::returns)).
    pub returns: Vec<f64>,
    /// The game's own outcome kinds and figures.
    pub tally: Tally,
}
