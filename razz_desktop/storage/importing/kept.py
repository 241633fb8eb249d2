"""Hands the hand log could not keep, saved to files the user can bring back; and bringing them back.

When neither the database nor the journal beside it can be written (a full
disk, a read-only folder), the hands of this run live only in memory. On
quit they go to a folder (the user's choice, or the log folder when a
signal ends the app): :func:`write_kept_hands` writes two files there,

- ``<stem>.pending-hands.jsonl``: the journal's own format (one JSON line a
  hand, with its uid, session and players), which :func:`import_journal_file`
  writes back into a hand log as *played* hands, exactly as the app replays
  its journal at start (each hand once, by its uid): ``razz-history import
  FILE`` and File > Import do this for any ``.jsonl`` file;
- ``<stem>.txt``: the same hands as PokerStars hand-history text, for reading
  and for any other program (imported, they would count as imported hands).

This module sits in the import room because it uses both the hand log's
journal and the text writer (storage/__init__.py).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from razz_desktop.records import StoredHand
from razz_desktop.storage.formats.hh_writer import hand_to_text
from razz_desktop.storage.handlog.db import DuplicateHandError
from razz_desktop.storage.handlog.journal import (
    JOURNAL_SUFFIX,
    HandJournal,
    JournalEntry,
    entry_to_json,
)
from razz_desktop.storage.handlog.repository import HandLog

KEPT_STEM = "razz-unsaved-hands"
"""The files' name before the time stamp: ``razz-unsaved-hands-20261207-191500``."""
JOURNAL_FILE_SUFFIX = ".jsonl"
"""A file an import writes back as played hands (the journal's format), not as hand-history text."""
FILE_MODE = 0o600
"""A hand history is private."""


@dataclass(frozen=True, slots=True)
class KeptFiles:
    """Where :func:`write_kept_hands` put the hands."""

    journal: Path
    text: Path
    hands: int


def kept_stem(now: datetime | None = None) -> str:
    return f"{KEPT_STEM}-{(now or datetime.now()).strftime('%Y%m%d-%H%M%S')}"


def _text_hand(entry: JournalEntry) -> StoredHand:
    """The entry as a stored hand; its number is taken from the uid, unique where the hand number is not."""
    return StoredHand(int(entry.uid[:12], 16), 0, entry.played_at, entry.players, entry.record)


def write_kept_hands(entries: Sequence[JournalEntry], folder: Path | str, now: datetime | None = None) -> KeptFiles:
    """Write ``entries`` into ``folder`` as a journal file and a PokerStars text file (both 0600).

    Raises ``OSError`` if the folder cannot take them (the caller says so and
    lets the user pick another); a file is never half-written under its final
    name (written beside it, then renamed). Never overwrites an existing file.
    """
    folder = Path(folder)
    stem = kept_stem(now)
    n = 1
    while (folder / f"{stem}{JOURNAL_SUFFIX}").exists() or (folder / f"{stem}.txt").exists():
        n += 1
        stem = f"{kept_stem(now)}-{n}"
    journal = folder / f"{stem}{JOURNAL_SUFFIX}"
    text = folder / f"{stem}.txt"
    _write(journal, "".join(entry_to_json(e) + "\n" for e in entries))
    _write(text, "\n\n\n".join(hand_to_text(_text_hand(e)) for e in entries) + "\n")
    return KeptFiles(journal, text, len(entries))


def _write(path: Path, content: str) -> None:
    part = path.with_name(path.name + ".part")
    try:
        fd = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, FILE_MODE)
        with open(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(content)
            f.flush()
            os.fsync(f.fileno())
        os.replace(part, path)
    except BaseException:
        part.unlink(missing_ok=True)
        raise


def is_journal_file(path: Path) -> bool:
    """Whether an import should write ``path`` back as played hands (a ``.jsonl`` file)."""
    return path.name.lower().endswith(JOURNAL_FILE_SUFFIX)


@dataclass(slots=True)
class JournalImport:
    """What :func:`import_journal_file` did."""

    written: int = 0
    duplicates: int = 0
    refused: list[tuple[str | None, str]] = field(default_factory=list)  # (uid or None for the file, reason)


def import_journal_file(log: HandLog, path: Path) -> JournalImport:
    """Write the hands of a journal-format file into ``log`` as played hands, each once (by uid).

    One session per session key of the file, as the app's own replay does; a
    line that is not an entry is refused (a torn last line is skipped, as in
    the journal). Database errors about the file's circumstances (read-only,
    full) are raised for the caller to report.
    """
    done = JournalImport()
    journal = HandJournal(path)
    try:
        with open(path, "rb"):
            pass
    except OSError as exc:
        done.refused.append((None, f"cannot read the file: {exc.strerror or exc}"))
        return done
    entries = journal.entries()
    if journal.unreadable_lines:
        done.refused.append((None, f"{journal.unreadable_lines} line(s) are not hands of a Razz Desktop journal"))
    sessions: dict[str, int] = {}
    touched: dict[str, datetime] = {}
    for entry in entries:
        if log.has_hand(entry.uid):
            done.duplicates += 1
            continue
        sid = sessions.get(entry.session.key)
        if sid is None:
            sid = sessions[entry.session.key] = log.start_session(entry.session.config, entry.session.started_at)
        try:
            log.save_hand(sid, entry.record, entry.players, entry.played_at, entry.uid)
        except DuplicateHandError as exc:
            done.refused.append((entry.uid, str(exc)))
            continue
        done.written += 1
        touched[entry.session.key] = max(entry.played_at, touched.get(entry.session.key, entry.played_at))
    for key, last in touched.items():
        log.end_session(sessions[key], last)
    return done
