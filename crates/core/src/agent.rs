//! Agents: whatever chooses a seat's actions, from that seat's view only.

use crate::game::Game;
use crate::random::{Rng, Seed};
use crate::seat::Seat;

/// What an agent is shown: its seat, and that seat's view on demand.
///
/// The state behind it is private, so an agent cannot look past the view;
/// the view is computed only if the agent asks for it, which keeps random
/// playouts cheap.
#[derive(Clone, Copy, Debug)]
pub struct Observation<'a, G: Game> {
    game: &'a G,
    seat: Seat,
}

impl<'a, G: Game> Observation<'a, G> {
    /// What `seat` is shown of `game`.
    #[must_use]
    pub fn new(game: &'a G, seat: Seat) -> Observation<'a, G> {
        Observation { game, seat }
    }

    /// The seat to act.
    #[must_use]
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// What the seat may see.
    #[must_use]
    pub fn view(&self) -> G::View {
        self.game.view(self.seat)
    }

    /// A full state the seat cannot tell from the real one: what it has
    /// seen is kept, what is hidden from it is drawn from `rng`
    /// ([`Game::determinize`]). An information-set search plays on such
    /// states; the real one stays out of reach.
    #[must_use]
    pub fn sample_state(&self, rng: &mut Rng) -> G {
        self.game.determinize(self.seat, rng)
    }
}

/// Chooses an action for a seat from what the seat sees.
///
/// An agent is given an [`Observation`], never the state, so a bot cannot
/// cheat by construction.
pub trait Agent<G: Game> {
    /// The index in `legal` of the action to play. `legal` is never empty;
    /// an index out of range is refused by the driver.
    fn choose(&mut self, observation: &Observation<'_, G>, legal: &[G::Action]) -> usize;
}

impl<G: Game, A: Agent<G> + ?Sized> Agent<G> for Box<A> {
    fn choose(&mut self, observation: &Observation<'_, G>, legal: &[G::Action]) -> usize {
        (**self).choose(observation, legal)
    }
}

/// An agent that picks a legal action uniformly at random, from its own
/// seeded source.
///
/// ```
/// use wargames_core::RandomAgent;
///
/// let agent = RandomAgent::new(7u64);
/// # let _ = agent;
/// ```
#[derive(Clone, Debug)]
pub struct RandomAgent {
    rng: Rng,
}

impl RandomAgent {
    /// A random agent seeded with `seed`.
    #[must_use]
    pub fn new(seed: impl Into<Seed>) -> RandomAgent {
        RandomAgent { rng: Rng::new(seed) }
    }
}

impl<G: Game> Agent<G> for RandomAgent {
    fn choose(&mut self, _observation: &Observation<'_, G>, legal: &[G::Action]) -> usize {
        self.rng.index(legal.len())
    }
}
