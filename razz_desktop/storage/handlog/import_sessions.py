"""Imported hands' sessions and duplicates: the SQL the hand log's import writes run.

The hands of one file go into a session of their own (``sessions.imported_from``),
whose times and hand count grow with the hands written; a hand whose site and
site hand id are stored already is a duplicate. ``HandLog`` (``repository``)
keeps the file -> session map of an import run and calls these.
"""

from __future__ import annotations

import sqlite3

from .import_rows import PreparedHand

__all__ = ["grow_import_session", "stored_keys"]

MAX_PARAMETERS = 500
"""Site hand ids asked in one statement: SQLite takes a bounded number of parameters."""


def stored_keys(conn: sqlite3.Connection, keys: set[tuple[str, str]]) -> set[tuple[str, str]]:
    """Which of these (site, site hand id) are stored already."""
    found: set[tuple[str, str]] = set()
    by_site: dict[str, list[str]] = {}
    for site, hid in keys:
        by_site.setdefault(site, []).append(hid)
    for site, ids in by_site.items():
        for i in range(0, len(ids), MAX_PARAMETERS):
            part = ids[i:i + MAX_PARAMETERS]
            found.update((site, r[0]) for r in conn.execute(
                f"SELECT site_hand_id FROM hands WHERE site = ? AND site_hand_id IN ({', '.join('?' * len(part))})",
                (site, *part)))
    return found


def grow_import_session(conn: sqlite3.Connection, sessions: dict[str, int], h: PreparedHand,
                        first: str, last: str, hands: int) -> None:
    """The session of ``h``'s file grown by ``hands`` hands played from ``first`` to ``last``
    (created with the stakes of ``h``, the first of them, when the file has none yet, and
    remembered in ``sessions``)."""
    file = h.file
    sid = sessions.get(file)
    if sid is None:
        sb, bb, ante, bi = h.stakes
        cur = conn.execute(
            "INSERT INTO sessions (started_at, ended_at, small_bet, big_bet, ante, bring_in, house_rules, "
            "hands_played, note, imported_from) VALUES (?, ?, ?, ?, ?, ?, ?, ?, '', ?)",
            (first, last, sb, bb, ante, bi, h.house_rules, hands, file),
        )
        sessions[file] = int(cur.lastrowid)  # type: ignore[arg-type]
        return
    conn.execute(
        "UPDATE sessions SET started_at = min(started_at, ?), ended_at = max(ended_at, ?), "
        "hands_played = hands_played + ? WHERE id = ?",
        (first, last, hands, sid),
    )
