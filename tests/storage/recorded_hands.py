"""Hands as the app hands them to the log, and as a database file gives them back.

Shared by the tests of saving in trouble and of the first deal's number read before the log opens,
which both check that what was recorded is what the file holds.
"""

from __future__ import annotations

from pathlib import Path

from razz_desktop.ui.qt_compat import protect_none

protect_none()

from razz_desktop.controllers.recorded import RecordedHand  # noqa: E402
from razz_desktop.engine import HandRecord  # noqa: E402
from razz_desktop.storage import HandLog, connect  # noqa: E402

from .hands import players_for  # noqa: E402


def recorded(record: HandRecord) -> RecordedHand:
    return RecordedHand(record, tuple(players_for(record)))


def stored(db: Path) -> list[HandRecord]:
    conn = connect(db)
    try:
        log = HandLog(conn)
        return [log.hand(i).record for i in log.hand_ids()]  # type: ignore[union-attr]
    finally:
        conn.close()
