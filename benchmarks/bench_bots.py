"""Decision speed of every bot at a full 8-handed table: prints p50/p99 (never pass/fail).

The issue's bar: each bot decides in under 200 ms at the 99th percentile on
this machine, 8-handed. The arena measures every ``decide`` call with
``time.perf_counter``; this script seats two of each level plus baselines
so each level is timed in the busiest (8-way) spots.

    .venv/bin/python benchmarks/bench_bots.py [--hands 240] [--seed 1]
"""

from __future__ import annotations

import argparse

from razz_desktop.ai.match import percentile, play_match

TABLES = (
    ("expert", "strong", "regular", "beginner", "expert", "strong", "regular", "beginner"),
    ("expert", "calling-station", "maniac", "random", "strong", "regular", "beginner", "expert"),
)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=240, help="hands per table")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    times: dict[str, list[float]] = {}
    for t, names in enumerate(TABLES):
        res = play_match(list(names), args.hands, args.seed + t)
        for name, ts in zip(names, res.decision_s, strict=True):
            times.setdefault(name, []).extend(ts)
    print(f"{'bot':<16} {'decisions':>9} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8}   (8-handed, "
          f"{args.hands} hands x {len(TABLES)} tables)")
    for name, ts in times.items():
        ts.sort()
        print(f"{name:<16} {len(ts):>9} {percentile(ts, 0.5) * 1e3:>8.2f} "
              f"{percentile(ts, 0.99) * 1e3:>8.2f} {ts[-1] * 1e3:>8.2f}")


if __name__ == "__main__":
    main()
