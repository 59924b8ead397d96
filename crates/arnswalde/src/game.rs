//! The rules as a [`Game`]: status, legal actions, validation, transitions.

use wargames_core::{EventSink, FlowError, Game, Phase, Probability, Rng, Seat, Status};

use crate::action::{Action, Target};
use crate::area::{Area, Front};
use crate::chance::Chance;
use crate::counterattack::BlackFaceChoice;
use crate::error::Error;
use crate::event::Event;
use crate::options::Options;
use crate::outcome::Outcome;
use crate::pending::Pending;
use crate::state::Arnswalde;
use crate::tigers::{TIGER_COUNT, Tigers};
use crate::view::View;

/// The player: Arnswalde 1945 is a solitaire game.
pub const PLAYER: Seat = Seat::FIRST;

/// An action checked against the state, with what `apply` needs.
enum Checked {
    Place(Tigers),
    Move(Area, Area, u8),
    EscapeRefugees,
    EscapeTigers(Area, u8),
    Counterattack(Front, usize),
    Repair,
    EndActions,
    Draw,
    UseHandCard(wargames_core::Card),
    NextTiger,
    Stop,
    BlackFace(wargames_core::Card, BlackFaceChoice),
    ResolveAttack(Front),
    Answer,
    Accept,
}

impl Arnswalde {
    fn not_now(&self) -> Error {
        match self.pending {
            Pending::Over => FlowError::GameOver.into(),
            p if p.is_chance() => FlowError::ChancePending.into(),
            p => Error::NotNow { waiting: p.describe() },
        }
    }

    /// Checks `action` against the state; nothing changes.
    fn check_action(&self, action: &Action) -> Result<Checked, Error> {
        match (self.pending, *action) {
            (Pending::PlaceTigers, Action::PlaceTigers { north, south, central }) => {
                let total = u16::from(north) + u16::from(south) + u16::from(central);
                Tigers::placed(north, south, central).map(Checked::Place).ok_or(Error::PlacementNotSeven { total })
            }
            (Pending::ChooseAction, action) => self.check_phase_action(action),
            (Pending::Judgement { purpose, from_deck: false }, Action::Draw) => {
                let _ = purpose;
                if self.judgement.drawable().is_empty() { Err(Error::JudgementDeckEmpty) } else { Ok(Checked::Draw) }
            }
            (Pending::Judgement { purpose, from_deck: false }, Action::UseHandCard(card)) => {
                if !self.hand.contains(card) {
                    Err(Error::NotInHand { card })
                } else if !self.hand_allowed(purpose) {
                    Err(Error::HandNotAllowed)
                } else {
                    Ok(Checked::UseHandCard(card))
                }
            }
            (Pending::NextTiger, Action::NextTiger) => match self.counterattack {
                Some(ca) if ca.waiting > 0 => Ok(Checked::NextTiger),
                Some(ca) => Err(Error::NoTigerLeft { front: ca.front }),
                None => Err(self.not_now()),
            },
            (Pending::NextTiger, Action::StopCounterattack) => Ok(Checked::Stop),
            (Pending::BlackFace(card), Action::RepairTiger) => {
                if self.tigers.repair == 0 {
                    Err(Error::NobodyInRepair)
                } else {
                    Ok(Checked::BlackFace(card, BlackFaceChoice::Repair))
                }
            }
            (Pending::BlackFace(card), Action::ExtraAction) => {
                Ok(Checked::BlackFace(card, BlackFaceChoice::ExtraAction))
            }
            (Pending::BlackFace(card), Action::TakeCard) => Ok(Checked::BlackFace(card, BlackFaceChoice::TakeCard)),
            (Pending::ChooseAttack, Action::ResolveAttack(front)) => {
                if self.attacks.remaining[front.index()] > 0 {
                    Ok(Checked::ResolveAttack(front))
                } else {
                    Err(Error::NoAttackThere { front })
                }
            }
            (Pending::Answer, Action::AnswerWithCounterattack) => Ok(Checked::Answer),
            (Pending::Answer, Action::AcceptAttack) => Ok(Checked::Accept),
            _ => Err(self.not_now()),
        }
    }

