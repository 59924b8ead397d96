//! The decisions a side can make.

use std::fmt;

use serde::{Deserialize, Serialize};
use wargames_core::{AreaId, Card, CardSet};

use crate::names::{Ids, Names, Written};
use crate::unit::UnitId;

/// A decision of the side to act. Which ones are legal depends on the
/// stage of play; [`Game::legal_actions`](wargames_core::Game::legal_actions)
/// lists them in the order of this enum's variants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Player turn: activate a face-up counter [7.1], with the face-up T-34
    /// of its area going along when `with_tank` [8.12].
    Activate {
        /// The counter.
        unit: UnitId,
        /// Whether the T-34 in its area activates with it (Soviet only).
        with_tank: bool,
    },
    /// Player turn: flip a face-up counter in the own rear to refit one step [7.5].
    Refit {
        /// The counter.
        unit: UnitId,
    },
    /// Player turn: do nothing [7.4]; two passes in a row end the phase [5.0].
    Pass,
    /// Activation: move any distance through friendly areas [7.2].
    Move {
        /// The friendly area to end in.
        to: AreaId,
    },
    /// Activation: enter an adjacent enemy area holding no enemy counter,
    /// discarding a hand card or a step of the active counter [7.3].
    Enter {
        /// The enemy area.
        to: AreaId,
        /// The card paid.
        pay: Card,
    },
    /// Activation: attack the enemy counters in `area`, entering it first if
    /// it is an adjacent enemy area [7.3] [8.1]; after a combat, attack again [8.11].
    Attack {
        /// The area of the combat.
        area: AreaId,
    },
    /// Activation: play a face card from the hand as an event [9.1].
    Event {
        /// The face card.
        card: Card,
        /// The counter it targets: the enemy for a bombardment or air support
        /// [9.2] [9.3], a flipped Soviet counter for Chuikov's second use [9.8].
        target: Option<UnitId>,
    },
    /// Activation: end it; the counter is flipped [7.4].
    End,
    /// Combat: the defender names its fighting counter [8.2].
    Defend {
        /// The counter.
        unit: UnitId,
    },
    /// Combat: put a card face down, from the hand or the fighting counter's
    /// steps [8.4] [8.5] [8.6].
    Play {
        /// The card.
        card: Card,
    },
    /// Combat: the defender does not take up the attack and takes the loss [8.5].
    Decline,
    /// Combat: do not raise; the cards are revealed [8.6] [8.7].
    Stand,
    /// Combat, after a tie: fight again [8.7.4].
    Refight,
    /// Combat, after a tie: do not fight again; the defender wins [8.7.4].
    Concede,
    /// Loss, isolation or continued combat: retreat to an adjacent friendly
    /// area, flipped [8.9.1] [8.10.1] [8.11].
    Retreat {
        /// The friendly area.
        to: AreaId,
    },
    /// Loss: discard one of the counter's steps [8.9.2].
    LoseStep {
        /// The step card.
        card: Card,
    },
    /// Loss: eliminate the T-34 instead [8.12].
    SacrificeTank,
    /// After the fighting defender left: stay isolated in the area [8.10.2].
    Isolate,
    /// Refill phase: discard these hand cards before drawing [10.1].
    Discard {
        /// The cards discarded (possibly none).
        cards: CardSet,
    },
}

impl Written for Action {
    fn write(&self, f: &mut fmt::Formatter<'_>, names: &impl Names) -> fmt::Result {
        match *self {
            Action::Activate { unit, with_tank } => {
                f.write_str("activate ")?;
                names.unit(f, unit)?;
                if with_tank {
                    f.write_str(" with the T-34")?;
                }
                Ok(())
            }
            Action::Refit { unit } => {
                f.write_str("refit ")?;
                names.unit(f, unit)
            }
            Action::Pass => f.write_str("pass"),
            Action::Move { to } => {
                f.write_str("move to ")?;
                names.area(f, to)
            }
            Action::Enter { to, pay } => {
                f.write_str("enter ")?;
                names.area(f, to)?;
                write!(f, " paying {pay}")
            }
            Action::Attack { area } => {
                f.write_str("attack in ")?;
                names.area(f, area)
            }
            Action::Event { card, target } => {
                write!(f, "event {card}")?;
                if let Some(event) = names.event(card) {
                    write!(f, " ({event})")?;
                }
                if let Some(unit) = target {
                    f.write_str(" on ")?;
                    names.unit(f, unit)?;
                }
                Ok(())
            }
            Action::End => f.write_str("end the activation"),
            Action::Defend { unit } => {
                f.write_str("defend with ")?;
                names.unit(f, unit)
            }
            Action::Play { card } => write!(f, "play {card}"),
            Action::Decline => f.write_str("decline the combat"),
            Action::Stand => f.write_str("stand (no raise)"),
            Action::Refight => f.write_str("fight again"),
            Action::Concede => f.write_str("do not fight again"),
            Action::Retreat { to } => {
                f.write_str("retreat to ")?;
                names.area(f, to)
            }
            Action::LoseStep { card } => write!(f, "lose step {card}"),
            Action::SacrificeTank => f.write_str("sacrifice the T-34"),
            Action::Isolate => f.write_str("stay isolated"),
            Action::Discard { cards } if cards.is_empty() => f.write_str("keep the hand"),
            Action::Discard { cards } => write!(f, "discard {cards}"),
        }
    }
}

/// The text form with counters and areas by id (`activate u0`, `attack in
/// a2`), which [`FromStr`](std::str::FromStr) reads back;
/// [`Game::describe`](wargames_core::Game::describe) writes the same with
/// the scenario's names (`activate 14Pz`, `attack in Tractor Works`).
impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f, &Ids)
    }
}
