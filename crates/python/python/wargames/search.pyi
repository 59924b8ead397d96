from typing import Any, Dict

from ._wargames import State

def hint(state: State, iterations: int = 1000, seed: int = 0) -> Dict[str, Any]:
    """The game's own search for the player to act: {"action", "text", "visits"}."""
