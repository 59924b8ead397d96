//! What one thread of a study keeps from game to game: the playout's
//! buffer, the seated agents, the tally and the sums of its games.

use std::borrow::Cow;

use wargames_core::{Game, Playout};

use super::player::Seated;
use super::summary::{Figure, RETURN_SCALE, Summary};
use super::tally::Tally;

/// One thread's worker of a [`Study`](super::Study): everything a game of
/// the study needs that can be reused for the next one, and the exact sums
/// of the games counted by it.
///
/// Build one per thread with [`Study::worker`](super::Study::worker), play
/// games with it by [`Study::count_one`](super::Study::count_one) (or
/// [`Study::play_one`](super::Study::play_one) for a game's [`Record`](super::Record)),
/// and [`settle`](Self::settle) its sums into a [`Summary`]. After the first
/// game, counting a game with random agents and a tally of fixed names
/// allocates nothing.
///
/// ```
/// use wargames_agents::study::{Slice, Study};
/// use wargames_core::Game;
/// use wargames_pocket_stalingrad::{Options, PocketStalingrad};
///
/// let study = Study::<PocketStalingrad>::new(Options::default(), 7);
/// let template = PocketStalingrad::setup(&Options::default()).unwrap();
/// let mut worker = study.worker();
/// for index in 0..10 {
///     study.count_one(&template, &mut worker, index).unwrap();
/// }
/// let mut summary = study.summary().unwrap();
/// worker.settle(&mut summary);
/// summary.cover(Slice { from: 0, to: 10 });
/// assert_eq!(summary, study.run(0..10, |_| {}).unwrap());
/// ```
pub struct Worker<G: Game> {
    pub(super) playout: Playout<G>,
    pub(super) seats: Vec<Seated<G>>,
    pub(super) tally: Tally,
    sums: Sums,
}

impl<G: Game> std::fmt::Debug for Worker<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Worker").field("games", &self.sums.games).finish_non_exhaustive()
    }
}

impl<G: Game> Worker<G> {
    /// An empty worker with `seats` seats, each to be filled by a player.
    pub(super) fn new(seats: Vec<Seated<G>>) -> Worker<G> {
        Worker { playout: Playout::new(), seats, tally: Tally::default(), sums: Sums::default() }
    }

    /// How many games are counted by this worker and not yet settled.
    #[must_use]
    pub fn games(&self) -> u64 {
        self.sums.games
    }

    /// Counts one finished game: its length, each seat's return and the
    /// worker's tally (filled by the study's tally function).
    pub(super) fn count(&mut self, steps: u64, returns: impl Iterator<Item = f64>) {
        let sums = &mut self.sums;
        sums.games += 1;
        sums.length.add(i64::try_from(steps).unwrap_or(i64::MAX));
        for (seat, value) in returns.enumerate() {
            if sums.returns.len() <= seat {
                sums.returns.resize(seat + 1, Figure::default());
            }
            sums.returns[seat].add((value * RETURN_SCALE).round() as i64);
        }
        for (at, kind) in self.tally.kinds().iter().enumerate() {
            *entry(&mut sums.kinds, at, kind) += 1;
        }
        for (at, (name, value)) in self.tally.figures().iter().enumerate() {
            entry(&mut sums.figures, at, name).add(*value);
        }
    }

    /// Adds the games counted by this worker to `summary` and empties the
    /// worker's sums (the agents and buffers stay for the next games).
    /// The summary's slices are left to the caller
    /// ([`Summary::cover`](super::Summary::cover)).
    pub fn settle(&mut self, summary: &mut Summary) {
        let sums = std::mem::take(&mut self.sums);
        summary.games += sums.games;
        summary.length.merge(&sums.length);
        for (mine, theirs) in summary.returns.iter_mut().zip(&sums.returns) {
            mine.merge(theirs);
        }
        for (kind, n) in sums.kinds {
            *summary.outcomes.entry(kind.into_owned()).or_default() += n;
        }
        for (name, figure) in sums.figures {
            summary.figures.entry(name.into_owned()).or_default().merge(&figure);
        }
    }
}

/// The exact sums of the games counted by a worker, kept by name in the
/// order the names first came, so that a tally whose names come in the
/// same order every game finds each with one comparison.
#[derive(Default)]
struct Sums {
    games: u64,
    length: Figure,
    returns: Vec<Figure>,
    kinds: Vec<(Cow<'static, str>, u64)>,
    figures: Vec<(Cow<'static, str>, Figure)>,
}

/// The value named `name` in `list`, added if missing. Position `at` (where
/// the name stood in the game's tally) is tried first.
#[allow(clippy::ptr_arg, reason = "a new name is cloned as a `Cow`, so a `&'static str` stays uncopied")]
fn entry<'a, T: Default>(list: &'a mut Vec<(Cow<'static, str>, T)>, at: usize, name: &Cow<'static, str>) -> &'a mut T {
    let found = match list.get(at) {
        Some((known, _)) if same(known, name) => Some(at),
        _ => list.iter().position(|(known, _)| same(known, name)),
    };
    let index = found.unwrap_or_else(|| {
        list.push((name.clone(), T::default()));
        list.len() - 1
    });
    &mut list[index].1
}

/// Whether two names are equal, at the cost of a pointer comparison when
/// they are the same `&'static str`.
fn same(a: &str, b: &str) -> bool {
    (std::ptr::eq(a.as_ptr(), b.as_ptr()) && a.len() == b.len()) || a == b
}
