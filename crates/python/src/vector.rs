//! The native half of `wargames.vector`: a pool of environments of one
//! game stepped on Rust threads with the GIL released. Each environment
//! resolves chance from its own seeded stream and plays the native
//! opponent's turns itself, so a step of the pool is one decision of the
//! learner's seat (or of the seat to act, in self-play). `send` hands
//! actions to the threads and returns; `recv_into` waits for the first
//! finished environments and writes their rows into the caller's arrays.
//!
//! Environment `i` of a pool seeded `seed` draws chance and the learner's
//! seat from `game_seed(seed, i)` and seeds its opponent with
//! `agent_seed(seed, i, seat)`, the study's derivations; every draw
//! depends on that environment's own actions alone, so the trajectories
//! are the same whatever the number of threads or the order in which the
//! threads finish.

use std::collections::VecDeque;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use numpy::{PyArray1, PyReadonlyArray1, PyReadwriteArray1, PyReadwriteArray2, PyUntypedArrayMethods};
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use rayon::prelude::*;
use wargames::agents::study::{agent_seed, game_seed};
use wargames::{Agent, Game, NoEvents, Observation, Rng, Seat, Status};

use crate::errors::value_error;
use rows::{Held, MaskMemories, Ragged, write_mask, write_ragged};

mod rows;
mod sample;
use crate::games::{PyGame, Wrap, any_of, each, with_game, wrap_all};
use crate::state::{options_from_json, unknown_game};
use crate::study::agent_of;

/// Who the learner is in a two-player game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Seating {
    /// The learner always plays this seat.
    Fixed(Seat),
    /// The learner's seat is drawn at each reset from the environment's stream.
    Random,
    /// Self-play: the learner plays every seat; the batch says which acts.
    Both,
}

/// What a sent environment is to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Job {
    /// Start a new episode.
    Reset,
    /// Play this legal action id (or start a new episode if the last one ended).
    Act(usize),
}

/// One environment: a game, its chance stream, its opponent, and the row
/// it last produced.
struct Env<G: PyGame> {
    game: G,
    /// The set-up game every episode starts from (setup draws no chance).
    start: G,
    /// Chance and the learner's seat.
    rng: Rng,
    /// The native opponent (none in self-play and in a solitaire).
    opponent: Option<Box<dyn Agent<G> + Send>>,
    seating: Seating,
    /// This episode's learner seat (in self-play: the seat that acted last).
    learner: Seat,
    legal: Vec<G::Action>,
    /// The legal ids at the decision the row shows, ascending; empty at the end.
    ids: Vec<usize>,
    /// The seat whose view the row's observation is.
    shown: Seat,
    /// The observation of the row, for `recv` (`step` encodes straight
    /// into the caller's row instead).
    observation: Vec<f32>,
    reward: f32,
    terminated: bool,
    truncated: bool,
    /// The seat whose decision the row shows (-1 once the episode is over).
    seat: i64,
    /// Engine steps (actions and chance) of this episode.
    episode_steps: u64,
    /// Engine steps since the pool was made.
    steps: u64,
    job: Option<Job>,
    /// Why the engine refused a step (a broken game; never on legal input).
    failure: Option<String>,
}

impl<G: PyGame> Env<G> {
    fn new(start: G, rng: Rng, opponent: Option<Box<dyn Agent<G> + Send>>, seating: Seating) -> Env<G> {
        Env {
            game: start.clone(),
            start,
            rng,
            opponent,
            seating,
            learner: Seat(0),
            legal: Vec::new(),
            ids: Vec::new(),
            shown: Seat(0),
            observation: vec![0.0; G::OBSERVATION_SIZE],
            reward: 0.0,
            terminated: false,
            truncated: false,
            seat: -1,
            episode_steps: 0,
            steps: 0,
            job: None,
            failure: None,
        }
    }

    /// Whether the row shows the end of an episode (the next step resets).
    fn ended(&self) -> bool {
        self.terminated || self.truncated
    }

