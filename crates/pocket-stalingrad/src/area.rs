//! The area cards: five urban areas, area Z, and each side's own area 6.

use std::fmt;

use serde::{Deserialize, Serialize};
use wargames_core::normal_text;

use crate::side::Side;

/// A place where units stand.
///
/// Areas 1-5 are the urban areas (cards A1-A5), the only ones that can be
/// captured. [`Area::Z`] is the sewers / no man's land (card AZ), shared by
/// both sides. [`Area::Six`] is one side's own area 6 (cards A6S and A6G):
/// the Volga Crossing for the Soviet, Gumrak Airfield for the German; the
/// enemy never stands there. Which side's: in an action, the acting side's,
/// except [`Action::Snipe`](crate::Action::Snipe) (the enemy's, R1) and
/// [`Action::AirHit`](crate::Action::AirHit) (the Volga Crossing, hit by
/// the German, 4.1); in a read access or an event, the side named with it
/// ([`Event::Sniped`](crate::Event::Sniped): the sniper's enemy;
/// [`Event::AirHit`](crate::Event::AirHit): the Volga Crossing).
///
/// In JSON the names are snake_case (`"pavlovs_house"`); the names of rules version
/// 2 (PascalCase) are read too, only so that a replay of that version reaches
/// its version check and is refused with the version error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Area {
    /// Area 1, the Grain Elevator (A1).
    #[serde(alias = "GrainElevator")]
    GrainElevator,
    /// Area 2, Pavlov's House (A2).
    #[serde(alias = "PavlovsHouse")]
    PavlovsHouse,
    /// Area 3, Mamayev Kurgan (A3).
    #[serde(alias = "MamayevKurgan")]
    MamayevKurgan,
    /// Area 4, the city centre (A4).
    #[serde(alias = "CityCentre")]
    CityCentre,
    /// Area 5, the Dzerzhinsky Tractor Factory (A5).
    #[serde(alias = "TractorFactory")]
    TractorFactory,
    /// Area Z, the sewers and no man's land (AZ).
    #[serde(alias = "Z")]
    Z,
    /// A side's own area 6 (A6S Volga Crossing, A6G Gumrak Airfield).
    #[serde(alias = "Six")]
    Six,
}

impl Area {
    /// The five urban areas, 1 to 5.
    pub const URBAN: [Area; 5] =
        [Area::GrainElevator, Area::PavlovsHouse, Area::MamayevKurgan, Area::CityCentre, Area::TractorFactory];
    /// Every area, in the order of per-area arrays: 1-5, Z, 6.
    pub const ALL: [Area; 7] = [
        Area::GrainElevator,
        Area::PavlovsHouse,
        Area::MamayevKurgan,
        Area::CityCentre,
        Area::TractorFactory,
        Area::Z,
        Area::Six,
    ];

    /// The index of per-area arrays: 0-4 for areas 1-5, 5 for Z, 6 for area 6.
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Area::GrainElevator => 0,
            Area::PavlovsHouse => 1,
            Area::MamayevKurgan => 2,
            Area::CityCentre => 3,
            Area::TractorFactory => 4,
            Area::Z => 5,
            Area::Six => 6,
        }
    }

    /// The area a unit die showing `face` places a unit in (rule 3.1):
    /// 1-5 the urban areas, 6 the roller's own area 6.
    #[must_use]
    pub const fn from_face(face: u8) -> Option<Area> {
        match face {
            1 => Some(Area::GrainElevator),
            2 => Some(Area::PavlovsHouse),
            3 => Some(Area::MamayevKurgan),
            4 => Some(Area::CityCentre),
            5 => Some(Area::TractorFactory),
            6 => Some(Area::Six),
            _ => None,
        }
    }

    /// Whether this is one of the urban areas 1-5.
    #[must_use]
    pub const fn is_urban(self) -> bool {
        self.index() < 5
    }

    /// The bit of this area in an urban-area mask (0 for Z and area 6).
    #[must_use]
    pub const fn bit(self) -> u8 {
        if self.is_urban() { 1 << self.index() } else { 0 }
    }

    /// The card title; area 6 is named after `side`'s card.
    #[must_use]
    pub const fn title(self, side: Side) -> &'static str {
        match self {
            Area::GrainElevator => "Grain Elevator",
            Area::PavlovsHouse => "Pavlov's House",
            Area::MamayevKurgan => "Mamayev Kurgan",
            Area::CityCentre => "City Centre",
            Area::TractorFactory => "Dzerzhinsky Tractor Factory",
            Area::Z => "Sewers / No Man's Land",
            Area::Six => match side {
                Side::Soviet => "Volga Crossing",
                Side::German => "Gumrak Airfield",
            },
        }
    }
}

