//! The agent in one seat of a study, and the agent a worker seats for it.

use std::sync::Arc;

use wargames_core::{Agent, Game, Observation, RandomAgent, Seed};

/// Builds a seat's agent for one game from the seed the study gives it.
type MakeAgent<G> = dyn Fn(Seed) -> Box<dyn Agent<G> + Send> + Send + Sync;

/// How a player's agent is made.
enum Make<G: Game> {
    /// [`RandomAgent`]: seated without a box, reseeded in place.
    Random,
    /// Any other agent, built by the player's factory.
    Build(Arc<MakeAgent<G>>),
}

impl<G: Game> Clone for Make<G> {
    fn clone(&self) -> Self {
        match self {
            Make::Random => Make::Random,
            Make::Build(make) => Make::Build(Arc::clone(make)),
        }
    }
}

/// The agent in one seat of a study: a name for the summary and a way to
/// build a fresh agent for each game from that game's agent seed.
pub struct Player<G: Game> {
    name: String,
    make: Make<G>,
}

impl<G: Game> Clone for Player<G> {
    fn clone(&self) -> Self {
        Player { name: self.name.clone(), make: self.make.clone() }
    }
}

impl<G: Game> std::fmt::Debug for Player<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Player").field("name", &self.name).finish_non_exhaustive()
    }
}

impl<G: Game> Player<G> {
    /// A player named `name` (as the summary records it) whose agent for
    /// each game `make` builds from that game's seed.
    pub fn new<A, F>(name: impl Into<String>, make: F) -> Player<G>
    where
        A: Agent<G> + Send + 'static,
        F: Fn(Seed) -> A + Send + Sync + 'static,
    {
        Player { name: name.into(), make: Make::Build(Arc::new(move |seed| Box::new(make(seed)))) }
    }

    /// [`RandomAgent`], named `random`.
    ///
    /// A study seats it without boxing it: its games choose exactly as a
    /// boxed `RandomAgent` would, with no allocation and no dynamic call.
    #[must_use]
    pub fn random() -> Player<G> {
        Player { name: "random".to_owned(), make: Make::Random }
    }

    /// The name the summary records.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// A fresh agent of this player, seeded `seed`.
    #[must_use]
    pub fn agent(&self, seed: Seed) -> Box<dyn Agent<G> + Send> {
        match &self.make {
            Make::Random => Box::new(RandomAgent::new(seed)),
            Make::Build(make) => make(seed),
        }
    }

    /// Seats this player's agent for a game seeded `seed` in `seat`,
    /// reusing the seat's random agent in place when there is one.
    pub(super) fn seat(&self, seat: &mut Seated<G>, seed: Seed) {
        match (&self.make, seat) {
            (Make::Random, Seated::Random(agent)) => *agent = RandomAgent::new(seed),
            (Make::Random, seat) => *seat = Seated::Random(RandomAgent::new(seed)),
            (Make::Build(make), seat) => *seat = Seated::Built(make(seed)),
        }
    }
}

/// An agent seated at a study's worker for one game.
#[allow(clippy::large_enum_variant, reason = "a random agent is kept unboxed on purpose: seating it allocates nothing")]
pub(super) enum Seated<G: Game> {
    /// A random agent, chosen through without a dynamic call.
    Random(RandomAgent),
    /// Any other agent.
    Built(Box<dyn Agent<G> + Send>),
}

impl<G: Game> Agent<G> for Seated<G> {
    fn choose(&mut self, observation: &Observation<'_, G>, legal: &[G::Action]) -> usize {
        match self {
            Seated::Random(agent) => agent.choose(observation, legal),
            Seated::Built(agent) => agent.choose(observation, legal),
        }
    }
}
