//! The whole state of a game of Pocket Stalingrad.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use wargames_core::EventSink;

use crate::area::{Area, UrbanCard};
use crate::error::Error;
use crate::event::{Event, Waste};
use crate::hand::Hand;
use crate::options::Options;
use crate::outcome::Outcome;
use crate::side::Side;
use crate::stage::Stage;
use crate::tactic::Tactic;

/// The most units one side may hold in one area (rule 3.2).
pub const STACK_LIMIT: u8 = 6;

/// The most CMD a side can hold (die 6, +1 A3, +1 S5, +1 R1); a saved
/// state with more is refused.
pub(crate) const CMD_LIMIT: u8 = 9;

/// The bits of the urban areas 1-5 in an area mask.
pub(crate) const URBAN_MASK: u8 = 0b1_1111;

/// A game of Pocket Stalingrad: the board, the dice in hand, and the step of play.
///
/// It is a small `Copy` value (no heap data): cloning it costs a memcpy.
/// It holds no random source; rolls come in as [`Chance`](crate::Chance)
/// outcomes. A state read with serde is checked against every invariant
/// ([`PocketStalingrad::invariants`]; [`Error::BadState`] otherwise).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(remote = "Self")]
pub struct PocketStalingrad {
    pub(crate) options: Options,
    pub(crate) turn: u8,
    pub(crate) roller: Side,
    pub(crate) stage: Stage,
    pub(crate) units: [[u8; 7]; 2],
    pub(crate) reserve: [u8; 2],
    pub(crate) captured: [Option<Side>; 5],
    pub(crate) fortresses: u8,
    pub(crate) fortress_spent: u8,
    pub(crate) shelling: Option<Area>,
    pub(crate) night: bool,
    pub(crate) damage6: u8,
    pub(crate) cmd: [u8; 2],
    pub(crate) tactic: [Option<u8>; 2],
    pub(crate) ratt: u8,
    pub(crate) hand: Hand,
    pub(crate) deploy: bool,
    pub(crate) ratze: bool,
    pub(crate) air_paid: u8,
    pub(crate) air_hits: u8,
    pub(crate) assaulted: u8,
    pub(crate) shelling_done: [bool; 2],
    pub(crate) engineered: u8,
    pub(crate) outcome: Option<Outcome>,
}

impl Serialize for PocketStalingrad {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        PocketStalingrad::serialize(self, serializer)
    }
}

impl<'de> Deserialize<'de> for PocketStalingrad {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let state = PocketStalingrad::deserialize(deserializer)?;
        state.check_invariants().map_err(serde::de::Error::custom)?;
        Ok(state)
    }
}

impl PocketStalingrad {
    /// The state before the first reinforcement: empty map, full reserves,
    /// the Soviet fortress on area 5 (P14).
    pub(crate) fn blank(options: Options) -> PocketStalingrad {
        PocketStalingrad {
            options,
            turn: 1,
            roller: Side::Soviet,
            stage: Stage::RollUnitDice,
            units: [[0; 7]; 2],
            reserve: [options.reserve; 2],
            captured: [None; 5],
            fortresses: Area::TractorFactory.bit(),
            fortress_spent: 0,
            shelling: None,
            night: false,
            damage6: 0,
            cmd: [0; 2],
            tactic: [None; 2],
            ratt: 0,
            hand: Hand::new(),
            deploy: false,
            ratze: false,
            air_paid: 0,
            air_hits: 0,
            assaulted: 0,
            shelling_done: [false; 2],
            engineered: 0,
            outcome: None,
        }
    }

    // ----- read access -------------------------------------------------

    /// The options the game was set up with.
    #[must_use]
    pub const fn options(&self) -> &Options {
        &self.options
    }

    /// The game turn, from 1.
    #[must_use]
    pub const fn turn(&self) -> u8 {
        self.turn
    }

    /// Whose player turn it is (in the combat and victory phases: the
    /// German, who played last).
    #[must_use]
    pub const fn roller(&self) -> Side {
        self.roller
    }

    /// The pending step.
    #[must_use]
    pub const fn stage(&self) -> Stage {
        self.stage
    }

    /// `side`'s units in `area` ([`Area::Six`]: the side's own area 6).
    #[must_use]
    pub const fn units(&self, side: Side, area: Area) -> u8 {
        self.units[side.index()][area.index()]
    }

    /// `side`'s units in its reserve pool.
    #[must_use]
    pub const fn reserve(&self, side: Side) -> u8 {
        self.reserve[side.index()]
    }

    /// Who captured `area`, if anyone (always `None` for Z and area 6).
    #[must_use]
    pub const fn captured_by(&self, area: Area) -> Option<Side> {
        if area.is_urban() { self.captured[area.index()] } else { None }
    }

    /// Whether a Soviet fortress stands in `area`.
    #[must_use]
    pub const fn fortress(&self, area: Area) -> bool {
        self.fortresses & area.bit() != 0
    }

    /// Where the shelling marker is, if on the map.
    #[must_use]
    pub const fn shelling(&self) -> Option<Area> {
        self.shelling
    }

    /// Whether the Night token is in play.
    #[must_use]
    pub const fn night(&self) -> bool {
        self.night
    }

    /// How many DMG#6 events have struck (R4).
    #[must_use]
    pub const fn damage6(&self) -> u8 {
        self.damage6
    }

    /// `side`'s CMD points.
    #[must_use]
    pub const fn cmd(&self, side: Side) -> u8 {
        self.cmd[side.index()]
    }

    /// `side`'s tactic this game turn, once resolved.
    #[must_use]
    pub const fn tactic(&self, side: Side) -> Option<Tactic> {
        match self.tactic[side.index()] {
            Some(face) => Tactic::from_face(side, face),
            None => None,
        }
    }

