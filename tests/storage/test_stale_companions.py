"""After a read-only database is made writable again: the stale -wal/-shm are repaired, and a write
that still fails at the start is told to the user like any other storage fault (issue 38).

Tests run as root, whom modes do not stop: the repair is checked on the mode bits, and the
failing replay with SQLite's own error raised by a wrapper.
"""

from __future__ import annotations

import os
import sqlite3
import stat
from datetime import UTC, datetime
from pathlib import Path

import pytest

from razz_desktop.ui.qt_compat import protect_none

protect_none()

from razz_desktop.controllers.history_controller import HistoryController  # noqa: E402
from razz_desktop.storage.handlog.db import connect, open_history, repair_companions  # noqa: E402
from razz_desktop.storage.handlog.journal import HandJournal, JournalEntry, SessionRef, journal_path  # noqa: E402
from razz_desktop.storage.handlog.repository import HandLog  # noqa: E402

from .hands import players_for, random_record  # noqa: E402
from .recorded_hands import *  # noqa: E402, F403 - the controllers fixture
from .recorded_hands import stored as _stored  # noqa: E402


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "razz.sqlite3"
    connect(path).close()
    return path


def _stale(db: Path) -> tuple[Path, Path]:
    """What a read-only run leaves: the companions, read-only, beside a file made writable again."""
    wal, shm = db.with_name(db.name + "-wal"), db.with_name(db.name + "-shm")
    for p in (wal, shm):
        p.write_bytes(b"")
        os.chmod(p, 0o444)
    os.chmod(db, 0o600)
    return wal, shm


def test_read_only_companions_of_a_writable_file_get_its_mode(db: Path) -> None:
    wal, shm = _stale(db)
    assert repair_companions(db) == [wal, shm]
    assert [stat.S_IMODE(p.stat().st_mode) for p in (wal, shm)] == [0o600, 0o600]
    assert repair_companions(db) == []  # nothing left to repair


def test_a_read_only_file_keeps_its_read_only_companions(db: Path) -> None:
    wal, _shm = _stale(db)
    os.chmod(db, 0o444)
    try:
        assert repair_companions(db) == []
        assert stat.S_IMODE(wal.stat().st_mode) == 0o444
    finally:
        os.chmod(db, 0o600)


def test_opening_repairs_them_and_the_history_is_written(db: Path) -> None:
    wal, shm = _stale(db)
    conn, recovery = open_history(db)
    try:
        assert recovery is None
        assert stat.S_IMODE(wal.stat().st_mode) & stat.S_IWUSR
        log = HandLog(conn)
        record = random_record(1)
        log.save_hand(log.start_session(record.config), record, players_for(record))
    finally:
        conn.close()
    assert _stored(db) == [record]


def test_a_replay_that_fails_at_the_start_is_told(qtbot, controllers, db, monkeypatch) -> None:
    record = random_record(2)
    when = datetime(2026, 1, 2, tzinfo=UTC)
    HandJournal(journal_path(db)).append(
        JournalEntry("a" * 32, when, SessionRef("k", when, record.config), tuple(players_for(record)), record))

    def refuses(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        raise sqlite3.OperationalError("attempt to write a readonly database")

    monkeypatch.setattr(HandLog, "save_hand", refuses)
    history = HistoryController(db, open_now=False)
    controllers.append(history)
    with qtbot.waitSignal(history.save_problem, timeout=10_000) as told:
        history.open()
    assert "read-only" in told.args[0] and "Make the file writable again" in told.args[0]
    assert [e.record for e in HandJournal(journal_path(db)).entries()] == [record]  # still kept
