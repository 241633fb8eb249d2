"""A log the user can send: a rotating log file, fatal-error tracebacks, and uncaught exceptions.

Everything a support request needs lands in the log folder
(``paths.log_dir()``): ``razz-desktop.log`` (warnings, errors, start/stop and
recoveries; rotated at 1 MB, three old files kept: :class:`RotatingLog`) and ``faults.log``
(``faulthandler``'s tracebacks of a hard crash, which no Python handler
survives). Uncaught exceptions in any thread are logged with their traceback
and handed to the callbacks given to :func:`install`, once each run, so the
window can tell the user where the log is. Pure Python: no Qt here.
"""

from __future__ import annotations

import faulthandler
import io
import logging
import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import IO

LOG_NAME = "razz-desktop.log"
FAULTS_NAME = "faults.log"
MAX_BYTES = 1_000_000
BACKUPS = 3

log = logging.getLogger("razz_desktop")

CrashCallback = Callable[[str], None]


class RotatingLog(logging.FileHandler):
    """A log file started afresh once it would pass ``max_bytes``, the last ``backups`` kept (``.1`` newest;
    no rotation when either is 0).

    What ``logging.handlers.RotatingFileHandler`` does, in the few lines this
    app uses of it: importing ``logging.handlers`` (which brings socket,
    pickle and queue along) cost the launch about 6 ms, before the first
    table (issue 19). The handler's lock (held around :meth:`emit`) makes the
    check and the renaming safe across threads.
    """

    def __init__(self, path: Path, max_bytes: int, backups: int) -> None:
        super().__init__(path, mode="a", encoding="utf-8")
        self.max_bytes = max_bytes
        self.backups = backups

    def _open(self) -> io.TextIOWrapper:
        """The log file, created 0600: a log names hands and players, private like the hand log."""
        fd = os.open(self.baseFilename, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        stream = open(fd, self.mode, encoding=self.encoding, errors=self.errors)  # noqa: SIM115 - the handler owns it
        assert isinstance(stream, io.TextIOWrapper)
        return stream

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self._would_pass_limit(record):
                self._rotate()
        except Exception:  # a handler never raises into the code that logged
            self.handleError(record)
            return
        super().emit(record)

    def _would_pass_limit(self, record: logging.LogRecord) -> bool:
        if self.max_bytes <= 0 or self.backups <= 0:  # as the standard handler: no limit, or nothing to keep
            return False
        if self.stream is None:
            self.stream = self._open()
        if not os.path.isfile(self.baseFilename):  # a device or pipe: nothing to rotate
            return False
        self.stream.seek(0, os.SEEK_END)
        return self.stream.tell() + len(self.format(record)) + len(self.terminator) >= self.max_bytes

    def _rotate(self) -> None:
        if self.stream is not None:
            self.stream.close()
            self.stream = None  # reopened below, as FileHandler does
        base = self.baseFilename
        for n in range(self.backups - 1, 0, -1):
            older = f"{base}.{n}"
            if os.path.exists(older):
                os.replace(older, f"{base}.{n + 1}")
        if os.path.exists(base):
            os.replace(base, f"{base}.1")
        self.stream = self._open()


class Diagnostics:
    """What :func:`install` set up, so tests (and a second install) can undo it."""

    def __init__(self, folder: Path, handler: logging.Handler | None, faults: IO[str] | None) -> None:
        self.folder = folder
        self.log_file = folder / LOG_NAME
        self.handler = handler
        self.faults = faults
        self.callbacks: list[CrashCallback] = []
        self._previous_hooks = (sys.excepthook, threading.excepthook)
        self.reported = False

    def report(self, text: str) -> None:
        """An uncaught exception: the first one of the run reaches the callbacks (the dialog)."""
        if self.reported:
            return
        self.reported = True
        for callback in list(self.callbacks):
            try:
                callback(text)
            except Exception:  # the reporter must never raise from inside an excepthook
                log.exception("the crash callback failed")

    def uninstall(self) -> None:
        sys.excepthook, threading.excepthook = self._previous_hooks
        root = logging.getLogger()
        if self.handler is not None:
            root.removeHandler(self.handler)
            self.handler.close()
        if self.faults is not None:
            faulthandler.disable()
            self.faults.close()


def install(folder: Path, level: int = logging.INFO) -> Diagnostics:
    """Log to ``folder`` (created if needed); never fails: a folder that cannot be written logs nowhere."""
    handler: logging.Handler | None = None
    faults: IO[str] | None = None
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        rotating = RotatingLog(folder / LOG_NAME, MAX_BYTES, BACKUPS)
        rotating.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s"))
        rotating.setLevel(level)
        handler = rotating
        faults = open(os.open(folder / FAULTS_NAME, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600),  # noqa: SIM115
                      "a", encoding="utf-8")  # kept open for faulthandler
        faulthandler.enable(file=faults, all_threads=True)
    except OSError as exc:
        print(f"razz-desktop: cannot write the log folder {folder}: {exc}", file=sys.stderr)
    root = logging.getLogger()
    if handler is not None:
        root.addHandler(handler)
    if root.level > level or root.level == logging.NOTSET:
        root.setLevel(level)
    diagnostics = Diagnostics(folder, handler, faults)

    def excepthook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            diagnostics._previous_hooks[0](kind, value, tb)
            return
        log.critical("uncaught exception", exc_info=(kind, value, tb))
        diagnostics.report(f"{kind.__name__}: {value}")

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit:
            return
        log.critical("uncaught exception in thread %s", getattr(args.thread, "name", "?"),
                     exc_info=(args.exc_type, args.exc_value or args.exc_type(), args.exc_traceback))
        diagnostics.report(f"{args.exc_type.__name__}: {args.exc_value}")

    sys.excepthook = excepthook
    threading.excepthook = thread_hook
    return diagnostics
