"""The model a hint is valued on: the Expert's, knowing these players only from this hand.

The practice Expert learns its opponents over a session (fold rates, how
wide they open); valued on those statistics, the same decision would be
advised differently in the second hour than in the first, and differently
at the table than from ``python -m razz_desktop.coach``. A hint depends only
on the spot (issue 35), so the Coach values it with the beliefs a fresh
Expert holds about strangers: its own style and parameters, every seat
with the profile of empty statistics. Computing half (numpy): imported on
the practice controller's worker or by the command.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable

from razz_desktop.ai.bots import make_bot
from razz_desktop.ai.expert_bot import ExpertBot
from razz_desktop.ai.expert_model import ExpertModel

__all__ = ["stranger_model"]

_lock = threading.Lock()
_fresh: ExpertBot | None = None


def _stranger() -> ExpertBot:
    """One Expert that never observes a hand: its beliefs are those about strangers."""
    global _fresh
    with _lock:
        if _fresh is None:
            bot = make_bot("expert")
            assert isinstance(bot, ExpertBot)
            _fresh = bot
        return _fresh


def stranger_model(seats: Iterable[int]) -> ExpertModel:
    """The fresh Expert's frozen beliefs about ``seats`` (any thread)."""
    bot = _stranger()
    with _lock:
        return ExpertModel.from_bot(bot, list(seats))
