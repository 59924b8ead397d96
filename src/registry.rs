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

/// Evaluates `$body` with `$G` the type of the registry's game whose id is
/// `$id` (a `&str`), or `$unknown` when no game has that id: how code that
/// receives a game's id (a request, a saved file) reaches the generic code
/// of that game.
///
/// ```
/// use wargames::Game;
///
/// fn seats(id: &str) -> Option<u8> {
///     wargames::with_game!(id, G => Some(G::SEATS), None)
/// }
/// assert_eq!(seats("pocket-stalingrad"), Some(2));
/// assert_eq!(seats("chess"), None);
/// ```
#[macro_export]
macro_rules! with_game {
    ($id:expr, $G:ident => $body:expr, $unknown:expr) => {
        $crate::for_each_game!($crate::__with_game_arms! { $id, $G => $body, $unknown })
    };
}

/// The arms of [`with_game!`](crate::with_game), one per game of the registry.
#[doc(hidden)]
#[macro_export]
macro_rules! __with_game_arms {
    ({ $id:expr, $G:ident => $body:expr, $unknown:expr } $($name:ident => $game:ty,)*) => {
        match $id {
            $(
                id if id == <$game as $crate::Game>::ID => {
                    type $G = $game;
                    $body
                }
            )*
            _ => $unknown,
        }
    };
}
