//! Actions and chance outcomes read back from the text their `Display`
//! prints (`move to slot 2 with card #4 boosted, paying cards #1 #7`,
//! `d10 = 7`), in any case and with any spacing; refusals are typed
//! ([`ParseError`]) and no input panics.

use std::str::FromStr;

use crate::state::chance::Chance;
use crate::terms::action::Action;
use crate::terms::order::{Aim, Order, Play};

/// Text that reads as no action or chance outcome.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// No action is written this way.
    #[error(
        "{0:?} reads as no action (e.g. `soldier 1 takes its turn`, `move to slot 2`, `attack with item 1 mode 1 at enemy #0`, `end the turn (retain none)`, `no reaction`)"
    )]
    Action(String),
    /// No chance outcome is written this way.
    #[error(
        "{0:?} reads as no chance outcome (e.g. `d10 = 7`, `d6 = 3`, `action card #12`, `target counter of soldier 2`)"
    )]
    Chance(String),
}

/// The words of a text, lower case, with commas and brackets as words of
/// their own.
struct Words<'a> {
    words: Vec<String>,
    at: usize,
    text: &'a str,
}

/// Why a text stopped reading: the caller names the error.
struct Stop;

impl<'a> Words<'a> {
    fn new(text: &'a str) -> Words<'a> {
        let spaced = text.to_lowercase().replace(',', " , ").replace('(', " ( ").replace(')', " ) ");
        Words { words: spaced.split_whitespace().map(str::to_owned).collect(), at: 0, text }
    }

    fn peek(&self) -> Option<&str> {
        self.words.get(self.at).map(String::as_str)
    }

    /// Takes `word` if it comes next.
    fn take(&mut self, word: &str) -> bool {
        let next = self.peek() == Some(word);
        if next {
            self.at += 1;
        }
        next
    }

    /// Takes `words` in order, or stops.
    fn expect(&mut self, words: &str) -> Result<(), Stop> {
        for w in words.split_whitespace() {
            if !self.take(w) {
                return Err(Stop);
            }
        }
        Ok(())
    }

    fn next(&mut self) -> Result<&str, Stop> {
        let w = self.words.get(self.at).ok_or(Stop)?;
        self.at += 1;
        Ok(w.as_str())
    }

    fn number(&mut self) -> Result<u8, Stop> {
        self.next()?.parse().map_err(|_| Stop)
    }

    /// A number counted from 1 in the text, from 0 in the action.
    fn ordinal(&mut self) -> Result<u8, Stop> {
        self.number()?.checked_sub(1).ok_or(Stop)
    }

    /// `#n`.
    fn card(&mut self) -> Result<u8, Stop> {
        self.next()?.strip_prefix('#').ok_or(Stop)?.parse().map_err(|_| Stop)
    }

    /// `none` or `#a #b ...`: a set of card instances.
    fn cards(&mut self) -> Result<u64, Stop> {
        if self.take("none") {
            return Ok(0);
        }
        let mut mask = 0u64;
        while self.peek().is_some_and(|w| w.starts_with('#')) {
            let c = self.card()?;
            if c >= 64 {
                return Err(Stop);
            }
            mask |= 1 << c;
        }
        if mask == 0 { Err(Stop) } else { Ok(mask) }
    }

    /// ` with card #c[ boosted]`, if it comes next.
    fn play(&mut self) -> Result<Option<Play>, Stop> {
        if self.peek() != Some("with") || self.words.get(self.at + 1).map(String::as_str) != Some("card") {
            return Ok(None);
        }
        self.expect("with card")?;
        let card = self.card()?;
        Ok(Some(Play { card, boost: self.take("boosted") }))
    }

    fn end(&self) -> Result<(), Stop> {
        if self.at == self.words.len() { Ok(()) } else { Err(Stop) }
    }
}

fn action(w: &mut Words<'_>) -> Result<Order, Stop> {
    let first = w.next()?.to_owned();
    let action = match first.as_str() {
        "soldier" => {
            let soldier = w.ordinal()?;
            if w.take("withdraws") {
                Order::Withdraw { soldier }
            } else {
                w.expect("takes its turn")?;
                Order::BeginTurn { soldier }
            }
        }
        "remove" => {
            w.expect("a suppression counter")?;
            Order::RemoveSuppression
        }
        "move" => move_order(w)?,
        "attack" => attack_order(w)?,
        "melee" => {
            let weapon = if w.take("bare-handed") {
                None
            } else {
                w.expect("with item")?;
                Some(w.ordinal()?)
            };
            w.expect("at enemy")?;
            let target = w.card()?;
            Order::Melee { weapon, target, play: w.play()? }
        }
        "throw" => {
            w.expect("item")?;
            let item = w.ordinal()?;
            w.expect("at slot")?;
            let slot = w.number()?;
            Order::Throw { item, slot, play: w.play()? }
        }
        "reload" => {
            w.expect("item")?;
            Order::Reload { weapon: w.ordinal()? }
        }
        "deploy" => {
            w.expect("item")?;
            Order::Deploy { weapon: w.ordinal()? }
        }
        "discard" => {
            if w.take("card") {
                Order::Discard { card: w.card()? }
            } else {
                let discard = w.cards()?;
                w.expect("and draw")?;
                Order::DiscardDraw { discard }
            }
        }
        "use" => use_order(w)?,
        "play" => play_order(w)?,
        "fire" => {
            w.expect("support card")?;
            let card = w.card()?;
            w.expect("at slot")?;
            Order::FireSupport { card, slot: w.number()? }
        }
        "place" => {
            w.expect("a location")?;
            Order::PlaceLocation
        }
        "activate" => {
            w.expect("the objective")?;
            Order::ActivateObjective
        }
        "take" => {
            w.expect("the dispatch")?;
            Order::TakeDispatch
        }
        "pass" => {
            w.expect("item")?;
            let item = w.ordinal()?;
            w.expect("to soldier")?;
            Order::PassGear { item, to: w.ordinal()? }
        }
        "drop" => {
            w.expect("item")?;
            Order::DropGear { item: w.ordinal()? }
        }
        "pick" => {
            w.expect("up dropped item")?;
            Order::PickUp { item: w.ordinal()? }
        }
        "end" => {
            w.expect("the turn ( retain")?;
            let keep = w.cards()?;
            w.expect(")")?;
            Order::EndTurn { keep }
        }
        "keep" => {
            w.expect("location")?;
            Order::ChooseLocation { card: w.card()? }
        }
        "react" => {
            w.expect("with card")?;
            let card = w.card()?;
            Order::React { card, boost: w.take("boosted") }
        }
        "no" => {
            w.expect("reaction")?;
            Order::Pass
        }
        _ => return Err(Stop),
    };
    w.end()?;
    Ok(action)
}

/// The rest of a use (R-A9): the cache of the slot, or an item on a soldier or slot.
fn use_order(w: &mut Words<'_>) -> Result<Order, Stop> {
    Ok(if w.take("the") {
        w.expect("cache")?;
        Order::UseCache
    } else {
        w.expect("item")?;
        let item = w.ordinal()?;
        w.expect("on")?;
        Order::UseEquipment { item, on: w.number()? }
    })
}

/// The rest of a move (R-A3): `to slot N[ with card ..][, paying cards ..]`.
fn move_order(w: &mut Words<'_>) -> Result<Order, Stop> {
    w.expect("to slot")?;
    let to = w.number()?;
    let play = w.play()?;
    let pay = if w.take(",") {
        w.expect("paying cards")?;
        w.cards()?
    } else {
        0
    };
    Ok(Order::Move { to, play, pay })
}

/// The rest of an attack (R-A4): its weapon and mode, its aim and its card.
fn attack_order(w: &mut Words<'_>) -> Result<Order, Stop> {
    w.expect("with")?;
    let (weapon, mode) = if w.take("the") {
        w.expect("squad profile")?;
        (u8::MAX, 0)
    } else {
        w.expect("item")?;
        let weapon = w.ordinal()?;
        w.expect("mode")?;
        (weapon, w.ordinal()?)
    };
    let aim = if w.take("spraying") {
        w.expect("enemies")?;
        Aim::Split([w.card()?, w.card()?, w.card()?, w.card()?])
    } else {
        w.expect("at")?;
        match w.next()? {
            "enemy" => Aim::Card(w.card()?),
            "the" => {
                w.expect("objective")?;
                Aim::Objective
            }
            "slot" => Aim::Slot(w.number()?),
            _ => return Err(Stop),
        }
    };
    Ok(Order::Attack { weapon, mode, aim, play: w.play()? })
}

/// The rest of a card play (R-F1): its card, boost, discards and choice.
fn play_order(w: &mut Words<'_>) -> Result<Order, Stop> {
    w.expect("card")?;
    let card = w.card()?;
    let boost = w.take("boosted");
    let discard = if w.take("discarding") { w.cards()? } else { 0 };
    w.expect("( choice")?;
    let param = w.number()?;
    w.expect(")")?;
    Ok(Order::PlayCard { card, boost, discard, param })
}

/// A decision's first part or a later part (R-D1), as `Action` prints it.
fn part(w: &mut Words<'_>) -> Result<Action, Stop> {
    let first = w.next()?.to_owned();
    let action = match first.as_str() {
        "move" => {
            w.expect("to slot")?;
            Action::Move { to: w.number()? }
        }
        "attack" => {
            w.expect("with")?;
            if w.take("the") {
                w.expect("squad profile")?;
                Action::Attack { weapon: u8::MAX, mode: 0 }
            } else {
                w.expect("item")?;
                let weapon = w.ordinal()?;
                w.expect("mode")?;
                Action::Attack { weapon, mode: w.ordinal()? }
            }
        }
        "melee" => {
            if w.take("bare-handed") {
                Action::Melee { weapon: None }
            } else {
                w.expect("with item")?;
                Action::Melee { weapon: Some(w.ordinal()?) }
            }
        }
        "throw" => {
            w.expect("item")?;
            Action::Throw { item: w.ordinal()? }
        }
        "discard" => {
            w.expect("and draw")?;
            Action::DiscardDraw
        }
        "play" => {
            w.expect("card")?;
            Action::PlayCard { card: w.card()? }
        }
        "end" => {
            w.expect("the turn")?;
            Action::EndTurn
        }
        "with" => {
            w.expect("card")?;
            Action::With { card: w.card()? }
        }
        "boosted" => Action::Boost { yes: true },
        "not" => {
            w.expect("boosted")?;
            Action::Boost { yes: false }
        }
        "choose" => {
            w.expect("card")?;
            Action::Card { card: w.card()? }
        }
        "at" => {
            let aim = if w.take("enemy") {
                Aim::Card(w.card()?)
            } else if w.take("the") {
                w.expect("objective")?;
                Aim::Objective
            } else if w.take("slot") {
                Aim::Slot(w.number()?)
            } else {
                w.expect("enemies")?;
                Aim::Split([w.card()?, w.card()?, w.card()?, w.card()?])
            };
            Action::Target { aim }
        }
        "next" => {
            w.expect("die at enemy")?;
            Action::Die { target: w.card()? }
        }
        "choice" => Action::Choose { param: w.number()? },
        "done" => Action::Done,
        "back" => Action::Back,
        _ => return Err(Stop),
    };
    w.end()?;
    Ok(action)
}

impl FromStr for Action {
    type Err = ParseError;

