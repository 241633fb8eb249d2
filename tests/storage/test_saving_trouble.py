"""Saving never loses a hand: locked, read-only, full or damaged files, and closing in the middle.

Each test plays the circumstance for real where the machine allows it (a
second connection holding SQLite's write lock or its exclusive lock, a
read-only file) and with a wrapper raising SQLite's own error where it does
not (a full disk). The test waits on the controller's signals, never on time.
"""

from __future__ import annotations

import os
import sqlite3
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest

from razz_desktop.ui.qt_compat import protect_none

protect_none()  # PySide6 6.12.0 on Python 3.11: see razz_desktop/ui/qt_compat.py

from razz_desktop.controllers import history_worker_core as hc  # noqa: E402
from razz_desktop.controllers.history_controller import HistoryController  # noqa: E402
from razz_desktop.storage.handlog import db as storage_db  # noqa: E402
from razz_desktop.storage.handlog.db import connect  # noqa: E402
from razz_desktop.storage.handlog.journal import HandJournal, JournalEntry, SessionRef, journal_path  # noqa: E402
from razz_desktop.storage.handlog.repository import HandLog  # noqa: E402

from .hands import players_for, random_record  # noqa: E402
from .recorded_hands import *  # noqa: E402, F403 - the controllers fixture
from .recorded_hands import recorded as _recorded  # noqa: E402
from .recorded_hands import stored as _stored  # noqa: E402


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "razz.sqlite3"
    connect(path).close()  # an existing, healthy history
    return path


@pytest.fixture
def fast_retry(monkeypatch: pytest.MonkeyPatch) -> None:
    """Retry at once (the back-off is about being kind to the disk, not about what is tested)."""
    monkeypatch.setattr(hc, "RETRY_FIRST_MS", 20)
    monkeypatch.setattr(hc, "RETRY_MAX_MS", 40)


def _open(qtbot, controllers: list[HistoryController], db: Path) -> HistoryController:
    c = HistoryController(db)
    controllers.append(c)
    return c


class WriteLock:
    """Another program writing: holds SQLite's write lock (readers still read)."""

    def __init__(self, db: Path) -> None:
        self.conn = sqlite3.connect(db, isolation_level=None)
        self.conn.execute("BEGIN IMMEDIATE")

    def release(self) -> None:
        self.conn.execute("ROLLBACK")
        self.conn.close()


def test_a_locked_database_journals_tells_once_and_writes_when_freed(qtbot, controllers, db, fast_retry) -> None:
    history = _open(qtbot, controllers, db)
    qtbot.waitUntil(lambda: history.next_hand_number is not None, timeout=10_000)
    lock = WriteLock(db)
    problems: list[str] = []
    history.save_problem.connect(problems.append)
    records = [random_record(seed) for seed in range(3)]
    try:
        with qtbot.waitSignal(history.save_problem, timeout=10_000):
            history.record_hand(_recorded(records[0]))
        for r in records[1:]:
            history.record_hand(_recorded(r))
        qtbot.waitUntil(lambda: history.pending_writes == 0, timeout=10_000)
        assert history.unsaved_hands == 3
        journaled = HandJournal(history.journal_path).entries()
        assert [e.record for e in journaled] == records  # on disk, before anything else happens
        assert len(problems) == 1  # once per episode, however many hands
        text = problems[0]
        assert "another program" in text and "Close the other program" in text
        assert history.journal_path.name in text
    finally:
        with qtbot.waitSignal(history.save_recovered, timeout=20_000) as recovered:
            lock.release()
    assert "3" in recovered.args[0]
    assert not history.journal_path.exists()
    assert history.unsaved_hands == 0
    # A new episode is told again.
    lock = WriteLock(db)
    try:
        with qtbot.waitSignal(history.save_problem, timeout=10_000):
            history.record_hand(_recorded(random_record(9)))
    finally:
        with qtbot.waitSignal(history.save_recovered, timeout=20_000):
            lock.release()
    assert history.shutdown()
    assert _stored(db) == [*records, random_record(9)]


