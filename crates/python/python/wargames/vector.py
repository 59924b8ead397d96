"""Batched environments: `make(game, num_envs, seed, opponent=...)`, a pool
of environments stepped on Rust threads with the GIL released, with
Gymnasium's `VectorEnv` API and EnvPool's asynchronous `send` / `recv`.

    import numpy as np
    import wargames.vector

    envs = wargames.vector.make("pocket-stalingrad", 64, seed=1, opponent="heuristic", threads=2)
    obs, info = envs.reset()
    rng = np.random.default_rng(0)
    for _ in range(1000):
        ids, offsets = envs.legal_ids()                 # each env's legal ids, ragged
        actions = wargames.vector.sample_legal(rng, ids, offsets)   # a random legal id per env
        obs, reward, terminated, truncated, info = envs.step(actions)

An observation is a dict of the seat's float32 tensor (`observation`,
`(num_envs, observation_size)`) and the int8 `action_mask`
(`(num_envs, num_distinct_actions)`, 1 at each legal id; all 0 once an
episode has ended). `legal_ids()` gives the same legal ids without the
dense mask: `(ids, offsets)`, row `k`'s ids (ascending) being
`ids[offsets[k]:offsets[k + 1]]`, and `sample_legal(rng, ids, offsets)`
draws a uniformly random legal id per row from them. A step of an environment is one decision of the
learner: the environment resolves chance itself (from its own seeded
stream) and plays the opponent's turns natively (`random`, `heuristic`,
`mcts:N`). Rewards come at the end: +1 win, 0 draw, -1 loss in a
two-player game; 1 victory, 0 defeat in a solitaire. Autoreset follows
Gymnasium's next-step mode: the step after an episode ends resets that
environment (its action is ignored) and returns the new episode's first
observation with reward 0.

`opponent="self"` is self-play: the learner plays every seat, and
`info["seat"]` says which seat each row's observation and mask are for
(-1 once the episode is over; the reward at the end is then that of the
seat that made the last move). In a solitaire the learner plays the one
seat and the opponent is not used.

Environment `i` of a pool seeded `seed` draws chance (and the learner's
seat, with `seat="random"`) from the study's seed of game `i`
(`wargames.study`'s derivation) and seeds its opponent from it: the same
seed and the same actions give the same trajectories whatever the number
of threads. Bad input (a wrong shape or dtype, an action outside the mask,
an env id out of range, `recv` without `send`) raises `ValueError` or
`TypeError` saying what is wrong, and no environment changes.
"""

from __future__ import annotations

import os
from typing import Any, Dict, Optional, Tuple, Union

import numpy as np
import gymnasium
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

import wargames
from . import _wargames

__all__ = ["Env", "WargamesVectorEnv", "make", "sample_legal"]

_SELF_PLAY = -2
_RANDOM_SEAT = -1


def _seat_code(game: "type[wargames.Game]", seat: Union[int, str], opponent: Optional[str]) -> int:
    if opponent == "self":
        return _SELF_PLAY
    if seat == "random":
        return _RANDOM_SEAT
    if isinstance(seat, bool) or not isinstance(seat, (int, np.integer)):
        raise TypeError(f"seat is a seat's index or 'random', not {seat!r}")
    if not 0 <= int(seat) < game.num_players:
        raise ValueError(f"{game.id} has seats 0..{game.num_players - 1}, not {seat}")
    return int(seat)


def _count(name: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"{name} is an int, not {type(value).__name__}")
    if value < 1:
        raise ValueError(f"{name} must be at least 1, not {value}")
    return int(value)


def _int_array(name: str, values: Any, length: int) -> np.ndarray:
    """`values` as a C-contiguous int64 array of `length` entries, or a
    TypeError (not integers) or ValueError (wrong shape)."""
    array = np.asarray(values)
    if array.dtype.kind not in "iu":
        raise TypeError(f"{name} must be integers, not {array.dtype}")
    if array.shape != (length,):
        raise ValueError(f"{name} must have shape ({length},), not {array.shape}")
    if array.dtype.kind == "u" and array.size and array.max() > np.iinfo(np.int64).max:
        raise ValueError(f"{name} holds an id past int64")
    return np.ascontiguousarray(array, dtype=np.int64)


def _ids(env_ids: Any) -> np.ndarray:
    """`env_ids` as a one-dimensional int64 array."""
    array = np.atleast_1d(np.asarray(env_ids))
    if array.ndim != 1:
        raise ValueError(f"env_ids must be one-dimensional, not of shape {array.shape}")
    return _int_array("env_ids", array, array.shape[0])


