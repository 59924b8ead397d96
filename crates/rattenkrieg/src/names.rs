//! How counters and areas are written in text: by id (`u0`, `a12`) in the
//! `Display` forms that hold without a scenario and parse back, or by the
//! names the scenario gives them (`14Pz`, `German rear`) in what a player
//! reads ([`Game::describe`](wargames_core::Game::describe),
//! [`Game::narrate`](wargames_core::Game::narrate), the view).

use std::fmt;

use wargames_core::{AreaId, Card, normal_text};

use crate::event_card::EventCard;
use crate::parse_error::ParseError;
use crate::scenario::Scenario;
use crate::side::Side;
use crate::unit::UnitId;

/// A counter by id (`u0`).
fn unit_id(text: &str) -> Result<UnitId, ParseError> {
    text.strip_prefix('u')
        .filter(|n| !n.starts_with('+'))
        .and_then(|n| n.parse::<usize>().ok())
        .and_then(UnitId::new)
        .ok_or_else(|| ParseError::Unit(text.to_owned()))
}

/// An area by id (`a2`).
fn area_id(text: &str) -> Result<AreaId, ParseError> {
    text.strip_prefix('a')
        .filter(|n| !n.starts_with('+'))
        .and_then(|n| n.parse::<u8>().ok())
        .and_then(AreaId::new)
        .ok_or_else(|| ParseError::Area(text.to_owned()))
}

/// Writes counters and areas, and says what a face card is as an event.
pub(crate) trait Names {
    /// Writes a counter.
    fn unit(&self, f: &mut fmt::Formatter<'_>, unit: UnitId) -> fmt::Result;
    /// Writes an area.
    fn area(&self, f: &mut fmt::Formatter<'_>, area: AreaId) -> fmt::Result;
    /// The event a face card played now is [9.1], if known.
    fn event(&self, card: Card) -> Option<EventCard> {
        let _ = card;
        None
    }
    /// Reads a counter written as [`unit`](Self::unit) writes it (by id,
    /// `u0`, unless the names say otherwise); `text` is in lower case.
    fn read_unit(&self, text: &str) -> Result<UnitId, ParseError> {
        unit_id(text)
    }
    /// Reads an area written as [`area`](Self::area) writes it (by id,
    /// `a2`, unless the names say otherwise); `text` is in lower case.
    fn read_area(&self, text: &str) -> Result<AreaId, ParseError> {
        area_id(text)
    }
}

/// Counters and areas by id: `u0`, `a12`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ids;

impl Names for Ids {
    fn unit(&self, f: &mut fmt::Formatter<'_>, unit: UnitId) -> fmt::Result {
        write!(f, "u{}", unit.index())
    }

    fn area(&self, f: &mut fmt::Formatter<'_>, area: AreaId) -> fmt::Result {
        write!(f, "a{}", area.index())
    }
}

/// Counters and areas by the scenario's names; face cards as the events
/// they are for `side`, the side playing.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ByName<'a> {
    /// Where the names come from.
    pub scenario: &'a Scenario,
    /// The side whose events face cards are, if any.
    pub side: Option<Side>,
}

impl Names for ByName<'_> {
    fn unit(&self, f: &mut fmt::Formatter<'_>, unit: UnitId) -> fmt::Result {
        match self.scenario.units.get(unit.index()) {
            Some(u) => f.write_str(&u.name),
            None => Ids.unit(f, unit),
        }
    }

    fn area(&self, f: &mut fmt::Formatter<'_>, area: AreaId) -> fmt::Result {
        match self.scenario.areas.get(usize::from(area.index())) {
            Some(a) => f.write_str(&a.name),
            None => Ids.area(f, area),
        }
    }

    fn event(&self, card: Card) -> Option<EventCard> {
        EventCard::of(self.side?, card)
    }

    /// A counter by its name in any case (`14pz`), else by id.
    fn read_unit(&self, text: &str) -> Result<UnitId, ParseError> {
        match self.scenario.units.iter().position(|u| normal_text(&u.name) == text) {
            Some(i) => UnitId::new(i).ok_or_else(|| ParseError::Unit(text.to_owned())),
            None => unit_id(text),
        }
    }

    /// An area by its name in any case (`tractor works`), else by id.
    fn read_area(&self, text: &str) -> Result<AreaId, ParseError> {
        let found = self.scenario.areas.iter().position(|a| normal_text(&a.name) == text);
        match found.and_then(|i| u8::try_from(i).ok()) {
            Some(i) => AreaId::new(i).ok_or_else(|| ParseError::Area(text.to_owned())),
            None => area_id(text),
        }
    }
}

/// Something written with some [`Names`].
pub(crate) trait Written {
    /// Writes `self` with `names`.
    fn write(&self, f: &mut fmt::Formatter<'_>, names: &impl Names) -> fmt::Result;
}

/// `value` written with `names`, as a `Display`.
pub(crate) struct Shown<'a, T, N>(pub &'a T, pub N);

impl<T: Written, N: Names> fmt::Display for Shown<'_, T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write(f, &self.1)
    }
}
