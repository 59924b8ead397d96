//! What happens, for narration, user interfaces and logs.

use std::fmt;

use serde::{Deserialize, Serialize};
use wargames_core::{AreaId, Card, CardSet};

use crate::event_card::EventCard;
use crate::names::{Ids, Names, Written};
use crate::side::Side;
use crate::unit::UnitId;

/// Who receives a dealt card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Recipient {
    /// A counter, as a step [3.3] [6.1] [6.2] [7.5].
    Unit(UnitId),
    /// A side's hand [3.4] [10.1].
    Hand(Side),
}

/// How a combat was decided at the reveal [8.7].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// [8.7.1]: only this side played a card that hits.
    Hit(Side),
    /// [8.7.2]: both hit; only this side's card is of its own colour.
    Colour(Side),
    /// [8.7.3]: both hit, colours alike; this side's card is lower.
    Rank(Side),
    /// [8.7.4]: nothing tells the cards apart; the combat may be fought again.
    Tie,
    /// [8.7.5]: neither side hit (both bluffed); the defender wins.
    BothBluff(Side),
}

impl Verdict {
    /// The winning side, or `None` on a tie.
    #[must_use]
    pub const fn winner(self) -> Option<Side> {
        match self {
            Verdict::Hit(s) | Verdict::Colour(s) | Verdict::Rank(s) | Verdict::BothBluff(s) => Some(s),
            Verdict::Tie => None,
        }
    }
}

/// Something that happened. Parts a seat may not see are removed by
/// [`Game::redact`](wargames_core::Game::redact): dealt cards and
/// face-down combat cards of the other side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// A card was dealt from the deck; `card` is `None` for the other side.
    Dealt {
        /// The side receiving it.
        side: Side,
        /// The counter or hand.
        to: Recipient,
        /// The card, if this seat may see it.
        card: Option<Card>,
    },
    /// A new turn began.
    TurnBegan {
        /// Its number.
        turn: u8,
    },
    /// A reinforcement entered play [6.1] [6.2].
    Arrived {
        /// The counter.
        unit: UnitId,
        /// Where.
        area: AreaId,
    },
    /// The T-34 came back [6.3].
    TankReturned {
        /// The T-34.
        unit: UnitId,
        /// Where.
        area: AreaId,
    },
    /// A side passed [7.4].
    Passed {
        /// The side.
        side: Side,
    },
    /// Both sides passed in a row: the operations of the turn are over [5.0].
    OperationsEnded {
        /// The turn.
        turn: u8,
    },
    /// A counter was activated [7.1].
    Activated {
        /// The counter.
        unit: UnitId,
        /// The T-34 going along [8.12].
        tank: Option<UnitId>,
    },
    /// A counter was flipped to refit [7.5].
    Refitting {
        /// The counter.
        unit: UnitId,
    },
    /// A free move through friendly areas [7.2].
    Moved {
        /// The counter.
        unit: UnitId,
        /// Where to.
        to: AreaId,
    },
    /// An empty enemy area was entered at the cost of a card [7.3].
    Entered {
        /// The counter.
        unit: UnitId,
        /// The area.
        to: AreaId,
        /// The card discarded.
        paid: Card,
    },
    /// A combat began [8.1].
    CombatBegan {
        /// The attacking counter.
        attacker: UnitId,
        /// The area.
        area: AreaId,
    },
    /// The defender's fighting counter [8.2].
    Defends {
        /// The counter.
        unit: UnitId,
    },
    /// A card was put down in a combat [8.4] [8.5] [8.6].
    Played {
        /// The side.
        side: Side,
        /// The card, if this seat may see it.
        card: Option<Card>,
        /// Whether the card is shown to the enemy at once (General Chuikov [9.8]).
        open: bool,
    },
    /// The defender declined the combat [8.5].
    Declined {
        /// The defending side.
        side: Side,
    },
    /// A side did not raise [8.6].
    Stood {
        /// The side.
        side: Side,
    },
    /// The cards were revealed [8.7].
    Revealed {
        /// The attacker's cards.
        attacker: CardSet,
        /// The defender's cards.
        defender: CardSet,
        /// The result.
        verdict: Verdict,
    },
    /// The attacker chose to fight again after a tie [8.7.4].
    Refought,
    /// A counter retreated and was flipped [8.9.1] [8.10.1] [8.11].
    Retreated {
        /// The counter.
        unit: UnitId,
        /// Where to.
        to: AreaId,
    },
    /// A counter lost a step [8.9.2].
    LostStep {
        /// The counter.
        unit: UnitId,
        /// The step card, discarded.
        card: Card,
    },
    /// A counter was eliminated [8.9.3] [8.12].
    Eliminated {
        /// The counter.
        unit: UnitId,
    },
    /// A counter stayed isolated [8.10.2].
    Isolated {
        /// The counter.
        unit: UnitId,
    },
    /// An isolated counter's area came back under its side's control [8.10].
    Released {
        /// The counter.
        unit: UnitId,
    },
    /// An area changed hands [3.6].
    Control {
        /// The area.
        area: AreaId,
        /// Its new controller.
        side: Side,
    },
    /// A face card was played as an event [9.1].
    EventPlayed {
        /// The side.
        side: Side,
        /// The card.
        card: Card,
        /// The event.
        event: EventCard,
        /// Its target counter.
        target: Option<UnitId>,
    },
    /// The card drawn for a bombardment or air support [9.2] [9.3].
    Struck {
        /// The target.
        target: UnitId,
        /// The card drawn.
        card: Card,
        /// Whether it hit.
        hit: bool,
    },
    /// The sniper took a German hand card [9.6].
    Sniped {
        /// The card, discarded.
        card: Card,
    },
    /// General Chuikov turned a Soviet counter face up [9.8].
    FacedUp {
        /// The counter.
        unit: UnitId,
    },
    /// An activation ended; the counter (and the T-34 with it) was flipped [7.4].
    ActivationEnded {
        /// The counter.
        unit: UnitId,
    },
    /// Hand cards discarded in the refill phase [10.1].
    Discarded {
        /// The side.
        side: Side,
        /// The cards.
        cards: CardSet,
    },
    /// Every counter was turned face up [10.3].
    AllFacedUp,
    /// The game ended [4.0].
    GameOver {
        /// The winner.
        winner: Side,
    },
}

