//! One game at the table: the match, who plays which seat, and the log as
//! the viewer may read it. Generic over the game; the [`Desk`] trait
//! erases the game's type for the [`Table`](crate::Table).

use wargames::agents::study::{Player, agent_seed};
use wargames::catalog::Catalogued;
use wargames::search::most_visited;
use wargames::{Agent, AgentKind, Match, Observation, Replay, RuleError, Seat, Seed, Status, TextError};

use crate::error::TableError;
use crate::snapshot::{Hint, PhaseInfo, ProcedureInfo, Ranked, Snapshot};

/// How many of a hint's most visited actions are listed.
const HINT_RANKED: usize = 5;

/// A game at the table, its type erased.
pub(crate) trait Desk {
    /// The table as its viewer sees it, with the log from line `since` on.
    fn snapshot(&self, since: usize) -> Result<Snapshot, TableError>;
    /// Plays the acting person's legal action number `index` (from 0).
    fn play_index(&mut self, index: usize) -> Result<(), TableError>;
    /// Plays the legal action that a person's typed text names.
    fn play_text(&mut self, text: &str) -> Result<(), TableError>;
    /// Lets the agent of the seat to act take its decision; the index it
    /// chose among the legal actions.
    fn agent_move(&mut self) -> Result<usize, TableError>;
    /// What the game's search of `iterations` would play for the person.
    fn hint(&self, iterations: u32) -> Result<Hint, TableError>;
    /// Takes back the last part of the person's decision (Squad's `back`).
    fn undo(&mut self) -> Result<(), TableError>;
    /// The replay of the game so far, as `play --save` writes it.
    fn replay_json(&self) -> Result<String, TableError>;
}

/// A game of `G` at the table.
pub(crate) struct Session<G: Catalogued> {
    scenario: String,
    base: u64,
    m: Match<G>,
    people: Vec<Seat>,
    opponent: AgentKind,
    agents: Vec<Box<dyn Agent<G> + Send>>,
    log: Vec<String>,
    legal: Vec<G::Action>,
}

impl<G: Catalogued> Session<G> {
    /// A new game of `options` seeded `seed`; `people` play their seats and
    /// `opponent` every other. Agents are seeded as `play --seed` seeds
    /// them, so the same choices make the same game in the terminal.
    pub(crate) fn new(
        scenario: String,
        options: G::Options,
        seed: u64,
        people: &[u8],
        opponent: AgentKind,
    ) -> Result<Self, TableError> {
        let m = Match::<G>::new(options, seed)
            .map_err(|e| TableError::OptionsRefused { game: G::ID, reason: e.to_string() })?;
        Self::start(scenario, seed, m, people, opponent)
    }

    /// The game a verified replay records, ready to go on from its last step.
    pub(crate) fn load(json: &str, people: &[u8], opponent: AgentKind) -> Result<Self, TableError> {
        let replay: Replay<G> =
            serde_json::from_str(json).map_err(|e| TableError::Replay(format!("not a replay of {}: {e}", G::ID)))?;
        let verified = replay.replay().map_err(|e| TableError::Replay(format!("it does not verify: {e}")))?;
        let seed = replay.seed.ok_or_else(|| {
            TableError::Replay("it has no seed, so its chance outcomes cannot be drawn on from it".to_owned())
        })?;
        let mut m = Match::<G>::new(replay.options.clone(), seed)
            .map_err(|e| TableError::OptionsRefused { game: G::ID, reason: e.to_string() })?;
        for step in &replay.steps {
            if let wargames::Step::Action(action) = step {
                m.play(action).map_err(|e| TableError::Replay(format!("step refused: {e}")))?;
            }
        }
        if m.game() != &verified || m.log() != replay.steps.as_slice() {
            return Err(TableError::Replay("its steps do not play back as recorded".to_owned()));
        }
        let base = u64::from_le_bytes([
            seed.0[0], seed.0[1], seed.0[2], seed.0[3], seed.0[4], seed.0[5], seed.0[6], seed.0[7],
        ]);
        Self::start("from a replay".to_owned(), base, m, people, opponent)
    }

    fn start(scenario: String, base: u64, m: Match<G>, people: &[u8], opponent: AgentKind) -> Result<Self, TableError> {
        let mut seats = Vec::new();
        for &seat in people {
            if seat >= G::SEATS {
                return Err(TableError::Seat { game: G::ID, seat, last: G::SEATS - 1 });
            }
            if !seats.contains(&Seat(seat)) {
                seats.push(Seat(seat));
            }
        }
        let player: Player<G> =
            wargames::catalog::player::<G>(opponent).map_err(|e| TableError::Opponent(e.to_string()))?;
        let agents = Seat::all(G::SEATS).map(|s| player.agent(agent_seed(base, 0, s))).collect();
        let mut session =
            Session { scenario, base, m, people: seats, opponent, agents, log: Vec::new(), legal: Vec::new() };
        let viewer = session.viewer(Seat::FIRST);
        let events = session.m.events().to_vec();
        session.narrate(&events, viewer);
        session.m.legal_actions(&mut session.legal);
        Ok(session)
    }

