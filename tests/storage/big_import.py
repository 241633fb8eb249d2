"""A realistic big import on disk: the real corpus made distinct by hand id, plus hands this app exported.

Shared by the end-to-end import benchmark (``benchmarks/bench_import.py``)
and the tests that compare a multi-process import with a single-process one.

``write_big_import(folder, copies, exported)`` writes:

- ``copies`` copies of every file of ``../shared/handhistories`` (PokerStars,
  Full Tilt, Merge XML, PHH, and the files of sites refused by name), each
  copy's hand ids prefixed with the copy's number so every hand is a new
  one for the hand log; the mixed-game files keep their other games;
- ``exported`` hands this app played (``random_record``), written as
  PokerStars text (two thirds, in files of 200 hands) and as ``.phhs`` sets
  (one third, 100 hands a set), as File > Export writes them.

The same arguments always write the same files.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

from razz_desktop.records import HandOrigin, StoredHand
from razz_desktop.storage.formats.hh_writer import hand_to_text
from razz_desktop.storage.formats.phh_write import hands_to_phhs
from razz_desktop.storage.importing.reading import ImportedHand, Rejection, import_files, read_file
from tests.storage.hands import players_for, random_record

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "handhistories"
"""The real hand histories, ``../shared/handhistories`` beside the repository."""


def corpus_folder() -> Path | None:
    return CORPUS if CORPUS.is_dir() else None


def _ids_in(path: Path) -> list[str]:
    """The hand ids a file's hands are stored under (imported or refused)."""
    ids = []
    for r in read_file(path):
        if isinstance(r, ImportedHand):
            ids.append(r.site_hand_id)
        elif isinstance(r, Rejection) and r.hand_id is not None:
            ids.append(r.hand_id)
    return ids


def _renumbered(text: str, ids: list[str], prefix: str) -> str:
    """``text`` with each hand id, where it stands as a whole token, given ``prefix``."""
    if not ids:
        return text
    alternatives = "|".join(re.escape(i) for i in sorted(set(ids), key=len, reverse=True))
    return re.sub(rf"(?<![\w-])({alternatives})(?![\w-])", lambda m: prefix + m[1], text)


def write_corpus_copies(folder: Path, copies: int) -> int:
    """``copies`` renumbered copies of the corpus under ``folder``; returns the files written."""
    source = corpus_folder()
    if source is None:
        return 0
    written = 0
    for path in import_files([source]):
        rel = path.relative_to(source)
        ids = _ids_in(path)
        data = path.read_bytes()
        text = data.decode("utf-8")
        for k in range(copies):
            out = folder / f"copy{k:03d}" / rel.parent / f"{rel.stem}-{k:03d}{rel.suffix}"
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(_renumbered(text, ids, str(k + 1)), encoding="utf-8")
            written += 1
    return written


def exported_hands(n: int, first_seed: int = 0) -> list[StoredHand]:
    """``n`` hands played here (random play, five seats), one a minute."""
    when = datetime(2024, 5, 1, 12, tzinfo=UTC)
    hands = []
    for seed in range(first_seed, first_seed + n):
        record = random_record(seed)
        hands.append(StoredHand(seed + 1, 1, when + timedelta(minutes=seed), tuple(players_for(record)), record))
    return hands


def write_exported(folder: Path, n: int) -> int:
    """``n`` exported hands: two thirds as PokerStars text files, one third as PHH sets; returns files written."""
    folder.mkdir(parents=True, exist_ok=True)
    stars = (2 * n) // 3
    written = 0
    hands = exported_hands(stars)
    for start in range(0, stars, 200):
        chunk = hands[start:start + 200]
        text = "\n\n\n".join(hand_to_text(h).rstrip("\n") + "\n" for h in chunk)
        (folder / f"exported-{start:06d}.txt").write_text(text, encoding="utf-8")
        written += 1
    phh = []
    for h in exported_hands(n - stars, first_seed=stars):
        origin = HandOrigin(site="PHH", site_hand_id=f"app-{h.hand_id}", file="", table="Razz", dollars=False,
                            rake=0, hero=None)
        phh.append(StoredHand(h.hand_id, h.session_id, h.played_at, h.players, h.record, origin=origin))
    for start in range(0, len(phh), 100):
        (folder / f"exported-{start:06d}.phhs").write_text(hands_to_phhs(phh[start:start + 100]), encoding="utf-8")
        written += 1
    return written


def write_big_import(folder: Path, copies: int, exported: int) -> int:
    """The whole big import under ``folder``; returns the number of files."""
    return write_corpus_copies(folder / "corpus", copies) + write_exported(folder / "exported", exported)
