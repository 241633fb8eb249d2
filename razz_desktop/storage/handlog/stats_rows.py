"""The statistics' own rows: the facts columns (migration 6) and the per-session totals cache.

``facts.py`` decides a seat's facts (pure); this module writes them and keeps
``stats_totals``: every player's summed counters per session, so the figures
over all hands read a few thousand rows instead of scanning every seat of
100,000 hands. The cache is checked, not trusted: ``stats_sessions`` keeps
each cached session's hand count and newest hand id, and a session whose
hands differ (a hand played, imported or deleted since) is summed again, so
the totals can never drift from the hands, whoever wrote them.

The starting class is not stored: it follows from ``hand_seats.start``
(the three 3rd-street ranks, lowest first, 4 bits each, written by
``hand_rows``) by :data:`START_CLASS_SQL`, which mirrors ``facts.start_class``.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from razz_desktop.storage.coding.facts import (
    ALL_IN_RUNOUT,
    COMPLETED,
    FACED_STEAL,
    FOLDED_TO_STEAL,
    SAW_FOURTH,
    SHOWDOWN,
    STEAL_CHANCE,
    STOLE,
    VPIP,
    WON_AT_SHOWDOWN,
    WON_WITHOUT_SHOWDOWN,
    SeatFacts,
)
from razz_desktop.storage.handlog.hand_rows import NOT_PRACTICE

COMPUTER_PREFIX = "Computer: "

PLAYER_KEY = (
    f"(CASE WHEN s.is_human = 0 AND s.bot_level IS NOT NULL THEN '{COMPUTER_PREFIX}' || s.bot_level "
    "ELSE s.name END)"
)
"""Whom a seat's hand counts for: the human's name, a computer's profile, an imported name."""

KIND = "(CASE WHEN s.is_human = 1 THEN 'player' WHEN s.bot_level IS NOT NULL THEN 'computer' ELSE 'imported' END)"

_TOP = "(s.start & 15)"
_MID = "((s.start >> 4) & 15)"
_LOW = "(s.start >> 8)"
START_CLASS_SQL = (
    f"(CASE WHEN s.start IS NULL THEN NULL WHEN {_LOW} = {_MID} OR {_MID} = {_TOP} THEN 5 "
    f"WHEN {_TOP} <= 5 THEN 0 WHEN {_TOP} <= 8 THEN {_TOP} - 5 WHEN {_TOP} <= 10 THEN 4 ELSE 6 END)"
)
"""``facts.start_class`` in SQL, over ``hand_seats.start`` (the tests check they agree on every hand)."""

RUNOUT_PENDING = f"(facts & {ALL_IN_RUNOUT:d}) != 0 AND allin_net IS NULL"
"""Seats of an all-in run-out whose adjusted result is still to work out (the partial index's condition)."""

SCHEMA_6: tuple[str, ...] = (
    "ALTER TABLE hand_seats ADD COLUMN facts INTEGER",
    "ALTER TABLE hand_seats ADD COLUMN door_rank INTEGER CHECK (door_rank BETWEEN 0 AND 12)",
    "ALTER TABLE hand_seats ADD COLUMN allin_net INTEGER",
    # Partial indexes: empty once every hand has its facts and its run-outs worked out, so
    # "is there anything to fill in?" costs nothing at 100,000 hands.
    "CREATE INDEX hand_seats_without_facts ON hand_seats (hand_id) WHERE facts IS NULL",
    f"CREATE INDEX hand_seats_runouts ON hand_seats (hand_id) WHERE {RUNOUT_PENDING}",
    """
    CREATE TABLE stats_totals (
        session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        player TEXT NOT NULL,
        kind TEXT NOT NULL,
        hands INTEGER NOT NULL,
        vpip INTEGER NOT NULL,
        completed INTEGER NOT NULL,
        chances INTEGER NOT NULL,
        stole INTEGER NOT NULL,
        faced INTEGER NOT NULL,
        folded INTEGER NOT NULL,
        saw_fourth INTEGER NOT NULL,
        saw_fourth_showdown INTEGER NOT NULL,
        showdowns INTEGER NOT NULL,
        won_showdown INTEGER NOT NULL,
        won_without INTEGER NOT NULL,
        net INTEGER NOT NULL,
        big_bet INTEGER NOT NULL,
        PRIMARY KEY (session_id, player, big_bet)
    ) STRICT, WITHOUT ROWID
    """,
    """
    CREATE TABLE stats_sessions (
        session_id INTEGER PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
        hands INTEGER NOT NULL,
        last_hand INTEGER NOT NULL
    ) STRICT
    """,
)
"""Migration 6: the facts columns and the totals cache (facts NULL: filled in by ``stats.fill_missing_facts``)."""


