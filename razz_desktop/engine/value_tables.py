"""The razz value tables as the evaluator reads them: plain dicts filled on demand.

``evaluation`` values a hand by one subscript of a plain ``dict`` (rank key
-> value), the fastest lookup CPython has. Building that dict costs a Python
insertion per entry (49,205 for seven cards: 8-12 ms), so it is not built at
first use. First use reads the packaged file (``low_table``: its keys and
values as two ``array``s, checked, under a millisecond) and every table
starts empty; a lookup that misses copies one *bucket* from the arrays into
the dict (``fill``) and the dict answers every later lookup of that bucket
itself. The file's keys are sorted, and a bucket is the run of keys that
share their high ranks (``key // 5**7``: the counts of eights to kings),
copied at C speed: the 7-card table has 1,548 buckets (the largest 1,520
entries, most a few dozen), so it fills over its first lookups in at most
1,548 misses, never all at once.

The dicts are never replaced, only filled, so ``evaluation`` binds them once
at import. A key no table holds still raises ``KeyError`` from ``fill``.
Thread-safe: fills take a lock (the AI worker may race the GUI), and a
reader that meets a half-copied bucket just misses into ``fill`` and waits.
"""

from __future__ import annotations

import threading
import warnings
from array import array
from bisect import bisect_left

from razz_desktop.engine.value_encoding import HAND_SIZES

T5: dict[int, int] = {}
T6: dict[int, int] = {}
T7: dict[int, int] = {}
TABLES = {5: T5, 6: T6, 7: T7}
"""The tables by hand size: rank key -> value, filled bucket by bucket."""

_BUCKET = 5**7
"""Keys with equal ``key // _BUCKET`` (equal counts of the ranks 8 to K) are one bucket."""
_SOURCE: dict[int, tuple[array[int], array[int]]] = {}
"""Per hand size, the file's (keys ascending, values) once read."""
_COMPLETE: set[int] = set()
_LOCK = threading.Lock()


def _read(size: int) -> tuple[array[int], array[int]] | None:
    """The file's arrays for ``size`` (read once); None when the table had to be built."""
    from razz_desktop.engine import low_table  # not at import: no table on the start-up path

    src = _SOURCE.get(size)
    if src is None:
        try:
            src = _SOURCE[size] = low_table.load_arrays(size)
        except low_table.TableFileError as exc:
            warnings.warn(f"{exc}; building the razz value table instead", RuntimeWarning,
                          stacklevel=3)
            TABLES[size].update(low_table.build()[size])
            _COMPLETE.add(size)
            return None
    return src


def fill(size: int, key: int) -> int:
    """The value of ``key`` in the ``size``-card table, after copying its bucket in.

    Called on a lookup miss; raises KeyError when no ``size``-card rank
    multiset has this key (the bucket is then copied for nothing, harmlessly).
    """
    table = TABLES[size]
    with _LOCK:
        if size not in _COMPLETE and type(key) is int and key >= 0:
            src = _read(size)
            if src is not None:
                keys, values = src
                start = key - key % _BUCKET
                lo = bisect_left(keys, start)
                hi = bisect_left(keys, start + _BUCKET, lo)
                table.update(zip(keys[lo:hi], values[lo:hi], strict=True))
                if len(table) == len(keys):
                    _COMPLETE.add(size)
    return table[key]


def complete(size: int) -> dict[int, int]:
    """The whole ``size``-card table, every bucket copied (for callers that want it all)."""
    table = TABLES[size]
    with _LOCK:
        if size not in _COMPLETE:
            src = _read(size)
            if src is not None:
                table.update(zip(*src, strict=True))
                _COMPLETE.add(size)
    return table


def loaded() -> tuple[int, ...]:
    """Hand sizes whose table has been read from the file (or built) so far."""
    return tuple(n for n in HAND_SIZES if n in _SOURCE or n in _COMPLETE)


def reset() -> None:
    """Forget every table (benchmarks time the first use with it; lookups refill as usual)."""
    with _LOCK:
        for table in TABLES.values():
            table.clear()
        _SOURCE.clear()
        _COMPLETE.clear()
