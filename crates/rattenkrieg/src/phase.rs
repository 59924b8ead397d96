//! Where the game stands in the sequence of play [5.0], as a
//! [`Phase`]: the turn, the side, and the procedures from the turn down to
//! the decision or chance point at hand.
//!
//! The procedures, with their stable names and rule ids:
//!
//! | name | rule | about | when |
//! |---|---|---|---|
//! | `set-up` | 3.0 | | the deal before turn 1 |
//! | `deal` | 3.3, 3.4, 6.1, 6.2 | the counter or hand | a step or hand card dealt |
//! | `reinforcements` | 6.0 | | turns 2 and 3 |
//! | `operations` | 7.0 | | the player turns, until both pass in a row [5.0] |
//! | `player turn` | 7.1 | | activate, refit or pass |
//! | `refit` | 7.5 | the counter | its step dealt |
//! | `activation` | 7.1 | the active counter | its operations |
//! | `bombardment`, `air support` | 9.2, 9.3 | the target | the card drawn |
//! | `sniper` | 9.6 | | the German hand card taken |
//! | `combat` | 8.0 | the area | a combat, and the attack again [8.11] |
//! | `defender` | 8.2 | | the defender names its counter |
//! | `attack declaration` | 8.4 | | the attacker's first card |
//! | `defence declaration` | 8.5 | | the defender's first card or loss |
//! | `raise` | 8.6 | the side raising | a raise |
//! | `tie` | 8.7.4 | | fight again or not |
//! | `loss` | 8.9 | the losing counter | retreat, step or T-34 |
//! | `isolation` | 8.10 | the counter | retreat or stay isolated |
//! | `continue` | 8.11 | | attack again or retreat |
//! | `refill` | 10.0 | | the refill phase |
//! | `discard` | 10.1 | | a side discards |
//! | `draw` | 10.1 | the hand | a hand card drawn |
//! | `victory` | 4.0 | | the game is over |

use wargames_core::{AreaId, Phase};

use crate::event::Recipient;
use crate::scenario::{LAST_TURN, Scenario};
use crate::side::Side;
use crate::state::{Cause, DealPhase, Rattenkrieg, Stage};
use crate::unit::UnitId;

/// What a phase is computed from: the parts of the state (or of a view)
/// that say where play stands.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Whereabouts<'a> {
    /// Names of counters and areas.
    pub scenario: &'a Scenario,
    /// The turn, 1 to 6.
    pub turn: u8,
    /// Where play stands.
    pub stage: Stage,
    /// The side whose player turn it is [5.0].
    pub to_play: Side,
    /// The active counter, during an activation [7.1].
    pub active: Option<UnitId>,
    /// The area of the combat, or where the attacker must attack again or
    /// retreat [8.11].
    pub combat_area: Option<AreaId>,
}

/// The name of a side's hand, as the phase reads it.
const fn hand_name(side: Side) -> &'static str {
    match side {
        Side::German => "German hand",
        Side::Soviet => "Soviet hand",
    }
}

impl<'a> Whereabouts<'a> {
    /// The side a card goes to, and its name.
    fn recipient(&self, to: Recipient) -> (Side, &'a str) {
        match to {
            Recipient::Unit(unit) => {
                let side = self.scenario.units.get(unit.index()).map_or(Side::German, |u| u.side);
                (side, self.scenario.unit_name(unit))
            }
            Recipient::Hand(side) => (side, hand_name(side)),
        }
    }

