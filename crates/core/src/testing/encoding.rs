//! The conformance check of [`Encoding`]: dense ids and observations on
//! random games.

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};

use crate::agent::{Agent, Observation};
use crate::encoding::Encoding;
use crate::game::{NoEvents, Status};
use crate::random::{Rng, Seed};
use crate::seat::Seat;
use crate::testing::seeded_agents;

/// Plays `games` seeded random games (seeds `0..games`) of `G` with
/// `options`, at most `max_steps` steps each, and checks the contract of
/// [`Encoding`] at every step:
///
/// - every legal action has an id below `NUM_DISTINCT_ACTIONS`, no two
///   legal actions share one, and the id decodes back to the action; a
///   sample of other ids decode to nothing or to actions whose id is the
///   same id, and
///   `NUM_DISTINCT_ACTIONS` itself decodes to nothing;
/// - likewise for the outcomes of every chance point and
///   `MAX_CHANCE_OUTCOMES`;
/// - every seat's observation writes all `OBSERVATION_SIZE` values, each
///   finite (the buffer is filled with NaN first);
/// - two states with equal views for a seat encode equally for it: the
///   seat's view and tensor are kept per view (by its JSON) over all the
///   games, and a state the game's [`determinize`](crate::Game::determinize)
///   draws for the seat must encode as the state itself (its view is equal
///   by the game's contract).
///
/// Returns the number of steps checked.
///
/// # Panics
/// On any breach, with the seed, the step and what broke: this is a test
/// harness.
#[allow(clippy::panic, reason = "a test harness reports a breach by panicking")]
pub fn check_encoding<G: Encoding>(options: &G::Options, games: u64, max_steps: u64) -> u64 {
    // (seat, hash of the view's JSON) -> hash of the tensor's bits.
    let mut by_view: HashMap<(u8, u64), u64> = HashMap::new();
    let mut legal = Vec::new();
    let mut outcomes = Vec::new();
    let mut tensor = vec![0.0f32; G::OBSERVATION_SIZE];
    let mut other = vec![0.0f32; G::OBSERVATION_SIZE];
    let mut seen = Vec::new();
    let mut checked = 0;
    for seed in 0..games {
        let fail = |step: u64, what: String| -> ! { panic!("{} encoding: seed {seed}, step {step}: {what}", G::ID) };
        let mut game = G::setup(options).unwrap_or_else(|e| fail(0, format!("setup refused: {e}")));
        let mut rng = Rng::new(seed);
        let mut aux = Rng::new(Seed::from_u64(seed ^ 0x00e0_c0de));
        let mut agents = seeded_agents::<G>(seed);
        for step in 0..max_steps {
            checked += 1;
            for seat in Seat::all(G::SEATS) {
                let view = game.view(seat);
                encode_all::<G>(&view, &mut tensor).unwrap_or_else(|e| fail(step, format!("{seat}: {e}")));
                let json = serde_json::to_string(&view).unwrap_or_else(|e| fail(step, e.to_string()));
                let digest = hash_of(&tensor);
                let kept = by_view.entry((seat.0, hash_of_text(&json))).or_insert(digest);
                if *kept != digest {
                    fail(step, format!("two states with equal views for {seat} encode differently"));
                }
                let drawn = game.determinize(seat, &mut aux);
                encode_all::<G>(&drawn.view(seat), &mut other).unwrap_or_else(|e| fail(step, e));
                if other != tensor {
                    fail(step, format!("a determinization for {seat} encodes differently from the state"));
                }
            }
            match game.status() {
                Status::Over(_) => break,
                Status::Chance => {
                    game.chance_outcomes(&mut outcomes);
                    seen.clear();
                    for (outcome, _) in &outcomes {
                        let id = game
                            .chance_id(outcome)
                            .unwrap_or_else(|| fail(step, format!("chance outcome {outcome:?} has no id")));
                        if id >= G::MAX_CHANCE_OUTCOMES {
                            fail(
                                step,
                                format!("chance outcome {outcome:?} has id {id}, not below MAX_CHANCE_OUTCOMES"),
                            );
                        }
                        if game.chance_of_id(id).as_ref() != Some(outcome) {
                            fail(step, format!("chance id {id} of {outcome:?} decodes to {:?}", game.chance_of_id(id)));
                        }
                        seen.push(id);
                    }
                    check_unique(&mut seen)
                        .unwrap_or_else(|id| fail(step, format!("two chance outcomes have id {id}")));
                    check_sample(G::MAX_CHANCE_OUTCOMES, &mut aux, |id| game.chance_of_id(id), |c| game.chance_id(c))
                        .unwrap_or_else(|e| fail(step, format!("chance ids: {e}")));
                    let outcome = game.sample_chance(&mut rng).unwrap_or_else(|| fail(step, "no sample".into()));
                    game.resolve_chance(&outcome, &mut NoEvents)
                        .unwrap_or_else(|e| fail(step, format!("listed outcome refused: {e}")));
                }
                Status::ToAct(seat) => {
                    game.legal_actions(&mut legal);
                    seen.clear();
                    for action in &legal {
                        let id = game
                            .action_id(action)
                            .unwrap_or_else(|| fail(step, format!("legal action {action:?} has no id")));
                        if id >= G::NUM_DISTINCT_ACTIONS {
                            fail(step, format!("legal action {action:?} has id {id}, not below NUM_DISTINCT_ACTIONS"));
                        }
                        if game.action_of_id(id).as_ref() != Some(action) {
                            fail(step, format!("action id {id} of {action:?} decodes to {:?}", game.action_of_id(id)));
                        }
                        seen.push(id);
                    }
                    check_unique(&mut seen).unwrap_or_else(|id| fail(step, format!("two legal actions have id {id}")));
                    check_sample(G::NUM_DISTINCT_ACTIONS, &mut aux, |id| game.action_of_id(id), |a| game.action_id(a))
                        .unwrap_or_else(|e| fail(step, format!("action ids: {e}")));
                    let choice = agents[seat.index()].choose(&Observation::new(&game, seat), &legal);
                    game.apply(&legal[choice], &mut NoEvents)
                        .unwrap_or_else(|e| fail(step, format!("legal action refused: {e}")));
                }
            }
        }
    }
    checked
}

