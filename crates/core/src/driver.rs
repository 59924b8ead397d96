//! `Match`: a game, a seeded random source and the log, as one seeded state machine.

use crate::error::FlowError;
use crate::game::{Game, Status};
use crate::random::{Rng, Seed};
use crate::replay::Replay;
use crate::seat::Seat;
use crate::step::Step;

/// A game driven by a seeded ChaCha8 source that resolves every chance
/// point itself, and keeps the log of steps and events.
///
/// To an embedding app this is a plain seeded state machine: create it from
/// options and a seed, list the legal actions, play one. Options, seed and
/// the actions played make the whole game again ([`Match::replay`]).
///
/// The log grows with the game; for millions of fast playouts use
/// [`Playout`](crate::Playout), which keeps none.
#[derive(Clone, Debug)]
pub struct Match<G: Game> {
    options: G::Options,
    seed: Seed,
    rng: Rng,
    game: G,
    log: Vec<Step<G::Action, G::Chance>>,
    events: Vec<G::Event>,
    fresh: usize,
}

impl<G: Game> Match<G> {
    /// Sets up a game with `options` and resolves its opening chance points
    /// with a source seeded by `seed` (a `u64` or a [`Seed`]).
    ///
    /// # Errors
    /// The options are not valid.
    pub fn new(options: G::Options, seed: impl Into<Seed>) -> Result<Match<G>, G::Error> {
        let seed = seed.into();
        let game = G::setup(&options)?;
        let mut m = Match { options, seed, rng: Rng::new(seed), game, log: Vec::new(), events: Vec::new(), fresh: 0 };
        m.resolve_chance_points()?;
        Ok(m)
    }

    fn resolve_chance_points(&mut self) -> Result<(), G::Error> {
        while self.game.status().is_chance() {
            let outcome = self.game.sample_chance(&mut self.rng).ok_or(FlowError::ImpossibleOutcome)?;
            self.game.resolve_chance(&outcome, &mut self.events)?;
            self.log.push(Step::Chance(outcome));
        }
        Ok(())
    }

    /// Who acts next (never [`Status::Chance`]: the match resolves chance itself).
    pub fn status(&self) -> Status<G::Outcome> {
        self.game.status()
    }

    /// The game state (everything, hidden parts included).
    pub fn game(&self) -> &G {
        &self.game
    }

    /// What `seat` may see.
    pub fn view(&self, seat: Seat) -> G::View {
        self.game.view(seat)
    }

    /// Writes the legal actions of the seat to act into `out` (cleared first).
    pub fn legal_actions(&self, out: &mut Vec<G::Action>) {
        self.game.legal_actions(out);
    }

    /// Whether `action` is legal now.
    ///
    /// # Errors
    /// Why it is not.
    pub fn validate(&self, action: &G::Action) -> Result<(), G::Error> {
        self.game.validate(action)
    }

    /// Plays `action` for the seat to act, then resolves any chance points
    /// that follow. Returns the events this caused, in order.
    ///
    /// # Errors
    /// The action is illegal; nothing changes.
    pub fn play(&mut self, action: &G::Action) -> Result<&[G::Event], G::Error> {
        let start = self.events.len();
        self.game.apply(action, &mut self.events)?;
        self.log.push(Step::Action(action.clone()));
        self.fresh = start;
        self.resolve_chance_points()?;
        Ok(&self.events[start..])
    }

    /// The events of the last [`play`](Self::play) (or of the set-up, before any).
    pub fn last_events(&self) -> &[G::Event] {
        &self.events[self.fresh..]
    }

    /// Every event since the set-up.
    pub fn events(&self) -> &[G::Event] {
        &self.events
    }

    /// Every step so far: actions and chance outcomes.
    pub fn log(&self) -> &[Step<G::Action, G::Chance>] {
        &self.log
    }

    /// The options the game was set up with.
    pub fn options(&self) -> &G::Options {
        &self.options
    }

    /// The seed.
    pub fn seed(&self) -> Seed {
        self.seed
    }

    /// A replay record of the game so far.
    ///
    /// # Errors
    /// The state cannot be serialized for its digest.
    pub fn replay(&self) -> Result<Replay<G>, serde_json::Error> {
        Replay::record(self.options.clone(), Some(self.seed), self.log.clone(), &self.game)
    }

    /// The game state, consuming the match.
    pub fn into_game(self) -> G {
        self.game
    }
}
