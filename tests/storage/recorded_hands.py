"""Hands as the app hands them to the log, and as a database file gives them back.

Shared by the tests of saving in trouble and of the first deal's number read before the log opens,
which both check that what was recorded is what the file holds, with history controllers that
are shut down after each test (the ``controllers`` fixture).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from razz_desktop.ui.qt_compat import protect_none

protect_none()

from razz_desktop.controllers.history_controller import HistoryController  # noqa: E402
from razz_desktop.controllers.recorded import RecordedHand  # noqa: E402
from razz_desktop.engine import HandRecord  # noqa: E402
from razz_desktop.storage.handlog.db import connect  # noqa: E402
from razz_desktop.storage.handlog.repository import HandLog  # noqa: E402

from .hands import players_for  # noqa: E402

__all__ = ["controllers"]
"""What a star import brings in: the fixture (the helpers are imported by name)."""


def recorded(record: HandRecord) -> RecordedHand:
    return RecordedHand(record, tuple(players_for(record)))


def stored(db: Path) -> list[HandRecord]:
    conn = connect(db)
    try:
        log = HandLog(conn)
        return [log.hand(i).record for i in log.hand_ids()]  # type: ignore[union-attr]
    finally:
        conn.close()


@pytest.fixture
def controllers(qtbot) -> Iterator[list[HistoryController]]:
    """The history controllers a test makes, shut down after it (their threads and files closed)."""
    made: list[HistoryController] = []
    yield made
    for c in made:
        c.shutdown()
