//! What happens, for narration, user interfaces and logs.

use std::fmt;

use serde::{Deserialize, Serialize};
use wargames_core::Card;

use crate::area::{Area, Front};
use crate::outcome::Outcome;
use crate::pending::Purpose;
use crate::tigers::noun;

/// Something that happened in the game. `Display` narrates it in one line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// 3.1: the Tigers took their positions.
    TigersPlaced {
        /// In North.
        north: u8,
        /// In South.
        south: u8,
        /// In the Central Square.
        central: u8,
    },
    /// 3.2: a Soviet card was dealt face down (the card is hidden from the player).
    FaceDownDealt {
        /// Where.
        front: Front,
        /// The card (`None` once redacted for the player).
        card: Option<Card>,
    },
    /// 5.0: a turn began.
    TurnBegan {
        /// Its number, from 1.
        turn: u8,
    },
    /// 6.0: a Soviet unit arrived.
    Deployed {
        /// The card.
        card: Card,
        /// Where.
        front: Front,
    },
    /// 6.0, 8.2: German prisoners brought a Soviet demand to surrender.
    Prisoners {
        /// The ace.
        card: Card,
    },
    /// 6.0: a general assault is ordered this turn.
    AssaultOrdered {
        /// The face card.
        card: Card,
    },
    /// 7.1: Tigers moved.
    Moved {
        /// From.
        from: Area,
        /// To.
        to: Area,
        /// How many.
        tigers: u8,
    },
    /// 7.2: a refugee marker got out of town.
    RefugeesEscaped {
        /// Markers still in town.
        left: u8,
    },
    /// 7.2: Tigers left the town for good.
    TigersEscaped {
        /// From.
        from: Area,
        /// How many.
        tigers: u8,
    },
    /// 7.0: the player ended the action phase.
    ActionsEnded,
    /// 7.3, 8.2: a face-down Soviet card was turned up.
    TurnedUp {
        /// Where.
        front: Front,
        /// The card.
        card: Card,
    },
    /// 7.3: a counterattack began.
    CounterattackBegan {
        /// Where.
        front: Front,
        /// The target.
        target: Card,
        /// Its strength.
        strength: u8,
    },
    /// 7.3: the next Tiger takes its turn to draw.
    TigerDraws {
        /// Where.
        front: Front,
    },
    /// 7.4: a repair was tried.
    RepairTried,
    /// 3.2: the discards were shuffled into a new judgement deck.
    Reshuffled {
        /// How many cards the new deck has.
        cards: u8,
    },
    /// 3.2: a judgement card was turned up.
    Judged {
        /// The card.
        card: Card,
        /// Why it was drawn.
        purpose: Purpose,
        /// Whether it came from the hand.
        from_hand: bool,
    },
    /// 7.3: a card was taken into the hand.
    TakenIntoHand {
        /// The card.
        card: Card,
    },
    /// 7.3: a Tiger was damaged and went to the repair area.
    TigerDamaged {
        /// Where it stood.
        area: Area,
    },
    /// 7.3: a Tiger ran short of ammunition or fuel and went to the Central Square.
    TigerWithdrew {
        /// Where it stood.
        front: Front,
    },
    /// 7.3, 7.4: a Tiger was repaired and went to the Central Square.
    TigerRepaired,
    /// 7.4: a Tiger of the repair area was cannibalised for parts.
    TigerCannibalised,
    /// 8.1: artillery destroyed a Tiger of the repair area.
    TigerDestroyed,
    /// 8.1: artillery hit the repair area, which was empty.
    ArtilleryMissed,
    /// 7.3: the player gained an action this turn.
    ExtraActionGained,
    /// 7.3, 8.1, 4.2: a Soviet card left the front.
    SovietCardRemoved {
        /// Where.
        front: Front,
        /// The card.
        card: Card,
    },
    /// 7.3: the counterattack failed; the Soviet card stays.
    CounterattackFailed {
        /// Where.
        front: Front,
    },
    /// 8.1, 8.2: a Soviet card attacks.
    AttackBegan {
        /// Where.
        front: Front,
        /// The card.
        card: Card,
        /// Its strength.
        strength: u8,
    },
    /// 8.1: the attack succeeded.
    AttackSucceeded {
        /// Where.
        front: Front,
    },
    /// 8.1: the attack did not come off.
    AttackFizzled {
        /// Where.
        front: Front,
    },
    /// 8.2: a face card turned up in a general assault was only a repeated order.
    AssaultOrderWithdrawn {
        /// Where.
        front: Front,
        /// The card.
        card: Card,
    },
    /// 4.1: the garrison's morale changed.
    Morale {
        /// The box it is in now.
        morale: u8,
    },
    /// 4.1: a surrender check.
    SurrenderCheck {
        /// The morale box at the check.
        morale: u8,
    },
    /// 4.1: the garrison did not surrender.
    GarrisonHeld,
    /// 5.0: a turn ended.
    TurnEnded {
        /// Its number.
        turn: u8,
    },
    /// 4.2: the relief check began.
    ReliefCheck {
        /// Soviet cards in North.
        cards: u8,
    },
    /// 4.1, 4.2: the game is over.
    GameOver(Outcome),
}

