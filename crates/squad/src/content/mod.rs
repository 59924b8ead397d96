//! Card content: the schema of every card type, the built-in starter set,
//! and loading with validation that names the card and the field at fault.
//!
//! Each card type is one JSON file (an array of cards): `missions.json`,
//! `objectives.json`, `locations.json`, `enemies.json`, `soldiers.json`,
//! `weapons.json`, `equipment.json`, `skills.json`, `actions.json`,
//! `events.json`. The built-in set is compiled in ([`Content::builtin`]);
//! a user loads their own with [`Content::load_dir`] or [`Content::parse`].

mod action_card;
mod code;
#[cfg(test)]
mod code_tests;
pub(crate) mod effect;
mod enemy;
mod equipment;
mod event_card;
mod keyword;
mod mission;
pub(crate) mod recruit;
mod skill;
mod soldier;
mod terrain;
mod validate;
mod weapon;

use std::path::Path;
use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Serialize};

pub use action_card::{ActionCard, Boost, Category, Timing};
pub use code::{Code, CodeError};
pub(crate) use effect::Choice;
pub use effect::{Duration, Effect, Needs, Who};
pub use enemy::{AttackCell, Enemy};
pub use equipment::{Activation, Equipment};
pub use event_card::EventCard;
pub use keyword::{EnemyKw, LocKw, ModeKw, ModeName, Quality, SoldierKw, Tag, Trait};
pub use mission::{Mission, MissionRule};
pub use skill::Skill;
pub use soldier::{SoldierCard, SoldierKind};
pub use terrain::{Location, Objective, RangeIncl, Requirement};
pub use weapon::{AimKind, FireMode, MeleeProfile, Weapon};

/// The most cards of one deck (decks are 64-bit card sets).
pub const MAX_DECK: usize = 64;
/// The most skills in a card set (a soldier's skills are a 16-bit set).
pub const MAX_SKILLS: usize = 16;
/// The most ammo groups in a card set.
pub const MAX_AMMO_GROUPS: usize = 8;

/// Why a card set was refused: the file, the card and the field at fault.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ContentError {
    /// A file is not valid JSON for its card type.
    #[error("{file}: {message}")]
    Json {
        /// The file.
        file: &'static str,
        /// What serde said (with line and column).
        message: String,
    },
    /// A file could not be read.
    #[error("{file}: cannot read: {message}")]
    Io {
        /// The file.
        file: &'static str,
        /// Why.
        message: String,
    },
    /// A card breaks a rule of the schema.
    #[error("{file}: card {card}, field {field}: {reason}")]
    Card {
        /// The file.
        file: &'static str,
        /// The card.
        card: Code,
        /// The field.
        field: &'static str,
        /// What is wrong.
        reason: String,
    },
    /// A limit of the whole set is exceeded.
    #[error("{file}: {reason}")]
    Set {
        /// The file.
        file: &'static str,
        /// What is wrong.
        reason: String,
    },
}

/// The text of the ten content files.
#[derive(Clone, Copy, Debug)]
pub struct ContentTexts<'a> {
    /// `missions.json`.
    pub missions: &'a str,
    /// `objectives.json`.
    pub objectives: &'a str,
    /// `locations.json`.
    pub locations: &'a str,
    /// `enemies.json`.
    pub enemies: &'a str,
    /// `soldiers.json`.
    pub soldiers: &'a str,
    /// `weapons.json`.
    pub weapons: &'a str,
    /// `equipment.json`.
    pub equipment: &'a str,
    /// `skills.json`.
    pub skills: &'a str,
    /// `actions.json`.
    pub actions: &'a str,
    /// `events.json`.
    pub events: &'a str,
}

impl ContentTexts<'static> {
    /// The built-in starter set's files.
    pub const BUILTIN: ContentTexts<'static> = ContentTexts {
        missions: include_str!("../../data/missions.json"),
        objectives: include_str!("../../data/objectives.json"),
        locations: include_str!("../../data/locations.json"),
        enemies: include_str!("../../data/enemies.json"),
        soldiers: include_str!("../../data/soldiers.json"),
        weapons: include_str!("../../data/weapons.json"),
        equipment: include_str!("../../data/equipment.json"),
        skills: include_str!("../../data/skills.json"),
        actions: include_str!("../../data/actions.json"),
        events: include_str!("../../data/events.json"),
    };
}

