//! A small test game whose best actions are known exactly.
//!
//! Rules (ids A.1..A.3):
//! - A.1 Nim: seats 0 and 1 take turns, seat 0 first, taking 1 or 2 stones
//!   from a pile; whoever takes the last stone wins. From a pile of `n` the
//!   seat to act wins exactly when `n` is not a multiple of 3, by leaving
//!   one.
//! - A.2 Lottery: seat 0 picks one of up to four gambles; each is a chance
//!   point with outcomes Win, Draw and Loss at the gamble's probabilities
//!   (in tenths, zero-probability outcomes left out). The best pick is the
//!   gamble worth most, `win + draw / 2`.
//! - A.3 An outcome is worth 1 to the winner, 0 to the loser, 0.5 to both
//!   in a draw.
#![allow(dead_code, missing_docs)]

use std::fmt;

use serde::{Deserialize, Serialize};
use wargames_core::{EventSink, FlowError, Game, Phase, Probability, Rng, RuleError, Seat, Status};

/// One gamble: win and draw chances in tenths (loss is the rest).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gamble {
    pub win: u8,
    pub draw: u8,
}

impl Gamble {
    pub const fn new(win: u8, draw: u8) -> Gamble {
        Gamble { win, draw }
    }

    /// Its worth to seat 0 (A.2, A.3).
    pub fn worth(self) -> f64 {
        (f64::from(self.win) + f64::from(self.draw) / 2.0) / 10.0
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Options {
    Nim(u8),
    Lottery { gambles: [Gamble; 4], count: u8 },
}

impl Default for Options {
    fn default() -> Self {
        Options::Nim(7)
    }
}

impl Options {
    pub fn lottery(gambles: &[Gamble]) -> Options {
        let mut all = [Gamble::default(); 4];
        all[..gambles.len()].copy_from_slice(gambles);
        Options::Lottery { gambles: all, count: gambles.len() as u8 }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    Take(u8),
    Pick(u8),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl std::str::FromStr for Action {
    type Err = String;

    fn from_str(s: &str) -> Result<Action, String> {
        let number = |inner: &str| inner.strip_suffix(')').and_then(|n| n.parse().ok());
        if let Some(n) = s.strip_prefix("Take(").and_then(number) {
            Ok(Action::Take(n))
        } else if let Some(n) = s.strip_prefix("Pick(").and_then(number) {
            Ok(Action::Pick(n))
        } else {
            Err(format!("no action {s:?}"))
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Chance {
    Win,
    Draw,
    Loss,
}

impl fmt::Display for Chance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl std::str::FromStr for Chance {
    type Err = String;

    fn from_str(s: &str) -> Result<Chance, String> {
        match s {
            "Win" => Ok(Chance::Win),
            "Draw" => Ok(Chance::Draw),
            "Loss" => Ok(Chance::Loss),
            _ => Err(format!("no outcome {s:?}")),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    Winner(Seat),
    Draw,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Flow(#[from] FlowError),
    #[error("not a legal action (A.1, A.2)")]
    Illegal,
}

impl RuleError for Error {
    fn rule(&self) -> Option<&'static str> {
        match self {
            Error::Flow(_) => None,
            Error::Illegal => Some("A.1"),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Trial {
    pub options: Options,
    pub stones: u8,
    pub turn: u8,
    pub picked: Option<u8>,
    pub outcome: Option<Outcome>,
}

impl fmt::Display for Trial {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl Trial {
    fn gamble(&self) -> Option<Gamble> {
        match (self.options, self.picked) {
            (Options::Lottery { gambles, .. }, Some(i)) => gambles.get(usize::from(i)).copied(),
            _ => None,
        }
    }
}

impl Game for Trial {
    const ID: &'static str = "trial";
    const RULES_VERSION: &'static str = "1";
    const SEATS: u8 = 2;
    const HIDDEN_INFORMATION: bool = false;
    /// A.1: a pile of at most 255 stones, one taken or more per step;
    /// A.2: a pick and a draw.
    const MAX_GAME_LENGTH: u64 = 255;

    type Options = Options;
    type Action = Action;
    type Chance = Chance;
    type View = Trial;
    type Event = Action;
    type Outcome = Outcome;
    type Error = Error;

    /// The trial keeps no derived data: the pile, the turn and the pick are the state.
    fn invariants(&self) -> Result<(), String> {
        Ok(())
    }

    fn setup(options: &Options) -> Result<Self, Error> {
        let stones = match options {
            Options::Nim(n) => *n,
            Options::Lottery { .. } => 0,
        };
        Ok(Trial { options: *options, stones, turn: 0, picked: None, outcome: None })
    }

    fn phase(&self) -> Phase<'_> {
        match (self.options, self.outcome) {
            (_, Some(_)) => Phase::new().then("game over", "A.3"),
            (Options::Nim(_), None) => Phase::new().seat(Seat(self.turn)).then("take", "A.1"),
            (Options::Lottery { .. }, None) if self.picked.is_some() => Phase::new().then("draw", "A.2"),
            (Options::Lottery { .. }, None) => Phase::new().seat(Seat(0)).then("pick", "A.2"),
        }
    }

    fn status(&self) -> Status<Outcome> {
        if let Some(o) = self.outcome {
            return Status::Over(o);
        }
        match self.options {
            Options::Nim(_) => Status::ToAct(Seat(self.turn)),
            Options::Lottery { .. } if self.picked.is_some() => Status::Chance,
            Options::Lottery { .. } => Status::ToAct(Seat(0)),
        }
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        if self.status().to_act().is_none() {
            return;
        }
        match self.options {
            Options::Nim(_) => {
                for take in 1..=2u8.min(self.stones) {
                    out.push(Action::Take(take));
                }
            }
            Options::Lottery { count, .. } => {
                for i in 0..count {
                    out.push(Action::Pick(i));
                }
            }
        }
    }

    fn validate(&self, action: &Action) -> Result<(), Error> {
        match self.status() {
            Status::Over(_) => return Err(FlowError::GameOver.into()),
            Status::Chance => return Err(FlowError::ChancePending.into()),
            Status::ToAct(_) => {}
        }
        let mut legal = Vec::new();
        self.legal_actions(&mut legal);
        if legal.contains(action) { Ok(()) } else { Err(Error::Illegal) }
    }

    fn apply(&mut self, action: &Action, events: &mut impl EventSink<Action>) -> Result<(), Error> {
        self.validate(action)?;
        match *action {
            Action::Take(n) => {
                self.stones -= n;
                if self.stones == 0 {
                    self.outcome = Some(Outcome::Winner(Seat(self.turn)));
                }
                self.turn = 1 - self.turn;
            }
            Action::Pick(i) => self.picked = Some(i),
        }
        events.emit(*action);
        Ok(())
    }

    fn chance_outcomes(&self, out: &mut Vec<(Chance, Probability)>) {
        out.clear();
        let Some(g) = self.gamble().filter(|_| self.outcome.is_none()) else { return };
        let loss = 10 - g.win - g.draw;
        for (c, tenths) in [(Chance::Win, g.win), (Chance::Draw, g.draw), (Chance::Loss, loss)] {
            if tenths > 0
                && let Some(p) = Probability::new(u64::from(tenths), 10)
            {
                out.push((c, p));
            }
        }
    }

    fn sample_chance(&self, rng: &mut Rng) -> Option<Chance> {
        let mut outcomes = Vec::new();
        self.chance_outcomes(&mut outcomes);
        rng.weighted(&outcomes).copied()
    }

    fn resolve_chance(&mut self, outcome: &Chance, _events: &mut impl EventSink<Action>) -> Result<(), Error> {
        let mut outcomes = Vec::new();
        self.chance_outcomes(&mut outcomes);
        if outcomes.is_empty() {
            return Err(if self.outcome.is_some() { FlowError::GameOver } else { FlowError::NoChancePending }.into());
        }
        if !outcomes.iter().any(|(c, _)| c == outcome) {
            return Err(FlowError::ImpossibleOutcome.into());
        }
        self.outcome = Some(match outcome {
            Chance::Win => Outcome::Winner(Seat(0)),
            Chance::Draw => Outcome::Draw,
            Chance::Loss => Outcome::Winner(Seat(1)),
        });
        Ok(())
    }

    fn view(&self, _seat: Seat) -> Trial {
        *self
    }

    fn returns(outcome: &Outcome, seat: Seat) -> f64 {
        match outcome {
            Outcome::Winner(s) if *s == seat => 1.0,
            Outcome::Winner(_) => 0.0,
            Outcome::Draw => 0.5,
        }
    }
}
