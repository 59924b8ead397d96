//! The state of one game of Arnswalde 1945, and its check on load.

use serde::{Deserialize, Serialize};
use wargames_core::{CardSet, DrawPile, Suit};

use crate::area::{Area, Front};
use crate::error::{CorruptState, Error};
use crate::options::Options;
use crate::outcome::Outcome;
use crate::pending::{Attacks, Counterattack, Pending, Resume};
use crate::refugees::Refugees;
use crate::soviet::SovietStack;
use crate::tigers::Tigers;

/// The 13 hearts: the Soviet deck and the two face-down cards (3.2).
pub const HEARTS: CardSet = CardSet::suit(Suit::Hearts);

/// The judgement deck: every card but the hearts, with both jokers (3.2, ruling A13).
pub const JUDGEMENT_CARDS: CardSet = match CardSet::from_bits(CardSet::STANDARD_54.bits() & !HEARTS.bits()) {
    Some(cards) => cards,
    None => CardSet::EMPTY,
};

/// How many turns a game lasts at most: one per card of the Soviet deck
/// (the 13 hearts less the two dealt face down; ruling A1).
pub const LAST_TURN: u8 = 11;

/// One game of Arnswalde 1945: the whole state, and the rules through
/// [`Game`](wargames_core::Game).
///
/// Fixed-size and `Copy`-cheap to clone (a few hundred bytes, no heap).
/// It holds no random source: every draw is a chance point.
///
/// A saved state is checked on load ([`Arnswalde::invariants`]): counts of
/// Tigers and refugees, the whereabouts of all 54 cards, morale, the
/// outcome, the stacks and the pending decision must agree, or
/// deserialization fails with [`CorruptState`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "Unchecked")]
pub struct Arnswalde {
    pub(crate) options: Options,
    pub(crate) turn: u8,
    pub(crate) morale: u8,
    pub(crate) tigers: Tigers,
    pub(crate) refugees: Refugees,
    pub(crate) fronts: [SovietStack; 2],
    pub(crate) soviet_deck: CardSet,
    pub(crate) hearts_out: CardSet,
    pub(crate) assault: Option<wargames_core::Card>,
    pub(crate) judgement: DrawPile,
    pub(crate) hand: CardSet,
    pub(crate) reminders: CardSet,
    pub(crate) in_play: CardSet,
    pub(crate) actions_left: u8,
    pub(crate) escaped_this_turn: bool,
    pub(crate) counterattack: Option<Counterattack>,
    pub(crate) attacks: Attacks,
    pub(crate) pending: Pending,
    pub(crate) resume: Resume,
    pub(crate) relief_left: u8,
    pub(crate) outcome: Option<Outcome>,
}

/// The serialized form, before its check.
#[derive(Deserialize)]
struct Unchecked {
    options: Options,
    turn: u8,
    morale: u8,
    tigers: Tigers,
    refugees: Refugees,
    fronts: [SovietStack; 2],
    soviet_deck: CardSet,
    hearts_out: CardSet,
    assault: Option<wargames_core::Card>,
    judgement: DrawPile,
    hand: CardSet,
    reminders: CardSet,
    in_play: CardSet,
    actions_left: u8,
    escaped_this_turn: bool,
    counterattack: Option<Counterattack>,
    attacks: Attacks,
    pending: Pending,
    resume: Resume,
    relief_left: u8,
    outcome: Option<Outcome>,
}

impl TryFrom<Unchecked> for Arnswalde {
    type Error = CorruptState;

    fn try_from(u: Unchecked) -> Result<Self, CorruptState> {
        let game = Arnswalde {
            options: u.options,
            turn: u.turn,
            morale: u.morale,
            tigers: u.tigers,
            refugees: u.refugees,
            fronts: u.fronts,
            soviet_deck: u.soviet_deck,
            hearts_out: u.hearts_out,
            assault: u.assault,
            judgement: u.judgement,
            hand: u.hand,
            reminders: u.reminders,
            in_play: u.in_play,
            actions_left: u.actions_left,
            escaped_this_turn: u.escaped_this_turn,
            counterattack: u.counterattack,
            attacks: u.attacks,
            pending: u.pending,
            resume: u.resume,
            relief_left: u.relief_left,
            outcome: u.outcome,
        };
        game.check()?;
        Ok(game)
    }
}

impl Arnswalde {
    /// The state at the start (3.1, 3.2): morale by difficulty, refugees in
    /// the Central Square, the player to place the Tigers.
    pub(crate) fn new(options: &Options) -> Result<Arnswalde, Error> {
        options.validate()?;
        Ok(Arnswalde {
            options: *options,
            turn: 0,
            morale: options.difficulty.starting_morale(),
            // Until the player places them (3.1) the Tigers wait in the Central Square.
            tigers: Tigers::UNPLACED,
            refugees: Refugees::START,
            fronts: [SovietStack::EMPTY; 2],
            soviet_deck: HEARTS,
            hearts_out: CardSet::EMPTY,
            assault: None,
            judgement: DrawPile::new(JUDGEMENT_CARDS),
            hand: CardSet::EMPTY,
            reminders: CardSet::EMPTY,
            in_play: CardSet::EMPTY,
            actions_left: 0,
            escaped_this_turn: false,
            counterattack: None,
            attacks: Attacks::default(),
            pending: Pending::PlaceTigers,
            resume: Resume::Nothing,
            relief_left: 0,
            outcome: None,
        })
    }

    /// The options of this game.
    #[must_use]
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The turn (1-11; 0 before the first).
    #[must_use]
    pub fn turn(&self) -> u8 {
        self.turn
    }

    /// The garrison's morale box (0-5).
    #[must_use]
    pub fn morale(&self) -> u8 {
        self.morale
    }

    /// Where the Tigers are.
    #[must_use]
    pub fn tigers(&self) -> Tigers {
        self.tigers
    }

    /// Where the refugees are.
    #[must_use]
    pub fn refugees(&self) -> Refugees {
        self.refugees
    }

    /// The Soviet cards of a front (face-down cards included: this is the
    /// full state; a [`View`](crate::View) hides them).
    #[must_use]
    pub fn front(&self, front: Front) -> &SovietStack {
        &self.fronts[front.index()]
    }

    /// The cards left in the Soviet deck.
    #[must_use]
    pub fn soviet_deck(&self) -> CardSet {
        self.soviet_deck
    }

    /// The judgement deck and its discards.
    #[must_use]
    pub fn judgement_deck(&self) -> DrawPile {
        self.judgement
    }

    /// The player's hand.
    #[must_use]
    pub fn hand(&self) -> CardSet {
        self.hand
    }

    /// Actions left in this action phase.
    #[must_use]
    pub fn actions_left(&self) -> u8 {
        self.actions_left
    }

    /// What the game waits for.
    #[must_use]
    pub fn pending(&self) -> Pending {
        self.pending
    }

    /// The counterattack under way, if any.
    #[must_use]
    pub fn counterattack(&self) -> Option<Counterattack> {
        self.counterattack
    }

    /// The Soviet attack phase under way, if any.
    #[must_use]
    pub fn attacks(&self) -> Attacks {
        self.attacks
    }

    /// How the game ended, if it did.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Tigers standing in `area`.
    pub(crate) fn tigers_at(&self, area: Area) -> u8 {
        self.tigers.at(area)
    }
}
