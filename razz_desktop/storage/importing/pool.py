"""Reading an import's files in worker processes, one writer: the same hands, in the same order, sooner.

Reading a hand (parse, replay through the engine, every check, the rows of
``import_rows.prepare``) is nearly all of an import's work and needs nothing
but the file, so with ``jobs`` > 1 the files are read in a pool of ``jobs``
processes while the importing process only writes. Results are taken in file
order, whichever worker finishes first, so the database ends up exactly as a
single-process import leaves it (same ids, same sessions; a test compares
the two). Small files go to a worker in groups (``GROUP_BYTES``, smaller
towards the end so the workers finish together), and at most ``2 * jobs``
groups are read ahead of the writer, so a slow disk or a busy database never
piles up every file's rows in memory. A worker sends each hand's rows as a
plain tuple (``Wire``), the cheapest thing to pickle.

Why processes, not threads: the reading is pure Python, and threads would
share one interpreter lock. How they start (``start_method``): with ``fork``
when this process runs a single thread (the command, a benchmark: Linux lists
a process's threads in /proc/self/task), a copy that starts reading at once
with the reader's modules already imported; otherwise with ``spawn`` (the
app's process has Qt and database threads running, and a forked copy of a
threaded process may deadlock on a lock another thread held) from a fork
server (``forkserver``, where the platform has it: Linux, macOS): one fresh
interpreter, started at the first import that needs it, imports the readers
once (``FORKSERVER_PRELOAD``) and forks each worker from itself, single-
threaded, so a worker starts in milliseconds with the readers imported,
where each spawned one paid its own interpreter and imports (about 200 ms of
CPU a worker, every import), and a later import of the same session starts
no interpreter at all. Elsewhere (Windows) with ``spawn``. Either way the
first start costs a fraction of a second, so small imports are read here
(``auto_jobs``) and while the workers start, this process reads the first
files itself. A forked worker never touches what it inherits but the
file list (the database connection stays the parent's: a worker only reads,
and leaves by ``os._exit``, closing nothing of the parent's). A worker that
dies (killed, out of memory) does not lose a hand: that file and every later
one are read in this process instead. ``close`` stops the workers at once
(Cancel).
"""

from __future__ import annotations

import contextlib
import gc
import multiprocessing
import os
import sys
from collections import deque
from collections.abc import Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool
from operator import attrgetter
from pathlib import Path
from typing import Any

from razz_desktop.storage.handlog.import_rows import PreparedHand, prepare

from .reading import ImportedHand, OtherGame, Rejection, preload, read_file

Item = PreparedHand | Rejection | OtherGame
"""What reading a file gives, hand by hand, ready for the writer."""


class NotReady:
    """``FileSource.next_file``'s answer when the next file is still being read (a single instance)."""

    def __repr__(self) -> str:
        return "NOT_READY"


NOT_READY = NotReady()

POOL_FROM_BYTES = 2 * 1024 * 1024
"""Below this many bytes of files (about 1,500 hands) starting workers costs more than it saves."""
MAX_JOBS = 8
GROUP_BYTES = 256 * 1024
"""Small files go to a worker together, up to this many bytes a task: a task's round trip costs
about a millisecond, more than a hand's reading, and a folder of daily files has thousands."""
MIN_GROUP_BYTES = 32 * 1024
"""Towards the end the groups shrink (to what is left over twice the workers, at least this), so
the workers finish together instead of one reading a last big group while the others wait."""


def read_prepared(path: Path) -> Iterator[Item]:
    """Every hand of the file, its accepted hands as rows (``import_rows.prepare``)."""
    for r in read_file(path):
        yield prepare(r) if isinstance(r, ImportedHand) else r


WORKER_GC_THRESHOLD = (10_000, 10, 100)
"""A reading process's collector thresholds (Python's are 700, 10, 10): reading makes and drops
a few hundred objects a hand, nearly none in cycles, and the default collected about 200 times
over 6,000 hands, walking the engine's shared events and lists each time (1.5% of the reading;
0.5% with these). Only a worker's own, and ``ImportRun.run``'s while it runs (the command, where
the one process may read): the app's process keeps Python's."""


def _worker_start() -> None:
    """Run first in each reading process."""
    gc.freeze()  # what it inherited or imported lives as long as it does: never walked again
    gc.set_threshold(*WORKER_GC_THRESHOLD)


