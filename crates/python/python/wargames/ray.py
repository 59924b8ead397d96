"""Seeded studies as Ray tasks: `wargames.ray.study` splits the games of a
study into shards, plays each shard as a Ray task (on any node of the
cluster) and adds the shards' summaries up with the library's merge, so
the result is byte for byte the summary one machine gives.

    import ray, wargames.ray
    ray.init(address="auto")                      # or ray.init() for a local one
    result = wargames.ray.study("squad", 1_000_000, seed=7, shards=100)
    print(result["summary"]["outcomes"])

Game `i` of a study is seeded from (seed, `i`) alone, so which node plays
which shard changes nothing. Ray is not a dependency of the package:
`pip install ray` where you use this module.
"""

from __future__ import annotations

import json as _json
from typing import Any, Dict, List, Optional, Sequence, Union

from . import _options_json, _seed, _wargames, game_class

__all__ = ["split", "study"]


def split(games: int, count: int, first: int = 0) -> List["tuple[int, int]"]:
    """The slices `(first, games)` of `games` games from `first` split into
    `count` shards of nearly equal size (the first ones one game longer),
    in order; empty shards are left out."""
    if isinstance(games, bool) or not isinstance(games, int) or games < 0:
        raise ValueError(f"games is a whole number >= 0, not {games!r}")
    if isinstance(count, bool) or not isinstance(count, int) or count < 1:
        raise ValueError(f"shards is a whole number >= 1, not {count!r}")
    if isinstance(first, bool) or not isinstance(first, int) or first < 0:
        raise ValueError(f"first is a whole number >= 0, not {first!r}")
    size, extra = divmod(games, count)
    out, start = [], first
    for k in range(count):
        n = size + (1 if k < extra else 0)
        if n:
            out.append((start, n))
        start += n
    return out


def _play_shard(
    game: str,
    first: int,
    games: int,
    seed: int,
    agents: Optional[List[str]],
    options: Optional[str],
    threads: Optional[int],
    rows: bool,
) -> "tuple[str, Optional[Dict[str, List[Any]]]]":
    """One shard: games `first .. first + games` of the study (a Ray task's
    body; also callable directly)."""
    from . import _wargames as native

    return native.study(game, games, seed, agents, options, threads, first, rows)


def study(
    game: Any,
    games: int,
    seed: Optional[int] = None,
    agents: Optional[Sequence[str]] = None,
    options: Union[None, str, Dict[str, Any]] = None,
    shards: int = 8,
    threads_per_shard: int = 1,
    first: int = 0,
    rows: bool = False,
) -> Dict[str, Any]:
    """Plays games `first .. first + games` of the seeded study
    `wargames.study` would play, as `shards` Ray tasks of
    `threads_per_shard` threads each (each task asks Ray for that many
    CPUs), and merges their summaries with the library's merge. Returns
    {"summary": dict, "summary_json": str, "rows": dict of columns or
    None}: `summary_json` is byte for byte the text one run over all the
    games gives, and the rows (with `rows=True`) are in game order.
    Starts a local Ray instance when none is running (`ray.init()`)."""
    import ray

    game_id = game_class(game).id
    slices = split(games, shards, first)
    if not slices:
        raise ValueError("a study needs at least one game")
    if isinstance(threads_per_shard, bool) or not isinstance(threads_per_shard, int) or threads_per_shard < 1:
        raise ValueError(f"threads_per_shard is a whole number >= 1, not {threads_per_shard!r}")
    agent_list = list(agents) if agents is not None else None
    options_json = _options_json(options)
    seed = _seed(seed)
    # The arguments are checked here, on the driver, before any task runs.
    _wargames.study(game_id, 0, seed, agent_list, options_json, 1, first, False)
    if not ray.is_initialized():
        ray.init()
    task = ray.remote(num_cpus=threads_per_shard)(_play_shard)
    refs = [
        task.remote(game_id, start, n, seed, agent_list, options_json, threads_per_shard, rows)
        for start, n in slices
    ]
    parts = ray.get(refs)
    merged = _wargames.merge([text for text, _ in parts])
    table = None
    if rows:
        table = {}
        for _, columns in parts:
            for name, column in columns.items():
                table.setdefault(name, []).extend(column)
    return {"summary": _json.loads(merged), "summary_json": merged, "rows": table}
