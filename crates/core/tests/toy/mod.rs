//! A small test-only game that exercises everything the core offers:
//! hidden cards dealt at chance points, dice rolled at chance points, two
//! seats, a rule that makes some actions illegal, and a game end.
//!
//! Rules (ids T.1..T.4):
//! - T.1 Each seat is dealt one hidden card from a 52-card deck (seat 0 first).
//! - T.2 Seats alternate, seat 0 first; a seat that stood is skipped.
//!   A seat either rolls a d6 (added to its score) or stands.
//! - T.3 A seat may roll only while its score is below 12.
//! - T.4 The game ends when both stood or a score exceeds 15 (that seat
//!   loses). Otherwise the higher score + card value (faces 10) wins.
#![allow(dead_code, missing_docs)]

use std::fmt;

use serde::{Deserialize, Serialize};
use wargames_core::{
    Card, CardSet, Die, DrawPile, EventSink, FlowError, Game, Phase, Probability, Rng, RuleError, Seat, Status,
};

/// Deliberate flaws, to prove that the conformance suite catches them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Flaw {
    #[default]
    None,
    /// `validate` accepts a roll that T.3 forbids.
    ValidateTooLenient,
    /// The d6 lists only five faces.
    ShortDistribution,
    /// A refused action still adds 1 to seat 0's score.
    MutatesOnRefusal,
    /// The view shows the opponent's card.
    LeaksHiddenCard,
    /// Never ends: standing is not possible and rolls never bust.
    NeverEnds,
    /// Lists Stand twice.
    DuplicateAction,
    /// A saved game loads without its card and score checks.
    LaxLoad,
    /// Describes Stand as "Roll" to a player.
    SameDescription,
    /// `determinize` returns the state as it is, so a search sampling with
    /// it reads the other seat's card.
    PeekingDeterminize,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Options {
    pub flaw: Flaw,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    Roll,
    Stand,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl std::str::FromStr for Action {
    type Err = String;

    fn from_str(s: &str) -> Result<Action, String> {
        match s {
            "Roll" => Ok(Action::Roll),
            "Stand" => Ok(Action::Stand),
            _ => Err(format!("no action {s:?}")),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Chance {
    Card(Card),
    Die(u8),
}

impl fmt::Display for Chance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Chance::Card(c) => write!(f, "{c}"),
            Chance::Die(d) => write!(f, "{d}"),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    Win(Seat),
    Draw,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl std::str::FromStr for Chance {
    type Err = String;

    fn from_str(s: &str) -> Result<Chance, String> {
        match s.parse::<u8>() {
            Ok(face) => Ok(Chance::Die(face)),
            Err(_) => s.parse::<Card>().map(Chance::Card).map_err(|e| e.to_string()),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    Dealt { seat: Seat, card: Option<Card> },
    Rolled { seat: Seat, face: u8 },
    Stood(Seat),
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub seat: Seat,
    pub own_card: Option<Card>,
    pub other_card: Option<Card>,
    pub scores: [u8; 2],
}

impl fmt::Display for View {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum Error {
    #[error("T.1: that card is not in the deck")]
    NotInDeck,
    #[error("T.3: a seat may roll only while its score is below 12")]
    ScoreTooHighToRoll,
    #[error("T.2: that die face is not a face of a d6")]
    NotADieFace,
    #[error(transparent)]
    Flow(#[from] FlowError),
}

impl RuleError for Error {
    fn rule(&self) -> Option<&'static str> {
        match self {
            Error::NotInDeck => Some("T.1"),
            Error::ScoreTooHighToRoll => Some("T.3"),
            Error::NotADieFace => Some("T.2"),
            Error::Flow(_) => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Pending {
    Deal(Seat),
    Roll(Seat),
    Act(Seat),
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "RawToy")]
pub struct Toy {
    flaw: Flaw,
    deck: DrawPile,
    cards: [Option<Card>; 2],
    scores: [u8; 2],
    stood: [bool; 2],
    pending: Pending,
}

/// The unchecked form of a saved game.
#[derive(Deserialize)]
struct RawToy {
    flaw: Flaw,
    deck: DrawPile,
    cards: [Option<Card>; 2],
    scores: [u8; 2],
    stood: [bool; 2],
    pending: Pending,
}

impl TryFrom<RawToy> for Toy {
    type Error = String;

    /// A loaded game must be one that play can reach.
    fn try_from(raw: RawToy) -> Result<Toy, String> {
        let seat_ok = |seat: Seat| seat.0 < 2;
        let pending_ok = match raw.pending {
            Pending::Deal(s) => seat_ok(s) && raw.cards[s.index() & 1].is_none(),
            Pending::Roll(s) | Pending::Act(s) => {
                seat_ok(s) && !raw.stood[s.index() & 1] && raw.cards.iter().all(Option::is_some)
            }
            Pending::Over => true,
        };
        let checked = raw.flaw != Flaw::LaxLoad;
        if checked
            && (!pending_ok
                || raw.scores.iter().any(|&s| s > 21)
                || Toy::cards_conserved(&raw.deck, &raw.cards).is_err())
        {
            return Err("not a state that play can reach".into());
        }
        Ok(Toy {
            flaw: raw.flaw,
            deck: raw.deck,
            cards: raw.cards,
            scores: raw.scores,
            stood: raw.stood,
            pending: raw.pending,
        })
    }
}

impl Toy {
    /// Every one of the 52 cards is in exactly one place: the pile, the
    /// discards or a seat's hand.
    fn cards_conserved(deck: &DrawPile, cards: &[Option<Card>; 2]) -> Result<(), String> {
        let dealt: CardSet = cards.iter().flatten().copied().collect();
        if (deck.pile() | deck.discards()) & dealt != CardSet::EMPTY
            || deck.pile() | deck.discards() | dealt != CardSet::STANDARD_52
            || dealt.len() != cards.iter().flatten().count()
        {
            return Err(format!("the cards are not each in one place: {deck:?}, {cards:?}"));
        }
        Ok(())
    }

    /// The derived data checked against the pieces: card conservation and
    /// scores within 21.
    pub fn invariants(&self) -> Result<(), String> {
        Toy::cards_conserved(&self.deck, &self.cards)?;
        if self.scores.iter().any(|&s| s > 21) {
            return Err(format!("a score over 21: {:?}", self.scores));
        }
        Ok(())
    }
}

fn card_value(card: Option<Card>) -> u8 {
    card.and_then(|c| c.rank()).map_or(0, |r| r.value().min(10))
}

impl Toy {
    fn next_to_act(&self, after: Seat) -> Pending {
        if self.scores.iter().any(|&s| s > 15) || (self.stood[0] && self.stood[1]) {
            return Pending::Over;
        }
        let other = after.opponent();
        if !self.stood[other.index()] { Pending::Act(other) } else { Pending::Act(after) }
    }

    fn outcome(&self) -> Outcome {
        if self.scores[0] > 15 {
            return Outcome::Win(Seat::SECOND);
        }
        if self.scores[1] > 15 {
            return Outcome::Win(Seat::FIRST);
        }
        let total = |i: usize| self.scores[i] + card_value(self.cards[i]);
        match total(0).cmp(&total(1)) {
            std::cmp::Ordering::Greater => Outcome::Win(Seat::FIRST),
            std::cmp::Ordering::Less => Outcome::Win(Seat::SECOND),
            std::cmp::Ordering::Equal => Outcome::Draw,
        }
    }

    fn faces(&self) -> u8 {
        if self.flaw == Flaw::ShortDistribution { 5 } else { 6 }
    }
}

impl Game for Toy {
    const ID: &'static str = "toy";
    const RULES_VERSION: &'static str = "1";
    const SEATS: u8 = 2;
    const HIDDEN_INFORMATION: bool = true;
    /// The step limit its conformance tests use.
    const MAX_GAME_LENGTH: u64 = 2_000;

    type Options = Options;
    type Action = Action;
    type Chance = Chance;
    type View = View;
    type Event = Event;
    type Outcome = Outcome;
    type Error = Error;

    fn returns(outcome: &Outcome, seat: Seat) -> f64 {
        match outcome {
            Outcome::Win(winner) if *winner == seat => 1.0,
            Outcome::Win(_) => 0.0,
            Outcome::Draw => 0.5,
        }
    }

    /// Card conservation and scores within 21 ([`Toy::invariants`]).
    fn invariants(&self) -> Result<(), String> {
        Toy::invariants(self)
    }

    fn setup(options: &Options) -> Result<Toy, Error> {
        Ok(Toy {
            flaw: options.flaw,
            deck: DrawPile::new(CardSet::STANDARD_52),
            cards: [None; 2],
            scores: [0; 2],
            stood: [false; 2],
            pending: Pending::Deal(Seat::FIRST),
        })
    }

    fn status(&self) -> Status<Outcome> {
        match self.pending {
            Pending::Deal(_) | Pending::Roll(_) => Status::Chance,
            Pending::Act(seat) => Status::ToAct(seat),
            Pending::Over => Status::Over(self.outcome()),
        }
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        if let Pending::Act(seat) = self.pending {
            if self.scores[seat.index()] < 12 || self.flaw == Flaw::NeverEnds {
                out.push(Action::Roll);
            }
            if self.flaw != Flaw::NeverEnds {
                out.push(Action::Stand);
            }
            if self.flaw == Flaw::DuplicateAction {
                out.push(Action::Stand);
            }
        }
    }

    fn validate(&self, action: &Action) -> Result<(), Error> {
        let seat = match self.pending {
            Pending::Act(seat) => seat,
            Pending::Over => return Err(FlowError::GameOver.into()),
            _ => return Err(FlowError::ChancePending.into()),
        };
        match action {
            Action::Roll if self.scores[seat.index()] >= 12 && matches!(self.flaw, Flaw::None | Flaw::LaxLoad) => {
                Err(Error::ScoreTooHighToRoll)
            }
            Action::Roll if self.scores[seat.index()] >= 12 && self.flaw == Flaw::MutatesOnRefusal => {
                Err(Error::ScoreTooHighToRoll)
            }
            Action::Stand if self.flaw == Flaw::NeverEnds => Err(Error::ScoreTooHighToRoll),
            _ => Ok(()),
        }
    }

    fn apply(&mut self, action: &Action, events: &mut impl EventSink<Event>) -> Result<(), Error> {
        if self.flaw == Flaw::MutatesOnRefusal && self.validate(action).is_err() {
            self.scores[0] = self.scores[0].wrapping_add(1);
        }
        self.validate(action)?;
        let Pending::Act(seat) = self.pending else { return Err(FlowError::ChancePending.into()) };
        match action {
            Action::Roll => self.pending = Pending::Roll(seat),
            Action::Stand => {
                self.stood[seat.index()] = true;
                events.emit(Event::Stood(seat));
                self.pending = self.next_to_act(seat);
            }
        }
        Ok(())
    }

    fn chance_outcomes(&self, out: &mut Vec<(Chance, Probability)>) {
        out.clear();
        match self.pending {
            Pending::Deal(_) => {
                let cards = self.deck.drawable();
                let p = Probability::uniform(cards.len() as u64).unwrap_or(Probability::ONE);
                out.extend(cards.iter().map(|c| (Chance::Card(c), p)));
            }
            Pending::Roll(_) => {
                let p = Probability::uniform(6).unwrap_or(Probability::ONE);
                out.extend((1..=self.faces()).map(|f| (Chance::Die(f), p)));
            }
            _ => {}
        }
    }

    fn sample_chance(&self, rng: &mut Rng) -> Option<Chance> {
        match self.pending {
            Pending::Deal(_) => rng.draw(self.deck.drawable()).map(Chance::Card),
            Pending::Roll(_) => Some(Chance::Die(rng.index(usize::from(self.faces())) as u8 + 1)),
            _ => None,
        }
    }

    fn resolve_chance(&mut self, outcome: &Chance, events: &mut impl EventSink<Event>) -> Result<(), Error> {
        match (self.pending, *outcome) {
            (Pending::Deal(seat), Chance::Card(card)) => {
                if !self.deck.draw(card) {
                    return Err(Error::NotInDeck);
                }
                self.cards[seat.index()] = Some(card);
                events.emit(Event::Dealt { seat, card: Some(card) });
                self.pending =
                    if seat == Seat::FIRST { Pending::Deal(Seat::SECOND) } else { Pending::Act(Seat::FIRST) };
                Ok(())
            }
            (Pending::Roll(seat), Chance::Die(face)) => {
                if !Die::D6.has_face(face) {
                    return Err(Error::NotADieFace);
                }
                if self.flaw != Flaw::NeverEnds {
                    self.scores[seat.index()] += face;
                }
                events.emit(Event::Rolled { seat, face });
                self.pending = self.next_to_act(seat);
                Ok(())
            }
            (Pending::Deal(_) | Pending::Roll(_), _) => Err(FlowError::ImpossibleOutcome.into()),
            (Pending::Over, _) => Err(FlowError::GameOver.into()),
            (Pending::Act(_), _) => Err(FlowError::NoChancePending.into()),
        }
    }

    fn phase(&self) -> Phase<'_> {
        let phase = Phase::new();
        match self.pending {
            Pending::Deal(seat) => phase.seat(seat).then("deal", "T.1"),
            Pending::Roll(seat) => phase.seat(seat).then("turn", "T.2").then("roll", "T.3"),
            Pending::Act(seat) => phase.seat(seat).then("turn", "T.2"),
            Pending::Over => phase.then("game over", "T.4"),
        }
    }

    fn describe(&self, action: &Action) -> String {
        match (action, self.flaw) {
            (Action::Stand, Flaw::SameDescription) => "Roll".to_owned(),
            (Action::Roll, _) => "roll the die (T.3)".to_owned(),
            (Action::Stand, _) => "stand (T.4)".to_owned(),
        }
    }

    fn view(&self, seat: Seat) -> View {
        let over = self.pending == Pending::Over || self.flaw == Flaw::LeaksHiddenCard;
        View {
            seat,
            own_card: self.cards[seat.index() & 1],
            other_card: if over { self.cards[seat.opponent().index()] } else { None },
            scores: self.scores,
        }
    }

    /// The other seat's card dealt again from the cards `seat` has not
    /// seen (the deck and that card), unless the game is over (T.1).
    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Toy {
        if self.flaw == Flaw::PeekingDeterminize {
            return self.clone();
        }
        let other = seat.opponent().index() & 1;
        let mut copy = self.clone();
        if self.pending == Pending::Over {
            return copy;
        }
        if let Some(old) = self.cards[other] {
            let unseen = self.deck.pile() | CardSet::single(old);
            if let Some(new) = rng.draw(unseen)
                && let Some(deck) = DrawPile::from_parts(unseen & !CardSet::single(new), self.deck.discards())
            {
                copy.deck = deck;
                copy.cards[other] = Some(new);
            }
        }
        copy
    }

    fn redact(event: &Event, seat: Seat) -> Option<Event> {
        match *event {
            Event::Dealt { seat: to, .. } if to != seat => Some(Event::Dealt { seat: to, card: None }),
            e => Some(e),
        }
    }
}

/// Any action at all (both kinds; the suite checks legality against the list).
pub fn any_action(_game: &Toy, rng: &mut Rng) -> Action {
    if rng.index(2) == 0 { Action::Roll } else { Action::Stand }
}

/// Any chance outcome at all, possible or not.
pub fn any_chance(_game: &Toy, rng: &mut Rng) -> Chance {
    if rng.index(2) == 0 { Chance::Card(Card::ALL[rng.index(54)]) } else { Chance::Die(rng.index(9) as u8) }
}

/// The same state with the other seat's card (hidden from `seat`) swapped
/// for another card still in the deck.
pub fn swap_hidden(game: &Toy, seat: Seat, rng: &mut Rng) -> Option<Toy> {
    if game.pending == Pending::Over {
        return None;
    }
    let other = seat.opponent().index();
    let old = game.cards[other]?;
    let new = rng.draw(game.deck.pile())?;
    let mut copy = game.clone();
    copy.deck.take(new);
    copy.deck.put_back(old);
    copy.cards[other] = Some(new);
    Some(copy)
}
