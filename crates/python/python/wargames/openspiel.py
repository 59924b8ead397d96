"""The four games in OpenSpiel: `register()` makes them loadable with
`pyspiel.load_game("python_wargames_<id>")` (`-` in an id becomes `_`:
`python_wargames_pocket_stalingrad`).

They are Python games (`pyspiel.register_game`) over the native states:
sequential, explicit stochastic chance with the exact probabilities,
terminal rewards. Pocket Stalingrad and Squad are perfect information;
Rattenkrieg (hidden hands, steps and deck) and Arnswalde (face-down
cards) are imperfect information, as each game's `hidden_information`
says. Two-player games are zero-sum with returns +1
(win), 0 (draw), -1 (loss): twice the library's returns less one. The
solitaires are one-player games returning 1 for a victory, 0 for a defeat.
Observation strings and float32 tensors are each seat's view (the
layouts are in the rules pages). Every game provides a perfect-recall
information state string (`State.information_state_string`: the seat's
view where the record began, its own actions and the events as it saw
them), so OpenSpiel's Python `ISMCTSBot` runs with its defaults; there is
no information state tensor.
The states implement `resample_from_infostate` with the game's
determinization, which OpenSpiel's Python `ISMCTSBot` uses.

The game parameter `options` takes the game's options as JSON text
(`pyspiel.load_game("python_wargames_arnswalde", {"options": '{"difficulty": "hard"}'})`).
"""

from __future__ import annotations

import json
from typing import Dict, List

import numpy as np
import pyspiel

import wargames

_PREFIX = "python_wargames_"


def short_name(game: wargames.GameLike) -> str:
    """The OpenSpiel name of a game (`python_wargames_rattenkrieg`)."""
    return _PREFIX + wargames.game_class(game).id.replace("-", "_")


def _game_type(cls: "type[wargames.Game]") -> "pyspiel.GameType":
    two = cls.num_players == 2
    return pyspiel.GameType(
        short_name=short_name(cls),
        long_name=f"Python wargames {cls.__name__}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=(
            pyspiel.GameType.Information.IMPERFECT_INFORMATION
            if cls.hidden_information
            else pyspiel.GameType.Information.PERFECT_INFORMATION
        ),
        utility=pyspiel.GameType.Utility.ZERO_SUM if two else pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=cls.num_players,
        min_num_players=cls.num_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"options": ""},
    )


def _game_info(cls: "type[wargames.Game]") -> "pyspiel.GameInfo":
    two = cls.num_players == 2
    return pyspiel.GameInfo(
        num_distinct_actions=cls.num_distinct_actions,
        max_chance_outcomes=cls.max_chance_outcomes,
        num_players=cls.num_players,
        min_utility=-1.0 if two else 0.0,
        max_utility=1.0,
        utility_sum=0.0 if two else None,
        max_game_length=cls.max_game_length,
    )


class WargamesObserver:
    """A seat's view as OpenSpiel's observer: the game's float32 tensor
    (`dict["observation"]`) and its text; with a perfect-recall
    observation type, the seat's information state string."""

    def __init__(self, cls: "type[wargames.Game]", iig_obs_type=None, params=None):
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        # Perfect recall: the information state string (no tensor).
        self.perfect_recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        self.tensor = np.zeros(0 if self.perfect_recall else cls.observation_size, np.float32)
        self.dict = {} if self.perfect_recall else {"observation": self.tensor}

    def set_from(self, state: "WargamesState", player: int) -> None:
        if not self.perfect_recall:
            state.native.write_observation(player, self.tensor)

    def string_from(self, state: "WargamesState", player: int) -> str:
        if self.perfect_recall:
            return state.native.information_state_string(player)
        return state.native.observation_string(player)


class WargamesState(pyspiel.State):
    """An OpenSpiel state over a native `wargames.State` (`.native`)."""

    def __init__(self, game: "WargamesGame", native: "wargames.State | None" = None):
        super().__init__(game)
        self.native = native if native is not None else game.new_native_state()

    def current_player(self) -> int:
        player = self.native.current_player()
        if player == -1:
            return pyspiel.PlayerId.CHANCE
        if player == -4:
            return pyspiel.PlayerId.TERMINAL
        return player

    def _legal_actions(self, player: int) -> List[int]:
        return self.native.legal_actions(player)

    def chance_outcomes(self):
        return self.native.chance_outcomes()

    def _apply_action(self, action: int) -> None:
        self.native.apply_action(action)

    def _action_to_string(self, player: int, action: int) -> str:
        return self.native.action_to_string(-1 if player == pyspiel.PlayerId.CHANCE else player, action)

    def is_terminal(self) -> bool:
        return self.native.is_terminal()

    def returns(self) -> List[float]:
        values = self.native.returns()
        if len(values) == 2 and self.native.is_terminal():
            return [2.0 * v - 1.0 for v in values]
        return values

    def resample_from_infostate(self, player_id: int, probability_sampler) -> "WargamesState":
        """A state `player_id` cannot tell from this one, the hidden cards
        drawn anew (the game's determinization), for ISMCTS."""
        seed = int(probability_sampler() * 2**53)
        clone = self.clone()
        clone.native = self.native.determinize(player_id, seed)
        return clone

    def __str__(self) -> str:
        return self.native.to_json()


class WargamesGame(pyspiel.Game):
    """A wargames game as an OpenSpiel game (one class per game below)."""

    game_class: "type[wargames.Game]" = wargames.Game

    def __init__(self, params: Dict[str, object] | None = None):
        params = dict(params or {})
        options = params.get("options", "") or None
        if options is not None:
            json.loads(str(options))
        self._options = options
        super().__init__(_game_type(self.game_class), _game_info(self.game_class), params)

    def new_native_state(self) -> "wargames.State":
        return self.game_class.new_initial_state(options=self._options)

    def new_initial_state(self) -> WargamesState:
        return WargamesState(self)

    def make_py_observer(self, iig_obs_type=None, params=None) -> WargamesObserver:
        return WargamesObserver(self.game_class, iig_obs_type, params)


def _game_subclass(cls: "type[wargames.Game]") -> type:
    return type(f"{cls.__name__}Game", (WargamesGame,), {"game_class": cls})


GAME_CLASSES = {cls.id: _game_subclass(cls) for cls in (wargames.Arnswalde, wargames.PocketStalingrad, wargames.Rattenkrieg, wargames.Squad)}

_registered = False


def register() -> List[str]:
    """Registers the four games with pyspiel (once; later calls do
    nothing) and returns their OpenSpiel names."""
    global _registered
    names = [short_name(game_id) for game_id in GAME_CLASSES]
    if not _registered:
        for game_id, game_cls in GAME_CLASSES.items():
            pyspiel.register_game(_game_type(game_cls.game_class), game_cls)
        _registered = True
    return names


def load(game: wargames.GameLike, options: "str | dict | None" = None) -> "pyspiel.Game":
    """`register()`, then `pyspiel.load_game` of the game with `options`."""
    register()
    params = {}
    if options is not None:
        params["options"] = options if isinstance(options, str) else json.dumps(options)
    return pyspiel.load_game(short_name(game), params)
