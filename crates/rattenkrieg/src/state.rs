//! The state of a game of Rattenkrieg: Stalingrad, and what it can tell
//! about itself.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use wargames_core::{AreaId, AreaSet, CardSet, DrawPile, Seat};

use crate::combat::Combat;
use crate::event::Recipient;
use crate::options::Options;
use crate::scenario::{Board, Scenario, UnitKind, UnitSpec};
use crate::side::Side;
use crate::unit::{MAX_UNITS, Status, Unit, UnitId};

/// The rules that never change during a game: options and compiled scenario.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Rules {
    pub options: Options,
    /// The options' scenario, copied once at set-up behind its own `Arc` so
    /// that a [`View`](crate::View) shares it (a reference count) instead of
    /// copying its names and lists at every call of `Game::view`.
    pub scenario: Arc<Scenario>,
    pub board: Board,
    /// The counters' specs, padded to [`MAX_UNITS`] so an id always indexes.
    pub specs: [UnitSpec; MAX_UNITS],
    /// How many counters the scenario has.
    pub count: usize,
    /// Each side's counters as a mask of ids (bit `i` for id `i`), by side
    /// index: the scans of the map visit only that side's counters.
    pub members: [u32; 2],
}

/// Why cards are being dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DealPhase {
    /// Steps and hands at set-up [3.3] [3.4].
    Setup,
    /// Steps of arriving reinforcements [6.1] [6.2].
    Reinforce,
    /// One step for a refitting counter [7.5].
    Refit,
    /// Hands filled up in the refill phase [10.1] [10.2].
    Refill,
}

/// What the loss being taken comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cause {
    /// The attacker lost the combat.
    Attacker,
    /// The defender lost the combat (or declined it [8.5]).
    Defender,
    /// A bombardment or air support hit [9.2] [9.3].
    Strike,
}

/// Where play stands: who decides what, or which chance point is pending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Chance: a card is dealt.
    Deal {
        /// Who receives it.
        to: Recipient,
        /// Why.
        phase: DealPhase,
    },
    /// The side to play activates, refits or passes [5.0] [7.1].
    PlayerTurn,
    /// The active counter operates [7.1].
    Activation,
    /// Chance: the card of a bombardment or air support [9.2] [9.3].
    Strike {
        /// The target counter.
        target: UnitId,
        /// Air support rather than bombardment.
        air: bool,
    },
    /// Chance: the German hand card the sniper takes [9.6].
    Snipe,
    /// The defender names its fighting counter [8.2].
    ChooseDefender,
    /// A side declares: attack [8.4] or defence [8.5].
    Declare {
        /// The side.
        side: Side,
    },
    /// A side may raise [8.6].
    Raise {
        /// The side.
        side: Side,
    },
    /// A tie: the attacker fights again or not [8.7.4].
    Tie,
    /// The owner of a counter takes a loss [8.9].
    Loss {
        /// The losing counter.
        unit: UnitId,
        /// What the loss comes from.
        cause: Cause,
    },
    /// The defender retreats or isolates a counter [8.10].
    Isolation {
        /// The counter.
        unit: UnitId,
    },
    /// The attacker attacks again or retreats [8.11].
    Continue,
    /// A side discards hand cards [10.1].
    Discard {
        /// The side.
        side: Side,
    },
    /// The game is over [4.0].
    Over,
}

/// The active counter and the events in effect for it [7.1] [9.4]-[9.8].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Activation {
    /// The active counter.
    pub unit: UnitId,
    /// The T-34 going along [8.12].
    pub tank: Option<UnitId>,
    /// A free move was made and no other operation since (ruling R2).
    pub moved: bool,
    /// +2 for the rest of the activation [9.4].
    pub assault_gun: bool,
    /// The next combat ignores urban terrain [9.5].
    pub engineers: bool,
    /// +2 in the next combat [9.7].
    pub molotov: bool,
    /// The German side plays first in the next combat [9.8].
    pub chuikov: bool,
}

impl Activation {
    pub(crate) fn new(unit: UnitId, tank: Option<UnitId>) -> Activation {
        Activation { unit, tank, moved: false, assault_gun: false, engineers: false, molotov: false, chuikov: false }
    }
}

