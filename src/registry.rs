//! The one list of the games: every place that handles each game in turn
//! (the Python package's dispatch, the examples' registry) expands
//! [`for_each_game!`](crate::for_each_game) instead of naming the games
//! itself, so a new game is added here and in its own crate.

/// Calls the macro `callback` with `{ args }` and then every game of the
/// library, one `Name => path::to::Type,` each (the name is the game's type
/// name, fit for an enum variant or a class name), in the order of their
/// ids.
///
/// ```
/// use wargames::Game;
///
/// macro_rules! ids {
///     ({} $($name:ident => $game:ty,)*) => { [$(<$game as Game>::ID),*] };
/// }
///
/// let ids = wargames::for_each_game!(ids! {});
/// assert_eq!(ids, ["arnswalde", "pocket-stalingrad", "rattenkrieg", "squad"]);
/// ```
#[macro_export]
macro_rules! for_each_game {
    ($($callback:ident)::+ ! { $($args:tt)* }) => {
        $($callback)::+ ! { { $($args)* }
            Arnswalde => $crate::arnswalde::Arnswalde,
            PocketStalingrad => $crate::pocket_stalingrad::PocketStalingrad,
            Rattenkrieg => $crate::rattenkrieg::Rattenkrieg,
            Squad => $crate::squad::Squad,
        }
    };
}
