//! The scenario as data: the map of Stalingrad, the counters and their
//! set-up [2.1] [2.3] [3.1] [3.2] [3.5] [6.1] [6.2].
//!
//! The printed postcard map and counters are not public. The default
//! [`Scenario`] is a RECONSTRUCTION (see `docs/rules/rattenkrieg.md`); a
//! player with the real components loads the real data with serde, and
//! [`Scenario::validate`] refuses broken data with a [`ScenarioError`].

use std::fmt;
use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Serialize};
use wargames_core::{AreaGraph, AreaId, AreaSet, normal_text};

use crate::side::Side;
use crate::unit::{MAX_UNITS, UnitId};

/// The most areas a map may have (city areas and the two rears).
pub const MAX_AREAS: usize = 62;
/// The most step cards all counters together may hold: the 52 cards must
/// also cover both hands (at most 4 each) and leave cards to draw.
pub const MAX_TOTAL_STEPS: usize = 40;
/// The last turn [4.0].
pub const LAST_TURN: u8 = 6;

/// What kind of area a map area is [2.1] [3.5].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Terrain {
    /// A normal area of the city (grey name on the map).
    Normal,
    /// An urban area of the city (red name on the map) [8.8].
    Urban,
    /// The German rear [3.5].
    GermanRear,
    /// The Soviet rear [3.5].
    SovietRear,
}

impl Terrain {
    /// Whether this is one of the city's areas (not a rear).
    #[must_use]
    pub const fn is_city(self) -> bool {
        matches!(self, Terrain::Normal | Terrain::Urban)
    }
}

/// The type of a counter, as far as the rules tell them apart [3.3] [8.8] [8.12].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UnitKind {
    /// A German panzer division: −2 defending in an urban area [8.8].
    Panzer,
    /// A German motorized infantry division: never modified [8.8].
    Motorized,
    /// An infantry division of either side (German infantry, Soviet rifle
    /// and guards divisions): +2 defending in an urban area [8.8].
    Infantry,
    /// The Soviet T-34: no steps, adds its strength to Soviet units
    /// fighting in its area, may go along with them [8.12].
    Tank,
}

/// Where a counter enters play.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Placement {
    /// On the map at set-up [3.1] [3.2], in the named area.
    Start(String),
    /// As a reinforcement at the start of `turn`, in the named area [6.1] [6.2].
    Arrive {
        /// The turn it arrives (2..=6).
        turn: u8,
        /// The area it arrives in.
        area: String,
    },
}

/// One area of the map.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AreaData {
    /// The area's name, unique on the map.
    pub name: String,
    /// Normal, urban, or one of the rears.
    pub terrain: Terrain,
    /// The names of the areas it touches (the relation must be symmetric).
    pub adjacent: Vec<String>,
}

/// One counter.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitData {
    /// The counter's name, unique in the scenario.
    pub name: String,
    /// Its army.
    pub side: Side,
    /// Its type.
    pub kind: UnitKind,
    /// How many step cards it is dealt, and can be refitted up to [3.3] [7.5].
    pub steps: u8,
    /// Its printed strength on the card scale [2.3] [8.7.1].
    pub strength: u8,
    /// Where and when it enters play.
    pub placement: Placement,
}

/// A complete scenario: map and counters, loadable with serde.
///
/// `Default` is the built-in reconstruction of the postcard game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// A title, shown to players.
    pub title: String,
    /// Whether the data is a reconstruction rather than the printed components.
    pub reconstruction: bool,
    /// Every area: the city's areas and the two rears.
    pub areas: Vec<AreaData>,
    /// The area where the T-34 returns [6.3] (the Tractor Works).
    pub tractor_works: String,
    /// The area whose controller bombards with face cards [9.2] and holds four cards [10.2].
    pub mamayev_kurgan: String,
    /// Every counter, in the order they are dealt their steps.
    pub units: Vec<UnitData>,
}