def _bit(flag: int) -> str:
    return f"coalesce(sum((s.facts & {flag:d}) != 0), 0)"


COUNTERS = (
    f"count(*), {_bit(VPIP)}, {_bit(COMPLETED)}, {_bit(STEAL_CHANCE)}, {_bit(STOLE)}, {_bit(FACED_STEAL)}, "
    f"{_bit(FOLDED_TO_STEAL)}, {_bit(SAW_FOURTH)}, "
    f"coalesce(sum((s.facts & {SAW_FOURTH | SHOWDOWN:d}) = {SAW_FOURTH | SHOWDOWN:d}), 0), "
    f"{_bit(SHOWDOWN)}, {_bit(WON_AT_SHOWDOWN)}, {_bit(WON_WITHOUT_SHOWDOWN)}, "
    "coalesce(sum(s.net), 0)"
)
"""The counters every figure is a ratio of, in ``stats_totals``' column order (after player and kind).
They are summed per big bet (``GROUP BY ..., h.big_bet``) so every sum is an exact integer and big
bets are worked out once per stake, in Python, the same way whichever rows were summed."""

TOTAL_COLUMNS = ("hands, vpip, completed, chances, stole, faced, folded, saw_fourth, saw_fourth_showdown, "
                 "showdowns, won_showdown, won_without, net")


def store_facts(conn: sqlite3.Connection, hand_id: int, facts: Sequence[SeatFacts]) -> None:
    """The facts of a hand just written (the caller holds the transaction)."""
    conn.executemany(
        "UPDATE hand_seats SET facts = ?, door_rank = ? WHERE hand_id = ? AND seat = ?",
        [(f.flags, f.door_rank, hand_id, f.seat) for f in facts],
    )


def stale_sessions(conn: sqlite3.Connection) -> list[int]:
    """Sessions whose cached totals do not match their hands (or that have none yet)."""
    rows = conn.execute(
        "SELECT h.session_id FROM (SELECT session_id, count(*) AS n, max(id) AS last FROM hands "
        "GROUP BY session_id) h LEFT JOIN stats_sessions c ON c.session_id = h.session_id "
        "WHERE c.session_id IS NULL OR c.hands != h.n OR c.last_hand != h.last"
    ).fetchall()
    gone = conn.execute(
        "SELECT c.session_id FROM stats_sessions c WHERE NOT EXISTS "
        "(SELECT 1 FROM hands h WHERE h.session_id = c.session_id)"
    ).fetchall()
    return [r[0] for r in rows] + [r[0] for r in gone]


def refresh_totals(conn: sqlite3.Connection) -> int:
    """Sum again every session whose hands changed; returns how many were summed."""
    stale = stale_sessions(conn)
    if not stale:
        return 0
    conn.execute("BEGIN IMMEDIATE")
    try:
        for sid in stale:
            conn.execute("DELETE FROM stats_totals WHERE session_id = ?", (sid,))
            conn.execute("DELETE FROM stats_sessions WHERE session_id = ?", (sid,))
            conn.execute(
                f"INSERT INTO stats_totals (session_id, player, kind, big_bet, {TOTAL_COLUMNS}) "
                f"SELECT h.session_id, {PLAYER_KEY} AS who, min({KIND}), h.big_bet, {COUNTERS} "
                f"FROM hands h JOIN hand_seats s ON s.hand_id = h.id WHERE h.session_id = ? AND {NOT_PRACTICE} "
                "GROUP BY who, h.big_bet",
                (sid,),
            )
            conn.execute(
                "INSERT INTO stats_sessions (session_id, hands, last_hand) "
                "SELECT session_id, count(*), max(id) FROM hands WHERE session_id = ? GROUP BY session_id",
                (sid,),
            )
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return len(stale)


def forget_totals(conn: sqlite3.Connection) -> None:
    """Drop the cache (facts were filled in): the next refresh sums every session again."""
    conn.execute("DELETE FROM stats_sessions")
    conn.execute("DELETE FROM stats_totals")
