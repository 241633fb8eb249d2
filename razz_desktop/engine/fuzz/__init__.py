"""The engine's fuzzer: ``python -m razz_desktop.engine.fuzz --hands N``.

Random tables, random legal play mixed with illegal attempts, and every
invariant of issue 12 checked after every step (``runner``), against an
independent referee for the pots (``reference``). Hands are numbered seeds,
so the result of a run depends only on ``--seed`` and ``--hands``, never on
``--jobs``: workers take fixed chunks of seeds and the tallies are added up
in seed order. Standard library only, like the rest of the engine.
"""

from __future__ import annotations

import multiprocessing
import os
import time
from typing import Any

from .runner import Tally, Violation, fuzz_one

__all__ = ["Tally", "Violation", "first_seed", "fuzz", "fuzz_one", "fuzz_range"]

CHUNK = 250
"""Seeds per work item: big enough to amortise the pickling, small enough to balance."""


def first_seed(seed: int) -> int:
    """Seed of a run's first hand: runs with different ``--seed`` never share hands."""
    return seed * 1_000_000_007


def fuzz_range(start: int, count: int) -> Tally:
    tally = Tally()
    for s in range(start, start + count):
        tally.add(fuzz_one(s))
    return tally


def _chunk(args: tuple[int, int]) -> Tally:
    return fuzz_range(*args)


def fuzz(hands: int, seed: int = 0, jobs: int | None = None) -> dict[str, Any]:
    """Fuzz ``hands`` hands; the JSON-ready summary the command prints."""
    if hands < 0:
        raise ValueError("--hands must be 0 or more")
    jobs = jobs if jobs is not None else (os.cpu_count() or 1)
    if jobs < 1:
        raise ValueError("--jobs must be at least 1")
    began = time.perf_counter()
    base = first_seed(seed)
    chunks = [(base + i, min(CHUNK, hands - i)) for i in range(0, hands, CHUNK)]
    total = Tally()
    if jobs == 1 or len(chunks) <= 1:
        for c in chunks:
            total.add(_chunk(c))
    else:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for part in pool.imap(_chunk, chunks):  # imap keeps seed order
                total.add(part)
    return summary(total, time.perf_counter() - began)


def summary(tally: Tally, seconds: float) -> dict[str, Any]:
    return {
        "hands": tally.hands,
        "actions": tally.actions,
        "illegal_tried": tally.illegal_tried,
        "violations": sorted(tally.violations, key=lambda v: int(str(v["seed"]))),
        "seconds": round(seconds, 3),
    }
