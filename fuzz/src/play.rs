//! Seeded play, and the contract a game keeps while it plays on.

use wargames_core::{Game, Limits, NoEvents, Probability, Rng, Seat, Status, Step};

use crate::Fuzzed;

/// A game and the steps that led to it.
pub type Played<G> = (G, Vec<Step<<G as Game>::Action, <G as Game>::Chance>>);

/// A game with `options`, played from `seed` by random choices for at most
/// `steps` steps (fewer if it ends), with its log; `None` if the options
/// are refused.
pub fn seeded<G: Fuzzed>(options: &G::Options, seed: u64, steps: usize) -> Option<Played<G>> {
    let mut game = G::setup(options).ok()?;
    let mut rng = Rng::new(seed);
    let mut log = Vec::new();
    let mut legal = Vec::new();
    for _ in 0..steps {
        match game.status() {
            Status::Over(_) => break,
            Status::Chance => {
                let outcome = game.sample_chance(&mut rng)?;
                game.resolve_chance(&outcome, &mut NoEvents).ok()?;
                log.push(Step::Chance(outcome));
            }
            Status::ToAct(_) => {
                game.legal_actions(&mut legal);
                let action = legal.get(rng.index(legal.len().max(1)))?.clone();
                game.apply(&action, &mut NoEvents).ok()?;
                log.push(Step::Action(action));
            }
        }
    }
    Some((game, log))
}

/// The base game of a structure-aware input: option set `options` (modulo
/// the game's sets), `seed`, `at` steps in.
pub fn base<G: Fuzzed>(options: u8, seed: u64, at: u16) -> Option<(G::Options, Played<G>)> {
    let sets = G::option_sets();
    let chosen = sets.get(usize::from(options) % sets.len().max(1))?.clone();
    let played = seeded::<G>(&chosen, seed, usize::from(at))?;
    Some((chosen, played))
}

/// One step of the contract while a seat acts or chance draws: the legal
/// list is not empty and each listed action is accepted; chance lists its
/// outcomes at probabilities adding up to 1 and accepts the sampled one;
/// every seat's view, the phase and the text of the choice can be made.
/// Plays one step chosen by `rng`; `Ok(false)` once the game is over.
///
/// # Errors
/// What broke the contract.
pub fn step<G: Fuzzed>(game: &mut G, rng: &mut Rng, legal: &mut Vec<G::Action>) -> Result<bool, String> {
    let _ = game.phase().to_string();
    for seat in Seat::all(G::SEATS) {
        let _ = game.view(seat);
    }
    match game.status() {
        Status::Over(outcome) => {
            game.legal_actions(legal);
            if !legal.is_empty() {
                return Err(format!("legal actions listed after the end ({outcome})"));
            }
            for seat in Seat::all(G::SEATS) {
                let r = G::returns(&outcome, seat);
                if !(0.0..=1.0).contains(&r) {
                    return Err(format!("{outcome} is worth {r} to {seat}"));
                }
            }
            Ok(false)
        }
        Status::Chance => {
            let mut outcomes = Vec::new();
            game.chance_outcomes(&mut outcomes);
            if outcomes.is_empty() || !Probability::sums_to_one(outcomes.iter().map(|(_, p)| *p)) {
                return Err(format!("chance outcomes {outcomes:?} do not add up to 1"));
            }
            let outcome = game.sample_chance(rng).ok_or("a chance point samples nothing")?;
            if !outcomes.iter().any(|(o, _)| *o == outcome) {
                return Err(format!("the sampled outcome {outcome:?} is not listed"));
            }
            let mut events = Vec::new();
            game.resolve_chance(&outcome, &mut events)
                .map_err(|e| format!("the sampled outcome {outcome} is refused: {e}"))?;
            for event in &events {
                let _ = game.narrate(event);
            }
            Ok(true)
        }
        Status::ToAct(seat) => {
            if seat.0 >= G::SEATS {
                return Err(format!("{seat} is to act in a game of {} seats", G::SEATS));
            }
            game.legal_actions(legal);
            if legal.is_empty() {
                return Err(format!("{seat} is to act with no legal action"));
            }
            let action = legal[rng.index(legal.len())].clone();
            let _ = game.describe(&action);
            game.validate(&action).map_err(|e| format!("the legal action {action} is refused by validate: {e}"))?;
            let mut events = Vec::new();
            game.apply(&action, &mut events).map_err(|e| format!("the legal action {action} is refused: {e}"))?;
            for event in &events {
                let _ = game.narrate(event);
            }
            Ok(true)
        }
    }
}

/// A loaded or freshly set-up game keeps the contract for `steps` seeded
/// steps (or to its end): its invariants hold at the start and after every
/// step, and each step keeps [`step`]'s contract.
///
/// # Errors
/// What broke, and at which step.
pub fn play_on<G: Fuzzed>(game: &mut G, seed: u64, steps: usize) -> Result<usize, String> {
    game.invariants().map_err(|e| format!("it loads, but {e}"))?;
    let mut rng = Rng::new(seed);
    let mut legal = Vec::new();
    for n in 0..steps {
        if !step(game, &mut rng, &mut legal).map_err(|e| format!("step {n}: {e}"))? {
            return Ok(n);
        }
        game.invariants().map_err(|e| format!("after step {n}: {e}"))?;
    }
    Ok(steps)
}

/// A game saves, loads back equal within the [`Limits`] every file is read
/// with, and saves the same way again; the game loaded.
///
/// # Errors
/// What differs.
pub fn round_trip<G: Fuzzed>(game: &G) -> Result<G, String> {
    let json = serde_json::to_string(game).map_err(|e| format!("cannot save: {e}"))?;
    let back: G = Limits::DEFAULT.from_slice(json.as_bytes()).map_err(|e| format!("its own save is refused: {e}"))?;
    if back != *game {
        return Err("its save loads as another state".into());
    }
    let again = serde_json::to_string(&back).map_err(|e| format!("cannot save again: {e}"))?;
    if again != json { Err("its save, loaded, saves otherwise".into()) } else { Ok(back) }
}
