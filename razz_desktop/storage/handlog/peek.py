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

A clean close also leaves the answer beside the file (:func:`remember_next_hand`,
``<file>.next-hand``), stamped with the file's size and modification time as
they were then: while the file is exactly as it was closed (same size, same
time, no write-ahead log beside it), the number is read from there and the
sqlite3 module is not even imported (it and the query are about a hundredth of
the launch). Any other program that writes the file (``razz-history import``,
a restored backup) changes its stamp, and the query answers as before.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

PEEKED_SCHEMA = 12
"""The ``PRAGMA user_version`` this query was written for (``migrations.SCHEMA_VERSION``: a test keeps
the two equal, so a new migration cannot make this read a schema it does not know). Migrations 9
(tournament results) and 10 (drills) only add tables of their own; 11 adds ``practice_hands``, which
this query reads to leave practice hands out of the last hand number."""

_JOURNAL_SUFFIX = ".pending-hands.jsonl"  # journal.JOURNAL_SUFFIX (not imported: see the module docstring)
_OPEN_MARKER_SUFFIX = ".open"  # db.open_marker's suffix
NEXT_HAND_SUFFIX = ".next-hand"
_STAMP_HEADER = "razz-desktop next hand 1"
_LAST_PLAYED = "SELECT hand_number FROM hands WHERE site IS NULL AND hand_number > 0 ORDER BY id DESC LIMIT 1"
"""The same question as ``repository.HandLog.last_hand_number``: imported hands keep their site's numbers,
practice hands (migration 11) are numbered -1, -2, ..."""


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
        stamped = _stamped(path)
    except OSError:
        return None
    return stamped if stamped is not None else _last_played(path)


def _stamp(path: Path) -> str:
    """The file as it is now: its size and modification time, to the nanosecond."""
    info = path.stat()
    return f"{info.st_size} {info.st_mtime_ns}"


def remember_next_hand(database: Path | str, number: int) -> None:
    """After a clean close: leave ``number`` beside the file, stamped with the file as it is now.

    Best effort (a folder that refuses it only costs the query next time);
    written to a temporary name and moved into place, so a reader never
    sees half a stamp.
    """
    if str(database) == ":memory:":
        return
    path = Path(database)
    target = path.with_name(path.name + NEXT_HAND_SUFFIX)
    temporary = target.with_name(target.name + ".tmp")
    with contextlib.suppress(OSError):
        temporary.write_text(f"{_STAMP_HEADER}\n{int(number)} {_stamp(path)}\n", encoding="ascii")
        os.replace(temporary, target)


def _stamped(path: Path) -> int | None:
    """The number a clean close left, if the file is still exactly as that close left it."""
    try:
        text = path.with_name(path.name + NEXT_HAND_SUFFIX).read_text(encoding="ascii")
    except (OSError, UnicodeDecodeError):
        return None
    header, _, rest = text.partition("\n")
    number, _, stamp = rest.strip().partition(" ")
    if header != _STAMP_HEADER or not number.isdigit() or int(number) < 1:
        return None
    wal = path.with_name(path.name + "-wal")
    if wal.exists() and wal.stat().st_size > 0:
        return None  # another program has the file open: its newest pages are in the log
    return int(number) if stamp == _stamp(path) else None


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
