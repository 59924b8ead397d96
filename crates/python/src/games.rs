//! The four games behind one Python surface: what each game adds to the
//! engine for Python (its class name and its heuristic) and
//! the dispatch from a game id to the generic code.

use wargames::agents::study::Player;
use wargames::arnswalde::Arnswalde;
use wargames::core::Encoding;
use wargames::pocket_stalingrad::PocketStalingrad;
use wargames::rattenkrieg::Rattenkrieg;
use wargames::search::Tuned;
use wargames::squad::Squad;
use wargames::{Agent, Game, Seed};

/// A game the Python module serves.
pub(crate) trait PyGame: Encoding + Tuned + 'static {
    /// The Python class name.
    const CLASS: &'static str;
    /// The game's rule-based player.
    fn heuristic(seed: Seed) -> Box<dyn Agent<Self> + Send>;

    /// The heuristic as a study's player.
    fn heuristic_player() -> Player<Self> {
        Player::new("heuristic", Self::heuristic)
    }
}

impl PyGame for Arnswalde {
    const CLASS: &'static str = "Arnswalde";

    fn heuristic(seed: Seed) -> Box<dyn Agent<Self> + Send> {
        Box::new(wargames::arnswalde::Heuristic::new(seed))
    }
}

impl PyGame for PocketStalingrad {
    const CLASS: &'static str = "PocketStalingrad";

    fn heuristic(seed: Seed) -> Box<dyn Agent<Self> + Send> {
        Box::new(wargames::pocket_stalingrad::Heuristic::new(seed))
    }
}

impl PyGame for Rattenkrieg {
    const CLASS: &'static str = "Rattenkrieg";

    fn heuristic(seed: Seed) -> Box<dyn Agent<Self> + Send> {
        Box::new(wargames::rattenkrieg::Heuristic::new(seed))
    }
}

impl PyGame for Squad {
    const CLASS: &'static str = "Squad";

    fn heuristic(seed: Seed) -> Box<dyn Agent<Self> + Send> {
        Box::new(wargames::squad::Heuristic::new(seed))
    }
}

/// The game ids, in the order the module lists them.
pub(crate) const IDS: [&str; 4] = [Arnswalde::ID, PocketStalingrad::ID, Rattenkrieg::ID, Squad::ID];

/// Runs `$body` with `$G` the game type of the id `$id` (a `&str`), or
/// evaluates `$unknown` for an id of no game.
macro_rules! with_game {
    ($id:expr, $G:ident => $body:expr, $unknown:expr) => {
        match $id {
            id if id == <wargames::arnswalde::Arnswalde as wargames::Game>::ID => {
                type $G = wargames::arnswalde::Arnswalde;
                $body
            }
            id if id == <wargames::pocket_stalingrad::PocketStalingrad as wargames::Game>::ID => {
                type $G = wargames::pocket_stalingrad::PocketStalingrad;
                $body
            }
            id if id == <wargames::rattenkrieg::Rattenkrieg as wargames::Game>::ID => {
                type $G = wargames::rattenkrieg::Rattenkrieg;
                $body
            }
            id if id == <wargames::squad::Squad as wargames::Game>::ID => {
                type $G = wargames::squad::Squad;
                $body
            }
            _ => $unknown,
        }
    };
}
pub(crate) use with_game;

/// A value of one of the four games' types, by game: `$name<G>` for each.
macro_rules! any_of {
    ($(#[$meta:meta])* $vis:vis enum $any:ident of $inner:ident) => {
        $(#[$meta])*
        #[allow(clippy::large_enum_variant, reason = "one value per Python object, used in place")]
        $vis enum $any {
            /// Arnswalde 1945.
            Arnswalde($inner<wargames::arnswalde::Arnswalde>),
            /// Pocket Stalingrad.
            PocketStalingrad($inner<wargames::pocket_stalingrad::PocketStalingrad>),
            /// Rattenkrieg: Stalingrad.
            Rattenkrieg($inner<wargames::rattenkrieg::Rattenkrieg>),
            /// Squad.
            Squad($inner<wargames::squad::Squad>),
        }
    };
}
pub(crate) use any_of;

/// Runs `$body` with `$x` bound to the inner value of an [`any_of`] enum.
macro_rules! each {
    ($any:ident, $value:expr, $x:ident => $body:expr) => {
        match $value {
            $any::Arnswalde($x) => $body,
            $any::PocketStalingrad($x) => $body,
            $any::Rattenkrieg($x) => $body,
            $any::Squad($x) => $body,
        }
    };
}
pub(crate) use each;

/// Wraps a game-typed value into its [`any_of`] enum.
pub(crate) trait Wrap<T>: Sized {
    /// The enum holding `value`.
    fn wrap(value: T) -> Self;
}

macro_rules! wrap_all {
    ($any:ident, $inner:ident) => {
        impl $crate::games::Wrap<$inner<wargames::arnswalde::Arnswalde>> for $any {
            fn wrap(value: $inner<wargames::arnswalde::Arnswalde>) -> Self {
                $any::Arnswalde(value)
            }
        }
        impl $crate::games::Wrap<$inner<wargames::pocket_stalingrad::PocketStalingrad>> for $any {
            fn wrap(value: $inner<wargames::pocket_stalingrad::PocketStalingrad>) -> Self {
                $any::PocketStalingrad(value)
            }
        }
        impl $crate::games::Wrap<$inner<wargames::rattenkrieg::Rattenkrieg>> for $any {
            fn wrap(value: $inner<wargames::rattenkrieg::Rattenkrieg>) -> Self {
                $any::Rattenkrieg(value)
            }
        }
        impl $crate::games::Wrap<$inner<wargames::squad::Squad>> for $any {
            fn wrap(value: $inner<wargames::squad::Squad>) -> Self {
                $any::Squad(value)
            }
        }
    };
}
pub(crate) use wrap_all;
