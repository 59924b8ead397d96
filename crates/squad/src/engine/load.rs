//! Loading a state: the serialized form (the options and the changing
//! state), refused unless it passes the check against its set-up.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::engine::check::breach;
use crate::error::Error;
use crate::setup::options::Options;
use crate::state::State;
use crate::state::squad::{Fixed, Squad};

impl Squad {
    /// Recomputes the derived data from the pieces and checks the state
    /// against its set-up: every action card in exactly one place (decks,
    /// hands, discards, Support cards in play), every location card and enemy
    /// card at most once (its deck, the path or the recon choice, the enemy
    /// cards in play), every index in range, soldier
    /// slots and health in range, hands and pending draws within the rules'
    /// bounds, a soldier out of play cleared of what leaving play takes (its
    /// hand, suppression, gear, counters in the cup, Support cards, the
    /// enemy cards aimed at it; R-E4, R-F9), the procedure stack well
    /// formed, and the derived masks
    /// (soldiers in play, enemy entries in use, dropped gear in use) equal to
    /// their recomputation. A loaded state is refused when this fails.
    ///
    /// # Errors
    ///
    /// What is wrong, in words, starting with the rule it breaks.
    ///
    /// ```
    /// use wargames_core::Match;
    /// use wargames_squad::{Options, Squad};
    ///
    /// let m = Match::<Squad>::new(Options::default(), 7u64).unwrap();
    /// assert_eq!(m.game().invariants(), Ok(()));
    /// ```
    pub fn invariants(&self) -> Result<(), String> {
        self.check_state().map_err(|e| e.to_string())
    }

    /// [`invariants`](Self::invariants) as the typed refusal of a loaded
    /// state ([`Error::CorruptState`], naming the rule).
    pub(crate) fn check_state(&self) -> Result<(), Error> {
        let d = &self.state;
        crate::engine::check::check(&self.fixed, d)?;
        if d.team.alive != d.team.alive_mask() {
            return Err(breach(
                "R-E4",
                format!("alive {:#b}, the soldiers in play are {:#b}", d.team.alive, d.team.alive_mask()),
            ));
        }
        if d.foes.occupied != d.foes.occupied_mask() {
            let what =
                format!("occupied {:#b}, the enemy entries in use are {:#b}", d.foes.occupied, d.foes.occupied_mask());
            return Err(breach("R-A6", what));
        }
        if d.field.lying != d.field.lying_mask() {
            let what =
                format!("lying {:#b}, the dropped gear entries in use are {:#b}", d.field.lying, d.field.lying_mask());
            return Err(breach("R-F8", what));
        }
        self.check_draft().map_err(|what| breach("R-D1", what))
    }
}

/// The serialized form: the options and the changing state.
#[derive(Clone, Serialize, Deserialize)]
pub(crate) struct SquadRepr {
    options: Options,
    state: State,
}

impl From<Squad> for SquadRepr {
    fn from(s: Squad) -> SquadRepr {
        SquadRepr { options: s.fixed.options.clone(), state: s.state }
    }
}

impl TryFrom<SquadRepr> for Squad {
    type Error = Error;
    fn try_from(r: SquadRepr) -> Result<Squad, Error> {
        let fixed = Fixed::new(&r.options)?;
        // The derived masks were worked out again by `State::from(Saved)`.
        let mut g = Squad { fixed: Arc::new(fixed), state: r.state };
        g.check_state()?;
        // Checked: what the decision part-way keeps is worked out again.
        g.keep_draft();
        Ok(g)
    }
}

impl Serialize for Squad {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        SquadRepr { options: self.fixed.options.clone(), state: self.state }.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Squad {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Squad, D::Error> {
        let r = SquadRepr::deserialize(deserializer)?;
        Squad::try_from(r).map_err(serde::de::Error::custom)
    }
}
