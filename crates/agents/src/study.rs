//! Balance studies: games `0..n` of a seeded study, played on every core,
//! with results that do not depend on how they were scheduled.
//!
//! A [`Study`] fixes a game's options, the agent in each seat and a seed.
//! Game `i` of the study is seeded from (seed, `i`) alone
//! ([`game_seed`], [`agent_seed`]), so any slice of games can be played on
//! any machine, on any number of threads, and the [`Summary`] of the slices,
//! [merged](Summary::merge), is the one a single run over all of them prints,
//! bit for bit: every count and sum in it is a whole number.
//!
//! ```
//! use wargames_agents::study::{Player, Study};
//! use wargames_core::{Game, Seat};
//! use wargames_pocket_stalingrad::{Options, PocketStalingrad};
//!
//! let study = Study::<PocketStalingrad>::new(Options::default(), 7)
//!     .player(Seat(1), Player::random())
//!     .threads(2)
//!     .unwrap();
//! let all = study.run(0..40, |_| {}).unwrap();
//! let mut halves = study.run(0..25, |_| {}).unwrap();
//! halves.merge(&study.run(25..40, |_| {}).unwrap()).unwrap();
//! assert_eq!(all, halves);
//! assert_eq!(all.games, 40);
//! ```

mod interval;
mod player;
mod report;
mod seeds;
mod summary;
mod tally;
mod worker;

use std::ops::Range;

use thiserror::Error;
use wargames_core::{Game, RandomAgent, Rng, Seat, Status};

pub use interval::{Interval, Z95, wilson};
pub use player::Player;
pub use seeds::{agent_seed, game_seed};
pub use summary::{Figure, MergeError, RETURN_SCALE, SUMMARY_FORMAT, Slice, Summary};
pub use tally::{Record, Tally};
pub use worker::Worker;

/// Why a study could not be set up or played.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum StudyError {
    /// A study needs at least one thread.
    #[error("a study needs at least one thread, not 0")]
    NoThreads,
    /// A seat number beyond the game's seats.
    #[error("the game has {seats} seats; there is no seat {seat}")]
    NoSuchSeat {
        /// The seat asked for.
        seat: u8,
        /// The game's seat count.
        seats: u8,
    },
    /// A slice of games whose start lies after its end.
    #[error("the slice of games {from}..{to} starts after it ends")]
    BadSlice {
        /// The first game.
        from: u64,
        /// One past the last game.
        to: u64,
    },
    /// The game refused the options.
    #[error("the options are refused: {0}")]
    Options(String),
    /// The options could not be written as JSON for the summary.
    #[error("the options cannot be recorded: {0}")]
    Record(String),
    /// A game of the study failed (a refused step, a bad agent choice, the
    /// step limit).
    #[error("game {index} of the study failed: {message}")]
    Game {
        /// The game's index.
        index: u64,
        /// What failed.
        message: String,
    },
    /// The thread pool could not be started.
    #[error("the thread pool cannot start: {0}")]
    Pool(String),
}

/// Of two failures, the one of the game with the lower index (what a run
/// one by one would have stopped at).
#[cfg_attr(not(feature = "parallel"), allow(dead_code))]
fn first_failure(a: StudyError, b: StudyError) -> StudyError {
    let index = |e: &StudyError| match e {
        StudyError::Game { index, .. } => *index,
        _ => 0,
    };
    if index(&b) < index(&a) { b } else { a }
}

/// How a game's finished games are counted: its outcome kinds and figures.
pub type TallyFn<G> = fn(&G, &<G as Game>::Outcome, &mut Tally);

/// A balance study of game `G`: options, one [`Player`] per seat, a seed.
///
/// See the [module documentation](self) for an example.
#[derive(Clone, Debug)]
pub struct Study<G: Game> {
    options: G::Options,
    seed: u64,
    players: Vec<Player<G>>,
    tally: TallyFn<G>,
    max_steps: u64,
    threads: usize,
}

