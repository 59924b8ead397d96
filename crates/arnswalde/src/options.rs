//! Set-up choices: difficulty, the morale track, and the contested rulings.

use std::fmt;

use serde::{Deserialize, Serialize};
use wargames_core::Suit;

use crate::error::Error;

/// The difficulty, which sets the garrison's starting morale (3.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Difficulty {
    /// Morale starts at 5.
    Easy,
    /// Morale starts at 4.
    #[default]
    Normal,
    /// Morale starts at 3.
    Hard,
}

impl Difficulty {
    /// Every difficulty, easiest first.
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard];

    /// The box of the morale track the garrison starts in (3.1).
    #[must_use]
    pub const fn starting_morale(self) -> u8 {
        match self {
            Difficulty::Easy => 5,
            Difficulty::Normal => 4,
            Difficulty::Hard => 3,
        }
    }

    /// A lower-case name: `easy`, `normal`, `hard`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Normal => "normal",
            Difficulty::Hard => "hard",
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A set of suits, as printed in a box of the morale track. Serialized as
/// a list of snake_case suit names (`["clubs", "spades"]`); the capitalised
/// names of rules version 1 are read too, so that an old replay loads and
/// is refused by its version.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "Vec<SuitName>", into = "Vec<SuitName>")]
pub struct Suits(u8);

/// A suit as the JSON of this crate names it.
#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum SuitName {
    #[serde(alias = "Clubs")]
    Clubs,
    #[serde(alias = "Diamonds")]
    Diamonds,
    #[serde(alias = "Hearts")]
    Hearts,
    #[serde(alias = "Spades")]
    Spades,
}

impl From<SuitName> for Suit {
    fn from(name: SuitName) -> Suit {
        match name {
            SuitName::Clubs => Suit::Clubs,
            SuitName::Diamonds => Suit::Diamonds,
            SuitName::Hearts => Suit::Hearts,
            SuitName::Spades => Suit::Spades,
        }
    }
}

impl From<Suit> for SuitName {
    fn from(suit: Suit) -> SuitName {
        match suit {
            Suit::Clubs => SuitName::Clubs,
            Suit::Diamonds => SuitName::Diamonds,
            Suit::Hearts => SuitName::Hearts,
            Suit::Spades => SuitName::Spades,
        }
    }
}

impl Suits {
    /// No suit.
    pub const NONE: Suits = Suits(0);

    /// The set of `suits`.
    #[must_use]
    pub const fn of(suits: &[Suit]) -> Suits {
        let mut bits = 0u8;
        let mut i = 0;
        while i < suits.len() {
            bits |= 1 << suits[i] as u8;
            i += 1;
        }
        Suits(bits)
    }

    /// Whether `suit` is in the set.
    #[must_use]
    pub const fn contains(self, suit: Suit) -> bool {
        self.0 & (1 << suit as u8) != 0
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The suits, in bridge order.
    pub fn iter(self) -> impl Iterator<Item = Suit> {
        Suit::ALL.into_iter().filter(move |&s| self.contains(s))
    }
}

impl From<Vec<SuitName>> for Suits {
    fn from(names: Vec<SuitName>) -> Suits {
        let suits: Vec<Suit> = names.into_iter().map(Suit::from).collect();
        Suits::of(&suits)
    }
}

impl From<Suits> for Vec<SuitName> {
    fn from(suits: Suits) -> Vec<SuitName> {
        suits.iter().map(SuitName::from).collect()
    }
}

impl fmt::Debug for Suits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl fmt::Display for Suits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for suit in self.iter() {
            write!(f, "{}", suit.symbol())?;
        }
        Ok(())
    }
}

/// The garrison morale track (2.0): for each box 0..=5, the suits on which
/// a surrender check (4.1) makes the garrison surrender.
///
/// The printed track is not available to us; [`MoraleTrack::default`] is
/// the reconstruction of the rulings (box 2 spades, box 1 clubs, box 0
/// spades and clubs, boxes 3-5 none). A player with the printed card loads
/// the real one through [`Options`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct MoraleTrack(pub [Suits; 6]);

impl Default for MoraleTrack {
    fn default() -> Self {
        MoraleTrack([
            Suits::of(&[Suit::Clubs, Suit::Spades]),
            Suits::of(&[Suit::Clubs]),
            Suits::of(&[Suit::Spades]),
            Suits::NONE,
            Suits::NONE,
            Suits::NONE,
        ])
    }
}

impl MoraleTrack {
    /// The highest box: morale never starts above it (3.1).
    pub const TOP: u8 = 5;

    /// The suits printed in box `morale` (none for a box off the track).
    #[must_use]
    pub fn suits(&self, morale: u8) -> Suits {
        self.0.get(usize::from(morale)).copied().unwrap_or(Suits::NONE)
    }

    /// Checks the track: suits only in boxes 0-2 (4.1) and never hearts,
    /// which are not judgement cards (3.2).
    ///
    /// # Errors
    /// [`Error::SurrenderAboveTwo`] or [`Error::HeartsOnTrack`].
    pub fn validate(&self) -> Result<(), Error> {
        for (morale, suits) in self.0.iter().enumerate() {
            if morale > 2 && !suits.is_empty() {
                return Err(Error::SurrenderAboveTwo { morale: morale as u8 });
            }
            if suits.contains(Suit::Hearts) {
                return Err(Error::HeartsOnTrack { morale: morale as u8 });
            }
        }
        Ok(())
    }
}

/// Which judgement draws may use a card of the hand instead (3.2, ruling A5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HandUse {
    /// Every judgement draw: counterattack, repair, Soviet attack, surrender
    /// check, relief check (ruling A5).
    #[default]
    EveryDraw,
    /// Only the draws of the player's own actions: counterattacks (also in
    /// answer to an attack) and repairs.
    OwnActionsOnly,
}

/// What happens to a face-down ace turned up in a general assault (8.2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AssaultAce {
    /// After the surrender check it stays as a unit of strength 10 (7.3's
    /// rule for cards turned up) and attacks.
    #[default]
    StaysAsTen,
    /// After the surrender check it leaves the front, like an ace of the
    /// Soviet deck (6.0), and does not attack.
    Leaves,
}

/// The set-up of one game. `Options::default()` is the standard game at
/// normal difficulty with every ruling of the design notes.
///
/// ```
/// use wargames_arnswalde::{Difficulty, Options};
///
/// let options = Options { difficulty: Difficulty::Hard, ..Options::default() };
/// assert!(options.validate().is_ok());
/// let json = serde_json::to_string(&options).unwrap();
/// assert_eq!(serde_json::from_str::<Options>(&json).unwrap(), options);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// The starting morale (3.1).
    pub difficulty: Difficulty,
    /// The suits of the morale track (4.1).
    pub morale_track: MoraleTrack,
    /// Which draws may use a hand card (3.2, ruling A5).
    pub hand_use: HandUse,
    /// Whether a diamond face card drawn in a counterattack ends the whole
    /// counterattack (the wording of ruling A6) instead of only that Tiger's
    /// attempt (the worked example of 7.3, the default).
    pub diamond_face_ends_counterattack: bool,
    /// A face-down ace turned up in a general assault (8.2).
    pub assault_ace: AssaultAce,
}

impl Options {
    /// The standard game at `difficulty`.
    #[must_use]
    pub fn with_difficulty(difficulty: Difficulty) -> Options {
        Options { difficulty, ..Options::default() }
    }

    /// Checks the options (the morale track, 4.1).
    ///
    /// # Errors
    /// The rule the options break.
    pub fn validate(&self) -> Result<(), Error> {
        self.morale_track.validate()
    }
}
