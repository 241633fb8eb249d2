"""The review after a hand: each human decision graded against the Expert.

A decision's **cost** is how much less the chosen action is worth than the
best one, by the Expert's estimate of each action's value (``coach.expert``),
in big bets, the unit razz players think in. Grades (documented thresholds):

=============  =========================  ====================================
grade          cost                       meaning
=============  =========================  ====================================
good           < 0.10 BB, or within the   as good as the best play, or too
               estimate's noise           close to tell apart
inaccuracy     0.10 to < 0.35 BB          a small leak: fine once, costly as
                                          a habit
mistake        0.35 to < 1.0 BB           a clear error worth studying
blunder        1.0 BB or more             gives away a whole big bet or more
=============  =========================  ====================================

"Within the noise" means the cost is at most ``NOISE_Z`` (two) standard
errors of the difference between the two actions' estimates, measured on the
same sampled deals: a sampled estimate cannot call a choice a mistake when a
rerun might rank it first. The session summary counts decisions, grades,
mistakes (mistakes and blunders) and inaccuracies by street, and the big bets
lost: the summed cost of every decision that was not good. The figures shown
are counted in hundredths of a big bet (``shown_cost``, ``shown_lost``): each
decision's cost is rounded once, and a total is the sum of what is shown.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from razz_desktop.coach.advice import Hint
from razz_desktop.coach.margins import INACCURACY_BB, NOISE_Z, good, shown
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.messages import Note
from razz_desktop.engine.views import SeatView
from razz_desktop.reviews import STREET_NAMES, Grade, GradedDecision, HandReview

# The dataclasses moved to the pure razz_desktop.reviews (the hand log stores them
# and the windows show them without the coach); re-exported here for the coach's callers.

A = ActionType

__all__ = [
    "BLUNDER_BB", "INACCURACY_BB", "MISTAKE_BB", "NOISE_Z", "STREET_NAMES", "GradedDecision", "Grade", "HandReview",
    "SessionReview", "SessionSummary", "actions_of", "grade_decision", "grade_for", "net_of",
    "review_hand", "shown", "summarise_session",
]

# INACCURACY_BB and NOISE_Z live in coach.margins: the hint uses
# the same "as good as the best" test to decide when a rule of thumb may stand.
MISTAKE_BB = 0.35
BLUNDER_BB = 1.0


def grade_for(cost_bb: float, noise_bb: float = 0.0) -> Grade:
    """The grade of a decision that cost ``cost_bb`` big bets (see the module table).

    Decided on the cost as shown (:func:`shown`), so the grade and the
    figure beside it always agree with the table: 0.3494 is shown 0.35 and
    graded a mistake, as the table says 0.35 is.
    """
    cost = shown(cost_bb)
    if good(cost_bb, noise_bb):
        return Grade.GOOD
    if cost < shown(MISTAKE_BB):
        return Grade.INACCURACY
    if cost < shown(BLUNDER_BB):
        return Grade.MISTAKE
    return Grade.BLUNDER



@dataclass(frozen=True, slots=True)
class SessionSummary:
    hands: int
    decisions: int
    by_grade: tuple[tuple[Grade, int], ...]
    mistakes_by_street: tuple[tuple[int, int], ...]  # mistakes + blunders per street 3..7
    inaccuracies_by_street: tuple[tuple[int, int], ...]
    big_bets_lost: float
    shown_lost: int = 0
    """Big bets lost as shown, in hundredths: the sum of every shown decision cost."""

    def count(self, grade: Grade) -> int:
        return dict(self.by_grade).get(grade, 0)

    @property
    def mistakes(self) -> int:
        return self.count(Grade.MISTAKE) + self.count(Grade.BLUNDER)


def grade_decision(hint: Hint, chosen: ActionType) -> GradedDecision:
    """Grade ``chosen`` against the Expert values the hint was built on."""
    values = hint.values
    if chosen not in values.values:
        raise ValueError(f"{chosen.value} was not a candidate of this decision")
    best = values.best
    cost = values.cost_in_big_bets(chosen)
    noise = values.diff_stderr.get(chosen, 0.0) / values.big_bet
    grade = grade_for(cost, noise)
    reason: Note
    if grade is Grade.GOOD:
        if chosen is best:
            reason = hint.reason if chosen is hint.action else \
                Note.of("review.good_best", chosen=chosen.value)
        else:
            reason = Note.of("review.good_close", chosen=chosen.value, best=best.value,
                             within=max(shown(cost), 1))
        if chosen is not hint.action:
            reason = Note.of("review.hint_was", reason=reason, hint=hint.reason)
    else:
        reason = Note.of("review.worse", chosen=chosen.value, best=best.value, cost=shown(cost))
        if hint.action is best:
            reason = Note.of("review.worse_hint", reason=reason, hint=hint.reason)
    ordered = sorted(values.values, key=lambda k: -values.values[k])
    return GradedDecision(
        hand_id=hint.hand_id,
        index=hint.decision_index,
        street=hint.street,
        chosen=chosen,
        best=best,
        recommended=hint.action,
        grade=grade,
        cost_bb=cost,
        values_bb=tuple((k, values.in_big_bets(k)) for k in ordered),
        reason=reason,
        hand_text=hint.hand_text,
    )


def actions_of(view: SeatView, seat: int | None = None) -> list[ActionType]:
    """The betting actions ``seat`` (default: the viewer) took, in order."""
    who = view.viewer if seat is None else seat
    return [a.type for a in view.history if a.seat == who]


def net_of(view: SeatView) -> int:
    """Chips the viewer won or lost in a finished hand."""
    me = view.me
    if me is None:
        return 0
    return dict(view.winnings).get(me.seat, 0) - me.committed


def review_hand(hints: Sequence[Hint], finished: SeatView) -> HandReview:
    """Grade every decision of the hand that has a hint, matched by decision index.

    The n-th hint answers the n-th action the viewer took in the finished
    hand's history; a hint without an action (the hand ended first) is skipped.
    """
    taken = actions_of(finished)
    graded = []
    for hint in sorted(hints, key=lambda h: h.decision_index):
        if hint.hand_id != finished.hand_id or hint.decision_index >= len(taken):
            continue
        chosen = taken[hint.decision_index]
        if chosen in hint.values.values:
            graded.append(grade_decision(hint, chosen))
    return HandReview(finished.hand_id, tuple(graded), net_of(finished), finished.big_bet)


REVIEWS_KEPT = 100
"""Full reviews the session keeps in memory: the last hands' (twice the Last Hand window's list).

