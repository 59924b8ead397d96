"""Speed of the environment pool, `wargames.vector`, side by side in one run.

For each game, environment steps per second (one decision of the learner,
against the random opponent) with random legal actions drawn in numpy, for:

1. the pool (`wargames.vector.make`, `--threads` threads, `--envs`
   environments, `copy=False`), the actions drawn from its ragged legal ids
   (`legal_ids()` and `sample_legal`), with also its engine steps per
   second (the learner's, the opponent's and chance: what `simulate`
   counts), and the same pool with the actions drawn from the dense
   action mask instead;
2. Gymnasium's `SyncVectorEnv` over `wargames.vector.Env` (the same
   environment in Python over a `wargames.State`);
3. Gymnasium's `AsyncVectorEnv` over it (one process per environment);
4. the native `simulate` example, random against random on `--threads`
   threads: the steps/s it prints. The last column counts only the time
   the loop spends in the pool's `step` (not in drawing the actions).

    cargo build --release --example simulate
    python crates/python/benches/vector.py [--seconds 3] [--threads 2] [--envs 256]
    python crates/python/benches/vector.py --breakdown   # the observation's cost, the step alone
    # the pool's loop alone, one game, for a profiler (--dense: draw from the mask);
    # it prints env steps/s and the CPU time of all threads per env step
    perf record -F 2000 -o pool.data python crates/python/benches/vector.py --loop rattenkrieg --threads 1

Build the wheel with the release profile (`pip install ./crates/python`)
for figures that mean anything. Prints a Markdown table and the load
average before and after.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import time

import gymnasium
import numpy as np

import wargames
import wargames.vector as vector

GAMES = [wargames.Arnswalde, wargames.PocketStalingrad, wargames.Rattenkrieg, wargames.Squad]


def draw(rng: np.random.Generator, mask: np.ndarray) -> np.ndarray:
    """A uniformly random legal id per row (0 where a row is all 0): the
    k-th legal id of each row, k drawn uniformly below the row's count."""
    rows, ids = np.nonzero(mask)
    counts = np.bincount(rows, minlength=mask.shape[0])
    starts = np.cumsum(counts) - counts
    pick = starts + (rng.random(mask.shape[0]) * counts).astype(np.int64)
    actions = np.zeros(mask.shape[0], np.int64)
    legal = counts > 0
    actions[legal] = ids[pick[legal]]
    return actions


def rate(envs, seconds: float, ragged: bool = False) -> tuple[float, float, float]:
    """Environment steps per second of `envs` stepped with random legal
    actions for about `seconds` (drawn from the pool's ragged legal ids if
    `ragged`, else from the dense mask), and the share of the time spent
    drawing the actions in numpy."""
    rng = np.random.default_rng(1)
    obs, _ = envs.reset(seed=1)
    steps = 0
    drawing = 0.0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        t = time.perf_counter()
        if ragged:
            actions = vector.sample_legal(rng, *envs.legal_ids())
        else:
            actions = draw(rng, obs["action_mask"])
        drawing += time.perf_counter() - t
        obs, *_ = envs.step(actions)
        steps += envs.num_envs
    elapsed = time.perf_counter() - start
    return steps / elapsed, elapsed, drawing / elapsed


