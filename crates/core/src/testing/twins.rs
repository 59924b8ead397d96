//! States a seat cannot tell apart, found where chance deals something
//! hidden from it: the pairs on which a fair search is checked.

use std::ops::Range;

use crate::agent::{Agent, Observation, RandomAgent};
use crate::game::{Game, NoEvents, Status};
use crate::random::{Rng, Seed};
use crate::seat::Seat;
use crate::testing::seeded_agents;

/// How many steps a pair is followed past the chance point that made it.
const FOLLOW: usize = 24;

/// Two reachable states that `seat` cannot tell apart: the seat's views
/// are equal, the states are not. Both come from one seeded game: at a
/// chance point, the outcome sampled and another one were both resolved,
/// and the two games were then played on with the same choices and the same
/// chance outcomes for as long as the seat's views stayed equal.
#[derive(Clone, Debug)]
pub struct Twins<G> {
    /// The seat that cannot tell `a` from `b`.
    pub seat: Seat,
    /// The state as the game went.
    pub a: G,
    /// The state had chance dealt otherwise.
    pub b: G,
    /// The seed of the game they come from.
    pub seed: u64,
    /// The step of that game at which chance dealt two ways.
    pub step: u64,
}

/// The pairs of states seats cannot tell apart in the seeded random games
/// `seeds` of `options` (at most `limit`; games as the conformance suite
/// plays them, each to its end or `max_steps`).
///
/// At every chance point of every game, for every seat, the sampled
/// outcome and another outcome drawn at random are both resolved. Where
/// the seat's views of the two results are equal but the states differ,
/// chance has dealt something hidden from the seat (a card face down,
/// another seat's hand): the two states are twins, and so is every pair
/// reached from them by the same actions and the same chance outcomes while
/// the seat's views stay equal (up to 24 steps on). A game with nothing
/// hidden gives no twins.
///
/// The conformance suite checks on them that [`Game::HIDDEN_INFORMATION`]
/// is set, that the seat has the same legal actions in both, and that
/// [`Game::determinize`] does not tell them apart; a search crate checks
/// that its choice does not either.
///
/// ```ignore
/// for twins in indistinguishable::<MyGame>(&Options::default(), 0..20, 200, 100_000) {
///     assert_eq!(twins.a.view(twins.seat), twins.b.view(twins.seat));
/// }
/// ```
pub fn indistinguishable<G: Game>(
    options: &G::Options,
    seeds: Range<u64>,
    limit: usize,
    max_steps: u64,
) -> Vec<Twins<G>> {
    let mut found = Vec::new();
    let Ok(template) = G::setup(options) else { return found };
    let mut outcomes = Vec::new();
    let mut legal = Vec::new();
    for seed in seeds {
        let mut game = template.clone();
        let mut rng = Rng::new(seed);
        let mut aux = Rng::new(Seed::from_u64(seed ^ 0x7711_5eed));
        let mut agents = seeded_agents::<G>(seed);
        for step in 0..max_steps {
            if found.len() >= limit {
                return found;
            }
            match game.status() {
                Status::Over(_) => break,
                Status::Chance => {
                    let Some(outcome) = game.sample_chance(&mut rng) else { break };
                    game.chance_outcomes(&mut outcomes);
                    if outcomes.len() > 1
                        && let Some((other, _)) = outcomes.get(aux.index(outcomes.len()))
                        && other != &outcome
                    {
                        let (mut a, mut b) = (game.clone(), game.clone());
                        if a.resolve_chance(&outcome, &mut NoEvents).is_ok()
                            && b.resolve_chance(other, &mut NoEvents).is_ok()
                            && a != b
                        {
                            for seat in Seat::all(G::SEATS) {
                                follow(seat, (a.clone(), b.clone()), (seed, step), &mut aux, &mut found, limit);
                            }
                        }
                    }
                    if game.resolve_chance(&outcome, &mut NoEvents).is_err() {
                        break;
                    }
                }
                Status::ToAct(seat) => {
                    game.legal_actions(&mut legal);
                    let Some(agent) = agents.get_mut(seat.index()) else { break };
                    let index = agent.choose(&Observation::new(&game, seat), &legal);
                    let Some(action) = legal.get(index) else { break };
                    if game.apply(action, &mut NoEvents).is_err() {
                        break;
                    }
                }
            }
        }
    }
    found
}

/// Records `pair` and the pairs after it while `seat`'s views stay equal.
fn follow<G: Game>(
    seat: Seat,
    (mut a, mut b): (G, G),
    (seed, step): (u64, u64),
    aux: &mut Rng,
    found: &mut Vec<Twins<G>>,
    limit: usize,
) {
    let mut agent = RandomAgent::new(aux.next_u64());
    let mut legal = Vec::new();
    let mut outcomes = Vec::new();
    for _ in 0..FOLLOW {
        if found.len() >= limit || a == b || a.view(seat) != b.view(seat) {
            return;
        }
        found.push(Twins { seat, a: a.clone(), b: b.clone(), seed, step });
        let moved = match a.status() {
            Status::Over(_) => return,
            Status::Chance => {
                a.chance_outcomes(&mut outcomes);
                match outcomes.get(aux.index(outcomes.len())) {
                    Some((outcome, _)) => {
                        a.resolve_chance(outcome, &mut NoEvents).is_ok()
                            && b.resolve_chance(outcome, &mut NoEvents).is_ok()
                    }
                    None => false,
                }
            }
            Status::ToAct(actor) => {
                a.legal_actions(&mut legal);
                let index = agent.choose(&Observation::new(&a, actor), &legal);
                match legal.get(index) {
                    Some(action) => a.apply(action, &mut NoEvents).is_ok() && b.apply(action, &mut NoEvents).is_ok(),
                    None => false,
                }
            }
        };
        if !moved {
            return;
        }
    }
}

/// `determinize` for `seat` gives the same state from `a` and from `b`
/// (which the seat cannot tell apart) for the same random stream: it
/// depends only on what the seat sees, and so reveals nothing of which
/// state it was given.
pub(crate) fn determinize_blind<G: Game>(a: &G, b: &G, seat: Seat, step: u64) -> Result<(), String> {
    for k in 0..2u64 {
        let stream = Seed::from_u64(step.wrapping_mul(2).wrapping_add(k) ^ 0xb11d);
        let from_a = a.determinize(seat, &mut Rng::new(stream));
        let from_b = b.determinize(seat, &mut Rng::new(stream));
        if from_a != from_b {
            return Err(format!(
                "determinize for {seat} tells apart two states the seat cannot: the same random stream gave \
                 two different states, so a search sampling with it would read what is hidden from the seat"
            ));
        }
    }
    Ok(())
}
