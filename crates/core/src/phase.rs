//! Phase sequencing: the turn number and the ordered phases of a turn.

use std::fmt::Debug;

use serde::{Deserialize, Serialize};

/// The phases of a game's turn, in their order.
///
/// ```
/// use wargames_core::Phase;
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq)]
/// enum Step { Draw, Act, Clean }
/// impl Phase for Step {
///     const ORDER: &'static [Self] = &[Step::Draw, Step::Act, Step::Clean];
/// }
/// assert_eq!(Step::Draw.next(), Some(Step::Act));
/// assert_eq!(Step::Clean.next(), None);
/// ```
pub trait Phase: Copy + Eq + Debug + 'static {
    /// Every phase of a turn, first to last. Must not be empty.
    const ORDER: &'static [Self];

    /// The first phase of a turn.
    #[must_use]
    fn first() -> Self {
        Self::ORDER[0]
    }

    /// The phase after this one in the same turn, or `None` after the last.
    #[must_use]
    fn next(self) -> Option<Self> {
        let i = Self::ORDER.iter().position(|&p| p == self)?;
        Self::ORDER.get(i + 1).copied()
    }
}

/// Where a game is in its sequence: the turn number and the phase.
///
/// ```
/// use wargames_core::{Clock, Phase};
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq)]
/// enum Step { Draw, Act }
/// impl Phase for Step {
///     const ORDER: &'static [Self] = &[Step::Draw, Step::Act];
/// }
/// let mut clock = Clock::<Step>::start();
/// assert_eq!((clock.turn(), clock.phase()), (1, Step::Draw));
/// assert!(!clock.advance());
/// assert!(clock.advance(), "a new turn began");
/// assert_eq!((clock.turn(), clock.phase()), (2, Step::Draw));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Clock<P> {
    turn: u16,
    phase: P,
}

impl<P: Phase> Clock<P> {
    /// Turn 1, first phase.
    #[must_use]
    pub fn start() -> Clock<P> {
        Clock { turn: 1, phase: P::first() }
    }

    /// A clock at `turn` and `phase`.
    #[must_use]
    pub const fn at(turn: u16, phase: P) -> Clock<P> {
        Clock { turn, phase }
    }

    /// The turn number, from 1.
    #[must_use]
    pub const fn turn(&self) -> u16 {
        self.turn
    }

    /// The current phase.
    #[must_use]
    pub const fn phase(&self) -> P {
        self.phase
    }

    /// Moves to the next phase, or to the first phase of the next turn after
    /// the last; returns whether a new turn began.
    pub fn advance(&mut self) -> bool {
        match self.phase.next() {
            Some(next) => {
                self.phase = next;
                false
            }
            None => {
                self.turn = self.turn.saturating_add(1);
                self.phase = P::first();
                true
            }
        }
    }

    /// Jumps to `phase` in the current turn.
    pub fn set_phase(&mut self, phase: P) {
        self.phase = phase;
    }

    /// Starts the next turn at its first phase.
    pub fn next_turn(&mut self) {
        self.turn = self.turn.saturating_add(1);
        self.phase = P::first();
    }
}
