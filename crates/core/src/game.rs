//! The `Game` trait: one rules engine as a deterministic state machine.

use std::fmt::{Debug, Display};
use std::str::FromStr;

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::error::{FlowError, RuleError};
use crate::phase::Phase;
use crate::probability::Probability;
use crate::random::Rng;
use crate::seat::Seat;

/// What happens next in a game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Status<O> {
    /// This seat is to choose one of the legal actions.
    ToAct(Seat),
    /// A chance point: chance chooses one of the listed outcomes.
    Chance,
    /// The game is over.
    Over(O),
}

impl<O> Status<O> {
    /// The seat to act, if a seat is to act.
    #[must_use]
    pub fn to_act(&self) -> Option<Seat> {
        match self {
            Status::ToAct(seat) => Some(*seat),
            _ => None,
        }
    }

    /// Whether this is a chance point.
    #[must_use]
    pub fn is_chance(&self) -> bool {
        matches!(self, Status::Chance)
    }

    /// The outcome, if the game is over.
    #[must_use]
    pub fn outcome(&self) -> Option<&O> {
        match self {
            Status::Over(outcome) => Some(outcome),
            _ => None,
        }
    }
}

/// Where a transition puts the events it emits.
///
/// A `Vec` collects them (reuse it across steps: no allocation once it has
/// grown); [`NoEvents`] drops them, for playouts that need only the result.
pub trait EventSink<E> {
    /// Receives one event.
    fn emit(&mut self, event: E);
}

impl<E> EventSink<E> for Vec<E> {
    fn emit(&mut self, event: E) {
        self.push(event);
    }
}

/// An [`EventSink`] that drops every event.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoEvents;

impl<E> EventSink<E> for NoEvents {
    #[inline]
    fn emit(&mut self, _event: E) {}
}

/// A rules engine: the full state of one game of one title, and its rules.
///
/// A value of the type *is* the game state. It holds no random source:
/// at a chance point ([`Status::Chance`]) the state lists what may happen
/// ([`chance_outcomes`](Self::chance_outcomes)) and a driver picks one
/// ([`resolve_chance`](Self::resolve_chance)), sampled with the pinned
/// primitives of [`Rng`] or forced by a test. Options, seed and the
/// players' actions are therefore a complete record of a game.
///
/// Contract, checked for every game by the conformance suite
/// (`wargames_core::testing`):
/// - while a seat acts, [`legal_actions`](Self::legal_actions) lists every
///   legal action once, in a deterministic order;
/// - [`validate`](Self::validate) accepts exactly those actions;
/// - [`apply`](Self::apply) and [`resolve_chance`](Self::resolve_chance)
///   either succeed or return an error and leave the state exactly as it was;
/// - the outcomes of a chance point have probabilities adding up to exactly 1;
/// - [`view`](Self::view) holds nothing its seat may not see.
pub trait Game: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static {
    /// A short, stable, lower-case id (`"arnswalde"`), recorded in replays.
    const ID: &'static str;
    /// The version of the rules this engine implements, recorded in replays:
    /// bumped on any change of behaviour.
    const RULES_VERSION: &'static str;
    /// How many seats the game has (1 for solitaire).
    const SEATS: u8;
    /// Whether part of the state may be hidden from a seat: another seat's
    /// hand or hidden steps, cards dealt face down. Then a seat's view does
    /// not tell the state apart from others the seat cannot distinguish,
    /// [`determinize`](Self::determinize) must draw the hidden part anew,
    /// and a search samples states (information-set search) rather than
    /// reads the one it is given. Draw piles modelled as sets are chance,
    /// not hidden information. No default: every game states it.
    const HIDDEN_INFORMATION: bool;
    /// A bound on the steps of a game (actions and chance outcomes, from
    /// [`setup`](Self::setup) to the end), as OpenSpiel's `MaxGameLength`:
    /// what an environment wrapper or a study may take as the longest game.
    /// The conformance suite (feature `testing`) fails a game that runs
    /// longer. No default: every game states it, with how it was found.
    const MAX_GAME_LENGTH: u64;