/// Without the `parallel` feature, the stand-in for a thread pool: games
/// are played one by one on the calling thread.
#[cfg(not(feature = "parallel"))]
struct OneByOne;

/// Games played between two calls of a study's record callback, per thread.
const BLOCK_PER_THREAD: u64 = 512;

fn tally_by_outcome<G: Game>(_game: &G, outcome: &G::Outcome, tally: &mut Tally) {
    tally.count(outcome.to_string());
}

impl<G: Game> Study<G> {
    /// A study of the game with `options`, seeded `seed`: [`RandomAgent`] in
    /// every seat, outcomes counted by their text, on every core.
    #[must_use]
    pub fn new(options: G::Options, seed: u64) -> Study<G> {
        Study {
            options,
            seed,
            players: (0..G::SEATS).map(|_| Player::random()).collect(),
            tally: tally_by_outcome::<G>,
            max_steps: 10_000_000,
            threads: std::thread::available_parallelism().map_or(1, usize::from),
        }
    }

    /// Puts `player` in `seat`.
    ///
    /// # Panics
    /// Never; a seat beyond the game's is ignored here and refused by
    /// [`try_player`](Self::try_player).
    #[must_use]
    pub fn player(mut self, seat: Seat, player: Player<G>) -> Study<G> {
        if let Some(slot) = self.players.get_mut(seat.index()) {
            *slot = player;
        }
        self
    }

    /// Puts `player` in `seat`, refusing a seat the game does not have.
    ///
    /// # Errors
    /// [`StudyError::NoSuchSeat`].
    pub fn try_player(self, seat: Seat, player: Player<G>) -> Result<Study<G>, StudyError> {
        if seat.0 >= G::SEATS {
            return Err(StudyError::NoSuchSeat { seat: seat.0, seats: G::SEATS });
        }
        Ok(self.player(seat, player))
    }

    /// Counts finished games with the game's own `tally` (outcome kinds and
    /// figures) instead of by the outcome's text.
    #[must_use]
    pub fn tally(mut self, tally: TallyFn<G>) -> Study<G> {
        self.tally = tally;
        self
    }

    /// The most steps a game may take before it counts as failed
    /// (default 10,000,000).
    #[must_use]
    pub fn max_steps(mut self, max_steps: u64) -> Study<G> {
        self.max_steps = max_steps;
        self
    }

    /// Plays on `threads` threads (default: every core). The results do not
    /// depend on it. Without the crate's `parallel` feature games are played
    /// one by one whatever this says.
    ///
    /// # Errors
    /// [`StudyError::NoThreads`] for 0.
    pub fn threads(mut self, threads: usize) -> Result<Study<G>, StudyError> {
        if threads == 0 {
            return Err(StudyError::NoThreads);
        }
        self.threads = threads;
        Ok(self)
    }

    /// The agent names, seat by seat, as the summary records them.
    #[must_use]
    pub fn agents(&self) -> Vec<String> {
        self.players.iter().map(|p| p.name().to_owned()).collect()
    }

    /// An empty summary of this study.
    ///
    /// # Errors
    /// [`StudyError::Record`] if the options cannot be written as JSON.
    pub fn summary(&self) -> Result<Summary, StudyError> {
        let options = serde_json::to_value(&self.options).map_err(|e| StudyError::Record(e.to_string()))?;
        Ok(Summary::new(G::ID, G::RULES_VERSION, options, self.agents(), self.seed))
    }

    /// A worker for one thread's games of this study: reused from game to
    /// game, it keeps the seated agents and buffers, and sums the games
    /// [counted](Self::count_one) at it.
    #[must_use]
    pub fn worker(&self) -> Worker<G> {
        Worker::new(Seat::all(G::SEATS).map(|_| player::Seated::Random(RandomAgent::new(0u64))).collect())
    }

