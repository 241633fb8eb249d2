"""Where the computer players come from: the AI package, or a simple policy when it cannot load.

The AI package (and numpy behind it) is imported on the first call, not at
start-up, so the window appears before the bots are loaded; and if it cannot
be imported at all, the table stays playable with the built-in fallback.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # importing the AI package is what this module puts off until the first bot
    from razz_desktop.ai.policy import Policy

log = logging.getLogger(__name__)

PolicyMaker = Callable[[str, int, "str | None"], "Policy"]


def default_policy_factory() -> Callable[..., Policy]:
    """``factory(level, seed, style=None)``: make_bot from the AI package, or the fallback policy."""
    cache: dict[str, PolicyMaker] = {}

    def factory(level: str, seed: int, style: str | None = None) -> Policy:
        make = cache.get("make")
        if make is None:
            make = _maker()
            cache["make"] = make
        return make(level, seed, style)

    return factory


def _maker() -> PolicyMaker:
    try:
        from razz_desktop.ai.bots import make_bot
    except ImportError as exc:
        log.warning("computer players fall back to the simple policy: %s", exc)
        from .fallback_policy import FallbackPolicy

        def fallback(level: str, seed: int, style: str | None) -> Policy:
            return FallbackPolicy(seed)

        return fallback

    def real(level: str, seed: int, style: str | None) -> Policy:
        return make_bot(level, style=style, seed=seed)

    return real