    /// The job `action` gives environment `id`: a reset once its episode
    /// has ended (Gymnasium's next-step autoreset ignores the action), else
    /// the action, which must be one of the row's legal ids.
    fn job_for(&self, id: usize, action: i64) -> PyResult<Job> {
        if self.ended() {
            return Ok(Job::Reset);
        }
        match usize::try_from(action).ok().filter(|a| self.ids.binary_search(a).is_ok()) {
            Some(action) => Ok(Job::Act(action)),
            None => Err(value_error(format!(
                "action {action} of env {id} is not in its action mask (legal ids: {:?})",
                self.ids
            ))),
        }
    }

    /// Runs the job `send` gave this environment and encodes the view the
    /// row shows into `out` (the environment's own buffer if `None`).
    fn run(&mut self, out: Option<&mut [f32]>) {
        self.play();
        let out = match out {
            Some(out) => out,
            None => &mut self.observation,
        };
        G::encode_view(&self.game.view(self.shown), out);
    }

    /// Runs the job `send` gave this environment.
    fn play(&mut self) {
        let job = self.job.take();
        let result = match job {
            Some(Job::Act(id)) if !self.ended() => self.act(id),
            Some(_) => {
                self.reset();
                Ok(())
            }
            None => Ok(()),
        };
        if let Err(message) = result {
            self.failure = Some(message);
        }
    }

    fn reset(&mut self) {
        self.game.clone_from(&self.start);
        self.learner = match self.seating {
            Seating::Fixed(seat) => seat,
            Seating::Random => Seat(self.rng.index(usize::from(G::SEATS)) as u8),
            Seating::Both => Seat(0),
        };
        self.reward = 0.0;
        self.terminated = false;
        self.truncated = false;
        self.episode_steps = 0;
        if let Err(message) = self.advance() {
            self.failure = Some(message);
        }
    }

    /// Plays the learner's legal action `id` and advances to its next decision.
    fn act(&mut self, id: usize) -> Result<(), String> {
        let action = self.game.action_of_id(id).ok_or_else(|| format!("{id} is not an action id of {}", G::ID))?;
        if let Status::ToAct(seat) = self.game.status() {
            self.learner = if self.seating == Seating::Both { seat } else { self.learner };
        }
        self.game.apply(&action, &mut NoEvents).map_err(|e| self.game.explain(&e))?;
        self.count_step();
        self.reward = 0.0;
        self.advance()
    }

    fn count_step(&mut self) {
        self.episode_steps += 1;
        self.steps += 1;
    }

    /// Resolves chance and the opponent's turns until the learner decides or
    /// the game ends, then writes the row.
    fn advance(&mut self) -> Result<(), String> {
        loop {
            match self.game.status() {
                Status::Over(outcome) => {
                    let value = G::returns(&outcome, self.learner);
                    self.reward = if G::SEATS == 2 { (2.0 * value - 1.0) as f32 } else { value as f32 };
                    self.terminated = true;
                    self.ids.clear();
                    self.seat = -1;
                    self.shown = self.learner;
                    return Ok(());
                }
                Status::Chance => {
                    let chance = self.game.sample_chance(&mut self.rng).ok_or("a chance point with no outcome")?;
                    self.game.resolve_chance(&chance, &mut NoEvents).map_err(|e| self.game.explain(&e))?;
                }
                Status::ToAct(seat) => {
                    self.game.legal_actions(&mut self.legal);
                    let learner_acts = self.seating == Seating::Both || seat == self.learner;
                    match (&mut self.opponent, learner_acts) {
                        (Some(opponent), false) => {
                            let choice = opponent.choose(&Observation::new(&self.game, seat), &self.legal);
                            let action = self.legal.get(choice).ok_or("the opponent chose no legal action")?;
                            self.game.apply(action, &mut NoEvents).map_err(|e| self.game.explain(&e))?;
                        }
                        _ => {
                            let game = &self.game;
                            self.ids.clear();
                            self.ids.extend(self.legal.iter().filter_map(|a| game.action_id(a)));
                            // The games list their actions mostly in id order.
                            if !self.ids.is_sorted() {
                                self.ids.sort_unstable();
                            }
                            self.seat = i64::from(seat.0);
                            self.shown = seat;
                            return Ok(());
                        }
                    }
                }
            }
            self.count_step();
            if self.episode_steps >= G::MAX_GAME_LENGTH {
                // The game's own bound on a game's length: never reached by a
                // correct engine; the episode is cut rather than looping.
                self.truncated = true;
                self.ids.clear();
                self.seat = -1;
                self.shown = self.learner;
                return Ok(());
            }
        }
    }
}

