//! Why an input is refused: each variant names the rule it would break.

use wargames_core::{Card, FlowError, RuleError};

use crate::area::{Area, Front};
use crate::tigers::noun;

/// A refused action, chance outcome or set-up. The message starts with the
/// id of the rule broken; [`RuleError::rule`] returns it. A refused input
/// leaves the game exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// The game is not waiting for this kind of decision now.
    #[error("5.0: the game is waiting for {waiting}, not this")]
    NotNow {
        /// What the game is waiting for.
        waiting: &'static str,
    },
    /// The Tigers placed at set-up do not add up to seven.
    #[error("3.1: place all 7 Tiger IIs in North, South or the Central Square (got {total})")]
    PlacementNotSeven {
        /// How many were placed.
        total: u16,
    },
    /// A face-down card of the Soviet deck or a deployment names a card
    /// that is not in the Soviet deck.
    #[error("6.0: {card} is not in the Soviet deck")]
    NotInSovietDeck {
        /// The card.
        card: Card,
    },
    /// A judgement draw names a card that cannot be drawn now.
    #[error("3.2: {card} is not in the judgement deck (or, once it is empty, the discards)")]
    NotInJudgementDeck {
        /// The card.
        card: Card,
    },
    /// A draw from the deck is asked for, but the judgement deck and the
    /// discards are both empty (every card is in the hand or on the table).
    #[error("3.2: the judgement deck and its discards are empty: use a hand card")]
    JudgementDeckEmpty,
    /// The player does not hold this card.
    #[error("3.2: {card} is not in the hand")]
    NotInHand {
        /// The card.
        card: Card,
    },
    /// The options allow hand cards only for the player's own actions.
    #[error("3.2: hand cards may be used only for counterattacks and repairs under these options (ruling A5)")]
    HandNotAllowed,
    /// A morale-track box above 2 has surrender suits.
    #[error("4.1: the garrison can surrender only at morale 2 or less, but box {morale} has surrender suits")]
    SurrenderAboveTwo {
        /// The box.
        morale: u8,
    },
    /// A morale-track box names hearts, which are never judgement cards.
    #[error("3.2: hearts are not judgement cards, but box {morale} of the morale track names them")]
    HeartsOnTrack {
        /// The box.
        morale: u8,
    },
    /// A move from an area to itself.
    #[error("7.1: Tigers move to another area, not to {area}")]
    MoveToSameArea {
        /// The area.
        area: Area,
    },
    /// A move of more Tigers than stand in the area (or of none).
    #[error("7.1: {area} has {present} {}; cannot move {asked}", noun(*present))]
    MoveTigersNotThere {
        /// The area.
        area: Area,
        /// How many were asked for.
        asked: u8,
        /// How many stand there.
        present: u8,
    },
    /// Escape while North holds a Soviet card.
    #[error("7.2: escape is allowed only while North holds no Soviet card")]
    EscapeNorthHeld,
    /// A second escape in one turn.
    #[error("7.2: escape is allowed once per turn")]
    EscapeTwice,
    /// Escape of a refugee marker when none is left in town.
    #[error("7.2: no refugee marker is left in the Central Square")]
    NoRefugees,
    /// Escape of more Tigers than stand in the area (or of none).
    #[error("7.2: {area} has {present} {}; cannot escape with {asked}", noun(*present))]
    EscapeTigersNotThere {
        /// The area.
        area: Area,
        /// How many were asked for.
        asked: u8,
        /// How many stand there.
        present: u8,
    },
    /// A counterattack where no Tiger stands.
    #[error("7.3: no Tiger II stands in {front} to counterattack")]
    CounterattackNoTiger {
        /// The front.
        front: Front,
    },
    /// A counterattack where there is no Soviet card.
    #[error("7.3: {front} holds no Soviet card to counterattack")]
    CounterattackNoCard {
        /// The front.
        front: Front,
    },
    /// A target that is not a face-up card of the front.
    #[error("7.3: {card} is not a face-up Soviet card in {front}")]
    TargetNotThere {
        /// The front.
        front: Front,
        /// The card named.
        card: Card,
    },
    /// A face-down target while a face-up card lies on the front.
    #[error("7.3: a face-down card may be targeted only when {front} has no face-up card")]
    FaceDownTargetWhileFaceUp {
        /// The front.
        front: Front,
    },
    /// A face-down target where there is none.
    #[error("7.3: {front} has no face-down card")]
    NoFaceDownCard {
        /// The front.
        front: Front,
    },
    /// Continuing a counterattack when every Tiger of the area has drawn.
    #[error("7.3: no other Tiger II of {front} is left to continue the counterattack")]
    NoTigerLeft {
        /// The front.
        front: Front,
    },
    /// Repair (7.3 black face card, or 7.4) with no Tiger in the repair area.
    #[error("7.4: no Tiger II is in the repair area")]
    NobodyInRepair,
    /// An attack from a front that has no attack to resolve.
    #[error("8.1: {front} has no Soviet attack to resolve")]
    NoAttackThere {
        /// The front.
        front: Front,
    },
    /// A protocol refusal (game over, chance pending ...).
    #[error(transparent)]
    Flow(#[from] FlowError),
}

impl RuleError for Error {
    fn rule(&self) -> Option<&'static str> {
        Some(match self {
            Error::NotNow { .. } => "5.0",
            Error::PlacementNotSeven { .. } => "3.1",
            Error::NotInSovietDeck { .. } => "6.0",
            Error::NotInJudgementDeck { .. }
            | Error::JudgementDeckEmpty
            | Error::NotInHand { .. }
            | Error::HandNotAllowed
            | Error::HeartsOnTrack { .. } => "3.2",
            Error::SurrenderAboveTwo { .. } => "4.1",
            Error::MoveToSameArea { .. } | Error::MoveTigersNotThere { .. } => "7.1",
            Error::EscapeNorthHeld | Error::EscapeTwice | Error::NoRefugees | Error::EscapeTigersNotThere { .. } => {
                "7.2"
            }
            Error::CounterattackNoTiger { .. }
            | Error::CounterattackNoCard { .. }
            | Error::TargetNotThere { .. }
            | Error::FaceDownTargetWhileFaceUp { .. }
            | Error::NoFaceDownCard { .. }
            | Error::NoTigerLeft { .. } => "7.3",
            Error::NobodyInRepair => "7.4",
            Error::NoAttackThere { .. } => "8.1",
            Error::Flow(_) => return None,
        })
    }
}

/// A saved game that breaks an invariant of the rules: refused on load.
/// The message names the invariant (and its rule where there is one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("corrupt saved game: {0}")]
pub struct CorruptState(pub &'static str);
