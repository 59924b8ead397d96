//! The games the examples know, in the order `simulate` runs them.

#[allow(unused_imports, reason = "each game registers with `Box::new(Registration::<G>::new())`")]
use super::{Entry, Registration};

/// Every registered game.
pub fn entries() -> Vec<Box<dyn Entry>> {
    vec![]
}
