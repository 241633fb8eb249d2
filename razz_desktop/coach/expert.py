"""The coach's view of the Expert: the bot's own value model, with the coach's defaults.

The coach grades the human against "what the Expert thinks each action is
worth". That model is :mod:`razz_desktop.ai.expert_model`, the very function
``ExpertBot`` decides with; this module only adds what the coach does
differently:

* small spots are enumerated exactly (:data:`EXACT_CASE_LIMIT`), so a hint
  on heads-up 7th street shows exact figures, where the bot always samples
  within its time budget;
* the snapshot (:meth:`ExpertModel.from_bot`) is taken on the GUI thread
  that feeds the practice Expert, and the evaluation runs on the coach's
  worker thread with its own generator.
"""

from __future__ import annotations

import numpy as np

from razz_desktop.ai import lookahead
from razz_desktop.ai.expert_model import (
    AGGRESSIVE_ORDER,
    PASSIVE_ORDER,
    ActionValues,
    ExpertModel,
    passive_option,
    values_on_deals,
)
from razz_desktop.ai.reading import Situation

__all__ = [
    "AGGRESSIVE_ORDER", "EXACT_CASE_LIMIT", "PASSIVE_ORDER", "ActionValues", "ExpertModel",
    "evaluate_actions", "passive_option", "values_on_deals",
]

EXACT_CASE_LIMIT = 60_000
"""Deals the coach enumerates exactly instead of sampling (about 10 ms).

Heads-up on 7th street (a few thousand cases) is always exact; larger spots
are sampled, and their figures carry a margin of error."""


def evaluate_actions(sit: Situation, model: ExpertModel, trials: int, gen: np.random.Generator,
                     exact_limit: int = EXACT_CASE_LIMIT) -> ActionValues:
    """The Expert's value of each legal action (``ai.lookahead``), exact when the spot is small.

    The deals come from a generator seeded by the spot itself
    (``lookahead.spot_generator``), not from ``gen``: the same spot gives the
    same values every time, in the table and from the command line.
    """
    del gen  # kept in the signature for callers; the spot seeds the deals
    return lookahead.evaluate_actions(sit, model, trials, lookahead.spot_generator(sit.view),
                                      exact_limit=exact_limit)