/// Locks an environment; a lock poisoned by a failed step still holds a
/// consistent environment (a step changes it only when the engine agrees).
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// A pool of environments of game `G`.
pub(crate) struct Pool<G: PyGame> {
    envs: Arc<Vec<Mutex<Env<G>>>>,
    workers: rayon::ThreadPool,
    threads: usize,
    done_tx: Sender<Vec<usize>>,
    done_rx: Receiver<Vec<usize>>,
    /// Per environment: sent and not yet returned by `recv_into`.
    in_flight: Vec<bool>,
    /// How many environments are in flight.
    sent: usize,
    /// Environments finished and not yet returned, in the order they finished.
    ready: VecDeque<usize>,
    /// What the rows of the mask arrays written last hold.
    masks: MaskMemories,
}

any_of! {
    /// A pool of any of the four games.
    pub(crate) enum AnyPool of Pool
}
wrap_all!(AnyPool, Pool);

/// The arrays `recv_into` writes, one row per environment returned.
pub(crate) struct Rows<'py> {
    observation: PyReadwriteArray2<'py, f32>,
    action_mask: PyReadwriteArray2<'py, i8>,
    reward: PyReadwriteArray1<'py, f32>,
    terminated: PyReadwriteArray1<'py, bool>,
    truncated: PyReadwriteArray1<'py, bool>,
    seat: PyReadwriteArray1<'py, i64>,
    env_id: PyReadwriteArray1<'py, i64>,
    legal_ids: PyReadwriteArray1<'py, i32>,
    legal_offsets: PyReadwriteArray1<'py, i64>,
}

impl<G: PyGame> Pool<G> {
    fn new(
        envs: usize,
        seed: u64,
        opponent: Option<&str>,
        seating: Seating,
        options: Option<&str>,
        threads: usize,
    ) -> PyResult<Pool<G>> {
        let options = options_from_json::<G>(options)?;
        let start = G::setup(&options).map_err(|e| crate::errors::rule_error(e.to_string(), None))?;
        let mut list = Vec::with_capacity(envs);
        for i in 0..envs as u64 {
            let opponent = match (opponent, seating) {
                (Some(spec), Seating::Fixed(_) | Seating::Random) if G::SEATS > 1 => {
                    // The opponent's stream is that of seat 1 in the study's derivation,
                    // whichever seat it plays.
                    Some(agent_of::<G>(spec, agent_seed(seed, i, Seat(1)))?)
                }
                _ => None,
            };
            list.push(Mutex::new(Env::new(start.clone(), Rng::new(game_seed(seed, i)), opponent, seating)));
        }
        let workers = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .thread_name(|i| format!("wargames-vector-{i}"))
            .build()
            .map_err(|e| PyRuntimeError::new_err(format!("no threads for the pool: {e}")))?;
        let (done_tx, done_rx) = channel();
        Ok(Pool {
            envs: Arc::new(list),
            workers,
            threads,
            done_tx,
            done_rx,
            in_flight: vec![false; envs],
            sent: 0,
            ready: VecDeque::new(),
            masks: MaskMemories::default(),
        })
    }

    /// Checks a batch of jobs against every environment before any is sent.
    fn check(&self, ids: &[i64], actions: Option<&[i64]>) -> PyResult<Vec<(usize, Job)>> {
        let n = self.envs.len();
        let mut seen = vec![false; n];
        let mut jobs = Vec::with_capacity(ids.len());
        for (k, &raw) in ids.iter().enumerate() {
            let id = usize::try_from(raw)
                .ok()
                .filter(|&id| id < n)
                .ok_or_else(|| value_error(format!("env id {raw} is out of range: the pool has envs 0..{n}")))?;
            if std::mem::replace(&mut seen[id], true) {
                return Err(value_error(format!("env id {id} is given twice in one batch")));
            }
            if self.in_flight[id] {
                return Err(value_error(format!("env {id} was sent and not yet received: recv() it first")));
            }
            let job = match actions {
                None => Job::Reset,
                Some(actions) => lock(&self.envs[id]).job_for(id, actions[k])?,
            };
            jobs.push((id, job));
        }
        Ok(jobs)
    }

