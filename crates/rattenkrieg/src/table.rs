//! What anyone at the table sees, seated or not: a spectator's view. Each
//! counter with how many steps it holds but not which cards [3.3], each
//! hand as a count [3.4], the cards put down in a combat as counts [8.4],
//! and everything both sides see alike (the map, the areas held, the deck's
//! size, the face-up discards, the activation, the turn).

use std::fmt;
use std::sync::Arc;

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};
use wargames_core::{AreaId, AreaSet, CardSet};

use crate::scenario::Scenario;
use crate::side::Side;
use crate::state::{Activation, Rattenkrieg, Stage};
use crate::unit::{MAX_UNITS, Status, UnitId};
use crate::view::{controller, unit_label, write_activation};

/// A counter as anyone sees it [3.3]: whose it is, where, and how many step
/// cards it holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableUnit {
    /// The counter.
    pub id: UnitId,
    /// Its side.
    pub side: Side,
    /// Where it is.
    pub status: Status,
    /// How many step cards it holds.
    pub steps: u8,
    /// Flipped [7.4].
    pub flipped: bool,
    /// Isolated [8.10].
    pub isolated: bool,
}

/// The combat on the table as anyone sees it [8.4]: the counters, the area,
/// how many cards each side has put down, and the cards in effect.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableCombat {
    /// The attacking counter.
    pub attacker: UnitId,
    /// The defending counter, once named.
    pub defender: Option<UnitId>,
    /// The area.
    pub area: AreaId,
    /// How many cards the German side has put down.
    pub german_cards: u8,
    /// How many cards the Soviet side has put down.
    pub soviet_cards: u8,
    /// Combat engineers in effect [9.5].
    pub engineers: bool,
    /// Molotov cocktail in effect [9.7].
    pub molotov: bool,
    /// General Chuikov in effect [9.8] (its shown German cards are shown to
    /// the Soviet side only).
    pub chuikov: bool,
}

/// What a spectator sees of a game: no card of a hand, of a counter's steps
/// or of a combat, which only their owner may look at [3.3] [3.4] [8.4].
/// Each seat's [`View`](crate::View) holds all of it and more.
///
/// ```
/// use wargames_core::Match;
/// use wargames_rattenkrieg::{Options, Rattenkrieg, Side};
///
/// // A match deals the steps and the hands (chance) before the first move.
/// let m = Match::<Rattenkrieg>::new(Options::default(), 7u64).unwrap();
/// let table = m.game().table();
/// assert_eq!((table.german_hand, table.soviet_hand), (3, 4));
/// let panzer = table.units.iter().find(|u| u.side == Side::German && u.steps == 4);
/// assert!(panzer.is_some(), "a panzer counter holds four steps, face down");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
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
    /// How many cards the German side holds.
    pub german_hand: u8,
    /// How many cards the Soviet side holds.
    pub soviet_hand: u8,
    /// Every counter, in scenario order; at most [`MAX_UNITS`] [2.3].
    pub units: ArrayVec<TableUnit, MAX_UNITS>,
    /// The city areas under German control.
    pub german_areas: AreaSet,
    /// Cards left in the deck.
    pub deck: u8,
    /// The discards (face up).
    pub discards: CardSet,
    /// The activation in progress.
    pub activation: Option<Activation>,
    /// The combat in progress.
    pub combat: Option<TableCombat>,
    /// Combats fought so far.
    pub combats: u16,
    /// The winner, once the game is over.
    pub winner: Option<Side>,
}

impl Table {
    pub(crate) fn of(game: &Rattenkrieg) -> Table {
        let mut units = ArrayVec::new();
        // A scenario has at most MAX_UNITS counters (checked when it is
        // compiled, at set-up and when a saved game is read): no overflow.
        for id in game.ids() {
            let u = game.unit(id);
            units.push(TableUnit {
                id,
                side: game.side_of(id),
                status: u.status,
                steps: u.steps.len() as u8,
                flipped: u.flipped,
                isolated: u.isolated,
            });
        }
        let count = |side: Side| game.hands[side.index()].len() as u8;
        Table {
            scenario: Arc::clone(&game.rules.scenario),
            turn: game.turn,
            stage: game.stage,
            to_play: game.to_play,
            to_act: game.side_to_act(),
            german_hand: count(Side::German),
            soviet_hand: count(Side::Soviet),
            units,
            german_areas: game.german,
            deck: game.deck.pile().len() as u8,
            discards: game.deck.discards(),
            activation: game.activation,
            combat: game.combat.map(|c| TableCombat {
                attacker: c.attacker,
                defender: c.defender,
                area: c.area,
                german_cards: c.played[Side::German.index()].len() as u8,
                soviet_cards: c.played[Side::Soviet.index()].len() as u8,
                engineers: c.engineers,
                molotov: c.molotov,
                chuikov: c.chuikov,
            }),
            combats: game.combats,
            winner: game.winner,
        }
    }
}

impl Rattenkrieg {
    /// What anyone at the table sees, seated or not (a spectator's view):
    /// no hidden card [3.3] [3.4] [8.4].
    #[must_use]
    pub fn table(&self) -> Table {
        Table::of(self)
    }
}

/// The board as a spectator reads it: each area with its holder and
/// counters (with their step counts), the hands' and the deck's sizes, the
/// discards, the activation and the combat with its cards counted.
impl fmt::Display for Table {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = &self.scenario;
        writeln!(f, "{} - turn {} of 6 - spectator's view", s.title, self.turn)?;
        match (self.winner, self.to_act) {
            (Some(w), _) => writeln!(f, "Game over: {w} victory")?,
            (None, Some(side)) => writeln!(f, "To act: {side}")?,
            (None, None) => writeln!(f, "Chance to resolve")?,
        }
        for (i, area) in s.areas.iter().enumerate() {
            let Some(id) = u8::try_from(i).ok().and_then(AreaId::new) else { continue };
            write!(
                f,
                "{:<20} {:<11} {:<7}|",
                area.name,
                area.terrain.to_string(),
                controller(self.german_areas, id, area.terrain)
            )?;
            for u in self.units.iter().filter(|u| u.status == Status::At(id)) {
                let steps = format!("{}, {} step{}", u.side, u.steps, if u.steps == 1 { "" } else { "s" });
                unit_label(f, s.unit_name(u.id), &steps, u.flipped, u.isolated)?;
            }
            writeln!(f)?;
        }
        writeln!(f, "German hand: {} cards   Soviet hand: {} cards", self.german_hand, self.soviet_hand)?;
        writeln!(f, "Deck: {} cards   Discards: {}   Combats so far: {}", self.deck, self.discards, self.combats)?;
        if let Some(act) = &self.activation {
            write_activation(f, s, act)?;
        }
        if let Some(c) = &self.combat {
            write!(f, "Combat in {}: {} attacks", s.area_name(c.area), s.unit_name(c.attacker))?;
            if let Some(d) = c.defender {
                write!(f, ", {} defends", s.unit_name(d))?;
            }
            writeln!(f, "; German cards: {}; Soviet cards: {}", c.german_cards, c.soviet_cards)?;
        }
        Ok(())
    }
}
