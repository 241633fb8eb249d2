"""Import: which files to read, and every Razz hand in a file, read and replayed, or refused.

The one entry point the import command, the import window and the hand log
share. ``read_file`` never raises for what a file holds: a file that cannot be
read or is not hand-history text gives one ``Rejection`` without a hand id, a
hand that does not replay gives a ``Rejection`` with its id, line and the
disagreement, another game of a mixed-game file an ``OtherGame``, and every
other hand an ``ImportedHand``.

Formats read: PokerStars text (``hh_reader``; "Game #" and "Hand #" headers,
cash, tournament, home game), Full Tilt text (``ft_reader``; UTF-16 or UTF-8,
with or without a byte-order mark), Merge XML (``merge_reader``) and PHH
(``phh``; ``.phh`` and ``.phhs``). Sites not read are refused by name, one
rejection per hand, so an import tells the player what it left and why:
Winamax, KingsClub.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from razz_desktop.engine.frozen_record import frozen_record
from razz_desktop.storage.formats.hh_errors import HandHistoryError
from razz_desktop.storage.formats.hh_parsed import HandText, ParsedHand
from razz_desktop.storage.formats.hh_reader import Block, blocks, parse_block
from razz_desktop.storage.formats.hh_replay import replay
from razz_desktop.storage.formats.phh import read_phh

FOLDER_SUFFIXES = frozenset({".txt", ".phh", ".phhs", ".xml"})
"""Files a folder import reads; a file named outright is always read."""
MAX_FILE_BYTES = 256 * 1024 * 1024
"""Larger files are refused before reading: a year of daily play is a few hundred MB at most.

Also the most ever read from one file: a file that grows while it is read (or
lies about its size) is refused at this many bytes, never read to the end."""
MAX_FILE_TEXT = f"{MAX_FILE_BYTES // (1024 * 1024)} MB"
"""The limit as the command's help and the refusals say it."""


@frozen_record  # one per hand read: built as a frozen record builds (a frozen dataclass's __init__ is slower)
class ImportedHand:
    file: str
    site: str
    site_hand_id: str
    hand: ParsedHand
    played_at: datetime  # UTC
    hero: str | None


@dataclass(frozen=True, slots=True)
class Rejection:
    file: str
    hand_id: str | None
    line: int | None
    reason: str


@dataclass(frozen=True, slots=True)
class OtherGame:
    file: str
    hand_id: str | None


Result = ImportedHand | Rejection | OtherGame


def import_files(paths: Iterable[Path | str], unreadable: list[Rejection] | None = None) -> list[Path]:
    """The files to read: files as named, folders searched recursively for hand-history
    files (``FOLDER_SUFFIXES``, hidden ones skipped; links to folders not followed); sorted,
    each once (two names of one file, through a link, count once).

    A folder that cannot be listed (no permission, gone meanwhile) is appended to
    ``unreadable`` as a rejection with the system's reason, so the import lists it
    among what it left instead of passing over it in silence."""
    found: dict[Path, Path] = {}
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            for real, named in _folder_files(path, unreadable):
                found.setdefault(real, named)
        else:
            found.setdefault(path.resolve() if path.exists() else path.absolute(), path)
    return sorted(found.values(), key=lambda p: str(p))


def _folder_files(folder: Path, unreadable: list[Rejection] | None = None) -> Iterator[tuple[Path, Path]]:
    """(real path, path under ``folder``) of each hand-history file below ``folder``.

    One ``scandir`` per folder and the folder's real path resolved once: a file that is not a
    link is its real folder's, so only links are resolved one by one (resolving each of a
    thousand files' paths cost more than reading some of them)."""
    pending = [(folder, folder.resolve())]
    while pending:
        named, real = pending.pop()
        try:
            with os.scandir(named) as entries:
                listed = list(entries)
        except OSError as exc:
            if unreadable is not None:
                unreadable.append(Rejection(str(named), None, None,
                                            f"cannot read the folder: {exc.strerror or exc}"))
            continue
        for entry in listed:
            name = entry.name
            if name.startswith("."):
                continue
            try:
                if entry.is_dir(follow_symlinks=False):
                    pending.append((named / name, real / name))
                    continue
                if os.path.splitext(name)[1].lower() not in FOLDER_SUFFIXES or not entry.is_file():
                    continue
                link = entry.is_symlink()
            except OSError:
                continue
            path = named / name
            yield (path.resolve() if link else real / name), path