impl Event {
    /// This event as `seat`'s side may see it.
    #[must_use]
    pub fn redacted_for(self, viewer: Side) -> Event {
        match self {
            Event::Dealt { side, to, .. } if side != viewer => Event::Dealt { side, to, card: None },
            Event::Played { side, open: false, .. } if side != viewer => {
                Event::Played { side, card: None, open: false }
            }
            e => e,
        }
    }
}

impl Written for Recipient {
    fn write(&self, f: &mut fmt::Formatter<'_>, names: &impl Names) -> fmt::Result {
        match *self {
            Recipient::Unit(u) => names.unit(f, u),
            Recipient::Hand(s) => write!(f, "the {s} hand"),
        }
    }
}

impl fmt::Display for Recipient {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f, &Ids)
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Hit(s) => write!(f, "{s} wins: only its card hits (8.7.1)"),
            Verdict::Colour(s) => write!(f, "{s} wins: both hit, its card is of its colour (8.7.2)"),
            Verdict::Rank(s) => write!(f, "{s} wins: both hit, its card is lower (8.7.3)"),
            Verdict::Tie => f.write_str("tie: the cards cannot be told apart (8.7.4)"),
            Verdict::BothBluff(s) => write!(f, "{s} wins as defender: both bluffed (8.7.5)"),
        }
    }
}

