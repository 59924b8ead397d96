"""The perfect-recall information state (`State.information_state_string`)
of the hidden-information games, and OpenSpiel's ISMCTSBot on it with its
defaults."""

import random

import numpy as np
import pytest

import wargames
from conftest import advance

HIDDEN = [wargames.Rattenkrieg, wargames.Arnswalde]


def walk(state, rng, steps, seats):
    """Plays `steps` random steps; returns per seat what it saw and did at
    each step: its view after the step, the events it was shown and its
    own action, if any."""
    seen = {p: [state.observation_string(p)] for p in seats}
    for _ in range(steps):
        if state.is_terminal():
            break
        actor = state.current_player()
        if state.is_chance_node():
            action = state.sample_chance_outcome()
        else:
            action = rng.choice(state.legal_actions())
        state.apply_action(action)
        for p in seats:
            seen[p].append((action if actor == p else None, state.observation_string(p), state.last_events(p)))
    return seen


@pytest.mark.parametrize("cls", HIDDEN, ids=lambda c: c.id)
def test_information_state_differs_when_what_the_seat_saw_or_did_differs(cls):
    seats = range(cls.num_players)
    histories = []
    for seed in range(12):
        state = cls.new_initial_state(seed=seed % 3)
        seen = walk(state, random.Random(seed), 60, seats)
        histories.append((state, seen))
    compared = 0
    for i, (a, seen_a) in enumerate(histories):
        for b, seen_b in histories[i + 1 :]:
            for p in seats:
                if seen_a[p] != seen_b[p]:
                    compared += 1
                    assert a.information_state_string(p) != b.information_state_string(p)
    assert compared > 0


@pytest.mark.parametrize("cls", HIDDEN, ids=lambda c: c.id)
def test_information_state_is_equal_for_histories_the_seat_cannot_tell_apart(cls):
    # Chance outcomes that the seat neither sees in its view nor in the
    # events it is shown (a card dealt face down, the other side's draw):
    # the seat cannot tell the histories apart.
    rng = random.Random(1)
    found = 0
    for seed in range(40):
        state = advance(cls.new_initial_state(seed=seed), rng, rng.randrange(0, 80))
        while not state.is_terminal() and not state.is_chance_node():
            state.apply_action(rng.choice(state.legal_actions()))
        if state.is_terminal():
            continue
        for p in range(cls.num_players):
            groups = {}
            for outcome, _ in state.chance_outcomes()[:40]:
                child = state.clone()
                child.apply_action(outcome)
                seen = (child.observation_string(p), tuple(child.last_events(p)))
                groups.setdefault(seen, []).append(child)
            for children in groups.values():
                strings = {c.information_state_string(p) for c in children}
                assert len(strings) == 1
                found += len(children) > 1
            if len(groups) > 1:
                # Outcomes the seat sees apart give different strings.
                firsts = [children[0].information_state_string(p) for children in groups.values()]
                assert len(set(firsts)) == len(firsts)
    assert found > 0


@pytest.mark.parametrize("cls", HIDDEN, ids=lambda c: c.id)
def test_information_state_of_a_determinization_is_the_seats_own(cls):
    rng = random.Random(3)
    for seed in range(5):
        state = advance(cls.new_initial_state(seed=seed), rng, 50)
        for p in range(cls.num_players):
            drawn = state.determinize(p, seed)
            assert drawn.information_state_string(p) == state.information_state_string(p)


def test_information_state_refuses_a_player_out_of_range():
    state = wargames.Rattenkrieg.new_initial_state(seed=1)
    with pytest.raises(ValueError, match="players 0..2, not 2"):
        state.information_state_string(2)
    with pytest.raises(TypeError):
        state.information_state_string("0")


@pytest.mark.parametrize("cls", HIDDEN, ids=lambda c: c.id)
def test_openspiel_ismcts_bot_runs_with_its_defaults_on_the_information_state(cls):
    pyspiel = pytest.importorskip("pyspiel")
    from open_spiel.python.algorithms import ismcts, mcts

    import wargames.openspiel

    game = wargames.openspiel.load(cls)
    assert game.get_type().provides_information_state_string
    rng = np.random.RandomState(0)
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, rng), 2.0, 8, random_state=rng)
    state = game.new_initial_state()
    decisions = 0
    while not state.is_terminal() and decisions < 8:
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(outcomes, p=probs)))
        else:
            action = bot.step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
            decisions += 1
    assert decisions == 8
    assert state.information_state_string(0).startswith(state.native.information_state_string(0)[:50])
    assert isinstance(pyspiel.PlayerId.CHANCE, object)
