"""AlphaZero-style self-play training for Pocket Stalingrad on the native
search, with a small numpy network as its evaluator.

Each move of self-play is a native PUCT search (`wargames.mcts(game, n,
evaluator=net)`): the network values the search's leaves in batches (a
value per seat and priors over the action ids), the move is drawn in
proportion to the root's visit counts, and once the game is over every
position is a training example: the visit shares as the policy target, the
outcome as the value target. The network (observation -> 2 hidden ReLU
layers -> a value and a policy head) is trained with Adam on a replay
buffer of recent games. Every `--eval-every` seconds the network plays, with
the same search, games against the random agent and against the game's
heuristic (half in each seat); the scores with their 95% Wilson intervals
go to a CSV file and, with `--plot`, to a learning-curve PNG.

    python crates/python/examples/alphazero_pocket_stalingrad.py --minutes 30 \\
        --out target/alphazero --plot docs/python-alphazero.png

`--smoke` is the one-minute check CI runs: it plays a few games, trains,
and fails (exit status 1) unless the training loss on the games played
falls.

Numpy only (and matplotlib for the plot): the network is small (two
hidden layers of 128), its forward pass is a few matrix products per
batch, and on a 2-core CPU the search, not the network, is the cost; a
deep-learning framework would add hundreds of megabytes and start-up
time for no speed here.
"""

from __future__ import annotations

import argparse
import csv
import math
import os
import sys
import time
from typing import List, Optional, Tuple

import numpy as np

import wargames

GAME = wargames.PocketStalingrad


# --- the network -----------------------------------------------------------


class Net:
    """Observation -> ReLU(hidden) -> ReLU(hidden) -> (value of seat 0,
    policy logits over every action id). Sizes come from the game."""

    def __init__(self, obs_size: int, num_actions: int, hidden: int = 128, seed: int = 0):
        rng = np.random.default_rng(seed)

        def layer(n_in, n_out, scale=1.0):
            return (rng.standard_normal((n_in, n_out)) * scale * math.sqrt(2.0 / n_in)).astype(np.float32)

        self.params = {
            "w1": layer(obs_size, hidden),
            "b1": np.zeros(hidden, np.float32),
            "w2": layer(hidden, hidden),
            "b2": np.zeros(hidden, np.float32),
            "wv": layer(hidden, 1, 0.1),
            "bv": np.zeros(1, np.float32),
            "wp": layer(hidden, num_actions, 0.1),
            "bp": np.zeros(num_actions, np.float32),
        }
        self.m = {k: np.zeros_like(v) for k, v in self.params.items()}
        self.v = {k: np.zeros_like(v) for k, v in self.params.items()}
        self.t = 0

    def forward(self, obs: np.ndarray):
        p = self.params
        h1 = np.maximum(obs @ p["w1"] + p["b1"], 0.0)
        h2 = np.maximum(h1 @ p["w2"] + p["b2"], 0.0)
        value = 1.0 / (1.0 + np.exp(-(h2 @ p["wv"] + p["bv"])[:, 0]))
        logits = h2 @ p["wp"] + p["bp"]
        return h1, h2, value, logits

    def __call__(self, obs: np.ndarray, masks: np.ndarray):
        """The evaluator the search calls: values per seat and priors."""
        _, _, value, logits = self.forward(obs)
        values = np.stack([value, 1.0 - value], axis=1).astype(np.float32)
        return values, masked_softmax(logits, masks).astype(np.float32)

    def loss_and_grads(self, obs, masks, pi, z, l2=1e-4):
        p = self.params
        n = obs.shape[0]
        h1, h2, value, logits = self.forward(obs)
        probs = masked_softmax(logits, masks)
        eps = 1e-7
        value_loss = -np.mean(z * np.log(value + eps) + (1 - z) * np.log(1 - value + eps))
        policy_loss = -np.mean(np.sum(pi * np.log(probs + eps), axis=1))
        dlogits = (probs - pi) / n
        dv = ((value - z) / n)[:, None]
        grads = {
            "wp": h2.T @ dlogits,
            "bp": dlogits.sum(0),
            "wv": h2.T @ dv,
            "bv": dv.sum(0),
        }
        dh2 = (dlogits @ p["wp"].T + dv @ p["wv"].T) * (h2 > 0)
        grads["w2"] = h1.T @ dh2
        grads["b2"] = dh2.sum(0)
        dh1 = (dh2 @ p["w2"].T) * (h1 > 0)
        grads["w1"] = obs.T @ dh1
        grads["b1"] = dh1.sum(0)
        for k in ("w1", "w2", "wv", "wp"):
            grads[k] = grads[k] + l2 * p[k]
        return float(value_loss), float(policy_loss), grads

    def adam(self, grads, lr=1e-3, b1=0.9, b2=0.999, eps=1e-8):
        self.t += 1
        for k, g in grads.items():
            self.m[k] = b1 * self.m[k] + (1 - b1) * g
            self.v[k] = b2 * self.v[k] + (1 - b2) * g * g
            mh = self.m[k] / (1 - b1**self.t)
            vh = self.v[k] / (1 - b2**self.t)
            self.params[k] -= (lr * mh / (np.sqrt(vh) + eps)).astype(np.float32)


