"""The four games as PettingZoo AEC environments: `env(game, **options)`.

Agents are `player_0` (and `player_1` in a two-player game). An agent's
observation is a dict: `observation`, the seat's float32 tensor (the
layout is in the game's rules page), and `action_mask`, int8 flags over
the game's dense action ids (1 at each legal action while the agent is to
act, all 0 otherwise). The action space is `Discrete(num_distinct_actions)`.
Chance nodes are resolved inside the environment with the state's sampler,
seeded by `reset(seed=...)`, so the same seed and actions give the same
game. Rewards come at the end: +1 win, 0 draw, -1 loss in a two-player
game; 1 victory, 0 defeat in a solitaire. An illegal action raises
`wargames.RuleError` with the rule it breaks, the game unchanged.
"""

from __future__ import annotations

from typing import Any, Dict, Optional

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

import wargames


def env(game: wargames.GameLike, render_mode: Optional[str] = None, **options: Any) -> "WargamesEnv":
    """An AEC environment of `game` (an id or class) with these options
    (the game's own option names; none: the standard game)."""
    return WargamesEnv(game, options or None, render_mode)


class WargamesEnv(AECEnv):
    """A wargames game as a PettingZoo AEC environment."""

    metadata = {"render_modes": ["ansi", "human"], "is_parallelizable": False}

    def __init__(self, game: wargames.GameLike, options: Optional[Dict[str, Any]] = None, render_mode: Optional[str] = None):
        super().__init__()
        self.game = wargames.game_class(game)
        self.metadata = {**WargamesEnv.metadata, "name": f"wargames_{self.game.id.replace('-', '_')}_v0"}
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}, not {render_mode!r}")
        self.render_mode = render_mode
        self._options = options
        # Refuse bad options now, not at the first reset.
        self.game.new_initial_state(options=options)
        n = self.game.num_distinct_actions
        self.possible_agents = [f"player_{i}" for i in range(self.game.num_players)]
        self.observation_spaces = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(0.0, np.inf, (self.game.observation_size,), np.float32),
                    "action_mask": spaces.Box(0, 1, (n,), np.int8),
                }
            )
            for agent in self.possible_agents
        }
        self.action_spaces = {agent: spaces.Discrete(n) for agent in self.possible_agents}
        self._seeds = np.random.default_rng()
        self.state: Optional[wargames.State] = None

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
        game_seed = int(self._seeds.integers(0, 2**63))
        self.state = self.game.new_initial_state(seed=game_seed, options=self._options)
        self.agents = list(self.possible_agents)
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {} for agent in self.agents}
        self._resolve_chance()
        self.agent_selection = self.possible_agents[self.state.current_player()]

    def _resolve_chance(self) -> None:
        state = self.state
        while state.is_chance_node():
            state.apply_action(state.sample_chance_outcome())

    def observe(self, agent: str) -> Dict[str, np.ndarray]:
        player = self.possible_agents.index(agent)
        mask = np.zeros(self.game.num_distinct_actions, np.int8)
        if self.state.current_player() == player:
            mask[self.state.legal_actions()] = 1
        return {"observation": self.state.observation_tensor(player), "action_mask": mask}

    def step(self, action: Optional[int]) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise TypeError(f"{agent} is to act: an action id is needed, not None")
        self._cumulative_rewards[agent] = 0.0
        self.state.apply_action(int(action))
        self._resolve_chance()
        if self.state.is_terminal():
            values = self.state.returns()
            if len(values) == 2:
                values = [2.0 * v - 1.0 for v in values]
            self.rewards = {a: float(v) for a, v in zip(self.possible_agents, values)}
            self.terminations = {a: True for a in self.agents}
            index = self.possible_agents.index(agent)
            self.agent_selection = self.possible_agents[(index + 1) % len(self.possible_agents)]
        else:
            self.rewards = {a: 0.0 for a in self.agents}
            self.agent_selection = self.possible_agents[self.state.current_player()]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> Optional[str]:
        if self.render_mode is None or self.state is None:
            return None
        player = max(self.state.current_player(), 0)
        text = self.state.observation_string(player)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass
