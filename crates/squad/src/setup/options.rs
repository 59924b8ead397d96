//! Set-up choices (R-S3..R-S8).

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::content::recruit::Recruit;
use crate::content::{Content, Quality};

/// The set-up of one game. `Default` is the standard game: the built-in
/// cards, Orchard Road (M01) against the Crossroads Post (O02), front-line
/// enemies, the mission's default squad.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// The theatre (R-S3).
    pub theatre: String,
    /// The enemy faction (R-S4).
    pub faction: String,
    /// The enemy quality (R-S4).
    pub quality: Quality,
    /// The mission id (R-S5).
    pub mission: String,
    /// The objective id (R-S6).
    pub objective: String,
    /// The squad (R-S7); none: the mission's default squad.
    pub squad: Option<Vec<Recruit>>,
    /// Target counters per ordinary soldier in the cup (R-S8; Low Profile
    /// puts one fewer, Conspicuous one more).
    pub target_counters: u8,
    /// A card set of the user's own; none: the built-in starter set.
    pub content: Option<Arc<Content>>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            theatre: "NorthwestEurope".to_owned(),
            faction: "Axis".to_owned(),
            quality: Quality::FrontLine,
            mission: "M01".to_owned(),
            objective: "O02".to_owned(),
            squad: None,
            target_counters: 4,
            content: None,
        }
    }
}

impl Options {
    /// The standard options with another mission, objective and quality.
    #[must_use]
    pub fn scenario(mission: &str, objective: &str, quality: Quality) -> Options {
        Options { mission: mission.to_owned(), objective: objective.to_owned(), quality, ..Options::default() }
    }

    /// The card set these options play with.
    #[must_use]
    pub fn content(&self) -> Arc<Content> {
        self.content.clone().unwrap_or_else(Content::builtin)
    }
}