def masked_softmax(logits: np.ndarray, masks: np.ndarray) -> np.ndarray:
    z = np.where(masks > 0, logits, -np.inf)
    z = z - np.max(z, axis=1, keepdims=True)
    e = np.where(masks > 0, np.exp(z), 0.0)
    s = e.sum(axis=1, keepdims=True)
    return np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0)


# --- self-play and evaluation ------------------------------------------------


def self_play(net: Net, iterations: int, seed: int, rng: np.random.Generator):
    """One game of self-play: (observations, masks, visit shares) per
    decision and the outcome for seat 0."""
    state = GAME.new_initial_state(seed=seed)
    search = wargames.mcts(GAME, iterations, seed=seed, evaluator=net, batch=8, c_puct=1.5)
    obs, masks, pis = [], [], []
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(state.sample_chance_outcome())
            continue
        player = state.current_player()
        legal = state.legal_actions()
        if len(legal) == 1:
            state.apply_action(legal[0])
            continue
        found = search.search(state)
        ids = np.array([a for a, _ in found["visits"]])
        counts = np.array([v for _, v in found["visits"]], dtype=np.float64)
        share = counts / counts.sum()
        pi = np.zeros(GAME.num_distinct_actions, np.float32)
        pi[ids] = share
        mask = np.zeros(GAME.num_distinct_actions, np.float32)
        mask[ids] = 1.0
        obs.append(state.observation_tensor(player))
        masks.append(mask)
        pis.append(pi)
        state.apply_action(int(rng.choice(ids, p=share)))
    z = state.returns()[0]
    return obs, masks, pis, z


def wilson(wins: float, n: int, z: float = 1.96) -> Tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


def score_against(net: Net, opponent: str, games: int, iterations: int, seed: int) -> Tuple[float, int]:
    """The network's search against `opponent` ("random" or "heuristic"),
    half the games in each seat: its total score (win 1, draw 0.5)."""
    total = 0.0
    for g in range(games):
        me = g % 2
        state = GAME.new_initial_state(seed=seed + g)
        search = wargames.mcts(GAME, iterations, seed=seed + g, evaluator=net, batch=8, c_puct=1.5)
        other = wargames.random(GAME, seed=seed + g) if opponent == "random" else wargames.heuristic(GAME, seed=seed + g)
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(state.sample_chance_outcome())
            elif state.current_player() == me:
                state.apply_action(search.step(state))
            else:
                state.apply_action(other.step(state))
        total += state.returns()[me]
    return total, games


# --- training ------------------------------------------------------------------