/// Why scenario data is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ScenarioError {
    /// The map has no area, or more than [`MAX_AREAS`].
    #[error("2.1: a map has 1 to {MAX_AREAS} areas, not {0}")]
    AreaCount(usize),
    /// Two areas share a name.
    #[error("2.1: two areas are named {0:?}")]
    DuplicateArea(String),
    /// A name refers to no area of the map.
    #[error("2.1: {context} names the unknown area {name:?}")]
    UnknownArea {
        /// The unknown name.
        name: String,
        /// Where it was named.
        context: String,
    },
    /// An area is listed as adjacent to itself.
    #[error("2.1: area {0:?} is listed as adjacent to itself")]
    SelfAdjacent(String),
    /// `a` lists `b` as adjacent but `b` does not list `a`.
    #[error("2.1: {a:?} lists {b:?} as adjacent but {b:?} does not list {a:?}")]
    AsymmetricAdjacency {
        /// The area that lists the other.
        a: String,
        /// The area that does not list it back.
        b: String,
    },
    /// There is not exactly one rear of this side.
    #[error("3.5: the map needs exactly one {0} rear area")]
    RearCount(Side),
    /// The two rears touch.
    #[error("3.5: the German and the Soviet rear may not be adjacent")]
    RearsAdjacent,
    /// The Soviet rear touches no city area, so [4.0] names no victory area.
    #[error("4.0: the Soviet rear must be joined to at least one city area")]
    NoVictoryArea,
    /// A special area (Tractor Works, Mamayev Kurgan) is a rear.
    #[error("2.1: {0:?} must be a city area")]
    NotCity(String),
    /// Two counters share a name.
    #[error("2.3: two counters are named {0:?}")]
    DuplicateUnit(String),
    /// Too many counters, or none for a side.
    #[error("2.3: a scenario has 1 to {MAX_UNITS} counters and at least one per side, not {0}")]
    UnitCount(usize),
    /// A counter is placed in the enemy's rear.
    #[error("3.5: counter {0:?} is placed in the enemy rear")]
    UnitInEnemyRear(String),
    /// A reinforcement arrives outside turns 2..=6.
    #[error("6.0: counter {0:?} must arrive on a turn from 2 to 6")]
    ArrivalTurn(String),
    /// A counter's type belongs to the other side (panzer and motorized are
    /// German, the tank is Soviet).
    #[error("3.3: counter {0:?} has a type its side does not have")]
    KindOfOtherSide(String),
    /// More than one tank counter.
    #[error("8.12: a scenario has at most one T-34")]
    TooManyTanks,
    /// The tank has steps.
    #[error("8.12: the T-34 {0:?} has no steps")]
    TankSteps(String),
    /// A counter other than the T-34 with no step: it could never take a
    /// loss or refit, and it is eliminated the moment it would be dealt.
    #[error("3.3: counter {0:?} has no step (only the T-34 has none)")]
    NoSteps(String),
    /// Steps above 13 or strength above 13.
    #[error("3.3: counter {0:?} has more than 13 steps or a strength above 13")]
    UnitFigures(String),
    /// A name a player could not type apart from another: empty, equal to
    /// another name of its kind once case and spacing are ignored, or
    /// written like an id (`u3`, `a12`), which the text of actions uses.
    #[error(
        "{rule}: the name {name:?} cannot be typed apart (empty, another name but for case or spacing, or like an id such as u3 or a12)"
    )]
    UntypableName {
        /// 2.1 for an area, 2.3 for a counter.
        rule: &'static str,
        /// The name.
        name: String,
    },
    /// The counters together hold too many steps for the 52 cards.
    #[error("3.3: the counters hold {0} steps, more than the {MAX_TOTAL_STEPS} the deck can deal")]
    TooManySteps(usize),
}

