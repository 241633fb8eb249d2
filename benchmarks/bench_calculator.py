"""The equity calculator's speed: exact enumerations and Monte Carlo deals per second (never pass/fail).

For each spot it prints the work-budget count the method is chosen by
(``enumeration_size``, compared with ``EXACT_BUDGET``), the weighted rank
cases actually valued, the card-level deals they stand for, and the median
wall-clock and process-CPU time of ``calculate`` over ``--repeat`` runs, as
cases per second and deals per second. CPU time is the steadier figure on a
shared machine. Then Monte Carlo deals per second for a sampled spot.

    .venv/bin/python benchmarks/bench_calculator.py [--repeat 5]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from razz_desktop.ai import calculator as calc  # noqa: E402

EXACT_SPOTS = (
    ("heads-up, 6th street", ["Ah 2d 3c 4s 9h 9d", "6s 7h 8d 2c Kd Qd"]),
    ("three-way, 6th street", ["Ah 2d 3c 4s 9h 9d", "6s 7h 8d 2c Kd Qd", "?? ?? 5c 5s Tc Td"]),
    ("heads-up, 5th street", ["Ah 2d 3c 4s 9h", "6s 7h 8d 2c Kd"]),
    ("three-way, 5th street", ["Ah 2d 3c 4s 9h", "6s 7h 8d 2c Kd", "Ts 5c 5s Tc Jd"]),
    ("three-way, 4th street (over the budget: sampled)", ["Ah 2d 3c 4s", "6s 7h 8d 2c", "Ts 5c 5s Tc"]),
    ("heads-up, 4th street", ["Ah 2d 3c 4s", "6s 7h 8d 2c"]),
    ("heads-up, 3rd street (the budget's largest common spot)", ["Ah 2d 3c", "6s 7h 8d"]),
)
SAMPLED_SPOT = ("three-way, 3rd street", ["Ah 2d 3c", "6s 7h 8d", "?? ?? Kc"])


def timed(fn, repeat: int) -> tuple[float, float]:
    walls, cpus = [], []
    for _ in range(repeat):
        w, c = time.perf_counter(), time.process_time()
        fn()
        walls.append(time.perf_counter() - w)
        cpus.append(time.process_time() - c)
    return statistics.median(walls), statistics.median(cpus)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--samples", type=int, default=calc.DEFAULT_SAMPLES)
    args = parser.parse_args()
    calc.calculate(calc.parse_question(["Ah 2d 3c 4s 5h", "6s 7h 8d 9c Tc"]))  # load the value tables
    print(f"work budget: exact when enumeration_size <= {calc.EXACT_BUDGET:,}")
    print(f"{'spot':58} {'size':>11} {'cases':>10} {'deals':>16} {'wall s':>7} {'cpu s':>7} "
          f"{'cases/s (cpu)':>14} {'deals/s (cpu)':>14}")
    for name, hands in EXACT_SPOTS:
        q = calc.parse_question(hands)
        size = calc.enumeration_size(q)
        if size > calc.EXACT_BUDGET:  # enumerating it would take a minute and gigabytes
            print(f"{name:58} {size:>11,}  over the budget: Monte Carlo")
            continue
        values, weight = calc._exact_values(calc._plan(q))
        wall, cpu = timed(lambda q=q: calc.calculate(q, exact=True), args.repeat)
        cases, deals = weight.shape[0], float(weight.sum())
        print(f"{name:58} {size:>11,} {cases:>10,} {deals:>16,.0f} {wall:>7.3f} {cpu:>7.3f} "
              f"{cases / cpu:>14,.0f} {deals / cpu:>14.3g}")
    name, hands = SAMPLED_SPOT
    q = calc.parse_question(hands)
    wall, cpu = timed(lambda: calc.calculate(q, samples=args.samples, seed=1, exact=False), args.repeat)
    print(f"Monte Carlo, {name}: {args.samples:,} deals in {wall:.3f} s wall, {cpu:.3f} s cpu "
          f"= {args.samples / cpu:,.0f} deals/s (cpu)")


if __name__ == "__main__":
    main()
