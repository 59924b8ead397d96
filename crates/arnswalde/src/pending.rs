//! What the game waits for, and the running counterattack and Soviet attacks.

use std::fmt;

use serde::{Deserialize, Serialize};
use wargames_core::{Card, Rank};

use crate::area::Front;

/// Why a judgement card is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Purpose {
    /// For a Tiger in a counterattack (7.3).
    Counterattack,
    /// For a repair (7.4).
    Repair,
    /// For a Soviet attack (8.1, 8.2).
    SovietAttack,
    /// For a surrender check (4.1).
    Surrender,
    /// For a relief check (4.2).
    Relief,
}

impl Purpose {
    /// Whether the draw belongs to one of the player's own actions
    /// (counterattacks, also in answer to an attack, and repairs; ruling A5).
    #[must_use]
    pub const fn is_own_action(self) -> bool {
        matches!(self, Purpose::Counterattack | Purpose::Repair)
    }

    /// A lower-case name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Purpose::Counterattack => "counterattack",
            Purpose::Repair => "repair",
            Purpose::SovietAttack => "Soviet attack",
            Purpose::Surrender => "surrender check",
            Purpose::Relief => "relief check",
        }
    }
}

impl fmt::Display for Purpose {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What the game waits for next: a decision of the player or a chance point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pending {
    /// Player: place the Tigers (3.1).
    PlaceTigers,
    /// Chance: the face-down card of this front (3.2).
    Deal(Front),
    /// Chance: the top card of the Soviet deck (6.0).
    Deploy,
    /// Player: an action of the German action phase, or its end (7.0).
    ChooseAction,
    /// A judgement card: the player chooses between the deck and a hand
    /// card (`from_deck == false`), or the deck is drawn (a chance point).
    Judgement {
        /// Why.
        purpose: Purpose,
        /// Whether the card comes from the deck (chance) now.
        from_deck: bool,
    },
    /// Chance: a judgement card taken into the hand (7.3, black face card (3)).
    TakeCard,
    /// Player: what this black face card does (7.3).
    BlackFace(Card),
    /// Player: continue the counterattack with another Tiger, or give up (7.3).
    NextTiger,
    /// Player: which front's Soviet attack comes next (8.1, 8.2).
    ChooseAttack,
    /// Player: answer the attack with a counterattack or not (8.1).
    Answer,
    /// The game is over.
    Over,
}

impl Pending {
    /// Whether this is a chance point.
    #[must_use]
    pub const fn is_chance(self) -> bool {
        matches!(
            self,
            Pending::Deal(_) | Pending::Deploy | Pending::TakeCard | Pending::Judgement { from_deck: true, .. }
        )
    }

    /// A short description, for messages.
    #[must_use]
    pub const fn describe(self) -> &'static str {
        match self {
            Pending::PlaceTigers => "the placement of the Tigers (3.1)",
            Pending::Deal(_) => "the deal of a face-down Soviet card (3.2)",
            Pending::Deploy => "the Soviet deployment (6.0)",
            Pending::ChooseAction => "an action of the German action phase (7.0)",
            Pending::Judgement { from_deck: false, .. } => "a choice between the judgement deck and a hand card (3.2)",
            Pending::Judgement { from_deck: true, .. } => "a judgement card from the deck (3.2)",
            Pending::TakeCard => "a judgement card taken into the hand (7.3)",
            Pending::BlackFace(_) => "the choice of a black face card (7.3)",
            Pending::NextTiger => "the choice to continue the counterattack or give it up (7.3)",
            Pending::ChooseAttack => "the choice of the next Soviet attack (8.1)",
            Pending::Answer => "the choice to answer the attack with a counterattack (8.1)",
            Pending::Over => "nothing: the game is over",
        }
    }
}

/// What happened to the last Tiger that drew in a counterattack (7.3, ruling A6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LastTiger {
    /// No Tiger has finished a draw yet.
    None,
    /// It drew a number card and still stands in the front.
    InArea,
    /// It was damaged by a diamond number card (in the repair area).
    Damaged,
    /// A face card sent it to the Central Square.
    ToCentral,
}

/// A set of ranks, one bit per rank (the number cards drawn in a counterattack).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Ranks(pub u16);

impl Ranks {
    /// Whether `rank` is in the set.
    #[must_use]
    pub const fn contains(self, rank: Rank) -> bool {
        self.0 & (1 << rank as u8) != 0
    }

    /// Adds `rank`.
    pub fn insert(&mut self, rank: Rank) {
        self.0 |= 1 << rank as u8;
    }

    /// Whether the set holds only ranks ace to 10.
    #[must_use]
    pub const fn is_valid(self) -> bool {
        self.0 & !0b0111_1111_1110 == 0
    }
}

/// A counterattack under way (7.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Counterattack {
    /// Where.
    pub front: Front,
    /// The Soviet card aimed at (face up by now).
    pub target: Card,
    /// Its strength.
    pub strength: u8,
    /// Whether it answers a Soviet attack (8.1, 8.2): black face cards then
    /// count as diamond face cards, and there is no morale loss for that attack.
    pub answer: bool,
    /// Tigers of the front that have not drawn yet.
    pub waiting: u8,
    /// Ranks of the number cards drawn so far (for pairs).
    pub ranks: Ranks,
    /// What happened to the last Tiger that drew.
    pub last: LastTiger,
}

/// The Soviet attack phase under way (8.1, 8.2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Attacks {
    /// Whether this is a general assault (8.2).
    pub general: bool,
    /// Per front (North, South): how many cards, from the bottom, still
    /// attack; the next attacker is the highest of them.
    pub remaining: [u8; 2],
    /// The front whose attack is being resolved.
    pub current: Option<Front>,
}

/// Where play goes on after a surrender check that the garrison survives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Resume {
    /// No surrender check is under way.
    Nothing,
    /// The ace of the deployment (6.0): on to the action phase.
    ActionPhase,
    /// A joker in a counterattack (7.3): the same Tiger draws again.
    CounterattackDraw,
    /// A joker in a repair (7.4): the action is over.
    ActionDone,
    /// A joker in a Soviet attack (8.1): draw again for the attack.
    AttackDraw,
    /// The ace of diamonds in a Soviet attack (8.1): the attack is over.
    AttackDone,
    /// A face-down ace turned up in a general assault (8.2).
    AssaultAce,
    /// After a general assault (8.2): the end of the turn.
    EndOfTurn,
}
