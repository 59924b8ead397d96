//! The games the examples know: every game of the library's registry
//! ([`wargames::for_each_game`]), in its order.

use super::{Entry, Registration};

/// The entries of the registry's games.
macro_rules! entries_of {
    ({} $($name:ident => $game:ty,)*) => {
        vec![$(Box::new(Registration::<$game>::new()) as Box<dyn Entry>),*]
    };
}

/// Every registered game.
pub fn entries() -> Vec<Box<dyn Entry>> {
    wargames::for_each_game!(entries_of! {})
}