    /// Hands checked jobs to the threads, in chunks.
    fn dispatch(&mut self, jobs: Vec<(usize, Job)>) {
        if jobs.is_empty() {
            return;
        }
        let chunk = jobs.len().div_ceil(self.threads * 4).max(1);
        for &(id, job) in &jobs {
            lock(&self.envs[id]).job = Some(job);
            self.in_flight[id] = true;
        }
        self.sent += jobs.len();
        for part in jobs.chunks(chunk) {
            let ids: Vec<usize> = part.iter().map(|&(id, _)| id).collect();
            let envs = Arc::clone(&self.envs);
            let done = self.done_tx.clone();
            self.workers.spawn(move || {
                for &id in &ids {
                    lock(&envs[id]).run(None);
                }
                // The pool owns the receiver while any job runs; a closed
                // channel means the pool is gone and the result unwanted.
                let _ = done.send(ids);
            });
        }
    }

    fn send(&mut self, actions: Option<&[i64]>, ids: &[i64]) -> PyResult<()> {
        if let Some(actions) = actions
            && actions.len() != ids.len()
        {
            return Err(value_error(format!("{} actions for {} env ids", actions.len(), ids.len())));
        }
        let jobs = self.check(ids, actions)?;
        self.dispatch(jobs);
        Ok(())
    }

