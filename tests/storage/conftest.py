"""A fresh database file per test."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from razz_desktop.storage.handlog.db import connect
from razz_desktop.storage.handlog.repository import HandLog


@pytest.fixture
def log(tmp_path: Path) -> Iterator[HandLog]:
    conn = connect(tmp_path / "razz.sqlite3")
    yield HandLog(conn)
    conn.close()
