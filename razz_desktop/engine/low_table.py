"""The table of razz low values: how it is built, the packaged file, and loading it.

A razz hand's value depends only on the multiset of its ranks, so every
multiset of 5, 6 and 7 ranks (at most four of a rank) is valued once: 6,175,
18,395 and 49,205 of them. Building the table from the definition takes tens
of milliseconds of Python, too long for every start of the program, so the
table ships with the package as ``low_values.bin`` and is read on first use
(a few milliseconds: one dict per hand size). ``python -m
razz_desktop.engine.low_table --write`` regenerates the file and ``--check``
compares it with a fresh build; the test suite does the same, so the file can
never drift from the rules.

Keys and values are those of ``evaluation`` (which imports this module
only when a table is first needed; the encoding is ``value_encoding``'s): the key of a multiset is
``sum(5 ** rank)`` (the multiset written in base 5), the value is
``category * 13**5 + the five making ranks as base-13 digits`` (lower =
better; see ``evaluation``'s docstring).

The file: the 8 bytes ``RAZZLOW1``, three little-endian uint32 entry counts
(hand sizes 5, 6, 7), a little-endian uint32 CRC-32 of everything after it,
then per hand size its keys (ascending) and then its values, each a run of
little-endian uint32. A missing or damaged file is not fatal: the table is
then built (correct, only slower) and a ``RuntimeWarning`` says why.
"""

from __future__ import annotations

import binascii
import os
import struct
import sys
import warnings
from array import array
from collections.abc import Iterable, Sequence
from itertools import combinations

from razz_desktop.engine.value_encoding import (
    CATEGORY_BASE,
    HAND_SIZES,
    NUM_RANKS,
)
from razz_desktop.engine.value_encoding import DIGIT_WEIGHTS as _DIGIT_WEIGHTS
from razz_desktop.engine.value_encoding import GROUP_SIZES as _GROUP_SIZES
from razz_desktop.engine.value_encoding import POW5 as _POW5
from razz_desktop.engine.value_encoding import structure_value as _structure_value

FILE_NAME = "low_values.bin"
_MAGIC = b"RAZZLOW1"
_HEADER = struct.Struct("<8s4I")
_EXPECTED = {5: 6175, 6: 18395, 7: 49205}
"""Entries per hand size: the rank multisets a deck can deal (tests prove the counts)."""


class TableFileError(ValueError):
    """The packaged table file is missing, truncated or not the table."""


def _pattern_structures(counts: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """Best five of a count pattern over ``len(counts)`` distinct ranks, by position.

    Which cards make the best low depends only on the order of the distinct
    ranks and how many of each there are, not on the ranks themselves (every
    comparison is between ranks, and a rank-order-preserving relabelling
    keeps all of them). So the choice is made once per pattern with
    stand-in ranks 0..d-1, by brute force over every 5-card sub-multiset, and
    returned as (category base, positions of the digits). The caller then
    substitutes real ranks for positions.
    """
    pool = [pos for pos, c in enumerate(counts) for _ in range(c)]
    best = min(set(combinations(pool, 5)), key=_structure_value)
    value = _structure_value(best)
    cat = value // CATEGORY_BASE
    positions = []
    rest = value - cat * CATEGORY_BASE
    for weight in _DIGIT_WEIGHTS[: len(_GROUP_SIZES[cat])]:
        positions.append(rest // weight)
        rest %= weight
    return cat * CATEGORY_BASE, tuple(positions)


def _count_patterns(distinct: int) -> list[tuple[int, ...]]:
    """Every count vector over ``distinct`` ranks (1..4 each) holding 5, 6 or 7 cards."""
    out: list[tuple[int, ...]] = []

    def extend(prefix: tuple[int, ...]) -> None:
        if len(prefix) == distinct:
            if 5 <= sum(prefix) <= 7:
                out.append(prefix)
            return
        for c in range(1, 5):
            if sum(prefix) + c + (distinct - len(prefix) - 1) <= 7:
                extend(prefix + (c,))

    extend(())
    return out


def build() -> dict[int, dict[int, int]]:
    """Value every rank multiset of 5, 6 and 7 cards, one dict per hand size.

    Multisets are grouped by their set of distinct ranks D (a combination of
    the 13 ranks) and their count pattern over D. The best five for a pattern
    is worked out once (``_pattern_structures``), so the per-multiset work is
    just a key sum and a dict store. With five or more distinct ranks every
    pattern's best low is the five lowest distinct ranks, so those share one
    value per D and are stored in bulk.
    """
    tables: dict[int, dict[int, int]] = {n: {} for n in HAND_SIZES}
    pow5 = _POW5
    w0, w1, w2, w3, w4 = _DIGIT_WEIGHTS
    for distinct in range(2, 8):
        patterns = _count_patterns(distinct)
        # Each pattern as the list of positions of its extra cards (beyond one per rank).
        extras = [tuple(p for p, c in enumerate(pat) for _ in range(c - 1)) for pat in patterns]
        into = [tables[sum(pat)] for pat in patterns]
        if distinct >= 5:
            for ranks in combinations(range(NUM_RANKS), distinct):
                pw = [pow5[r] for r in ranks]
                base = sum(pw)
                value = ranks[4] * w0 + ranks[3] * w1 + ranks[2] * w2 + ranks[1] * w3 + ranks[0] * w4
                get = pw.__getitem__
                for ex, table in zip(extras, into, strict=True):
                    table[base + sum(map(get, ex))] = value
            continue
        structures = [_pattern_structures(pat) for pat in patterns]
        shapes = sorted(set(structures))
        shape_index = [shapes.index(s) for s in structures]
        weighted = [(cb, tuple(zip(pos, _DIGIT_WEIGHTS, strict=False))) for cb, pos in shapes]
        jobs = list(zip(extras, shape_index, into, strict=True))
        for ranks in combinations(range(NUM_RANKS), distinct):
            pw = [pow5[r] for r in ranks]
            base = sum(pw)
            get = pw.__getitem__
            values = [cb + sum(ranks[p] * w for p, w in digits) for cb, digits in weighted]
            for ex, si, table in jobs:
                table[base + sum(map(get, ex))] = values[si]
    return tables


def _le_uint32(numbers: Iterable[int]) -> bytes:
    out = array("I", numbers)
    if out.itemsize != 4:  # pragma: no cover - every supported platform has 4-byte unsigned int
        raise RuntimeError("array('I') is not 4 bytes here")
    if sys.byteorder == "big":  # pragma: no cover - the file is little-endian everywhere
        out.byteswap()
    return out.tobytes()


def encode(tables: dict[int, dict[int, int]]) -> bytes:
    """The file's bytes for ``tables`` (as ``build`` returns them)."""
    body = b"".join(_le_uint32(sorted(tables[n])) + _le_uint32(v for _, v in sorted(tables[n].items()))
                    for n in HAND_SIZES)
    counts = [len(tables[n]) for n in HAND_SIZES]
    return _HEADER.pack(_MAGIC, *counts, binascii.crc32(body)) + body


def table_path() -> str:
    """Where the packaged file lives: beside this module, in a checkout, a wheel or the bundle."""
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), FILE_NAME)