    /// Waits (GIL released, Ctrl-C honoured) until `count` environments are ready.
    fn wait(&mut self, py: Python<'_>, count: usize) -> PyResult<()> {
        while self.ready.len() < count {
            let rx = &mut self.done_rx;
            let got = py.detach(move || rx.recv_timeout(Duration::from_millis(100)));
            match got {
                Ok(ids) => self.ready.extend(ids),
                Err(RecvTimeoutError::Timeout) => py.check_signals()?,
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(PyRuntimeError::new_err("the pool's threads stopped"));
                }
            }
        }
        Ok(())
    }

    /// Steps every environment with `actions` (row `i` for environment `i`)
    /// in one parallel pass on the pool's threads, the GIL released, each
    /// thread encoding its rows straight into the caller's arrays. Which
    /// thread steps an environment changes nothing in its row. The chunks
    /// are handed to the pool's threads by rayon: a pass in which the
    /// calling thread and `threads - 1` helpers took chunks from a shared
    /// queue was faster on a busy machine and slower on a quiet one (docs/python.md).
    /// No allocation per environment step: the jobs go into the
    /// environments.
    fn step_into(&mut self, py: Python<'_>, actions: &[i64], rows: &mut Rows<'_>) -> PyResult<()> {
        if self.sent > 0 {
            return Err(value_error(format!(
                "step() with {} envs sent and not received: recv() them first",
                self.sent
            )));
        }
        let n = self.envs.len();
        if actions.len() != n {
            return Err(value_error(format!("{} actions for {n} envs", actions.len())));
        }
        check_rows::<G>(rows, n)?;
        // Every action is checked before any job is set.
        for (id, &action) in actions.iter().enumerate() {
            lock(&self.envs[id]).job_for(id, action)?;
        }
        for (id, (env, &action)) in self.envs.iter().zip(actions).enumerate() {
            let mut env = lock(env);
            env.job = Some(env.job_for(id, action)?);
        }
        let held = &mut self.masks.of(rows.action_mask.as_any(), n).held;
        let obs = rows.observation.as_slice_mut().map_err(|e| value_error(e.to_string()))?;
        let mask = rows.action_mask.as_slice_mut().map_err(|e| value_error(e.to_string()))?;
        let (width, actions_width) = (G::OBSERVATION_SIZE, G::NUM_DISTINCT_ACTIONS);
        let chunk = n.div_ceil(self.threads * 4).max(1);
        let envs = &*self.envs;
        let workers = &self.workers;
        py.detach(|| {
            workers.install(|| {
                obs.par_chunks_mut(width * chunk)
                    .zip(mask.par_chunks_mut(actions_width * chunk))
                    .zip(held.par_chunks_mut(chunk))
                    .enumerate()
                    .for_each(|(c, ((obs, mask), held))| {
                        let rows = obs.chunks_mut(width).zip(mask.chunks_mut(actions_width)).zip(held.iter_mut());
                        for (k, ((obs_row, mask_row), held)) in rows.enumerate() {
                            let mut env = lock(&envs[c * chunk + k]);
                            // The observation is encoded straight into the row.
                            env.run(Some(obs_row));
                            write_mask(mask_row, held, &env.ids);
                        }
                    });
            });
        });
        let reward = rows.reward.as_slice_mut().map_err(|e| value_error(e.to_string()))?;
        let terminated = rows.terminated.as_slice_mut().map_err(|e| value_error(e.to_string()))?;
        let truncated = rows.truncated.as_slice_mut().map_err(|e| value_error(e.to_string()))?;
        let seat = rows.seat.as_slice_mut().map_err(|e| value_error(e.to_string()))?;
        let env_id = rows.env_id.as_slice_mut().map_err(|e| value_error(e.to_string()))?;
        let legal_ids = rows.legal_ids.as_slice_mut().map_err(|e| value_error(e.to_string()))?;
        let legal_offsets = rows.legal_offsets.as_slice_mut().map_err(|e| value_error(e.to_string()))?;
        let mut failure = None;
        let mut ragged = Ragged::new(legal_ids, legal_offsets);
        for (id, env) in self.envs.iter().enumerate() {
            let env = lock(env);
            if let Some(message) = &env.failure {
                failure = Some(format!("env {id}: {message}"));
            }
            reward[id] = env.reward;
            terminated[id] = env.terminated;
            truncated[id] = env.truncated;
            seat[id] = env.seat;
            env_id[id] = id as i64;
            ragged.push(&env.ids);
        }
        match failure {
            Some(message) => Err(PyRuntimeError::new_err(message)),
            None => Ok(()),
        }
    }

    fn recv_into(&mut self, py: Python<'_>, count: usize, by_id: bool, rows: &mut Rows<'_>) -> PyResult<()> {
        if self.sent == 0 {
            return Err(value_error("recv() without send(): no env is in flight"));
        }
        if count == 0 || count > self.sent {
            return Err(value_error(format!("recv() of {count} envs, but {} are in flight", self.sent)));
        }
        let n = self.envs.len();
        let height = if by_id { n } else { count };
        check_rows::<G>(rows, height)?;
        self.wait(py, count)?;
        let held = &mut self.masks.of(rows.action_mask.as_any(), height).held;
        let obs = rows.observation.as_slice_mut().map_err(|e| value_error(e.to_string()))?;
        let mask = rows.action_mask.as_slice_mut().map_err(|e| value_error(e.to_string()))?;
        let reward = rows.reward.as_slice_mut().map_err(|e| value_error(e.to_string()))?;
        let terminated = rows.terminated.as_slice_mut().map_err(|e| value_error(e.to_string()))?;
        let truncated = rows.truncated.as_slice_mut().map_err(|e| value_error(e.to_string()))?;
        let seat = rows.seat.as_slice_mut().map_err(|e| value_error(e.to_string()))?;
        let env_id = rows.env_id.as_slice_mut().map_err(|e| value_error(e.to_string()))?;
        let legal_ids = rows.legal_ids.as_slice_mut().map_err(|e| value_error(e.to_string()))?;
        let legal_offsets = rows.legal_offsets.as_slice_mut().map_err(|e| value_error(e.to_string()))?;
        let mut failure = None;
        let mut taken = Vec::with_capacity(count);
        for k in 0..count {
            let Some(id) = self.ready.pop_front() else { break };
            self.in_flight[id] = false;
            self.sent -= 1;
            let env = lock(&self.envs[id]);
            if let Some(message) = &env.failure {
                failure = Some(format!("env {id}: {message}"));
            }
            let row = if by_id { id } else { k };
            reward[row] = env.reward;
            terminated[row] = env.terminated;
            truncated[row] = env.truncated;
            seat[row] = env.seat;
            env_id[row] = id as i64;
            taken.push((row, id));
        }
        // Row by row, the env it shows (rows of envs not returned, with
        // `by_id`, get no legal ids).
        let mut shows = vec![None; height];
        for &(row, id) in &taken {
            shows[row] = Some(id);
        }
        let guards: Vec<Option<MutexGuard<'_, Env<G>>>> =
            shows.iter().map(|id| id.map(|id| lock(&self.envs[id]))).collect();
        write_ragged(
            legal_ids,
            legal_offsets,
            guards.iter().map(|env| env.as_ref().map_or(&[][..], |env| env.ids.as_slice())),
        );
        drop(guards);
        // The wide rows (observation and mask) are copied on the pool's
        // threads, the GIL released: each row is its own slice.
        let mut obs_rows: Vec<Option<&mut [f32]>> = obs.chunks_mut(G::OBSERVATION_SIZE).map(Some).collect();
        let mut mask_rows: Vec<Option<&mut [i8]>> = mask.chunks_mut(G::NUM_DISTINCT_ACTIONS).map(Some).collect();
        let mut held_rows: Vec<Option<&mut Held>> = held.iter_mut().map(Some).collect();
        let mut rows_out: Vec<(&mut [f32], &mut [i8], &mut Held, usize)> = taken
            .iter()
            .filter_map(|&(row, id)| {
                let obs = obs_rows.get_mut(row)?.take()?;
                let mask = mask_rows.get_mut(row)?.take()?;
                Some((obs, mask, held_rows.get_mut(row)?.take()?, id))
            })
            .collect();
        let envs = &self.envs;
        let workers = &self.workers;
        py.detach(|| {
            workers.install(|| {
                rows_out.par_iter_mut().for_each(|(obs_row, mask_row, held, id)| {
                    let env = lock(&envs[*id]);
                    obs_row.copy_from_slice(&env.observation);
                    write_mask(mask_row, held, &env.ids);
                });
            });
        });
        match failure {
            Some(message) => Err(PyRuntimeError::new_err(message)),
            None => Ok(()),
        }
    }

    fn steps(&self) -> u64 {
        self.envs.iter().map(|env| lock(env).steps).sum()
    }
}