/// Encodes `view` into `out` filled with NaN first; says whether any value
/// was left unwritten or is not finite.
fn encode_all<G: Encoding>(view: &G::View, out: &mut [f32]) -> Result<(), String> {
    out.fill(f32::NAN);
    G::encode_view(view, out);
    match out.iter().position(|v| !v.is_finite()) {
        Some(i) => Err(format!("observation value {i} of {} is {} (unwritten or not finite)", out.len(), out[i])),
        None => Ok(()),
    }
}

fn hash_of(tensor: &[f32]) -> u64 {
    let mut h = DefaultHasher::new();
    for v in tensor {
        v.to_bits().hash(&mut h);
    }
    h.finish()
}

fn hash_of_text(text: &str) -> u64 {
    let mut h = DefaultHasher::new();
    text.hash(&mut h);
    h.finish()
}

fn check_unique(ids: &mut [usize]) -> Result<(), usize> {
    ids.sort_unstable();
    match ids.windows(2).find(|w| w[0] == w[1]) {
        Some(w) => Err(w[0]),
        None => Ok(()),
    }
}

/// Checks 16 random ids below `n`, the first and the last: each decodes to
/// a value whose id is the same; `n` itself decodes to nothing.
fn check_sample<T: std::fmt::Debug>(
    n: usize,
    rng: &mut Rng,
    decode: impl Fn(usize) -> Option<T>,
    encode: impl Fn(&T) -> Option<usize>,
) -> Result<(), String> {
    if decode(n).is_some() {
        return Err(format!("id {n}, one past the last, decodes to a value"));
    }
    let mut sample = vec![0, n.saturating_sub(1)];
    sample.extend((0..16).map(|_| rng.index(n.max(1))));
    for id in sample.into_iter().filter(|&id| id < n) {
        // An id relative to the acting seat's view may name nothing here.
        let Some(value) = decode(id) else { continue };
        if encode(&value) != Some(id) {
            return Err(format!("id {id} decodes to {value:?}, whose id is {:?}", encode(&value)));
        }
    }
    Ok(())
}

/// Checks, in `game`, that every action id below `NUM_DISTINCT_ACTIONS`
/// and every chance id below `MAX_CHANCE_OUTCOMES` decodes to a value
/// whose id is that id, and that the first id past each decodes to
/// nothing: the layout is a bijection onto the whole range. (A game whose
/// ids are partly relative to a seat's view checks the other ids itself.)
///
/// # Panics
/// On the first id that breaks it.
#[allow(clippy::panic, reason = "a test harness reports a breach by panicking")]
pub fn check_every_id<G: Encoding>(game: &G) {
    for id in 0..G::NUM_DISTINCT_ACTIONS {
        let action = game.action_of_id(id).unwrap_or_else(|| panic!("{}: action id {id} decodes to nothing", G::ID));
        if game.action_id(&action) != Some(id) {
            panic!("{}: action id {id} decodes to {action:?}, whose id is {:?}", G::ID, game.action_id(&action));
        }
    }
    for id in 0..G::MAX_CHANCE_OUTCOMES {
        let chance = game.chance_of_id(id).unwrap_or_else(|| panic!("{}: chance id {id} decodes to nothing", G::ID));
        if game.chance_id(&chance) != Some(id) {
            panic!("{}: chance id {id} decodes to {chance:?}, whose id is {:?}", G::ID, game.chance_id(&chance));
        }
    }
    if game.action_of_id(G::NUM_DISTINCT_ACTIONS).is_some() || game.chance_of_id(G::MAX_CHANCE_OUTCOMES).is_some() {
        panic!("{}: an id past the last decodes to a value", G::ID);
    }
}