def decode(data: bytes) -> str:
    """Hand-history bytes as text: UTF-16 (Full Tilt, with or without a byte-order mark)
    or UTF-8; raises ``ValueError`` with the reason for anything else."""
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8")
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return _utf16(data[2:], "utf-16-le" if data.startswith(b"\xff\xfe") else "utf-16-be")
    head = data[:4096]
    if len(head) >= 4 and head.count(0) * 3 >= len(head):  # every other byte zero: UTF-16 without a mark
        return _utf16(data, "utf-16-le" if head[1] == 0 else "utf-16-be")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ValueError(f"not UTF-8 or UTF-16 text (byte 0x{data[exc.start]:02x} at offset {exc.start:,})") from None
    if "\x00" in text:
        raise ValueError(f"binary data, not text (a zero byte at offset {text.index(chr(0)):,})")
    return text


def _utf16(data: bytes, codec: str) -> str:
    if len(data) % 2:  # a stray last byte (seen in real Full Tilt files): the text before it is whole
        data = data[:-1]
    try:
        return data.decode(codec)
    except UnicodeDecodeError as exc:
        raise ValueError(f"not valid UTF-16 text (offset {exc.start:,})") from None


def _line_starts_with(start: str) -> Callable[[str], bool]:
    """Whether a line of a text starts with ``start`` (as ``^`` finds it in MULTILINE mode)."""
    return lambda text: text.startswith(start) or "\n" + start in text


_UNSUPPORTED: tuple[tuple[str, Callable[[str], bool], re.Pattern[str]], ...] = (
    ("Winamax", _line_starts_with("Winamax Poker - "),
     re.compile(r"^Winamax Poker - .*?HandId: #(?P<id>[\w-]+)", re.M)),
    ("KingsClub", _line_starts_with("#"), re.compile(r"^#(?P<id>\d{1,18}): (?:Limit|No Limit|Pot Limit) ", re.M)),
)
"""Sites refused by name: each with what any text holding one of its headers holds, a line that
starts as the header does (one search of the text, many times quicker than the pattern's scan
of every line start; KingsClub's three words, ": Limit " and the like, took three), and the header."""


def _reject(file: str, exc: HandHistoryError) -> Rejection:
    return Rejection(file, exc.hand_id, exc.line, exc.reason)


def _site_hands(file: str, split: Iterator[Block], parse: Callable[[Block], HandText],
                others: list[str | None]) -> Iterator[Result]:
    for block in split:
        try:
            facts = parse(block)
            hand = replay(facts)
        except HandHistoryError as exc:
            yield _reject(file, exc)
            continue
        yield _imported(file, hand, facts.header_line)
    for hand_id in others:
        yield OtherGame(file, hand_id)
    others.clear()


def _imported(file: str, hand: ParsedHand, line: int) -> Result:
    if hand.when is None:
        return Rejection(file, hand.hand_id, line, "the hand does not say when it was played")
    return ImportedHand(file, hand.site, hand.hand_id, hand, hand.when, hand.hero)


