//! The flow of the round (R-R1..R-R3, R-S11, R-D1): the round number and
//! the mission timer, the stack of procedures under way (a Soldier Phase,
//! a turn, an attack inside it, a soldier going down inside that, ...),
//! what the game waits for, the last chance outcome and the decision being
//! made part-way. The procedure machine (`machine.rs`) pushes, reads and
//! pops the frames of this part; a rule that asks what is under way or
//! what the game waits for reads this part only.

use wargames_core::FlowError;

use crate::error::Error;
use crate::state::{ChanceKind, Draft, Frame, Need, STACK};

/// Where the round stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Flow {
    /// Round number.
    pub(crate) round: u8,
    /// Mission timer (R-S11, R-E7).
    pub(crate) timer: u8,
    /// The procedure stack.
    pub(crate) stack: [Option<Frame>; STACK],
    /// Frames on the stack.
    pub(crate) depth: u8,
    /// What the game waits for.
    pub(crate) need: Need,
    /// The last chance outcome's value.
    pub(crate) last: u8,
    /// R-D1: the decision of several parts being made, part-way (none
    /// between decisions).
    pub(crate) draft: Option<Draft>,
}

impl Flow {
    /// The flow as the mission begins (R-S11): round 1, the timer at 1,
    /// nothing under way, nothing awaited, no decision part-way.
    pub(crate) const fn start() -> Flow {
        Flow { round: 1, timer: 1, stack: [None; STACK], depth: 0, need: Need::Run, last: 0, draft: None }
    }

    /// Procedure `f` begins on top of those under way (nothing if the
    /// stack is full: a corrupt state, which the loader refuses).
    pub(crate) fn push(&mut self, f: Frame) {
        let depth = usize::from(self.depth);
        if depth < STACK {
            self.stack[depth] = Some(f);
            self.depth += 1;
        }
    }

    /// The procedure on top ends.
    pub(crate) fn pop(&mut self) {
        if self.depth > 0 {
            self.depth -= 1;
            self.stack[usize::from(self.depth)] = None;
        }
    }

    /// The procedure on top, if any.
    pub(crate) fn top(&self) -> Option<Frame> {
        self.depth.checked_sub(1).and_then(|i| self.stack.get(usize::from(i)).copied().flatten())
    }

    /// The procedure on top, as it stands now (`f`).
    pub(crate) fn set_top(&mut self, f: Frame) {
        if let Some(i) = self.depth.checked_sub(1) {
            let i = usize::from(i);
            self.stack[i % STACK] = Some(f);
        }
    }

    /// The game waits for a chance outcome of `kind`.
    pub(crate) const fn wait(&mut self, kind: ChanceKind) {
        self.need = Need::Chance(kind);
    }

    /// The check every action starts with: the game waits for a player
    /// decision (not over, no chance pending).
    pub(crate) fn check_decision(&self) -> Result<(), Error> {
        match self.need {
            Need::Over(_) => Err(FlowError::GameOver.into()),
            Need::Chance(_) | Need::Run => Err(FlowError::ChancePending.into()),
            _ => Ok(()),
        }
    }
}
