"""Throughput of the razz evaluators, printed (never asserted: machines differ).

Run: ``.venv/bin/python benchmarks/bench_eval.py``. Reports the import-time
table build, one-at-a-time 7-card evaluations per second (``low_value`` and
``evaluate``) and the numpy batch path for N = 1,000,000.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

_t0 = time.perf_counter()
from razz_desktop.engine import evaluation  # noqa: E402

_IMPORT_S = time.perf_counter() - _t0

import numpy as np  # noqa: E402

from razz_desktop.ai.batch_eval import batch_low_values, value_table  # noqa: E402
from razz_desktop.engine.cards import CARDS  # noqa: E402


def _best_rate(fn, n: int, repeats: int = 3) -> float:
    """Best of a few runs: the least disturbed by other work on the machine."""
    best = float("inf")
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return n / best


def main() -> None:
    t = time.perf_counter()
    table = evaluation._build_table()
    build_s = time.perf_counter() - t
    print(f"evaluation import (incl. table build): {_IMPORT_S * 1e3:7.1f} ms")
    print(f"table build ({len(table)} multisets):      {build_s * 1e3:7.1f} ms")

    rng = random.Random(2024)
    n = 300_000
    hands = [tuple(rng.sample(CARDS, 7)) for _ in range(n)]
    low_value, evaluate = evaluation.low_value, evaluation.evaluate

    def run_low_value() -> None:
        for h in hands:
            low_value(h)

    def run_evaluate() -> None:
        for h in hands[:100_000]:
            evaluate(h)

    print(f"low_value, 7 cards, one at a time:   {_best_rate(run_low_value, n):12,.0f} /s")
    print(f"evaluate,  7 cards, one at a time:   {_best_rate(run_evaluate, 100_000):12,.0f} /s")

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
        rate = _best_rate(lambda sub=sub: batch_low_values(sub), big)
        print(f"batch_low_values (N={big:,}, k={k}): {rate:12,.0f} /s")


if __name__ == "__main__":
    main()
