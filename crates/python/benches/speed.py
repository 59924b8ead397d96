"""Speed of the wargames package, measured side by side in one run.

1. Random playouts driven step by step from Python, steps per second: the
   same loop over each wargames game and over OpenSpiel's C++ backgammon
   loaded with pyspiel. The loop asks the state for its legal actions or
   chance outcomes, picks one with Python's `random`, and applies it; a
   chance outcome is drawn from `chance_outcomes()` in Python for every
   game (the "same loop"), and, for the wargames games, also with the
   state's own sampler (`sample_chance_outcome()`).
2. One batch call, `wargames.playouts(game, n)` (a study of random games on
   every core, the GIL released), against the native `simulate` example's
   games per second over the same games (`--scenario 0 --games n`).

    python crates/python/benches/speed.py [--seconds 3] [--simulate target/release/examples/simulate]

Prints a table and the machine's load average. Build the wheel with the
release profile (`pip install ./crates/python` does) for figures that mean
anything.
"""

from __future__ import annotations

import argparse
import bisect
import os
import random
import re
import subprocess
import sys
import time

import wargames

GAMES = [wargames.Arnswalde, wargames.PocketStalingrad, wargames.Rattenkrieg, wargames.Squad]


def python_chance(state, rng: random.Random) -> int:
    outcomes = state.chance_outcomes()
    point = rng.random()
    total = 0.0
    for action, probability in outcomes:
        total += probability
        if point < total:
            return action
    return outcomes[-1][0]


def playout_rate(new_state, seconds: float, native_chance: bool) -> tuple[float, int]:
    """Steps per second of random playouts for about `seconds`."""
    rng = random.Random(1)
    steps = 0
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = new_state(games)
        while not state.is_terminal():
            if state.is_chance_node():
                if native_chance:
                    action = state.sample_chance_outcome()
                else:
                    action = python_chance(state, rng)
            else:
                action = rng.choice(state.legal_actions())
            state.apply_action(action)
            steps += 1
        games += 1
    return steps / (time.perf_counter() - start), games


SIMULATE_RATE = re.compile(r"([0-9][0-9,.]*) games/s")


def simulate_rate(binary: str, game: str, games: int) -> float | None:
    """Games per second the native `simulate` example prints."""
    out = subprocess.run(
        [binary, game, "--scenario", "0", "--games", str(games), "--seed", "1"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    found = SIMULATE_RATE.findall(out)
    return float(found[-1].replace(",", "")) if found else None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per step-by-step measurement")
    parser.add_argument("--simulate", default="target/release/examples/simulate", help="the simulate example's binary")
    parser.add_argument("--batch-seconds", type=float, default=3.0, help="about how long each batch call runs")
    parser.add_argument("--pairs", type=int, default=3, help="alternating playouts/simulate pairs per game")
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()}")

    print("\n1. random playouts driven from Python, steps/s")
    try:
        import pyspiel

        backgammon = pyspiel.load_game("backgammon")
        base, base_games = playout_rate(lambda _: backgammon.new_initial_state(), args.seconds, False)
        print(f"  {'OpenSpiel backgammon (C++)':34} {base:12,.0f}   ({base_games} games)")
    except ImportError:
        base = None
        print("  skipped OpenSpiel backgammon: pyspiel is not installed")
    for cls in GAMES:
        same, _ = playout_rate(lambda i, cls=cls: cls.new_initial_state(seed=i), args.seconds, False)
        native, _ = playout_rate(lambda i, cls=cls: cls.new_initial_state(seed=i), args.seconds, True)
        ratio = f"{same / base:5.2f}x / {native / base:5.2f}x of backgammon" if base else ""
        print(f"  {cls.__name__:34} {same:12,.0f} / {native:12,.0f} (Python / native chance)  {ratio}")

    print("\n2. batch: wargames.playouts(game, n) against the simulate example, games/s")
    have_simulate = os.path.exists(args.simulate)
    if not have_simulate:
        print(f"  no simulate binary at {args.simulate}: build it with `cargo build --release --example simulate`")
    for cls in GAMES:
        probe = wargames.playouts(cls, 2000, seed=1)
        games = max(2000, int(probe["games_per_second"] * args.batch_seconds))
        ratios = []
        line = f"  {cls.__name__:18} {games:>9,} games:"
        for _ in range(args.pairs):
            ours = wargames.playouts(cls, games, seed=1)["games_per_second"]
            line += f"  playouts {ours:10,.0f}"
            if have_simulate:
                native = simulate_rate(args.simulate, cls.id, games)
                if native:
                    line += f" simulate {native:10,.0f} ({ours / native:4.2f});"
                    ratios.append(ours / native)
        if ratios:
            line += f"  median ratio {sorted(ratios)[len(ratios) // 2]:4.2f}"
        print(line)
    print(f"\nload average after: {os.getloadavg()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