    /// 7.0-7.4: an action of the German action phase.
    fn check_phase_action(&self, action: Action) -> Result<Checked, Error> {
        match action {
            Action::Move { from, to, tigers } => {
                if from == to {
                    return Err(Error::MoveToSameArea { area: from });
                }
                let present = self.tigers.at(from);
                if tigers == 0 || tigers > present {
                    return Err(Error::MoveTigersNotThere { area: from, asked: tigers, present });
                }
                Ok(Checked::Move(from, to, tigers))
            }
            Action::EscapeRefugees | Action::EscapeTigers { .. } => {
                if !self.fronts[Front::North.index()].is_empty() {
                    return Err(Error::EscapeNorthHeld);
                }
                if self.escaped_this_turn {
                    return Err(Error::EscapeTwice);
                }
                match action {
                    Action::EscapeTigers { from, tigers } => {
                        let present = self.tigers.at(from);
                        if tigers == 0 || tigers > present {
                            return Err(Error::EscapeTigersNotThere { area: from, asked: tigers, present });
                        }
                        Ok(Checked::EscapeTigers(from, tigers))
                    }
                    _ if self.refugees.in_town == 0 => Err(Error::NoRefugees),
                    _ => Ok(Checked::EscapeRefugees),
                }
            }
            Action::Counterattack { front, target } => {
                if self.tigers.at(front.area()) == 0 {
                    return Err(Error::CounterattackNoTiger { front });
                }
                let stack = &self.fronts[front.index()];
                if stack.is_empty() {
                    return Err(Error::CounterattackNoCard { front });
                }
                let index = match target {
                    Target::FaceUp(card) => {
                        stack.position_face_up(card).ok_or(Error::TargetNotThere { front, card })?
                    }
                    Target::FaceDown if !stack.has_face_down() => return Err(Error::NoFaceDownCard { front }),
                    Target::FaceDown if stack.face_up().next().is_some() => {
                        return Err(Error::FaceDownTargetWhileFaceUp { front });
                    }
                    Target::FaceDown => 0,
                };
                Ok(Checked::Counterattack(front, index))
            }
            Action::Repair => {
                if self.tigers.repair == 0 {
                    Err(Error::NobodyInRepair)
                } else {
                    Ok(Checked::Repair)
                }
            }
            Action::EndActions => Ok(Checked::EndActions),
            _ => Err(self.not_now()),
        }
    }

    fn execute(&mut self, checked: Checked, events: &mut impl EventSink<Event>) {
        match checked {
            Checked::Place(tigers) => self.place_tigers(tigers, events),
            Checked::Move(from, to, n) => self.move_tigers(from, to, n, events),
            Checked::EscapeRefugees => self.escape_refugees(events),
            Checked::EscapeTigers(from, n) => self.escape_tigers(from, n, events),
            Checked::Counterattack(front, index) => {
                self.actions_left = self.actions_left.saturating_sub(1);
                self.begin_counterattack(front, index, false, events);
            }
            Checked::Repair => self.begin_repair(events),
            Checked::EndActions => {
                events.emit(Event::ActionsEnded);
                self.actions_left = 0;
                self.begin_attacks(events);
            }
            Checked::Draw => {
                if let Pending::Judgement { purpose, .. } = self.pending {
                    self.pending = Pending::Judgement { purpose, from_deck: true };
                }
            }
            Checked::UseHandCard(card) => {
                if let Pending::Judgement { purpose, .. } = self.pending {
                    self.hand.remove(card);
                    self.judge(card, purpose, true, events);
                }
            }
            Checked::NextTiger => self.next_tiger(events),
            Checked::Stop => self.stop_counterattack(events),
            Checked::BlackFace(card, choice) => self.black_face(card, choice, events),
            Checked::ResolveAttack(front) => self.start_attack(front, events),
            Checked::Answer => self.answer_attack(events),
            Checked::Accept => self.begin_judgement(crate::pending::Purpose::SovietAttack),
        }
    }

