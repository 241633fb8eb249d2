"""One import of hand-history files into the hand log: the command and the window run this same code.

``ImportRun.of(paths, per_transaction, jobs)`` expands folders
(``importing.import_files``), reads each file (``importing.read_file``: every
Razz hand replayed and accepted, or refused with its line and reason; the
accepted ones made rows by ``import_rows.prepare``), in this process or in
``jobs`` reading processes (``import_pool``; by default as many as the
import's size makes worth it), and writes the accepted hands through
``HandLog.save_imported_hand`` inside an import batch (a commit per
``per_transaction`` hands). The files are written in order whatever reads
them, and a file's hands keep one session across steps, so the database
ends up the same for any ``jobs`` and however the steps fall.

It works in steps (``step(log, hands)``) so the history thread can
interleave an import with the hands being played (each step is one
transaction, then the thread serves what else was queued): a step ends
after ``per_transaction`` hands, or after ``wait`` seconds without a file
from the reading processes, and a cancel between two steps keeps every
hand written so far and stops the reading processes.

The summary's numbers (the command prints them as JSON):

- ``files``: files read (folders expanded);
- ``hands_found``: Razz hands found: imported + duplicates + hands refused
  (a refusal without a hand id is about a whole file and is not a hand);
- ``imported``: hands written now; ``duplicates``: hands already stored
  (same site and site hand id), not written again;
- ``other_games``: hands of other games in mixed-game files, skipped;
- ``rejected``: every refusal: file, hand id (None for a whole file), line, reason.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from razz_desktop.storage.handlog.import_rows import PreparedHand
from razz_desktop.storage.handlog.repository import HandLog

from .kept import import_journal_file, is_journal_file
from .pool import WORKER_GC_THRESHOLD, FileSource, Item, NotReady, auto_jobs
from .reading import OtherGame, Rejection, import_files

PER_TRANSACTION = 500
STEP_WAIT_S = 0.1
"""A step waits at most this long for the reading processes, so the history thread serves what else
was asked (a hand played, Cancel) and the progress dialog moves on even while a long file is read."""


@dataclass(frozen=True, slots=True)
class ImportSummary:
    files: int
    hands_found: int
    imported: int
    duplicates: int
    other_games: int
    rejected: tuple[Rejection, ...]
    cancelled: bool = False

    def to_json(self) -> dict[str, Any]:
        """The command's object (issue 13), key for key."""
        return {
            "files": self.files, "hands_found": self.hands_found, "imported": self.imported,
            "duplicates": self.duplicates, "other_games": self.other_games,
            "rejected": [{"file": r.file, "hand_id": r.hand_id, "line": r.line, "reason": r.reason}
                         for r in self.rejected],
        }


