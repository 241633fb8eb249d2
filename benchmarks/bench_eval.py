"""Throughput of the razz evaluators, printed (never asserted: machines differ).

Run: ``.venv/bin/python benchmarks/bench_eval.py``. Reports the import-time
table build, one-at-a-time 7-card evaluations per second (``low_value`` and
``evaluate``, medians over repeats), pokerkit's razz evaluator measured in the
same run on the same hands (when pokerkit is installed: ``pip install
pokerkit``; it is a benchmark-only dependency) and the ratio, and the numpy
batch path for N = 1,000,000.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

_t0 = time.perf_counter()
from razz_desktop.engine import evaluation  # noqa: E402

_IMPORT_S = time.perf_counter() - _t0

import numpy as np  # noqa: E402

from razz_desktop.ai.batch_eval import batch_low_values, value_table  # noqa: E402
from razz_desktop.engine.cards import CARDS  # noqa: E402

REPEATS = 7


def _median_rate(fn: Callable[[], None], n: int, repeats: int = REPEATS) -> float:
    """Calls per second, median over repeats (robust to a busy machine's spikes)."""
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return n / statistics.median(times)


def _pokerkit_rate(hands: list[tuple[int, ...]]) -> float | None:
    try:
        from pokerkit import Card, RegularLowHand
    except ImportError:
        return None
    ranks = "A23456789TJQK"
    suits = "cdhs"
    texts = ["".join(ranks[c >> 2] + suits[c & 3] for c in h) for h in hands]
    pk_hands = [Card.parse(t) for t in texts]
    pk_hands = [tuple(h) for h in pk_hands]
    from_game = RegularLowHand.from_game

    def run() -> None:
        for h in pk_hands:
            from_game(h)

    return _median_rate(run, len(pk_hands), repeats=3)


def main() -> None:
    t = time.perf_counter()
    table = evaluation._build_table()
    build_s = time.perf_counter() - t
    print(f"evaluation import (incl. table build): {_IMPORT_S * 1e3:7.1f} ms")
    print(f"table build ({len(table)} multisets):      {build_s * 1e3:7.1f} ms")

    rng = random.Random(2024)
    n = 200_000
    hands = [tuple(rng.sample(CARDS, 7)) for _ in range(n)]
    low_value, evaluate = evaluation.low_value, evaluation.evaluate

    def run_low_value() -> None:
        for h in hands:
            low_value(h)

    def run_evaluate() -> None:
        for h in hands:
            evaluate(h)

    lv = _median_rate(run_low_value, n)
    ev = _median_rate(run_evaluate, n)
    print(f"low_value, 7 cards, one at a time:   {lv:12,.0f} /s (median of {REPEATS})")
    print(f"evaluate,  7 cards, one at a time:   {ev:12,.0f} /s (median of {REPEATS})")
    pk = _pokerkit_rate(list(hands[:20_000]))
    if pk is None:
        print("pokerkit: not installed (pip install pokerkit to compare)")
    else:
        print(f"pokerkit RegularLowHand.from_game:  {pk:12,.0f} /s (median of 3, same hands)")
        print(f"evaluate / pokerkit:                 {ev / pk:12.1f} x")

    value_table.cache_clear()
    for k in (5, 6, 7):
        t = time.perf_counter()
        value_table(k)
        print(f"batch value table k={k}:              {(time.perf_counter() - t) * 1e3:7.1f} ms")

    big = 1_000_000
    nprng = np.random.default_rng(7)
    cards = np.argsort(nprng.random((big, 52)), axis=1)[:, :7].astype(np.int8)
    for k in (7, 6, 5):
        sub = np.ascontiguousarray(cards[:, :k])
        rate = _median_rate(lambda sub=sub: batch_low_values(sub), big, repeats=3)
        print(f"batch_low_values (N={big:,}, k={k}): {rate:12,.0f} /s")


if __name__ == "__main__":
    main()
