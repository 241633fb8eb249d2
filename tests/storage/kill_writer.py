"""A writer process for the kill-mid-write tests: ``python -m tests.storage.kill_writer DB MODE``.

It writes the hands ``random_record(0)``, ``random_record(1)``, ... in one
session and prints ``committed <hand number> <hand id>`` after each commit,
so the test knows exactly what reached the disk before it kills the process.

MODE ``loop`` writes until killed. MODE ``pause`` writes five hands, then
starts the sixth and stops inside its transaction, after the hand and seat
row went in and before its seats (it prints ``paused`` and waits on stdin),
so the kill lands mid-hand every time.
"""

from __future__ import annotations

import sqlite3
import sys
from itertools import count
from typing import Any

from razz_desktop.engine import GameConfig
from razz_desktop.storage.handlog.db import open_database
from razz_desktop.storage.handlog.repository import HandLog

from .hands import players_for, random_record


class _PausingConnection:
    """Forwards to a real connection; blocks at the first seats insert once armed."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn
        self.armed = False

    def execute(self, sql: str, params: Any = ()) -> sqlite3.Cursor:
        return self._conn.execute(sql, params)

    def executemany(self, sql: str, rows: Any) -> sqlite3.Cursor:
        if self.armed and sql.startswith("INSERT INTO hand_seats"):
            assert self._conn.in_transaction
            print("paused", flush=True)
            sys.stdin.read()  # the parent kills us here
        return self._conn.executemany(sql, rows)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._conn, name)


def main(path: str, mode: str) -> None:
    conn, recovery = open_database(path)
    assert recovery is None, recovery
    proxy = _PausingConnection(conn)
    log = HandLog(proxy)  # type: ignore[arg-type]
    sid = log.start_session(GameConfig())
    for seed in count():
        if mode == "pause" and seed == 5:
            proxy.armed = True
        record = random_record(seed)
        hid = log.save_hand(sid, record, players_for(record))
        print(f"committed {record.hand_id} {hid}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
