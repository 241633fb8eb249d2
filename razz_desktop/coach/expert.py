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

from razz_desktop.ai import expert_model
from razz_desktop.ai.expert_model import (
    AGGRESSIVE_ORDER,
    PASSIVE_ORDER,
    ActionValues,
    ExpertModel,
    passive_option,
    values_on_deals,
)
from razz_desktop.ai.reading import Situation
from razz_desktop.engine.actions import ActionType

__all__ = [
    "AGGRESSIVE_ORDER", "EXACT_CASE_LIMIT", "INACCURACY_BB", "NOISE_Z", "PASSIVE_ORDER",
    "ActionValues", "ExpertModel", "evaluate_actions", "indistinguishable", "passive_option",
    "values_on_deals",
]

EXACT_CASE_LIMIT = 60_000
"""Deals the coach enumerates exactly instead of sampling (about 10 ms).

Heads-up on 7th street (a few thousand cases) is always exact; larger spots
are sampled, and their figures carry a margin of error."""


INACCURACY_BB = 0.10
"""Below this cost (big bets) a choice is as good as the best one: the review grades it good."""
NOISE_Z = 2.0
"""A cost of at most this many standard errors of the difference is too close to tell apart."""


def indistinguishable(values: ActionValues, kind: ActionType) -> bool:
    """Is ``kind`` as good as the Expert's best action, as far as these figures can tell?

    True when it costs less than :data:`INACCURACY_BB` or no more than
    :data:`NOISE_Z` standard errors of its difference from the best. The
    review grades such a choice "good" and the hint may follow a rule of
    thumb instead of the top figure only then, so a player who follows the
    hint is never told afterwards that it was a mistake.
    """
    cost = values.cost_in_big_bets(kind)
    return cost < INACCURACY_BB or cost <= NOISE_Z * values.diff_stderr.get(kind, 0.0) / values.big_bet


def evaluate_actions(sit: Situation, model: ExpertModel, trials: int, gen: np.random.Generator,
                     exact_limit: int = EXACT_CASE_LIMIT) -> ActionValues:
    """The Expert's value of each legal action (``ai.expert_model``), exact when the spot is small."""
    return expert_model.evaluate_actions(sit, model, trials, gen, exact_limit=exact_limit)