    /// Reads the text [`Display`](std::fmt::Display) prints, in any case.
    ///
    /// ```
    /// use wargames_squad::{Action, Aim};
    ///
    /// assert_eq!("Move to slot 2".parse::<Action>(), Ok(Action::Move { to: 2 }));
    /// assert_eq!("at enemy #3".parse::<Action>(), Ok(Action::Target { aim: Aim::Card(3) }));
    /// assert_eq!("soldier 1 takes its turn".parse::<Action>(), Ok(Action::BeginTurn { soldier: 0 }));
    /// // A whole move is an order, typed part by part.
    /// assert!("move to slot 2, paying cards #1".parse::<Action>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Action, ParseError> {
        let mut w = Words::new(text);
        if let Ok(a) = part(&mut w) {
            return Ok(a);
        }
        let mut w = Words::new(text);
        match action(&mut w).ok().as_ref().and_then(Action::of_simple) {
            Some(a) => Ok(a),
            None => Err(ParseError::Action(w.text.trim().to_owned())),
        }
    }
}

impl FromStr for Order {
    type Err = ParseError;

    /// Reads the text [`Display`](std::fmt::Display) prints, in any case.
    ///
    /// ```
    /// use wargames_squad::{Order, Aim, Play};
    ///
    /// let a: Order = "Attack with item 1 mode 2 at enemy #3 with card #5 boosted".parse().unwrap();
    /// assert_eq!(a, Order::Attack { weapon: 0, mode: 1, aim: Aim::Card(3), play: Some(Play { card: 5, boost: true }) });
    /// assert_eq!(a.to_string().parse::<Order>(), Ok(a));
    /// assert!("attack everything".parse::<Order>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Order, ParseError> {
        let mut w = Words::new(text);
        action(&mut w).map_err(|Stop| ParseError::Action(w.text.trim().to_owned()))
    }
}