impl Area {
    /// The area as a player reads it, with `side`'s area 6: the card title
    /// and its number (`Pavlov's House (2)`, `Volga Crossing (6)`), or `Z`
    /// for the sewers and no man's land, as the rules call it.
    #[must_use]
    pub const fn named(self, side: Side) -> Named {
        Named { area: self, six: Six::Of(side) }
    }

    /// The area as a player reads it where area 6 is nobody's in
    /// particular (`area 6`), or described by `six` (e.g.
    /// `the enemy's area 6`).
    pub(crate) const fn named_with(self, six: &'static str) -> Named {
        Named { area: self, six: Six::Text(six) }
    }

    /// The area a player's text names: the card title with or without its
    /// number (`Pavlov's House (2)`, `pavlov's house`), the number alone
    /// (`2`, `z`, `6`), or `area 2`; either title of area 6. Compared
    /// without regard to case or extra white space.
    #[must_use]
    pub fn read(text: &str) -> Option<Area> {
        let text = normal_text(text);
        let text = text.strip_prefix("area ").unwrap_or(&text);
        let text = text.strip_prefix("the ").unwrap_or(text);
        let by_id = |id: &str| Area::ALL.into_iter().find(|a| a.to_string().eq_ignore_ascii_case(id));
        if let Some(area) = by_id(text) {
            return Some(area);
        }
        let (name, id) = match text.strip_suffix(')').and_then(|t| t.rsplit_once(" (")) {
            Some((name, id)) => (name, Some(id)),
            None => (text, None),
        };
        let area = Area::ALL.into_iter().find(|a| {
            Side::ALL.iter().any(|&s| a.title(s).eq_ignore_ascii_case(name))
                || (*a == Area::Six && ["enemy's area 6", "own area 6"].contains(&name))
                || (*a == Area::TractorFactory && name == "tractor factory")
        })?;
        match id {
            Some(id) if by_id(id) != Some(area) => None,
            _ => Some(area),
        }
    }
}

/// Which area 6 a [`Named`] area 6 is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Six {
    /// This side's own.
    Of(Side),
    /// Printed as this text.
    Text(&'static str),
}

/// An area as a player reads it (see [`Area::named`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Named {
    area: Area,
    six: Six,
}

impl fmt::Display for Named {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.area, self.six) {
            (Area::Z, _) => f.write_str("Z"),
            (Area::Six, Six::Text(text)) => f.write_str(text),
            (area, Six::Of(side)) => write!(f, "{} ({area})", area.title(side)),
            (area, Six::Text(_)) => write!(f, "{} ({area})", area.title(Side::Soviet)),
        }
    }
}

impl fmt::Display for Area {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Area::GrainElevator => "1",
            Area::PavlovsHouse => "2",
            Area::MamayevKurgan => "3",
            Area::CityCentre => "4",
            Area::TractorFactory => "5",
            Area::Z => "Z",
            Area::Six => "6",
        })
    }
}

/// The printed figures of an urban area card: stars and victory points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct UrbanCard {
    /// Bronze stars: the units needed to capture the area (rule 6.2).
    pub stars: u8,
    /// White victory points, counted at the end of the game (rule V.3).
    pub vp: u8,
}

impl UrbanCard {
    /// The shipped cards A1-A5: stars 2, 3, 3, 3, 4 and VP 5, 6, 7, 9, 12.
    pub const STANDARD: [UrbanCard; 5] = [
        UrbanCard { stars: 2, vp: 5 },
        UrbanCard { stars: 3, vp: 6 },
        UrbanCard { stars: 3, vp: 7 },
        UrbanCard { stars: 3, vp: 9 },
        UrbanCard { stars: 4, vp: 12 },
    ];
}
