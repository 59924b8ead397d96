//! Actions, keeps and rolls read back from the text a player types: exactly
//! what their `Display` prints, ignoring case and extra white space, with
//! areas also by number or title alone (see [`Area::read`]).

use std::str::FromStr;

use wargames_core::{Die, Roll, normal_text};

use crate::action::Action;
use crate::area::Area;
use crate::chance::Chance;
use crate::hand::{Keep, UNIT_DICE};

/// Why a text names no action, keep or roll.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// No action reads like the text.
    #[error(
        "no action reads {text:?} (actions read e.g. `keep units 2 3, CMD`, `fortify Pavlov's House (2)`, \
         `cross the Volga into 4`, `end the deploy`)"
    )]
    Action {
        /// The text as given.
        text: String,
    },
    /// Rule 2: the text reads as a keep, but of no dice a hand holds
    /// (a unit die shows 1-6, a hand has five).
    #[error("2: {text:?} keeps no dice of a hand (unit faces 1-6, at most {UNIT_DICE}; CMD, tactic, RATT)")]
    Keep {
        /// The text as given.
        text: String,
    },
    /// No roll reads like the text.
    #[error(
        "no roll reads {text:?} (rolls read e.g. `unit dice 1 1 2 5 5`, `CMD 2, tactic 4, RATT 3`, `RATT re-roll 4`)"
    )]
    Chance {
        /// The text as given.
        text: String,
    },
}

/// The actions whose text is fixed.
const FIXED: [(&str, Action); 13] = [
    ("force a re-roll of the ratt die (pavlov's house)", Action::RerollRatt),
    ("let the ratt die stand", Action::KeepRatt),
    ("end fortifying", Action::EndFortify),
    ("end the assault", Action::EndAssault),
    ("end crossing", Action::EndCrossing),
    ("no ratze! move", Action::PassRatze),
    ("end the deploy", Action::EndDeploy),
    ("lift the shelling", Action::LiftShelling),
    ("no more shelling", Action::PassShelling),
    ("end engineers", Action::EndEngineers),
    ("pay for combat in z", Action::FightInZ),
    ("no combat in z", Action::HoldFireInZ),
    ("no guards move", Action::PassGuards),
];

/// An action on one area: the text before the area, and the action.
type OnArea = (&'static str, fn(Area) -> Action);

/// The actions on one area.
const ON_AREA: [OnArea; 11] = [
    ("snipe an enemy unit in ", Action::Snipe),
    ("snipe a german unit in ", Action::Snipe),
    ("snipe a soviet unit in ", Action::Snipe),
    ("fortify ", Action::Fortify),
    ("remove the fortress of ", Action::RemoveFortress),
    ("air hit on ", Action::AirHit),
    ("assault into ", Action::Assault),
    ("cross the volga into ", Action::Cross),
    ("deploy from z into ", Action::DeployOut),
    ("shell ", Action::Shell),
    ("engineers in ", Action::Engineer),
];

/// The two areas of `text` split at one of the places `sep` occurs.
fn two_areas(text: &str, sep: &str) -> Option<(Area, Area)> {
    text.match_indices(sep).find_map(|(at, _)| Some((Area::read(&text[..at])?, Area::read(&text[at + sep.len()..])?)))
}

fn read_action(text: &str) -> Option<Action> {
    if let Some(&(_, action)) = FIXED.iter().find(|(form, _)| *form == text) {
        return Some(action);
    }
    for (prefix, action) in ON_AREA {
        if let Some(area) = text.strip_prefix(prefix).and_then(Area::read) {
            return Some(action(area));
        }
    }
    if let Some(rest) = text.strip_prefix("deploy from ").and_then(|t| t.strip_suffix(" into z")) {
        return Area::read(rest).map(Action::DeployIn);
    }
    if let Some(rest) = text.strip_prefix("ratze! an enemy unit from ") {
        return two_areas(rest, " to ").map(|(from, to)| Action::Ratze { from, to });
    }
    if let Some(rest) = text.strip_prefix("guards from ") {
        return two_areas(rest, " into ").map(|(from, to)| Action::Guards { from, to });
    }
    if let Some(n) = text.strip_prefix("air strike with ").and_then(|t| t.strip_suffix(" cmd")) {
        return n.parse().ok().map(Action::AirStrike);
    }
    if let Some(n) = text.strip_prefix("cancel ").and_then(|t| t.strip_suffix(" air hits")) {
        return n.parse().ok().map(Action::CancelAirHits);
    }
    None
}

impl FromStr for Action {
    type Err = ParseError;

    /// Reads the text [`Display`](std::fmt::Display) prints: `keep units
    /// 2 3, CMD` (see [`Keep`]'s `FromStr` for the shorter forms),
    /// `fortify Pavlov's House (2)` (an area also by its number or title
    /// alone: `fortify 2`, `fortify Pavlov's House`), `air strike with 2
    /// CMD`, `end the deploy`, and so on.
    ///
    /// ```
    /// use wargames_pocket_stalingrad::{Action, Area};
    ///
    /// let fortify: Action = "fortify Pavlov's House (2)".parse().unwrap();
    /// assert_eq!(fortify, Action::Fortify(Area::PavlovsHouse));
    /// assert_eq!("Fortify 2".parse::<Action>(), Ok(fortify));
    /// assert!("fortify Berlin".parse::<Action>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Action, ParseError> {
        let wanted = normal_text(text);
        if wanted == "keep" || wanted.starts_with("keep ") {
            return wanted.parse().map(Action::Keep);
        }
        read_action(&wanted).ok_or_else(|| ParseError::Action { text: text.to_owned() })
    }
}

