"""The drills' rows: an answer and its spot's box written together, tallies, progress per day."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from razz_desktop.storage.handlog.db import connect, schema_version
from razz_desktop.storage.handlog.drills import (
    BoxRow,
    DrillAnswerRow,
    boxes,
    deck_tallies,
    progress,
    record_answer,
)
from razz_desktop.storage.handlog.migrations import SCHEMA_VERSION


def tables(conn: sqlite3.Connection) -> set[str]:
    return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def answer(deck: str, card: str, correct: bool, day: int = 1) -> DrillAnswerRow:
    return DrillAnswerRow(deck, card, "call", ("call",) if correct else ("fold",), correct, False,
                          datetime(2026, 12, day, 20, 0, tzinfo=UTC))


def test_the_migration_makes_the_tables_and_an_answer_is_kept_at_once(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite"
    conn = connect(path)
    assert schema_version(conn) == SCHEMA_VERSION
    assert {"drill_answers", "drill_boxes"} <= tables(conn)
    clock = record_answer(conn, answer("seventh_call", "c1", False), BoxRow("c1", "seventh_call", 1, 1))
    assert clock == 1
    # another connection (another process) sees it at once: nothing waits for the session's end
    other = sqlite3.connect(str(path))
    assert other.execute("SELECT deck, choice, correct FROM drill_answers").fetchall() == [("seventh_call", "call", 0)]
    other.close()
    assert boxes(conn) == [BoxRow("c1", "seventh_call", 1, 1)]
    assert record_answer(conn, answer("seventh_call", "c1", True), BoxRow("c1", "seventh_call", 2, 2)) == 2
    assert boxes(conn) == [BoxRow("c1", "seventh_call", 2, 2)]
    assert record_answer(conn, answer("seventh_call", "c1", True), None) == 3
    assert boxes(conn) == []
    conn.close()


def test_tallies_and_progress(tmp_path: Path) -> None:
    conn = connect(tmp_path / "h.sqlite")
    for i, ok in enumerate([True, False, True, True]):
        record_answer(conn, answer("bring_in", f"b{i}", ok, day=1 + i // 2), None)
    record_answer(conn, answer("read_low", "r", False, day=2), None)
    t = deck_tallies(conn, window=3)
    assert t["bring_in"].answers == 4 and t["bring_in"].recent == (False, True, True)
    assert t["read_low"].recent == (False,)
    points = progress(conn)
    assert [(p.deck, p.day, p.right, p.total) for p in points] == [
        ("bring_in", "2026-12-01", 1, 2), ("bring_in", "2026-12-02", 2, 2), ("read_low", "2026-12-02", 0, 1)]
    assert [p.deck for p in progress(conn, ["read_low"])] == ["read_low"]
    conn.close()
