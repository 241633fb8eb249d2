"""The first deal's number read from the file before the hand log opens (storage.handlog.peek), and a log
that opens later (``HistoryController(open_now=False)``): the same numbers, nothing lost (issue 19).

``storage.handlog.peek.next_hand_number`` must give the number the log gives once open, or None (then
the first deal waits for the log as before): these tests play the cases where the two could
differ (hands waiting in the journal, an unclean shutdown, another schema, a file that is not a
database) and check that the log, opened later, still receives what was asked for meanwhile.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from razz_desktop.ui.qt_compat import protect_none

protect_none()

from razz_desktop.controllers.history_controller import HistoryController  # noqa: E402
from razz_desktop.engine import HandRecord  # noqa: E402
from razz_desktop.storage.handlog import db as storage_db  # noqa: E402
from razz_desktop.storage.handlog import migrations  # noqa: E402
from razz_desktop.storage.handlog.db import connect  # noqa: E402
from razz_desktop.storage.handlog.journal import journal_path  # noqa: E402
from razz_desktop.storage.handlog.peek import PEEKED_SCHEMA, next_hand_number  # noqa: E402

from .hands import random_record  # noqa: E402
from .recorded_hands import *  # noqa: E402, F403 - the controllers fixture
from .recorded_hands import recorded as _recorded  # noqa: E402
from .recorded_hands import stored as _stored  # noqa: E402


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "razz.sqlite3"


def _played(qtbot, controllers: list[HistoryController], db: Path, seeds: range) -> list[HandRecord]:
    """A run of the app that played and wrote these hands, then closed cleanly."""
    history = HistoryController(db)
    controllers.append(history)
    records = [random_record(seed) for seed in seeds]
    for r in records:
        with qtbot.waitSignal(history.hand_saved, timeout=10_000):
            history.record_hand(_recorded(r))
    assert history.shutdown()
    return records


def test_the_query_knows_the_schema_the_migrations_make() -> None:
    assert PEEKED_SCHEMA == migrations.SCHEMA_VERSION  # a new migration: check the query, then move this on


def test_no_file_yet_means_hand_one(db: Path) -> None:
    assert next_hand_number(db) == 1


def test_an_empty_history_means_hand_one(db: Path) -> None:
    connect(db).close()
    assert next_hand_number(db) == 1


def test_the_file_gives_the_number_the_log_gives_after_a_restart(qtbot, controllers, db: Path) -> None:
    records = _played(qtbot, controllers, db, range(3))  # hands #1, #2, #3
    peeked = next_hand_number(db)
    assert peeked == records[-1].hand_id + 1 == 4
    later = HistoryController(db, open_now=False)
    controllers.append(later)
    assert later.next_hand_number == 4  # known before the log opens
    with qtbot.waitSignal(later.hand_number_known, timeout=10_000) as known:
        later.open()
    assert known.args == [4]


def test_hands_waiting_in_the_journal_leave_the_number_to_the_log(qtbot, controllers, db: Path) -> None:
    _played(qtbot, controllers, db, range(2))
    journal_path(db).write_text('{"a hand": "waiting"}\n', encoding="utf-8")
    assert next_hand_number(db) is None
    assert HistoryController(db, open_now=False).next_hand_number is None


def test_a_file_not_closed_cleanly_leaves_the_number_to_the_log(qtbot, controllers, db: Path) -> None:
    _played(qtbot, controllers, db, range(2))
    storage_db.open_marker(db).write_bytes(b"")  # as a crash leaves it
    assert next_hand_number(db) is None


def test_another_schema_leaves_the_number_to_the_log(db: Path) -> None:
    conn = sqlite3.connect(db)
    conn.execute(f"PRAGMA user_version = {PEEKED_SCHEMA - 1}")
    conn.execute("CREATE TABLE hands (id INTEGER PRIMARY KEY, hand_number INTEGER, site TEXT)")
    conn.execute("INSERT INTO hands (hand_number, site) VALUES (9, NULL)")
    conn.commit()
    conn.close()
    assert next_hand_number(db) is None


def test_a_file_that_is_not_a_database_leaves_the_number_to_the_log(db: Path) -> None:
    db.write_bytes(b"this is not a database at all, just some text " * 40)
    assert next_hand_number(db) is None
    assert db.read_bytes().startswith(b"this is not a database")  # untouched: recovery is the log's job


def test_what_is_asked_for_before_the_log_opens_is_written_in_order_once_it_does(qtbot, controllers,
                                                                              db: Path) -> None:
    history = HistoryController(db, open_now=False)
    controllers.append(history)
    records = [random_record(seed) for seed in range(3)]
    history.start_session(records[0].config)
    for r in records:
        history.record_hand(_recorded(r))
    assert not db.exists()  # nothing opened yet
    saved: list[object] = []
    history.hand_saved.connect(saved.append)
    history.open()
    qtbot.waitUntil(lambda: len(saved) == 3, timeout=10_000)
    assert history.shutdown()
    assert _stored(db) == records


def test_closing_before_the_log_opened_still_writes_what_was_asked_for(qtbot, db: Path) -> None:
    history = HistoryController(db, open_now=False)
    record = random_record(5)
    history.record_hand(_recorded(record))
    assert history.shutdown()
    assert _stored(db) == [record]
    assert not journal_path(db).exists() or journal_path(db).stat().st_size == 0


def _no_query(monkeypatch) -> None:
    from razz_desktop.storage.handlog import peek

    def refuse(path: Path) -> int | None:
        raise AssertionError("the stamp should have answered")

    monkeypatch.setattr(peek, "_last_played", refuse)


def test_a_clean_close_leaves_the_number_and_the_next_start_reads_it_without_a_query(
        qtbot, controllers, db: Path, monkeypatch) -> None:
    records = _played(qtbot, controllers, db, range(3))
    stamp = db.with_name(db.name + ".next-hand")
    assert stamp.read_text(encoding="ascii").splitlines()[1].split()[0] == "4"
    _no_query(monkeypatch)
    assert next_hand_number(db) == records[-1].hand_id + 1 == 4


def test_a_file_written_since_the_close_is_asked_again(qtbot, controllers, db: Path) -> None:
    _played(qtbot, controllers, db, range(3))
    stamp = db.with_name(db.name + ".next-hand")
    header, line = stamp.read_text(encoding="ascii").splitlines()
    stamp.write_text(f"{header}\n9 {line.split(' ', 1)[1]}\n", encoding="ascii")  # a number the file does not hold
    info = db.stat()
    os.utime(db, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000))  # another program wrote it since
    assert next_hand_number(db) == 4  # the query's answer, not the stale stamp's


def test_a_write_ahead_log_beside_the_file_means_the_query_answers(qtbot, controllers, db: Path) -> None:
    _played(qtbot, controllers, db, range(2))
    stamp = db.with_name(db.name + ".next-hand")
    header, line = stamp.read_text(encoding="ascii").splitlines()
    stamp.write_text(f"{header}\n9 {line.split(' ', 1)[1]}\n", encoding="ascii")
    db.with_name(db.name + "-wal").write_bytes(b"\0" * 32)  # someone has it open now
    assert next_hand_number(db) == 3


@pytest.mark.parametrize("text", ["", "garbage", "razz-desktop next hand 1\n", "razz-desktop next hand 1\nx 1 2\n",
                                  "razz-desktop next hand 1\n0 1 2\n", "\xff\xfe"])
def test_a_damaged_stamp_is_ignored(qtbot, controllers, db: Path, text: str) -> None:
    _played(qtbot, controllers, db, range(2))
    db.with_name(db.name + ".next-hand").write_bytes(text.encode("latin-1"))
    assert next_hand_number(db) == 3