@dataclass(slots=True)
class ImportRun:
    """An import in progress; ``step`` until ``done``."""

    paths: tuple[Path, ...]
    per_transaction: int = PER_TRANSACTION
    jobs: int = 1  # processes reading the files (import_pool); the result is the same for any number
    wait: float | None = STEP_WAIT_S  # how long a step waits for the workers' next file (None: as long as it takes)
    files_done: int = 0
    imported: int = 0
    duplicates: int = 0
    other_games: int = 0
    rejected: list[Rejection] = field(default_factory=list)
    new_ids: list[int] = field(default_factory=list)  # ids written by the last step
    _results: Iterator[Item] | None = None
    _source: FileSource | None = None
    _sessions: dict[str, int] = field(default_factory=dict)  # file -> its session, across steps
    _cancelled: bool = False
    _finished: bool = False
    journals: tuple[Path, ...] = ()  # journal-format files (kept.py): written back as played hands, first
    _journal_files: int = 0  # journal files already written (still counted in ``files``)

    @classmethod
    def of(cls, paths: Iterable[Path | str], per_transaction: int = PER_TRANSACTION,
           jobs: int | None = None) -> ImportRun:
        """An import of ``paths`` (files and folders); ``jobs`` None: as many processes as the
        import's size makes worth it (``import_pool.auto_jobs``)."""
        unreadable: list[Rejection] = []
        found = import_files(paths, unreadable)
        journals = tuple(p for p in found if is_journal_file(p))
        files = [p for p in found if not is_journal_file(p)]
        run = cls(tuple(files), per_transaction, auto_jobs(files) if jobs is None else max(1, jobs),
                  journals=journals)
        run.rejected.extend(unreadable)  # folders that could not be listed are among what was left
        return run

    @property
    def files(self) -> int:
        return len(self.paths) + len(self.journals) + self._journal_files

    @property
    def done(self) -> bool:
        return self._cancelled or self._finished

    @property
    def hands(self) -> int:
        """Razz hands read so far (written, duplicate or refused)."""
        return self.imported + self.duplicates + sum(1 for r in self.rejected if r.hand_id is not None)

    @property
    def note(self) -> str | None:
        """Why the files were read in one process after all (a reading process stopped), or None."""
        return None if self._source is None else self._source.fell_back

    def cancel(self) -> None:
        """Stop before the next step; what was written stays. Reading processes stop at once."""
        self._cancelled = True
        self.close()

    def close(self) -> None:
        """Let the reading processes go (done, cancelled, or the caller gives up on the run)."""
        if self._source is not None:
            self._source.close()
        self._results = None

    def _next(self) -> Item | None:
        if self._source is None:
            self._source = FileSource(self.paths, self.jobs)
        while True:
            if self._results is None:
                got = self._source.next_file(wait=self.wait)
                if isinstance(got, NotReady):
                    return None  # the workers are still on the next file: the step ends here
                if got is None:
                    self._finished = True
                    self.close()
                    return None
                self._results = got
            item = next(self._results, None)
            if item is not None:
                return item
            self._results = None
            self.files_done += 1

    def step(self, log: HandLog, hands: int | None = None) -> bool:
        """Read and write up to ``hands`` hands (default: one transaction's worth); True when done.

        One ``import_batch`` per step: the step's hands are committed when it
        returns, whatever happens inside it.
        """
        budget = self.per_transaction if hands is None else max(1, hands)
        self.new_ids = []
        if self.done:
            return True
        if self.journals:
            self._write_journals(log)
        read: list[PreparedHand] = []  # the step's hands, written together (ImportBatch.add_many)
        with log.import_batch(per_transaction=budget, sessions=self._sessions) as batch:
            try:
                while budget > 0 and not self._cancelled:
                    item = self._next()
                    if item is None:
                        break
                    if isinstance(item, PreparedHand):
                        budget -= 1
                        read.append(item)
                    elif isinstance(item, Rejection):
                        self.rejected.append(item)
                    elif isinstance(item, OtherGame):
                        self.other_games += 1
            finally:  # what was read is written, also when reading stops with an error
                written: list[int | None] = []
                try:
                    batch.add_many(read, written)
                finally:  # counted as written, also up to a hand the database refuses
                    for hand_id in written:
                        if hand_id is None:
                            self.duplicates += 1
                        else:
                            self.imported += 1
                            self.new_ids.append(hand_id)
        return self.done

    def _write_journals(self, log: HandLog) -> None:
        """The journal-format files, each in its own transactions (``import_journal_file``), once."""
        journals, self.journals = self.journals, ()
        for path in journals:
            done = import_journal_file(log, path)
            self.imported += done.written
            self.duplicates += done.duplicates
            self.rejected.extend(Rejection(str(path), uid, None, reason) for uid, reason in done.refused)
            self.files_done += 1
            self._journal_files += 1

    def run(self, log: HandLog) -> ImportSummary:
        """All of it at once (the command): with the reading processes' garbage-collector
        thresholds (``import_pool.WORKER_GC_THRESHOLD``) while it runs, since with one process
        this one reads; Python's are back when it returns."""
        self.wait = None  # nothing else to serve: each step waits for what it writes
        thresholds = gc.get_threshold()
        gc.set_threshold(*WORKER_GC_THRESHOLD)
        try:
            while not self.step(log):
                pass
        finally:
            gc.set_threshold(*thresholds)
            self.close()
        return self.summary()

    def summary(self) -> ImportSummary:
        return ImportSummary(
            files=self.files, hands_found=self.hands, imported=self.imported, duplicates=self.duplicates,
            other_games=self.other_games, rejected=tuple(self.rejected), cancelled=self._cancelled,
        )
