"""Opening the file: migrations, pragmas, and what happens to a bad file."""

from __future__ import annotations

import json
import os
import sqlite3
from datetime import datetime
from pathlib import Path

import pytest

from razz_desktop.engine import GameConfig
from razz_desktop.storage.handlog.db import (
    connect,
    integrity_check,
    migrate,
    open_database,
    schema_version,
)
from razz_desktop.storage.handlog.migrations import MIGRATIONS, SCHEMA_VERSION
from razz_desktop.storage.handlog.repository import HandLog

from .hands import players_for, random_record

TABLES = {"sessions", "hands", "hand_seats", "hand_origins", "rule_sets", "hand_reviews", "review_decisions",
          "player_notes"}


def _tables(conn: sqlite3.Connection) -> set[str]:
    return {r[0] for r in conn.execute("SELECT name FROM sqlite_schema WHERE type = 'table'")}


def test_migrations_from_an_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "razz.sqlite3"
    path.write_bytes(b"")  # an empty file is a valid, empty database
    conn, recovery = open_database(path)
    assert recovery is None
    assert schema_version(conn) == SCHEMA_VERSION == len(MIGRATIONS)
    assert _tables(conn) >= TABLES
    assert integrity_check(conn) == []
    conn.close()


def test_migrations_from_no_file_create_the_folder(tmp_path: Path) -> None:
    path = tmp_path / "new" / "folder" / "razz.sqlite3"
    conn, recovery = open_database(path)
    assert recovery is None and path.exists()
    assert schema_version(conn) == SCHEMA_VERSION
    conn.close()


def test_pragmas_wal_foreign_keys_strict(tmp_path: Path) -> None:
    conn = connect(tmp_path / "db.sqlite3")
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    with pytest.raises(sqlite3.IntegrityError):  # foreign key: no such session
        conn.execute(
            "INSERT INTO rule_sets (id, house_rules) VALUES (1, '{}')"
        )
        conn.execute(
            "INSERT INTO hands (session_id, hand_number, played_at, small_bet, big_bet, ante, bring_in, "
            "rules_id, body, players, last_street, total_pot, showdown) "
            "VALUES (99, 1, 0, 1, 2, 0, 1, 1, x'00', 2, 3, 0, 0)"
        )
    with pytest.raises(sqlite3.IntegrityError):  # STRICT: text in an integer column
        conn.execute("INSERT INTO sessions (started_at, small_bet, big_bet, ante, bring_in, house_rules) "
                     "VALUES ('x', 'two', 4, 0, 1, '{}')")
    conn.close()


