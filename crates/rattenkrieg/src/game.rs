//! Rattenkrieg: Stalingrad on the core [`Game`] trait.

use wargames_core::{CardSet, EventSink, FlowError, Game, Phase, Probability, Rng, Seat, Status};

use crate::action::Action;
use crate::chance::Chance;
use crate::error::Error;
use crate::event::Event;
use crate::names::{ByName, Shown};
use crate::options::Options;
use crate::outcome::Outcome;
use crate::parse::read_action;
use crate::side::Side;
use crate::state::{Rattenkrieg, Stage};
use crate::view::View;

/// The cards a chance point draws from, and how an outcome wraps a card.
type ChanceCards = (CardSet, fn(wargames_core::Card) -> Chance);

impl Rattenkrieg {
    /// The cards the pending chance point draws from, and how it wraps them.
    fn chance_cards(&self) -> Option<ChanceCards> {
        match self.stage {
            Stage::Deal { .. } | Stage::Strike { .. } => Some((self.deck.drawable(), Chance::Draw)),
            Stage::Snipe => Some((self.hands[Side::German.index()], Chance::Snipe)),
            _ => None,
        }
    }
}

impl Game for Rattenkrieg {
    const ID: &'static str = "rattenkrieg";
    const RULES_VERSION: &'static str = crate::RULES_VERSION;
    const SEATS: u8 = 2;
    const HIDDEN_INFORMATION: bool = true;
    /// Measured, not derived from the rules: ten times the longest of
    /// 2,000 random games of the standard options (seed 1, 2026-11-26:
    /// 524 steps; heuristic games are as long). The conformance suite
    /// checks it, and so do the Python package's tests.
    const MAX_GAME_LENGTH: u64 = 5_240;

    type Options = Options;
    type Action = Action;
    type Chance = Chance;
    type View = View;
    type Event = Event;
    type Outcome = Outcome;
    type Error = Error;

    /// The winner (4.0) gets 1, the loser 0; the game has no draw.
    fn returns(outcome: &Outcome, seat: Seat) -> f64 {
        if outcome.winner.seat() == seat { 1.0 } else { 0.0 }
    }

    /// The hands, hidden steps and deck are dealt anew for `seat` by
    /// [`Rattenkrieg::resample_hidden`]; what the seat has seen is kept.
    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Rattenkrieg {
        self.resample_hidden(Side::of_seat(seat), rng).unwrap_or_else(|| self.clone())
    }

    /// The checks of [`Rattenkrieg::invariants`].
    fn invariants(&self) -> Result<(), String> {
        Rattenkrieg::invariants(self)
    }

    /// Validates the options (the scenario above all) and sets up [3.1]
    /// [3.2]; the deal of steps [3.3] and hands [3.4] follows as chance points.
    fn setup(options: &Options) -> Result<Self, Error> {
        Rattenkrieg::new(options)
    }

    /// Where the game stands: [`Rattenkrieg::phase`].
    fn phase(&self) -> Phase<'_> {
        Rattenkrieg::phase(self)
    }

    fn status(&self) -> Status<Outcome> {
        match self.stage {
            Stage::Over => Status::Over(Outcome { winner: self.winner.unwrap_or(Side::Soviet) }),
            Stage::Deal { .. } | Stage::Strike { .. } | Stage::Snipe => Status::Chance,
            _ => match self.seat_to_act() {
                Some(seat) => Status::ToAct(seat),
                None => Status::Chance,
            },
        }
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.list_actions(out);
    }

    fn validate(&self, action: &Action) -> Result<(), Error> {
        self.check(action)
    }

    /// Plays `action`; afterwards control is brought in line with the
    /// counters on the map [3.6], whatever the action moved (a free move or
    /// a retreat out of a contested area leaves the other side alone there).
    fn apply(&mut self, action: &Action, events: &mut impl EventSink<Event>) -> Result<(), Error> {
        self.check(action)?;
        self.perform(*action, events);
        self.update_control(events);
        Ok(())
    }

    fn chance_outcomes(&self, out: &mut Vec<(Chance, Probability)>) {
        out.clear();
        if let Some((cards, wrap)) = self.chance_cards()
            && let Some(p) = Probability::uniform(cards.len() as u64)
        {
            out.extend(cards.iter().map(|card| (wrap(card), p)));
        }
    }

    fn sample_chance(&self, rng: &mut Rng) -> Option<Chance> {
        let (cards, wrap) = self.chance_cards()?;
        rng.draw(cards).map(wrap)
    }

    fn resolve_chance(&mut self, outcome: &Chance, events: &mut impl EventSink<Event>) -> Result<(), Error> {
        let Some((cards, wrap)) = self.chance_cards() else {
            return Err(match self.stage {
                Stage::Over => FlowError::GameOver,
                _ => FlowError::NoChancePending,
            }
            .into());
        };
        let card = match *outcome {
            Chance::Draw(card) | Chance::Snipe(card) => card,
        };
        if !cards.contains(card) || wrap(card) != *outcome {
            return Err(FlowError::ImpossibleOutcome.into());
        }
        match self.stage {
            Stage::Deal { to, phase } => self.receive(to, phase, card, events),
            Stage::Strike { target, air } => self.resolve_strike(target, air, card, events),
            Stage::Snipe => self.resolve_snipe(card, events),
            _ => {}
        }
        // Control follows the counters after every step [3.6].
        self.update_control(events);
        Ok(())
    }

    fn view(&self, seat: Seat) -> View {
        View::of(self, Side::of_seat(seat))
    }

    fn redact(event: &Event, seat: Seat) -> Option<Event> {
        Some(event.redacted_for(Side::of_seat(seat)))
    }

    /// The action with the scenario's names for counters and areas
    /// (`activate 14Pz`, `attack in Tractor Works`) and a face card's event
    /// for the side playing it (`event J♠ (air support) on Rifle-1`) [9.1].
    /// [`parse_action`](wargames_core::parse_action) reads it back.
    fn describe(&self, action: &Action) -> String {
        let names = ByName { scenario: &self.rules.options.scenario, side: Some(self.to_play) };
        Shown(action, names).to_string()
    }

    /// The event with the scenario's names (`16Pz arrives in German rear`).
    fn narrate(&self, event: &Event) -> String {
        Shown(event, ByName { scenario: &self.rules.options.scenario, side: None }).to_string()
    }

    /// The refusal with the scenario's names (`7.4: 14Pz is flipped and
    /// cannot act again this turn`).
    fn explain(&self, error: &Error) -> String {
        Shown(error, ByName { scenario: &self.rules.options.scenario, side: None }).to_string()
    }

    /// Reads counters and areas by the scenario's names as well as by id
    /// (`activate 14Pz`, `attack in Tractor Works`).
    fn read_action(&self, text: &str) -> Option<Action> {
        read_action(text, &ByName { scenario: &self.rules.options.scenario, side: None }).ok()
    }
}
