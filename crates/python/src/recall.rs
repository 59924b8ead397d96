//! A seat's information state: perfect recall of what it saw and did.
//!
//! A state remembers where its record begins (a new game, a saved state
//! read back, a determinization) and the ids played since. The seat's
//! information state is rebuilt from that record on demand: the seat's view
//! where the record begins, then for every step the seat's own action
//! (`you: ...`) and the events of the step as the seat may see them
//! (`Game::redact`, narrated), then its view now. Two histories the seat
//! cannot tell apart (equal views at the start, the same own actions, the
//! same redacted events) give the same text; a history that differs in
//! anything the seat saw or did gives another. Keeping ids, not text, costs
//! a step one push; the text is built only when asked for.

use std::fmt::Write as _;
use std::sync::Arc;

use wargames::{Seat, Status};

use crate::games::PyGame;

/// The record a seat's information state is rebuilt from.
pub(crate) struct Recall<G: PyGame> {
    /// The state the record begins at.
    start: Arc<G>,
    /// Per seat, what it recalled of the time before `start` (empty at the
    /// start of a game or a state read back).
    before: Arc<Vec<String>>,
    /// The ids played since `start` (actions and chance outcomes).
    ids: Vec<usize>,
}

impl<G: PyGame> Clone for Recall<G> {
    fn clone(&self) -> Self {
        Recall { start: Arc::clone(&self.start), before: Arc::clone(&self.before), ids: self.ids.clone() }
    }
}

impl<G: PyGame> Recall<G> {
    /// A record beginning at `game`, with nothing recalled before it.
    pub(crate) fn starting_at(game: &G) -> Recall<G> {
        Recall { start: Arc::new(game.clone()), before: Arc::new(Vec::new()), ids: Vec::new() }
    }

    /// Notes that id `id` was played.
    pub(crate) fn push(&mut self, id: usize) {
        self.ids.push(id);
    }

    /// What `seat` recalls up to now, without its view now: its view where
    /// the record begins (or what it recalled then), then each step.
    fn body(&self, seat: Seat) -> String {
        let mut out = match self.before.get(seat.index()) {
            Some(before) => before.clone(),
            None => format!("{}\n", self.start.view(seat)),
        };
        let mut game = (*self.start).clone();
        let mut events = Vec::new();
        for &id in &self.ids {
            events.clear();
            let played = match game.status() {
                Status::Chance => match game.chance_of_id(id) {
                    Some(chance) => game.resolve_chance(&chance, &mut events).is_ok(),
                    None => false,
                },
                Status::ToAct(actor) => match game.action_of_id(id) {
                    Some(action) => {
                        if actor == seat {
                            let _ = writeln!(out, "you: {}", game.describe(&action));
                        }
                        game.apply(&action, &mut events).is_ok()
                    }
                    None => false,
                },
                Status::Over(_) => false,
            };
            if !played {
                // Only ids the state accepted are recorded: not reached.
                break;
            }
            for event in &events {
                if let Some(seen) = G::redact(event, seat) {
                    let _ = writeln!(out, "{}", game.narrate(&seen));
                }
            }
        }
        out
    }

    /// The information state of `seat` in `game` (the state this record
    /// leads to): what it recalls, then its view now.
    pub(crate) fn information_state(&self, game: &G, seat: Seat) -> String {
        let mut out = self.body(seat);
        let _ = write!(out, "now:\n{}", game.view(seat));
        out
    }

    /// The record of a determinization for `seat` of the state this record
    /// leads to: `seat` recalls what it recalled here; another seat, whose
    /// past in the drawn state is unknown, recalls what `seat` recalled
    /// (the seat searching knows no more) and then its own view in the drawn
    /// state, so its later steps are told apart by what it holds.
    pub(crate) fn determinized(&self, drawn: &G, seat: Seat) -> Recall<G> {
        let recalled = self.body(seat);
        let before = Seat::all(G::SEATS)
            .map(|other| {
                if other == seat {
                    recalled.clone()
                } else {
                    format!("{recalled}as drawn for seat {}:\n{}\n", other.0, drawn.view(other))
                }
            })
            .collect();
        Recall { start: Arc::new(drawn.clone()), before: Arc::new(before), ids: Vec::new() }
    }
}
