//! Fast playouts: a game played to the end by agents, with no log.

use crate::agent::{Agent, Observation};
use crate::error::FlowError;
use crate::game::{Game, NoEvents, Status};
use crate::random::Rng;

/// Plays games to the end with agents, keeping no log and dropping every
/// event. Reuse one `Playout` across games: after the first game its buffer
/// has grown and a playout step allocates nothing (as long as the game's own
/// steps allocate nothing).
///
/// ```ignore
/// let mut playout = Playout::new();
/// let mut rng = Rng::new(1u64);
/// let mut agents = [RandomAgent::new(2u64), RandomAgent::new(3u64)];
/// let mut game = MyGame::setup(&Default::default())?;
/// let stats = playout.run(&mut game, &mut rng, &mut agents, 100_000)?;
/// ```
#[derive(Clone, Debug)]
pub struct Playout<G: Game> {
    actions: Vec<G::Action>,
}

/// What one playout did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlayoutStats {
    /// Actions played by seats.
    pub actions: u64,
    /// Chance points resolved.
    pub chances: u64,
}

impl PlayoutStats {
    /// Actions and chance points together.
    #[must_use]
    pub const fn steps(&self) -> u64 {
        self.actions + self.chances
    }
}

/// Why a playout stopped before the end of the game.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum PlayoutError<E> {
    /// No agent was given for this seat.
    #[error("no agent for seat {0}")]
    NoAgent(u8),
    /// A seat was to act with no legal action (a broken game).
    #[error("seat {0} is to act but has no legal action")]
    NoLegalAction(u8),
    /// An agent chose an index outside the legal actions.
    #[error("the agent of seat {seat} chose action {index} of {len}")]
    BadChoice {
        /// The seat.
        seat: u8,
        /// The index chosen.
        index: usize,
        /// How many actions there were.
        len: usize,
    },
    /// The game refused a step.
    #[error("the game refused a step: {0}")]
    Game(E),
    /// The step limit was reached.
    #[error("no end after {0} steps")]
    StepLimit(u64),
}

impl<G: Game> Default for Playout<G> {
    fn default() -> Self {
        Playout::new()
    }
}

impl<G: Game> Playout<G> {
    /// A playout with an empty action buffer.
    #[must_use]
    pub fn new() -> Playout<G> {
        Playout { actions: Vec::new() }
    }

    /// Plays `game` to the end: chance points sampled from `rng`, seat *i*
    /// played by `agents[i]`. Stops with an error after `max_steps` steps.
    ///
    /// # Errors
    /// [`PlayoutError`]: a missing agent, a bad choice, a refused step or
    /// the step limit. The game is left where it stopped.
    pub fn run<A: Agent<G>>(
        &mut self,
        game: &mut G,
        rng: &mut Rng,
        agents: &mut [A],
        max_steps: u64,
    ) -> Result<PlayoutStats, PlayoutError<G::Error>> {
        let mut stats = PlayoutStats::default();
        loop {
            if stats.steps() >= max_steps {
                return Err(PlayoutError::StepLimit(max_steps));
            }
            match game.status() {
                Status::Over(_) => return Ok(stats),
                Status::Chance => {
                    let outcome = game
                        .sample_chance(rng)
                        .ok_or_else(|| PlayoutError::Game(G::Error::from(FlowError::ImpossibleOutcome)))?;
                    game.resolve_chance(&outcome, &mut NoEvents).map_err(PlayoutError::Game)?;
                    stats.chances += 1;
                }
                Status::ToAct(seat) => {
                    let agent = agents.get_mut(seat.index()).ok_or(PlayoutError::NoAgent(seat.0))?;
                    game.legal_actions(&mut self.actions);
                    if self.actions.is_empty() {
                        return Err(PlayoutError::NoLegalAction(seat.0));
                    }
                    let index = agent.choose(&Observation::new(game, seat), &self.actions);
                    let action = self.actions.get(index).ok_or_else(|| PlayoutError::BadChoice {
                        seat: seat.0,
                        index,
                        len: self.actions.len(),
                    })?;
                    game.apply(action, &mut NoEvents).map_err(PlayoutError::Game)?;
                    stats.actions += 1;
                }
            }
        }
    }
}
