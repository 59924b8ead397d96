//! What one side may see [3.3] [3.4] [8.4]: its own hand and steps, only
//! the counts of the enemy's, and face-down combat cards only once revealed.

use std::fmt;
use std::sync::Arc;

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};
use wargames_core::{AreaId, AreaSet, CardSet, Phase};

use crate::phase::Whereabouts;

use crate::scenario::{Scenario, Terrain};
use crate::side::Side;
use crate::state::{Activation, Rattenkrieg, Stage};
use crate::unit::{MAX_UNITS, Status, UnitId};

/// One of the viewer's own counters: its steps are shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwnUnit {
    /// The counter.
    pub id: UnitId,
    /// Where it is.
    pub status: Status,
    /// Its step cards.
    pub steps: CardSet,
    /// Flipped [7.4].
    pub flipped: bool,
    /// Isolated [8.10].
    pub isolated: bool,
}

/// One of the enemy's counters: only how many steps it has.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EnemyUnit {
    /// The counter.
    pub id: UnitId,
    /// Where it is.
    pub status: Status,
    /// How many step cards it holds.
    pub steps: u8,
    /// Flipped [7.4].
    pub flipped: bool,
    /// Isolated [8.10].
    pub isolated: bool,
}

/// The combat on the table as the viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatView {
    /// The attacking counter.
    pub attacker: UnitId,
    /// The defending counter, once named.
    pub defender: Option<UnitId>,
    /// The area.
    pub area: AreaId,
    /// The viewer's cards on the table.
    pub own_cards: CardSet,
    /// How many cards the enemy has put down.
    pub enemy_cards: u8,
    /// The enemy's cards the viewer may see (the German cards shown to the
    /// Soviet side under General Chuikov [9.8]); empty otherwise.
    pub enemy_shown: CardSet,
    /// Combat engineers in effect [9.5].
    pub engineers: bool,
    /// Molotov cocktail in effect [9.7].
    pub molotov: bool,
    /// General Chuikov in effect [9.8].
    pub chuikov: bool,
}

/// What one side may see of the game. It holds no enemy card: the enemy
/// hand, steps and face-down combat cards appear as counts only.
///
/// Building it allocates nothing: the scenario is shared with the game (a
/// reference count), and the counters are held in fixed-capacity lists of
/// [`MAX_UNITS`], the most counters a scenario may have [2.3], so both lists
/// together always fit. It serializes as before (the scenario as an object,
/// the counters as JSON lists); a list longer than [`MAX_UNITS`] is refused
/// when a view is read back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The viewer.
    pub side: Side,
    /// Map and counters (names for display), shared with the game.
    pub scenario: Arc<Scenario>,
    /// The turn.
    pub turn: u8,
    /// Where play stands.
    pub stage: Stage,
    /// Whose player turn it is.
    pub to_play: Side,
    /// The side to act, if a side acts.
    pub to_act: Option<Side>,
    /// The viewer's hand.
    pub hand: CardSet,
    /// How many cards the enemy holds.
    pub enemy_hand: u8,
    /// The viewer's counters, in scenario order; at most [`MAX_UNITS`], the
    /// bound on a scenario's counters [2.3].
    pub own_units: ArrayVec<OwnUnit, MAX_UNITS>,
    /// The enemy's counters, in scenario order; at most [`MAX_UNITS`], the
    /// bound on a scenario's counters [2.3].
    pub enemy_units: ArrayVec<EnemyUnit, MAX_UNITS>,
    /// The city areas under German control.
    pub german_areas: AreaSet,
    /// Cards left in the deck.
    pub deck: u8,
    /// The discards (face up).
    pub discards: CardSet,
    /// The activation in progress.
    pub activation: Option<Activation>,
    /// The combat in progress.
    pub combat: Option<CombatView>,
    /// Combats fought so far.
    pub combats: u16,
    /// The winner, once the game is over.
    pub winner: Option<Side>,
}

impl View {
    pub(crate) fn of(game: &Rattenkrieg, side: Side) -> View {
        let mut own_units = ArrayVec::new();
        let mut enemy_units = ArrayVec::new();
        // A scenario has at most MAX_UNITS counters (checked when it is
        // compiled, at set-up and when a saved game is read), so neither
        // list can overflow.
        for id in game.ids() {
            let u = game.unit(id);
            if game.side_of(id) == side {
                own_units.push(OwnUnit {
                    id,
                    status: u.status,
                    steps: u.steps,
                    flipped: u.flipped,
                    isolated: u.isolated,
                });
            } else {
                enemy_units.push(EnemyUnit {
                    id,
                    status: u.status,
                    steps: u.steps.len() as u8,
                    flipped: u.flipped,
                    isolated: u.isolated,
                });
            }
        }
        let combat = game.combat.map(|c| {
            let enemy = c.played[side.enemy().index()];
            CombatView {
                attacker: c.attacker,
                defender: c.defender,
                area: c.area,
                own_cards: c.played[side.index()],
                enemy_cards: enemy.len() as u8,
                enemy_shown: if c.chuikov && side == Side::Soviet { enemy } else { CardSet::EMPTY },
                engineers: c.engineers,
                molotov: c.molotov,
                chuikov: c.chuikov,
            }
        });
        View {
            side,
            scenario: Arc::clone(&game.rules.scenario),
            turn: game.turn,
            stage: game.stage,
            to_play: game.to_play,
            to_act: game.side_to_act(),
            hand: game.hands[side.index()],
            enemy_hand: game.hands[side.enemy().index()].len() as u8,
            own_units,
            enemy_units,
            german_areas: game.german,
            deck: game.deck.pile().len() as u8,
            discards: game.deck.discards(),
            activation: game.activation,
            combat,
            combats: game.combats,
            winner: game.winner,
        }
    }