/// The unchecked shape of a card set (what the files hold).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawContent {
    /// Mission cards.
    pub missions: Vec<Mission>,
    /// Objective cards.
    pub objectives: Vec<Objective>,
    /// Location cards.
    pub locations: Vec<Location>,
    /// Enemy cards.
    pub enemies: Vec<Enemy>,
    /// Soldier cards.
    pub soldiers: Vec<SoldierCard>,
    /// Weapon cards.
    pub weapons: Vec<Weapon>,
    /// Equipment cards.
    pub equipment: Vec<Equipment>,
    /// Skill cards.
    pub skills: Vec<Skill>,
    /// Action card designs.
    pub actions: Vec<ActionCard>,
    /// Event card designs.
    pub events: Vec<EventCard>,
}

/// A validated card set. Immutable; a game holds it behind an `Arc`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "RawContent", into = "RawContent")]
pub struct Content {
    raw: RawContent,
    /// Ammo group names (index = group id).
    ammo_groups: Vec<String>,
    /// Ammo group of each weapon.
    weapon_group: Vec<Option<u8>>,
    /// Design of each action card instance.
    action_instances: Vec<u8>,
    /// Design of each event card instance.
    event_instances: Vec<u8>,
}

impl From<Content> for RawContent {
    fn from(c: Content) -> RawContent {
        c.raw
    }
}

impl TryFrom<RawContent> for Content {
    type Error = ContentError;
    fn try_from(raw: RawContent) -> Result<Content, ContentError> {
        validate::check(&raw)?;
        let mut ammo_groups: Vec<String> = Vec::new();
        let mut weapon_group = Vec::new();
        for w in &raw.weapons {
            weapon_group.push(w.ammo_group.as_ref().map(|g| {
                let i = ammo_groups.iter().position(|x| x == g).unwrap_or_else(|| {
                    ammo_groups.push(g.clone());
                    ammo_groups.len() - 1
                });
                i as u8
            }));
        }
        let action_instances = raw
            .actions
            .iter()
            .enumerate()
            .flat_map(|(i, a)| std::iter::repeat_n(i as u8, usize::from(a.copies)))
            .collect();
        let event_instances = raw
            .events
            .iter()
            .enumerate()
            .flat_map(|(i, a)| std::iter::repeat_n(i as u8, usize::from(a.copies)))
            .collect();
        Ok(Content { raw, ammo_groups, weapon_group, action_instances, event_instances })
    }
}

fn parse_file<T: serde::de::DeserializeOwned>(file: &'static str, text: &str) -> Result<Vec<T>, ContentError> {
    serde_json::from_str(text).map_err(|e| ContentError::Json { file, message: e.to_string() })
}

impl Content {
    /// The built-in starter set (parsed once per process).
    ///
    /// # Panics
    /// Never: the built-in files are checked by the tests.
    #[allow(clippy::expect_used, reason = "the built-in files are compiled in and tested")]
    #[must_use]
    pub fn builtin() -> Arc<Content> {
        static BUILTIN: OnceLock<Arc<Content>> = OnceLock::new();
        BUILTIN
            .get_or_init(|| Arc::new(Content::parse(&ContentTexts::BUILTIN).expect("the built-in content is valid")))
            .clone()
    }

    /// A card set from the text of its ten files.
    ///
    /// # Errors
    /// A file is not valid JSON, or a card breaks the schema (the error
    /// names the file, the card and the field).
    pub fn parse(texts: &ContentTexts<'_>) -> Result<Content, ContentError> {
        let raw = RawContent {
            missions: parse_file("missions.json", texts.missions)?,
            objectives: parse_file("objectives.json", texts.objectives)?,
            locations: parse_file("locations.json", texts.locations)?,
            enemies: parse_file("enemies.json", texts.enemies)?,
            soldiers: parse_file("soldiers.json", texts.soldiers)?,
            weapons: parse_file("weapons.json", texts.weapons)?,
            equipment: parse_file("equipment.json", texts.equipment)?,
            skills: parse_file("skills.json", texts.skills)?,
            actions: parse_file("actions.json", texts.actions)?,
            events: parse_file("events.json", texts.events)?,
        };
        Content::try_from(raw)
    }

    /// A card set from a folder holding the ten files.
    ///
    /// # Errors
    /// A file cannot be read, or as [`parse`](Self::parse).
    pub fn load_dir(dir: &Path) -> Result<Content, ContentError> {
        fn read(dir: &Path, file: &'static str) -> Result<String, ContentError> {
            std::fs::read_to_string(dir.join(file)).map_err(|e| ContentError::Io { file, message: e.to_string() })
        }
        let t = [
            read(dir, "missions.json")?,
            read(dir, "objectives.json")?,
            read(dir, "locations.json")?,
            read(dir, "enemies.json")?,
            read(dir, "soldiers.json")?,
            read(dir, "weapons.json")?,
            read(dir, "equipment.json")?,
            read(dir, "skills.json")?,
            read(dir, "actions.json")?,
            read(dir, "events.json")?,
        ];
        Content::parse(&ContentTexts {
            missions: &t[0],
            objectives: &t[1],
            locations: &t[2],
            enemies: &t[3],
            soldiers: &t[4],
            weapons: &t[5],
            equipment: &t[6],
            skills: &t[7],
            actions: &t[8],
            events: &t[9],
        })
    }

