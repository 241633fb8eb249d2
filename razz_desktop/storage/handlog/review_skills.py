"""Which drill skill each decision of a stored hand's review exercises, read off the stored hand.

The review of a practice hand grades its human; the review of an analysed
imported hand grades the file's hero. Worked out when the review is kept, so
the mistakes browser can filter and chart by skill without reading every
hand again (``review_decisions.skill``, migration 12).
"""

from __future__ import annotations

import sqlite3

from razz_desktop.reviews import HandReview
from razz_desktop.storage.coding.notes import CorruptRecordError
from razz_desktop.storage.coding.skill_facts import decision_skills, seat_of

from .hand_rows import read_hand


def review_skills(conn: sqlite3.Connection, hand_id: int, review: HandReview) -> tuple[str, ...]:
    """Each decision's skill (``trainer.skills`` names); () for a hand that no longer reads.

    A damaged hand keeps its review all the same, its skills unknown ("other": the
    column's default). ``KeyError`` when there is no such hand.
    """
    try:
        hand = read_hand(conn, hand_id)
    except CorruptRecordError:
        return ()
    if hand is None:
        raise KeyError(f"no hand {hand_id}")
    hero = hand.origin.hero if hand.origin is not None else None
    seat = seat_of([(p.seat, p.is_human, p.name) for p in hand.players], hero)
    return tuple(decision_skills(hand.record, seat, review))
