"""Four card and dice wargames as deterministic rules engines in Rust.

Each game is a class (`Arnswalde`, `PocketStalingrad`, `Rattenkrieg`,
`Squad`) whose `new_initial_state(seed=None, options=None)` gives a
`State` driven with OpenSpiel's conventions: dense integer action ids,
explicit chance nodes, player -1 for chance and -4 at the end. The native
agents (`mcts`, `heuristic`, `random`), the search's `search.hint` and
seeded `study` runs play in Rust with the GIL released.

    import wargames
    state = wargames.PocketStalingrad.new_initial_state(seed=7)
    bot = wargames.mcts(wargames.PocketStalingrad, 1000, seed=1)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(state.sample_chance_outcome())
        else:
            state.apply_action(bot.step(state))
    print(state.returns())

`wargames.openspiel.register()` registers the games with OpenSpiel and
`wargames.pettingzoo.env(game)` makes a PettingZoo AEC environment.
"""

from __future__ import annotations

import json as _json
from typing import TYPE_CHECKING, Any, ClassVar, Dict, List, Optional, Sequence, Union
from typing import Callable, Tuple  # the evaluator of mcts

from . import _wargames
from ._wargames import GAMES, Agent, RuleError, State

__all__ = [
    "GAMES",
    "Agent",
    "Arnswalde",
    "Game",
    "PocketStalingrad",
    "Rattenkrieg",
    "RuleError",
    "Squad",
    "State",
    "game_class",
    "heuristic",
    "mcts",
    "play_match",
    "playouts",
    "random",
    "replay",
    "study",
]

GameLike = Union[str, "type[Game]", State]
# A leaf evaluator of `mcts`: (observations, masks) -> (values, priors).
Evaluator = Callable[[Any, Any], Tuple[Any, Any]]
from ._wargames import Searcher  # noqa: E402  (the search with an evaluator)

__all__ += ["Searcher"]


def _options_json(options: Union[None, str, Dict[str, Any]]) -> Optional[str]:
    if options is None:
        return None
    if isinstance(options, str):
        return options
    if isinstance(options, dict):
        return _json.dumps(options)
    raise TypeError(f"options must be a dict, a JSON string or None, not {type(options).__name__}")


def _seed(seed: Optional[int]) -> int:
    if seed is None:
        return 0
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"a seed is an int, not {type(seed).__name__}")
    if not 0 <= seed < 2**64:
        raise ValueError(f"a seed is an int in 0..2**64, not {seed}")
    return seed


class Game:
    """One of the four games. Use its subclasses; every attribute is a
    class attribute, every method a class method."""

    id: ClassVar[str] = ""
    rules_version: ClassVar[str] = ""
    num_players: ClassVar[int] = 0
    hidden_information: ClassVar[bool] = False
    num_distinct_actions: ClassVar[int] = 0
    max_chance_outcomes: ClassVar[int] = 0
    observation_size: ClassVar[int] = 0
    max_game_length: ClassVar[int] = 0
    default_options: ClassVar[Dict[str, Any]] = {}

    @classmethod
    def new_initial_state(
        cls, seed: Optional[int] = None, options: Union[None, str, Dict[str, Any]] = None
    ) -> State:
        """A new game set up with `options` (a dict or JSON text; the
        game's defaults when None). `seed` (0 when None) seeds the
        state's own chance sampler, `State.sample_chance_outcome`."""
        return _wargames.new_state(cls.id, _options_json(options), _seed(seed))

    @classmethod
    def from_json(cls, text: str, seed: Optional[int] = None) -> State:
        """A state read from the JSON `State.to_json` writes; a malformed or
        unreachable state raises `RuleError`."""
        if not isinstance(text, str):
            raise TypeError(f"a saved state is JSON text, not {type(text).__name__}")
        return _wargames.state_from_json(cls.id, text, _seed(seed))


def _game_class(game_id: str) -> "type[Game]":
    """The class of one game of the registry (`GAMES`), made from what the
    game says of itself: its class name, title, seats and sizes."""
    info = _wargames.game_info(game_id)
    seats = info["seat_names"]
    if len(seats) == 1:
        who = "a solitaire (one player, seat 0)"
    else:
        who = f"{len(seats)} players, " + " and ".join(f"{name} ({i})" for i, name in enumerate(seats))
    cls = type(
        info["class_name"],
        (Game,),
        {
            "__doc__": f"{info['title']}: {who}.",
            "__module__": __name__,
            "id": game_id,
            "rules_version": info["rules_version"],
            "num_players": info["num_players"],
            "hidden_information": info["hidden_information"],
            "num_distinct_actions": info["num_distinct_actions"],
            "max_chance_outcomes": info["max_chance_outcomes"],
            "observation_size": info["observation_size"],
            "max_game_length": info["max_game_length"],
            "default_options": _json.loads(info["default_options"]),
        },
    )
    return cls


# Every game of the registry gets its class, by the name the game gives
# (`PocketStalingrad`): a game added to the registry appears here unasked.
_CLASSES: Dict[str, type] = {}
for _id in GAMES:
    _cls = _game_class(_id)
    globals()[_cls.__name__] = _cls
    _CLASSES[_id] = _cls
    if _cls.__name__ not in __all__:
        __all__.append(_cls.__name__)

if TYPE_CHECKING:
    # The four games' names for static type checkers, which cannot see the
    # loop above; at run time the classes come from the registry.
    class Arnswalde(Game): ...
    class PocketStalingrad(Game): ...
    class Rattenkrieg(Game): ...
    class Squad(Game): ...


