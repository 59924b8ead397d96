"""PettingZoo: the AEC environments pass PettingZoo's own tests."""

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test  # noqa: E402

import wargames  # noqa: E402
import wargames.pettingzoo as wpz  # noqa: E402


def test_api_test(game):
    api_test(wpz.env(game), num_cycles=300, verbose_progress=False)


def test_seed_test(game):
    seed_test(lambda: wpz.env(game), num_cycles=200)


def test_options_and_masks():
    env = wpz.env("arnswalde", difficulty="hard")
    env.reset(seed=3)
    observation = env.observe(env.agent_selection)
    assert observation["action_mask"].dtype == np.int8
    assert observation["action_mask"].sum() > 0
    legal = np.flatnonzero(observation["action_mask"])
    env.step(int(legal[0]))
    with pytest.raises(wargames.RuleError):
        env.reset(seed=3)
        mask = env.observe(env.agent_selection)["action_mask"]
        env.step(int(np.flatnonzero(mask == 0)[0]))
    with pytest.raises(wargames.RuleError):
        wpz.env("arnswalde", no_such_option=1)


def test_a_whole_game_ends_with_rewards(game):
    env = wpz.env(game)
    env.reset(seed=1)
    rng = np.random.default_rng(1)
    for agent in env.agent_iter(max_iter=100_000):
        observation, reward, termination, truncation, info = env.last()
        if termination or truncation:
            env.step(None)
            continue
        env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    assert env.agents == []
