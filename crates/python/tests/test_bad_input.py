"""Bad input: a Python exception naming the rule, the state unchanged,
never a crash. Random ints and random bytes, each game."""

import json
import random

import pytest

import wargames
from conftest import play_random


def states_along_a_game(game, seed, every=7):
    """States of one random game, every `every` steps, with their JSON."""
    state = game.new_initial_state(seed=seed)
    rng = random.Random(seed)
    out = []
    step = 0
    while not state.is_terminal():
        if step % every == 0:
            out.append(state.clone())
        if state.is_chance_node():
            state.apply_action(state.sample_chance_outcome())
        else:
            state.apply_action(rng.choice(state.legal_actions()))
        step += 1
    out.append(state)
    return out


def test_an_illegal_action_names_its_rule_and_changes_nothing():
    state = wargames.PocketStalingrad.new_initial_state(seed=1)
    while state.is_chance_node():
        state.apply_action(state.sample_chance_outcome())
    legal = set(state.legal_actions())
    illegal = next(a for a in range(wargames.PocketStalingrad.num_distinct_actions) if a not in legal)
    before = state.to_json()
    with pytest.raises(wargames.RuleError) as refusal:
        state.apply_action(illegal)
    assert isinstance(refusal.value, ValueError)
    assert refusal.value.rule is not None and str(refusal.value).startswith(refusal.value.rule)
    assert state.to_json() == before


def test_random_ints_are_refused_with_value_errors_and_change_nothing(game):
    rng = random.Random(21)
    for state in states_along_a_game(game, 21):
        before = state.to_json()
        legal = set(state.legal_actions())
        outcomes = {o for o, _ in state.chance_outcomes()}
        for _ in range(60):
            action = rng.choice(
                [
                    rng.randrange(-(2**63), 2**63),
                    rng.randrange(-5, game.num_distinct_actions + 5),
                    rng.randrange(0, game.max_chance_outcomes),
                ]
            )
            if action in legal or action in outcomes:
                continue
            with pytest.raises(ValueError):
                state.apply_action(action)
            assert state.to_json() == before


def test_ints_past_64_bits_raise_overflow_errors():
    state = wargames.Squad.new_initial_state()
    with pytest.raises(OverflowError):
        state.apply_action(2**70)


def test_wrong_types_raise_type_errors(game):
    state = game.new_initial_state()
    for bad in ("1", 1.5, None, [1], b"\x01"):
        with pytest.raises(TypeError):
            state.apply_action(bad)
    with pytest.raises(TypeError):
        game.from_json(b"{}")
    with pytest.raises(TypeError):
        game.new_initial_state(seed="7")
    with pytest.raises(TypeError):
        game.new_initial_state(options=[("difficulty", "hard")])


def test_players_out_of_range_are_refused(game):
    state = game.new_initial_state()
    for player in (-1, game.num_players, 10**6):
        with pytest.raises(ValueError):
            state.observation_tensor(player)
        with pytest.raises(ValueError):
            state.observation_string(player)
        with pytest.raises(ValueError):
            state.determinize(player, 1)


def test_random_bytes_and_edited_saves_are_refused_or_load_sound(game):
    rng = random.Random(7)
    for _ in range(200):
        blob = bytes(rng.randrange(256) for _ in range(rng.randrange(0, 200)))
        text = blob.decode("utf-8", errors="replace")
        with pytest.raises(wargames.RuleError):
            game.from_json(text)
    loaded = 0
    for state in states_along_a_game(game, 8, every=25):
        text = state.to_json()
        for _ in range(40):
            # Change one number of the save.
            digits = [i for i, c in enumerate(text) if c.isdigit()]
            i = rng.choice(digits)
            edited = text[:i] + str(rng.randrange(10)) + text[i + 1 :]
            try:
                other = game.from_json(edited)
            except wargames.RuleError:
                continue
            loaded += 1
            play_random(other, random.Random(1), max_steps=50_000)
    assert loaded > 0


def test_malformed_and_unknown_options_are_refused(game):
    with pytest.raises(wargames.RuleError):
        game.new_initial_state(options="{not json")
    with pytest.raises(wargames.RuleError):
        game.new_initial_state(options={"no_such_option": 1})
    with pytest.raises(wargames.RuleError):
        game.new_initial_state(options="[1, 2]")


def test_unknown_games_and_text_are_refused():
    with pytest.raises(ValueError):
        wargames.game_class("chess")
    with pytest.raises(ValueError):
        wargames.mcts("chess", 10)
    state = wargames.Rattenkrieg.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.sample_chance_outcome())
    with pytest.raises(wargames.RuleError) as refusal:
        state.string_to_action("fly to the moon")
    assert "no legal action" in str(refusal.value)


def test_the_rule_of_a_refused_typed_action_is_given():
    state = wargames.PocketStalingrad.new_initial_state(seed=3)
    while state.is_chance_node():
        state.apply_action(state.sample_chance_outcome())
    # Rule 2: a keep must keep every unit die of a face it keeps; keeping a
    # face the roll does not show is refused with its rule.
    refused = 0
    for text in ("keep units 1 1 1 1 1", "keep units 6 6 6 6 6", "keep nothing"):
        try:
            state.string_to_action(text)
        except wargames.RuleError as e:
            refused += 1
            assert str(e)
    assert refused > 0