impl ScenarioError {
    /// The id of the rule clause the data breaks.
    #[must_use]
    pub fn rule(&self) -> &'static str {
        match self {
            ScenarioError::AreaCount(_)
            | ScenarioError::DuplicateArea(_)
            | ScenarioError::UnknownArea { .. }
            | ScenarioError::SelfAdjacent(_)
            | ScenarioError::AsymmetricAdjacency { .. }
            | ScenarioError::NotCity(_) => "2.1",
            ScenarioError::RearCount(_) | ScenarioError::RearsAdjacent | ScenarioError::UnitInEnemyRear(_) => "3.5",
            ScenarioError::NoVictoryArea => "4.0",
            ScenarioError::DuplicateUnit(_) | ScenarioError::UnitCount(_) => "2.3",
            ScenarioError::ArrivalTurn(_) => "6.0",
            ScenarioError::KindOfOtherSide(_)
            | ScenarioError::UnitFigures(_)
            | ScenarioError::NoSteps(_)
            | ScenarioError::TooManySteps(_) => "3.3",
            ScenarioError::TooManyTanks | ScenarioError::TankSteps(_) => "8.12",
            ScenarioError::UntypableName { rule, .. } => rule,
        }
    }
}

/// One counter, compiled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct UnitSpec {
    pub side: Side,
    pub kind: UnitKind,
    pub steps: u8,
    pub strength: u8,
    /// Where it starts, if on the map at set-up.
    pub start: Option<AreaId>,
    /// When and where it arrives, if a reinforcement.
    pub arrive: Option<(u8, AreaId)>,
}

/// A validated scenario in the form the rules use: bit sets and indices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Board {
    pub graph: AreaGraph,
    /// The city's areas.
    pub city: AreaSet,
    /// The urban areas [8.8].
    pub urban: AreaSet,
    /// Each side's rear, by side index.
    pub rear: [AreaId; 2],
    /// The city areas joined to the Soviet rear: the victory areas [4.0].
    pub victory: AreaSet,
    pub tractor_works: AreaId,
    pub mamayev_kurgan: AreaId,
    pub units: Vec<UnitSpec>,
    /// The T-34, if the scenario has one.
    pub tank: Option<UnitId>,
}

impl Board {
    /// The areas adjacent to `area`.
    #[inline]
    pub fn neighbours(&self, area: AreaId) -> AreaSet {
        self.graph.neighbours(area)
    }

    /// Whether `a` and `b` are adjacent.
    #[inline]
    pub fn adjacent(&self, a: AreaId, b: AreaId) -> bool {
        self.graph.are_adjacent(a, b)
    }

    /// The areas reachable from `from` through areas of `through` [7.2].
    pub fn reachable(&self, from: AreaId, through: AreaSet) -> AreaSet {
        self.graph.reachable(from, through)
    }
}

impl Scenario {
    /// Checks the data and returns the first flaw found.
    ///
    /// # Errors
    /// The [`ScenarioError`] naming what is wrong and the rule it breaks.
    pub fn validate(&self) -> Result<(), ScenarioError> {
        self.compile().map(|_| ())
    }

    fn area_index(&self, name: &str, context: &str) -> Result<AreaId, ScenarioError> {
        self.areas
            .iter()
            .position(|a| a.name == name)
            .and_then(|i| u8::try_from(i).ok())
            .and_then(AreaId::new)
            .ok_or_else(|| ScenarioError::UnknownArea { name: name.to_owned(), context: context.to_owned() })
    }

    /// The index of the area named `name`, if any.
    #[must_use]
    pub fn area_id(&self, name: &str) -> Option<AreaId> {
        self.area_index(name, "").ok()
    }

    /// The id of the counter named `name`, if any.
    #[must_use]
    pub fn unit_id(&self, name: &str) -> Option<UnitId> {
        self.units.iter().position(|u| u.name == name).and_then(UnitId::new)
    }

    /// The name of an area, or `"?"`.
    #[must_use]
    pub fn area_name(&self, area: AreaId) -> &str {
        self.areas.get(usize::from(area.index())).map_or("?", |a| a.name.as_str())
    }

    /// The name of a counter, or `"?"`.
    #[must_use]
    pub fn unit_name(&self, unit: UnitId) -> &str {
        self.units.get(unit.index()).map_or("?", |u| u.name.as_str())
    }