def _read_arrays(data: bytes, size: int) -> tuple[array[int], array[int]]:
    """(keys, values) of one hand size from the file's bytes, checked."""
    if len(data) < _HEADER.size:
        raise TableFileError(f"{FILE_NAME} is truncated ({len(data)} bytes)")
    magic, c5, c6, c7, crc = _HEADER.unpack_from(data)
    counts = {5: c5, 6: c6, 7: c7}
    if magic != _MAGIC or counts != _EXPECTED:
        raise TableFileError(f"{FILE_NAME} is not a razz value table (header {data[:8]!r})")
    if len(data) != _HEADER.size + 8 * sum(counts.values()):
        raise TableFileError(f"{FILE_NAME} has {len(data)} bytes, not the "
                             f"{_HEADER.size + 8 * sum(counts.values())} its header promises")
    if binascii.crc32(memoryview(data)[_HEADER.size:]) != crc:
        raise TableFileError(f"{FILE_NAME} is damaged (checksum mismatch)")
    offset = _HEADER.size
    for n in HAND_SIZES:
        if n == size:
            break
        offset += 8 * counts[n]
    count = counts[size]
    keys, values = array("I"), array("I")
    keys.frombytes(data[offset:offset + 4 * count])
    values.frombytes(data[offset + 4 * count:offset + 8 * count])
    if sys.byteorder == "big":  # pragma: no cover
        keys.byteswap()
        values.byteswap()
    return keys, values


def load_arrays(size: int, path: str | None = None) -> tuple[array[int], array[int]]:
    """Keys (ascending) and values of the ``size``-card table as uint32 arrays, from the file.

    For callers that want the table as arrays rather than a dict (the numpy
    batch evaluator). Raises TableFileError when the file cannot be used.
    """
    if size not in HAND_SIZES:
        raise ValueError(f"no table for {size}-card hands (5, 6 or 7)")
    where = table_path() if path is None else path
    try:
        with open(where, "rb") as fh:
            data = fh.read()
    except OSError as exc:
        raise TableFileError(f"cannot read {where}: {exc}") from None
    return _read_arrays(data, size)


def load(size: int, path: str | None = None) -> dict[int, int]:
    """The ``size``-card table as a dict key -> value: read from the file, else built.

    Reading costs a few milliseconds; when the file is missing or damaged the
    table is built from the definition instead (tens of milliseconds) and a
    RuntimeWarning names the problem, so a broken install plays correctly.
    """
    try:
        keys, values = load_arrays(size, path)
    except TableFileError as exc:
        warnings.warn(f"{exc}; building the razz value table instead", RuntimeWarning,
                      stacklevel=2)
        return build()[size]
    return dict(zip(keys, values, strict=True))


def main(argv: Sequence[str] | None = None) -> int:
    """``--write`` regenerates the packaged file; ``--check`` compares it with a fresh build."""
    import argparse  # only the command line needs it (a few ms to import)

    parser = argparse.ArgumentParser(prog="python -m razz_desktop.engine.low_table",
                                     description="Regenerate or check the packaged razz value table.")
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--write", action="store_true", help=f"write {FILE_NAME} beside this module")
    group.add_argument("--check", action="store_true", help="exit 1 unless the file equals a fresh build")
    args = parser.parse_args(argv)
    fresh = encode(build())
    path = table_path()
    if args.write:
        with open(path, "wb") as fh:
            fh.write(fresh)
        print(f"wrote {path} ({len(fresh):,} bytes)")
        return 0
    try:
        with open(path, "rb") as fh:
            same = fh.read() == fresh
    except OSError as exc:
        print(f"error: cannot read {path}: {exc}", file=sys.stderr)
        return 1
    print(f"{path}: {'identical to a fresh build' if same else 'DIFFERS from a fresh build'}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
