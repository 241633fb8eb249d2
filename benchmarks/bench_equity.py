"""Equity speed against a compiled reference, measured in the same run (never pass/fail).

Issue 19: Monte Carlo and exact enumeration within 2 times a compiled
reference. The reference is ``benchmarks/reference_equity.py`` (numba, a
benchmark-only dependency: ``pip install numba``); it is checked to agree with
the program before its figures count. Each case is timed in alternating
rounds (program, reference, program, ...) so a burst of load falls on both,
and the medians are printed in wall-clock and in process CPU time with their
ratio (program / reference: below 1 means the program is faster).

    .venv/bin/python benchmarks/bench_equity.py [--repeat 30]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from razz_desktop.ai.equity import equity  # noqa: E402
from razz_desktop.engine.cards import parse_cards  # noqa: E402


def cards(text: str) -> tuple[int, ...]:
    return tuple(int(c) for c in parse_cards(text))


def _timed(fn: Callable[[], object]) -> tuple[float, float]:
    w, c = time.perf_counter(), time.process_time()
    fn()
    return (time.perf_counter() - w) * 1e3, (time.process_time() - c) * 1e3


CASES = [
    # label, hero, opponents' upcards, exact?
    ("Monte Carlo 10,000 runouts, 3rd street, 3 opponents", "Ac 5d 7h", ["Kd", "4s", "8h"], False),
    ("Monte Carlo 10,000 runouts, 4th street, 3 opponents", "2c 3d 4h 9s",
     ["Kd 7c", "5s 6h", "8d 2h"], False),
    ("Monte Carlo 10,000 runouts, 5th street, 3 opponents", "2c 3d 4h 9s 5c",
     ["Kd 7c 6s", "5s 6h 9h", "8d 2h Qs"], False),
    ("Exact heads-up 7th street (10,660 cases)", "2c 3d 4h 9s 5c 7d 8h", ["Kd 7c 6s 3h"], True),
    ("Exact heads-up 6th street (447,720 cases)", "2c 3d 4h 9s 5c 7d", ["Kd 7c 6s 3h"], True),
]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=30)
    args = parser.parse_args()
    try:
        from reference_equity import Reference, check
    except ImportError:
        Reference = None  # noqa: N806
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs; "
          f"medians of {args.repeat} alternating rounds")
    gen = np.random.default_rng(1)
    for label, hero_text, opp_texts, exact in CASES:
        hero, opps = cards(hero_text), [cards(o) for o in opp_texts]

        def ours(hero: tuple[int, ...] = hero, opps: list[tuple[int, ...]] = opps,
                 exact: bool = exact) -> object:
            return equity(hero, opps, exact=exact, trials=10_000, rng=gen)

        res = equity(hero, opps, exact=exact, trials=10_000 if exact else 400_000, rng=gen)
        ref_fn: Callable[[], object] | None = None
        if Reference is not None:
            ref = Reference(hero, opps)
            check(ref, res.equity, exact, res.stderr)
            ref_fn = ref.exact if exact else (lambda ref=ref: ref.monte_carlo(10_000, 3))
            ref_fn()  # compile and warm up
        ours()
        mine, theirs = [], []
        for _ in range(args.repeat):
            mine.append(_timed(ours))
            if ref_fn is not None:
                theirs.append(_timed(ref_fn))
        mw = statistics.median(m[0] for m in mine)
        mc = statistics.median(m[1] for m in mine)
        line = f"{label:<53} program {mw:7.2f} ms wall {mc:7.2f} ms CPU"
        if theirs:
            tw = statistics.median(t[0] for t in theirs)
            tc = statistics.median(t[1] for t in theirs)
            line += (f" | reference {tw:7.2f} ms wall {tc:7.2f} ms CPU"
                     f" | ratio {mw / tw:5.2f} wall {mc / tc:5.2f} CPU")
        print(line)
        print(f"    equity {res.equity:.6f} +- {res.stderr:.6f} ({res.method}, {res.trials:,} "
              f"{'cases' if exact else 'trials'}); reference agrees")
    if Reference is None:
        print("reference: numba not installed (pip install numba to compare)")
    print(f"load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
