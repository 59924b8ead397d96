"""The batched environment pool, `wargames.vector`: Gymnasium's vector API
conventions, reproducibility whatever the thread count, the asynchronous
form, the opponents and self-play, and bad input."""

import gc
import os
import time

import gymnasium
import numpy as np
import pytest
from gymnasium.utils import env_checker, passive_env_checker

import wargames
import wargames.vector as vector
from conftest import GAMES


def random_actions(rng, obs):
    """A random legal id per row (any id where the mask is all 0)."""
    mask = obs["action_mask"]
    return (rng.random(mask.shape) * mask).argmax(axis=1)


def run(envs, steps, seed=0):
    """Steps `envs` with random legal actions; returns what it saw."""
    rng = np.random.default_rng(seed)
    obs, info = envs.reset()
    seen = [(obs["observation"].copy(), obs["action_mask"].copy(), info["seat"].copy())]
    for _ in range(steps):
        actions = random_actions(rng, obs)
        obs, reward, terminated, truncated, info = envs.step(actions)
        seen.append((obs["observation"].copy(), obs["action_mask"].copy(), reward, terminated, truncated, info["seat"]))
    return seen


def same(a, b):
    assert len(a) == len(b)
    for x, y in zip(a, b):
        for u, v in zip(x, y):
            np.testing.assert_array_equal(u, v)


@pytest.mark.parametrize("cls", GAMES, ids=lambda c: c.id)
def test_vector_api_follows_gymnasium_conventions(cls):
    envs = vector.make(cls, 4, seed=3, opponent="random", threads=2)
    assert envs.num_envs == 4
    assert envs.metadata["autoreset_mode"] == gymnasium.vector.AutoresetMode.NEXT_STEP
    assert envs.single_action_space == gymnasium.spaces.Discrete(cls.num_distinct_actions)
    assert envs.action_space.shape == (4,)
    obs, info = envs.reset()
    assert obs["observation"].shape == (4, cls.observation_size)
    assert obs["observation"].dtype == np.float32
    assert obs["action_mask"].shape == (4, cls.num_distinct_actions)
    assert obs["action_mask"].dtype == np.int8
    assert envs.observation_space.contains(obs)
    assert (obs["action_mask"].sum(axis=1) > 0).all()
    rng = np.random.default_rng(1)
    ended = 0
    for _ in range(400):
        obs, reward, terminated, truncated, info = envs.step(random_actions(rng, obs))
        assert envs.observation_space.contains(obs)
        assert reward.dtype == np.float32 and terminated.dtype == np.bool_ and truncated.dtype == np.bool_
        assert not truncated.any()
        # Rewards only at the end; no legal action once an episode has ended.
        assert (reward[~terminated] == 0).all()
        assert (obs["action_mask"][terminated].sum(axis=1) == 0).all()
        assert (obs["action_mask"][~terminated].sum(axis=1) > 0).all()
        assert (info["seat"][terminated] == -1).all()
        ended += int(terminated.sum())
        if terminated.any():
            before = terminated.copy()
            obs, reward, terminated, truncated, info = envs.step(random_actions(rng, obs))
            # Next-step autoreset: a fresh episode, reward 0, not terminated.
            assert (reward[before] == 0).all() and not terminated[before].any()
            assert (obs["action_mask"][before].sum(axis=1) > 0).all()
    assert ended > 0
    envs.close()


@pytest.mark.parametrize("cls", GAMES, ids=lambda c: c.id)
def test_vector_same_seed_same_actions_same_trajectories_with_1_2_and_4_threads(cls):
    runs = [run(vector.make(cls, 6, seed=11, opponent="random", threads=t), 60) for t in (1, 2, 4)]
    same(runs[0], runs[1])
    same(runs[0], runs[2])
    other = run(vector.make(cls, 6, seed=12, opponent="random", threads=1), 60)
    assert any(not np.array_equal(a[0], b[0]) for a, b in zip(runs[0], other))