    /// Plays game `index` of the study to its end by `worker` and returns
    /// its record (for a CSV file); the worker's sums are not touched.
    ///
    /// # Errors
    /// [`StudyError::Game`] if it fails.
    pub fn play_one(&self, template: &G, worker: &mut Worker<G>, index: u64) -> Result<Record, StudyError> {
        let (outcome, steps) = self.play(template, worker, index)?;
        Ok(Record {
            index,
            seed: game_seed(self.seed, index),
            outcome: outcome.to_string(),
            steps,
            returns: Seat::all(G::SEATS).map(|seat| G::returns(&outcome, seat)).collect(),
            tally: std::mem::take(&mut worker.tally),
        })
    }

    /// Plays game `index` of the study to its end by `worker` and counts it
    /// in the worker's sums, which [`Worker::settle`] adds to a summary: the
    /// same counts as [`Summary::add`] of its [`play_one`](Self::play_one)
    /// record, without building the record.
    ///
    /// # Errors
    /// [`StudyError::Game`] if it fails; nothing is counted then.
    pub fn count_one(&self, template: &G, worker: &mut Worker<G>, index: u64) -> Result<(), StudyError> {
        let (outcome, steps) = self.play(template, worker, index)?;
        worker.count(steps, Seat::all(G::SEATS).map(|seat| G::returns(&outcome, seat)));
        Ok(())
    }

    /// Plays game `index` to its end by `worker`, leaving its tally in the
    /// worker's: its outcome and its length in steps.
    fn play(&self, template: &G, worker: &mut Worker<G>, index: u64) -> Result<(G::Outcome, u64), StudyError> {
        let fail = |message: String| StudyError::Game { index, message };
        let mut game = template.clone();
        let mut rng = Rng::new(game_seed(self.seed, index));
        for ((seat, player), seated) in Seat::all(G::SEATS).zip(&self.players).zip(&mut worker.seats) {
            player.seat(seated, agent_seed(self.seed, index, seat));
        }
        let stats = worker
            .playout
            .run(&mut game, &mut rng, &mut worker.seats, self.max_steps)
            .map_err(|e| fail(e.to_string()))?;
        let Status::Over(outcome) = game.status() else {
            return Err(fail("the playout stopped before the end".into()));
        };
        worker.tally.clear();
        (self.tally)(&game, &outcome, &mut worker.tally);
        Ok((outcome, stats.steps()))
    }

    /// Plays the games `games` of the study and sums them. `on_record` sees
    /// every finished game in index order (for a CSV file or a progress
    /// bar), on the calling thread.
    ///
    /// # Errors
    /// [`StudyError::BadSlice`] if the range is reversed,
    /// [`StudyError::Options`] if the game refuses the options, and
    /// [`StudyError::Game`] for the first game (by index) that fails.
    pub fn run(&self, games: Range<u64>, mut on_record: impl FnMut(&Record)) -> Result<Summary, StudyError> {
        if games.start > games.end {
            return Err(StudyError::BadSlice { from: games.start, to: games.end });
        }
        let template = G::setup(&self.options).map_err(|e| StudyError::Options(e.to_string()))?;
        let mut summary = self.summary()?;
        let block = BLOCK_PER_THREAD * self.threads as u64;
        let pool = self.pool()?;
        let mut start = games.start;
        while start < games.end {
            let end = games.end.min(start.saturating_add(block));
            for record in self.play_block(&pool, &template, start..end) {
                let record = record?;
                on_record(&record);
                summary.add(&record);
            }
            start = end;
        }
        summary.cover(Slice { from: games.start, to: games.end });
        Ok(summary)
    }