    pub(crate) fn compile(&self) -> Result<Board, ScenarioError> {
        let n = self.areas.len();
        if n == 0 || n > MAX_AREAS {
            return Err(ScenarioError::AreaCount(n));
        }
        let keys: Vec<String> = self.areas.iter().map(|a| normal_text(&a.name)).collect();
        for (i, a) in self.areas.iter().enumerate() {
            if self.areas[..i].iter().any(|b| b.name == a.name) {
                return Err(ScenarioError::DuplicateArea(a.name.clone()));
            }
            typable(&a.name, &keys[i], &keys[..i], "2.1")?;
        }
        let mut edges = Vec::new();
        let mut city = AreaSet::EMPTY;
        let mut urban = AreaSet::EMPTY;
        let mut rears: [Option<AreaId>; 2] = [None, None];
        for (i, a) in self.areas.iter().enumerate() {
            let id = self.area_index(&a.name, "the map")?;
            match a.terrain {
                Terrain::Normal => city.insert(id),
                Terrain::Urban => {
                    city.insert(id);
                    urban.insert(id);
                }
                Terrain::GermanRear | Terrain::SovietRear => {
                    let side = if a.terrain == Terrain::GermanRear { Side::German } else { Side::Soviet };
                    if rears[side.index()].replace(id).is_some() {
                        return Err(ScenarioError::RearCount(side));
                    }
                }
            }
            for b in &a.adjacent {
                let j = self.area_index(b, &format!("the adjacency of {:?}", a.name))?;
                if usize::from(j.index()) == i {
                    return Err(ScenarioError::SelfAdjacent(a.name.clone()));
                }
                let back = self.areas.get(usize::from(j.index())).is_some_and(|other| other.adjacent.contains(&a.name));
                if !back {
                    return Err(ScenarioError::AsymmetricAdjacency { a: a.name.clone(), b: b.clone() });
                }
                edges.push((id.index(), j.index()));
            }
        }
        let german_rear = rears[0].ok_or(ScenarioError::RearCount(Side::German))?;
        let soviet_rear = rears[1].ok_or(ScenarioError::RearCount(Side::Soviet))?;
        let count = u8::try_from(n).map_err(|_| ScenarioError::AreaCount(n))?;
        let graph = AreaGraph::from_edges(count, &edges).map_err(|_| ScenarioError::AreaCount(n))?;
        if graph.are_adjacent(german_rear, soviet_rear) {
            return Err(ScenarioError::RearsAdjacent);
        }
        let victory = graph.neighbours(soviet_rear) & city;
        if victory.is_empty() {
            return Err(ScenarioError::NoVictoryArea);
        }
        let tractor_works = self.area_index(&self.tractor_works, "the Tractor Works")?;
        let mamayev_kurgan = self.area_index(&self.mamayev_kurgan, "Mamayev Kurgan")?;
        for (id, name) in [(tractor_works, &self.tractor_works), (mamayev_kurgan, &self.mamayev_kurgan)] {
            if !city.contains(id) {
                return Err(ScenarioError::NotCity(name.clone()));
            }
        }
        let rear = [german_rear, soviet_rear];
        let board_units = self.compile_units(rear)?;
        let tank = board_units.iter().position(|u| u.kind == UnitKind::Tank).and_then(UnitId::new);
        Ok(Board { graph, city, urban, rear, victory, tractor_works, mamayev_kurgan, units: board_units, tank })
    }

