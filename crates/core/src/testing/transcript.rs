//! A readable transcript of one seeded game, for snapshot tests.

use std::fmt::Write as _;

use crate::agent::{Agent, Observation};
use crate::game::{Game, Status};
use crate::random::Rng;
use crate::seat::Seat;
use crate::testing::seeded_agents;

/// Plays one game with `options` to its end: chance from `Rng::new(seed)`,
/// seat *i* played by `RandomAgent::new(seed + 1 + i)`, and writes every
/// step as text: where the game stands ([`Game::phase`], in brackets), each
/// action as the game describes it with the number of legal actions it was
/// chosen from, each chance outcome, every event as the game narrates it
/// indented below its step, the outcome, and the final view of seat 0.
///
/// Snapshot it with insta, so that any change of behaviour shows up as a
/// reviewed diff:
///
/// ```ignore
/// insta::assert_snapshot!(wargames_core::testing::transcript::<MyGame>(&Options::default(), 2026));
/// ```
///
/// Returns the transcript so far, ending with the error, if the game
/// refuses a step or passes `max_steps`.
pub fn transcript<G: Game>(options: &G::Options, seed: u64, max_steps: u64) -> String {
    let mut text = String::new();
    let mut game = match G::setup(options) {
        Ok(game) => game,
        Err(e) => return format!("setup refused: {e}\n"),
    };
    let mut rng = Rng::new(seed);
    let mut agents = seeded_agents::<G>(seed);
    let mut legal = Vec::new();
    let mut events = Vec::new();
    for _ in 0..max_steps {
        events.clear();
        if !game.is_over() {
            let _ = writeln!(text, "[{}]", game.phase());
        }
        let step = match game.status() {
            Status::Over(outcome) => {
                let _ = writeln!(text, "outcome: {outcome}");
                let _ = write!(text, "{}", game.view(Seat::FIRST));
                return text;
            }
            Status::Chance => match game.sample_chance(&mut rng) {
                Some(outcome) => game.resolve_chance(&outcome, &mut events).map(|()| format!("chance: {outcome}")),
                None => return text + "error: no outcome at a chance point\n",
            },
            Status::ToAct(seat) => {
                game.legal_actions(&mut legal);
                let Some(agent) = agents.get_mut(seat.index()) else {
                    return text + "error: a seat outside the game is to act\n";
                };
                let index = agent.choose(&Observation::new(&game, seat), &legal);
                let Some(action) = legal.get(index).cloned() else {
                    return text + "error: no legal action\n";
                };
                let n = legal.len();
                let named = game.describe(&action);
                game.apply(&action, &mut events).map(|()| format!("{seat}: {named} (of {n} legal)"))
            }
        };
        match step {
            Ok(line) => {
                let _ = writeln!(text, "{line}");
            }
            Err(e) => return text + &format!("error: {e}\n"),
        }
        for event in &events {
            let _ = writeln!(text, "  {}", game.narrate(event));
        }
    }
    text + "error: the step limit was reached\n"
}
