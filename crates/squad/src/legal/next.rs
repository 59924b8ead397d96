//! R-D1: the next parts of a decision part-way (its legal list but
//! `Back`), worked out when the decision is opened, by the same survey
//! that finds it has several, and kept in its draft: the legal list of a
//! decision part-way is then a copy. A list longer than the room kept, or
//! a draft read from a saved game, is not kept, and the list is worked out
//! again when asked for.

use crate::legal::action::Action;

/// The most next parts kept.
pub(crate) const MAX_NEXT: usize = 16;

/// What `len` holds when the next parts are not kept.
const UNKNOWN: u8 = u8::MAX;

/// The next parts of a decision part-way, in the legal list's order, when kept.
#[derive(Clone, Copy, Debug)]
pub struct NextParts {
    at: [Action; MAX_NEXT],
    len: u8,
}

impl Default for NextParts {
    /// None kept.
    fn default() -> NextParts {
        NextParts { at: [Action::Back; MAX_NEXT], len: UNKNOWN }
    }
}

/// Derived from the rest of the state, so any two are alike: two states
/// with the same decision part-way are equal whether or not its next parts
/// are kept.
impl PartialEq for NextParts {
    fn eq(&self, _: &NextParts) -> bool {
        true
    }
}

impl Eq for NextParts {}

impl NextParts {
    /// None yet, with room to keep them.
    pub(crate) fn empty() -> NextParts {
        NextParts { len: 0, ..NextParts::default() }
    }

    /// The next parts, when kept.
    pub(crate) fn get(&self) -> Option<&[Action]> {
        self.at.get(..usize::from(self.len))
    }

    /// Adds `a` unless it is in already; past the room, none are kept.
    pub(crate) fn add(&mut self, a: Action) {
        let Some(kept) = self.get() else { return };
        if kept.contains(&a) {
            return;
        }
        match self.at.get_mut(usize::from(self.len)) {
            Some(x) => {
                *x = a;
                self.len += 1;
            }
            None => self.len = UNKNOWN,
        }
    }
}