def native_rate(binary: str, game: str, games: int, threads: int) -> float | None:
    """Steps per second the `simulate` example prints (random agents)."""
    if not os.path.exists(binary):
        return None
    out = subprocess.run(
        [binary, game, "--scenario", "0", "--games", str(games), "--seed", "1", "--threads", str(threads)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    found = re.findall(r"([0-9][0-9,]*) steps/s", out)
    return float(found[-1].replace(",", "")) if found else None


def breakdown(cls, envs: int, rounds: int = 60) -> str:
    """Microseconds of one `State.write_observation`, and the pool's step
    alone (the lowest legal id, nothing drawn) on 1 and 2 threads: time per
    environment step and engine steps per second."""
    state = cls.new_initial_state(seed=1)
    while state.is_chance_node():
        state.apply_action(state.sample_chance_outcome())
    out = np.zeros(cls.observation_size, np.float32)
    start = time.perf_counter()
    for _ in range(3000):
        state.write_observation(state.current_player(), out)
    cells = [f"{(time.perf_counter() - start) / 3000 * 1e6:.1f} µs"]
    for threads in (1, 2):
        pool = vector.make(cls, envs, seed=1, opponent="random", threads=threads, copy=False)
        obs, _ = pool.reset()
        before, spent = pool.steps(), 0.0
        for _ in range(rounds):
            actions = obs["action_mask"].argmax(axis=1)
            start = time.perf_counter()
            obs, *_ = pool.step(actions)
            spent += time.perf_counter() - start
        cells.append(f"{spent / rounds / envs * 1e6:.1f} µs, {(pool.steps() - before) / spent:,.0f}")
    return f"| {cls.__name__} | " + " | ".join(cells) + " |"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--envs", type=int, default=256, help="environments in the pool")
    parser.add_argument("--gym-envs", type=int, default=8, help="environments in Sync/AsyncVectorEnv")
    parser.add_argument("--simulate", default="target/release/examples/simulate")
    parser.add_argument("--games", type=int, default=20_000, help="games of the simulate run")
    parser.add_argument("--breakdown", action="store_true", help="only the breakdown: the observation, the step alone")
    parser.add_argument("--loop", metavar="GAME", help="only the pool's loop of GAME (for a profiler)")
    parser.add_argument("--dense", action="store_true", help="with --loop: draw the actions from the dense mask")
    args = parser.parse_args()
    if args.loop:
        pool = vector.make(args.loop, args.envs, seed=1, opponent="random", threads=args.threads, copy=False)
        cpu = time.process_time()
        pool_rate, elapsed, share = rate(pool, args.seconds, ragged=not args.dense)
        # CPU time of all the process's threads per environment step: what a
        # busy machine does not blur as much as the wall clock.
        cpu_per_step = (time.process_time() - cpu) / (pool_rate * elapsed)
        print(
            f"{args.loop}: {pool_rate:,.0f} env steps/s, {share:.0%} of the loop drawing the actions, "
            f"{cpu_per_step * 1e6:.2f} µs of CPU per env step"
        )
        return 0
    print(f"load average before: {os.getloadavg()}")
    if args.breakdown:
        print("| game | write_observation | pool step alone, 1 thread: per env step, engine steps/s | 2 threads |")
        print("|---|---|---|---|")
        for cls in GAMES:
            print(breakdown(cls, args.envs), flush=True)
        print(f"load average after: {os.getloadavg()}")
        return 0
    print(
        "| game | pool env steps/s | pool engine steps/s | numpy draw share | pool env steps/s, dense-mask draw "
        "| its draw share | SyncVectorEnv | AsyncVectorEnv "
        "| pool / Sync | simulate steps/s | pool engine / simulate | the same, in `step` only |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for cls in GAMES:
        pool = vector.make(cls, args.envs, seed=1, opponent="random", threads=args.threads, copy=False)
        before = pool.steps()
        pool_rate, elapsed, share = rate(pool, args.seconds, ragged=True)
        engine = (pool.steps() - before) / elapsed
        pool.close()
        pool = vector.make(cls, args.envs, seed=1, opponent="random", threads=args.threads, copy=False)
        dense_rate, _, dense_share = rate(pool, args.seconds)
        pool.close()
        sync = gymnasium.vector.SyncVectorEnv([lambda: vector.Env(cls) for _ in range(args.gym_envs)])
        sync_rate, _, _ = rate(sync, args.seconds)
        sync.close()
        asyn = gymnasium.vector.AsyncVectorEnv([lambda: vector.Env(cls) for _ in range(args.gym_envs)])
        async_rate, _, _ = rate(asyn, args.seconds)
        asyn.close()
        native = native_rate(args.simulate, cls.id, args.games, args.threads)
        native_text = f"{native:,.0f}" if native else "-"
        ratio = f"{engine / native:.2f}x" if native else "-"
        # The pool's own share: engine steps per second of the time spent in `step`.
        in_step = f"{engine / (1 - share) / native:.2f}x" if native else "-"
        print(
            f"| {cls.__name__} | {pool_rate:,.0f} | {engine:,.0f} | {share:.0%} | {dense_rate:,.0f} | {dense_share:.0%} "
            f"| {sync_rate:,.0f} | {async_rate:,.0f} "
            f"| {pool_rate / sync_rate:.0f}x | {native_text} | {ratio} | {in_step} |",
            flush=True,
        )
    print(f"load average after: {os.getloadavg()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