    /// Writes the legal actions of the German action phase.
    fn phase_actions(&self, out: &mut Vec<Action>) {
        for from in Area::ALL {
            for to in Area::ALL {
                if to != from {
                    for tigers in 1..=self.tigers.at(from) {
                        out.push(Action::Move { from, to, tigers });
                    }
                }
            }
        }
        if self.fronts[Front::North.index()].is_empty() && !self.escaped_this_turn {
            if self.refugees.in_town > 0 {
                out.push(Action::EscapeRefugees);
            }
            for from in Area::ALL {
                for tigers in 1..=self.tigers.at(from) {
                    out.push(Action::EscapeTigers { from, tigers });
                }
            }
        }
        for front in Front::ALL {
            let stack = &self.fronts[front.index()];
            if self.tigers.at(front.area()) == 0 || stack.is_empty() {
                continue;
            }
            let before = out.len();
            out.extend(stack.face_up().map(|card| Action::Counterattack { front, target: Target::FaceUp(card) }));
            if out.len() == before && stack.has_face_down() {
                out.push(Action::Counterattack { front, target: Target::FaceDown });
            }
        }
        if self.tigers.repair > 0 {
            out.push(Action::Repair);
        }
        out.push(Action::EndActions);
    }
}

impl Game for Arnswalde {
    const ID: &'static str = "arnswalde";
    const RULES_VERSION: &'static str = crate::RULES_VERSION;
    const SEATS: u8 = 1;
    const HIDDEN_INFORMATION: bool = true;
    /// Measured, not derived from the rules: ten times the longest of
    /// 2,000 random games of the standard options (seed 1, 2026-11-26:
    /// 116 steps; heuristic games are as long). The conformance suite
    /// checks it, and so do the Python package's tests.
    const MAX_GAME_LENGTH: u64 = 1_160;

    type Options = Options;
    type Action = Action;
    type Chance = Chance;
    type View = View;
    type Event = Event;
    type Outcome = Outcome;
    type Error = Error;

    /// A victory of any level is worth 1, a defeat 0 (the victory level is
    /// reported by the outcome itself, 8.0-8.2).
    fn returns(outcome: &Outcome, _seat: Seat) -> f64 {
        if outcome.is_victory() { 1.0 } else { 0.0 }
    }

    /// The face-down cards dealt again from the hearts the player has not
    /// seen (3.2, I4): [`Arnswalde::resample_hidden`].
    fn determinize(&self, _seat: Seat, rng: &mut Rng) -> Arnswalde {
        self.resample_hidden(rng)
    }

    /// The checks of [`Arnswalde::invariants`].
    fn invariants(&self) -> Result<(), String> {
        Arnswalde::invariants(self)
    }

    fn setup(options: &Options) -> Result<Arnswalde, Error> {
        Arnswalde::new(options)
    }