    /// Where the game stands, as [`Rattenkrieg::phase`] says it: the view
    /// holds everything the phase needs, so both sides read the same line.
    #[must_use]
    pub fn phase(&self) -> Phase<'_> {
        let active = self.activation.map(|a| a.unit);
        let status_of = |unit: UnitId| {
            let own = self.own_units.iter().find(|u| u.id == unit).map(|u| u.status);
            own.or_else(|| self.enemy_units.iter().find(|u| u.id == unit).map(|u| u.status))
        };
        let combat_area = match (&self.combat, self.stage) {
            (Some(combat), _) => Some(combat.area),
            (None, Stage::Continue) => match active.and_then(status_of) {
                Some(Status::At(area)) => Some(area),
                _ => None,
            },
            _ => None,
        };
        Whereabouts {
            scenario: &self.scenario,
            turn: self.turn,
            stage: self.stage,
            to_play: self.to_play,
            active,
            combat_area,
        }
        .phase()
    }
}

/// One counter in a board line: its name, its steps, and whether it is
/// flipped [7.4] or isolated [8.10].
pub(crate) fn unit_label(
    f: &mut fmt::Formatter<'_>,
    name: &str,
    steps: &str,
    flipped: bool,
    isolated: bool,
) -> fmt::Result {
    write!(f, " {name}[{steps}]")?;
    if flipped {
        f.write_str(" (flipped)")?;
    }
    if isolated {
        f.write_str(" (isolated)")?;
    }
    Ok(())
}

impl fmt::Display for View {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = &self.scenario;
        writeln!(f, "{} - turn {} of 6 - {} view", s.title, self.turn, self.side)?;
        match (self.winner, self.to_act) {
            (Some(w), _) => writeln!(f, "Game over: {w} victory")?,
            (None, Some(side)) => writeln!(f, "To act: {side}")?,
            (None, None) => writeln!(f, "Chance to resolve")?,
        }
        writeln!(f, "Phase: {}", self.phase())?;
        for (i, area) in s.areas.iter().enumerate() {
            let Some(id) = u8::try_from(i).ok().and_then(AreaId::new) else { continue };
            write!(
                f,
                "{:<20} {:<11} {:<7}|",
                area.name,
                area.terrain.to_string(),
                controller(self.german_areas, id, area.terrain)
            )?;
            for u in self.own_units.iter().filter(|u| u.status == Status::At(id)) {
                unit_label(f, s.unit_name(u.id), &u.steps.to_string(), u.flipped, u.isolated)?;
            }
            for u in self.enemy_units.iter().filter(|u| u.status == Status::At(id)) {
                unit_label(
                    f,
                    s.unit_name(u.id),
                    &format!("{} step{}", u.steps, if u.steps == 1 { "" } else { "s" }),
                    u.flipped,
                    u.isolated,
                )?;
            }
            writeln!(f)?;
        }
        writeln!(f, "Your hand: {}   {} hand: {} cards", self.hand, self.side.enemy(), self.enemy_hand)?;
        writeln!(f, "Deck: {} cards   Discards: {}   Combats so far: {}", self.deck, self.discards, self.combats)?;
        if let Some(act) = &self.activation {
            write_activation(f, s, act)?;
        }
        if let Some(c) = &self.combat {
            write!(f, "Combat in {}: {} attacks", s.area_name(c.area), s.unit_name(c.attacker))?;
            if let Some(d) = c.defender {
                write!(f, ", {} defends", s.unit_name(d))?;
            }
            write!(f, "; your cards {}; enemy cards: {}", c.own_cards, c.enemy_cards)?;
            if !c.enemy_shown.is_empty() {
                write!(f, " (shown: {})", c.enemy_shown)?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

/// Who holds `area` [3.6]: a rear its side, a city area the German side if
/// it is in `german_areas`, else the Soviet side.
pub(crate) fn controller(german_areas: AreaSet, area: AreaId, terrain: Terrain) -> &'static str {
    match terrain {
        Terrain::GermanRear => "German",
        Terrain::SovietRear => "Soviet",
        _ if german_areas.contains(area) => "German",
        _ => "Soviet",
    }
}

/// The activation in progress, in one line: the counter, its tank and what
/// is in effect.
pub(crate) fn write_activation(f: &mut fmt::Formatter<'_>, s: &Scenario, act: &Activation) -> fmt::Result {
    write!(f, "Active: {}", s.unit_name(act.unit))?;
    if let Some(t) = act.tank {
        write!(f, " with {}", s.unit_name(t))?;
    }
    for (on, what) in [
        (act.assault_gun, "assault gun"),
        (act.engineers, "engineers"),
        (act.molotov, "Molotov"),
        (act.chuikov, "Chuikov"),
        (act.moved, "free move spent"),
    ] {
        if on {
            write!(f, ", {what}")?;
        }
    }
    writeln!(f)
}