Wire = tuple[Any, ...] | Rejection | OtherGame
"""An item as a reading process sends it: a ``PreparedHand`` as the plain tuple of its fields
(pickled and unpickled in about half the time of the record), anything else as it is."""
_FIELDS = PreparedHand.__match_args__
_FIELDS_OF = attrgetter(*_FIELDS)
"""A ``PreparedHand``'s fields as a tuple, read in C."""


def _to_wire(item: Item) -> Wire:
    if type(item) is PreparedHand:
        return _FIELDS_OF(item)
    return item  # type: ignore[return-value]


def _from_wire(items: list[Wire]) -> Iterator[Item]:
    for item in items:
        yield PreparedHand(*item) if type(item) is tuple else item  # type: ignore[misc]


def _read_group(paths: list[str]) -> list[list[Wire]]:
    """A worker's task: a few files, each whole (pickled back to the writer).

    The collector waits while a task reads (it is back on between tasks, where what the task
    made is garbage or sent): reading leaves next to no cycles (10 objects over the big import's
    6,420 hands, refusals included), so each collection during a task found nothing, and pausing
    them cut a reading process's CPU by about 1.5% (``WORKER_GC_THRESHOLD`` had cut the most)."""
    was = gc.isenabled()
    gc.disable()
    try:
        return [[_to_wire(i) for i in read_prepared(Path(p))] for p in paths]
    finally:
        if was:
            gc.enable()


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


FORKSERVER_PRELOAD = ("razz_desktop.storage.importing.pool", "razz_desktop.storage.formats.ft_reader",
                      "razz_desktop.storage.formats.merge_reader", "razz_desktop.storage.formats.phh_toml", "tomllib")
"""What the fork server imports once for every worker it forks (``importing.preload``'s readers)."""


def start_method() -> str:
    """``fork`` where it is safe and supported (Linux, this process's only thread is this one), else
    ``forkserver`` where the platform has it, else ``spawn``.

    Counted in /proc/self/task rather than with ``threading``: Qt's and SQLite's
    threads are not Python threads, and any thread may hold a lock (malloc's,
    the import lock, a logging handler's) that a forked child would wait on forever.
    The fork server is a fresh interpreter (started as ``spawn`` starts one) that
    runs one thread, so what it forks is as safe as a spawned worker.
    """
    methods = multiprocessing.get_all_start_methods()
    threaded = "forkserver" if "forkserver" in methods else "spawn"
    if not sys.platform.startswith("linux") or "fork" not in methods:
        return threaded
    try:
        threads = len(os.listdir("/proc/self/task"))
    except OSError:
        return threaded
    return "fork" if threads == 1 else threaded


def _context(method: str) -> multiprocessing.context.BaseContext:
    """The multiprocessing context of ``method``; the fork server's preloads the readers."""
    context = multiprocessing.get_context(method)
    if method == "forkserver":
        context.set_forkserver_preload(list(FORKSERVER_PRELOAD))  # read when the server first starts
    return context


def available_cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def auto_jobs(files: Sequence[Path]) -> int:
    """How many processes to read ``files`` with: one for a small import or a frozen app (its
    executable is the app, not Python), else one per core."""
    if getattr(sys, "frozen", False):
        return 1
    size = 0
    for f in files:
        with contextlib.suppress(OSError):
            size += f.stat().st_size
    if size < POOL_FROM_BYTES:
        return 1
    return max(1, min(available_cores(), MAX_JOBS, len(files)))