    /// Whose eyes the table shows, when `actor` acts: the one person's, or
    /// the actor's when several people share the table (or none).
    fn viewer(&self, actor: Seat) -> Seat {
        if self.people.len() == 1 { self.people[0] } else { actor }
    }

    /// Appends `events` to the log as `viewer` may see them: every event
    /// whole when no person plays (agents watched), else redacted.
    fn narrate(&mut self, events: &[G::Event], viewer: Seat) {
        let omniscient = self.people.is_empty();
        for event in events {
            let shown = if omniscient { Some(event.clone()) } else { G::redact(event, viewer) };
            if let Some(event) = shown {
                self.log.push(self.m.game().narrate(&event));
            }
        }
    }

    /// The person to act, or why no person acts.
    fn person_to_act(&self) -> Result<Seat, TableError> {
        match self.m.status() {
            Status::Over(outcome) => Err(TableError::Over(outcome.to_string())),
            Status::Chance => Err(TableError::NotYourTurn("the dice and cards are still to fall".to_owned())),
            Status::ToAct(seat) if self.people.contains(&seat) => Ok(seat),
            Status::ToAct(seat) => {
                Err(TableError::NotYourTurn(format!("{} ({}) is played by the agent", G::seat_name(seat), seat)))
            }
        }
    }

    fn play(&mut self, index: usize, seat: Seat) -> Result<(), TableError> {
        let action = self.legal[index].clone();
        if let Err(e) = self.m.validate(&action) {
            return Err(TableError::Refused { rule: e.rule(), text: self.m.game().explain(&e) });
        }
        let events =
            self.m.play(&action).map_err(|e| TableError::Refused { rule: e.rule(), text: e.to_string() })?.to_vec();
        let viewer = self.viewer(seat);
        self.narrate(&events, viewer);
        self.m.legal_actions(&mut self.legal);
        Ok(())
    }
}

impl<G: Catalogued> Desk for Session<G> {
    fn snapshot(&self, since: usize) -> Result<Snapshot, TableError> {
        let since = since.min(self.log.len());
        let facts = TableFacts {
            scenario: &self.scenario,
            seed: self.m.seed().to_string(),
            opponent: self.opponent.to_string(),
            log: &self.log[since..],
            log_from: since,
            steps: self.m.log().len(),
        };
        shown(self.m.game(), &self.people, &self.legal, &facts)
    }

    fn play_index(&mut self, index: usize) -> Result<(), TableError> {
        let seat = self.person_to_act()?;
        if index >= self.legal.len() {
            return Err(TableError::Index { number: index.saturating_add(1), count: self.legal.len() });
        }
        self.play(index, seat)
    }

    fn play_text(&mut self, text: &str) -> Result<(), TableError> {
        let seat = self.person_to_act()?;
        let game = self.m.game();
        let action = match wargames::parse_action(game, text) {
            Ok(action) => action,
            Err(TextError::Refused(e)) => return Err(TableError::Refused { rule: e.rule(), text: game.explain(&e) }),
            Err(e) => return Err(TableError::Text(e.to_string())),
        };
        let index = self
            .legal
            .iter()
            .position(|a| *a == action)
            .ok_or_else(|| TableError::Text(format!("{text:?} is not one of the legal actions")))?;
        self.play(index, seat)
    }

    fn agent_move(&mut self) -> Result<usize, TableError> {
        let seat = match self.m.status() {
            Status::Over(outcome) => return Err(TableError::Over(outcome.to_string())),
            Status::Chance => return Err(TableError::NotYourTurn("the dice and cards are still to fall".to_owned())),
            Status::ToAct(seat) if self.people.contains(&seat) => {
                return Err(TableError::NotYourTurn(format!("{} ({seat}) is a person's seat", G::seat_name(seat))));
            }
            Status::ToAct(seat) => seat,
        };
        let index = self.agents[seat.index()].choose(&Observation::new(self.m.game(), seat), &self.legal);
        if index >= self.legal.len() {
            return Err(TableError::Index { number: index.saturating_add(1), count: self.legal.len() });
        }
        self.play(index, seat)?;
        Ok(index)
    }

    fn hint(&self, iterations: u32) -> Result<Hint, TableError> {
        let seat = self.person_to_act()?;
        let game = self.m.game();
        let seed: Seed = agent_seed(self.base, self.m.log().len() as u64, seat);
        let found = wargames::search::hint(&Observation::new(game, seat), iterations, seed)
            .map_err(|e| TableError::Hint(e.to_string()))?;
        let ranked = most_visited(&found.visits, HINT_RANKED)
            .into_iter()
            .map(|(index, visits)| Ranked { index, text: game.describe(&self.legal[index]), visits })
            .collect();
        Ok(Hint { iterations, index: found.index, text: game.describe(&found.action), ranked })
    }

