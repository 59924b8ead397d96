//! A fingerprint of a game's behaviour over many seeded games, for snapshot
//! tests that must stay unchanged through an optimisation.

use std::fmt::Write as _;
use std::ops::Range;

use crate::agent::{Agent, Observation};
use crate::digest::Fnv1a;
use crate::game::{Game, Status};
use crate::probability::Probability;
use crate::random::Rng;
use crate::seat::Seat;
use crate::testing::seeded_agents;

/// Plays one game with `options` for each seed of `seeds`, as
/// [`transcript`](crate::testing::transcript) does (chance from
/// `Rng::new(seed)`, seat *i* played by `RandomAgent::new(seed + 1 + i)`),
/// and writes one line per game: the seed, the number of steps, the
/// outcome, and a digest of everything the game did.
///
/// The digest takes in, at every step, the whole legal list and the index
/// chosen from it, or the pending chance point's outcomes with their
/// probabilities and the outcome sampled; then the events the step emitted
/// and the state after it (each in its JSON form); at the end, every
/// seat's view. So two versions of a game give the same fingerprint only
/// if they list the same actions in the same order, offer the same chance
/// outcomes with the same probabilities, emit the same events and pass
/// through the same states: a change of behaviour, however small, shows
/// up as a snapshot diff that names the seeds it touches.
///
/// ```ignore
/// insta::assert_snapshot!(wargames_core::testing::fingerprint::<MyGame>(&Options::default(), 0..100, 100_000));
/// ```
///
/// A game that refuses a step, cannot be serialized, or passes `max_steps`
/// gets a line saying so instead of its outcome.
pub fn fingerprint<G: Game>(options: &G::Options, seeds: Range<u64>, max_steps: u64) -> String {
    let mut text = String::new();
    let template = match G::setup(options) {
        Ok(game) => game,
        Err(e) => return format!("setup refused: {e}\n"),
    };
    let (mut legal, mut outcomes, mut events) = (Vec::new(), Vec::new(), Vec::new());
    for seed in seeds {
        let mut game = template.clone();
        let mut hash = Fnv1a::new();
        let played = play(&mut game, seed, max_steps, &mut hash, (&mut legal, &mut outcomes, &mut events));
        let _ = match played {
            Ok((steps, outcome)) => {
                writeln!(text, "seed {seed}: {steps} steps, {outcome}, {}", hash.digest())
            }
            Err(e) => writeln!(text, "seed {seed}: {e}"),
        };
    }
    text
}

/// The buffers one game reuses: the legal list, the chance outcomes, the events.
type Buffers<'a, G> = (
    &'a mut Vec<<G as Game>::Action>,
    &'a mut Vec<(<G as Game>::Chance, Probability)>,
    &'a mut Vec<<G as Game>::Event>,
);

/// Plays `game` to its end, feeding `hash`; the steps and the outcome, or
/// what went wrong.
fn play<G: Game>(
    game: &mut G,
    seed: u64,
    max_steps: u64,
    hash: &mut Fnv1a,
    (legal, outcomes, events): Buffers<'_, G>,
) -> Result<(u64, G::Outcome), String> {
    let mut rng = Rng::new(seed);
    let mut agents = seeded_agents::<G>(seed);
    let json = |e: serde_json::Error| format!("not serializable: {e}");
    for steps in 0..max_steps {
        events.clear();
        match game.status() {
            Status::Over(outcome) => {
                for seat in Seat::all(G::SEATS) {
                    hash.feed(&game.view(seat)).map_err(json)?;
                }
                return Ok((steps, outcome));
            }
            Status::Chance => {
                game.chance_outcomes(outcomes);
                hash.feed(&*outcomes).map_err(json)?;
                let outcome = game.sample_chance(&mut rng).ok_or(format!("no outcome at chance point {steps}"))?;
                hash.feed(&outcome).map_err(json)?;
                game.resolve_chance(&outcome, events).map_err(|e| format!("step {steps} refused: {e}"))?;
            }
            Status::ToAct(seat) => {
                game.legal_actions(legal);
                hash.feed(&*legal).map_err(json)?;
                let agent = agents.get_mut(seat.index()).ok_or("a seat outside the game is to act")?;
                let index = agent.choose(&Observation::new(game, seat), legal);
                hash.feed(&index).map_err(json)?;
                let action = legal.get(index).cloned().ok_or(format!("no legal action at step {steps}"))?;
                game.apply(&action, events).map_err(|e| format!("step {steps} refused: {e}"))?;
            }
        }
        hash.feed(&*events).map_err(json)?;
        hash.feed(game).map_err(json)?;
    }
    Err(format!("no end within {max_steps} steps"))
}