class FileSource:
    """The items of ``files``, file by file in order: ``next_file()`` gives each file's items."""

    def __init__(self, files: Sequence[Path], jobs: int = 1, method: str | None = None) -> None:
        self._files: deque[Path] = deque(files)
        self._jobs = max(1, jobs)
        self._method = method  # "fork", "forkserver" or "spawn"; None: start_method() when the workers start
        self._sizes: dict[Path, int] | None = None  # each file's size, once grouping starts
        self._left = 0  # bytes of the files not yet grouped
        self._pool: ProcessPoolExecutor | None = None
        self._ahead: deque[tuple[list[Path], Future[list[list[Wire]]]]] = deque()  # groups being read
        self._ready: deque[list[Wire]] = deque()  # files of the oldest group done, in order
        self._redo: deque[Path] = deque()
        """Files to read here, before the rest: the first ones while spawned workers start, and
        those a stopped pool had taken."""
        self.fell_back: str | None = None
        """Why reading moved to this process part-way (a worker died), or None."""

    @property
    def jobs(self) -> int:
        return self._jobs

    def next_file(self, wait: float | None = None) -> Iterator[Item] | NotReady | None:
        """The next file's items (None when every file was given); ``NOT_READY`` when a worker is
        still reading it after ``wait`` seconds (None: wait as long as it takes)."""
        if self._ready:
            return _from_wire(self._ready.popleft())
        if self._jobs == 1 or self.fell_back is not None:
            if self._redo:
                return read_prepared(self._redo.popleft())
            return read_prepared(self._files.popleft()) if self._files else None
        self._fill()
        if self.fell_back is not None:  # no worker could start: read here, the files in order
            return self.next_file(wait)
        if self._redo:  # the workers are starting: this process reads the first files meanwhile
            return read_prepared(self._redo.popleft())
        if not self._ahead:
            return None
        paths, future = self._ahead[0]
        try:
            groups = future.result(timeout=wait)
        except FutureTimeout:
            return NOT_READY
        except BrokenProcessPool as exc:
            self.fell_back = f"a reading process stopped ({exc}); the rest is read in one process"
            for taken, _ in self._ahead:
                self._redo.extend(taken)
            self._ahead.clear()
            self._stop_pool()
            return self.next_file(wait)
        self._ahead.popleft()
        self._ready.extend(groups)
        self._fill()
        return _from_wire(self._ready.popleft()) if self._ready else self.next_file(wait)

    def _fill(self) -> None:
        if self._pool is None:
            if self._method is None:
                self._method = start_method()
            if self._method == "fork":
                preload()  # once here, not once in each copy
            self._pool = ProcessPoolExecutor(self._jobs, mp_context=_context(self._method),
                                             initializer=_worker_start)
            if self._method != "fork" and self._files:  # a spawned or fork-served worker: not at once
                self._redo.extend(self._group())
        while self._files and len(self._ahead) < 2 * self._jobs:
            group = self._group()
            try:
                self._ahead.append((group, self._pool.submit(_read_group, [str(p) for p in group])))
            except (BrokenProcessPool, RuntimeError, OSError) as exc:
                self._files.extendleft(reversed(group))
                for taken, _ in self._ahead:
                    self._redo.extend(taken)
                self._ahead.clear()
                self.fell_back = f"no reading process could start ({exc}); the files are read in one process"
                self._stop_pool()
                return

    def _group(self) -> list[Path]:
        """The next files, one task's worth (``GROUP_BYTES``, less near the end; at least one file)."""
        sizes = self._sizes
        if sizes is None:  # each file's size once, for the groups and what is left
            sizes = self._sizes = {p: _size(p) for p in self._files}
            self._left = sum(sizes.values())
        limit = min(GROUP_BYTES, max(MIN_GROUP_BYTES, self._left // (2 * self._jobs)))
        group = [self._files.popleft()]
        size = sizes.get(group[0], 0)
        while self._files and size + sizes.get(self._files[0], 0) <= limit:
            size += sizes.get(self._files[0], 0)
            group.append(self._files.popleft())
        self._left -= size
        return group

    @property
    def method(self) -> str | None:
        """How the workers were started ("fork", "forkserver" or "spawn"), None before they were."""
        return self._method

    def _stop_pool(self, kill: bool = True) -> None:
        pool, self._pool = self._pool, None
        if pool is None:
            return
        if not kill:  # every file was read: the workers are idle and leave at once
            pool.shutdown(wait=True)
            return
        workers = list((getattr(pool, "_processes", None) or {}).values())  # no public handle before 3.14
        results = getattr(pool, "_result_queue", None)  # gone from the pool once it is shut down
        pool.shutdown(wait=False, cancel_futures=True)
        for worker in workers:  # a worker reading a long file would finish it first: stop it now
            with contextlib.suppress(OSError, AttributeError, ValueError):
                worker.kill()  # it only reads (and writes nothing), so nothing is left half-done
        # A worker killed while it sent a result leaves half a message in the results pipe: the
        # pool's manager thread would wait for the rest for ever (this process holds the pipe's
        # unused write end) and the interpreter's exit, which joins it, would hang. Without that
        # end the thread reads end-of-file once the workers are dead, and ends (seen in CI).
        with contextlib.suppress(OSError, AttributeError):
            results._writer.close()  # type: ignore[union-attr]

    def close(self) -> None:
        """Stop reading: workers stopped (at once, unless every file was read), the files not yet
        read forgotten."""
        self._stop_pool(kill=bool(self._files or self._ahead))
        self._ahead.clear()
        self._ready.clear()
        self._redo.clear()
        self._files.clear()
