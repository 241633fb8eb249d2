"""The look-ahead Expert (``expert_lookahead``) against the one-street Expert (``expert``), issue 35.

    nice -n 5 .venv/bin/python benchmarks/lookahead_vs_expert.py [--hands-hu 4000] [--hands-six 3000]
        [--seed 1] [--jobs 2]

Heads-up: the arena's duplicate dealing (every deck twice, seats swapped),
the Expert's BB/100 with a two-sided 95% interval over the duplicate blocks.
6-max: the two Experts at one table with Strong, the TAG, the pressure bot
and Regular; the paired per-block difference (expert_lookahead minus expert) cancels
the luck both share. It never passes or fails: it prints the figures.
"""

from __future__ import annotations

import argparse
import os
import time

from razz_desktop.ai.match import mean_ci, play_match

SIX = ("expert_lookahead", "expert", "strong", "tag", "pressure", "regular")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands-hu", type=int, default=4000)
    parser.add_argument("--hands-six", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    print(f"seed {args.seed}, load average {os.getloadavg()[0]:.1f}")
    if args.hands_hu:
        t0 = time.perf_counter()
        r = play_match(["expert_lookahead", "expert"], args.hands_hu, args.seed, jobs=args.jobs)
        m, lo, hi = mean_ci(r.block_bb100[0])
        print(f"heads-up expert_lookahead vs expert: {m:+.1f} BB/100 [{lo:+.1f}, {hi:+.1f}] "
              f"n={r.hands} ({time.perf_counter() - t0:.0f} s)", flush=True)
    if args.hands_six:
        t0 = time.perf_counter()
        r = play_match(list(SIX), args.hands_six, args.seed + 1, jobs=args.jobs)
        m, lo, hi = r.difference(0, 1)
        print(f"6-max {','.join(SIX)}: expert_lookahead minus expert {m:+.1f} BB/100 [{lo:+.1f}, {hi:+.1f}] "
              f"n={r.hands} ({time.perf_counter() - t0:.0f} s)")
        for i, label in enumerate(r.labels):
            mm, ll, hh = mean_ci(r.block_bb100[i])
            print(f"    {label:<10} {mm:+7.1f} [{ll:+.1f}, {hh:+.1f}]")


if __name__ == "__main__":
    main()