    /// Set-up choices (difficulty, scenario, rulings). `Default` is the
    /// standard game.
    type Options: Clone + Debug + PartialEq + Default + Serialize + DeserializeOwned + Send + Sync;
    /// A decision a seat can make; its `FromStr` reads back exactly what its
    /// `Display` prints.
    type Action: Clone + Debug + PartialEq + Display + FromStr + Serialize + DeserializeOwned + Send + Sync;
    /// One outcome of a chance point (a card drawn, a roll of the dice);
    /// its `FromStr` reads back exactly what its `Display` prints.
    type Chance: Clone + Debug + PartialEq + Display + FromStr + Serialize + DeserializeOwned + Send + Sync;
    /// What one seat may see of the state.
    type View: Clone + Debug + PartialEq + Display + Serialize + DeserializeOwned + Send + Sync;
    /// Something that happened, for narration, user interfaces and logs.
    type Event: Clone + Debug + PartialEq + Display + Serialize + DeserializeOwned + Send + Sync;
    /// How a finished game ended.
    type Outcome: Clone + Debug + PartialEq + Display + Serialize + DeserializeOwned + Send + Sync;
    /// Why an input was refused; names the rule it breaks.
    type Error: RuleError + From<FlowError>;

    /// The state at the start of a game with these options (often a chance
    /// point: the first draw or roll).
    ///
    /// # Errors
    /// The options are not valid (the error names the rule they break).
    fn setup(options: &Self::Options) -> Result<Self, Self::Error>;

    /// Checks the state's derived data (control, counts, totals, indexes)
    /// against a recomputation from the pieces, and says what disagrees.
    /// The conformance suite (feature `testing`) runs it after every step,
    /// and the fuzz targets after every step and on every loaded state; a
    /// server may run it on a state it restores. No default: every game
    /// states what its derived data are.
    ///
    /// # Errors
    /// What disagrees with the recomputation, in words.
    fn invariants(&self) -> Result<(), String>;

    /// Who acts next, or whether chance does, or how the game ended.
    fn status(&self) -> Status<Self::Outcome>;

    /// Clears `out` and writes every legal action of the seat to act, each
    /// once, in the game's documented order. Writes nothing unless a seat is
    /// to act.
    fn legal_actions(&self, out: &mut Vec<Self::Action>);

    /// Whether `action` is legal now.
    ///
    /// # Errors
    /// Why it is not: the rule it breaks, or a [`FlowError`].
    fn validate(&self, action: &Self::Action) -> Result<(), Self::Error>;

    /// Plays `action` for the seat to act, emitting what happens.
    ///
    /// # Errors
    /// As [`validate`](Self::validate); the state is then unchanged and no
    /// event is emitted.
    fn apply(&mut self, action: &Self::Action, events: &mut impl EventSink<Self::Event>) -> Result<(), Self::Error>;

    /// Clears `out` and writes every outcome of the pending chance point with
    /// its probability (each outcome once, probabilities adding up to 1, in a
    /// deterministic order). Writes nothing unless at a chance point.
    fn chance_outcomes(&self, out: &mut Vec<(Self::Chance, Probability)>);

    /// Samples the pending chance point with the pinned primitives of `rng`;
    /// `None` unless at a chance point.
    fn sample_chance(&self, rng: &mut Rng) -> Option<Self::Chance>;

    /// Resolves the pending chance point with `outcome`, emitting what happens.
    ///
    /// # Errors
    /// There is no chance point, or `outcome` is not one of its outcomes;
    /// the state is then unchanged.
    fn resolve_chance(
        &mut self,
        outcome: &Self::Chance,
        events: &mut impl EventSink<Self::Event>,
    ) -> Result<(), Self::Error>;

    /// What `seat` may see of the state.
    fn view(&self, seat: Seat) -> Self::View;

