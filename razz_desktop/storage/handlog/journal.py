"""Hands that could not be written yet: an append-only file beside the database.

When the database refuses a hand (locked by another program, read-only,
disk full, damaged), the hand is not dropped: it is appended here as one
line of JSON and the line is fsynced before the caller is told the hand is
safe. The next time the database can be written (later in the session, or
at the next start), every journaled hand is written to it and the journal
is removed.

Why this shape:

- JSON lines, appended: a crash can only ever leave the last line
  half-written, and a half-written line is recognisable (it does not parse,
  or has no newline) and skipped; every line before it is whole.
- Each entry carries the hand's ``uid``, and the database refuses a second
  hand with the same one, so replaying a journal whose hands were partly
  written already (a crash between the commit and the clean-up) writes
  nothing twice.
- If even the journal cannot be written (the disk is full), the entry is kept
  in memory for as long as the program runs: ``append`` returns False, so the
  caller can say that closing the program now would lose those hands.
- An entry carries its session: the database id when the session was
  created before the trouble began, otherwise its own key, start time and
  stakes, so the replay recreates one session per key instead of one per hand.

This module knows files and JSON only; the history controller decides when to
append, replay and clear.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from razz_desktop.engine.record import HandRecord
from razz_desktop.engine.rules import GameConfig
from razz_desktop.records import PracticeTag, SeatPlayer, TournamentTag
from razz_desktop.storage.coding.codec import (
    config_from_dict,
    config_to_dict,
    record_from_dict,
    record_to_dict,
)
from razz_desktop.storage.coding.notes import CorruptRecordError

log = logging.getLogger(__name__)

JOURNAL_SUFFIX = ".pending-hands.jsonl"
FORMAT = 1


def journal_path(database: Path | str) -> Path:
    """``razz.sqlite3`` -> ``razz.sqlite3.pending-hands.jsonl`` in the same folder."""
    database = Path(database)
    return database.with_name(database.name + JOURNAL_SUFFIX)


@dataclass(frozen=True, slots=True)
class SessionRef:
    """The session a journaled hand belongs to."""

    key: str  # stable for the whole session, also before it has a database id
    started_at: datetime
    config: GameConfig
    session_id: int | None = None  # the database id, when the session was written


@dataclass(frozen=True, slots=True)
class JournalEntry:
    """One hand waiting to be written."""

    uid: str
    played_at: datetime
    session: SessionRef
    players: tuple[SeatPlayer, ...]
    record: HandRecord
    tournament: TournamentTag | None = None
    practice: PracticeTag | None = None


def entry_to_json(entry: JournalEntry) -> str:
    s = entry.session
    data = {
        "format": FORMAT,
        "uid": entry.uid,
        "played_at": entry.played_at.isoformat(),
        "session": {"key": s.key, "started_at": s.started_at.isoformat(), "config": config_to_dict(s.config),
                    "session_id": s.session_id},
        "players": [[p.seat, p.name, p.is_human, p.bot_level] for p in entry.players],
        "record": record_to_dict(entry.record),
    }
    if entry.tournament is not None:  # absent for a cash-game hand (and in journals written before)
        t = entry.tournament
        data["tournament"] = {"id": t.tournament_id, "level": t.level, "buy_in": t.buy_in}
    if entry.practice is not None:  # absent for a hand of the session (and in journals written before)
        p = entry.practice
        data["practice"] = {"original": p.original_hand_id, "decision": p.decision_index, "fresh": p.fresh_cards}
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def _text(value: Any, what: str) -> str:
    if not isinstance(value, str):
        raise CorruptRecordError(f"{what}: expected text, found {value!r}")
    return value


def _time(value: Any, what: str) -> datetime:
    try:
        return datetime.fromisoformat(_text(value, what))
    except ValueError as exc:
        raise CorruptRecordError(f"{what}: {value!r} is not a time") from exc


def _player(item: Any) -> SeatPlayer:
    if not (isinstance(item, list) and len(item) == 4):
        raise CorruptRecordError(f"player: {item!r}")
    seat, name, human, level = item
    if not (isinstance(seat, int) and isinstance(human, bool) and (level is None or isinstance(level, str))):
        raise CorruptRecordError(f"player: {item!r}")
    return SeatPlayer(seat, _text(name, "player name"), human, level)


def _tournament(value: Any) -> TournamentTag | None:
    if value is None:
        return None
    level = value.get("level") if isinstance(value, dict) else None
    if not isinstance(level, int) or isinstance(level, bool) or level < 1:
        raise CorruptRecordError(f"tournament: {value!r}")
    return TournamentTag(_text(value.get("id"), "tournament id"), level, _text(value.get("buy_in"), "buy-in"))


def _practice(value: Any) -> PracticeTag | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise CorruptRecordError(f"practice: {value!r}")
    original, decision, fresh = value.get("original"), value.get("decision"), value.get("fresh")
    if not ((original is None or type(original) is int) and type(decision) is int and decision >= 0
            and isinstance(fresh, bool)):
        raise CorruptRecordError(f"practice: {value!r}")
    return PracticeTag(original, decision, fresh)


def entry_from_json(line: str) -> JournalEntry:
    """One journal line back to an entry; ``CorruptRecordError`` when it is not one."""
    try:
        data = json.loads(line)
    except json.JSONDecodeError as exc:
        raise CorruptRecordError(f"not JSON: {exc}") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CorruptRecordError("not a journal entry of a known format")
    try:
        s = data["session"]
        if not isinstance(s, dict):
            raise CorruptRecordError(f"session: {s!r}")
        sid = s.get("session_id")
        if sid is not None and not isinstance(sid, int):
            raise CorruptRecordError(f"session id: {sid!r}")
        session = SessionRef(_text(s["key"], "session key"), _time(s["started_at"], "session start"),
                             config_from_dict(s["config"]), sid)
        players = data["players"]
        if not isinstance(players, list):
            raise CorruptRecordError(f"players: {players!r}")
        return JournalEntry(
            uid=_text(data["uid"], "uid"),
            played_at=_time(data["played_at"], "played at"),
            session=session,
            players=tuple(_player(p) for p in players),
            record=record_from_dict(data["record"]),
            tournament=_tournament(data.get("tournament")),
            practice=_practice(data.get("practice")),
        )
    except KeyError as exc:
        raise CorruptRecordError(f"journal entry lacks {exc}") from exc


class HandJournal:
    """The journal file of one database, plus the entries that could not even go there.

    Used from one thread (the history controller's worker); the controller's
    last-resort shutdown path appends from the GUI thread only after that
    thread has stopped answering, and replay de-duplicates by ``uid`` anyway.
    """

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._memory: list[JournalEntry] = []
        self.unreadable_lines = 0
        """Lines of the file that were neither entries nor a torn last line (found by ``entries``)."""

    @property
    def memory_only(self) -> int:
        """Entries kept in memory because the file could not be written."""
        return len(self._memory)

    def append(self, entry: JournalEntry) -> bool:
        """Add one hand; True once it is on disk (fsynced), False when only in memory."""
        line = entry_to_json(entry) + "\n"
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_APPEND | os.O_CREAT, 0o600)  # private, as the hand log
            try:
                if not self._ends_with_newline(fd):
                    line = "\n" + line  # after a torn last line: keep the new entry on a line of its own
                data = line.encode("utf-8")
                written = os.write(fd, data)
                if written != len(data):
                    raise OSError(f"short write to {self.path.name}")
                os.fsync(fd)
            finally:
                os.close(fd)
        except OSError as exc:
            log.warning("hand journal %s: kept hand %s in memory: %s", self.path, entry.uid, exc)
            self._memory.append(entry)
            return False
        return True

    def memory_entries(self) -> tuple[JournalEntry, ...]:
        """The entries kept only in memory (frozen: safe to hand to another thread)."""
        return tuple(self._memory)

    def forget_memory(self, uids: Iterable[str]) -> None:
        """Drop entries kept in memory: the user saved them elsewhere, or chose to lose them."""
        gone = set(uids)
        self._memory = [e for e in self._memory if e.uid not in gone]

    def flush_memory(self) -> int:
        """Try again to put the entries kept in memory into the file; returns how many remain in memory."""
        waiting, self._memory = self._memory, []
        for entry in waiting:
            self.append(entry)  # back into memory if the file still refuses it
        return len(self._memory)

    def _ends_with_newline(self, fd: int) -> bool:
        size = os.fstat(fd).st_size
        if size == 0:
            return True
        return os.pread(fd, 1, size - 1) == b"\n"

    def entries(self) -> list[JournalEntry]:
        """Every hand waiting, file first then memory, each ``uid`` once, in the order journaled."""
        found: list[JournalEntry] = []
        self.unreadable_lines = 0
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            raw = b""
        except OSError as exc:
            log.warning("hand journal %s cannot be read: %s", self.path, exc)
            raw = b""
        lines = raw.split(b"\n")
        for k, chunk in enumerate(lines):
            if not chunk.strip():
                continue
            last = k == len(lines) - 1  # no newline after it: a write a crash cut short
            try:
                found.append(entry_from_json(chunk.decode("utf-8")))
            except (CorruptRecordError, UnicodeDecodeError) as exc:
                if last:
                    log.warning("hand journal %s: ignoring a half-written last line (%s)", self.path, exc)
                else:
                    self.unreadable_lines += 1
                    log.error("hand journal %s: line %d is unreadable: %s", self.path, k + 1, exc)
        found.extend(self._memory)
        seen: set[str] = set()
        unique = []
        for e in found:
            if e.uid not in seen:
                seen.add(e.uid)
                unique.append(e)
        return unique

    def __len__(self) -> int:
        return len(self.entries())

    def clear(self, written: Iterable[str]) -> None:
        """Forget the entries whose ``uid`` is in ``written`` (they are in the database now).

        The file is removed when nothing else remains in it; otherwise it is
        rewritten with what remains. Unreadable lines are never thrown away:
        the file is kept aside under a new name for a person to look at.
        """
        done = set(written)
        remaining = [e for e in self.entries() if e.uid not in done]
        self._memory = [e for e in self._memory if e.uid not in done]
        in_memory = {e.uid for e in self._memory}
        on_disk = [e for e in remaining if e.uid not in in_memory]
        try:
            if self.unreadable_lines and self.path.exists():
                stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
                self.path.replace(self.path.with_name(f"{self.path.name}.unreadable-{stamp}"))
            if not on_disk:
                self.path.unlink(missing_ok=True)
                return
            tmp = self.path.with_name(self.path.name + ".tmp")
            with open(os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), "w", encoding="utf-8") as f:
                for e in on_disk:
                    f.write(entry_to_json(e) + "\n")
                f.flush()
                os.fsync(f.fileno())
            tmp.replace(self.path)
        except OSError as exc:
            # Harmless: the entries left in the file are written (or skipped by uid) next time.
            log.warning("hand journal %s could not be cleared: %s", self.path, exc)
