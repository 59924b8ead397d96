//! Actions and chance outcomes read back from the text their `Display`
//! prints, so a player can type them (`move 2 Tigers from North to South`,
//! `counterattack 7♥ in South`, `judgement deck: Q♠`).

use std::str::FromStr;

use wargames_core::{Card, CardParseError, normal_text};

use crate::action::{Action, Target};
use crate::area::{Area, Front};
use crate::chance::Chance;

/// Why a text names no [`Action`] or [`Chance`]. Parsing never panics and
/// reads any input; whether the action is legal is the game's to say.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// The text has the form of no action.
    #[error(
        "{text:?} is not an action of Arnswalde (e.g. `move 2 Tigers from North to South`, `counterattack 7♥ in South`, `end the action phase`)"
    )]
    NotAnAction {
        /// The text as given.
        text: String,
    },
    /// The text has the form of no chance outcome.
    #[error("{text:?} is not a chance outcome (`Soviet deck: 7♥` or `judgement deck: Q♠`)")]
    NotAChance {
        /// The text as given.
        text: String,
    },
    /// A number of Tigers is not a number from 0 to 255.
    #[error("{text:?} is not a number of Tigers")]
    NotANumber {
        /// The word read.
        text: String,
    },
    /// An area is none of North, South and the Central Square.
    #[error("{text:?} is not an area of the town (North, South, the Central Square)")]
    NotAnArea {
        /// The words read.
        text: String,
    },
    /// A front is neither North nor South.
    #[error("{text:?} is not a front (North, South)")]
    NotAFront {
        /// The words read.
        text: String,
    },
    /// A card is no card.
    #[error(transparent)]
    Card(#[from] CardParseError),
}

fn number(text: &str) -> Result<u8, ParseError> {
    text.parse().map_err(|_| ParseError::NotANumber { text: text.to_owned() })
}

fn area(text: &str) -> Result<Area, ParseError> {
    match text {
        "north" => Ok(Area::North),
        "south" => Ok(Area::South),
        "the central square" | "central square" | "central" => Ok(Area::Central),
        _ => Err(ParseError::NotAnArea { text: text.to_owned() }),
    }
}

fn front(text: &str) -> Result<Front, ParseError> {
    match text {
        "north" => Ok(Front::North),
        "south" => Ok(Front::South),
        _ => Err(ParseError::NotAFront { text: text.to_owned() }),
    }
}

/// `2 Tigers` or `1 Tiger` (either noun with any number).
fn tigers(text: &str) -> Result<u8, ParseError> {
    let count = text.strip_suffix(" tigers").or_else(|| text.strip_suffix(" tiger"));
    count.map_or_else(|| Err(ParseError::NotANumber { text: text.to_owned() }), number)
}

/// The actions whose text has no part to read.
const FIXED: [Action; 11] = [
    Action::EscapeRefugees,
    Action::Repair,
    Action::EndActions,
    Action::Draw,
    Action::NextTiger,
    Action::StopCounterattack,
    Action::RepairTiger,
    Action::ExtraAction,
    Action::TakeCard,
    Action::AnswerWithCounterattack,
    Action::AcceptAttack,
];

/// `place Tigers: North 3, South 3, Central Square 1` (3.1).
fn placement(rest: &str) -> Option<Result<Action, ParseError>> {
    let rest = rest.strip_prefix("north ")?;
    let (north, rest) = rest.split_once(", south ")?;
    let (south, central) = rest.split_once(", central square ").or_else(|| rest.split_once(", central "))?;
    Some((|| Ok(Action::PlaceTigers { north: number(north)?, south: number(south)?, central: number(central)? }))())
}

impl FromStr for Action {
    type Err = ParseError;

    /// Reads the text `Display` prints, in any case and spacing, a card as
    /// [`Card`] reads it (`7♥` or `7h`), `Tiger` or `Tigers` with any number.
    ///
    /// ```
    /// use wargames_arnswalde::{Action, Area, Front, Target};
    /// use wargames_core::{Card, Rank, Suit};
    ///
    /// let moved = Action::Move { from: Area::North, to: Area::Central, tigers: 2 };
    /// assert_eq!(moved.to_string(), "move 2 Tigers from North to the Central Square");
    /// assert_eq!(moved.to_string().parse::<Action>().unwrap(), moved);
    /// let seven = Target::FaceUp(Card::new(Suit::Hearts, Rank::Seven));
    /// let counterattack = Action::Counterattack { front: Front::South, target: seven };
    /// assert_eq!("Counterattack 7h in south".parse::<Action>().unwrap(), counterattack);
    /// assert!("counterattack 7♥ in the Central Square".parse::<Action>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Action, ParseError> {
        let text = normal_text(text);
        if let Some(action) = FIXED.into_iter().find(|a| normal_text(&a.to_string()) == text) {
            return Ok(action);
        }
        let unknown = || ParseError::NotAnAction { text: text.clone() };
        if let Some(rest) = text.strip_prefix("place tigers: ") {
            return placement(rest).unwrap_or_else(|| Err(unknown()));
        }
        if let Some(rest) = text.strip_prefix("move ") {
            let (count, rest) = rest.split_once(" from ").ok_or_else(unknown)?;
            let (from, to) = rest.split_once(" to ").ok_or_else(unknown)?;
            return Ok(Action::Move { from: area(from)?, to: area(to)?, tigers: tigers(count)? });
        }
        if let Some(rest) = text.strip_prefix("escape with ") {
            let (count, from) = rest.split_once(" from ").ok_or_else(unknown)?;
            return Ok(Action::EscapeTigers { from: area(from)?, tigers: tigers(count)? });
        }
        if let Some(rest) = text.strip_prefix("counterattack ") {
            let (target, at) = rest.rsplit_once(" in ").ok_or_else(unknown)?;
            let target =
                if target == "the face-down card" { Target::FaceDown } else { Target::FaceUp(target.parse::<Card>()?) };
            return Ok(Action::Counterattack { front: front(at)?, target });
        }
        if let Some(rest) = text.strip_prefix("use ") {
            let card = rest.strip_suffix(" from the hand").unwrap_or(rest);
            return Ok(Action::UseHandCard(card.parse()?));
        }
        if let Some(at) = text.strip_prefix("resolve the attack in ") {
            return Ok(Action::ResolveAttack(front(at)?));
        }
        Err(unknown())
    }
}

impl FromStr for Chance {
    type Err = ParseError;

    /// Reads the text `Display` prints: `Soviet deck: 7♥`, `judgement deck:
    /// Q♠` (any case, a card as [`Card`] reads it).
    ///
    /// ```
    /// use wargames_arnswalde::Chance;
    /// use wargames_core::Card;
    ///
    /// let joker = Chance::Judgement(Card::RED_JOKER);
    /// assert_eq!(joker.to_string().parse::<Chance>().unwrap(), joker);
    /// assert!("the Soviet deck".parse::<Chance>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Chance, ParseError> {
        let text = normal_text(text);
        if let Some(card) = text.strip_prefix("soviet deck: ") {
            return Ok(Chance::Soviet(card.parse()?));
        }
        if let Some(card) = text.strip_prefix("judgement deck: ") {
            return Ok(Chance::Judgement(card.parse()?));
        }
        Err(ParseError::NotAChance { text })
    }
}