/// The ending of a verb in the present after `n` Tigers: `s` after one.
const fn verb_s(n: u8) -> &'static str {
    if n == 1 { "s" } else { "" }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Event::TigersPlaced { north, south, central } => {
                write!(f, "Tigers placed: {north} in North, {south} in South, {central} in the Central Square")
            }
            Event::FaceDownDealt { front, card: Some(card) } => write!(f, "{card} dealt face down in {front}"),
            Event::FaceDownDealt { front, card: None } => write!(f, "a Soviet card dealt face down in {front}"),
            Event::TurnBegan { turn } => write!(f, "-- turn {turn} --"),
            Event::Deployed { card, front } => write!(f, "Soviet unit {card} arrives in {front}"),
            Event::Prisoners { card } => write!(f, "{card}: prisoners bring a demand to surrender"),
            Event::AssaultOrdered { card } => write!(f, "{card}: a general assault is ordered"),
            Event::Moved { from, to, tigers } => {
                write!(f, "{tigers} {} move{} from {from} to {to}", noun(tigers), verb_s(tigers))
            }
            Event::RefugeesEscaped { left } => write!(f, "a refugee marker escapes ({left} left in town)"),
            Event::TigersEscaped { from, tigers } => {
                write!(f, "{tigers} {} escape{} from {from}", noun(tigers), verb_s(tigers))
            }
            Event::ActionsEnded => f.write_str("the action phase ends"),
            Event::TurnedUp { front, card } => write!(f, "the face-down card in {front} is {card}"),
            Event::CounterattackBegan { front, target, strength } => {
                write!(f, "counterattack on {target} (strength {strength}) in {front}")
            }
            Event::TigerDraws { front } => write!(f, "a Tiger in {front} draws"),
            Event::RepairTried => f.write_str("repair attempt"),
            Event::Reshuffled { cards } => write!(f, "the discards are shuffled into a new judgement deck of {cards}"),
            Event::Judged { card, purpose, from_hand: true } => write!(f, "{purpose} card: {card} from the hand"),
            Event::Judged { card, purpose, from_hand: false } => write!(f, "{purpose} card: {card}"),
            Event::TakenIntoHand { card } => write!(f, "{card} taken into the hand"),
            Event::TigerDamaged { area } => write!(f, "a Tiger in {area} is damaged and goes to repair"),
            Event::TigerWithdrew { front } => {
                write!(f, "a Tiger in {front} runs dry and falls back to the Central Square")
            }
            Event::TigerRepaired => f.write_str("a Tiger is repaired and goes to the Central Square"),
            Event::TigerCannibalised => f.write_str("a Tiger in repair is cannibalised for parts"),
            Event::TigerDestroyed => f.write_str("artillery destroys a Tiger in repair"),
            Event::ArtilleryMissed => f.write_str("artillery hits the empty repair area"),
            Event::ExtraActionGained => f.write_str("one more action this turn"),
            Event::SovietCardRemoved { front, card } => write!(f, "Soviet {card} is removed from {front}"),
            Event::CounterattackFailed { front } => write!(f, "the counterattack in {front} fails"),
            Event::AttackBegan { front, card, strength } => {
                write!(f, "{card} (strength {strength}) attacks in {front}")
            }
            Event::AttackSucceeded { front } => write!(f, "the attack in {front} succeeds"),
            Event::AttackFizzled { front } => write!(f, "the attack in {front} fizzles out"),
            Event::AssaultOrderWithdrawn { front, card } => {
                write!(f, "{card} in {front} was a repeated order: removed")
            }
            Event::Morale { morale } => write!(f, "garrison morale: {morale}"),
            Event::SurrenderCheck { morale } => write!(f, "surrender check at morale {morale}"),
            Event::GarrisonHeld => f.write_str("the garrison holds"),
            Event::TurnEnded { turn } => write!(f, "turn {turn} ends"),
            Event::ReliefCheck { cards } => write!(f, "relief check against {cards} Soviet card(s) in North"),
            Event::GameOver(outcome) => write!(f, "game over: {outcome}"),
        }
    }
}