A hand's review is some 17 KB (its graded decisions and their worded notes):
kept for every hand, a long session with the Coach grew by that much a hand
(issue 38). Older hands live on in the running summary, counted exactly as
if every review were kept, and in the hand log, which stores each review
with its hand."""


@dataclass(slots=True)
class _Tally:
    """The session summary's counts, added to hand by hand (in the order ``summarise_session`` adds)."""

    hands: int = 0
    decisions: int = 0
    by_grade: dict[Grade, int] = field(default_factory=lambda: {g: 0 for g in Grade})
    mistakes: dict[int, int] = field(default_factory=lambda: dict.fromkeys(range(3, 8), 0))
    inaccuracies: dict[int, int] = field(default_factory=lambda: dict.fromkeys(range(3, 8), 0))
    lost: float = 0.0
    shown_lost: int = 0

    def add(self, review: HandReview) -> None:
        self.hands += 1
        for d in review.decisions:
            self.decisions += 1
            self.by_grade[d.grade] += 1
            if d.grade in (Grade.MISTAKE, Grade.BLUNDER):
                self.mistakes[d.street] = self.mistakes.get(d.street, 0) + 1
            elif d.grade is Grade.INACCURACY:
                self.inaccuracies[d.street] = self.inaccuracies.get(d.street, 0) + 1
            if d.grade is not Grade.GOOD:
                self.lost += d.cost_bb
            self.shown_lost += d.shown_cost

    def summary(self) -> SessionSummary:
        return SessionSummary(
            hands=self.hands,
            decisions=self.decisions,
            by_grade=tuple(self.by_grade.items()),
            mistakes_by_street=tuple(sorted(self.mistakes.items())),
            inaccuracies_by_street=tuple(sorted(self.inaccuracies.items())),
            big_bets_lost=self.lost,
            shown_lost=self.shown_lost,
        )


@dataclass(slots=True)
class SessionReview:
    """The last :data:`REVIEWS_KEPT` hands reviewed in this session, and the running summary of all."""

    hands: deque[HandReview] = field(default_factory=lambda: deque(maxlen=REVIEWS_KEPT))
    _tally: _Tally = field(default_factory=_Tally)

    def add(self, review: HandReview) -> None:
        self.hands.append(review)
        self._tally.add(review)

    def clear(self) -> None:
        self.hands.clear()
        self._tally = _Tally()

    @property
    def last(self) -> HandReview | None:
        return self.hands[-1] if self.hands else None

    def summary(self) -> SessionSummary:
        return self._tally.summary()


def summarise_session(hands: Iterable[HandReview]) -> SessionSummary:
    tally = _Tally()
    for review in hands:
        tally.add(review)
    return tally.summary()
