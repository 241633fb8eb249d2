"""A hand's label without replaying it: number, time, pot, street reached, winners, the human's result.

The hand selector and the History window's "open" ask for many of these at a time: two queries over
the per-hand and per-seat columns the hand log keeps for exactly this, never the stored hand itself.
"""

from __future__ import annotations

import sqlite3

from razz_desktop.records import HandSummary, Winner

from .hand_rows import time_from_micros


def read_summaries(conn: sqlite3.Connection, where: str, params: tuple[object, ...]) -> list[HandSummary]:
    """The summaries of the hands ``where`` selects (a condition on ``hands h``, with its ORDER BY / LIMIT)."""
    rows = conn.execute(
        "SELECT h.id, h.session_id, h.hand_number, h.played_at, h.total_pot, h.last_street, h.showdown, "
        " (SELECT s.net FROM hand_seats s WHERE s.hand_id = h.id AND s.is_human = 1 ORDER BY s.seat LIMIT 1) "
        f"FROM hands h WHERE {where}",
        params,
    ).fetchall()
    if not rows:
        return []
    ids = [r[0] for r in rows]
    marks = ",".join("?" * len(ids))
    winners: dict[int, list[Winner]] = {i: [] for i in ids}
    for hid, seat, name, chips in conn.execute(
        f"SELECT hand_id, seat, name, won FROM hand_seats WHERE hand_id IN ({marks}) AND won > 0 "
        "ORDER BY hand_id, seat",
        ids,
    ):
        winners[hid].append(Winner(seat, name, chips))
    return [
        HandSummary(
            hand_id=hid, session_id=sid, hand_number=number, played_at=time_from_micros(played),
            total_pot=pot, last_street=street, showdown=bool(showdown), winners=tuple(winners[hid]),
            hero_net=hero,
        )
        for hid, sid, number, played, pot, street, showdown, hero in rows
    ]
