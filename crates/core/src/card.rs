//! Playing cards: suits, ranks, colours, face cards and the two jokers.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The four French suits, in bridge order (clubs, diamonds, hearts, spades).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Suit {
    /// ♣, black.
    Clubs,
    /// ♦, red.
    Diamonds,
    /// ♥, red.
    Hearts,
    /// ♠, black.
    Spades,
}

impl Suit {
    /// Every suit, in bridge order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The colour of the suit: clubs and spades are black, diamonds and hearts red.
    #[must_use]
    pub const fn colour(self) -> Colour {
        match self {
            Suit::Clubs | Suit::Spades => Colour::Black,
            Suit::Diamonds | Suit::Hearts => Colour::Red,
        }
    }

    /// The suit's letter for typing: `c d h s`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Suit::Clubs => 'c',
            Suit::Diamonds => 'd',
            Suit::Hearts => 'h',
            Suit::Spades => 's',
        }
    }

    /// The suit's symbol: `♣ ♦ ♥ ♠`.
    #[must_use]
    pub const fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }
}

/// The colour of a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    /// Clubs, spades and the black joker.
    Black,
    /// Diamonds, hearts and the red joker.
    Red,
}

/// A rank from ace (1) to king (13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rank {
    /// Ace, value 1.
    Ace = 1,
    /// Two.
    Two,
    /// Three.
    Three,
    /// Four.
    Four,
    /// Five.
    Five,
    /// Six.
    Six,
    /// Seven.
    Seven,
    /// Eight.
    Eight,
    /// Nine.
    Nine,
    /// Ten.
    Ten,
    /// Jack, value 11, a face card.
    Jack,
    /// Queen, value 12, a face card.
    Queen,
    /// King, value 13, a face card.
    King,
}

impl Rank {
    /// Every rank, ace to king.
    pub const ALL: [Rank; 13] = [
        Rank::Ace,
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
    ];

    /// The rank of a value from 1 (ace) to 13 (king), or `None` outside that range.
    #[must_use]
    pub const fn from_value(value: u8) -> Option<Rank> {
        if value >= 1 && value <= 13 { Some(Rank::ALL[(value - 1) as usize]) } else { None }
    }

    /// The value: ace 1, number cards their number, jack 11, queen 12, king 13.
    #[must_use]
    pub const fn value(self) -> u8 {
        self as u8
    }

    /// Jack, queen and king are face cards.
    #[must_use]
    pub const fn is_face(self) -> bool {
        matches!(self, Rank::Jack | Rank::Queen | Rank::King)
    }

    /// The short name: `A 2 … 10 J Q K`.
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            Rank::Ace => "A",
            Rank::Two => "2",
            Rank::Three => "3",
            Rank::Four => "4",
            Rank::Five => "5",
            Rank::Six => "6",
            Rank::Seven => "7",
            Rank::Eight => "8",
            Rank::Nine => "9",
            Rank::Ten => "10",
            Rank::Jack => "J",
            Rank::Queen => "Q",
            Rank::King => "K",
        }
    }
}

/// One card of a 54-card deck: 52 suited cards and two jokers.
///
/// A card is one byte, its index in [`Card::ALL`]: suited cards are
/// `suit * 13 + rank - 1` (clubs first, ace first), the black joker is 52 and
/// the red joker 53. The index is also the card's bit in a
/// [`CardSet`](crate::CardSet).
///
/// ```
/// use wargames_core::{Card, Colour, Rank, Suit};
///
/// let card = Card::new(Suit::Spades, Rank::Nine);
/// assert_eq!(card.suit(), Some(Suit::Spades));
/// assert_eq!(card.colour(), Colour::Black);
/// assert_eq!(card.to_string(), "9♠");
/// assert!(Card::RED_JOKER.is_joker());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Card(u8);

impl Card {
    /// The black joker.
    pub const BLACK_JOKER: Card = Card(52);
    /// The red joker.
    pub const RED_JOKER: Card = Card(53);
    /// How many distinct cards there are (52 suited + 2 jokers).
    pub const COUNT: usize = 54;

    /// The suited card of `suit` and `rank`.
    #[must_use]
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        Card(suit as u8 * 13 + rank as u8 - 1)
    }

    /// The card with this index (0..54), or `None`.
    #[must_use]
    pub const fn from_index(index: u8) -> Option<Card> {
        if (index as usize) < Card::COUNT { Some(Card(index)) } else { None }
    }

    /// The card's index, 0..54.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// Whether this is one of the two jokers.
    #[must_use]
    pub const fn is_joker(self) -> bool {
        self.0 >= 52
    }

    /// The suit, or `None` for a joker.
    #[must_use]
    pub const fn suit(self) -> Option<Suit> {
        if self.is_joker() { None } else { Some(Suit::ALL[(self.0 / 13) as usize]) }
    }

    /// The rank, or `None` for a joker.
    #[must_use]
    pub const fn rank(self) -> Option<Rank> {
        if self.is_joker() { None } else { Some(Rank::ALL[(self.0 % 13) as usize]) }
    }

    /// The colour: the suit's colour; the black joker is black, the red one red.
    #[must_use]
    pub const fn colour(self) -> Colour {
        match self.suit() {
            Some(suit) => suit.colour(),
            None if self.0 == 52 => Colour::Black,
            None => Colour::Red,
        }
    }

    /// Jack, queen or king (jokers are not face cards).
    #[must_use]
    pub const fn is_face(self) -> bool {
        match self.rank() {
            Some(rank) => rank.is_face(),
            None => false,
        }
    }

    /// Every card in index order: clubs A..K, diamonds, hearts, spades, then
    /// the black and the red joker.
    pub const ALL: [Card; 54] = {
        let mut all = [Card(0); 54];
        let mut i = 0;
        while i < 54 {
            all[i] = Card(i as u8);
            i += 1;
        }
        all
    };
}

