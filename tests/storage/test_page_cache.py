"""The hand log's page cache: small while hands are played, large for an import (issue 10's flat memory).

SQLite's default cache (2 MiB a connection) filled as the file grew and read
as about a kilobyte of memory a hand over a long sitting; the app's one
connection now keeps 256 KiB, and takes 8 MiB for an import's bulk writes.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from razz_desktop.ui.qt_compat import protect_none

protect_none()  # PySide6 6.12.0 on Python 3.11: see razz_desktop/ui/qt_compat.py

from razz_desktop.controllers.history_controller import HistoryController  # noqa: E402
from razz_desktop.controllers.history_worker_core import (  # noqa: E402
    IMPORT_PAGE_CACHE_KIB,
    PLAYING_PAGE_CACHE_KIB,
)
from razz_desktop.storage.handlog.db import connect  # noqa: E402
from razz_desktop.storage.handlog.repository import HandLog  # noqa: E402

from .test_history_import_export import corpus  # noqa: E402


def test_the_page_cache_is_set_and_read_in_kib(tmp_path: Path) -> None:
    conn = connect(tmp_path / "razz.sqlite3")
    try:
        log = HandLog(conn)
        assert log.page_cache() == 2000  # SQLite's default (-2000: 2,000 KiB)
        log.set_page_cache(256)
        assert log.page_cache() == 256
        with pytest.raises(ValueError, match="0 KiB"):
            log.set_page_cache(0)
        assert log.page_cache() == 256
    finally:
        conn.close()


def test_the_app_plays_with_a_small_cache_and_imports_with_a_large_one(qtbot, tmp_path: Path, monkeypatch) -> None:
    sizes: list[int] = []
    original = HandLog.set_page_cache

    def spy(self: HandLog, kib: int) -> None:
        sizes.append(kib)
        original(self, kib)

    monkeypatch.setattr(HandLog, "set_page_cache", spy)
    history = HistoryController(tmp_path / "razz.sqlite3")
    try:
        qtbot.waitUntil(lambda: history.next_hand_number is not None, timeout=10_000)
        assert sizes == [PLAYING_PAGE_CACHE_KIB]
        with qtbot.waitSignal(history.import_finished, timeout=60_000):
            assert history.import_files([corpus()])
        assert sizes == [PLAYING_PAGE_CACHE_KIB, IMPORT_PAGE_CACHE_KIB, PLAYING_PAGE_CACHE_KIB]
    finally:
        history.shutdown()