    /// Plays the games `games` of the study and sums them, like
    /// [`run`](Self::run) and with the same summary, but without handing
    /// the records to the calling thread in order: each thread sums its own
    /// games and the partial sums are added (whole numbers, so the order
    /// does not matter). `progress` is called from the playing threads with
    /// the number of games just finished.
    ///
    /// # Errors
    /// As [`run`](Self::run).
    pub fn summarise(&self, games: Range<u64>, progress: impl Fn(u64) + Sync) -> Result<Summary, StudyError> {
        if games.start > games.end {
            return Err(StudyError::BadSlice { from: games.start, to: games.end });
        }
        let template = G::setup(&self.options).map_err(|e| StudyError::Options(e.to_string()))?;
        let empty = self.summary()?;
        let mut summary = self.sum_games(&template, &empty, games.clone(), &progress)?;
        summary.cover(Slice { from: games.start, to: games.end });
        Ok(summary)
    }

    /// Counts game `index` by `worker` unless an earlier game of the same
    /// worker failed: the first failure (the lowest index, as the worker's
    /// games come in order) is kept.
    fn count_unless_failed(
        &self,
        template: &G,
        worker: &mut Worker<G>,
        counted: Result<(), StudyError>,
        index: u64,
    ) -> Result<(), StudyError> {
        counted.and_then(|()| self.count_one(template, worker, index))
    }

    #[cfg(feature = "parallel")]
    fn sum_games(
        &self,
        template: &G,
        empty: &Summary,
        games: Range<u64>,
        progress: &(impl Fn(u64) + Sync),
    ) -> Result<Summary, StudyError> {
        use rayon::prelude::*;
        let pool = self.pool()?;
        pool.install(|| {
            games
                .into_par_iter()
                .fold(
                    || (self.worker(), Ok(())),
                    |(mut worker, counted), index| {
                        let counted = self.count_unless_failed(template, &mut worker, counted, index);
                        progress(1);
                        (worker, counted)
                    },
                )
                .map(|(mut worker, counted)| {
                    counted.map(|()| {
                        let mut sum = empty.clone();
                        worker.settle(&mut sum);
                        sum
                    })
                })
                .reduce(
                    || Ok(empty.clone()),
                    |a, b| match (a, b) {
                        (Ok(mut a), Ok(b)) => {
                            a.absorb(&b);
                            Ok(a)
                        }
                        (Err(a), Err(b)) => Err(first_failure(a, b)),
                        (Err(e), Ok(_)) | (Ok(_), Err(e)) => Err(e),
                    },
                )
        })
    }

    #[cfg(not(feature = "parallel"))]
    fn sum_games(
        &self,
        template: &G,
        empty: &Summary,
        games: Range<u64>,
        progress: &(impl Fn(u64) + Sync),
    ) -> Result<Summary, StudyError> {
        let mut worker = self.worker();
        let mut counted = Ok(());
        for index in games {
            counted = self.count_unless_failed(template, &mut worker, counted, index);
            progress(1);
        }
        counted?;
        let mut sum = empty.clone();
        worker.settle(&mut sum);
        Ok(sum)
    }

    #[cfg(feature = "parallel")]
    fn pool(&self) -> Result<rayon::ThreadPool, StudyError> {
        rayon::ThreadPoolBuilder::new().num_threads(self.threads).build().map_err(|e| StudyError::Pool(e.to_string()))
    }

    #[cfg(not(feature = "parallel"))]
    fn pool(&self) -> Result<OneByOne, StudyError> {
        Ok(OneByOne)
    }

    #[cfg(feature = "parallel")]
    fn play_block(&self, pool: &rayon::ThreadPool, template: &G, games: Range<u64>) -> Vec<Result<Record, StudyError>> {
        use rayon::prelude::*;
        pool.install(|| {
            games
                .into_par_iter()
                .map_init(|| self.worker(), |worker, index| self.play_one(template, worker, index))
                .collect()
        })
    }

    #[cfg(not(feature = "parallel"))]
    fn play_block(&self, _pool: &OneByOne, template: &G, games: Range<u64>) -> Vec<Result<Record, StudyError>> {
        let mut worker = self.worker();
        games.map(|index| self.play_one(template, &mut worker, index)).collect()
    }
}
