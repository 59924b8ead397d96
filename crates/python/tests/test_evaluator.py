"""A learned evaluator in the native search: `wargames.mcts(game, n,
evaluator=fn)` runs PUCT, calls `fn` with batches of observation tensors
and masks, and raises a clear error for a bad answer, changing nothing."""

import numpy as np
import pytest

import wargames

GAME = wargames.PocketStalingrad


def decision_state(seed=3):
    state = GAME.new_initial_state(seed=seed)
    while state.is_chance_node():
        state.apply_action(state.sample_chance_outcome())
    return state


class Recorder:
    """A draw everywhere and priors from a fixed random table; records what
    it was given."""

    def __init__(self, game=GAME, seed=0):
        self.game = game
        self.calls = []
        self.table = np.random.default_rng(seed).random(game.num_distinct_actions).astype(np.float32)

    def __call__(self, obs, masks):
        self.calls.append((obs.copy(), masks.copy()))
        n = obs.shape[0]
        values = np.full((n, self.game.num_players), 0.5, dtype=np.float32)
        priors = np.tile(self.table, (n, 1)) * masks
        return values, priors


def test_the_evaluator_sees_batches_of_tensors_and_masks():
    state = decision_state()
    rec = Recorder()
    bot = wargames.mcts(GAME, 64, seed=1, evaluator=rec, batch=8)
    action = bot.step(state)
    assert action in state.legal_actions()
    assert len(rec.calls) >= 2
    assert rec.calls[0][0].shape == (1, GAME.observation_size)  # the root alone, first
    assert max(obs.shape[0] for obs, _ in rec.calls) == 8
    for obs, masks in rec.calls:
        assert obs.dtype == np.float32 and masks.dtype == np.float32
        assert obs.shape[1] == GAME.observation_size
        assert masks.shape == (obs.shape[0], GAME.num_distinct_actions)
    root_obs, root_mask = rec.calls[0][0][0], rec.calls[0][1][0]
    assert np.array_equal(root_obs, state.observation_tensor(state.current_player()))
    assert np.array_equal(root_mask, np.frombuffer(bytes(state.legal_actions_mask()), dtype=np.uint8).astype(np.float32))


def test_the_same_seed_and_evaluator_give_the_same_choices():
    for seed in range(3):
        state = decision_state(seed)
        first = wargames.mcts(GAME, 48, seed=seed, evaluator=Recorder(), batch=4).step(state)
        again = wargames.mcts(GAME, 48, seed=seed, evaluator=Recorder(), batch=4).step(state)
        assert first == again


def test_the_priors_steer_the_search():
    state = decision_state()
    legal = state.legal_actions()
    for favourite in (legal[0], legal[-1]):

        def evaluator(obs, masks, favourite=favourite):
            n = obs.shape[0]
            priors = masks * 1e-3
            priors[:, favourite] = 1.0
            return np.full((n, 2), 0.5, dtype=np.float32), priors

        assert wargames.mcts(GAME, 40, seed=2, evaluator=evaluator).step(state) == favourite


def test_a_whole_game_plays_with_an_evaluator_on_every_game(game):
    state = game.new_initial_state(seed=5)
    bot = wargames.mcts(game, 16, seed=1, evaluator=Recorder(game), batch=4)
    steps = 0
    while not state.is_terminal() and steps < 40:
        if state.is_chance_node():
            state.apply_action(state.sample_chance_outcome())
        else:
            state.apply_action(bot.step(state))
        steps += 1


def bad(values=None, priors=None, raise_=None):
    def evaluator(obs, masks):
        if raise_ is not None:
            raise raise_
        n = obs.shape[0]
        v = np.full((n, 2), 0.5, dtype=np.float32) if values is None else values(n)
        p = masks if priors is None else priors(n)
        return v, p

    return evaluator


@pytest.mark.parametrize(
    "evaluator, error, words",
    [
        (bad(values=lambda n: np.full((n, 3), 0.5, dtype=np.float32)), ValueError, "shape"),
        (bad(values=lambda n: np.full((n,), 0.5, dtype=np.float32)), ValueError, "shape"),
        (bad(priors=lambda n: np.ones((n, 7), dtype=np.float32)), ValueError, "shape"),
        (bad(values=lambda n: np.full((n, 2), 1, dtype=np.int64)), TypeError, "float32"),
        (bad(values=lambda n: [[0.5, 0.5]] * n), TypeError, "numpy"),
        (bad(values=lambda n: np.full((n, 2), np.nan, dtype=np.float32)), ValueError, "nan"),
        (bad(values=lambda n: np.full((n, 2), 2.0, dtype=np.float32)), ValueError, "0..1"),
        (bad(priors=lambda n: np.full((n, GAME.num_distinct_actions), np.nan, dtype=np.float32)), ValueError, "priors"),
        (bad(priors=lambda n: -np.ones((n, GAME.num_distinct_actions), dtype=np.float32)), ValueError, "priors"),
        (bad(raise_=RuntimeError("the network is down")), RuntimeError, "network is down"),
        (lambda obs, masks: None, TypeError, "tuple"),
    ],
)
def test_a_bad_answer_is_a_clear_error_and_changes_nothing(evaluator, error, words):
    state = decision_state()
    before = state.to_json()
    bot = wargames.mcts(GAME, 32, seed=1, evaluator=evaluator)
    with pytest.raises(error, match=f"(?i){words}"):
        bot.step(state)
    assert state.to_json() == before
    # The agent works again with its next search once the evaluator does.
    assert wargames.mcts(GAME, 8, seed=1, evaluator=Recorder()).step(state) in state.legal_actions()


def test_bad_arguments_are_refused():
    with pytest.raises(TypeError, match="callable"):
        wargames.mcts(GAME, 8, evaluator=42)
    with pytest.raises(ValueError, match="batch"):
        wargames.mcts(GAME, 8, evaluator=Recorder(), batch=0)
    with pytest.raises(TypeError, match="batch"):
        wargames.mcts(GAME, 8, evaluator=Recorder(), batch="8")
    with pytest.raises(ValueError, match="exploration"):
        wargames.mcts(GAME, 8, evaluator=Recorder(), c_puct=-1.0)
    with pytest.raises(ValueError, match="iteration"):
        wargames.mcts(GAME, 0, evaluator=Recorder())