    /// The rolling player's dice.
    #[must_use]
    pub const fn hand(&self) -> &Hand {
        &self.hand
    }

    /// Air hits still to assign in the pending air strike.
    #[must_use]
    pub const fn air_hits(&self) -> u8 {
        self.air_hits
    }

    /// Urban areas captured by `side`.
    #[must_use]
    pub fn areas_captured(&self, side: Side) -> u8 {
        self.captured.iter().filter(|c| **c == Some(side)).count() as u8
    }

    /// Victory points of the areas captured by `side`.
    #[must_use]
    pub fn victory_points(&self, side: Side) -> u32 {
        Area::URBAN
            .iter()
            .zip(self.options.areas.iter())
            .filter(|(area, _)| self.captured_by(**area) == Some(side))
            .map(|(_, card)| u32::from(card.vp))
            .sum()
    }

    /// The outcome, once over.
    #[must_use]
    pub const fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The card of urban area `area`.
    pub(crate) fn card(&self, area: Area) -> UrbanCard {
        self.options.areas.get(area.index()).copied().unwrap_or(UrbanCard { stars: STACK_LIMIT, vp: 0 })
    }

    // ----- helpers for the rules ---------------------------------------

    /// The stacking limit of `area` (3.2; area 6 lowered by R4).
    pub(crate) const fn cap(&self, area: Area) -> u8 {
        match area {
            Area::Six => STACK_LIMIT.saturating_sub(self.damage6),
            _ => STACK_LIMIT,
        }
    }

    /// Whether `area` is in play (not a captured urban area).
    pub(crate) const fn is_open(&self, area: Area) -> bool {
        self.captured_by(area).is_none()
    }

    /// Whether `side` may move one more unit into `area`, or why not.
    pub(crate) fn check_room(&self, side: Side, area: Area) -> Result<(), Error> {
        if !self.is_open(area) {
            return Err(Error::Captured { area });
        }
        let cap = self.cap(area);
        if self.units(side, area) >= cap {
            return Err(Error::Stacking { side, area, cap });
        }
        Ok(())
    }

    /// Whether `side` may move a unit into at least one urban area.
    pub(crate) fn room_in_urban(&self, side: Side) -> bool {
        Area::URBAN.iter().any(|&a| self.check_room(side, a).is_ok())
    }

    /// Checks that `side` can pay `need` CMD for rule `rule`.
    pub(crate) const fn check_cmd(&self, rule: &'static str, side: Side, need: u8) -> Result<(), Error> {
        let have = self.cmd[side.index()];
        if have < need { Err(Error::NotEnoughCmd { rule, side, need, have }) } else { Ok(()) }
    }

    pub(crate) fn spend(&mut self, side: Side, amount: u8) {
        let cmd = &mut self.cmd[side.index()];
        *cmd = cmd.saturating_sub(amount);
    }

    pub(crate) fn gain(&mut self, side: Side, amount: u8) {
        let cmd = &mut self.cmd[side.index()];
        *cmd = cmd.saturating_add(amount).min(CMD_LIMIT);
    }

    /// A unit from the reserve into `area`, or wasted (3.1, 3.2, 6.5, P5).
    pub(crate) fn place(&mut self, side: Side, area: Area, events: &mut impl EventSink<Event>) -> bool {
        let why = if !self.is_open(area) {
            Some(Waste::Captured)
        } else if self.units(side, area) >= self.cap(area) {
            Some(Waste::Stacking)
        } else if self.reserve[side.index()] == 0 {
            Some(Waste::EmptyReserve)
        } else {
            None
        };
        match why {
            Some(why) => {
                events.emit(Event::UnitWasted { side, area, why });
                false
            }
            None => {
                self.reserve[side.index()] -= 1;
                self.units[side.index()][area.index()] += 1;
                events.emit(Event::UnitPlaced { side, area });
                true
            }
        }
    }

    /// Removes up to `count` of `side`'s units from `area` to the reserve; returns how many.
    pub(crate) fn remove(&mut self, side: Side, area: Area, count: u8) -> u8 {
        let here = &mut self.units[side.index()][area.index()];
        let lost = count.min(*here);
        *here -= lost;
        self.reserve[side.index()] = self.reserve[side.index()].saturating_add(lost);
        lost
    }

    /// Moves one of `side`'s units (checked by the caller).
    pub(crate) fn shift(&mut self, side: Side, from: Area, to: Area) {
        let row = &mut self.units[side.index()];
        if row[from.index()] > 0 {
            row[from.index()] -= 1;
            row[to.index()] = row[to.index()].saturating_add(1);
        }
    }

    /// The side to act, if a side is to act (not at a chance point, not over).
    #[must_use]
    pub fn to_act(&self) -> Option<Side> {
        self.actor()
    }

    /// The side to act at a decision step, if any.
    pub(crate) fn actor(&self) -> Option<Side> {
        Some(match self.stage {
            Stage::Keep | Stage::Snipe | Stage::DeployOut | Stage::DeployIn => self.roller,
            Stage::Pavlov => self.captured_by(Area::PavlovsHouse)?,
            Stage::Fortify | Stage::NightCancel | Stage::Crossing | Stage::Guards => Side::Soviet,
            Stage::AirStrike | Stage::AirHits | Stage::Assault | Stage::Engineers => Side::German,
            Stage::Ratze(side) | Stage::FightInZ(side) | Stage::Shelling { side, .. } => side,
            Stage::RollUnitDice | Stage::RollSingleDice | Stage::RattReroll | Stage::Over => return None,
        })
    }
}
