"""Shared helpers of the Python tests."""

import random

import pytest

import wargames

GAMES = [wargames.Arnswalde, wargames.PocketStalingrad, wargames.Rattenkrieg, wargames.Squad]


@pytest.fixture(params=GAMES, ids=lambda cls: cls.id)
def game(request):
    return request.param


def play_random(state, rng: random.Random, max_steps: int = 100_000):
    """Plays `state` to its end with random actions and the state's own
    chance sampler; returns the number of steps."""
    steps = 0
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(state.sample_chance_outcome())
        else:
            state.apply_action(rng.choice(state.legal_actions()))
        steps += 1
        assert steps < max_steps
    return steps


def advance(state, rng: random.Random, steps: int):
    """Plays up to `steps` random steps (fewer if the game ends)."""
    for _ in range(steps):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply_action(state.sample_chance_outcome())
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state
