"""Each game's own search, for a hint: what it would play, with visit counts."""

from ._wargames import hint

__all__ = ["hint"]