def read_text(text: str, file: str = "", suffix: str = "") -> Iterator[Result]:
    """Every hand in ``text`` (named ``file`` in what is yielded); ``suffix`` ".phh" or
    ".phhs" reads PHH, otherwise the text says its site."""
    if suffix in (".phh", ".phhs") or (suffix not in (".txt", ".xml") and re.search(r"^variant\s*=", text, re.M)):
        name = Path(file).stem or "hand"
        for got in read_phh(text, name):
            if isinstance(got, HandHistoryError):
                yield _reject(file, got)
            elif isinstance(got, tuple):
                yield OtherGame(file, got[1])
            else:
                yield _imported(file, got, 1)
        return
    found = False
    others: list[str | None] = []
    if "PokerStars " in text:
        for r in _site_hands(file, blocks(text, others=others), parse_block, others):
            found = True
            yield r
    if "Full Tilt Poker " in text:
        # Imported here: its patterns take tens of ms to compile, and the table's start needs none.
        from razz_desktop.storage.formats import ft_reader

        for r in _site_hands(file, ft_reader.ft_blocks(text, others), ft_reader.parse_ft_block, others):
            found = True
            yield r
    if "<game " in text:
        from razz_desktop.storage.formats import merge_reader

        for game in merge_reader.merge_games(text):
            found = True
            try:
                facts = merge_reader.parse_merge_game(*game)
                yield _imported(file, replay(facts), facts.header_line)
            except HandHistoryError as exc:
                yield _reject(file, exc)
    for site, holds, pattern in _UNSUPPORTED:
        if not holds(text):
            continue
        for m in pattern.finditer(text):
            found = True
            yield Rejection(file, m["id"], text.count("\n", 0, m.start()) + 1, f"unsupported site: {site}")
    if not found:
        yield Rejection(file, None, None, "no hand history found: not PokerStars, Full Tilt or PHH text")


def preload() -> None:
    """Import every reader now, each otherwise imported with the first file of its kind (the
    table's start needs none of them), and fill the seven-card value table: a process about to
    fork its reading processes does it once for all of them, where each would do it again (and
    compile the same patterns) on its own."""
    import tomllib  # noqa: F401 - read_phh's

    from razz_desktop.engine import value_tables
    from razz_desktop.storage.formats import ft_reader, merge_reader, phh_toml  # noqa: F401

    # Every showdown values seven cards: the table's buckets, otherwise copied in lookup by lookup
    # (about 20 ms a process over an import), copied once here (15 ms) for every forked copy.
    value_tables.complete(7)


def read_file(path: Path) -> Iterator[Result]:
    """Every hand in the file at ``path``; never raises for what the file holds.

    Only a regular file is read (a FIFO, a device such as ``/dev/zero`` behind a
    link, a socket are refused by name), opened without blocking (a FIFO
    with no writer would wait for ever) and read at most :data:`MAX_FILE_BYTES`.
    """
    file = str(path)
    try:
        data = _read_limited(path)
    except _Refused as refused:
        yield Rejection(file, None, None, str(refused))
        return
    except OSError as exc:
        yield Rejection(file, None, None, f"cannot read the file: {exc.strerror or exc}")
        return
    try:
        text = decode(data)
    except ValueError as exc:
        yield Rejection(file, None, None, str(exc))
        return
    yield from read_text(text, file, path.suffix.lower())


class _Refused(Exception):
    """A file not read, and why (in the rejection's words)."""


def _too_big(size: int) -> _Refused:
    return _Refused(f"the file is {size:,} bytes; the importer reads files of at most {MAX_FILE_TEXT} "
                    f"({MAX_FILE_BYTES:,} bytes)")


def _read_limited(path: Path) -> bytes:
    """The bytes of the regular file at ``path``, at most :data:`MAX_FILE_BYTES` (else ``_Refused``)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
                 | getattr(os, "O_BINARY", 0))
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise _Refused("a folder named where a file was expected")
        if not stat.S_ISREG(info.st_mode):
            kind = ("a named pipe (FIFO)" if stat.S_ISFIFO(info.st_mode)
                    else "a device" if stat.S_ISCHR(info.st_mode) or stat.S_ISBLK(info.st_mode)
                    else "a socket" if stat.S_ISSOCK(info.st_mode) else "a special file")
            raise _Refused(f"not a regular file ({kind}): only hand-history files are read")
        if info.st_size > MAX_FILE_BYTES:
            raise _too_big(info.st_size)
        chunks: list[bytes] = []
        got = 0
        while True:
            # The size said, plus one byte to see the end, in one read; then a MB at a time
            # (a file that grows while read), never more than the limit and one byte.
            want = info.st_size + 1 - got if got < info.st_size else 1 << 20
            chunk = os.read(fd, min(want, MAX_FILE_BYTES + 1 - got))
            if not chunk:
                break
            got += len(chunk)
            if got > MAX_FILE_BYTES:
                raise _too_big(got)
            chunks.append(chunk)
    finally:
        os.close(fd)
    return chunks[0] if len(chunks) == 1 else b"".join(chunks)
