"""OpenSpiel: registration, OpenSpiel's own checks, its bots on whole games."""

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

import wargames  # noqa: E402
import wargames.openspiel as wos  # noqa: E402
from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402


def test_register_names_the_four_games():
    names = wos.register()
    assert names == [
        "python_wargames_arnswalde",
        "python_wargames_pocket_stalingrad",
        "python_wargames_rattenkrieg",
        "python_wargames_squad",
    ]
    assert wos.register() == names
    for name in names:
        assert name in pyspiel.registered_names()


def test_game_types_say_what_the_games_are(game):
    spiel = wos.load(game)
    kind = spiel.get_type()
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    hidden = pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert (kind.information == hidden) == game.hidden_information
    assert spiel.num_players() == game.num_players
    assert spiel.num_distinct_actions() == game.num_distinct_actions
    assert spiel.max_chance_outcomes() == game.max_chance_outcomes
    assert spiel.observation_tensor_shape() == [game.observation_size]
    if game.num_players == 2:
        assert kind.utility == pyspiel.GameType.Utility.ZERO_SUM


def test_random_sim_test_with_serialization(game):
    pyspiel.random_sim_test(wos.load(game), num_sims=3, serialize=True, verbose=False)


def test_options_reach_the_game():
    hard = wos.load(wargames.Arnswalde, {"difficulty": "hard"})
    state = hard.new_initial_state()
    assert '"difficulty":"hard"' in state.native.to_json().replace(" ", "")


def test_observation_tensor_through_openspiel(game):
    spiel = wos.load(game)
    state = spiel.new_initial_state()
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        state.apply_action(outcomes[0][0])
    tensor = np.array(state.observation_tensor(0), np.float32)
    assert np.array_equal(tensor, state.native.observation_tensor(0))
    assert state.observation_string(0) == state.native.observation_string(0)


def play_with_bots(spiel, bots, seed):
    rng = np.random.RandomState(seed)
    state = spiel.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(outcomes, p=np.array(probs) / sum(probs))))
        else:
            state.apply_action(bots[state.current_player()].step(state))
    return state.returns()


@pytest.mark.parametrize("game_cls", [wargames.PocketStalingrad, wargames.Squad], ids=lambda c: c.id)
def test_openspiel_mcts_bot_plays_whole_games(game_cls):
    spiel = wos.load(game_cls)
    bots = [
        mcts.MCTSBot(
            spiel,
            uct_c=2.0,
            max_simulations=4,
            evaluator=mcts.RandomRolloutEvaluator(1, np.random.RandomState(seat)),
            random_state=np.random.RandomState(seat),
        )
        for seat in range(game_cls.num_players)
    ]
    returns = play_with_bots(spiel, bots, 1)
    assert len(returns) == game_cls.num_players


@pytest.mark.parametrize("game_cls", [wargames.Arnswalde, wargames.Rattenkrieg], ids=lambda c: c.id)
def test_openspiel_ismcts_bot_plays_whole_games(game_cls):
    spiel = wos.load(game_cls)
    bots = [
        ismcts.ISMCTSBot(
            spiel,
            evaluator=mcts.RandomRolloutEvaluator(1, np.random.RandomState(seat)),
            uct_c=2.0,
            max_simulations=4,
            random_state=np.random.RandomState(seat),
            use_observation_string=True,
        )
        for seat in range(game_cls.num_players)
    ]
    returns = play_with_bots(spiel, bots, 2)
    assert len(returns) == game_cls.num_players


def test_resampling_keeps_what_the_player_sees():
    spiel = wos.load(wargames.Rattenkrieg)
    state = spiel.new_initial_state()
    rng = np.random.RandomState(3)
    for _ in range(80):
        if state.is_chance_node():
            state.apply_action(state.chance_outcomes()[0][0])
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    player = state.current_player()
    other = state.resample_from_infostate(player, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert other.observation_string(player) == state.observation_string(player)
    assert other.legal_actions() == state.legal_actions()