def test_a_file_locked_at_start_journals_and_replays_at_the_next_start_once(qtbot, controllers, db) -> None:
    blocker = sqlite3.connect(db, isolation_level=None)
    blocker.execute("PRAGMA locking_mode = EXCLUSIVE")
    blocker.execute("BEGIN EXCLUSIVE")  # nobody else can even read
    records = [random_record(seed) for seed in (20, 21)]
    first = _open(qtbot, controllers, db)
    with qtbot.waitSignal(first.save_problem, timeout=10_000):
        for r in records:
            first.record_hand(_recorded(r))
    qtbot.waitUntil(lambda: first.pending_writes == 0, timeout=10_000)
    assert first.shutdown()
    assert [e.record for e in HandJournal(journal_path(db)).entries()] == records
    blocker.execute("COMMIT")
    blocker.close()

    second = _open(qtbot, controllers, db)
    with qtbot.waitSignal(second.save_recovered, timeout=10_000):
        pass
    assert not journal_path(db).exists()
    assert second.shutdown()
    assert _stored(db) == records
    third = _open(qtbot, controllers, db)  # nothing left to replay: nothing written twice
    with qtbot.waitSignal(third.hand_number_known, timeout=10_000) as known:
        pass
    assert known.args == [records[-1].hand_id + 1]
    assert third.shutdown()
    assert _stored(db) == records


def test_a_replay_after_a_crash_between_commit_and_cleanup_writes_nothing_twice(qtbot, controllers, db) -> None:
    history = _open(qtbot, controllers, db)
    record = random_record(30)
    with qtbot.waitSignal(history.hand_saved, timeout=10_000):
        history.record_hand(_recorded(record))
    assert history.shutdown()
    conn = connect(db)
    uid = conn.execute("SELECT lower(hex(uid)) FROM hands").fetchone()[0]  # stored as 16 bytes
    conn.close()
    assert uid
    # The same hand, journaled as if the program died after the COMMIT, before clearing the journal.
    other = random_record(31)
    journal = HandJournal(journal_path(db))
    session = SessionRef("crashed", datetime(2026, 1, 1, tzinfo=UTC), record.config, 1)
    journal.append(JournalEntry(uid, session.started_at, session, tuple(players_for(record)), record))
    journal.append(JournalEntry("fresh", session.started_at, session, tuple(players_for(other)), other))
    storage_db.mark_open(db)  # and the crash left the marker
    again = _open(qtbot, controllers, db)
    with qtbot.waitSignal(again.save_recovered, timeout=10_000) as recovered:
        pass
    assert "1" in recovered.args[0]
    assert again.shutdown()
    assert _stored(db) == [record, other]


