//! Why an input is refused, naming the rule it breaks.

use std::fmt;

use wargames_core::{AreaId, Card, FlowError, RuleError};

use crate::names::{Ids, Names, Shown, Written};
use crate::scenario::ScenarioError;
use crate::unit::UnitId;

/// A refused set-up, action or chance outcome. The message starts with the
/// id of the rule broken; [`RuleError::rule`] returns it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// The scenario data is broken.
    #[error(transparent)]
    Scenario(#[from] ScenarioError),
    /// A saved game breaks an invariant of the rules.
    #[error("{rule}: corrupt saved game: {what}")]
    Corrupt {
        /// The rule whose invariant is broken.
        rule: &'static str,
        /// What is wrong.
        what: String,
    },
    /// The action belongs to another stage of play.
    #[error("{rule}: {what} is not open now")]
    NotNow {
        /// The rule of the stage that is open.
        rule: &'static str,
        /// The kind of action.
        what: &'static str,
    },
    /// The counter is not in the scenario.
    #[error("{}", Shown(self, Ids))]
    NoSuchUnit(UnitId),
    /// The counter belongs to the enemy.
    #[error("{}", Shown(self, Ids))]
    NotYourUnit(UnitId),
    /// The counter is not on the map.
    #[error("{}", Shown(self, Ids))]
    NotOnMap(UnitId),
    /// The counter is flipped.
    #[error("{}", Shown(self, Ids))]
    Flipped(UnitId),
    /// The T-34 cannot go along.
    #[error("8.12: the T-34 goes along only if it is face up, not isolated and in the activated Soviet counter's area")]
    TankCannotJoin,
    /// The German side may not refit under the optional rule.
    #[error("7.5: under the optional rule only the Soviet side refits")]
    RefitSovietOnly,
    /// Refit outside the own rear.
    #[error("{}", Shown(self, Ids))]
    RefitOutsideRear(UnitId),
    /// Refit beyond the counter's steps.
    #[error("{}", Shown(self, Ids))]
    RefitFull(UnitId),
    /// An isolated counter tried to move.
    #[error("8.10: an isolated counter cannot move")]
    IsolatedCannotMove,
    /// The destination of a free move is not reachable through friendly areas.
    #[error("{}", Shown(self, Ids))]
    NotReachable(AreaId),
    /// A second free move with no other operation between.
    #[error("7.2: the free move of this activation is spent until another operation is made")]
    FreeMoveSpent,
    /// The area is not adjacent to the active counter.
    #[error("{}", Shown(self, Ids))]
    NotAdjacent(AreaId),
    /// Entering the enemy rear.
    #[error("3.5: no counter may enter the enemy rear")]
    EnemyRear,
    /// The area is not an enemy city area.
    #[error("{}", Shown(self, Ids))]
    NotEnemyArea(AreaId),
    /// Entering an area with enemy counters without fighting.
    #[error("{}", Shown(self, Ids))]
    EnemyPresent(AreaId),
    /// Attacking where no enemy counter is.
    #[error("{}", Shown(self, Ids))]
    NoEnemy(AreaId),
    /// The card is not available to pay or play.
    #[error("{rule}: {card} is neither in your hand nor among the active counter's steps")]
    CardNotAvailable {
        /// The rule of the payment or play.
        rule: &'static str,
        /// The card.
        card: Card,
    },
    /// A hand card used by an isolated counter.
    #[error("8.10: an isolated counter uses only its own steps, not hand cards")]
    HandWhileIsolated,
    /// No card to attack with.
    #[error("8.4: the attacker has no card to put down")]
    NoCardToAttack,
    /// The attacker tried to decline.
    #[error("8.4: the attacker must put down a card")]
    AttackerMustPlay,
    /// The card is not a face card.
    #[error("9.1: only face cards are events, {0} is not one")]
    NotFaceCard(Card),
    /// An event played from elsewhere than the hand.
    #[error("9.1: events are played from the hand, {0} is not in it")]
    EventNotInHand(Card),
    /// A target given to an event that takes none, or none given where one is needed.
    #[error("9.1: that event {0}")]
    EventTarget(&'static str),
    /// The target is not an enemy counter on the map.
    #[error("{}", Shown(self, Ids))]
    TargetNotEnemy(UnitId),
    /// The target is too far.
    #[error("{}", Shown(self, Ids))]
    TargetOutOfRange(UnitId),
    /// Bombarding the enemy rear.
    #[error("9.2: no side may bombard the enemy rear")]
    TargetInRear(UnitId),
    /// German bombardment of the T-34.
    #[error("9.2: the German side cannot bombard the T-34")]
    BombardTank,
    /// Assault guns for a panzer division.
    #[error("9.4: assault guns do not support panzer divisions")]
    AssaultGunPanzer,
    /// The same event is already in effect for this activation.
    #[error("{0}: that event is already in effect for this activation")]
    AlreadyInEffect(&'static str),
    /// Sniper against an empty hand.
    #[error("9.6: the German hand is empty")]
    EmptyGermanHand,
    /// Chuikov's flip on a counter that is not a flipped Soviet counter.
    #[error("{}", Shown(self, Ids))]
    NotFlippedSoviet(UnitId),
    /// The defender named a counter that is not its own in the combat area.
    #[error("{}", Shown(self, Ids))]
    NotDefender(UnitId),
    /// Fighting again with no card.
    #[error("8.7.4: the attacker has no card to fight again")]
    CannotRefight,
    /// Retreat to an area that is not an adjacent friendly area.
    #[error("{}", Shown(self, Ids))]
    BadRetreat(AreaId),
    /// A Soviet retreat into the rear.
    #[error("8.9.4: Soviet counters cannot retreat into their rear")]
    SovietRearRetreat,
    /// An isolated counter tried to retreat.
    #[error("8.10: an isolated counter cannot retreat")]
    IsolatedCannotRetreat,
    /// The step is not the losing counter's.
    #[error("8.9.2: {0} is not a step of the losing counter")]
    NotAStep(Card),
    /// Sacrificing a T-34 that did not take part.
    #[error("8.12: the T-34 did not take part in this combat")]
    TankNotInCombat,
    /// After a combat the attacker must attack again or retreat while it can.
    #[error("8.11: the attacker must attack again or retreat")]
    MustAttackOrRetreat,
    /// Discarding cards not in the hand.
    #[error("10.1: {0} is not in your hand")]
    DiscardNotHeld(Card),
    /// The chance outcome is not possible.
    #[error(transparent)]
    Flow(#[from] FlowError),
}

/// The refusals that name a counter or an area write it through [`Names`]:
/// by id in `Display` (`7.4: u0 is flipped ...`), by the scenario's name in
/// [`Game::explain`](wargames_core::Game::explain) (`7.4: 14Pz is flipped ...`).
impl Written for Error {
    fn write(&self, f: &mut fmt::Formatter<'_>, names: &impl Names) -> fmt::Result {
        match self {
            Error::NoSuchUnit(x) => {
                f.write_str("2.3: ")?;
                names.unit(f, *x)?;
                f.write_str(" is not a counter of this scenario")
            }
            Error::NotYourUnit(x) => {
                f.write_str("7.1: ")?;
                names.unit(f, *x)?;
                f.write_str(" is not one of your counters")
            }
            Error::NotOnMap(x) => {
                f.write_str("7.1: ")?;
                names.unit(f, *x)?;
                f.write_str(" is not on the map")
            }
            Error::Flipped(x) => {
                f.write_str("7.4: ")?;
                names.unit(f, *x)?;
                f.write_str(" is flipped and cannot act again this turn")
            }
            Error::RefitOutsideRear(x) => {
                f.write_str("7.5: ")?;
                names.unit(f, *x)?;
                f.write_str(" can refit only in its own rear")
            }
            Error::RefitFull(x) => {
                f.write_str("7.5: ")?;
                names.unit(f, *x)?;
                f.write_str(" already has all its steps")
            }
            Error::NotReachable(x) => {
                f.write_str("7.2: ")?;
                names.area(f, *x)?;
                f.write_str(" cannot be reached through friendly areas")
            }
            Error::NotAdjacent(x) => {
                f.write_str("7.3: ")?;
                names.area(f, *x)?;
                f.write_str(" is not adjacent to the active counter")
            }
            Error::NotEnemyArea(x) => {
                f.write_str("7.3: ")?;
                names.area(f, *x)?;
                f.write_str(" is not an enemy-controlled city area")
            }
            Error::EnemyPresent(x) => {
                f.write_str("7.3: ")?;
                names.area(f, *x)?;
                f.write_str(" holds enemy counters: entering it is an attack")
            }
            Error::NoEnemy(x) => {
                f.write_str("8.1: there is no enemy counter in ")?;
                names.area(f, *x)?;
                f.write_str(" to attack")
            }
            Error::TargetNotEnemy(x) => {
                f.write_str("9.2: ")?;
                names.unit(f, *x)?;
                f.write_str(" is not an enemy counter on the map")
            }
            Error::TargetOutOfRange(x) => {
                f.write_str("9.2: ")?;
                names.unit(f, *x)?;
                f.write_str(" is neither in the active counter's area nor next to it")
            }
            Error::NotFlippedSoviet(x) => {
                f.write_str("9.8: ")?;
                names.unit(f, *x)?;
                f.write_str(" is not a flipped Soviet counter on the map")
            }
            Error::NotDefender(x) => {
                f.write_str("8.2: ")?;
                names.unit(f, *x)?;
                f.write_str(" is not a defending counter in the combat area")
            }
            Error::BadRetreat(x) => {
                f.write_str("8.9.1: ")?;
                names.area(f, *x)?;
                f.write_str(" is not an adjacent friendly area")
            }
            other => write!(f, "{other}"),
        }
    }
}

impl RuleError for Error {
    fn rule(&self) -> Option<&'static str> {
        Some(match self {
            Error::Scenario(e) => e.rule(),
            Error::Corrupt { rule, .. } | Error::NotNow { rule, .. } | Error::CardNotAvailable { rule, .. } => rule,
            Error::NoSuchUnit(_) => "2.3",
            Error::NotYourUnit(_) | Error::NotOnMap(_) => "7.1",
            Error::Flipped(_) => "7.4",
            Error::TankCannotJoin | Error::TankNotInCombat => "8.12",
            Error::RefitSovietOnly | Error::RefitOutsideRear(_) | Error::RefitFull(_) => "7.5",
            Error::IsolatedCannotMove | Error::HandWhileIsolated | Error::IsolatedCannotRetreat => "8.10",
            Error::NotReachable(_) | Error::FreeMoveSpent => "7.2",
            Error::NotAdjacent(_) | Error::NotEnemyArea(_) | Error::EnemyPresent(_) => "7.3",
            Error::EnemyRear => "3.5",
            Error::NoEnemy(_) => "8.1",
            Error::NoCardToAttack | Error::AttackerMustPlay => "8.4",
            Error::NotFaceCard(_) | Error::EventNotInHand(_) | Error::EventTarget(_) => "9.1",
            Error::TargetNotEnemy(_) | Error::TargetOutOfRange(_) | Error::TargetInRear(_) | Error::BombardTank => {
                "9.2"
            }
            Error::AssaultGunPanzer => "9.4",
            Error::AlreadyInEffect(rule) => rule,
            Error::EmptyGermanHand => "9.6",
            Error::NotFlippedSoviet(_) => "9.8",
            Error::NotDefender(_) => "8.2",
            Error::CannotRefight => "8.7.4",
            Error::BadRetreat(_) => "8.9.1",
            Error::SovietRearRetreat => "8.9.4",
            Error::NotAStep(_) => "8.9.2",
            Error::MustAttackOrRetreat => "8.11",
            Error::DiscardNotHeld(_) => "10.1",
            Error::Flow(_) => return None,
        })
    }
}
