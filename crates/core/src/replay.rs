//! Replays: a serde record of a game that re-runs and checks itself.

use serde::{Deserialize, Serialize};

use crate::digest::Digest;
use crate::error::RuleError;
use crate::game::{EventSink, Game, NoEvents};
use crate::limits::{Limits, ReadError};
use crate::random::{Rng, Seed};
use crate::step::Step;

/// The record of one game: which game and rules version, the options, the
/// seed, every step (actions and chance outcomes), and a digest of the state
/// it ended in.
///
/// [`Replay::replay`] sets the game up again and plays every step, then
/// checks the digest. With a seed, it also samples every chance point again
/// and checks that the seed still gives the recorded outcome, so a change in
/// the sampling primitives shows up as an error, not as a silently
/// different game. A replay without a seed (a game whose chance outcomes
/// were chosen by hand, as in tests) trusts the recorded outcomes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Replay<G: Game> {
    /// The game's [`Game::ID`].
    pub game: String,
    /// The [`Game::RULES_VERSION`] the game was played under.
    pub rules_version: String,
    /// The set-up options.
    pub options: G::Options,
    /// The seed of the random source, if chance was sampled from one.
    pub seed: Option<Seed>,
    /// Every step, in order.
    pub steps: Vec<Step<G::Action, G::Chance>>,
    /// The digest of the final state.
    pub digest: Digest,
}

/// Why a replay does not reproduce its game.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ReplayError<E: RuleError> {
    /// The record is of another game.
    #[error("this replay is of game {found:?}, not {expected:?}")]
    WrongGame {
        /// This engine's id.
        expected: &'static str,
        /// The id in the record.
        found: String,
    },
    /// The record was made under other rules.
    #[error("this replay was recorded under rules version {recorded}; this engine implements {current}")]
    RulesVersion {
        /// The version in the record.
        recorded: String,
        /// This engine's version.
        current: &'static str,
    },
    /// The recorded options are refused.
    #[error("the recorded options are refused: {0}")]
    Setup(E),
    /// A recorded step is refused.
    #[error("step {step} is refused: {error}")]
    Refused {
        /// Index of the step in the record.
        step: usize,
        /// Why.
        error: E,
    },
    /// The record has an action where the game is at a chance point, or the
    /// other way round.
    #[error("step {step} is {found}, but the game expects {expected}")]
    OutOfTurn {
        /// Index of the step.
        step: usize,
        /// What the record has.
        found: &'static str,
        /// What the game is waiting for.
        expected: &'static str,
    },
    /// The seed no longer gives the recorded chance outcome.
    #[error("step {step}: the seed now gives another chance outcome than the recorded one")]
    ChanceDiverged {
        /// Index of the step.
        step: usize,
    },
    /// The game ends in another state than the recorded one.
    #[error("the replayed game ends in state {replayed}, the record says {recorded}")]
    DigestMismatch {
        /// The digest in the record.
        recorded: Digest,
        /// The digest of the replayed state.
        replayed: Digest,
    },
    /// The final state could not be serialized for its digest.
    #[error("the final state cannot be serialized: {0}")]
    Serialization(String),
}

impl<G: Game> Replay<G> {
    /// A record of a game set up with `options`, played through `steps`, and
    /// ending in `final_state`.
    ///
    /// # Errors
    /// The state cannot be serialized for its digest.
    pub fn record(
        options: G::Options,
        seed: Option<Seed>,
        steps: Vec<Step<G::Action, G::Chance>>,
        final_state: &G,
    ) -> Result<Replay<G>, serde_json::Error> {
        Ok(Replay {
            game: G::ID.to_owned(),
            rules_version: G::RULES_VERSION.to_owned(),
            options,
            seed,
            steps,
            digest: Digest::of(final_state)?,
        })
    }

    /// A record read from JSON `bytes` within `limits`: the bytes, their
    /// nesting and lists, and the steps ([`Limits::max_steps`]) bounded,
    /// so that reading it and replaying it take bounded memory and time.
    ///
    /// # Errors
    /// A limit is passed ([`ReadError`] says which), or the bytes are not
    /// a replay of this game's types.
    pub fn read(bytes: &[u8], limits: &Limits) -> Result<Replay<G>, ReadError> {
        let replay: Replay<G> = limits.from_slice(bytes)?;
        if replay.steps.len() > limits.max_steps {
            return Err(ReadError::TooManySteps { limit: limits.max_steps, steps: replay.steps.len() });
        }
        Ok(replay)
    }

    /// Re-runs the record and returns the final state.
    ///
    /// # Errors
    /// [`ReplayError`] says where and why the replay departs from the record.
    pub fn replay(&self) -> Result<G, ReplayError<G::Error>> {
        self.replay_with(&mut NoEvents)
    }

    /// [`replay`](Self::replay), emitting every event into `events`.
    ///
    /// # Errors
    /// As [`replay`](Self::replay).
    pub fn replay_with(&self, events: &mut impl EventSink<G::Event>) -> Result<G, ReplayError<G::Error>> {
        if self.game != G::ID {
            return Err(ReplayError::WrongGame { expected: G::ID, found: self.game.clone() });
        }
        if self.rules_version != G::RULES_VERSION {
            return Err(ReplayError::RulesVersion { recorded: self.rules_version.clone(), current: G::RULES_VERSION });
        }
        let mut game = G::setup(&self.options).map_err(ReplayError::Setup)?;
        let mut rng = self.seed.map(Rng::new);
        for (step, entry) in self.steps.iter().enumerate() {
            let at_chance = game.status().is_chance();
            match entry {
                Step::Action(action) => {
                    if at_chance {
                        return Err(ReplayError::OutOfTurn { step, found: "an action", expected: "a chance outcome" });
                    }
                    game.apply(action, events).map_err(|error| ReplayError::Refused { step, error })?;
                }
                Step::Chance(outcome) => {
                    if !at_chance {
                        return Err(ReplayError::OutOfTurn { step, found: "a chance outcome", expected: "an action" });
                    }
                    if let Some(rng) = rng.as_mut()
                        && game.sample_chance(rng).as_ref() != Some(outcome)
                    {
                        return Err(ReplayError::ChanceDiverged { step });
                    }
                    game.resolve_chance(outcome, events).map_err(|error| ReplayError::Refused { step, error })?;
                }
            }
        }
        let replayed = Digest::of(&game).map_err(|e| ReplayError::Serialization(e.to_string()))?;
        if replayed != self.digest {
            return Err(ReplayError::DigestMismatch { recorded: self.digest, replayed });
        }
        Ok(game)
    }
}
