"""The mistakes across sessions as plain data: what the mistakes browser asks for and receives.

Pure dataclasses (no Qt, no sqlite3), like ``reviews`` and ``records``: storage
answers a :class:`MistakeQuery` with :class:`MistakeRow` lines and an
:class:`ErrorRates` series, the trainer's controller carries them by signal,
and the browser window shows them without importing storage.

The error rate (PokerSnowie's measure, issue 36) is counted per 100 graded
decisions: the big bets lost (the summed cost of every decision that was not
good, as the practice summary counts them) and the blunders.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime
from enum import StrEnum

from razz_desktop.engine.actions import ActionType
from razz_desktop.reviews import Grade
from razz_desktop.trainer.skills import Skill

__all__ = ["ErrorRatePoint", "ErrorRates", "Grouping", "MistakeQuery", "MistakeRow", "Origin", "Period"]


class Origin(StrEnum):
    """Which reviews: practice hands played here, imported hands analysed, or both."""

    ALL = "all"
    PRACTICE = "practice"
    IMPORTED = "imported"


class Grouping(StrEnum):
    """What the error-rate chart draws one line for."""

    STREET = "street"
    SKILL = "skill"


class Period(StrEnum):
    """The chart's step in time."""

    DAY = "day"
    WEEK = "week"
    MONTH = "month"


@dataclass(frozen=True, slots=True)
class MistakeQuery:
    """The browser's filters; an empty set means "any". Dates are inclusive, in local time."""

    grades: frozenset[Grade] = frozenset({Grade.INACCURACY, Grade.MISTAKE, Grade.BLUNDER})
    streets: frozenset[int] = frozenset()
    skills: frozenset[Skill] = frozenset()
    since: date | None = None
    until: date | None = None
    origin: Origin = Origin.ALL
    limit: int = 1000


@dataclass(frozen=True, slots=True)
class MistakeRow:
    """One graded decision, as a line of the browser (worst first within the newest hands)."""

    hand_id: int
    index: int  # the graded seat's n-th decision of the hand (``GradedDecision.index``)
    played_at: datetime
    street: int
    skill: Skill
    grade: Grade
    cost_bb: float
    chosen: ActionType
    best: ActionType
    imported: bool
    site: str | None  # "PokerStars", ... for an imported hand
    big_bet: int
    number: str = ""
    """The hand's number as the History window shows it: the site's hand id for an imported hand."""


@dataclass(frozen=True, slots=True)
class ErrorRatePoint:
    """One period's figures for one line of the chart."""

    start: date
    decisions: int
    lost_bb: float
    blunders: int

    @property
    def lost_per_100(self) -> float:
        return 100.0 * self.lost_bb / self.decisions if self.decisions else 0.0

    @property
    def blunders_per_100(self) -> float:
        return 100.0 * self.blunders / self.decisions if self.decisions else 0.0


@dataclass(frozen=True, slots=True)
class ErrorRates:
    """The error rate over time, one series per street (3..7, as text) or per skill."""

    grouping: Grouping
    period: Period
    series: tuple[tuple[str, tuple[ErrorRatePoint, ...]], ...] = ()
    total: tuple[tuple[str, ErrorRatePoint], ...] = field(default=())
    """Each line's figures over the whole range (``start`` is the first period's)."""

    def line(self, key: str) -> tuple[ErrorRatePoint, ...]:
        return dict(self.series).get(key, ())
