"""States: dense ids, chance, observations, text, saves; each game."""

import copy
import json
import math
import pickle
import random

import numpy as np
import pytest

import wargames
from conftest import advance, play_random


def test_game_class_facts(game):
    assert game.id in wargames.GAMES
    assert game.num_players in (1, 2)
    assert game.num_distinct_actions > 0 and game.max_chance_outcomes > 0
    assert wargames.game_class(game.id) is game
    assert game.hidden_information == (game.id in ("arnswalde", "rattenkrieg"))


def test_a_random_game_keeps_every_id_in_range(game):
    rng = random.Random(5)
    state = game.new_initial_state(seed=5)
    steps = 0
    seen_events = 0
    while not state.is_terminal():
        player = state.current_player()
        if state.is_chance_node():
            assert player == -1
            outcomes = state.chance_outcomes()
            ids = [o for o, _ in outcomes]
            assert ids == sorted(set(ids))
            assert all(0 <= o < game.max_chance_outcomes for o in ids)
            assert math.isclose(sum(p for _, p in outcomes), 1.0, rel_tol=1e-9)
            assert state.legal_actions() == []
            outcome = state.sample_chance_outcome()
            assert outcome in ids
            state.apply_action(outcome)
        else:
            assert 0 <= player < game.num_players
            legal = state.legal_actions()
            assert legal and legal == sorted(set(legal))
            assert all(0 <= a < game.num_distinct_actions for a in legal)
            mask = state.legal_actions_mask()
            assert len(mask) == game.num_distinct_actions and sum(mask) == len(legal)
            assert state.legal_actions(1 - player if game.num_players == 2 else 5) == []
            state.apply_action(rng.choice(legal))
        seen_events += len(state.last_events())
        steps += 1
        assert steps <= game.max_game_length
    assert state.current_player() == -4
    returns = state.returns()
    assert len(returns) == game.num_players and all(0.0 <= r <= 1.0 for r in returns)
    assert seen_events > 0
    assert state.legal_actions() == [] and state.chance_outcomes() == []


def test_random_and_heuristic_games_stay_within_max_game_length(game):
    for agents in (None, ["heuristic"] * game.num_players):
        rows = wargames.study(game, 200, seed=3, agents=agents)["rows"]
        assert max(rows["steps"]) <= game.max_game_length


def test_observation_tensor_is_fixed_float32_and_built_from_the_view(game):
    state = game.new_initial_state(seed=2)
    play_random(state.clone(), random.Random(1))
    rng = random.Random(2)
    for _ in range(40):
        advance(state, rng, 1)
        if state.is_terminal():
            break
        for player in range(game.num_players):
            tensor = state.observation_tensor(player)
            assert tensor.dtype == np.float32 and tensor.shape == (game.observation_size,)
            assert np.all(np.isfinite(tensor)) and np.all(tensor >= 0)
            out = np.full(game.observation_size, -1.0, np.float32)
            state.write_observation(player, out)
            assert np.array_equal(out, tensor)
            assert state.observation_string(player)
            json.loads(state.observation_json(player))
            # A state the player cannot tell apart encodes the same.
            other = state.determinize(player, 99)
            assert np.array_equal(other.observation_tensor(player), tensor)
            assert other.observation_string(player) == state.observation_string(player)


def test_action_text_reads_back_to_the_same_id(game):
    state = game.new_initial_state(seed=4)
    rng = random.Random(4)
    checked = 0
    while not state.is_terminal() and checked < 200:
        if state.is_chance_node():
            outcome = state.sample_chance_outcome()
            assert state.action_to_string(-1, outcome)
            state.apply_action(outcome)
            continue
        for action in state.legal_actions():
            text = state.action_to_string(action)
            assert text == state.action_to_string(state.current_player(), action)
            assert state.string_to_action(text) == action, text
            checked += 1
        state.apply_action(rng.choice(state.legal_actions()))
    assert checked > 0


def test_phase_speaks_in_the_rules_words(game):
    state = game.new_initial_state()
    assert isinstance(state.phase(), str) and state.phase()
    assert game.id in repr(state)


def test_clone_json_pickle_and_deepcopy_round_trip(game):
    state = game.new_initial_state(seed=6)
    play_random(state.clone(), random.Random(6))
    advance(state, random.Random(6), 30)
    for copy_of in (
        lambda s: s.clone(),
        lambda s: game.from_json(s.to_json()),
        lambda s: pickle.loads(pickle.dumps(s)),
        lambda s: copy.deepcopy(s),
        lambda s: copy.copy(s),
    ):
        other = copy_of(state)
        assert other == state and other.to_json() == state.to_json()
    clone = state.clone()
    if not clone.is_terminal():
        play_random(clone, random.Random(1))
        assert clone != state


def test_options_change_the_game():
    hard = wargames.Arnswalde.new_initial_state(options={"difficulty": "hard"})
    easy = wargames.Arnswalde.new_initial_state(options='{"difficulty": "easy"}')
    assert hard.to_json() != easy.to_json()
    assert wargames.Arnswalde.default_options["difficulty"] == "normal"


def test_the_same_seed_gives_the_same_game(game):
    def final(seed):
        state = game.new_initial_state(seed=seed)
        play_random(state, random.Random(seed))
        return state.to_json()

    assert final(11) == final(11)
    assert final(11) != final(12)
