"""Which stored hands the Coach's analysis takes, and how its workers read them.

The analysis of imported hands (``razz_desktop.analysis``) grades the hero's
decisions of hands imported from a site. It asks this module for the hands
(imported ones, of a hero: the file's own, or a name given), and each reading
process opens the file read-only (:func:`open_reader`) so the hands are
decoded where they are graded (:func:`stored_hands`); only the reviews come
back to the one writer. The analysis itself never touches SQLite.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from razz_desktop.records import StoredHand
from razz_desktop.storage.coding.notes import CorruptRecordError

from .hand_rows import read_hand, time_to_micros

__all__ = ["analysis_candidates", "database_file", "open_reader", "read_for_analysis", "stored_hands"]


def analysis_candidates(conn: sqlite3.Connection, *, hand_ids: Sequence[int] | None = None,
                        hero: str | None = None, since: datetime | None = None,
                        again: bool = False) -> list[int]:
    """Imported hands to analyse, oldest first.

    ``hero``: hands where a player of that name sat (else hands whose file named a hero);
    ``since``: played at or after; ``again``: also hands already reviewed (else skipped);
    ``hand_ids``: only these (the History window's selection).
    """
    terms = ["h.site IS NOT NULL"]
    params: list[object] = []
    if hero is not None:
        terms.append("EXISTS (SELECT 1 FROM hand_seats s WHERE s.hand_id = h.id AND s.name = ?)")
        params.append(hero)
    else:
        terms.append("EXISTS (SELECT 1 FROM hand_origins o WHERE o.hand_id = h.id AND o.hero IS NOT NULL)")
    if since is not None:
        terms.append("h.played_at >= ?")
        params.append(time_to_micros(since))
    if not again:
        terms.append("NOT EXISTS (SELECT 1 FROM hand_reviews v WHERE v.hand_id = h.id)")
    rows = conn.execute(f"SELECT h.id FROM hands h WHERE {' AND '.join(terms)} ORDER BY h.played_at, h.id",
                        params).fetchall()
    ids = [int(r[0]) for r in rows]
    if hand_ids is not None:
        wanted = set(hand_ids)
        ids = [i for i in ids if i in wanted]
    return ids


def database_file(conn: sqlite3.Connection) -> Path | None:
    """The file ``conn`` has open (None for an in-memory database)."""
    for _, name, file in conn.execute("PRAGMA database_list").fetchall():
        if name == "main":
            return Path(file) if file else None
    return None


def open_reader(path: Path) -> sqlite3.Connection:
    """A read-only connection to an existing hand log (no migration: the writer ran them)."""
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, isolation_level=None, timeout=30)
    conn.execute("PRAGMA query_only = ON")
    return conn


def read_for_analysis(conn: sqlite3.Connection, hand_id: int) -> StoredHand | str:
    """Hand ``hand_id`` as stored, or why it cannot be analysed (it does not read, or is not there)."""
    try:
        hand = read_hand(conn, hand_id)
    except CorruptRecordError as exc:
        return f"the hand does not read: {exc}"
    return "no such hand" if hand is None else hand


def stored_hands(path: Path, hand_ids: Sequence[int]) -> list[tuple[int, StoredHand | str]]:
    """A worker's hands, read through its own read-only connection (:func:`open_reader`)."""
    conn = open_reader(path)
    try:
        return [(i, read_for_analysis(conn, i)) for i in hand_ids]
    finally:
        conn.close()