/// A game of Rattenkrieg: Stalingrad: the whole state, hidden cards included.
///
/// Seat 0 plays the German side, seat 1 the Soviet side. The state holds no
/// random source: every dealt card is a chance point. It is fixed-size apart
/// from the shared, never-changing rules behind an `Arc`, so `Clone` is a
/// copy of a few hundred bytes and a reference count.
///
/// A saved state is validated when it is deserialized: a broken card
/// partition, an unknown counter or area, or a stage that does not fit the
/// rest is refused with [`Error::Corrupt`](crate::Error::Corrupt).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(try_from = "crate::saved::Saved<'static>")]
pub struct Rattenkrieg {
    pub(crate) rules: Arc<Rules>,
    pub(crate) turn: u8,
    pub(crate) stage: Stage,
    /// The side whose player turn it is [5.0].
    pub(crate) to_play: Side,
    /// Passes in a row [5.0].
    pub(crate) passes: u8,
    pub(crate) units: [Unit; MAX_UNITS],
    pub(crate) hands: [CardSet; 2],
    pub(crate) deck: DrawPile,
    /// The city areas under German control; the rest are Soviet [3.6].
    pub(crate) german: AreaSet,
    /// The areas whose counters changed (arrived, left, were isolated or
    /// eliminated) since control was last brought in line with them [3.6]:
    /// control is recomputed only there. Empty after every step; at set-up
    /// and on loading, the areas a full recomputation would change
    /// ([`Rattenkrieg::control_due`]), so it follows from the pieces and is
    /// not saved.
    pub(crate) unsettled: AreaSet,
    pub(crate) activation: Option<Activation>,
    pub(crate) combat: Option<Combat>,
    /// Combats fought so far.
    pub(crate) combats: u16,
    pub(crate) winner: Option<Side>,
}

impl Rattenkrieg {
    pub(crate) fn board(&self) -> &Board {
        &self.rules.board
    }

    pub(crate) fn spec(&self, unit: UnitId) -> &UnitSpec {
        &self.rules.specs[unit.index()]
    }

    pub(crate) fn unit(&self, unit: UnitId) -> &Unit {
        &self.units[unit.index()]
    }

    pub(crate) fn unit_mut(&mut self, unit: UnitId) -> &mut Unit {
        &mut self.units[unit.index()]
    }

    pub(crate) fn side_of(&self, unit: UnitId) -> Side {
        self.spec(unit).side
    }

    /// The ids of the scenario's counters.
    pub(crate) fn ids(&self) -> impl Iterator<Item = UnitId> + Clone + use<> {
        (0..self.rules.count as u8).map(UnitId)
    }

    /// The options the game was set up with.
    #[must_use]
    pub fn options(&self) -> &Options {
        &self.rules.options
    }

    /// The turn, 1 to 6.
    #[must_use]
    pub fn turn(&self) -> u8 {
        self.turn
    }

    /// How many combats have been fought so far [8.1] (each attack counts
    /// once, however often it is fought again after ties).
    #[must_use]
    pub fn combats(&self) -> u16 {
        self.combats
    }

    /// The winner, once the game is over [4.0].
    #[must_use]
    pub fn winner(&self) -> Option<Side> {
        self.winner
    }

    /// Who controls `area` [3.6]; the rears always belong to their side,
    /// `None` for an area not on the map.
    #[must_use]
    pub fn controller(&self, area: AreaId) -> Option<Side> {
        let board = self.board();
        if board.rear[0] == area || self.german.contains(area) {
            Some(Side::German)
        } else if board.rear[1] == area || board.city.contains(area) {
            Some(Side::Soviet)
        } else {
            None
        }
    }

    /// The areas `side` controls, its rear included [3.6].
    #[must_use]
    pub fn controlled(&self, side: Side) -> AreaSet {
        let board = self.board();
        match side {
            Side::German => self.german | AreaSet::single(board.rear[0]),
            Side::Soviet => (board.city - self.german) | AreaSet::single(board.rear[1]),
        }
    }

    /// The hand of `side` (hidden from the other side).
    #[must_use]
    pub fn hand(&self, side: Side) -> CardSet {
        self.hands[side.index()]
    }

