"""Throughput of the razz evaluators and the cost of their table, printed (never asserted).

Run: ``.venv/bin/python benchmarks/bench_eval.py [--rounds 7]``. Prints:

* the value table: importing ``evaluation`` (no table is read then), the
  first use of each hand size's table (read the packaged file's arrays,
  check them, copy one bucket into the lookup dict: ``value_tables``),
  filling a whole table at once (what lookups spread over their misses), a
  whole dict from the file (the first-use cost before the buckets), and
  building all three from the definition (what the import used to cost);
* one-at-a-time 7-card ``low_value`` and ``evaluate`` calls per second, and
  pokerkit's razz evaluator (``RegularLowHand.from_game``, a benchmark-only
  dependency: ``pip install pokerkit``) on the same hands, measured in
  alternating rounds of one run so load hits both alike, with the ratio;
* the numpy batch path: building its tables and N = 1,000,000 hands.

Every figure is a median over rounds, in wall-clock time and in this
process's CPU time (the CPU figure leaves out the time the scheduler gave to
other jobs on a busy machine, so it moves less with the load; ratios are
taken between figures of the same kind). The load average is printed with
them.
"""

from __future__ import annotations

import argparse
import os
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
from razz_desktop.engine import low_table, value_tables  # noqa: E402
from razz_desktop.engine.cards import CARDS  # noqa: E402


def _timed(fn: Callable[[], object]) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of one call."""
    w, c = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - w, time.process_time() - c


def _medians(samples: list[tuple[float, float]]) -> tuple[float, float]:
    return statistics.median(s[0] for s in samples), statistics.median(s[1] for s in samples)


def _pokerkit_hands(hands: list[tuple[int, ...]]) -> list[tuple[object, ...]] | None:
    try:
        from pokerkit import Card
    except ImportError:
        return None
    return [tuple(Card.parse("".join(str(CARDS[c]) for c in h))) for h in hands]


def _first_use(size: int) -> None:
    """What the first lookup of a hand size costs: read the file's arrays, copy one bucket."""
    value_tables.reset()
    evaluation.value_of_ranks(list(range(size)))


def _fill_all(size: int) -> None:
    value_tables.reset()
    value_tables.complete(size)


def table_costs(rounds: int) -> None:
    print(f"import evaluation (reads no table):   {_IMPORT_S * 1e3:8.2f} ms wall, once")
    for size in evaluation.HAND_SIZES:
        wall, cpu = _medians([_timed(lambda size=size: _first_use(size)) for _ in range(rounds * 3)])
        print(f"load the {size}-card table (first use):  {wall * 1e3:8.2f} ms wall  "
              f"{cpu * 1e3:8.2f} ms CPU  (median of {rounds * 3}: file read, arrays checked, one bucket)")
    for size in evaluation.HAND_SIZES:
        wall, cpu = _medians([_timed(lambda size=size: _fill_all(size)) for _ in range(rounds)])
        print(f"fill every {size}-card bucket at once:  {wall * 1e3:8.2f} ms wall  "
              f"{cpu * 1e3:8.2f} ms CPU  (median of {rounds}; lookups spread this over their misses)")
    wall, cpu = _medians([_timed(lambda: low_table.load(7)) for _ in range(rounds)])
    print(f"a whole 7-card dict from the file:    {wall * 1e3:8.2f} ms wall  {cpu * 1e3:8.2f} ms CPU"
          f"  (median of {rounds}; what first use cost before the buckets)")
    wall, cpu = _medians([_timed(low_table.build) for _ in range(rounds)])
    print(f"build all three from the definition:  {wall * 1e3:8.2f} ms wall  {cpu * 1e3:8.2f} ms CPU"
          f"  (median of {rounds}; the old import cost)")
    value_tables.reset()


def evaluate_rates(rounds: int) -> None:
    rng = random.Random(2024)
    n = 200_000
    hands = [tuple(rng.sample(CARDS, 7)) for _ in range(n)]
    low_value, evaluate = evaluation.low_value, evaluation.evaluate
    for h in hands:  # the first pass fills the 7-card dict's buckets: not part of the rate
        evaluate(h)
    pk_n = 2_000
    pk_hands = _pokerkit_hands(hands[:pk_n])

    def run_low_value() -> None:
        for h in hands:
            low_value(h)

    def run_evaluate() -> None:
        for h in hands:
            evaluate(h)

    from_game: Callable[[tuple[object, ...]], object] | None = None
    if pk_hands is not None:
        from pokerkit import RegularLowHand

        from_game = RegularLowHand.from_game

    def run_pokerkit() -> None:
        assert from_game is not None and pk_hands is not None
        for h in pk_hands:
            from_game(h)

    samples: dict[str, list[tuple[float, float]]] = {"low_value": [], "evaluate": [], "pokerkit": []}
    for _ in range(rounds):  # alternating, so a burst of load falls on all three
        samples["low_value"].append(_timed(run_low_value))
        samples["evaluate"].append(_timed(run_evaluate))
        if from_game is not None:
            samples["pokerkit"].append(_timed(run_pokerkit))
    rates: dict[str, tuple[float, float]] = {}
    for name, count in (("low_value", n), ("evaluate", n), ("pokerkit", pk_n)):
        if samples[name]:
            wall, cpu = _medians(samples[name])
            rates[name] = (count / wall, count / cpu)
    for name, label in (("low_value", "low_value, 7 cards, one at a time"),
                        ("evaluate", "evaluate,  7 cards, one at a time"),
                        ("pokerkit", "pokerkit RegularLowHand.from_game")):
        if name in rates:
            wall, cpu = rates[name]
            print(f"{label}: {wall:12,.0f} /s wall  {cpu:12,.0f} /s CPU  (median of {rounds})")
    if "pokerkit" not in rates:
        print("pokerkit: not installed (pip install pokerkit to compare)")
        return
    ev, pk = rates["evaluate"], rates["pokerkit"]
    print(f"evaluate / pokerkit:               {ev[0] / pk[0]:12.1f} x wall  {ev[1] / pk[1]:12.1f} x CPU")
    lv = rates["low_value"]
    print(f"evaluate / low_value:              {ev[0] / lv[0]:12.2f} x wall  {ev[1] / lv[1]:12.2f} x CPU")


def batch_rates() -> None:
    value_table.cache_clear()
    for k in (5, 6, 7):
        wall, cpu = _timed(lambda k=k: value_table(k))
        print(f"batch value table k={k}:             {wall * 1e3:8.2f} ms wall  {cpu * 1e3:8.2f} ms CPU")
    big = 1_000_000
    nprng = np.random.default_rng(7)
    cards = np.argsort(nprng.random((big, 52)), axis=1)[:, :7].astype(np.int8)
    for k in (7, 6, 5):
        sub = np.ascontiguousarray(cards[:, :k])
        wall, cpu = _medians([_timed(lambda sub=sub: batch_low_values(sub)) for _ in range(3)])
        print(f"batch_low_values (N={big:,}, k={k}): {big / wall:12,.0f} /s wall  {big / cpu:12,.0f} /s CPU")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    table_costs(args.rounds)
    evaluate_rates(args.rounds)
    batch_rates()
    print(f"load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