    /// Mission cards.
    #[must_use]
    pub fn missions(&self) -> &[Mission] {
        &self.raw.missions
    }
    /// Objective cards.
    #[must_use]
    pub fn objectives(&self) -> &[Objective] {
        &self.raw.objectives
    }
    /// Location cards.
    #[must_use]
    pub fn locations(&self) -> &[Location] {
        &self.raw.locations
    }
    /// Enemy cards.
    #[must_use]
    pub fn enemies(&self) -> &[Enemy] {
        &self.raw.enemies
    }
    /// Soldier cards.
    #[must_use]
    pub fn soldiers(&self) -> &[SoldierCard] {
        &self.raw.soldiers
    }
    /// Weapon cards.
    #[must_use]
    pub fn weapons(&self) -> &[Weapon] {
        &self.raw.weapons
    }
    /// Equipment cards.
    #[must_use]
    pub fn equipment(&self) -> &[Equipment] {
        &self.raw.equipment
    }
    /// Skill cards.
    #[must_use]
    pub fn skills(&self) -> &[Skill] {
        &self.raw.skills
    }
    /// Action card designs.
    #[must_use]
    pub fn actions(&self) -> &[ActionCard] {
        &self.raw.actions
    }
    /// Event card designs.
    #[must_use]
    pub fn events(&self) -> &[EventCard] {
        &self.raw.events
    }
    /// The design of action card instance `i`.
    #[must_use]
    pub fn action_of(&self, instance: u8) -> Option<&ActionCard> {
        self.action_instances.get(usize::from(instance)).and_then(|d| self.raw.actions.get(usize::from(*d)))
    }
    /// How many action card instances the deck holds.
    #[must_use]
    pub fn action_count(&self) -> usize {
        self.action_instances.len()
    }
    /// The design of event card instance `i`.
    #[must_use]
    pub fn event_of(&self, instance: u8) -> Option<&EventCard> {
        self.event_instances.get(usize::from(instance)).and_then(|d| self.raw.events.get(usize::from(*d)))
    }
    /// How many event card instances the deck holds.
    #[must_use]
    pub fn event_count(&self) -> usize {
        self.event_instances.len()
    }
    /// The ammo group of weapon `w`.
    #[must_use]
    pub fn ammo_group(&self, w: u8) -> Option<u8> {
        self.weapon_group.get(usize::from(w)).copied().flatten()
    }
    /// The index of ammo group `name`.
    #[must_use]
    pub fn ammo_group_named(&self, name: &str) -> Option<u8> {
        self.ammo_groups.iter().position(|g| g == name).map(|i| i as u8)
    }
    /// The name of ammo group `g`.
    #[must_use]
    pub fn ammo_group_name(&self, g: u8) -> &str {
        self.ammo_groups.get(usize::from(g)).map_or("?", String::as_str)
    }

    /// The index of the mission with id `id`.
    #[must_use]
    pub fn mission_index(&self, id: &str) -> Option<usize> {
        self.raw.missions.iter().position(|c| c.id.as_str() == id)
    }
    /// The index of the objective with id `id`.
    #[must_use]
    pub fn objective_index(&self, id: &str) -> Option<usize> {
        self.raw.objectives.iter().position(|c| c.id.as_str() == id)
    }
    /// The index of the soldier with id `id`.
    #[must_use]
    pub fn soldier_index(&self, id: &str) -> Option<usize> {
        self.raw.soldiers.iter().position(|c| c.id.as_str() == id)
    }
    /// The index of the weapon with id `id`.
    #[must_use]
    pub fn weapon_index(&self, id: &str) -> Option<usize> {
        self.raw.weapons.iter().position(|c| c.id.as_str() == id)
    }
    /// The index of the equipment with id `id`.
    #[must_use]
    pub fn equipment_index(&self, id: &str) -> Option<usize> {
        self.raw.equipment.iter().position(|c| c.id.as_str() == id)
    }
    /// The index of the skill with id `id`.
    #[must_use]
    pub fn skill_index(&self, id: &str) -> Option<usize> {
        self.raw.skills.iter().position(|c| c.id.as_str() == id)
    }
    /// The index of the enemy card with id `id`.
    #[must_use]
    pub fn enemy_index(&self, id: &str) -> Option<usize> {
        self.raw.enemies.iter().position(|c| c.id.as_str() == id)
    }
}
