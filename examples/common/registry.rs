//! The games the examples know, in the order `simulate` runs them.

use super::{Entry, Registration};

/// Every registered game.
pub fn entries() -> Vec<Box<dyn Entry>> {
    vec![
        Box::new(Registration::<wargames::rattenkrieg::Rattenkrieg>::new()),
        Box::new(Registration::<wargames::arnswalde::Arnswalde>::new()),
        Box::new(Registration::<wargames::pocket_stalingrad::PocketStalingrad>::new()),
        Box::new(Registration::<wargames::squad::Squad>::new()),
    ]
}
