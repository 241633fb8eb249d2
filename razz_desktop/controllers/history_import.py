"""Imports and reviews on the history thread; exports on a worker of their own.

Why an import runs on the history thread, in steps: that thread owns the
only connection that writes, so an import never holds the write lock
against the hands being played (which would make a hand's save wait, or
time out and be journaled as if another program held the file). Each step
(``ImportRun.step``: up to ``PER_TRANSACTION`` hands, one commit) is one
slot call; the next step is queued behind whatever else was asked meanwhile,
so a hand finished during a long import is saved between two steps. Cancel
is a flag the GUI thread sets and the next step reads: the hands written so
far stay.

Reviews arrive after their hand (the coach grades it once the hand is over)
and carry the engine's hand number; the controller turns the number into the
hand's uid (``ReviewRouter``), and the worker writes the review once the
hand is in the database (at once, or when it is written from the journal).

Exports read through their own read-only ``HandBrowser`` on a ``JobRunner``
thread: reading never waits for the writer (WAL), and the writer never waits
for an export.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from razz_desktop.records import HandFilter, HandSort, StoredHand
from razz_desktop.reviews import HandReview

from .jobs import JobRunner

if TYPE_CHECKING:
    # Imported where an import or an export runs, not with this module: the history
    # thread opens the database before the first table without them (issue 19).
    from razz_desktop.storage.formats.export import ExportFormat
    from razz_desktop.storage.importing.run import ImportRun

log = logging.getLogger(__name__)

KEEP_NUMBERS = 200
"""How many recent hands the review router remembers (a review comes a few seconds after its hand)."""


class ImportState:
    """The import the history worker is running (at most one at a time)."""

    def __init__(self, run: ImportRun) -> None:
        self.run = run
        self.cancel = threading.Event()  # set from the GUI thread, read by the worker between steps


class ReviewRouter:
    """Engine hand number -> the uid the history controller gave that hand (the last ``KEEP_NUMBERS``)."""

    def __init__(self) -> None:
        self._uids: OrderedDict[int, str] = OrderedDict()

    def remember(self, number: int, uid: str) -> None:
        self._uids[number] = uid
        self._uids.move_to_end(number)
        while len(self._uids) > KEEP_NUMBERS:
            self._uids.popitem(last=False)

    def uid_for(self, number: int) -> str | None:
        return self._uids.get(number)


class PendingReviews:
    """Reviews whose hand is not in the database yet (journaled, or still queued)."""

    def __init__(self) -> None:
        self._by_uid: dict[str, HandReview] = {}

    def add(self, uid: str, review: HandReview) -> None:
        self._by_uid[uid] = review

    def pop(self, uid: str) -> HandReview | None:
        return self._by_uid.pop(uid, None)

    def __len__(self) -> int:
        return len(self._by_uid)


class HistoryExporter(QObject):
    """Writes stored hands to a file off the GUI thread (PokerStars text or PHH)."""

    finished = Signal(int, str)  # hands written, the path written
    failed = Signal(str)

    def __init__(self, database_path: Path | str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = Path(database_path)
        self._runner = JobRunner("hand-export", self)

    @property
    def busy(self) -> bool:
        return self._runner.busy

    def export(self, fmt: ExportFormat | str, out: Path | str, hand_filter: HandFilter | None = None,
               hand_ids: Sequence[int] | None = None) -> bool:
        """Export the hands of ``hand_filter`` (all hands when None), or exactly ``hand_ids`` (a selection),
        oldest first; answered by ``finished`` or ``failed``. False when the exporter is shut down."""
        from razz_desktop.storage.formats.export import ExportFormat

        fmt = ExportFormat(fmt)
        ids = None if hand_ids is None else list(hand_ids)
        target = Path(out)
        return self._runner.submit(lambda: self._export(fmt, target, hand_filter, ids))

    def _export(self, fmt: ExportFormat, out: Path, f: HandFilter | None, ids: list[int] | None) -> None:
        from razz_desktop.storage.coding.notes import CorruptRecordError
        from razz_desktop.storage.formats.export import ExportError, export_hands
        from razz_desktop.storage.handlog.browse import BrowseError, HandBrowser
        from razz_desktop.storage.handlog.db import DATABASE_ERRORS

        errors: tuple[type[Exception], ...] = (
            ExportError, BrowseError, CorruptRecordError, KeyError, OSError, *DATABASE_ERRORS)
        try:
            with HandBrowser(self._path) as b:
                chosen = ids if ids is not None else b.ids(f or HandFilter(), HandSort.DATE, descending=False)

                def hands() -> Iterator[StoredHand]:
                    for i in chosen:
                        yield b.hand(i)

                count = export_hands(hands(), fmt, out)
        except errors as exc:
            log.warning("export to %s failed: %s", out, exc)
            self.failed.emit(f"exporting to {out}: {exc}")
            return
        self.finished.emit(count, str(out))

    def wait_idle(self, timeout_ms: int) -> bool:
        return self._runner.wait_idle(timeout_ms)

    def shutdown(self, wait_ms: int = 3000) -> bool:
        return self._runner.shutdown(wait_ms)


__all__ = ["HistoryExporter", "ImportState", "PendingReviews", "ReviewRouter"]