def _observation_space(game: "type[wargames.Game]") -> spaces.Dict:
    return spaces.Dict(
        {
            "observation": spaces.Box(0.0, np.inf, (game.observation_size,), np.float32),
            "action_mask": spaces.Box(0, 1, (game.num_distinct_actions,), np.int8),
        }
    )


def _rows(game: "type[wargames.Game]", height: int) -> Dict[str, np.ndarray]:
    return {
        "observation": np.zeros((height, game.observation_size), np.float32),
        "action_mask": np.zeros((height, game.num_distinct_actions), np.int8),
        "reward": np.zeros(height, np.float32),
        "terminated": np.zeros(height, np.bool_),
        "truncated": np.zeros(height, np.bool_),
        "seat": np.zeros(height, np.int64),
        "env_id": np.zeros(height, np.int64),
        # Room for every id of every row (pages never written cost nothing).
        "legal_ids": np.empty(height * game.num_distinct_actions, np.int32),
        "legal_offsets": np.zeros(height + 1, np.int64),
    }


def _ragged_part(name: str, values: Any) -> np.ndarray:
    array = np.asarray(values)
    if array.dtype.kind not in "iu":
        raise TypeError(f"{name} must be integers, not {array.dtype}")
    if array.ndim != 1:
        raise ValueError(f"{name} must be one-dimensional, not of shape {array.shape}")
    return array


def sample_legal(rng: np.random.Generator, ids: Any, offsets: Any) -> np.ndarray:
    """A uniformly random legal id per row of the ragged legal ids `(ids,
    offsets)` (what `WargamesVectorEnv.legal_ids()` returns: row `k`'s ids
    are `ids[offsets[k]:offsets[k + 1]]`), drawn with `rng` (a numpy
    `Generator`): int64, one per row, 0 for a row with no legal id (an
    ended episode, whose next action is ignored). One draw of
    `len(offsets) - 1` uniforms and no dense mask; int32 ids with int64
    offsets (what `legal_ids()` gives) are drawn from in one native call,
    other integer arrays by the same formula in numpy (the same ids).

    Raises TypeError if `ids` or `offsets` are not integer arrays or `rng`
    is not a Generator, ValueError if `offsets` is not a one-dimensional
    ascending run from 0 to at most `len(ids)`."""
    if not isinstance(rng, np.random.Generator):
        raise TypeError(f"rng must be a numpy Generator (np.random.default_rng), not {type(rng).__name__}")
    ids = _ragged_part("ids", ids)
    offsets = _ragged_part("offsets", offsets)
    if ids.dtype == np.int32 and offsets.dtype == np.int64:
        # What legal_ids() returns: the same formula in one native call.
        return _wargames.VectorPool.sample_legal(rng, ids, offsets)
    if offsets.shape[0] == 0 or offsets[0] != 0:
        raise ValueError("offsets must start at 0 and have one entry more than the rows")
    counts = np.diff(offsets)
    if (counts < 0).any():
        raise ValueError("offsets must not decrease")
    if offsets[-1] > ids.shape[0]:
        raise ValueError(f"offsets end at {offsets[-1]}, past the {ids.shape[0]} ids")
    pick = offsets[:-1] + (rng.random(counts.shape[0]) * counts).astype(np.int64)
    if ids.shape[0] == 0:
        return np.zeros(counts.shape[0], np.int64)
    # A row with no legal id picks its offset (maybe the end of ids): clamp, then zero it.
    actions = ids[np.minimum(pick, ids.shape[0] - 1)].astype(np.int64)
    actions[counts == 0] = 0
    return actions