/// Checks that the caller's arrays are C-contiguous with `height` rows of
/// the game's widths.
fn check_rows<G: PyGame>(rows: &Rows<'_>, height: usize) -> PyResult<()> {
    let shapes: [(&str, &[usize], Vec<usize>); 9] = [
        ("observation", rows.observation.shape(), vec![height, G::OBSERVATION_SIZE]),
        ("action_mask", rows.action_mask.shape(), vec![height, G::NUM_DISTINCT_ACTIONS]),
        ("reward", rows.reward.shape(), vec![height]),
        ("terminated", rows.terminated.shape(), vec![height]),
        ("truncated", rows.truncated.shape(), vec![height]),
        ("seat", rows.seat.shape(), vec![height]),
        ("env_id", rows.env_id.shape(), vec![height]),
        // Room for every id of every row, so any batch fits.
        ("legal_ids", rows.legal_ids.shape(), vec![height * G::NUM_DISTINCT_ACTIONS]),
        ("legal_offsets", rows.legal_offsets.shape(), vec![height + 1]),
    ];
    for (name, shape, want) in shapes {
        if shape != want.as_slice() {
            return Err(value_error(format!("the {name} array has shape {shape:?}, not {want:?}")));
        }
    }
    Ok(())
}

/// A pool of environments of one game (`wargames.vector` wraps it in
/// Gymnasium's `VectorEnv` API).
#[pyclass(module = "wargames._wargames", name = "VectorPool")]
pub struct VectorPool {
    inner: Mutex<AnyPool>,
    num_envs: usize,
}

impl VectorPool {
    fn pool(&self) -> PyResult<MutexGuard<'_, AnyPool>> {
        self.inner.try_lock().map_err(|_| PyRuntimeError::new_err("the pool is in use by another call"))
    }
}