fn chance(w: &mut Words<'_>) -> Result<Chance, Stop> {
    let first = w.next()?.to_owned();
    let chance = match first.as_str() {
        "d10" => {
            w.expect("=")?;
            Chance::D10(w.number()?)
        }
        "d6" => {
            w.expect("=")?;
            Chance::D6(w.number()?)
        }
        "action" | "location" | "enemy" | "event" => {
            w.expect("card")?;
            let c = w.card()?;
            match first.as_str() {
                "action" => Chance::Action(c),
                "location" => Chance::Location(c),
                "enemy" => Chance::Enemy(c),
                _ => Chance::Event(c),
            }
        }
        "target" => {
            w.expect("counter of soldier")?;
            Chance::Target(w.ordinal()?)
        }
        _ => return Err(Stop),
    };
    w.end()?;
    Ok(chance)
}

impl FromStr for Chance {
    type Err = ParseError;

    /// Reads the text [`Display`](std::fmt::Display) prints, in any case.
    ///
    /// ```
    /// use wargames_squad::Chance;
    ///
    /// assert_eq!("d10 = 7".parse::<Chance>(), Ok(Chance::D10(7)));
    /// assert_eq!("target counter of soldier 2".parse::<Chance>(), Ok(Chance::Target(1)));
    /// assert!("d20 = 7".parse::<Chance>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Chance, ParseError> {
        let mut w = Words::new(text);
        chance(&mut w).map_err(|Stop| ParseError::Chance(w.text.trim().to_owned()))
    }
}