def test_vector_async_send_recv_gives_each_env_the_trajectory_of_the_sync_pool():
    cls = wargames.Rattenkrieg
    n, batch = 6, 2
    sync = vector.make(cls, n, seed=5, opponent="random", threads=1)
    pool = vector.make(cls, n, seed=5, opponent="random", threads=2, batch_size=batch)
    # Each env plays the lowest legal id: its trajectory depends on its own seed alone.
    obs, _ = sync.reset()
    expected = [[obs["observation"][i].copy()] for i in range(n)]
    for _ in range(20):
        obs, *_ = sync.step(obs["action_mask"].argmax(axis=1))
        for i in range(n):
            expected[i].append(obs["observation"][i].copy())
    got = [[] for _ in range(n)]
    pool.async_reset()
    while min(len(g) for g in got) < 21:
        obs, reward, terminated, truncated, info = pool.recv()
        assert obs["observation"].shape == (batch, cls.observation_size)
        ids = info["env_id"]
        for row, i in enumerate(ids):
            got[i].append(obs["observation"][row].copy())
        pool.send(obs["action_mask"].argmax(axis=1), ids)
    for i in range(n):
        for a, b in zip(expected[i], got[i][:21]):
            np.testing.assert_array_equal(a, b)


@pytest.mark.parametrize("opponent", ["heuristic", "mcts:3"])
def test_vector_native_opponents_play_the_other_seat(opponent):
    envs = vector.make(wargames.PocketStalingrad, 3, seed=2, opponent=opponent, seat="random", threads=2)
    seen = run(envs, 150)
    seats = np.concatenate([s[-1] for s in seen[1:]])
    assert set(np.unique(seats)) <= {-1, 0, 1}
    assert {0, 1} <= set(np.unique(seats))  # the learner's seat is drawn per episode
    rewards = np.concatenate([s[2][s[3]] for s in seen[1:]])
    assert set(np.unique(rewards)) <= {-1.0, 0.0, 1.0}


def test_vector_self_play_says_which_seat_acts():
    envs = vector.make(wargames.Rattenkrieg, 2, seed=4, opponent="self", threads=1)
    obs, info = envs.reset()
    seats = set(info["seat"].tolist())
    rng = np.random.default_rng(0)
    for _ in range(100):
        obs, reward, terminated, truncated, info = envs.step(random_actions(rng, obs))
        seats |= set(info["seat"].tolist())
    assert {0, 1} <= seats


def test_vector_solitaire_plays_the_one_seat_and_ignores_the_opponent():
    envs = vector.make(wargames.Squad, 2, seed=4, opponent="heuristic", threads=1)
    obs, info = envs.reset()
    assert (info["seat"] == 0).all()


def vector_pair():
    return [vector.make(wargames.PocketStalingrad, 3, seed=9, opponent="random", threads=2) for _ in range(2)]


def test_vector_bad_input_is_refused_and_no_env_changes():
    envs, twin = vector_pair()
    obs, _ = envs.reset()
    twin.reset()
    legal = obs["action_mask"].argmax(axis=1)
    illegal = legal.copy()
    illegal[1] = int(np.flatnonzero(obs["action_mask"][1] == 0)[0])
    with pytest.raises(ValueError, match="action .* of env 1 is not in its action mask"):
        envs.step(illegal)
    with pytest.raises(ValueError, match=r"actions must have shape \(3,\)"):
        envs.step(legal[:2])
    with pytest.raises(ValueError, match=r"actions must have shape"):
        envs.step(legal.reshape(3, 1))
    with pytest.raises(TypeError, match="actions must be integers, not float64"):
        envs.step(legal.astype(np.float64))
    with pytest.raises(TypeError, match="actions must be integers"):
        envs.step(np.ones(3, np.bool_))
    with pytest.raises(ValueError, match="env id 7 is out of range"):
        envs.send(legal[:1], [7])
    with pytest.raises(ValueError, match="env id -1 is out of range"):
        envs.send(legal[:1], [-1])
    with pytest.raises(ValueError, match="given twice"):
        envs.send(legal[:2], [0, 0])
    with pytest.raises(ValueError, match="recv\\(\\) without send\\(\\)"):
        envs.recv()
    with pytest.raises(ValueError, match="-5 of env 0 is not in its action mask"):
        envs.step(np.array([-5, legal[1], legal[2]]))
    # Nothing changed: the same legal step gives what the twin gives.
    a = envs.step(legal)
    b = twin.step(legal)
    for x, y in zip(a[:4], b[:4]):
        for u, v in zip(x.values() if isinstance(x, dict) else [x], y.values() if isinstance(y, dict) else [y]):
            np.testing.assert_array_equal(u, v)


