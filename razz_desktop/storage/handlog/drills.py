"""The drills' rows: every answer as it is given, and the Leitner boxes of missed spots.

Plain rows in, plain rows out (deck names and cards as the trainer's
strings): storage knows nothing of how a drill is made or scheduled. An
answer and the box it moves its spot to are written in one transaction, the
moment the player answers, so stopping a session at any point loses nothing
answered. Tables: migration "drills" (``drill_answers``, ``drill_boxes``).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime

__all__ = ["SCHEMA_DRILLS", "BoxRow", "DeckTally", "DrillAnswerRow", "ProgressPoint", "boxes",
           "deck_tallies", "progress", "record_answer"]

SCHEMA_DRILLS: tuple[str, ...] = (
    """
    CREATE TABLE IF NOT EXISTS drill_answers (
        id INTEGER PRIMARY KEY,
        answered_at TEXT NOT NULL,
        deck TEXT NOT NULL CHECK (deck <> ''),
        card TEXT NOT NULL,
        choice TEXT NOT NULL,
        accepted TEXT NOT NULL,
        correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
        review INTEGER NOT NULL CHECK (review IN (0, 1))
    ) STRICT
    """,
    "CREATE INDEX IF NOT EXISTS drill_answers_by_deck ON drill_answers (deck, id)",
    """
    CREATE TABLE IF NOT EXISTS drill_boxes (
        card TEXT PRIMARY KEY,
        deck TEXT NOT NULL CHECK (deck <> ''),
        box INTEGER NOT NULL CHECK (box >= 1),
        answered_at INTEGER NOT NULL CHECK (answered_at >= 0)
    ) STRICT, WITHOUT ROWID
    """,
)
"""The migration appended for the drills (one transaction, as every migration). ``IF NOT EXISTS``: a
file taken back to an older version number (a test of an earlier migration) runs it again harmlessly."""


@dataclass(frozen=True, slots=True)
class DrillAnswerRow:
    deck: str
    card: str  # the drill as kept (the trainer's JSON)
    choice: str
    accepted: tuple[str, ...]
    correct: bool
    review: bool  # a kept spot asked again, not a fresh one
    answered_at: datetime | None = None  # now, when None


@dataclass(frozen=True, slots=True)
class BoxRow:
    card: str
    deck: str
    box: int
    answered_at: int  # the deck's answer count when it was last answered


@dataclass(frozen=True, slots=True)
class DeckTally:
    deck: str
    answers: int
    recent: tuple[bool, ...]  # the last answers, oldest first


@dataclass(frozen=True, slots=True)
class ProgressPoint:
    deck: str
    day: str  # YYYY-MM-DD (UTC)
    right: int
    total: int


@contextmanager
def _transaction(conn: sqlite3.Connection) -> Iterator[None]:
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def record_answer(conn: sqlite3.Connection, answer: DrillAnswerRow, box: BoxRow | None) -> int:
    """Write one answer and what it does to its spot's box (``box`` None: the spot leaves the boxes).

    Returns the deck's answer count after this answer (the deck clock).
    """
    when = (answer.answered_at or datetime.now(UTC)).astimezone(UTC).isoformat(timespec="seconds")
    with _transaction(conn):
        conn.execute(
            "INSERT INTO drill_answers (answered_at, deck, card, choice, accepted, correct, review)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (when, answer.deck, answer.card, answer.choice, json.dumps(list(answer.accepted)),
             int(answer.correct), int(answer.review)))
        if box is None:
            conn.execute("DELETE FROM drill_boxes WHERE card = ?", (answer.card,))
        else:
            conn.execute(
                "INSERT INTO drill_boxes (card, deck, box, answered_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (card) DO UPDATE SET deck = excluded.deck, box = excluded.box,"
                " answered_at = excluded.answered_at",
                (box.card, box.deck, box.box, box.answered_at))
        row = conn.execute("SELECT count(*) FROM drill_answers WHERE deck = ?", (answer.deck,)).fetchone()
    return int(row[0])


def boxes(conn: sqlite3.Connection) -> list[BoxRow]:
    rows = conn.execute("SELECT card, deck, box, answered_at FROM drill_boxes ORDER BY deck, box, card")
    return [BoxRow(str(c), str(d), int(b), int(a)) for c, d, b, a in rows]


def deck_tallies(conn: sqlite3.Connection, window: int) -> dict[str, DeckTally]:
    """Each drilled deck's answer count and its last ``window`` results."""
    out: dict[str, DeckTally] = {}
    counts = conn.execute("SELECT deck, count(*) FROM drill_answers GROUP BY deck").fetchall()
    for deck, count in counts:
        recent = conn.execute(
            "SELECT correct FROM drill_answers WHERE deck = ? ORDER BY id DESC LIMIT ?", (deck, window)).fetchall()
        out[str(deck)] = DeckTally(str(deck), int(count), tuple(bool(r[0]) for r in reversed(recent)))
    return out


def progress(conn: sqlite3.Connection, decks: Sequence[str] | None = None) -> list[ProgressPoint]:
    """Answers right and given per deck and day (UTC), oldest day first: the progress chart's points."""
    rows = conn.execute(
        "SELECT deck, substr(answered_at, 1, 10) AS day, sum(correct), count(*) FROM drill_answers"
        " GROUP BY deck, day ORDER BY day, deck").fetchall()
    points = [ProgressPoint(str(d), str(day), int(r), int(t)) for d, day, r, t in rows]
    return points if decks is None else [p for p in points if p.deck in decks]