fn ids_of(ids: &PyReadonlyArray1<'_, i64>) -> PyResult<Vec<i64>> {
    Ok(ids.as_array().to_vec())
}

/// A pool of `num_envs` environments of `game` (options as JSON text)
/// stepped on `threads` threads. `opponent` (`random`, `heuristic`,
/// `mcts:N`) plays the other seat of a two-player game; `seat` is the
/// learner's seat, -1 for a seat drawn at each reset, or -2 for self-play
/// (no opponent, the learner plays every seat).
#[pyfunction]
#[pyo3(signature = (game, num_envs, seed=0, opponent=None, seat=0, options=None, threads=1))]
#[allow(clippy::too_many_arguments, reason = "a Python function with keyword arguments")]
pub(crate) fn vector_pool(
    game: &str,
    num_envs: usize,
    seed: u64,
    opponent: Option<&str>,
    seat: i64,
    options: Option<&str>,
    threads: usize,
) -> PyResult<VectorPool> {
    if num_envs == 0 {
        return Err(value_error("a pool needs at least one env"));
    }
    if threads == 0 {
        return Err(value_error("a pool needs at least one thread"));
    }
    with_game!(game, G => {
        let seating = match seat {
            -2 => Seating::Both,
            -1 => Seating::Random,
            seat => Seating::Fixed(crate::state::seat_of::<G>(seat)?),
        };
        if G::SEATS > 1 && seating != Seating::Both && opponent.is_none() {
            return Err(value_error(format!("{} has two seats: name an opponent, or play both seats", G::ID)));
        }
        let pool = Pool::<G>::new(num_envs, seed, opponent, seating, options, threads)?;
        Ok(VectorPool { inner: Mutex::new(AnyPool::wrap(pool)), num_envs })
    }, Err(unknown_game(game)))
}

#[pymethods]
impl VectorPool {
    /// How many environments the pool holds.
    #[getter]
    fn num_envs(&self) -> usize {
        self.num_envs
    }

    /// Sends `actions` (int64, one per id) to the environments `env_ids`
    /// (int64): each plays its action on the threads. Every id and action is
    /// checked first; on a refusal no environment is changed. An environment
    /// whose last episode ended resets instead (its action is ignored).
    fn send(&self, actions: PyReadonlyArray1<'_, i64>, env_ids: PyReadonlyArray1<'_, i64>) -> PyResult<()> {
        let actions = actions.as_array().to_vec();
        let ids = ids_of(&env_ids)?;
        each!(AnyPool, &mut *self.pool()?, p => p.send(Some(&actions), &ids))
    }

    /// Sends a reset to the environments `env_ids`.
    fn send_reset(&self, env_ids: PyReadonlyArray1<'_, i64>) -> PyResult<()> {
        let ids = ids_of(&env_ids)?;
        each!(AnyPool, &mut *self.pool()?, p => p.send(None, &ids))
    }

    /// Waits for `count` environments in flight to finish (the first to
    /// finish) and writes their rows into `rows` (a dict of the arrays
    /// `observation`, `action_mask`, `reward`, `terminated`, `truncated`,
    /// `seat`, `env_id`, and the ragged legal ids `legal_ids` (int32, room
    /// for `num_distinct_actions` per row) and `legal_offsets` (int64, one
    /// more than the rows): row `k` for the `k`-th returned, or with
    /// `by_id` row `env_id` in arrays of `num_envs` rows. Row `k`'s legal
    /// ids, ascending, are `legal_ids[legal_offsets[k]:legal_offsets[k+1]]`.
    /// The pool remembers which entries it set in the mask arrays it wrote
    /// last and clears only those: read the pool's arrays, do not write them.
    #[pyo3(signature = (count, rows, by_id=false))]
    fn recv_into(&self, py: Python<'_>, count: usize, rows: &Bound<'_, PyDict>, by_id: bool) -> PyResult<()> {
        let mut arrays = rows_of(rows)?;
        each!(AnyPool, &mut *self.pool()?, p => p.recv_into(py, count, by_id, &mut arrays))
    }