impl TryFrom<u8> for Card {
    type Error = CardIndexError;

    fn try_from(index: u8) -> Result<Self, Self::Error> {
        Card::from_index(index).ok_or(CardIndexError(index))
    }
}

impl From<Card> for u8 {
    fn from(card: Card) -> u8 {
        card.0
    }
}

/// A card index outside 0..54 (for example in a corrupt saved game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0} is not a card index (0..54)")]
pub struct CardIndexError(pub u8);

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.rank(), self.suit()) {
            (Some(rank), Some(suit)) => write!(f, "{}{}", rank.label(), suit.symbol()),
            _ if self.colour() == Colour::Black => f.write_str("black joker"),
            _ => f.write_str("red joker"),
        }
    }
}

/// Text that names no card.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a card (write e.g. 10♥, Q♠, 10h, qs, black joker)")]
pub struct CardParseError(pub String);

impl std::str::FromStr for Card {
    type Err = CardParseError;

    /// Reads the text [`Display`](fmt::Display) prints (`10♥`, `Q♠`,
    /// `black joker`), and for typing the suit as a letter too (`10h`,
    /// `QS`: c, d, h, s in either case); a rank in either case.
    ///
    /// ```
    /// use wargames_core::{Card, Rank, Suit};
    ///
    /// let ten: Card = "10♥".parse().unwrap();
    /// assert_eq!(ten, Card::new(Suit::Hearts, Rank::Ten));
    /// assert_eq!("10h".parse::<Card>().unwrap(), ten);
    /// for card in Card::ALL {
    ///     assert_eq!(card.to_string().parse::<Card>().unwrap(), card);
    /// }
    /// assert!("11h".parse::<Card>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Card, CardParseError> {
        let text = text.trim();
        let err = || CardParseError(text.to_owned());
        let lower = text.to_lowercase();
        if lower == "black joker" || lower == "red joker" {
            let colour = if lower.starts_with("black") { Colour::Black } else { Colour::Red };
            return Card::ALL.into_iter().find(|c| c.is_joker() && c.colour() == colour).ok_or_else(err);
        }
        let mut chars = text.chars();
        let last = chars.next_back().ok_or_else(err)?;
        let rank = chars.as_str();
        let suit = Suit::ALL
            .into_iter()
            .find(|s| s.symbol() == last || s.letter() == last.to_ascii_lowercase())
            .ok_or_else(err)?;
        let rank = Rank::ALL.into_iter().find(|r| r.label().eq_ignore_ascii_case(rank)).ok_or_else(err)?;
        Ok(Card::new(suit, rank))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_layout_round_trips() {
        for suit in Suit::ALL {
            for rank in Rank::ALL {
                let card = Card::new(suit, rank);
                assert_eq!(card.suit(), Some(suit));
                assert_eq!(card.rank(), Some(rank));
                assert_eq!(card.colour(), suit.colour());
                assert!(!card.is_joker());
            }
        }
        assert_eq!(Card::new(Suit::Spades, Rank::King).index(), 51);
        assert_eq!(Card::BLACK_JOKER.colour(), Colour::Black);
        assert_eq!(Card::RED_JOKER.colour(), Colour::Red);
        assert_eq!(Card::RED_JOKER.rank(), None);
        assert!(!Card::RED_JOKER.is_face());
    }

    #[test]
    fn face_cards_are_jack_queen_king() {
        let faces: Vec<Rank> = Rank::ALL.into_iter().filter(|r| r.is_face()).collect();
        assert_eq!(faces, vec![Rank::Jack, Rank::Queen, Rank::King]);
        assert_eq!(Rank::from_value(0), None);
        assert_eq!(Rank::from_value(14), None);
        assert_eq!(Rank::from_value(12), Some(Rank::Queen));
    }

    #[test]
    fn corrupt_index_is_refused_by_serde() {
        assert!(serde_json::from_str::<Card>("54").is_err());
        assert_eq!(serde_json::from_str::<Card>("53").ok(), Some(Card::RED_JOKER));
    }

    #[test]
    fn display() {
        assert_eq!(Card::new(Suit::Hearts, Rank::Ten).to_string(), "10♥");
        assert_eq!(Card::BLACK_JOKER.to_string(), "black joker");
    }
}
