"""What a hint says: the data the Coach panel shows and the review grades with.

Light on purpose: only dataclasses, enums and one counting rule, importing
nothing heavier than the engine's views (the value model and equity types
are named for the type checker only). The Coach panel and the review import
this module, so showing a hint never loads numpy on the GUI thread; the
computing half (:mod:`razz_desktop.coach.hints`) is imported on the practice
controller's worker.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from razz_desktop.engine.actions import ActionType, LegalAction
from razz_desktop.engine.cards import RANK_CHARS, Card
from razz_desktop.engine.messages import Note
from razz_desktop.engine.views import SeatView

if TYPE_CHECKING:
    from razz_desktop.ai.equity import EquityResult
    from razz_desktop.ai.expert_model import ActionValues

__all__ = [
    "EIGHT", "MARGIN_Z", "Door", "EquityFigure", "Hint", "LiveCards", "OpponentRead", "RankLive",
    "StartingHand", "Verdict", "decision_index",
]

MARGIN_Z = 2.0
"""A margin of error is two standard errors: the true value lies within it
about 95% of the time."""
EIGHT = 7
"""Rank index of the eight: "eight or lower" is the playable range."""


class Verdict(StrEnum):
    """The seed strategy's judgement of three starting cards."""

    STRONG = "strong"  # three cards six or lower
    PLAYABLE = "playable"  # three cards eight or lower
    WEAK = "weak"  # a small pair
    UNPLAYABLE = "unplayable"  # a high pair, trips, or worse than a three-card eight


@dataclass(frozen=True, slots=True)
class StartingHand:
    verdict: Verdict
    summary: Note  # the cards as a player says them: "3-2-A", "a pair of kings with a 4"
    judgement: Note  # why the verdict: "three cards to a 3", "a high pair"
    cards: tuple[Card, ...]

    @property
    def text(self) -> Note:
        """"3-2-A: three cards to a 3": what the panel shows (worded by ``ui.wording.coach``)."""
        return Note.of("start.text", summary=self.summary, judgement=self.judgement)


@dataclass(frozen=True, slots=True)
class Door:
    """The door card of a live opponent who still acts on 3rd street.

    ``answers`` is False for a player who has not acted yet this street (he
    acts after the hero whatever the hero does) and True for one who has
    acted already (the bring-in, a caller): he acts again only if the hero
    completes or raises, and must then answer it.
    """

    seat: int
    card: Card
    answers: bool = False

    @property
    def low(self) -> bool:
        return self.card.rank <= EIGHT


@dataclass(frozen=True, slots=True)
class EquityFigure:
    """An equity with its provenance, so the panel can label it honestly."""

    equity: float
    margin: float  # about 95%: MARGIN_Z standard errors; 0 when exact
    exact: bool
    deals: int

    @classmethod
    def of(cls, result: EquityResult) -> EquityFigure:
        exact = result.method == "exact"
        return cls(result.equity, 0.0 if exact else MARGIN_Z * result.stderr, exact, result.trials)

    @property
    def digits(self) -> int:
        """Decimals the figure is shown with: whole percent unless the margin is finer."""
        return 0 if self.exact or self.margin >= 0.005 else 1


@dataclass(frozen=True, slots=True)
class RankLive:
    rank: int  # 0 = ace .. 12 = king
    live: int  # cards of this rank the hero has not seen anywhere (0..4)

    @property
    def label(self) -> str:
        return RANK_CHARS[self.rank]


@dataclass(frozen=True, slots=True)
class LiveCards:
    """The ranks that would improve the hero's low, and how many of each are live."""

    needed: tuple[RankLive, ...]
    cards_to_come: int

    @property
    def live_total(self) -> int:
        return sum(r.live for r in self.needed)

    @property
    def dead_ranks(self) -> tuple[int, ...]:
        return tuple(r.rank for r in self.needed if r.live == 0)


@dataclass(frozen=True, slots=True)
class OpponentRead:
    """One opponent's likely hands as the Coach reads them, and the hero's chances against them.

    ``shares`` are (kind, share) pairs, largest first, summing to 1: the
    weight of the reading's deals whose cards so far make that kind of hand
    (``coach.likely``: made lows by their top card, draws by theirs, pairs,
    hands with a high card). ``equity`` is the hero's heads-up share of the
    pot against this opponent's weighted hands alone.
    """

    seat: int
    up: tuple[Card, ...]
    shares: tuple[tuple[str, float], ...]
    equity: float

    def share(self, kind: str) -> float:
        return dict(self.shares).get(kind, 0.0)


@dataclass(frozen=True, slots=True)
class Hint:
    """Everything the Coach panel shows for one decision (and the review reuses)."""

    hand_id: int
    decision_index: int
    seat: int
    street: int
    action: ActionType
    action_label: str  # the engine's label, e.g. "Raise to 800" (the panel words it anew)
    legal: LegalAction | None  # the legal action recommended, which the panel words as the action bar does
    reason: Note  # why: a ``hint.*`` code and its numbers, worded by ``ui.wording.coach``
    values: ActionValues  # the Expert's estimate, in chips relative to folding
    vs_random: EquityFigure
    vs_likely: EquityFigure
    opponents: int
    pot: int  # every chip in the middle, this round's bets included
    to_call: int
    call_needs: float  # the equity a call needs to break even (0: nothing to call)
    hand_text: Note  # "a made 7 low (7-5-3-2-A)", "three cards to a 3"
    starting_hand: StartingHand | None  # 3rd street only
    doors_to_act: tuple[Door, ...]  # 3rd street only
    live: LiveCards
    bluff_note: Note | None
    elapsed_ms: float
    likely_hands: tuple[OpponentRead, ...] = ()
    runner_up: ActionType | None = None  # the second-best action when it is too close to tell apart
    brick: Note | None = None  # "your last card (K) is a brick": the card this street did not help

    @property
    def pot_odds(self) -> float | None:
        """The pot's price for a call, "x to 1" (None when there is nothing to call)."""
        return self.pot / self.to_call if self.to_call else None


def decision_index(view: SeatView) -> int:
    """Which of the viewer's decisions in this hand the view asks for (0 = first).

    Counted from the public history, so the controller, the worker and the
    review agree on it without sharing state: the n-th decision is answered
    by the viewer's n-th action in the finished hand's history.
    """
    return sum(1 for a in view.history if a.seat == view.viewer)
