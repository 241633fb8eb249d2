"""When the Expert's figures cannot tell two actions apart: one rule for the hint and the review.

The review grades a decision "good" when it is as good as the best action
as far as the figures can tell; the hint lets a rule of thumb stand against
the figures only under the same test. Keeping the rule in one small module
(no numpy: the review and the Coach panel import it on the GUI thread) is
what makes "follow the hint and be graded good" hold by construction.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from razz_desktop.engine.actions import ActionType

if TYPE_CHECKING:
    from razz_desktop.ai.expert_model import ActionValues

__all__ = ["INACCURACY_BB", "NOISE_Z", "indistinguishable"]

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
