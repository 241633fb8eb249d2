"""Equity speed: prints timings (never pass/fail).

The issue's targets on this machine: 10,000 Monte Carlo runouts against three
opponents in at most 15 ms, and the exact heads-up 7th-street enumeration
(the opponent's three unseen cards, C(41, 3) = 10,660 cases) in at most 5 ms.

    .venv/bin/python benchmarks/bench_equity.py [--repeat 50]
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

from razz_desktop.ai.equity import equity
from razz_desktop.engine.cards import parse_cards


def cards(text: str) -> tuple[int, ...]:
    return tuple(int(c) for c in parse_cards(text))


def timed(fn, repeat: int) -> list[float]:
    fn()  # warm-up: builds lookup tables and caches once
    out = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t0) * 1000)
    return sorted(out)


def report(label: str, ms: list[float], target: float | None) -> None:
    p95 = ms[int(0.95 * (len(ms) - 1))]
    goal = f"target <= {target:g} ms" if target is not None else "(no target)"
    print(f"{label:<52} median {statistics.median(ms):7.2f} ms   p95 {p95:7.2f} ms   "
          f"min {ms[0]:7.2f} ms   {goal}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=50)
    args = parser.parse_args()
    gen = np.random.default_rng(1)

    hero = cards("2c 3d 4h 9s")
    opps = [cards("Kd 7c"), cards("5s 6h"), cards("8d 2h")]
    res = equity(hero, opps, cards("Qh"), trials=10_000, rng=gen)
    report("Monte Carlo 10,000 runouts, 4th street, 3 opponents",
           timed(lambda: equity(hero, opps, cards("Qh"), trials=10_000, rng=gen), args.repeat), 15)
    print(f"    equity {res.equity:.4f} +- {res.stderr:.4f} ({res.method}, {res.trials} trials)")

    hero3 = cards("Ac 5d 7h")
    opps3 = [cards("Kd"), cards("4s"), cards("8h")]
    report("Monte Carlo 10,000 runouts, 3rd street, 3 opponents",
           timed(lambda: equity(hero3, opps3, trials=10_000, rng=gen), args.repeat), 15)

    h7 = cards("2c 3d 4h 9s 5c 7d 8h")
    o7 = [cards("Kd 7c 6s 3h")]
    res = equity(h7, o7, exact=True)
    report("Exact heads-up 7th street (10,660 cases)",
           timed(lambda: equity(h7, o7, exact=True), args.repeat), 5)
    print(f"    equity {res.equity:.6f} ({res.method}, {res.trials} cases)")

    h6 = cards("2c 3d 4h 9s 5c 7d")
    report("Exact heads-up 6th street (447,720 cases)",
           timed(lambda: equity(h6, o7, exact=True), max(5, args.repeat // 10)), None)


if __name__ == "__main__":
    main()
