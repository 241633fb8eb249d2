"""A graded decision's drill skill, worked out of the stored hand (``trainer.skills`` classifies).

The hand log keeps each graded decision's skill in a column so the mistakes
browser filters and the error-rate chart groups by it in SQL. The facts the
classification reads (the decider's cards, whether a bet was to be called,
a steal or a defence on 3rd street) are read here off the hand's record: the
decider's n-th action (``GradedDecision.index``, counted as the review counts:
every betting action of the seat, the bring-in included) and the betting
before it on the same street. Pure: the record's events only, no replay.
"""

from __future__ import annotations

from collections.abc import Sequence

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.events import PlayerActed
from razz_desktop.engine.record import HandRecord
from razz_desktop.reviews import HandReview
from razz_desktop.trainer.skills import Skill, SpotFacts, skill_of

__all__ = ["decision_skills", "spot_facts"]

A = ActionType


def spot_facts(record: HandRecord, seat: int, index: int) -> SpotFacts | None:
    """The facts of ``seat``'s ``index``-th decision of the hand (None: it never took that many)."""
    acted = [e for e in record.events if isinstance(e, PlayerActed)]
    mine = [k for k, e in enumerate(acted) if e.seat == seat]
    if index >= len(mine):
        return None
    at = mine[index]
    street = acted[at].street
    before = [e for e in acted[:at] if e.street == street]
    top = max((e.to for e in before), default=0)
    own = max((e.to for e in before if e.seat == seat), default=0)
    cards = dict(record.cards).get(seat, ())
    ranks = tuple(c.rank + 1 for c in cards[:street])
    steal = defend = False
    if street == 3:
        others = [e for e in before if e.seat != seat]
        steal = (not any(e.seat == seat for e in before)
                 and sum(1 for e in others if e.type is A.BRING_IN) == 1
                 and all(e.type in (A.BRING_IN, A.FOLD) for e in others))
        if before and before[0].seat == seat and before[0].type is A.BRING_IN:
            after = before[1:]
            defend = (sum(1 for e in after if e.type is A.COMPLETE) == 1
                      and all(e.type in (A.COMPLETE, A.FOLD) for e in after))
    return SpotFacts(street=street, ranks=ranks, facing_bet=top > own, steal=steal, defend=defend)


def decision_skills(record: HandRecord, seat: int | None, review: HandReview) -> tuple[Skill, ...]:
    """Each of the review's decisions' skill, in order (``other`` where the record cannot say)."""
    out = []
    for d in review.decisions:
        facts = None if seat is None else spot_facts(record, seat, d.index)
        out.append(Skill.OTHER if facts is None or facts.street != d.street else skill_of(facts))
    return tuple(out)


def seat_of(seats: Sequence[tuple[int, bool, str]], hero: str | None) -> int | None:
    """The seat a stored review grades: the human's (practice), else the file's hero (imported).

    ``seats``: (seat, is human, name) of each player.
    """
    for seat, human, _ in seats:
        if human:
            return seat
    for seat, _, name in seats:
        if hero is not None and name == hero:
            return seat
    return None