    /// The steps of `unit` (hidden from the other side), empty for an
    /// unknown counter.
    #[must_use]
    pub fn steps(&self, unit: UnitId) -> CardSet {
        if unit.index() < self.rules.count { self.unit(unit).steps } else { CardSet::EMPTY }
    }

    /// Where `unit` is, `None` if off the map or unknown.
    #[must_use]
    pub fn area_of(&self, unit: UnitId) -> Option<AreaId> {
        if unit.index() < self.rules.count { self.unit(unit).area() } else { None }
    }

    /// Whether `unit` is flipped [7.4].
    #[must_use]
    pub fn is_flipped(&self, unit: UnitId) -> bool {
        unit.index() < self.rules.count && self.unit(unit).flipped
    }

    /// Whether `unit` is isolated [8.10].
    #[must_use]
    pub fn is_isolated(&self, unit: UnitId) -> bool {
        unit.index() < self.rules.count && self.unit(unit).isolated
    }

    /// Whether `unit` has been eliminated (and not returned).
    #[must_use]
    pub fn is_eliminated(&self, unit: UnitId) -> bool {
        unit.index() < self.rules.count && matches!(self.unit(unit).status, Status::Eliminated(_))
    }

    /// The deck and its discards.
    #[must_use]
    pub fn deck(&self) -> DrawPile {
        self.deck
    }

    /// Where play stands.
    #[must_use]
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The active counter and the events in effect for it, during an activation.
    #[must_use]
    pub fn activation(&self) -> Option<Activation> {
        self.activation
    }

    /// The side whose player turn it is [5.0].
    #[must_use]
    pub fn side_to_play(&self) -> Side {
        self.to_play
    }

    /// The side to act now, if a side acts.
    #[must_use]
    pub fn side_to_act(&self) -> Option<Side> {
        self.seat_to_act().map(Side::of_seat)
    }

    pub(crate) fn seat_to_act(&self) -> Option<Seat> {
        let side = match self.stage {
            Stage::Deal { .. } | Stage::Strike { .. } | Stage::Snipe | Stage::Over => return None,
            Stage::PlayerTurn | Stage::Activation | Stage::Tie | Stage::Continue => self.to_play,
            Stage::ChooseDefender => self.to_play.enemy(),
            Stage::Declare { side } | Stage::Raise { side } | Stage::Discard { side } => side,
            Stage::Loss { unit, .. } | Stage::Isolation { unit } => self.side_of(unit),
        };
        Some(side.seat())
    }

