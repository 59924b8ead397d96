//! The player's decisions.

use std::fmt;

use serde::{Deserialize, Serialize};
use wargames_core::Card;

use crate::area::{Area, Front};
use crate::tigers::noun;

/// Which Soviet card a counterattack aims at (7.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Target {
    /// This face-up card.
    FaceUp(Card),
    /// The face-down card (only when the front has no face-up card); it is
    /// turned up.
    FaceDown,
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Target::FaceUp(card) => write!(f, "{card}"),
            Target::FaceDown => f.write_str("the face-down card"),
        }
    }
}

/// A decision of the player. Which ones are legal depends on what the game
/// waits for ([`Pending`](crate::Pending)); `legal_actions` lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// 3.1: place the seven Tigers in North, South and the Central Square.
    PlaceTigers {
        /// Tigers in North.
        north: u8,
        /// Tigers in South.
        south: u8,
        /// Tigers in the Central Square.
        central: u8,
    },
    /// 7.1: move some or all Tigers of one area to one other area.
    Move {
        /// From.
        from: Area,
        /// To.
        to: Area,
        /// How many.
        tigers: u8,
    },
    /// 7.2: one refugee marker escapes from the Central Square.
    EscapeRefugees,
    /// 7.2: Tigers of one area escape from the town.
    EscapeTigers {
        /// From.
        from: Area,
        /// How many.
        tigers: u8,
    },
    /// 7.3: the Tigers of a front counterattack one Soviet card.
    Counterattack {
        /// Where.
        front: Front,
        /// Which card.
        target: Target,
    },
    /// 7.4: try to repair a Tiger of the repair area.
    Repair,
    /// 7.0: take no further action this turn.
    EndActions,
    /// 3.2: draw the judgement card from the deck.
    Draw,
    /// 3.2: use this hand card instead of drawing.
    UseHandCard(Card),
    /// 7.3: another Tiger of the front continues the counterattack.
    NextTiger,
    /// 7.3: give the counterattack up.
    StopCounterattack,
    /// 7.3, black face card (1): repair one Tiger of the repair area.
    RepairTiger,
    /// 7.3, black face card (2): one more action this turn.
    ExtraAction,
    /// 7.3, black face card (3): take a judgement card into the hand.
    TakeCard,
    /// 8.1, 8.2: resolve the next Soviet attack on this front.
    ResolveAttack(Front),
    /// 8.1: answer the attack with a counterattack (7.3) on the attacker.
    AnswerWithCounterattack,
    /// 8.1: let the attack be resolved by a judgement card.
    AcceptAttack,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::PlaceTigers { north, south, central } => {
                write!(f, "place Tigers: North {north}, South {south}, Central Square {central}")
            }
            Action::Move { from, to, tigers } => write!(f, "move {tigers} {} from {from} to {to}", noun(*tigers)),
            Action::EscapeRefugees => f.write_str("escape with one refugee marker"),
            Action::EscapeTigers { from, tigers } => write!(f, "escape with {tigers} {} from {from}", noun(*tigers)),
            Action::Counterattack { front, target } => write!(f, "counterattack {target} in {front}"),
            Action::Repair => f.write_str("repair"),
            Action::EndActions => f.write_str("end the action phase"),
            Action::Draw => f.write_str("draw a judgement card"),
            Action::UseHandCard(card) => write!(f, "use {card} from the hand"),
            Action::NextTiger => f.write_str("continue the counterattack with another Tiger"),
            Action::StopCounterattack => f.write_str("give the counterattack up"),
            Action::RepairTiger => f.write_str("black face card: repair a Tiger"),
            Action::ExtraAction => f.write_str("black face card: one more action"),
            Action::TakeCard => f.write_str("black face card: take a card into the hand"),
            Action::ResolveAttack(front) => write!(f, "resolve the attack in {front}"),
            Action::AnswerWithCounterattack => f.write_str("answer with a counterattack"),
            Action::AcceptAttack => f.write_str("let the attack come"),
        }
    }
}
