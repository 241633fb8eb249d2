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

__all__ = ["INACCURACY_BB", "NOISE_Z", "good", "indistinguishable", "shown"]

INACCURACY_BB = 0.10
"""Below this cost (big bets) a choice is as good as the best one: the review grades it good."""
NOISE_Z = 2.0
"""A cost of at most this many standard errors of the difference is too close to tell apart."""


def shown(cost_bb: float) -> int:
    """A cost as the player reads it, in hundredths of a big bet (0.3494 -> 35, shown "0.35")."""
    return round(cost_bb * 100)


def good(cost_bb: float, noise_bb: float = 0.0) -> bool:
    """Is a choice that costs ``cost_bb`` (standard error of the difference ``noise_bb``) good?

    Decided on the cost as shown: below :data:`INACCURACY_BB` once rounded to
    the hundredths the player sees, or within :data:`NOISE_Z` standard errors.
    """
    return shown(cost_bb) < shown(INACCURACY_BB) or cost_bb <= NOISE_Z * noise_bb


def indistinguishable(values: ActionValues, kind: ActionType) -> bool:
    """Is ``kind`` as good as the Expert's best action, as far as these figures can tell?

    The review's own test for "good" (:func:`good`, on the cost as shown):
    the hint may head with such an action instead of the top figure (and
    says the call is close), so a player who follows the hint is never told
    afterwards that it was a mistake.
    """
    return good(values.cost_in_big_bets(kind), values.diff_stderr.get(kind, 0.0) / values.big_bet)
