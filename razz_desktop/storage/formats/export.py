"""Writing stored hands to a file: PokerStars text or PHH. The command and the window share it.

Hands are read and written one at a time (``hands`` is any iterable, e.g. a
generator over ids), so exporting 100,000 hands holds one hand in memory,
except for a ``.phhs`` set, which the PHH writer builds whole.

Where the hands go (``out``):

- ``pokerstars``: one text file, hands separated by blank lines as the
  site's own files are.
- ``phh``: a path ending in ``.phhs`` gets one set file; a folder (an
  existing one, or a path without a suffix) gets one ``<hand id>.phh`` file
  per hand; a path ending in ``.phh`` takes exactly one hand.

A file is written under a temporary name and renamed at the end, so a
failed export never leaves half a file where the user asked for one.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from enum import StrEnum
from pathlib import Path

from razz_desktop.records import StoredHand

from .hh_writer import hand_to_text
from .phh_write import hand_to_phh, hands_to_phhs


class ExportFormat(StrEnum):
    POKERSTARS = "pokerstars"
    PHH = "phh"


class ExportError(ValueError):
    """The export cannot be done as asked (say why; nothing was written)."""


def _write_atomically(path: Path, chunks: Iterable[str]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".part")
    try:
        # 0600: a hand history is private (the user may open it up; the app does not).
        with open(os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), "w", encoding="utf-8",
                  newline="\n") as f:
            for chunk in chunks:
                f.write(chunk)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def export_hands(hands: Iterable[StoredHand], fmt: ExportFormat | str, out: Path | str) -> int:
    """Write ``hands`` to ``out`` in ``fmt``; returns how many were written."""
    fmt = ExportFormat(fmt)
    out = Path(out)
    count = 0

    def counted(items: Iterable[StoredHand]) -> Iterable[StoredHand]:
        nonlocal count
        for h in items:
            count += 1
            yield h

    if fmt is ExportFormat.POKERSTARS:
        if out.is_dir():
            raise ExportError(f"{out} is a folder: PokerStars text goes to one file")

        def texts() -> Iterable[str]:
            for k, h in enumerate(counted(hands)):
                yield ("\n\n\n" if k else "") + hand_to_text(h).rstrip("\n") + "\n"

        _write_atomically(out, texts())
        return count
    if out.suffix.lower() == ".phhs":
        _write_atomically(out, [hands_to_phhs(counted(hands))])
        return count
    if out.suffix.lower() == ".phh":
        items = list(hands)
        if len(items) != 1:
            raise ExportError(f"{out.name} holds one hand, and {len(items)} were asked for: "
                              "name a .phhs file or a folder")
        _write_atomically(out, [hand_to_phh(items[0])])
        return 1
    if out.exists() and not out.is_dir():
        raise ExportError(f"{out} is a file: PHH hands go to a .phhs file or a folder")
    out.mkdir(parents=True, exist_ok=True)
    for h in counted(hands):
        _write_atomically(out / f"{h.hand_id}.phh", [hand_to_phh(h)])
    return count
