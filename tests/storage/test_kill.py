"""A writer killed mid-session: every hand is whole or absent, earlier hands intact.

The writer is a real separate process killed with SIGKILL (no cleanup, no
atexit, no Python finally blocks), as when the program crashes or the
machine's owner ends it. Then the database is reopened the way the program
opens it.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from razz_desktop.storage.handlog.db import integrity_check, open_database
from razz_desktop.storage.handlog.repository import HandLog

from .hands import players_for, random_record

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")


def _start(db: Path, mode: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.storage.kill_writer", str(db), mode],
        cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )


def _read_until(proc: subprocess.Popen[str], committed: int | None) -> list[int]:
    """Hand numbers reported committed; stops after ``committed`` of them or at "paused"."""
    assert proc.stdout is not None
    numbers: list[int] = []
    for line in proc.stdout:
        if line.startswith("committed"):
            numbers.append(int(line.split()[1]))
            if committed is not None and len(numbers) >= committed:
                break
        elif line.strip() == "paused":
            break
    return numbers


def _kill(proc: subprocess.Popen[str]) -> None:
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL


def _check_reopened(db: Path, reported: list[int]) -> list[int]:
    conn, recovery = open_database(db)
    try:
        assert recovery is None, recovery.message
        assert integrity_check(conn) == []
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
        log = HandLog(conn)
        stored = [log.hand(hid) for hid in log.hand_ids()]
        numbers = [h.record.hand_id for h in stored if h is not None]
        # Everything reported committed is there, in order; at most one more hand
        # committed in the instant between its COMMIT and its "committed" line.
        assert numbers[: len(reported)] == reported
        assert len(numbers) - len(reported) in (0, 1)
        for h in stored:
            assert h is not None
            expected = random_record(h.record.hand_id - 1)
            assert h.record == expected  # whole: every row and every event of the hand
            assert h.players == tuple(players_for(expected))
        seats_rows = conn.execute("SELECT count(*) FROM hand_seats").fetchone()[0]
        assert seats_rows == sum(len(h.record.seats) for h in stored if h is not None)
        return numbers
    finally:
        conn.close()


def test_kill_inside_a_hand_transaction(tmp_path: Path) -> None:
    db = tmp_path / "razz.sqlite3"
    proc = _start(db, "pause")
    try:
        reported = _read_until(proc, None)  # reads the five commits, then "paused"
    finally:
        _kill(proc)
    assert reported == [1, 2, 3, 4, 5]
    assert (tmp_path / "razz.sqlite3-wal").exists()  # not checkpointed: reopening must recover from it
    numbers = _check_reopened(db, reported)
    assert numbers == [1, 2, 3, 4, 5]  # the sixth hand, half-written, is absent


@pytest.mark.parametrize("after", [3, 25, 60])
def test_kill_at_an_arbitrary_moment_of_a_writing_loop(tmp_path: Path, after: int) -> None:
    db = tmp_path / "razz.sqlite3"
    proc = _start(db, "loop")
    try:
        reported = _read_until(proc, after)
    finally:
        _kill(proc)
    assert len(reported) == after
    # On a busy machine the writer runs ahead of this reader: lines it printed before the kill
    # wait in the pipe (and the reader's buffer). They were reported committed too.
    assert proc.stdout is not None
    reported += [int(line.split()[1]) for line in proc.stdout.read().splitlines() if line.startswith("committed")]
    numbers = _check_reopened(db, reported)
    # The database keeps working after the crash.
    conn, _ = open_database(db)
    log = HandLog(conn)
    sid = log.sessions()[0].session_id
    record = random_record(500)
    hid = log.save_hand(sid, record, players_for(record))
    assert log.hand(hid).record == record  # type: ignore[union-attr]
    assert log.close_dangling_sessions() == [sid]
    assert log.session(sid).hands_played == len(numbers) + 1  # type: ignore[union-attr]
    conn.close()
