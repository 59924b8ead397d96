//! Actions and chance outcomes read back from the text their `Display`
//! prints (`activate u0`, `attack in a2`, `play 7♥`, `draw 10♠`).
//!
//! Words are read in any case and with any white space between them; cards
//! as [`Card`]'s `FromStr` reads them, so a suit may be typed as a letter
//! (`play 7h`, `discard 5h 6h`). The names a player reads
//! ([`Game::describe`](wargames_core::Game::describe)) depend on the
//! scenario: [`parse_action`](wargames_core::parse_action) reads those
//! against the legal actions.

use std::str::FromStr;

use wargames_core::{Card, CardSet, normal_text};

use crate::action::Action;
use crate::chance::Chance;
use crate::names::{Ids, Names};
use crate::parse_error::ParseError;

fn card(text: &str) -> Result<Card, ParseError> {
    Ok(text.parse::<Card>()?)
}

/// The actions written as fixed words.
const WORDS: [(&str, Action); 9] = [
    ("pass", Action::Pass),
    ("end the activation", Action::End),
    ("decline the combat", Action::Decline),
    ("stand (no raise)", Action::Stand),
    ("fight again", Action::Refight),
    ("do not fight again", Action::Concede),
    ("sacrifice the t-34", Action::SacrificeTank),
    ("stay isolated", Action::Isolate),
    ("keep the hand", Action::Discard { cards: CardSet::EMPTY }),
];

impl FromStr for Action {
    type Err = ParseError;

    /// Reads what [`Display`](std::fmt::Display) prints.
    ///
    /// ```
    /// use wargames_core::AreaId;
    /// use wargames_rattenkrieg::{Action, UnitId};
    ///
    /// let attack: Action = "attack in a2".parse()?;
    /// assert_eq!(attack, Action::Attack { area: AreaId::new(2).ok_or("area")? });
    /// let activate = Action::Activate { unit: UnitId::new(14).ok_or("unit")?, with_tank: true };
    /// assert_eq!(activate.to_string().parse::<Action>()?, activate);
    /// assert_eq!("Discard 5h 6h".parse::<Action>()?.to_string(), "discard 5♥ 6♥");
    /// assert!("attack in Tractor Works".parse::<Action>().is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn from_str(text: &str) -> Result<Action, ParseError> {
        read_action(text, &Ids)
    }
}

/// Reads an action whose counters and areas are written with `names`: by
/// id ([`Ids`], the `FromStr` form) or by the scenario's names as well
/// ([`ByName`](crate::names::ByName), what a player types).
pub(crate) fn read_action(text: &str, names: &impl Names) -> Result<Action, ParseError> {
    let unit = |text: &str| names.read_unit(text);
    let area = |text: &str| names.read_area(text);
    let t = normal_text(text);
    if let Some((_, action)) = WORDS.iter().find(|(form, _)| *form == t) {
        return Ok(*action);
    }
    let no = || ParseError::Action(text.trim().to_owned());
    if let Some(rest) = t.strip_prefix("activate ") {
        return Ok(match rest.strip_suffix(" with the t-34") {
            Some(u) => Action::Activate { unit: unit(u)?, with_tank: true },
            None => Action::Activate { unit: unit(rest)?, with_tank: false },
        });
    }
    if let Some(rest) = t.strip_prefix("refit ") {
        return Ok(Action::Refit { unit: unit(rest)? });
    }
    if let Some(rest) = t.strip_prefix("move to ") {
        return Ok(Action::Move { to: area(rest)? });
    }
    if let Some(rest) = t.strip_prefix("enter ") {
        let (to, pay) = rest.split_once(" paying ").ok_or_else(no)?;
        return Ok(Action::Enter { to: area(to)?, pay: card(pay)? });
    }
    if let Some(rest) = t.strip_prefix("attack in ") {
        return Ok(Action::Attack { area: area(rest)? });
    }
    if let Some(rest) = t.strip_prefix("event ") {
        return Ok(match rest.split_once(" on ") {
            Some((c, u)) => Action::Event { card: card(c)?, target: Some(unit(u)?) },
            None => Action::Event { card: card(rest)?, target: None },
        });
    }
    if let Some(rest) = t.strip_prefix("defend with ") {
        return Ok(Action::Defend { unit: unit(rest)? });
    }
    if let Some(rest) = t.strip_prefix("play ") {
        return Ok(Action::Play { card: card(rest)? });
    }
    if let Some(rest) = t.strip_prefix("retreat to ") {
        return Ok(Action::Retreat { to: area(rest)? });
    }
    if let Some(rest) = t.strip_prefix("lose step ") {
        return Ok(Action::LoseStep { card: card(rest)? });
    }
    if let Some(rest) = t.strip_prefix("discard ") {
        return Ok(Action::Discard { cards: rest.parse::<CardSet>()? });
    }
    Err(no())
}

impl FromStr for Chance {
    type Err = ParseError;

    /// Reads what [`Display`](std::fmt::Display) prints: `draw 7♥`,
    /// `sniper takes 7♥`.
    ///
    /// ```
    /// use wargames_rattenkrieg::Chance;
    ///
    /// let draw: Chance = "draw 10♠".parse()?;
    /// assert_eq!(draw.to_string(), "draw 10♠");
    /// assert_eq!("sniper takes qh".parse::<Chance>()?.to_string(), "sniper takes Q♥");
    /// assert!("draw".parse::<Chance>().is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn from_str(text: &str) -> Result<Chance, ParseError> {
        let t = normal_text(text);
        if let Some(rest) = t.strip_prefix("draw ") {
            return Ok(Chance::Draw(card(rest)?));
        }
        if let Some(rest) = t.strip_prefix("sniper takes ") {
            return Ok(Chance::Snipe(card(rest)?));
        }
        Err(ParseError::Chance(text.trim().to_owned()))
    }
}