impl Written for Event {
    fn write(&self, f: &mut fmt::Formatter<'_>, names: &impl Names) -> fmt::Result {
        let unit = |f: &mut fmt::Formatter<'_>, u: UnitId| names.unit(f, u);
        let area = |f: &mut fmt::Formatter<'_>, a: AreaId| names.area(f, a);
        match *self {
            Event::Dealt { side, to, card } => {
                match card {
                    Some(card) => write!(f, "{side}: {card} dealt to ")?,
                    None => write!(f, "{side}: a card dealt to ")?,
                }
                to.write(f, names)
            }
            Event::TurnBegan { turn } => write!(f, "turn {turn} begins"),
            Event::Arrived { unit: u, area: a } => {
                unit(f, u)?;
                f.write_str(" arrives in ")?;
                area(f, a)
            }
            Event::TankReturned { unit: u, area: a } => {
                unit(f, u)?;
                f.write_str(" returns to ")?;
                area(f, a)
            }
            Event::Passed { side } => write!(f, "{side} passes"),
            Event::OperationsEnded { turn } => write!(f, "both sides passed: operations of turn {turn} end"),
            Event::Activated { unit: u, tank } => {
                unit(f, u)?;
                f.write_str(" activates")?;
                if let Some(t) = tank {
                    f.write_str(" with ")?;
                    unit(f, t)?;
                }
                Ok(())
            }
            Event::Refitting { unit: u } => {
                unit(f, u)?;
                f.write_str(" refits")
            }
            Event::Moved { unit: u, to } => {
                unit(f, u)?;
                f.write_str(" moves to ")?;
                area(f, to)
            }
            Event::Entered { unit: u, to, paid } => {
                unit(f, u)?;
                f.write_str(" enters ")?;
                area(f, to)?;
                write!(f, " paying {paid}")
            }
            Event::CombatBegan { attacker, area: a } => {
                unit(f, attacker)?;
                f.write_str(" attacks in ")?;
                area(f, a)
            }
            Event::Defends { unit: u } => {
                unit(f, u)?;
                f.write_str(" defends")
            }
            Event::Played { side, card: Some(card), open } => {
                write!(f, "{side} plays {card}{}", if open { " face up" } else { " face down" })
            }
            Event::Played { side, card: None, .. } => write!(f, "{side} plays a card face down"),
            Event::Declined { side } => write!(f, "{side} declines the combat"),
            Event::Stood { side } => write!(f, "{side} does not raise"),
            Event::Revealed { attacker, defender, verdict } => {
                write!(f, "reveal: attacker {attacker} / defender {defender}: {verdict}")
            }
            Event::Refought => f.write_str("the attacker fights again"),
            Event::Retreated { unit: u, to } => {
                unit(f, u)?;
                f.write_str(" retreats to ")?;
                area(f, to)?;
                f.write_str(", flipped")
            }
            Event::LostStep { unit: u, card } => {
                unit(f, u)?;
                write!(f, " loses step {card}")
            }
            Event::Eliminated { unit: u } => {
                unit(f, u)?;
                f.write_str(" is eliminated")
            }
            Event::Isolated { unit: u } => {
                unit(f, u)?;
                f.write_str(" is isolated")
            }
            Event::Released { unit: u } => {
                unit(f, u)?;
                f.write_str(" is no longer isolated")
            }
            Event::Control { area: a, side } => {
                area(f, a)?;
                write!(f, " is now {side}")
            }
            Event::EventPlayed { side, card, event, target } => {
                write!(f, "{side} plays {card}: {event}")?;
                if let Some(t) = target {
                    f.write_str(" on ")?;
                    unit(f, t)?;
                }
                Ok(())
            }
            Event::Struck { target, card, hit } => {
                write!(f, "{card} drawn against ")?;
                unit(f, target)?;
                f.write_str(if hit { ": hit" } else { ": miss" })
            }
            Event::Sniped { card } => write!(f, "the sniper takes {card} from the German hand"),
            Event::FacedUp { unit: u } => {
                unit(f, u)?;
                f.write_str(" is turned face up")
            }
            Event::ActivationEnded { unit: u } => {
                unit(f, u)?;
                f.write_str(" ends its activation, flipped")
            }
            Event::Discarded { side, cards } => write!(f, "{side} discards {cards}"),
            Event::AllFacedUp => f.write_str("every counter is turned face up"),
            Event::GameOver { winner } => write!(f, "game over: {winner} victory"),
        }
    }
}

/// Counters and areas by id (`u6 arrives in a12`);
/// [`Game::narrate`](wargames_core::Game::narrate) writes the same with the
/// scenario's names (`16Pz arrives in German rear`).
impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f, &Ids)
    }
}
