"""The hand log's next hand number, read at start without opening the log.

The first deal of a run needs the number the next hand carries (numbers go
on from the hand log across restarts). Opening the log properly (``db``: its
migrations, the damaged-file recovery, the clean-shutdown marker, the
journal's replay) belongs on the history thread and is not needed for the
first table, so the launcher opens it after the first paint (issue 19), and
the first deal takes its number from :func:`next_hand_number`: one
read-only query on the file, about a millisecond.

It answers only when the answer is the one opening the log would give; in
every other case it says None and the first deal waits for the log as it
always did: hands waiting in the journal (their numbers count too), a file
the last run did not close cleanly (the whole-file check may move it
aside), a schema this module was not written for (a migration runs first),
or a file that cannot be read now. Imports nothing of the storage package
but its own few names: the point is to stay off the write path's imports.
"""

from __future__ import annotations

from pathlib import Path

PEEKED_SCHEMA = 6
"""The ``PRAGMA user_version`` this query was written for (``migrations.SCHEMA_VERSION``: a test keeps
the two equal, so a new migration cannot make this read a schema it does not know)."""

_JOURNAL_SUFFIX = ".pending-hands.jsonl"  # journal.JOURNAL_SUFFIX (not imported: see the module docstring)
_OPEN_MARKER_SUFFIX = ".open"  # db.open_marker's suffix
_LAST_PLAYED = "SELECT hand_number FROM hands WHERE site IS NULL ORDER BY id DESC LIMIT 1"
"""The same question as ``repository.HandLog.last_hand_number``: imported hands keep their site's numbers."""


def next_hand_number(database: Path | str) -> int | None:
    """The number the next hand carries, as the hand log will say once open, or None if only the log can tell."""
    if str(database) == ":memory:":
        return None
    path = Path(database)
    journal = path.with_name(path.name + _JOURNAL_SUFFIX)
    try:
        if journal.exists() and journal.stat().st_size > 0:
            return None  # journaled hands count, and reading them is the log's job
        if not path.exists():
            return None if path.with_name(path.name + _OPEN_MARKER_SUFFIX).exists() else 1
        if path.with_name(path.name + _OPEN_MARKER_SUFFIX).exists():
            return None  # not closed cleanly: the check may move the file aside
    except OSError:
        return None
    return _last_played(path)


def _last_played(path: Path) -> int | None:
    import sqlite3

    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=0.05)
    except (sqlite3.Error, OSError, ValueError):
        return None
    try:
        if int(conn.execute("PRAGMA user_version").fetchone()[0]) != PEEKED_SCHEMA:
            return None
        row = conn.execute(_LAST_PLAYED).fetchone()
        return 1 if row is None else int(row[0]) + 1
    except (sqlite3.Error, TypeError, ValueError):
        return None
    finally:
        conn.close()