    /// Counters of `side` in `area` (isolated ones included or not).
    pub(crate) fn units_in(&self, area: AreaId, side: Side, with_isolated: bool) -> impl Iterator<Item = UnitId> + '_ {
        self.ids().filter(move |&u| {
            let unit = self.unit(u);
            unit.status == Status::At(area) && self.side_of(u) == side && (with_isolated || !unit.isolated)
        })
    }

    pub(crate) fn any_in(&self, area: AreaId, side: Side, with_isolated: bool) -> bool {
        self.units_in(area, side, with_isolated).next().is_some()
    }

    /// The areas holding a counter of `side`, isolated or not.
    pub(crate) fn occupied(&self, side: Side) -> AreaSet {
        self.on_map(side, true)
    }

    /// The areas where each side has a counter that is not isolated.
    pub(crate) fn presence(&self) -> [AreaSet; 2] {
        [self.on_map(Side::German, false), self.on_map(Side::Soviet, false)]
    }

    /// Within `areas`, where each side has a counter that is not isolated,
    /// and the isolated counters there (as a mask of ids): one pass over
    /// the counters. Whether a counter stands in `areas` is masked in, not
    /// branched on: it changes from call to call (a branch on it was
    /// mispredicted often), where a counter's being on the map or isolated
    /// rarely does.
    pub(crate) fn presence_in(&self, areas: AreaSet) -> ([AreaSet; 2], u32) {
        let (mut german, mut soviet, mut isolated) = (0u64, 0u64, 0u32);
        let soviets = self.rules.members[Side::Soviet.index()];
        for (id, unit) in self.units[..self.rules.count].iter().enumerate() {
            let Status::At(area) = unit.status else { continue };
            let here = areas.bits() & AreaSet::single(area).bits();
            if unit.isolated {
                isolated |= u32::from(here != 0) << id;
                continue;
            }
            let is_soviet = 0u64.wrapping_sub(u64::from((soviets >> id) & 1));
            german |= here & !is_soviet;
            soviet |= here & is_soviet;
        }
        ([AreaSet::from_bits(german), AreaSet::from_bits(soviet)], isolated)
    }

    /// The areas holding a counter of `side` (isolated ones included or not).
    fn on_map(&self, side: Side, with_isolated: bool) -> AreaSet {
        let mut out = AreaSet::EMPTY;
        let mut ids = self.rules.members[side.index()];
        while ids != 0 {
            let id = ids.trailing_zeros() as usize;
            ids &= ids - 1;
            if let Some(unit) = self.units.get(id)
                && let Status::At(area) = unit.status
                && (with_isolated || !unit.isolated)
            {
                out.insert(area);
            }
        }
        out
    }

    /// The cards `unit` may put down in a combat: its steps, and its side's
    /// hand unless it is isolated [8.4] [8.5] [8.10].
    pub(crate) fn fighting_cards(&self, unit: UnitId) -> CardSet {
        let u = self.unit(unit);
        if u.isolated { u.steps } else { u.steps | self.hands[self.side_of(unit).index()] }
    }

    /// Where `unit` may retreat [8.9.1] [8.9.4] [8.10]: adjacent areas its
    /// side controls, never the Soviet rear for a Soviet counter; none while isolated.
    pub(crate) fn retreats(&self, unit: UnitId) -> AreaSet {
        let u = self.unit(unit);
        let Some(area) = u.area() else { return AreaSet::EMPTY };
        if u.isolated {
            return AreaSet::EMPTY;
        }
        let side = self.side_of(unit);
        let board = self.board();
        let mut out = board.neighbours(area) & self.controlled(side);
        if side == Side::Soviet {
            out.remove(board.rear[1]);
        }
        out
    }

    /// The T-34 on the map in `area`, if any.
    pub(crate) fn tank_in(&self, area: AreaId) -> Option<UnitId> {
        let tank = self.board().tank?;
        (self.unit(tank).status == Status::At(area)).then_some(tank)
    }

    /// Whether the T-34 takes part in the current combat [8.12]: it fights,
    /// or it is in the combat area and adds its strength.
    pub(crate) fn tank_in_combat(&self) -> Option<UnitId> {
        let combat = self.combat?;
        self.tank_in(combat.area)
    }

    /// The strength `unit` fights with in the current combat [8.8] [8.12]
    /// [9.4] [9.5] [9.7].
    pub(crate) fn combat_strength(&self, unit: UnitId) -> u8 {
        let Some(combat) = self.combat else { return self.spec(unit).strength };
        let spec = self.spec(unit);
        let mut strength = i16::from(spec.strength);
        let attacking = unit == combat.attacker;
        if !attacking && !combat.engineers {
            strength += i16::from(self.terrain_modifier(spec.kind, combat.area));
        }
        if spec.side == Side::Soviet
            && let Some(tank) = self.tank_in(combat.area)
            && tank != unit
        {
            strength += i16::from(self.spec(tank).strength);
        }
        if attacking {
            if let Some(act) = self.activation
                && act.assault_gun
                && spec.kind != UnitKind::Panzer
            {
                strength += 2;
            }
            if combat.molotov {
                strength += 2;
            }
        }
        strength.clamp(0, 255) as u8
    }

    /// The urban modifier for a defending counter of `kind` in `area` [8.8].
    pub(crate) fn terrain_modifier(&self, kind: UnitKind, area: AreaId) -> i8 {
        if !self.board().urban.contains(area) {
            return 0;
        }
        match kind {
            UnitKind::Infantry => 2,
            UnitKind::Panzer => -2,
            UnitKind::Motorized | UnitKind::Tank => 0,
        }
    }

    /// The hand size `side` fills up to [10.1] [10.2].
    pub(crate) fn hand_limit(&self, side: Side) -> usize {
        if self.controlled(side).contains(self.board().mamayev_kurgan) { 4 } else { 3 }
    }
}