def train(args) -> int:
    rng = np.random.default_rng(args.seed)
    net = Net(GAME.observation_size, GAME.num_distinct_actions, hidden=args.hidden, seed=args.seed)
    buffer: List[Tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = []
    start = time.perf_counter()
    deadline = start + args.minutes * 60.0
    next_eval = start
    curve = []
    games = 0
    first_losses: Optional[Tuple[float, float]] = None
    probe = None
    os.makedirs(args.out, exist_ok=True)
    csv_path = os.path.join(args.out, "curve.csv")
    with open(csv_path, "w", newline="") as f:
        csv.writer(f).writerow(["seconds", "games", "opponent", "score", "games_played", "low", "high"])

    def evaluate(final=False):
        n = args.final_games if final else args.eval_games
        elapsed = time.perf_counter() - start
        row = {"seconds": elapsed, "games": games}
        for k, opponent in enumerate(("random", "heuristic")):
            total, played = score_against(net, opponent, n, args.eval_iterations, 10_000_000 * (k + 1) + games)
            low, high = wilson(total, played)
            row[opponent] = (total / played, low, high)
            with open(csv_path, "a", newline="") as f:
                csv.writer(f).writerow([f"{elapsed:.1f}", games, opponent, f"{total / played:.4f}", played, f"{low:.4f}", f"{high:.4f}"])
            print(
                f"[{elapsed / 60:5.1f} min, {games} games] against {opponent}: {total / played:.3f} "
                f"[{low:.3f}, {high:.3f}] over {played} games{' (final)' if final else ''}",
                flush=True,
            )
        curve.append(row)

    while time.perf_counter() < deadline:
        if not args.smoke and time.perf_counter() >= next_eval:
            evaluate()
            next_eval = time.perf_counter() + args.eval_every
        obs, masks, pis, z = self_play(net, args.iterations, args.seed * 1_000_003 + games, rng)
        games += 1
        if obs:
            buffer.append((np.array(obs), np.array(masks), np.array(pis), np.full(len(obs), z, np.float32)))
        buffer = buffer[-args.buffer_games :]
        if probe is None and len(buffer) >= 2:
            probe = tuple(np.concatenate([b[i] for b in buffer]) for i in range(4))
            vl, pl, _ = net.loss_and_grads(*probe)
            first_losses = (vl, pl)
            print(f"loss on the first games before training: value {vl:.4f}, policy {pl:.4f}", flush=True)
        if len(buffer) >= 2:
            data = tuple(np.concatenate([b[i] for b in buffer]) for i in range(4))
            size = data[0].shape[0]
            for _ in range(args.steps_per_game):
                idx = rng.integers(0, size, min(args.batch_size, size))
                vl, pl, grads = net.loss_and_grads(*(d[idx] for d in data))
                net.adam(grads, lr=args.lr)
        if games % 10 == 0:
            print(f"[{(time.perf_counter() - start) / 60:5.1f} min] {games} games, buffer {sum(len(b[3]) for b in buffer)} positions, last batch loss value {vl:.4f} policy {pl:.4f}", flush=True)

    if probe is None or first_losses is None:
        print("not enough games to train on", file=sys.stderr)
        return 1
    vl, pl, _ = net.loss_and_grads(*probe)
    before, after = sum(first_losses), vl + pl
    print(f"loss on the first games after training: value {vl:.4f}, policy {pl:.4f} (was {before:.4f}, now {after:.4f})", flush=True)
    np.savez(os.path.join(args.out, "net.npz"), **net.params)
    if args.smoke:
        if not after < before:
            print("the training loss did not fall", file=sys.stderr)
            return 1
        print("smoke: the training loss fell")
        return 0
    evaluate(final=True)
    if args.plot:
        plot(curve, args.plot, args)
    return 0


def plot(curve, path: str, args) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4))
    for opponent, colour in (("random", "tab:blue"), ("heuristic", "tab:red")):
        xs = [r["seconds"] / 60 for r in curve]
        ys = [r[opponent][0] for r in curve]
        lo = [r[opponent][1] for r in curve]
        hi = [r[opponent][2] for r in curve]
        ax.plot(xs, ys, marker="o", color=colour, label=f"against {opponent}")
        ax.fill_between(xs, lo, hi, color=colour, alpha=0.15)
    ax.axhline(0.5, color="grey", linewidth=0.8, linestyle="--")
    ax.set_xlabel("training time (minutes, 2-core machine)")
    ax.set_ylabel("score of the trained search (95% interval)")
    ax.set_ylim(0, 1)
    ax.set_title(f"Pocket Stalingrad, AlphaZero-style self-play (puct:{args.eval_iterations}, numpy MLP)")
    ax.legend(loc="lower right")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    print(f"learning curve written to {path}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=30.0, help="training time, evaluations included")
    parser.add_argument("--iterations", type=int, default=32, help="search iterations per self-play move")
    parser.add_argument("--eval-iterations", type=int, default=32, help="search iterations per evaluation move")
    parser.add_argument("--eval-every", type=float, default=300.0, help="seconds between evaluations")
    parser.add_argument("--eval-games", type=int, default=40, help="games against each opponent per evaluation")
    parser.add_argument("--final-games", type=int, default=200, help="games against each opponent at the end")
    parser.add_argument("--hidden", type=int, default=128)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--batch-size", type=int, default=256)
    parser.add_argument("--steps-per-game", type=int, default=8)
    parser.add_argument("--buffer-games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default="target/alphazero", help="directory for curve.csv and net.npz")
    parser.add_argument("--plot", default=None, help="PNG file for the learning curve")
    parser.add_argument("--smoke", action="store_true", help="CI's check: train briefly, fail unless the loss falls")
    args = parser.parse_args(argv)
    if args.smoke:
        args.minutes = min(args.minutes, 1.0)
    return train(args)


if __name__ == "__main__":
    sys.exit(main())
