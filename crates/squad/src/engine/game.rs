//! `impl Game for Squad`: status, legal actions, chance points.

use wargames_core::{Bits, Die, EventSink, FlowError, Game, Phase, Probability, Rng, Seat, Status};

use crate::error::Error;
use crate::event::Event;
use crate::setup::options::Options;
use crate::state::chance::Chance;
use crate::state::squad::Squad;
use crate::state::{ChanceKind, Need};
use crate::terms::action::Action;
use crate::terms::outcome::Outcome;
use crate::view::View;

impl Game for Squad {
    const ID: &'static str = "squad";
    const RULES_VERSION: &'static str = crate::RULES_VERSION;
    const SEATS: u8 = 1;
    const HIDDEN_INFORMATION: bool = false;
    /// Measured, not derived from the rules: ten times the longest of
    /// 2,000 random games of the standard options (seed 1, 2026-11-26:
    /// 358 steps; heuristic games are as long). The conformance suite
    /// checks it, and so do the Python package's tests.
    const MAX_GAME_LENGTH: u64 = 3_580;

    type Options = Options;
    type Action = Action;
    type Chance = Chance;
    type View = View;
    type Event = Event;
    type Outcome = Outcome;
    type Error = Error;

    /// A victory (R-V1) is worth 1, a defeat (R-V2) 0.
    fn returns(outcome: &Outcome, _seat: Seat) -> f64 {
        if outcome.is_victory() { 1.0 } else { 0.0 }
    }

    /// The checks of [`Squad::invariants`].
    fn invariants(&self) -> Result<(), String> {
        Squad::invariants(self)
    }

    fn setup(options: &Options) -> Result<Squad, Error> {
        Squad::new(options)
    }

    /// Where the game stands: [`Squad::phase`].
    fn phase(&self) -> Phase<'_> {
        Squad::phase(self)
    }

    fn status(&self) -> Status<Outcome> {
        match self.state.flow.need {
            Need::Over(o) => Status::Over(o),
            Need::Chance(_) | Need::Run => Status::Chance,
            _ => Status::ToAct(Seat::FIRST),
        }
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        self.write_actions(out);
    }

    fn validate(&self, action: &Action) -> Result<(), Error> {
        self.step_of(action).map(|_| ())
    }

    fn apply(&mut self, action: &Action, events: &mut impl EventSink<Event>) -> Result<(), Error> {
        self.do_step(action, events)
    }

    fn chance_outcomes(&self, out: &mut Vec<(Chance, Probability)>) {
        out.clear();
        let Need::Chance(kind) = self.state.flow.need else { return };
        match kind {
            ChanceKind::D10 => {
                out.extend(Die::D10.faces().map(|f| (Chance::D10(f), Die::D10.face_probability())));
            }
            ChanceKind::D6 => out.extend(Die::D6.faces().map(|f| (Chance::D6(f), Die::D6.face_probability()))),
            ChanceKind::Target => {
                let total = self.state.team.cup_total();
                for (s, c) in self.state.team.cup.iter().enumerate() {
                    if *c > 0
                        && let Some(p) = Probability::new(u64::from(*c), total)
                    {
                        out.push((Chance::Target(s as u8), p));
                    }
                }
            }
            _ => {
                let set = self.state.draw_set(kind);
                let Some(p) = Probability::uniform(u64::from(set.count_ones())) else { return };
                for c in Bits(set) {
                    out.push((
                        match kind {
                            ChanceKind::Action => Chance::Action(c),
                            ChanceKind::Location => Chance::Location(c),
                            ChanceKind::Enemy => Chance::Enemy(c),
                            _ => Chance::Event(c),
                        },
                        p,
                    ));
                }
            }
        }
    }

    fn sample_chance(&self, rng: &mut Rng) -> Option<Chance> {
        let Need::Chance(kind) = self.state.flow.need else { return None };
        match kind {
            ChanceKind::D10 => Some(Chance::D10(rng.die(Die::D10))),
            ChanceKind::D6 => Some(Chance::D6(rng.die(Die::D6))),
            ChanceKind::Target => self.state.team.sample_target(rng),
            _ => self.state.sample_card(kind, rng),
        }
    }

    fn resolve_chance(&mut self, outcome: &Chance, events: &mut impl EventSink<Event>) -> Result<(), Error> {
        let kind = match self.state.flow.need {
            Need::Chance(k) => k,
            Need::Over(_) => return Err(FlowError::GameOver.into()),
            _ => return Err(FlowError::NoChancePending.into()),
        };
        let value = match (kind, *outcome) {
            (ChanceKind::D10, Chance::D10(v)) if Die::D10.has_face(v) => v,
            (ChanceKind::D6, Chance::D6(v)) if Die::D6.has_face(v) => v,
            (ChanceKind::Target, Chance::Target(s))
                if self.state.team.cup.get(usize::from(s)).is_some_and(|c| *c > 0) =>
            {
                self.state.team.cup[usize::from(s)] -= 1;
                s
            }
            (ChanceKind::Action, Chance::Action(c))
            | (ChanceKind::Location, Chance::Location(c))
            | (ChanceKind::Enemy, Chance::Enemy(c))
            | (ChanceKind::Event, Chance::Event(c)) => {
                // The deck `draw_set` reads: a card it cannot draw is refused
                // before anything changes. I29: whether the draw reshuffled
                // the discards into the pile.
                let Some(reshuffle) = self.state.decks.draw(kind, c) else {
                    return Err(FlowError::ImpossibleOutcome.into());
                };
                if kind == ChanceKind::Action
                    && reshuffle
                    && let Some(turn) = self.state.team.turn.as_mut()
                {
                    turn.reshuffled = true;
                }
                c
            }
            _ => return Err(FlowError::ImpossibleOutcome.into()),
        };
        self.state.flow.last = value;
        self.state.flow.need = Need::Run;
        self.deliver(events);
        self.run(events);
        Ok(())
    }

    /// The action's text with the card set's names put in (see
    /// `names.rs`): soldiers by name, cards by name with their instance or
    /// entry, gear by name with its place, slots with their card.
    fn describe(&self, action: &Action) -> String {
        self.describe_action(action)
    }

    /// The event's text with soldiers and card ids named.
    fn narrate(&self, event: &Event) -> String {
        self.name_text(&event.to_string(), None)
    }

    fn view(&self, _seat: Seat) -> View {
        View::of(self)
    }
}