    fn undo(&mut self) -> Result<(), TableError> {
        let seat = self.person_to_act()?;
        let index = G::undo(&self.legal).ok_or(TableError::NothingToUndo)?;
        self.play(index, seat)
    }

    fn replay_json(&self) -> Result<String, TableError> {
        let replay = self.m.replay().map_err(|e| TableError::Replay(e.to_string()))?;
        serde_json::to_string_pretty(&replay).map_err(|e| TableError::Replay(e.to_string()))
    }
}

/// What a table adds to a game's state in its snapshot: the set-up as
/// chosen and the log so far.
pub(crate) struct TableFacts<'a> {
    /// The scenario's label.
    pub(crate) scenario: &'a str,
    /// The seed (kept in the Rust snapshot, never written to its JSON).
    pub(crate) seed: String,
    /// The opponent, as `AgentKind` writes it.
    pub(crate) opponent: String,
    /// The narrated log lines from `log_from` on.
    pub(crate) log: &'a [String],
    /// The number of the first line of `log`.
    pub(crate) log_from: usize,
    /// How many steps the game has had.
    pub(crate) steps: usize,
}

/// The snapshot of `game` as the table's viewer sees it, `people` playing
/// their seats and `legal` the legal actions of the seat to act: built only
/// from the viewer's view, the phase and (when a person acts) that
/// person's own legal actions, so two states the viewer cannot tell apart
/// give the same snapshot.
pub(crate) fn shown<G: Catalogued>(
    game: &G,
    people: &[Seat],
    legal: &[G::Action],
    facts: &TableFacts<'_>,
) -> Result<Snapshot, TableError> {
    let status = game.status();
    let to_act = status.to_act();
    let actor = to_act.or_else(|| people.first().copied()).unwrap_or(Seat::FIRST);
    let viewer = if people.len() == 1 { people[0] } else { actor };
    let person_to_act = to_act.is_some_and(|s| people.contains(&s));
    let phase = game.phase();
    let described: Vec<String> =
        if person_to_act { legal.iter().map(|a| game.describe(a)).collect() } else { Vec::new() };
    let view = game.view(viewer);
    Ok(Snapshot {
        game: G::ID,
        scenario: facts.scenario.to_owned(),
        seed: facts.seed.clone(),
        people: people.iter().map(|s| s.0).collect(),
        opponent: facts.opponent.clone(),
        seat_names: Seat::all(G::SEATS).map(G::seat_name).collect(),
        viewer: viewer.0,
        to_act: to_act.map(|s| s.0),
        person_to_act,
        over: status.outcome().map(ToString::to_string),
        viewer_result: status.outcome().map(|o| G::returns(o, viewer)),
        phase: PhaseInfo {
            text: phase.to_string(),
            turn: phase.turn_number().map(|t| t.number),
            last_turn: phase.turn_number().and_then(|t| t.last),
            side: phase.side_name().map(str::to_owned),
            path: phase
                .path()
                .map(|p| ProcedureInfo {
                    name: p.name.to_owned(),
                    rule: p.rule.to_owned(),
                    about: p.about.map(str::to_owned),
                })
                .collect(),
        },
        view: exact_for_js(serde_json::to_value(&view).map_err(|e| TableError::Replay(e.to_string()))?),
        view_text: view.to_string(),
        groups: wargames::choices::group(&described),
        undo: if person_to_act { G::undo(legal) } else { None },
        legal: described,
        log: facts.log.to_vec(),
        log_from: facts.log_from,
        steps: facts.steps,
    })
}

/// The largest integer a JavaScript number holds exactly (2^53 - 1).
const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

/// `value` with every whole number above 2^53 - 1 (a set of cards as bits,
/// where a joker is bit 52 or 53) written as a decimal string, which
/// JavaScript reads exactly with `BigInt`; a number would lose its low bits.
fn exact_for_js(value: serde_json::Value) -> serde_json::Value {
    use serde_json::Value;
    match value {
        Value::Number(n) if n.as_u64().is_some_and(|u| u > MAX_SAFE_INTEGER) => Value::String(n.to_string()),
        Value::Array(items) => Value::Array(items.into_iter().map(exact_for_js).collect()),
        Value::Object(map) => Value::Object(map.into_iter().map(|(k, v)| (k, exact_for_js(v))).collect()),
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_sets_beyond_two_to_the_53_reach_javascript_exactly() {
        let big = (1u64 << 53) | 1;
        let value = serde_json::json!({ "hand": big, "deck": [3, MAX_SAFE_INTEGER] });
        let out = exact_for_js(value);
        assert_eq!(out["hand"], serde_json::Value::String(big.to_string()));
        assert_eq!(out["deck"], serde_json::json!([3, MAX_SAFE_INTEGER]));
    }
}
