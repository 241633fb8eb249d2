"""A tournament's result that cannot be written now (another program holds the file) waits and is written
with the journaled hands when the file is free again (issue 37)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from razz_desktop.ui.qt_compat import protect_none

protect_none()  # PySide6 6.12.0 on Python 3.11: see razz_desktop/ui/qt_compat.py

from razz_desktop.controllers import history_worker_core as hc  # noqa: E402
from razz_desktop.storage.handlog.db import connect  # noqa: E402
from razz_desktop.storage.handlog.tournaments import results  # noqa: E402
from razz_desktop.tournament.status import TournamentOutcome  # noqa: E402

from .hands import random_record  # noqa: E402
from .recorded_hands import *  # noqa: E402, F403 - the controllers fixture
from .recorded_hands import recorded as _recorded  # noqa: E402
from .test_saving_trouble import WriteLock, _open  # noqa: E402


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "razz.sqlite3"
    connect(path).close()  # an existing, healthy history
    return path


@pytest.fixture
def fast_retry(monkeypatch: pytest.MonkeyPatch) -> None:
    """Retry at once, as test_saving_trouble's fixture does."""
    monkeypatch.setattr(hc, "RETRY_FIRST_MS", 20)
    monkeypatch.setattr(hc, "RETRY_MAX_MS", 40)

OUTCOME = TournamentOutcome(((1, "Ada", 260, False), (2, "You", 140, True), (3, "Bo", 0, False)), 2, 140, 3, 31,
                            100, "1765137600000", "turbo", 2, datetime(2026, 12, 7, 20, 0, tzinfo=UTC))


def test_a_result_waits_for_a_locked_file_and_is_written_when_it_is_free(qtbot, controllers, db: Path,
                                                                          fast_retry) -> None:
    history = _open(qtbot, controllers, db)
    qtbot.waitUntil(lambda: history.next_hand_number is not None, timeout=10_000)
    saved: list[str] = []
    history.tournament_saved.connect(saved.append)
    lock = WriteLock(db)
    try:
        with qtbot.waitSignal(history.save_problem, timeout=10_000):
            history.record_hand(_recorded(random_record(1)))
        history.record_tournament(OUTCOME)
        qtbot.waitUntil(lambda: history.pending_writes == 0, timeout=10_000)
        assert saved == []
    finally:
        with qtbot.waitSignal(history.tournament_saved, timeout=20_000):
            lock.release()
    assert saved == ["1765137600000"]
    assert history.shutdown()
    conn = connect(db)
    [kept] = results(conn)
    conn.close()
    assert (kept.place, kept.prize, kept.buy_in, kept.places_paid, kept.schedule) == (2, 140, 100, 2, "turbo")
    assert kept.started_at == OUTCOME.started_at and kept.finished_at >= kept.started_at
