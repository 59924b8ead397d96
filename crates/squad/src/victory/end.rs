//! The end of the mission (R-V1, R-V2), checked after every change: won
//! when the objective's requirement is met, lost when no player soldier is
//! left in play. The timer's defeat (R-V2) is the Enemy Phase's last step
//! (R-E7).

use wargames_core::EventSink;

use crate::content::Requirement;
use crate::event::Event;
use crate::state::squad::Squad;
use crate::state::{Item, Need};
use crate::terms::outcome::Outcome;

impl Squad {
    /// R-V1, R-V2: ends the mission if it is won or lost.
    #[inline]
    pub(crate) fn check_end(&mut self, ev: &mut impl EventSink<Event>) -> bool {
        if !self.requirement_met() && self.ps_in_play() {
            return false;
        }
        self.end_mission(ev);
        true
    }

    /// Whether a player soldier is still in play (R-V2).
    #[inline]
    fn ps_in_play(&self) -> bool {
        // `alive` holds only positions below `n_soldiers`, as `is_ps` has it.
        self.state.team.alive & self.fixed.ps != 0
    }

    /// R-V1, R-V2: the mission is over, won if the requirement is met.
    #[cold]
    #[inline(never)]
    fn end_mission(&mut self, ev: &mut impl EventSink<Event>) {
        let round = self.state.flow.round;
        let o = if self.requirement_met() { Outcome::Victory { round } } else { Outcome::DefeatByCasualties { round } };
        self.state.flow.need = Need::Over(o);
        ev.emit(Event::MissionOver(o));
    }

    /// R-V1: whether the objective's requirement is met.
    #[inline]
    pub(crate) fn requirement_met(&self) -> bool {
        if !self.state.progress.active {
            return false;
        }
        self.requirement_met_active()
    }

    /// R-V1: whether the activated objective's requirement is met.
    fn requirement_met_active(&self) -> bool {
        let dslot = self.fixed.objective_slot;
        match self.fixed.requirement {
            Requirement::ClearAll => !self.state.foes.in_play().any(|(_, f)| f.slot == dslot),
            Requirement::Kills { n, .. } => self.state.progress.kills >= n,
            Requirement::Recover { exfil_to, .. } => (0..self.state.team.n_soldiers).any(|s| {
                let t = self.state.team.soldier(s);
                self.state.team.in_play(s)
                    && t.slot == exfil_to
                    && t.gear.iter().flatten().any(|g| g.item == Item::Dispatch)
            }),
        }
    }
}