impl FromStr for Keep {
    type Err = ParseError;

    /// Reads the text [`Display`](std::fmt::Display) prints (`keep units 1
    /// 1 2 5, tactic`, `keep CMD, RATT`, `keep nothing`), and the shorter
    /// form without `units` and commas: `keep 1 1 2 5 tactic`. A face kept
    /// keeps every unit die showing it (2.2), so each face is written as
    /// many times as it shows.
    ///
    /// ```
    /// use wargames_pocket_stalingrad::{Keep, SingleDie};
    ///
    /// let keep: Keep = "keep units 2 3, CMD".parse().unwrap();
    /// assert_eq!(keep, Keep::new(&[2, 3], &[SingleDie::Cmd]).unwrap());
    /// assert_eq!("keep 2 3 cmd".parse::<Keep>(), Ok(keep));
    /// assert!("keep 7".parse::<Keep>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Keep, ParseError> {
        let bad = || ParseError::Keep { text: text.to_owned() };
        let wanted = normal_text(text);
        let rest = wanted.strip_prefix("keep").ok_or_else(|| ParseError::Action { text: text.to_owned() })?;
        if rest.trim() == "nothing" {
            return Ok(Keep { units: Roll::empty(Die::D6), cmd: false, tactic: false, ratt: false });
        }
        let mut faces = Vec::new();
        let mut keep = Keep { units: Roll::empty(Die::D6), cmd: false, tactic: false, ratt: false };
        for word in rest.split([' ', ',']).filter(|w| !w.is_empty()) {
            let flag = match word {
                "units" | "unit" => continue,
                "cmd" => &mut keep.cmd,
                "tactic" => &mut keep.tactic,
                "ratt" => &mut keep.ratt,
                _ => {
                    faces.push(word.parse::<u8>().map_err(|_| bad())?);
                    continue;
                }
            };
            if *flag {
                return Err(bad());
            }
            *flag = true;
        }
        if faces.len() > usize::from(UNIT_DICE) || faces.iter().any(|f| !(1..=6).contains(f)) {
            return Err(bad());
        }
        keep.units = Roll::from_faces(Die::D6, &faces).ok_or_else(bad)?;
        Ok(keep)
    }
}

impl FromStr for Chance {
    type Err = ParseError;

    /// Reads the text [`Display`](std::fmt::Display) prints: `unit dice 1
    /// 1 2 5 5`, `CMD 2, tactic 4, RATT 3` (the single dice rolled, in that
    /// order) or `RATT re-roll 4`.
    ///
    /// ```
    /// use wargames_pocket_stalingrad::Chance;
    ///
    /// let roll: Chance = "CMD 2, RATT 3".parse().unwrap();
    /// assert_eq!(roll, Chance::SingleDice { cmd: Some(2), tactic: None, ratt: Some(3) });
    /// assert_eq!("RATT re-roll 4".parse::<Chance>(), Ok(Chance::RattReroll(4)));
    /// assert!("unit dice 9".parse::<Chance>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Chance, ParseError> {
        let bad = || ParseError::Chance { text: text.to_owned() };
        let wanted = normal_text(text);
        if let Some(rest) = wanted.strip_prefix("unit dice") {
            let faces =
                rest.split_whitespace().map(str::parse::<u8>).collect::<Result<Vec<_>, _>>().map_err(|_| bad())?;
            if faces.len() > usize::from(UNIT_DICE) || faces.iter().any(|f| !(1..=6).contains(f)) {
                return Err(bad());
            }
            return Roll::from_faces(Die::D6, &faces).map(Chance::UnitDice).ok_or_else(bad);
        }
        if let Some(face) = wanted.strip_prefix("ratt re-roll ") {
            return face.parse().map(Chance::RattReroll).map_err(|_| bad());
        }
        let (mut cmd, mut tactic, mut ratt) = (None, None, None);
        let mut order = 0;
        for item in wanted.split(',').map(str::trim).filter(|i| !i.is_empty()) {
            let (name, face) = item.split_once(' ').ok_or_else(bad)?;
            let face = face.parse::<u8>().map_err(|_| bad())?;
            let (slot, rank) = match name {
                "cmd" => (&mut cmd, 1),
                "tactic" => (&mut tactic, 2),
                "ratt" => (&mut ratt, 3),
                _ => return Err(bad()),
            };
            if rank <= order {
                return Err(bad());
            }
            order = rank;
            *slot = Some(face);
        }
        Ok(Chance::SingleDice { cmd, tactic, ratt })
    }
}