class WargamesVectorEnv(VectorEnv):
    """A pool of `num_envs` environments of one game (see the module's
    documentation). `step`/`reset` are Gymnasium's; `send`, `recv` and
    `async_reset` are EnvPool's asynchronous form, `recv` returning the
    first `batch_size` environments to finish with their ids in
    `info["env_id"]`."""

    metadata = {"autoreset_mode": AutoresetMode.NEXT_STEP, "render_modes": []}

    def __init__(
        self,
        game: wargames.GameLike,
        num_envs: int,
        seed: Optional[int] = 0,
        opponent: Optional[str] = "random",
        options: Union[None, str, Dict[str, Any]] = None,
        seat: Union[int, str] = 0,
        threads: Optional[int] = None,
        batch_size: Optional[int] = None,
        copy: bool = True,
    ):
        self.game = wargames.game_class(game)
        self.num_envs = _count("num_envs", num_envs)
        self.threads = _count("threads", threads if threads is not None else (os.cpu_count() or 1))
        self.batch_size = _count("batch_size", batch_size if batch_size is not None else self.num_envs)
        if self.batch_size > self.num_envs:
            raise ValueError(f"batch_size {self.batch_size} is more than num_envs {self.num_envs}")
        if opponent is not None and not isinstance(opponent, str):
            raise TypeError(f"opponent is 'random', 'heuristic', 'mcts:N' or 'self', not {opponent!r}")
        self._seat = _seat_code(self.game, seat, opponent)
        self._opponent = None if opponent == "self" else opponent
        self._options = wargames._options_json(options)
        self.copy = bool(copy)
        self._pool = self._make_pool(wargames._seed(seed))
        self.single_observation_space = _observation_space(self.game)
        self.single_action_space = spaces.Discrete(self.game.num_distinct_actions)
        self.observation_space = batch_space(self.single_observation_space, self.num_envs)
        self.action_space = batch_space(self.single_action_space, self.num_envs)
        self._all = np.arange(self.num_envs, dtype=np.int64)
        self._full = _rows(self.game, self.num_envs)
        self._batch = _rows(self.game, self.batch_size)
        self._ones = np.ones(self.num_envs, np.bool_)
        self._started = False
        self._last: Optional[Dict[str, np.ndarray]] = None

    def _make_pool(self, seed: int):
        return _wargames.vector_pool(
            self.game.id, self.num_envs, seed, self._opponent, self._seat, self._options, self.threads
        )

    def _out(self, rows: Dict[str, np.ndarray], with_ids: bool):
        self._last = rows
        take = (lambda a: a.copy()) if self.copy else (lambda a: a)
        obs = {"observation": take(rows["observation"]), "action_mask": take(rows["action_mask"])}
        info = {"seat": take(rows["seat"]), "_seat": self._ones[: len(rows["seat"])]}
        if with_ids:
            info["env_id"] = take(rows["env_id"])
            info["_env_id"] = info["_seat"]
        return obs, take(rows["reward"]), take(rows["terminated"]), take(rows["truncated"]), info

    def _drain(self) -> None:
        while self._pool.in_flight:
            count = min(self._pool.in_flight, self.batch_size)
            rows = self._batch if count == self.batch_size else _rows(self.game, count)
            self._pool.recv_into(count, rows)

    def reset(self, *, seed: Optional[int] = None, options: Optional[dict] = None) -> Tuple[Dict[str, np.ndarray], dict]:
        """Starts a new episode in every environment; with `seed`, the pool is
        seeded anew first (environment `i` from (`seed`, `i`))."""
        if options:
            raise ValueError("reset options are not supported: give the game's options to make()")
        self._drain()
        if seed is not None:
            self._pool = self._make_pool(wargames._seed(seed))
        self._pool.send_reset(self._all)
        self._pool.recv_into(self.num_envs, self._full, by_id=True)
        self._started = True
        obs, _, _, _, info = self._out(self._full, False)
        return obs, info

    def step(self, actions: Any):
        """Plays one action id per environment (int array of shape
        `(num_envs,)`); returns observations, rewards, terminations,
        truncations and infos, row `i` for environment `i`."""
        actions = _int_array("actions", actions, self.num_envs)
        if not self._started:
            raise ValueError("step() before reset()")
        if self._pool.in_flight:
            raise ValueError(f"step() with {self._pool.in_flight} envs sent and not received: recv() them first")
        self._pool.step_into(actions, self._full)
        return self._out(self._full, False)

    def async_reset(self, env_ids: Any = None) -> None:
        """Sends a reset to `env_ids` (all by default); `recv` returns them."""
        ids = self._all if env_ids is None else _ids(env_ids)
        self._pool.send_reset(ids)
        self._started = True

    def send(self, actions: Any, env_ids: Any = None) -> None:
        """Sends one action id per environment of `env_ids` (all by default)
        and returns at once; the environments step on the pool's threads."""
        ids = self._all if env_ids is None else _ids(env_ids)
        if not self._started:
            raise ValueError("send() before reset() or async_reset()")
        self._pool.send(_int_array("actions", actions, len(ids)), ids)

    def recv(self):
        """Waits for the first `batch_size` environments sent to finish and
        returns their rows (observations, rewards, terminations,
        truncations, infos with `env_id`)."""
        self._pool.recv_into(self.batch_size, self._batch)
        return self._out(self._batch, True)

    def legal_ids(self) -> Tuple[np.ndarray, np.ndarray]:
        """The legal ids of the rows `reset`, `step` or `recv` returned last,
        as a ragged array: `(ids, offsets)`, int32 ids and int64 offsets
        (one more than the rows), row `k`'s ids, ascending, being
        `ids[offsets[k]:offsets[k + 1]]`: exactly the set entries of the
        rows' `action_mask`, empty for an ended episode. Copies unless the
        pool was made with `copy=False` (then the pool's own arrays,
        overwritten by the next step). `sample_legal(rng, ids, offsets)`
        draws one per row."""
        if self._last is None:
            raise ValueError("legal_ids() before reset()")
        offsets = self._last["legal_offsets"]
        ids = self._last["legal_ids"][: offsets[-1]]
        if self.copy:
            return ids.copy(), offsets.copy()
        return ids, offsets

    def steps(self) -> int:
        """Engine steps (the learner's, the opponent's and chance) played by
        all environments so far."""
        return self._pool.steps()

    def close_extras(self, **kwargs: Any) -> None:
        self._drain()


