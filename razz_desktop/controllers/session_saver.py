"""Keeping the session to continue on disk: after every finished hand, at a deal, at quit.

The game controller says when the table between hands changed (``checkpoint``:
seated, a hand settled, a rebuy) and the saver writes
:meth:`~.resuming.Resuming.saved_session` to the file beside the hand log.
When a hand is dealt, the same session is written again naming that hand
(``interrupted_hand``): if the app dies before the hand is over, the next
start can say that this hand was not kept. An orderly quit finishes the
live hand first (:mod:`.winding_up`) and writes the session after it, with no
hand interrupted.

What "ended" means, so that it is not offered again: the user left the table,
started a new session or tournament (the old one is finished and recorded
first, and the new one replaces it), the session was over (out of chips with
"end the session", a table that could not deal), the sit-and-go finished, or
the human was knocked out of it. Quitting (the window, Quit, Ctrl+C, SIGTERM)
and a crash keep it.

Writing takes about 12 ms here (the fsync of the file and of its folder,
measured on this project's machine), too long for the GUI thread between two
animations: the encoding is done on the GUI thread (0.3 ms, so the data
cannot change under it) and the write on one worker thread, in order; a
later write or a discard waits for the earlier one. :meth:`SessionSaver.flush`
waits for them all (application exit).
"""

from __future__ import annotations

import logging
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot

from razz_desktop.storage.handlog import saved_session as store

from .flow import SessionEnd, SessionResult

if TYPE_CHECKING:
    from .game_controller import GameController

log = logging.getLogger(__name__)


class SessionSaver(QObject):
    """Writes the controller's session to continue (see the module docstring)."""

    save_failed = Signal(str)
    """The system's reason the file could not be written (the log says where)."""

    def __init__(self, controller: GameController, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else controller)
        self._controller = controller
        self.path = path
        self._last: store.SavedSession | None = None
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="session-saver")
        self._pending: list[Future[None]] = []
        self._closed = False
        self.writes = 0
        controller.checkpoint.connect(self.save_now)
        controller.hand_started.connect(self.on_hand_started)
        controller.session_ended.connect(self.on_session_ended)
        controller.session_over.connect(self.on_session_over)

    @property
    def last(self) -> store.SavedSession | None:
        """What was last written (None: nothing, or the file was discarded)."""
        return self._last

    @Slot()
    def save_now(self) -> None:
        """Write the session as it stands (or forget the file when there is nothing to continue)."""
        saved = self._controller.saved_session()
        if saved is None:
            self.discard()
        else:
            self._write(saved)

    @Slot(int)
    def on_hand_started(self, hand_id: int) -> None:
        # A practice hand ("Play from here", numbered -1, -2, ...) is no hand of the session: a crash
        # during it loses nothing the session owns, and the file keeps describing the session.
        if self._last is not None and hand_id > 0:
            self._write(replace(self._last, interrupted_hand=hand_id), remember=False)

    @Slot(object)
    def on_session_ended(self, result: SessionResult) -> None:
        if result.end is SessionEnd.QUIT:
            # A live hand was finished and saved first; written again for the tournament clock's
            # seconds since (nothing else moves between hands). Unless the session had ended before.
            if self._last is not None:
                self._write(self._controller.saved_session(closing=True) or self._last)
        else:
            self.discard()  # left on purpose, or replaced by a new session (which saves itself)

    @Slot(str)
    def on_session_over(self, _why: str) -> None:
        self.discard()

    def discard(self) -> None:
        self._last = None
        self._submit(lambda: store.discard(self.path), "forget")

    def _write(self, saved: store.SavedSession, remember: bool = True) -> None:
        try:
            text = store.to_json(saved)  # here, on the GUI thread: the worker only writes bytes
        except store.SavedSessionError:
            log.exception("the session to continue breaks its own rules; not saved")
            self.discard()
            return
        if remember:
            self._last = saved
        self._submit(lambda: store.write_text(self.path, text), "write")
        self.writes += 1

    def _submit(self, job: object, what: str) -> None:
        if self._closed:
            return
        self._pending = [f for f in self._pending if not f.done()]
        future = self._pool.submit(self._run, job, what)
        self._pending.append(future)

    def _run(self, job: object, what: str) -> None:
        try:
            assert callable(job)
            job()
        except OSError as exc:
            log.warning("could not %s the saved session %s: %s", what, self.path, exc)
            self.save_failed.emit(exc.strerror or str(exc))  # queued to the GUI thread's receivers

    def flush(self, timeout: float = 5.0) -> None:
        """Wait for the writes asked for so far (the app is closing, or a test reads the file)."""
        for future in list(self._pending):
            try:
                future.result(timeout)
            except Exception:  # noqa: BLE001 - logged by _run; a time-out must not stop the exit
                log.warning("the saved session was not written in time", exc_info=True)
        self._pending = []

    def close(self) -> None:
        """Flush and stop the worker thread; later requests are ignored."""
        self.flush()
        self._closed = True
        self._pool.shutdown(wait=True)