    fn compile_units(&self, rear: [AreaId; 2]) -> Result<Vec<UnitSpec>, ScenarioError> {
        let n = self.units.len();
        let per_side = |s: Side| self.units.iter().filter(|u| u.side == s).count();
        if n == 0 || n > MAX_UNITS || per_side(Side::German) == 0 || per_side(Side::Soviet) == 0 {
            return Err(ScenarioError::UnitCount(n));
        }
        let mut out = Vec::with_capacity(n);
        let mut total = 0usize;
        let mut tanks = 0;
        let keys: Vec<String> = self.units.iter().map(|u| normal_text(&u.name)).collect();
        for (i, u) in self.units.iter().enumerate() {
            if self.units[..i].iter().any(|v| v.name == u.name) {
                return Err(ScenarioError::DuplicateUnit(u.name.clone()));
            }
            typable(&u.name, &keys[i], &keys[..i], "2.3")?;
            let allowed = match u.kind {
                UnitKind::Panzer | UnitKind::Motorized => u.side == Side::German,
                UnitKind::Tank => u.side == Side::Soviet,
                UnitKind::Infantry => true,
            };
            if !allowed {
                return Err(ScenarioError::KindOfOtherSide(u.name.clone()));
            }
            if u.steps > 13 || u.strength > 13 {
                return Err(ScenarioError::UnitFigures(u.name.clone()));
            }
            if u.kind == UnitKind::Tank {
                tanks += 1;
                if tanks > 1 {
                    return Err(ScenarioError::TooManyTanks);
                }
                if u.steps != 0 {
                    return Err(ScenarioError::TankSteps(u.name.clone()));
                }
            } else if u.steps == 0 {
                return Err(ScenarioError::NoSteps(u.name.clone()));
            }
            total += usize::from(u.steps);
            let context = format!("the placement of {:?}", u.name);
            let (start, arrive) = match &u.placement {
                Placement::Start(area) => (Some(self.area_index(area, &context)?), None),
                Placement::Arrive { turn, area } => {
                    if !(2..=LAST_TURN).contains(turn) {
                        return Err(ScenarioError::ArrivalTurn(u.name.clone()));
                    }
                    (None, Some((*turn, self.area_index(area, &context)?)))
                }
            };
            let at = start.or(arrive.map(|(_, a)| a));
            if at == Some(rear[u.side.enemy().index()]) {
                return Err(ScenarioError::UnitInEnemyRear(u.name.clone()));
            }
            out.push(UnitSpec { side: u.side, kind: u.kind, steps: u.steps, strength: u.strength, start, arrive });
        }
        if total > MAX_TOTAL_STEPS {
            return Err(ScenarioError::TooManySteps(total));
        }
        Ok(out)
    }

    /// The built-in scenario: a historically grounded RECONSTRUCTION of the
    /// postcard's map and counters (four area names, one adjacency, three
    /// German counters and the rifles' strength are known; the rest is
    /// reconstructed). See `docs/rules/rattenkrieg.md`.
    #[must_use]
    pub fn reconstruction() -> Scenario {
        use Terrain::{GermanRear, Normal, SovietRear, Urban};
        const G: &str = "German rear";
        const S: &str = "Soviet rear";
        let areas: [(&str, Terrain, &[&str]); 14] = [
            ("Spartakovka", Normal, &[G, "Orlovka", "Tractor Works"]),
            ("Orlovka", Normal, &[G, "Spartakovka", "Tractor Works", "Workers' Settlement"]),
            ("Tractor Works", Urban, &[S, "Spartakovka", "Orlovka", "Workers' Settlement", "Barrikady"]),
            (
                "Workers' Settlement",
                Urban,
                &["Orlovka", "Tractor Works", "Barrikady", "Red October", "Airfield Settlement"],
            ),
            ("Barrikady", Urban, &["Tractor Works", "Workers' Settlement", "Red October"]),
            ("Red October", Urban, &[S, "Workers' Settlement", "Barrikady", "Airfield Settlement", "Mamayev Kurgan"]),
            ("Airfield Settlement", Normal, &[G, "Workers' Settlement", "Red October", "Mamayev Kurgan", "Dar Gora"]),
            ("Mamayev Kurgan", Normal, &["Red October", "Airfield Settlement", "City Centre", "Dar Gora"]),
            ("City Centre", Urban, &[S, "Mamayev Kurgan", "Dar Gora", "Grain Elevator"]),
            (
                "Dar Gora",
                Normal,
                &[G, "Airfield Settlement", "Mamayev Kurgan", "City Centre", "Grain Elevator", "Yelshanka"],
            ),
            ("Grain Elevator", Urban, &["City Centre", "Dar Gora", "Yelshanka"]),
            ("Yelshanka", Normal, &[G, "Dar Gora", "Grain Elevator"]),
            (G, GermanRear, &["Spartakovka", "Orlovka", "Airfield Settlement", "Dar Gora", "Yelshanka"]),
            (S, SovietRear, &["Tractor Works", "Red October", "City Centre"]),
        ];
        let unit = |name: &str, side, kind, steps, strength, placement| UnitData {
            name: name.to_owned(),
            side,
            kind,
            steps,
            strength,
            placement,
        };
        let start = |area: &str| Placement::Start(area.to_owned());
        let arrive = |turn, area: &str| Placement::Arrive { turn, area: area.to_owned() };
        use Side::{German, Soviet};
        use UnitKind::{Infantry, Motorized, Panzer, Tank};
        let units = vec![
            unit("14Pz", German, Panzer, 4, 6, start(G)),
            unit("24Pz", German, Panzer, 4, 6, start(G)),
            unit("29Mot", German, Motorized, 3, 5, start(G)),
            unit("71", German, Infantry, 2, 4, start(G)),
            unit("295", German, Infantry, 2, 4, start(G)),
            unit("389", German, Infantry, 2, 4, start(G)),
            unit("16Pz", German, Panzer, 4, 6, arrive(2, G)),
            unit("100J", German, Infantry, 1, 4, arrive(2, G)),
            unit("Rifle-1", Soviet, Infantry, 1, 2, start("Spartakovka")),
            unit("Rifle-2", Soviet, Infantry, 1, 2, start("Orlovka")),
            unit("Rifle-3", Soviet, Infantry, 1, 2, start("Airfield Settlement")),
            unit("Rifle-4", Soviet, Infantry, 1, 2, start("Mamayev Kurgan")),
            unit("Rifle-5", Soviet, Infantry, 1, 2, start("Dar Gora")),
            unit("Rifle-6", Soviet, Infantry, 1, 2, start("Yelshanka")),
            unit("13Gds", Soviet, Infantry, 3, 4, start(S)),
            unit("39Gds", Soviet, Infantry, 3, 4, arrive(3, S)),
            unit("T-34", Soviet, Tank, 0, 2, start("Tractor Works")),
        ];
        Scenario {
            title: "Rattenkrieg: Stalingrad (reconstructed map and counters)".to_owned(),
            reconstruction: true,
            areas: areas
                .iter()
                .map(|(name, terrain, adjacent)| AreaData {
                    name: (*name).to_owned(),
                    terrain: *terrain,
                    adjacent: adjacent.iter().map(|s| (*s).to_owned()).collect(),
                })
                .collect(),
            tractor_works: "Tractor Works".to_owned(),
            mamayev_kurgan: "Mamayev Kurgan".to_owned(),
            units,
        }
    }
}

