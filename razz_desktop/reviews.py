"""A hand's practice review as plain data: graded decisions, kept with the hand.

Pure dataclasses (no Qt, no sqlite3, no coach machinery), so that the hand log
can store a review with its hand and read it back on ``StoredHand.review``,
and the windows can show it, without importing the coach. The coach grades
decisions and builds these (``coach.review``, which re-exports them); the
grades and their thresholds are documented there.
"""

from __future__ import annotations

from enum import StrEnum

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.frozen_record import frozen_record
from razz_desktop.engine.messages import Note

STREET_NAMES = {3: "3rd street", 4: "4th street", 5: "5th street", 6: "6th street",
                7: "7th street"}


class Grade(StrEnum):
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


@frozen_record
class GradedDecision:
    hand_id: int
    index: int  # the human's n-th decision of the hand
    street: int
    chosen: ActionType
    best: ActionType  # the Expert's highest-valued action
    recommended: ActionType  # what the hint recommended
    grade: Grade
    cost_bb: float
    values_bb: tuple[tuple[ActionType, float], ...]  # each action's value, big bets vs folding
    reason: Note  # a ``review.*`` code (ui.wording.coach words it), the hint's reason nested
    hand_text: Note  # the hand as the Coach describes it ("hand.made", ...)

    @property
    def shown_cost(self) -> int:
        """The cost as the review shows it, in hundredths of a big bet (0 for a good decision).

        Every figure the review prints is built from these integers, so the
        totals are the sums of the costs shown beside each decision, never a
        separately rounded float that can differ from them by a hundredth.
        """
        return 0 if self.grade is Grade.GOOD else round(self.cost_bb * 100)


@frozen_record
class HandReview:
    hand_id: int
    decisions: tuple[GradedDecision, ...]
    net_chips: int  # what the human won (+) or lost (-) in the hand
    big_bet: int

    @property
    def big_bets_lost(self) -> float:
        return sum(d.cost_bb for d in self.decisions if d.grade is not Grade.GOOD)

    @property
    def shown_lost(self) -> int:
        """The hand's total as shown: the sum of its decisions' shown costs (hundredths)."""
        return sum(d.shown_cost for d in self.decisions)