    /// Where play stands, as a [`Phase`] (no allocation).
    pub(crate) fn phase(self) -> Phase<'a> {
        let scenario = self.scenario;
        let turn = Phase::new().turn(u16::from(self.turn), Some(u16::from(LAST_TURN)));
        let player = self.to_play;
        let operations = turn.side(player.seat(), player.name()).then("operations", "7.0");
        let activation = match self.active {
            Some(unit) => operations.then_about("activation", "7.1", scenario.unit_name(unit)),
            None => operations.then("activation", "7.1"),
        };
        let combat = match self.combat_area {
            Some(area) => activation.then_about("combat", "8.0", scenario.area_name(area)),
            None => activation.then("combat", "8.0"),
        };
        match self.stage {
            Stage::Deal { to, phase: DealPhase::Setup } => {
                let (side, name) = self.recipient(to);
                let rule = if matches!(to, Recipient::Unit(_)) { "3.3" } else { "3.4" };
                Phase::new().side(side.seat(), side.name()).then("set-up", "3.0").then_about("deal", rule, name)
            }
            Stage::Deal { to, phase: DealPhase::Reinforce } => {
                let (side, name) = self.recipient(to);
                let rule = if side == Side::German { "6.1" } else { "6.2" };
                turn.side(side.seat(), side.name()).then("reinforcements", "6.0").then_about("deal", rule, name)
            }
            Stage::Deal { to, phase: DealPhase::Refit } => operations.then_about("refit", "7.5", self.recipient(to).1),
            Stage::Deal { to, phase: DealPhase::Refill } => {
                let (side, name) = self.recipient(to);
                turn.side(side.seat(), side.name()).then("refill", "10.0").then_about("draw", "10.1", name)
            }
            Stage::PlayerTurn => operations.then("player turn", "7.1"),
            Stage::Activation => activation,
            Stage::Strike { target, air: false } => {
                activation.then_about("bombardment", "9.2", scenario.unit_name(target))
            }
            Stage::Strike { target, air: true } => {
                activation.then_about("air support", "9.3", scenario.unit_name(target))
            }
            Stage::Snipe => activation.then("sniper", "9.6"),
            Stage::ChooseDefender => combat.then("defender", "8.2"),
            Stage::Declare { side } if side == player => combat.then("attack declaration", "8.4"),
            Stage::Declare { .. } => combat.then("defence declaration", "8.5"),
            Stage::Raise { side } => combat.then_about("raise", "8.6", side.name()),
            Stage::Tie => combat.then("tie", "8.7.4"),
            Stage::Loss { unit, cause: Cause::Strike } => {
                activation.then_about("loss", "8.9", scenario.unit_name(unit))
            }
            Stage::Loss { unit, .. } => combat.then_about("loss", "8.9", scenario.unit_name(unit)),
            Stage::Isolation { unit } => combat.then_about("isolation", "8.10", scenario.unit_name(unit)),
            Stage::Continue => combat.then("continue", "8.11"),
            Stage::Discard { side } => {
                turn.side(side.seat(), side.name()).then("refill", "10.0").then("discard", "10.1")
            }
            Stage::Over => turn.then("victory", "4.0"),
        }
    }
}

impl Rattenkrieg {
    /// Where the game stands, at a decision or a chance point alike: the
    /// turn of six [4.0], the side, and the procedures of the sequence of
    /// play [5.0] from the turn down to the decision, each with its stable
    /// name and rule id (the table in `docs/rules/rattenkrieg.md`).
    ///
    /// The side is the one whose player turn it is during operations (the
    /// defender's declarations and losses happen in the attacker's player
    /// turn; [`Game::status`](wargames_core::Game::status) says who acts),
    /// and the side receiving or discarding cards at set-up, in the
    /// reinforcements and in the refill. Set-up comes before turn 1 and
    /// has no turn. Names of counters and areas are borrowed from the
    /// scenario: nothing is allocated.
    ///
    /// ```
    /// use wargames_core::{Game, Match};
    /// use wargames_rattenkrieg::{Action, Options, Rattenkrieg};
    ///
    /// let game = Rattenkrieg::setup(&Options::default())?;
    /// assert_eq!(game.phase().to_string(), "German > set-up (3.0) > deal: 14Pz (3.3)");
    ///
    /// let mut m = Match::<Rattenkrieg>::new(Options::default(), 7u64)?;
    /// assert_eq!(m.game().phase().to_string(), "turn 1/6, German > operations (7.0) > player turn (7.1)");
    /// let mut legal = Vec::new();
    /// m.legal_actions(&mut legal);
    /// let activate = legal.iter().find(|a| matches!(a, Action::Activate { .. })).copied();
    /// m.play(&activate.ok_or("no activation")?)?;
    /// let phase = m.game().phase();
    /// assert_eq!(phase.current().map(|p| (p.name, p.rule)), Some(("activation", "7.1")));
    /// assert_eq!(phase.to_string(), "turn 1/6, German > operations (7.0) > activation: 14Pz (7.1)");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn phase(&self) -> Phase<'_> {
        let active = self.activation.map(|a| a.unit);
        let combat_area = match (self.combat, self.stage) {
            (Some(combat), _) => Some(combat.area),
            (None, Stage::Continue) => active.and_then(|u| self.unit(u).area()),
            _ => None,
        };
        Whereabouts {
            scenario: &self.rules.options.scenario,
            turn: self.turn,
            stage: self.stage,
            to_play: self.to_play,
            active,
            combat_area,
        }
        .phase()
    }
}
