//! Each game's own search: the opponent and the hint whose strength the
//! README's tables measure (`mcts:N` in the examples), in one call.
//!
//! [`MctsConfig`] is generic; what makes a search strong differs by game.
//! [`Tuned::search`] holds each game's settings, [`opponent`] builds the
//! agent (`Ismcts` where a seat cannot see all of the state,
//! [`Game::HIDDEN_INFORMATION`], else `Mcts`)
//! and [`hint`] runs one search for a seat:
//!
//! ```
//! use wargames::search::opponent;
//! use wargames::squad::{Options, Squad};
//! use wargames::{Match, Observation};
//!
//! let mut game = Match::<Squad>::new(Options::default(), 7u64).unwrap();
//! let mut bot = opponent::<Squad>(100, 1u64).unwrap();
//! let mut legal = Vec::new();
//! let seat = game.status().to_act().unwrap();
//! game.legal_actions(&mut legal);
//! let i = bot.choose(&Observation::new(game.game(), seat), &legal);
//! game.play(&legal[i]).unwrap();
//! ```

use wargames_agents::{ConfigError, Ismcts, Mcts, MctsConfig, Rollout, SearchResult};
use wargames_core::{Agent, FlowError, Game, Observation, Seed};

use wargames_arnswalde::Arnswalde;
use wargames_pocket_stalingrad::PocketStalingrad;
use wargames_rattenkrieg::Rattenkrieg;
use wargames_squad::{Heuristic as SquadHeuristic, Squad};

/// A game's settings for a Monte Carlo tree search.
///
/// Which search plays follows from the game: `Ismcts` where part of the
/// state is hidden from a seat ([`Game::HIDDEN_INFORMATION`]), else `Mcts`.
pub trait Tuned: Game + Sized {
    /// The search of `iterations` iterations (one tree) as this game plays
    /// it best for its cost.
    fn search(iterations: u32) -> MctsConfig<Self>;
}

/// The game's search of `iterations` iterations as an agent, seeded with
/// `seed`; refused if `iterations` is 0.
///
/// # Errors
///
/// [`ConfigError`] when the settings cannot work (no iterations).
pub fn opponent<G: Tuned + 'static>(
    iterations: u32,
    seed: impl Into<Seed>,
) -> Result<Box<dyn Agent<G> + Send>, ConfigError> {
    let config = G::search(iterations);
    Ok(if G::HIDDEN_INFORMATION { Box::new(Ismcts::new(config, seed)?) } else { Box::new(Mcts::new(config, seed)?) })
}

/// Why a hint could not be given.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum SearchError {
    /// The settings cannot work (no iterations).
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// The seat has no decision to take here: the game is over, or at a
    /// chance point, or another seat is to act.
    #[error(transparent)]
    Flow(#[from] FlowError),
}

/// What the game's own search of `iterations` iterations, seeded with
/// `seed`, would play for the observation's seat: its choice and the
/// visit counts of every legal action (what `play --hint` shows).
///
/// ```
/// use wargames::search::hint;
/// use wargames::pocket_stalingrad::{Options, PocketStalingrad};
/// use wargames::{Match, Observation};
///
/// let game = Match::<PocketStalingrad>::new(Options::default(), 3u64).unwrap();
/// let seat = game.status().to_act().unwrap();
/// let found = hint(&Observation::new(game.game(), seat), 200, 1u64).unwrap();
/// let mut legal = Vec::new();
/// game.legal_actions(&mut legal);
/// assert_eq!(legal[found.index], found.action);
/// assert_eq!(found.visits.len(), legal.len());
/// ```
///
/// # Errors
///
/// [`SearchError`] when the settings cannot work or the seat has no
/// decision to take.
pub fn hint<G: Tuned>(
    observation: &Observation<'_, G>,
    iterations: u32,
    seed: impl Into<Seed>,
) -> Result<SearchResult<G>, SearchError> {
    let config = G::search(iterations);
    Ok(if G::HIDDEN_INFORMATION {
        Ismcts::new(config, seed)?.search(observation)?
    } else {
        Mcts::new(config, seed)?.search(observation)?
    })
}

/// Arnswalde: rollouts played by its heuristic, far stronger per iteration
/// than random ones in a short solitaire.
impl Tuned for Arnswalde {
    fn search(iterations: u32) -> MctsConfig<Self> {
        MctsConfig::new()
            .iterations(iterations)
            .rollout(Rollout::agent(|seed| Box::new(wargames_arnswalde::Heuristic::new(seed))))
    }
}

/// Pocket Stalingrad: rollouts played by its heuristic.
impl Tuned for PocketStalingrad {
    fn search(iterations: u32) -> MctsConfig<Self> {
        MctsConfig::new()
            .iterations(iterations)
            .rollout(Rollout::agent(|seed| Box::new(wargames_pocket_stalingrad::Heuristic::new(seed))))
    }
}

/// Rattenkrieg: hands and unit steps are hidden, so `Ismcts`; random
/// rollouts. Its games are long (about 400 steps), a heuristic step costs
/// about 2.8 times a random one (3.0 against 8.4 million steps/s under
/// `simulate`), and the search with random rollouts is already far
/// stronger than the heuristic (README).
impl Tuned for Rattenkrieg {
    fn search(iterations: u32) -> MctsConfig<Self> {
        MctsConfig::new().iterations(iterations)
    }
}

/// Squad: rollouts cut off after 10 random steps and valued by
/// [`SquadHeuristic::estimate`] (a victory chance from the table's worth
/// and the mission timer), exploration 1, and never `Back`, a dropped
/// item, or the withdrawal of the last player soldier or of a non-player
/// soldier. R-D2: a search that values positions short of the end may find
/// undoing a part no worse than going on, and never stop. R-F8: the
/// estimate prices a carried weapon at a few points of worth, far less
/// than the noise of the search's values, so a search free to drop gear
/// drops it at random (in Recover, 0.7% of games won against 59.5% for the
/// heuristic, 400 games). R-F9: a soldier with health 2 or less may
/// withdraw at any decision of the Soldier Phase, so random rollouts
/// withdrew wounded soldiers at random: the last player soldier (a defeat
/// at once, R-V2, [`Squad::withdraws_the_last_player`]) or Long Ridge's
/// NPS, whose enemies then turn their fire on the one player soldier
/// ([`Squad::withdraws_a_non_player`]). Rollouts that take more random
/// decisions met that more often, which drowned what the estimate says of
/// a move home: with those withdrawals left out, Recover on Long Ridge is
/// won 27.5% against elite enemies (21.5% before) and 46.2% front-line
/// (37.2%), 400 games each under `simulate --threads 1` (2026-11-27).
impl Tuned for Squad {
    fn search(iterations: u32) -> MctsConfig<Self> {
        MctsConfig::new()
            .iterations(iterations)
            .exploration(1.0)
            .max_rollout_steps(10)
            .leaf_value(|game, _| SquadHeuristic::estimate(game))
            .exclude_in(SquadHeuristic::search_leaves_out)
    }
}

/// The `n` most visited of a search's root actions as (index, visits),
/// most visits first (ties by index), leaving out the unvisited: what a
/// hint lists.
///
/// ```
/// use wargames::search::most_visited;
///
/// assert_eq!(most_visited(&[3, 9, 0, 9], 5), vec![(1, 9), (3, 9), (0, 3)]);
/// ```
#[must_use]
pub fn most_visited(visits: &[u32], n: usize) -> Vec<(usize, u32)> {
    let mut ranked: Vec<(usize, u32)> = visits.iter().copied().enumerate().filter(|(_, v)| *v > 0).collect();
    ranked.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    ranked.truncate(n);
    ranked
}