    /// Where the game stands: [`Arnswalde::phase`].
    fn phase(&self) -> Phase<'_> {
        Arnswalde::phase(self)
    }

    fn status(&self) -> Status<Outcome> {
        match (self.pending, self.outcome) {
            (Pending::Over, Some(outcome)) => Status::Over(outcome),
            (p, _) if p.is_chance() => Status::Chance,
            _ => Status::ToAct(PLAYER),
        }
    }

    /// The order: placements (North 7 down to 0, then South from most);
    /// moves (from North, South, Central, to the others in that order, 1
    /// Tiger up); escapes (refugees, then Tigers by area and count);
    /// counterattacks (North then South, face-up targets bottom first, or
    /// the face-down card); repair; end of the phase. In a judgement draw:
    /// the deck, then hand cards in card order. Otherwise the order of the
    /// [`Action`] variants.
    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.pending {
            Pending::PlaceTigers => {
                for north in (0..=TIGER_COUNT).rev() {
                    for south in (0..=TIGER_COUNT - north).rev() {
                        out.push(Action::PlaceTigers { north, south, central: TIGER_COUNT - north - south });
                    }
                }
            }
            Pending::ChooseAction => self.phase_actions(out),
            Pending::Judgement { purpose, from_deck: false } => {
                if !self.judgement.drawable().is_empty() {
                    out.push(Action::Draw);
                }
                if self.hand_allowed(purpose) {
                    out.extend(self.hand.iter().map(Action::UseHandCard));
                }
            }
            Pending::NextTiger => {
                if self.counterattack.is_some_and(|ca| ca.waiting > 0) {
                    out.push(Action::NextTiger);
                }
                out.push(Action::StopCounterattack);
            }
            Pending::BlackFace(_) => {
                if self.tigers.repair > 0 {
                    out.push(Action::RepairTiger);
                }
                out.push(Action::ExtraAction);
                out.push(Action::TakeCard);
            }
            Pending::ChooseAttack => {
                for front in Front::ALL {
                    if self.attacks.remaining[front.index()] > 0 {
                        out.push(Action::ResolveAttack(front));
                    }
                }
            }
            Pending::Answer => {
                out.push(Action::AnswerWithCounterattack);
                out.push(Action::AcceptAttack);
            }
            Pending::Deal(_) | Pending::Deploy | Pending::TakeCard | Pending::Judgement { .. } | Pending::Over => {}
        }
    }

    fn validate(&self, action: &Action) -> Result<(), Error> {
        self.check_action(action).map(|_| ())
    }

    fn apply(&mut self, action: &Action, events: &mut impl EventSink<Event>) -> Result<(), Error> {
        let checked = self.check_action(action)?;
        self.execute(checked, events);
        Ok(())
    }

    fn chance_outcomes(&self, out: &mut Vec<(Chance, Probability)>) {
        out.clear();
        let set = self.chance_set();
        let Some(p) = Probability::uniform(set.len() as u64) else { return };
        match self.pending {
            Pending::Deal(_) | Pending::Deploy => out.extend(set.iter().map(|c| (Chance::Soviet(c), p))),
            _ => out.extend(set.iter().map(|c| (Chance::Judgement(c), p))),
        }
    }

    fn sample_chance(&self, rng: &mut Rng) -> Option<Chance> {
        let card = rng.draw(self.chance_set())?;
        match self.pending {
            Pending::Deal(_) | Pending::Deploy => Some(Chance::Soviet(card)),
            _ => Some(Chance::Judgement(card)),
        }
    }

    fn resolve_chance(&mut self, outcome: &Chance, events: &mut impl EventSink<Event>) -> Result<(), Error> {
        match (self.pending, *outcome) {
            (Pending::Over, _) => Err(FlowError::GameOver.into()),
            (p, _) if !p.is_chance() => Err(FlowError::NoChancePending.into()),
            (Pending::Deal(front), Chance::Soviet(card)) => {
                if !self.soviet_deck.contains(card) {
                    return Err(Error::NotInSovietDeck { card });
                }
                self.deal_face_down(front, card, events);
                Ok(())
            }
            (Pending::Deploy, Chance::Soviet(card)) => {
                if !self.soviet_deck.contains(card) {
                    return Err(Error::NotInSovietDeck { card });
                }
                self.deploy(card, events);
                Ok(())
            }
            (Pending::TakeCard, Chance::Judgement(card)) => {
                if !self.judgement.drawable().contains(card) {
                    return Err(Error::NotInJudgementDeck { card });
                }
                self.draw_judgement(card, events);
                self.take_into_hand(card, events);
                Ok(())
            }
            (Pending::Judgement { purpose, from_deck: true }, Chance::Judgement(card)) => {
                if !self.judgement.drawable().contains(card) {
                    return Err(Error::NotInJudgementDeck { card });
                }
                self.draw_judgement(card, events);
                self.judge(card, purpose, false, events);
                Ok(())
            }
            _ => Err(FlowError::ImpossibleOutcome.into()),
        }
    }

    fn view(&self, seat: Seat) -> View {
        View::of(self, seat)
    }

    fn redact(event: &Event, _seat: Seat) -> Option<Event> {
        match *event {
            Event::FaceDownDealt { front, .. } => Some(Event::FaceDownDealt { front, card: None }),
            e => Some(e),
        }
    }
}
