//! Squad's card set as data: what the validator accepts must play.

use std::sync::{Arc, OnceLock};

use wargames_core::{Game, Limits, Rng};
use wargames_squad::content::{Content, Quality};
use wargames_squad::{Options, Squad};

use crate::edit::Input;
use crate::play::step;

/// Seeded random games a card set the validator accepts must play
/// ([`content_in_full`], run on every input of the committed corpus by the
/// ordinary test suite).
pub const GAMES: u64 = 50;
/// Seeded random games the fuzz body ([`content`]) plays per input: one,
/// whose seed the input picks, so that the fuzzer spends its time on new
/// card sets rather than on more games of the same one.
pub const GAMES_PER_INPUT: u64 = 1;
/// The most steps one of them may take.
pub const MOST_STEPS: usize = 20_000;

/// The fuzz body: [`content_in_full`] with [`GAMES_PER_INPUT`] game, the
/// input's first seed.
///
/// # Errors
/// What broke the contract, and in which game.
pub fn content(data: &[u8]) -> Result<(), String> {
    content_games(data, GAMES_PER_INPUT)
}

/// Bytes as a Squad card set (the ten files as one JSON object): refused by
/// the validator, or it reads back equal, and a mission and objective of it
/// (picked by the input) either are refused at set-up or play [`GAMES`]
/// seeded random games within the contract, with the invariants after every
/// step, none beginning a round with the timer past the mission's turn
/// limit (R-E7; the timer may pass it within a round, ruling 10) or going
/// on past [`MOST_STEPS`].
///
/// # Errors
/// What broke the contract, and in which game.
pub fn content_in_full(data: &[u8]) -> Result<(), String> {
    content_games(data, GAMES)
}

/// The built-in card set as a JSON document, written once: what an edited
/// input starts from.
fn builtin_document() -> Option<&'static serde_json::Value> {
    static DOCUMENT: OnceLock<Option<serde_json::Value>> = OnceLock::new();
    DOCUMENT.get_or_init(|| serde_json::to_value(&*Content::builtin()).ok()).as_ref()
}

/// [`content_in_full`] with `games` seeded games.
fn content_games(data: &[u8], games: u64) -> Result<(), String> {
    let (bytes, mission, objective, seed) = match Input::of(data) {
        Input::Raw(bytes) => (bytes.to_vec(), 0u8, 0u8, 0u64),
        Input::Edited(edited) => {
            let Some(mut doc) = builtin_document().cloned() else { return Ok(()) };
            edited.apply(&mut doc);
            let Ok(bytes) = serde_json::to_vec(&doc) else { return Ok(()) };
            (bytes, edited.options, edited.flag, edited.seed)
        }
    };
    let Ok(content) = Limits::DEFAULT.from_slice::<Content>(&bytes) else { return Ok(()) };
    let json = serde_json::to_string(&content).map_err(|e| format!("cannot write the card set: {e}"))?;
    match serde_json::from_str::<Content>(&json) {
        Ok(back) if back == content => {}
        Ok(_) => return Err("the card set written and read back differs".into()),
        Err(e) => return Err(format!("the card set written is refused: {e}")),
    }
    let (Some(m), Some(o)) = (
        content.missions().get(usize::from(mission) % content.missions().len().max(1)),
        content.objectives().get(usize::from(objective & 0x7f) % content.objectives().len().max(1)),
    ) else {
        return Ok(());
    };
    let options = Options {
        theatre: m.theatre.clone(),
        mission: m.id.to_string(),
        objective: o.id.to_string(),
        quality: if objective & 0x80 == 0 { Quality::FrontLine } else { Quality::Elite },
        content: Some(Arc::new(content.clone())),
        ..Options::default()
    };
    let Ok(start) = Squad::setup(&options) else { return Ok(()) };
    let limit = m.turn_limit;
    let mut legal = Vec::new();
    for game in 0..games {
        let mut g = start.clone();
        let mut rng = Rng::new(seed.wrapping_add(game));
        let fail = |n: usize, e: String| format!("{} {}, game {game}, step {n}: {e}", m.id, o.id);
        g.invariants().map_err(|e| fail(0, e))?;
        let mut n = 0;
        // The round in which the timer first stood past the limit.
        let mut past = None;
        while step(&mut g, &mut rng, &mut legal).map_err(|e| fail(n, e))? {
            g.invariants().map_err(|e| fail(n, e))?;
            if !g.is_over() && g.timer() > limit {
                // Location time and Lost Bearings advance the timer at once,
                // but the defeat is decided at R-E7 (docs/rules/squad.md,
                // ruling 10): the round may finish, no new one may begin.
                let first = *past.get_or_insert(g.round());
                if g.round() > first {
                    return Err(fail(
                        n,
                        format!(
                            "round {} begins with the timer at {} past the turn limit {limit} (R-E7)",
                            g.round(),
                            g.timer()
                        ),
                    ));
                }
            }
            n += 1;
            if n > MOST_STEPS {
                return Err(fail(n, "no end".into()));
            }
        }
    }
    Ok(())
}