def test_upgrade_from_version_one_keeps_the_hands(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    assert migrate(conn, target=1) == 1
    assert "player_notes" not in _tables(conn)
    conn.close()
    # A version-1 file written by the version-1 code path (the hand tables existed then).
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    log = HandLog(conn)
    sid = log.start_session(GameConfig())
    record = random_record(11)
    # Version 1 had no note column: write the hand by hand through the v1 columns.
    hid = conn.execute(
        "INSERT INTO hands (session_id, hand_number, played_at, small_bet, big_bet, ante, bring_in, "
        "house_rules, last_street, deck, total_pot, events) VALUES (?, 1, '2024-01-01T00:00:00+00:00', "
        "200, 400, 40, 50, '{}', 3, '', 0, '[]')",
        (sid,),
    ).lastrowid
    conn.close()
    conn = connect(path)  # migrates to the latest version
    assert schema_version(conn) == SCHEMA_VERSION
    # That hand has no seats: schema 3 could not read it either. The compact
    # migration keeps it verbatim instead of dropping it.
    assert conn.execute("SELECT count(*) FROM hands").fetchone() == (0,)
    reason, rows = conn.execute("SELECT reason, rows FROM unconverted_hands WHERE id = ?", (hid,)).fetchone()
    assert "no seats" in reason
    assert json.loads(rows)["hands"][0]["note"] == ""
    log = HandLog(conn)
    new_id = log.save_hand(sid, record, players_for(record))
    assert log.hand(new_id).record == record  # type: ignore[union-attr]
    assert integrity_check(conn) == []
    conn.close()


def test_a_failed_migration_leaves_the_previous_version(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "db.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, target=1)
    broken = (*MIGRATIONS[:1], (MIGRATIONS[1][0], "CREATE TABLE oops (syntax error here"))
    monkeypatch.setattr("razz_desktop.storage.handlog.migrations.MIGRATIONS", broken)
    with pytest.raises(sqlite3.OperationalError):
        migrate(conn, target=2)
    assert schema_version(conn) == 1
    assert "note" not in {r[1] for r in conn.execute("PRAGMA table_info(hands)")}
    conn.close()


def test_a_newer_schema_is_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    conn.close()
    before = path.read_bytes()
    conn, recovery = open_database(path)
    assert recovery is not None and recovery.in_memory and recovery.moved_to is None
    assert "newer version" in recovery.message
    assert path.read_bytes() == before
    assert list(tmp_path.iterdir()) == [path]
    HandLog(conn).start_session(GameConfig())  # the program carries on in memory
    conn.close()


def test_garbage_file_is_reported_moved_aside_and_replaced(tmp_path: Path) -> None:
    path = tmp_path / "razz.sqlite3"
    garbage = os.urandom(8192)
    path.write_bytes(garbage)
    (tmp_path / "razz.sqlite3-wal").write_bytes(b"stale wal")
    conn, recovery = open_database(path, now=datetime(2024, 5, 1, 12, 30, 45))
    assert recovery is not None
    assert not recovery.in_memory
    assert recovery.moved_to == tmp_path / "razz.sqlite3.damaged-20240501-123045"
    assert recovery.moved_to.read_bytes() == garbage
    # The stale WAL is not left next to the fresh file, where it could be replayed
    # into it (SQLite may already have discarded it while failing to open the file).
    fresh_wal = tmp_path / "razz.sqlite3-wal"
    assert not fresh_wal.exists() or fresh_wal.read_bytes() != b"stale wal"
    assert "razz.sqlite3.damaged-20240501-123045" in recovery.message
    assert "not a database" in recovery.reason
    # A fresh, working database took its place.
    log = HandLog(conn)
    sid = log.start_session(GameConfig())
    record = random_record(5)
    hid = log.save_hand(sid, record, players_for(record))
    assert log.hand(hid).record == record  # type: ignore[union-attr]
    conn.close()


def test_second_damage_the_same_second_gets_its_own_name(tmp_path: Path) -> None:
    path = tmp_path / "razz.sqlite3"
    when = datetime(2024, 5, 1, 12, 30, 45)
    moved = []
    for _ in range(2):
        path.write_bytes(b"\x00garbage" * 100)
        conn, recovery = open_database(path, now=when)
        conn.close()
        assert recovery is not None and recovery.moved_to is not None
        moved.append(recovery.moved_to.name)
    assert moved == ["razz.sqlite3.damaged-20240501-123045", "razz.sqlite3.damaged-20240501-123045-2"]


def test_damaged_pages_inside_a_valid_file_are_detected(tmp_path: Path) -> None:
    path = tmp_path / "razz.sqlite3"
    conn = connect(path)
    log = HandLog(conn)
    sid = log.start_session(GameConfig())
    for seed in range(30):
        record = random_record(seed)
        log.save_hand(sid, record, players_for(record))
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 8 * page
    for k in range(2, len(data) // page, 2):  # scribble over every other page after the schema
        data[k * page + 8: k * page + 200] = os.urandom(192)
    path.write_bytes(bytes(data))
    conn, recovery = open_database(path)
    assert recovery is not None and recovery.moved_to is not None and not recovery.in_memory
    assert HandLog(conn).hand_count() == 0
    conn.close()


def test_an_unopenable_path_is_not_moved(tmp_path: Path) -> None:
    path = tmp_path / "a-folder"
    path.mkdir()  # a directory where the file should be: cannot open, but not damage
    conn, recovery = open_database(path)
    assert recovery is not None and recovery.in_memory and recovery.moved_to is None
    assert path.is_dir()
    assert "will not be saved" in recovery.message
    conn.close()


# ------------------------------------------------- opening for the history controller


def test_open_history_raises_for_a_locked_file_and_leaves_it_alone(tmp_path: Path) -> None:
    from razz_desktop.storage.handlog.db import (
        DatabaseUnavailableError,
        WriteProblem,
        open_history,
        write_problem,
    )

    path = tmp_path / "razz.sqlite3"
    connect(path).close()
    blocker = sqlite3.connect(path, isolation_level=None)
    blocker.execute("PRAGMA locking_mode = EXCLUSIVE")
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(DatabaseUnavailableError) as caught:
            open_history(path, busy_timeout_ms=50)
        assert write_problem(caught.value) is WriteProblem.LOCKED
        assert sorted(p.name for p in tmp_path.iterdir() if "damaged" in p.name) == []
    finally:
        blocker.execute("COMMIT")
        blocker.close()
    conn, recovery = open_history(path)
    assert recovery is None
    conn.close()


def test_open_history_refuses_a_newer_schema_without_touching_it(tmp_path: Path) -> None:
    from razz_desktop.storage.handlog.db import (
        DatabaseUnavailableError,
        WriteProblem,
        open_history,
        write_problem,
    )

    path = tmp_path / "db.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(DatabaseUnavailableError) as caught:
        open_history(path)
    assert write_problem(caught.value) is WriteProblem.NEWER_VERSION
    assert path.read_bytes() == before


def test_the_marker_says_whether_the_last_close_was_clean(tmp_path: Path) -> None:
    from razz_desktop.storage.handlog.db import mark_closed, mark_open, needs_check, open_marker

    path = tmp_path / "razz.sqlite3"
    assert not needs_check(path)  # no file yet: nothing to check
    connect(path).close()
    assert not needs_check(path)
    mark_open(path)
    assert open_marker(path).exists() and needs_check(path)
    mark_closed(path)
    assert not needs_check(path)
    mark_closed(path)  # idempotent


def test_open_without_the_check_skips_quick_check(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from razz_desktop.storage.handlog import db as storage_db

    calls: list[int] = []
    monkeypatch.setattr(storage_db, "quick_check", lambda conn: calls.append(1) or [])
    path = tmp_path / "razz.sqlite3"
    storage_db.open_history(path, check=False)[0].close()
    assert calls == []
    storage_db.open_history(path, check=True)[0].close()
    assert calls == [1]


@pytest.mark.parametrize(("error", "problem"), [
    (sqlite3.OperationalError("database is locked"), "locked"),
    (sqlite3.OperationalError("database or disk is full"), "disk-full"),
    (sqlite3.OperationalError("attempt to write a readonly database"), "read-only"),
    (sqlite3.DatabaseError("database disk image is malformed"), "damaged"),
    (sqlite3.OperationalError("disk I/O error"), "unavailable"),
    (OSError(28, "No space left on device"), "disk-full"),
    (OSError(13, "Permission denied"), "read-only"),
    (sqlite3.IntegrityError("CHECK constraint failed"), None),
    (ValueError("players given for seats"), None),
])
def test_write_problems_are_told_apart(error: Exception, problem: str | None) -> None:
    from razz_desktop.storage.handlog.db import write_problem

    found = write_problem(error)
    assert (None if found is None else found.value) == problem


def test_two_connections_migrating_one_file_do_not_run_a_step_twice(tmp_path, monkeypatch) -> None:
    """The history worker and a drills' or mistakes' controller may open a new file at once:
    one read the version before the other's migrations committed. Each step re-reads the
    version under the write lock and skips what the other connection already did."""
    from razz_desktop.storage.handlog import db as dbmod

    path = tmp_path / "h.sqlite3"
    first = sqlite3.connect(path, isolation_level=None)
    second = sqlite3.connect(path, isolation_level=None)
    dbmod.migrate(second, target=7)  # the other connection got there first
    real = dbmod.schema_version
    stale = [6]  # ... after this one had read version 6 (its first read, before the lock)

    def stale_then_real(conn):
        return stale.pop() if conn is first and stale else real(conn)

    monkeypatch.setattr(dbmod, "schema_version", stale_then_real)
    assert dbmod.migrate(first) == dbmod.SCHEMA_VERSION  # no "table hand_tournaments already exists"
    assert real(second) == dbmod.SCHEMA_VERSION
    first.close()
    second.close()
