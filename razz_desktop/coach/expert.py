"""The coach's view of the Expert: the look-ahead decision model, with the coach's defaults.

The coach grades the human against "what the model thinks each action is
worth". That model is :mod:`razz_desktop.ai.lookahead`: every legal action
valued with the rest of the hand played out (later streets' betting with
folds, checks, calls, bets and raises, against each opponent's weighted
range). The one-street model (``ai.expert_model``) priced every later bet
as paid off at the final equity: a free check came out below folding and a
wheel draw was told to fold a 4th-street bet; the look-ahead does not (the
textbook spots of ``tests/ai/lookahead_spots.py``). This module only adds
what the coach does differently from the bot:

* small spots are enumerated exactly (:data:`EXACT_CASE_LIMIT`), so a hint
  on heads-up 7th street shows exact figures, where the bot samples;
* a work budget (:data:`COACH_WORK`, deals x opponents x street rounds,
  never a clock) with a higher floor of deals than the bot's;
* the snapshot (:meth:`ExpertModel.from_bot`) is taken on the GUI thread
  that feeds the practice Expert, and the evaluation runs on the coach's
  worker thread with a generator seeded by the spot.
"""

from __future__ import annotations

import numpy as np

from razz_desktop.ai import lookahead
from razz_desktop.ai.expert_model import (
    AGGRESSIVE_ORDER,
    ActionValues,
    ExpertModel,
)
from razz_desktop.ai.lookahead import trials_for
from razz_desktop.ai.reading import Situation

__all__ = [
    "AGGRESSIVE_ORDER", "COACH_WORK", "EXACT_CASE_LIMIT", "ActionValues", "ExpertModel",
    "evaluate_actions", "hint_trials",
]

EXACT_CASE_LIMIT = 60_000
"""Deals the coach enumerates exactly instead of sampling (about 10 ms).

Heads-up on 7th street (a few thousand cases) is always exact; larger spots
are sampled, and their figures carry a margin of error."""


COACH_WORK = 120_000
"""The coach's budget in opponent hands x street rounds: 1.5 times the look-ahead Expert's.

The figures a learner reads are steadier than the bot's (on the textbook 3rd
street spots the standard deviation of complete-minus-limp across seeds fell
from about 0.10 to 0.08 big bets) while the hint stays within its 150 ms at
the 90th percentile (``benchmarks/bench_hints.py``); noise left is handled by
the grades' margin (a cost within two standard errors of the difference is
"good", ``coach.margins``)."""
LEAST_DEALS = 600
MOST_DEALS = 4000


def hint_trials(sit: Situation) -> int:
    """Deals for a hint on ``sit``: the work budget spread over its opponents and streets ahead."""
    return trials_for(sit, COACH_WORK, LEAST_DEALS, MOST_DEALS)


def evaluate_actions(sit: Situation, model: ExpertModel, trials: int, gen: np.random.Generator,
                     exact_limit: int = EXACT_CASE_LIMIT) -> ActionValues:
    """The look-ahead value of each legal action (``ai.lookahead``), exact when the spot is small."""
    return lookahead.evaluate_actions(sit, model, trials, gen, exact_limit=exact_limit)
