//! The games behind one Python surface: what each game of the registry
//! ([`wargames::for_each_game`]) adds for Python (its class name; its
//! heuristic from the catalogue) and the dispatch from a game id to the
//! generic code, all expanded from the registry's one list.

use pyo3::PyResult;
use wargames::agents::study::Player;
use wargames::catalog::Catalogued;
use wargames::core::Encoding;
use wargames::{Agent, Game, Seed};

use crate::errors::value_error;

/// A game the Python module serves: a game of the registry
/// ([`wargames::for_each_game`]), with what its catalogue entry says.
pub(crate) trait PyGame: Encoding + Catalogued + 'static {
    /// The Python class name.
    const CLASS: &'static str;

    /// The game's rule-based player as a study's player (the catalogue's).
    ///
    /// # Errors
    /// A `ValueError` for a game without one.
    fn heuristic_player() -> PyResult<Player<Self>> {
        <Self as Catalogued>::heuristic().ok_or_else(|| value_error(format!("{} has no heuristic agent", Self::ID)))
    }

    /// The game's rule-based player, seeded with `seed`.
    ///
    /// # Errors
    /// A `ValueError` for a game without one.
    fn heuristic_agent(seed: Seed) -> PyResult<Box<dyn Agent<Self> + Send>> {
        Ok(Self::heuristic_player()?.agent(seed))
    }
}

/// Implements [`PyGame`] for every game of the registry: its class name
/// is its type name, its heuristic the catalogue's.
macro_rules! py_games {
    ({} $($name:ident => $game:ty,)*) => {
        $(
            impl PyGame for $game {
                const CLASS: &'static str = stringify!($name);
            }
        )*
    };
}
wargames::for_each_game!(py_games! {});

/// The game ids, in the order the module lists them (the registry's).
macro_rules! ids {
    ({} $($name:ident => $game:ty,)*) => { &[$(<$game as Game>::ID),*] };
}
pub(crate) const IDS: &[&str] = wargames::for_each_game!(ids! {});

/// `$body` with `$G` the type of the game whose id is `$id`, or `$unknown`.
pub(crate) use wargames::with_game;

/// A value of one of the games' types, by game: `$name<G>` for each game
/// of the registry, the variant named as the game's type.
macro_rules! any_of {
    ($(#[$meta:meta])* $vis:vis enum $any:ident of $inner:ident) => {
        wargames::for_each_game!(crate::games::any_of_variants! { $(#[$meta])* $vis enum $any of $inner });
    };
}
pub(crate) use any_of;

/// The enum of [`any_of`], one variant per game of the registry.
macro_rules! any_of_variants {
    ({ $(#[$meta:meta])* $vis:vis enum $any:ident of $inner:ident } $($name:ident => $game:ty,)*) => {
        $(#[$meta])*
        #[allow(clippy::large_enum_variant, reason = "one value per Python object, used in place")]
        $vis enum $any {
            $(
                #[doc = concat!("A value of ", stringify!($name), ".")]
                $name($inner<$game>),
            )*
        }
    };
}
pub(crate) use any_of_variants;

/// Runs `$body` with `$x` bound to the inner value of an [`any_of`] enum.
macro_rules! each {
    ($any:ident, $value:expr, $x:ident => $body:expr) => {
        wargames::for_each_game!(crate::games::each_arms! { $any, $value, $x => $body })
    };
}
pub(crate) use each;

/// The arms of [`each`], one per game of the registry.
macro_rules! each_arms {
    ({ $any:ident, $value:expr, $x:ident => $body:expr } $($name:ident => $game:ty,)*) => {
        match $value {
            $($any::$name($x) => $body,)*
        }
    };
}
pub(crate) use each_arms;

/// Runs `$body` with `$x` and `$y` bound to the inner values of two
/// [`any_of`] enums of the same game, or evaluates `$other` when their games
/// differ.
macro_rules! each_pair {
    ($first:ident, $second:ident, $value:expr, ($x:ident, $y:ident) => $body:expr, $other:expr) => {
        wargames::for_each_game!(crate::games::each_pair_arms! { $first, $second, $value, ($x, $y) => $body, $other })
    };
}
pub(crate) use each_pair;

/// The arms of [`each_pair`], one per game of the registry.
macro_rules! each_pair_arms {
    ({ $first:ident, $second:ident, $value:expr, ($x:ident, $y:ident) => $body:expr, $other:expr }
        $($name:ident => $game:ty,)*) => {
        #[allow(unreachable_patterns, reason = "with one game, every pair is of the same game")]
        match $value {
            $(($first::$name($x), $second::$name($y)) => $body,)*
            _ => $other,
        }
    };
}
pub(crate) use each_pair_arms;

/// Wraps a game-typed value into its [`any_of`] enum.
pub(crate) trait Wrap<T>: Sized {
    /// The enum holding `value`.
    fn wrap(value: T) -> Self;
}

/// Implements [`Wrap`] for an [`any_of`] enum, for every game.
macro_rules! wrap_all {
    ($any:ident, $inner:ident) => {
        wargames::for_each_game!(crate::games::wrap_impls! { $any, $inner });
    };
}
pub(crate) use wrap_all;

/// The impls of [`wrap_all`], one per game of the registry.
macro_rules! wrap_impls {
    ({ $any:ident, $inner:ident } $($name:ident => $game:ty,)*) => {
        $(
            impl $crate::games::Wrap<$inner<$game>> for $any {
                fn wrap(value: $inner<$game>) -> Self {
                    $any::$name(value)
                }
            }
        )*
    };
}
pub(crate) use wrap_impls;