    /// What `outcome` is worth to `seat`, on one scale for every game,
    /// search and study: a win 1, a draw 0.5, a loss 0; for a solitaire,
    /// victory 1 and defeat 0. A game that grades its outcomes may return
    /// values in between and documents its scale. Values lie in `0.0..=1.0`.
    fn returns(outcome: &Self::Outcome, seat: Seat) -> f64;

    /// A full state that `seat` cannot tell from this one: everything the
    /// seat has seen is kept, and everything hidden from it (another seat's
    /// hand, hidden steps, the cards lying face down) is drawn anew from
    /// `rng`, consistent with what the seat knows. This is the
    /// determinization an information-set search samples; a bot reaches it
    /// through [`Observation::sample_state`](crate::Observation::sample_state),
    /// never through the state.
    ///
    /// The contract, checked for every game by the conformance suite:
    /// - the seat's [`view`](Self::view) of the result is its view of `self`;
    /// - the result depends only on what the seat sees and on `rng`: given
    ///   two states the seat cannot tell apart (equal views), the same
    ///   random stream gives the same state. So nothing hidden from the
    ///   seat reaches a search through it, and a search seeded alike
    ///   chooses alike from either state (`tests/fair_search.rs` in the
    ///   facade checks each game's search on such pairs).
    ///
    /// The second point asks the view to hold everything the seat has seen
    /// that bears on the hidden part (for example the cards that have left
    /// the game, which tell which cards are still unseen).
    ///
    /// The default returns a clone, which is right for a game with nothing
    /// hidden from a seat ([`HIDDEN_INFORMATION`](Self::HIDDEN_INFORMATION)
    /// false; draw piles that are sets are chance, not hidden information).
    /// A game with hidden information must override it: the conformance
    /// suite finds states a seat cannot tell apart wherever chance deals
    /// something hidden from it, and a clone tells them apart.
    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Self {
        let _ = (seat, rng);
        self.clone()
    }

    /// What `seat` may see of `event`: the event itself, a copy with hidden
    /// parts removed, or `None` if the seat sees nothing of it. The default
    /// shows every event whole (open information).
    fn redact(event: &Self::Event, seat: Seat) -> Option<Self::Event> {
        let _ = seat;
        Some(event.clone())
    }

    /// Where the game stands: the turn, the side whose phase it is, and the
    /// nested procedures from the turn down to the decision or chance point
    /// at hand, each with its rule id. Never fails and never allocates.
    fn phase(&self) -> Phase<'_>;

    /// An action as a player reads it, with the names the rules use for
    /// what the game's own ids stand for (a counter's name, an area's,
    /// a card's). The default is the action's `Display` text, for games
    /// whose actions already speak in names. [`parse_action`](crate::parse_action)
    /// reads this text back.
    fn describe(&self, action: &Self::Action) -> String {
        action.to_string()
    }

    /// An event as a player reads it, with names as in
    /// [`describe`](Self::describe). The default is its `Display` text.
    fn narrate(&self, event: &Self::Event) -> String {
        event.to_string()
    }

    /// A refusal as a player reads it, with names as in
    /// [`describe`](Self::describe) (`7.4: 14Pz is flipped`, where the
    /// error's `Display` says `u0`). The default is its `Display` text.
    fn explain(&self, error: &Self::Error) -> String {
        error.to_string()
    }

    /// An action read from text a player types, which may use the names
    /// [`describe`](Self::describe) prints where they depend on the state
    /// (`activate 14Pz` for `activate u0`), or `None`. The default reads
    /// the action's `FromStr` form. [`parse_action`](crate::parse_action)
    /// validates what this reads, so a typed action the rules refuse is
    /// refused with the rule, not as unknown text.
    fn read_action(&self, text: &str) -> Option<Self::Action> {
        text.trim().parse().ok()
    }

    /// Whether the game is over.
    fn is_over(&self) -> bool {
        matches!(self.status(), Status::Over(_))
    }
}