def game_class(game: GameLike) -> "type[Game]":
    """The class of a game given by id (`"rattenkrieg"`), class or state."""
    if isinstance(game, State):
        return _CLASSES[game.game_id]
    if isinstance(game, type) and issubclass(game, Game) and game.id in _CLASSES:
        return game
    if isinstance(game, str):
        if game in _CLASSES:
            return _CLASSES[game]
        raise ValueError(f"no game {game!r}; the games are {', '.join(GAMES)}")
    raise TypeError(f"a game is an id, a game class or a state, not {type(game).__name__}")


def mcts(
    game: GameLike,
    iterations: int,
    seed: Optional[int] = None,
    evaluator: Optional[Evaluator] = None,
    batch: int = 8,
    c_puct: float = 1.0,
) -> "Union[Agent, Searcher]":
    """The game's own search of `iterations` iterations (the `mcts:N` of
    the README's strength tables): `Mcts`, or `Ismcts` for Rattenkrieg.

    With `evaluator`, a `Searcher`: AlphaZero's search (PUCT) over one
    tree (in a game with hidden information, one determinization), whose
    `step(state)` gives its choice and `search(state)` also the visit
    counts. `evaluator(obs, masks)` gets float32 arrays `(batch,
    observation_size)` (the view of the player to act at each leaf) and `(batch, num_distinct_actions)`
    (1 for a legal id) and returns `(values, priors)`: float32 (or
    float64) arrays `(batch, num_players)` (each player's expected return,
    0..1 as `State.returns`) and `(batch, num_distinct_actions)` (prior
    weights, renormalised over the legal ids). Leaves come in batches of up
    to `batch`, gathered under virtual loss; `c_puct` weighs the priors.
    The same seed and evaluator give the same choices. A bad answer (wrong
    shape or dtype, a value not in 0..1, a NaN, a negative prior) or an
    exception in `evaluator` is raised by `step` or `search`, which change
    nothing."""
    if evaluator is None:
        return _wargames.mcts(game_class(game).id, iterations, _seed(seed))
    if isinstance(batch, bool) or not isinstance(batch, int):
        raise TypeError(f"batch is an int, not {type(batch).__name__}")
    if batch < 1:
        raise ValueError(f"batch must be at least 1, not {batch}")
    if not isinstance(c_puct, (int, float)) or isinstance(c_puct, bool):
        raise TypeError(f"c_puct is a number, not {type(c_puct).__name__}")
    return _wargames.puct(game_class(game).id, iterations, evaluator, _seed(seed), batch, float(c_puct))


def heuristic(game: GameLike, seed: Optional[int] = None) -> Agent:
    """The game's rule-based player."""
    return _wargames.heuristic(game_class(game).id, _seed(seed))


def random(game: GameLike, seed: Optional[int] = None) -> Agent:
    """A player choosing uniformly among the legal actions."""
    return _wargames.random(game_class(game).id, _seed(seed))


def play_match(
    game: GameLike,
    agents: Sequence[str],
    seed: Optional[int] = None,
    options: Union[None, str, Dict[str, Any]] = None,
) -> "tuple[State, str]":
    """Plays a whole seeded match natively (one of "random", "heuristic",
    "mcts:N" per seat; chance drawn from `seed` as the Rust `Match` draws
    it; the GIL released). Returns the final state and the replay's JSON,
    the record `cargo run --example replay` verifies."""
    return _wargames.play_match(game_class(game).id, list(agents), _seed(seed), _options_json(options))


def replay(game: GameLike, text: str) -> State:
    """Re-runs a replay's JSON (from `play_match` or the Rust examples),
    checking every step, every chance outcome against the seed and the final
    digest; returns the final state. A departure raises `RuleError`."""
    if not isinstance(text, str):
        raise TypeError(f"a replay is JSON text, not {type(text).__name__}")
    return _wargames.replay(game_class(game).id, text)


def study(
    game: GameLike,
    games: int,
    seed: Optional[int] = None,
    agents: Optional[Sequence[str]] = None,
    options: Union[None, str, Dict[str, Any]] = None,
    threads: Optional[int] = None,
    first: int = 0,
    rows: bool = True,
) -> Dict[str, Any]:
    """Plays games `first .. first + games` of a seeded balance study on
    every core (GIL released; Ctrl-C raises KeyboardInterrupt within
    about 0.2 s). `agents`: one of "random", "heuristic", "mcts:N" per
    seat (random by default). Returns {"summary": dict, "rows": dict of
    columns or None}; `pandas.DataFrame(result["rows"])` is one row per
    game. Game i is seeded from (seed, i) alone: the same games as
    `cargo run --example simulate` plays."""
    summary, table = _wargames.study(
        game_class(game).id,
        games,
        _seed(seed),
        list(agents) if agents is not None else None,
        _options_json(options),
        threads,
        first,
        rows,
    )
    return {"summary": _json.loads(summary), "rows": table}


def playouts(
    game: GameLike,
    games: int,
    seed: Optional[int] = None,
    options: Union[None, str, Dict[str, Any]] = None,
    threads: Optional[int] = None,
) -> Dict[str, Any]:
    """Random playouts in one batch call: `study` with random agents and no
    rows. Returns {"games", "steps", "seconds", "games_per_second",
    "steps_per_second", "summary"}."""
    import time

    start = time.perf_counter()
    result = study(game, games, seed=seed, options=options, threads=threads, rows=False)
    seconds = time.perf_counter() - start
    summary = result["summary"]
    steps = int(summary["length"]["sum"])
    return {
        "games": summary["games"],
        "steps": steps,
        "seconds": seconds,
        "games_per_second": summary["games"] / seconds if seconds > 0 else float("inf"),
        "steps_per_second": steps / seconds if seconds > 0 else float("inf"),
        "summary": summary,
    }


from . import search  # noqa: E402  (after the classes it refers to)