def test_a_torn_last_journal_line_is_ignored(qtbot, controllers, db) -> None:
    from razz_desktop.storage.handlog.journal import entry_to_json

    whole, torn = random_record(40), random_record(41)
    session = SessionRef("k", datetime(2026, 1, 1, tzinfo=UTC), whole.config)
    lines = [entry_to_json(JournalEntry(u, session.started_at, session, tuple(players_for(r)), r))
             for u, r in (("a", whole), ("b", torn))]
    journal_path(db).write_text(lines[0] + "\n" + lines[1][: len(lines[1]) // 2])
    history = _open(qtbot, controllers, db)
    with qtbot.waitSignal(history.save_recovered, timeout=10_000):
        pass
    assert history.shutdown()
    assert _stored(db) == [whole]
    assert not journal_path(db).exists()


def _failing_writes(monkeypatch: pytest.MonkeyPatch, message: str) -> list[int]:
    """Every hand write raises SQLite's error ``message`` until the returned list is emptied."""
    original = HandLog.save_hand
    armed = [1]

    def save_hand(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        if armed:
            raise sqlite3.OperationalError(message)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(HandLog, "save_hand", save_hand)
    return armed


@pytest.mark.parametrize(("message", "words"), [
    ("database or disk is full", "Free some disk space"),
    ("attempt to write a readonly database", "read-only"),
    ("database disk image is malformed", "Restart Razz Desktop"),
    ("disk I/O error", "cannot be written just now"),
])
def test_full_read_only_and_damaged_files_journal_with_the_right_advice(
        qtbot, controllers, db, monkeypatch, fast_retry, message, words) -> None:
    armed = _failing_writes(monkeypatch, message)
    history = _open(qtbot, controllers, db)
    record = random_record(50)
    with qtbot.waitSignal(history.save_problem, timeout=10_000) as problem:
        history.record_hand(_recorded(record))
    assert words in problem.args[0]
    qtbot.waitUntil(lambda: history.pending_writes == 0, timeout=10_000)  # journaled
    assert [e.record for e in HandJournal(history.journal_path).entries()] == [record]
    with qtbot.waitSignal(history.save_recovered, timeout=20_000):
        armed.clear()  # the user freed space / fixed the file: the next retry works
    assert history.shutdown()
    assert _stored(db) == [record]


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root writes read-only files anyway")
def test_a_really_read_only_file_journals(qtbot, controllers, db) -> None:
    db.chmod(0o444)
    try:
        history = _open(qtbot, controllers, db)
        with qtbot.waitSignal(history.save_problem, timeout=10_000) as problem:
            history.record_hand(_recorded(random_record(60)))
        assert "read-only" in problem.args[0]
        assert history.shutdown()
        assert len(HandJournal(journal_path(db)).entries()) == 1
    finally:
        db.chmod(0o644)


def test_shutdown_with_a_locked_database_is_bounded_journals_the_queue_and_stops_the_thread(
        qtbot, controllers, db) -> None:
    history = _open(qtbot, controllers, db)
    qtbot.waitUntil(lambda: history.next_hand_number is not None, timeout=10_000)
    lock = WriteLock(db)
    records = [random_record(seed) for seed in range(70, 85)]
    try:
        for r in records:
            history.record_hand(_recorded(r))
        started = time.monotonic()
        assert history.shutdown(timeout_ms=2000)
        elapsed = time.monotonic() - started
    finally:
        lock.release()
    assert history._thread.isFinished()
    # Before: each hand waited the 5 s busy timeout and close gave up after 10 s, then aborted.
    assert elapsed < 3.0, elapsed
    assert sorted(e.record.hand_id for e in HandJournal(journal_path(db)).entries()) == \
        sorted(r.hand_id for r in records)


def test_a_clean_close_leaves_no_wal_and_no_marker(qtbot, controllers, db) -> None:
    history = _open(qtbot, controllers, db)
    with qtbot.waitSignal(history.hand_saved, timeout=10_000):
        history.record_hand(_recorded(random_record(90)))
    assert storage_db.open_marker(db).exists()  # open: a crash now would be noticed
    assert history.shutdown()
    assert not db.with_name(db.name + "-wal").exists()
    assert not storage_db.open_marker(db).exists()


def test_quick_check_runs_only_after_an_unclean_shutdown(qtbot, controllers, db, monkeypatch) -> None:
    checks: list[Path] = []
    original = storage_db.quick_check

    def spy(conn):  # type: ignore[no-untyped-def]
        checks.append(Path(conn.execute("PRAGMA database_list").fetchone()[2]))
        return original(conn)

    monkeypatch.setattr(storage_db, "quick_check", spy)
    first = _open(qtbot, controllers, db)
    with qtbot.waitSignal(first.hand_saved, timeout=10_000):
        first.record_hand(_recorded(random_record(100)))
    assert first.shutdown()
    second = _open(qtbot, controllers, db)
    with qtbot.waitSignal(second.hand_saved, timeout=10_000):
        second.record_hand(_recorded(random_record(101)))
    assert checks == []  # after a clean shutdown: no whole-file check
    assert second.shutdown()
    storage_db.open_marker(db).write_bytes(b"")  # as a crash (SIGKILL, power cut) leaves it
    third = _open(qtbot, controllers, db)
    with qtbot.waitSignal(third.hand_number_known, timeout=10_000):
        pass
    assert checks == [db]
    assert third.shutdown()
    fourth = _open(qtbot, controllers, db)  # the check passed and the close was clean: none again
    with qtbot.waitSignal(fourth.hand_number_known, timeout=10_000):
        pass
    assert checks == [db]


def test_hand_numbers_continue_after_a_restart(qtbot, controllers, db) -> None:
    first = _open(qtbot, controllers, db)
    with qtbot.waitSignal(first.hand_number_known, timeout=10_000) as known:
        pass
    assert known.args == [1] and first.next_hand_number == 1
    records = [random_record(seed) for seed in range(3)]  # hands #1, #2, #3
    for r in records:
        first.record_hand(_recorded(r))
    assert first.next_hand_number == 4
    assert first.shutdown()
    second = _open(qtbot, controllers, db)
    with qtbot.waitSignal(second.hand_number_known, timeout=10_000) as known:
        pass
    assert known.args == [4] and second.next_hand_number == 4


def test_when_not_even_the_journal_can_be_written_the_user_is_told_and_nothing_is_lost(
        qtbot, controllers, db, monkeypatch, fast_retry) -> None:
    armed = _failing_writes(monkeypatch, "database or disk is full")
    journal_path(db).mkdir()  # the journal cannot be a file: as if the disk refused it too
    history = _open(qtbot, controllers, db)
    problems: list[str] = []
    history.save_problem.connect(problems.append)
    record = random_record(110)
    history.record_hand(_recorded(record))
    qtbot.waitUntil(lambda: len(problems) == 2, timeout=10_000)
    assert "Free some disk space" in problems[0]
    assert "only in memory" in problems[1] and "would be lost" in problems[1]
    with qtbot.waitSignal(history.save_recovered, timeout=20_000):
        armed.clear()  # space freed: the hand goes from memory straight to the database
    assert history.shutdown()
    assert _stored(db) == [record]


def test_replayed_sessions_are_ended_with_their_results_counted(qtbot, controllers, db) -> None:
    blocker = sqlite3.connect(db, isolation_level=None)
    blocker.execute("PRAGMA locking_mode = EXCLUSIVE")
    blocker.execute("BEGIN EXCLUSIVE")
    first = _open(qtbot, controllers, db)
    records = [random_record(seed) for seed in (120, 121, 122)]
    with qtbot.waitSignal(first.save_problem, timeout=10_000):
        for r in records:
            first.record_hand(_recorded(r))
    qtbot.waitUntil(lambda: first.pending_writes == 0, timeout=10_000)
    assert first.shutdown()
    blocker.execute("COMMIT")
    blocker.close()
    second = _open(qtbot, controllers, db)
    with qtbot.waitSignal(second.save_recovered, timeout=10_000):
        pass
    assert second.shutdown()
    conn = connect(db)
    try:
        sessions = HandLog(conn).sessions()
    finally:
        conn.close()
    assert len(sessions) == 1
    s = sessions[0]
    hero = {r.seats[0] for r in records}
    assert s.ended_at is not None and s.hands_played == 3
    assert s.hero_net == sum(dict(r.net)[r.seats[0]] for r in records) and len(hero) == 1


def test_hands_waiting_in_the_journal_are_listed_and_shown(qtbot, controllers, db, fast_retry) -> None:
    history = _open(qtbot, controllers, db)
    first = random_record(130)
    with qtbot.waitSignal(history.hand_saved, timeout=10_000):
        history.record_hand(_recorded(first))
    lock = WriteLock(db)
    waiting = random_record(131)
    try:
        with qtbot.waitSignal(history.hand_kept, timeout=10_000) as kept:
            history.record_hand(_recorded(waiting))
        assert kept.args[0].hand_id < 0 and kept.args[0].hand_number == waiting.hand_id
        with qtbot.waitSignal(history.hands_listed, timeout=10_000) as listed:
            history.request_hands(10)
        assert [s.hand_number for s in listed.args[0]] == [waiting.hand_id, first.hand_id]
        pending = listed.args[0][0]
        assert pending.hand_id < 0 and pending.total_pot == sum(p.amount for p in waiting.pots)
        with qtbot.waitSignal(history.hand_loaded, timeout=10_000) as loaded:
            history.request_hand(pending.hand_id)
        assert loaded.args[0].record == waiting
    finally:
        with qtbot.waitSignal(history.save_recovered, timeout=20_000):
            lock.release()
    with qtbot.waitSignal(history.hands_listed, timeout=10_000) as listed:
        history.request_hands(10)
    assert [s.hand_number for s in listed.args[0]] == [waiting.hand_id, first.hand_id]
    assert all(s.hand_id > 0 for s in listed.args[0])  # written now: real ids
