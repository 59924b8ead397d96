//! What the pending chance point rolls or draws.

use serde::{Deserialize, Serialize};

use crate::state::ChanceKind;

/// What the pending chance point rolls or draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChanceView {
    /// A d10 (R-A5, R-E2, R-E3).
    D10,
    /// A d6 (R-A5, R-E3, R-E4).
    D6,
    /// An action card from the Action deck (R-S2).
    ActionCard,
    /// A Location card from the Location deck (R-F5).
    LocationCard,
    /// An enemy card from the Enemy deck (R-F5, R-E2).
    EnemyCard,
    /// An event card from the Event deck (R-E1).
    EventCard,
    /// A target counter from the cup (R-F5, R-E4).
    TargetCounter,
}

impl From<ChanceKind> for ChanceView {
    fn from(k: ChanceKind) -> ChanceView {
        match k {
            ChanceKind::D10 => ChanceView::D10,
            ChanceKind::D6 => ChanceView::D6,
            ChanceKind::Action => ChanceView::ActionCard,
            ChanceKind::Location => ChanceView::LocationCard,
            ChanceKind::Enemy => ChanceView::EnemyCard,
            ChanceKind::Event => ChanceView::EventCard,
            ChanceKind::Target => ChanceView::TargetCounter,
        }
    }
}