def make(
    game: wargames.GameLike,
    num_envs: int,
    seed: Optional[int] = 0,
    opponent: Optional[str] = "random",
    options: Union[None, str, Dict[str, Any]] = None,
    **kwargs: Any,
) -> WargamesVectorEnv:
    """A pool of `num_envs` environments of `game` (an id or class) seeded
    with `seed`. `opponent`: `random`, `heuristic`, `mcts:N`, or `self`
    for self-play. Keywords: `seat` (the learner's seat, or `"random"`
    per episode), `threads` (default: all cores), `batch_size` (what
    `recv` returns; default `num_envs`), `copy` (return copies of the
    pool's arrays; default True)."""
    return WargamesVectorEnv(game, num_envs, seed, opponent, options, **kwargs)


class Env(gymnasium.Env):
    """One environment in Python over a `wargames.State`, with the pool's
    observation, action and reward conventions (the opponent a native
    agent, chance drawn with the state's sampler): what Gymnasium's
    `SyncVectorEnv` and `AsyncVectorEnv` wrap."""

    metadata = {"render_modes": []}

    def __init__(
        self,
        game: wargames.GameLike,
        opponent: Optional[str] = "random",
        options: Union[None, str, Dict[str, Any]] = None,
        seat: int = 0,
    ):
        self.game = wargames.game_class(game)
        if seat == "random":
            raise ValueError("vector.Env plays a fixed seat; make() draws a seat per episode")
        self._seat_code = _seat_code(self.game, seat, None)
        self._opponent_spec = opponent if self.game.num_players > 1 else None
        if self.game.num_players > 1 and opponent is None:
            raise ValueError(f"{self.game.id} has two seats: name an opponent")
        self._options = options
        self.observation_space = _observation_space(self.game)
        self.action_space = spaces.Discrete(self.game.num_distinct_actions)
        self.state: Optional[wargames.State] = None
        self.seat = self._seat_code

    def _agent(self, seed: int):
        spec = self._opponent_spec
        if spec is None:
            return None
        if spec == "random":
            return wargames.random(self.game, seed)
        if spec == "heuristic":
            return wargames.heuristic(self.game, seed)
        if spec.startswith("mcts:"):
            return wargames.mcts(self.game, int(spec[5:]), seed)
        raise ValueError(f"no opponent {spec!r}: random, heuristic or mcts:N")

    def _advance(self) -> None:
        state = self.state
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(state.sample_chance_outcome())
            elif state.current_player() == self.seat:
                return
            else:
                state.apply_action(self._opponent.step(state))

    def _observe(self) -> Dict[str, np.ndarray]:
        mask = np.zeros(self.game.num_distinct_actions, np.int8)
        if not self.state.is_terminal():
            mask[self.state.legal_actions()] = 1
        return {"observation": self.state.observation_tensor(self.seat), "action_mask": mask}

    def reset(self, *, seed: Optional[int] = None, options: Optional[dict] = None):
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**63))
        self.state = self.game.new_initial_state(seed=game_seed, options=self._options)
        self._opponent = self._agent(int(self.np_random.integers(0, 2**63)))
        self._advance()
        return self._observe(), {}

    def step(self, action: Any):
        if self.state is None:
            raise ValueError("step() before reset()")
        if isinstance(action, (bool, np.bool_)) or not isinstance(action, (int, np.integer)):
            raise TypeError(f"an action is an int id, not {type(action).__name__}")
        if int(action) not in self.state.legal_actions():
            raise ValueError(f"action {action} is not in the action mask")
        self.state.apply_action(int(action))
        self._advance()
        reward = 0.0
        terminated = self.state.is_terminal()
        if terminated:
            value = self.state.returns()[self.seat]
            reward = 2.0 * value - 1.0 if self.game.num_players == 2 else value
        return self._observe(), reward, terminated, False, {}