/// Refuses a name a player could not type apart [2.1] [2.3]: the text of
/// actions names areas and counters by name or by id (`a12`, `u3`), read
/// without regard to case or spacing. `key` is the name's [`normal_text`],
/// `earlier` the typed forms of the names listed before it (each made once
/// per scenario: a load compiles the scenario again).
fn typable(name: &str, key: &str, earlier: &[String], rule: &'static str) -> Result<(), ScenarioError> {
    let like_id =
        |prefix: char| key.strip_prefix(prefix).is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
    if key.is_empty() || like_id('u') || like_id('a') || earlier.iter().any(|other| other == key) {
        return Err(ScenarioError::UntypableName { rule, name: name.to_owned() });
    }
    Ok(())
}

impl Default for Scenario {
    fn default() -> Self {
        Scenario::reconstruction()
    }
}

impl fmt::Display for Terrain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Terrain::Normal => "normal",
            Terrain::Urban => "urban",
            Terrain::GermanRear => "German rear",
            Terrain::SovietRear => "Soviet rear",
        })
    }
}

/// The built-in scenario and its compiled board, made once per process: a
/// game set up or loaded on it shares them instead of copying the names and
/// checking the map and counters again [2.1] [2.3]. Should the built-in
/// scenario ever fail its own check, the board holds the error and every
/// game compiles the scenario itself, which reports it.
pub(crate) fn builtin() -> &'static (Arc<Scenario>, Result<Board, ScenarioError>) {
    static BUILTIN: OnceLock<(Arc<Scenario>, Result<Board, ScenarioError>)> = OnceLock::new();
    BUILTIN.get_or_init(|| {
        let scenario = Scenario::reconstruction();
        let board = scenario.compile();
        (Arc::new(scenario), board)
    })
}