    /// Steps every environment with `actions` (int64, one per environment)
    /// and writes row `i` of `rows` for environment `i`: `send` to all and
    /// `recv_into(num_envs, rows, by_id=True)` in one parallel pass. Refused
    /// while environments are in flight.
    fn step_into(&self, py: Python<'_>, actions: PyReadonlyArray1<'_, i64>, rows: &Bound<'_, PyDict>) -> PyResult<()> {
        let actions = actions.as_array().to_vec();
        let mut arrays = rows_of(rows)?;
        each!(AnyPool, &mut *self.pool()?, p => p.step_into(py, &actions, &mut arrays))
    }

    /// How many environments are sent and not yet received.
    #[getter]
    fn in_flight(&self) -> PyResult<usize> {
        Ok(each!(AnyPool, &*self.pool()?, p => p.sent))
    }

    /// Engine steps (actions, the opponent's included, and chance) played
    /// by all environments since the pool was made.
    fn steps(&self) -> PyResult<u64> {
        Ok(each!(AnyPool, &*self.pool()?, p => p.steps()))
    }

    /// A uniformly random legal id per row of the ragged legal ids `ids`
    /// (int32) and `offsets` (int64), drawing `len(offsets) - 1` uniforms
    /// with `rng.random` (a numpy `Generator`) once the offsets are checked:
    /// int64, 0 for a row with no id. `wargames.vector.sample_legal` in
    /// one call (it gives the same ids as its numpy form).
    #[staticmethod]
    fn sample_legal<'py>(
        rng: &Bound<'py, PyAny>,
        ids: PyReadonlyArray1<'py, i32>,
        offsets: PyReadonlyArray1<'py, i64>,
    ) -> PyResult<Bound<'py, PyArray1<i64>>> {
        let (ids, offsets) = (contiguous(&ids), contiguous(&offsets));
        sample::check_offsets(offsets.iter().copied(), ids.len()).map_err(value_error)?;
        let rows = offsets.len() - 1;
        let uniforms: PyReadonlyArray1<'py, f64> = rng.call_method1("random", (rows,))?.extract()?;
        let mut out = vec![0i64; rows];
        sample::pick(&contiguous(&uniforms), &ids, &offsets, &mut out);
        Ok(PyArray1::from_vec(rng.py(), out))
    }
}

/// A one-dimensional array's values as a slice: its own memory if it is
/// contiguous, else a copy.
fn contiguous<'a, T: numpy::Element + Copy>(array: &'a PyReadonlyArray1<'_, T>) -> std::borrow::Cow<'a, [T]> {
    match array.as_slice() {
        Ok(values) => std::borrow::Cow::Borrowed(values),
        Err(_) => std::borrow::Cow::Owned(array.as_array().to_vec()),
    }
}

/// The arrays of a dict of rows, each of its dtype.
fn rows_of<'py>(rows: &Bound<'py, PyDict>) -> PyResult<Rows<'py>> {
    let get = |name: &str| rows.get_item(name)?.ok_or_else(|| value_error(format!("the rows have no {name:?} array")));
    Ok(Rows {
        observation: get("observation")?.extract().map_err(|e| wrong_array("observation", "float32", e))?,
        action_mask: get("action_mask")?.extract().map_err(|e| wrong_array("action_mask", "int8", e))?,
        reward: get("reward")?.extract().map_err(|e| wrong_array("reward", "float32", e))?,
        terminated: get("terminated")?.extract().map_err(|e| wrong_array("terminated", "bool", e))?,
        truncated: get("truncated")?.extract().map_err(|e| wrong_array("truncated", "bool", e))?,
        seat: get("seat")?.extract().map_err(|e| wrong_array("seat", "int64", e))?,
        env_id: get("env_id")?.extract().map_err(|e| wrong_array("env_id", "int64", e))?,
        legal_ids: get("legal_ids")?.extract().map_err(|e| wrong_array("legal_ids", "int32", e))?,
        legal_offsets: get("legal_offsets")?.extract().map_err(|e| wrong_array("legal_offsets", "int64", e))?,
    })
}

fn wrong_array(name: &str, dtype: &str, error: impl std::fmt::Display) -> PyErr {
    pyo3::exceptions::PyTypeError::new_err(format!("the {name} array must be a writable {dtype} numpy array: {error}"))
}