def test_vector_async_bad_input_is_refused():
    envs = vector.make(wargames.PocketStalingrad, 4, seed=1, opponent="random", threads=2, batch_size=2)
    with pytest.raises(ValueError, match="without send"):
        envs.recv()
    envs.async_reset()
    obs, _, _, _, info = envs.recv()
    ids = info["env_id"]
    with pytest.raises(ValueError, match="was sent and not yet received"):
        envs.send(np.zeros(1, np.int64), [int(np.setdiff1d(np.arange(4), ids)[0])])
    with pytest.raises(ValueError, match="sent and not received"):
        envs.step(np.zeros(4, np.int64))
    envs.send(obs["action_mask"].argmax(axis=1), ids)
    envs.recv()
    envs.recv()
    with pytest.raises(ValueError, match="without send"):
        envs.recv()


def test_vector_make_refuses_bad_arguments():
    with pytest.raises(ValueError, match="no game"):
        vector.make("chess", 2)
    with pytest.raises(ValueError, match="num_envs must be at least 1"):
        vector.make(wargames.Squad, 0)
    with pytest.raises(TypeError, match="num_envs is an int"):
        vector.make(wargames.Squad, 2.0)
    with pytest.raises(ValueError, match="no agent"):
        vector.make(wargames.PocketStalingrad, 2, opponent="chess")
    with pytest.raises(ValueError, match="seats 0..1, not 2"):
        vector.make(wargames.PocketStalingrad, 2, seat=2)
    with pytest.raises(ValueError, match="batch_size 3 is more than num_envs 2"):
        vector.make(wargames.Squad, 2, batch_size=3)
    with pytest.raises(ValueError, match="nope"):
        vector.make(wargames.Squad, 2, options={"nope": 1})


@pytest.mark.parametrize("cls", GAMES, ids=lambda c: c.id)
def test_vector_single_env_passes_gymnasium_env_checks(cls):
    # `check_env` itself steps with unmasked random ids, which a masked
    # game refuses; these are its checks that apply, with legal ids.
    env = vector.Env(cls, opponent="random")
    env_checker.check_reset_return_type(env)
    env_checker.check_reset_seed_determinism(env)
    env_checker.check_reset_options(env)
    obs, _ = passive_env_checker.env_reset_passive_checker(env, seed=3)
    rng = np.random.default_rng(0)
    for _ in range(30):
        action = int(random_actions(rng, {"action_mask": obs["action_mask"][None]})[0])
        obs, reward, terminated, truncated, info = passive_env_checker.env_step_passive_checker(env, action)
        if terminated:
            obs, _ = env.reset()
    with pytest.raises(ValueError, match="not in the action mask"):
        obs, _ = env.reset(seed=1)
        env.step(int(np.flatnonzero(obs["action_mask"] == 0)[0]))


def test_vector_single_env_runs_in_gymnasium_sync_vector_env():
    envs = gymnasium.vector.SyncVectorEnv([lambda: vector.Env(wargames.PocketStalingrad) for _ in range(2)])
    obs, _ = envs.reset(seed=0)
    rng = np.random.default_rng(0)
    for _ in range(50):
        obs, reward, terminated, truncated, info = envs.step(random_actions(rng, obs))
    envs.close()


def _threads_of_this_process():
    return len(os.listdir("/proc/self/task"))


@pytest.mark.skipif(not os.path.isdir("/proc/self/task"), reason="counts the process's threads in /proc")
def test_vector_pools_made_and_dropped_leave_no_thread_behind():
    before = _threads_of_this_process()
    for k in range(60):
        envs = vector.make(wargames.PocketStalingrad, 8, seed=k, opponent="random", threads=4, batch_size=4)
        obs, _ = envs.reset()
        obs, *_ = envs.step(obs["action_mask"].argmax(axis=1))
        if k % 2:
            # Dropped with environments still in flight.
            envs.send(obs["action_mask"].argmax(axis=1))
        else:
            envs.close()
        del envs
    gc.collect()
    deadline = time.monotonic() + 10
    while _threads_of_this_process() > before and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _threads_of_this_process() <= before
