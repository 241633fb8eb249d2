"""The strength ladder: every level against every level and baseline, plus mixed tables.

Prints the cross-table and writes ``benchmarks/ladder_results.json`` and
``benchmarks/ladder_results.md``. Each cell is the row bot's result heads-up
against the column bot in big bets per 100 hands with its 95% interval
(duplicate dealing, Student-t over blocks; see ``razz_desktop.ai.arena``).
The 6-handed mixed tables report each seat's result and, for the acceptance
bar, the paired difference between each level and the level below it at the
same table (per-block differences, so shared luck cancels).

    nice -n 10 .venv/bin/python benchmarks/ladder.py --jobs 1 [--hands-hu 4000]

It never passes or fails: it reports, and marks each acceptance line
"yes" when the interval excludes zero in the right direction.
"""

from __future__ import annotations

import argparse
import json
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from razz_desktop.ai.bots import BASELINES, LEVELS
from razz_desktop.ai.match import mean_ci, play_match

HERE = Path(__file__).resolve().parent
SIX_MAX = (
    ("expert", "strong", "regular", "beginner", "regular", "beginner"),
    ("expert", "strong", "regular", "beginner", "calling-station", "maniac"),
)
"""6-handed mixed tables. The first is the acceptance table: every level once,
plus a second Regular and Beginner (the players a real table is full of). The
second, with two practice baselines, is reported for information only (a
maniac makes every pot huge, so its intervals are much wider)."""


def _hu(job: tuple[str, str, int, int]) -> dict:
    a, b, hands, seed = job
    t0 = time.perf_counter()
    r = play_match([a, b], hands, seed)
    mean, lo, hi = mean_ci(r.block_bb100[0])
    return {"row": a, "col": b, "hands": r.hands, "bb_per_100": mean, "ci95": [lo, hi],
            "seconds": time.perf_counter() - t0, "summary": r.summary()}


def _six(job: tuple[tuple[str, ...], int, int]) -> dict:
    names, hands, seed = job
    t0 = time.perf_counter()
    r = play_match(list(names), hands, seed)
    diffs = []
    for upper, lower in zip(LEVELS[::-1], LEVELS[::-1][1:], strict=False):
        if upper in names and lower in names:
            i, j = names.index(upper), names.index(lower)
            m, lo, hi = r.difference(i, j)
            diffs.append({"upper": upper, "lower": lower, "diff_bb_per_100": m, "ci95": [lo, hi]})
    return {"players": list(names), "hands": r.hands, "summary": r.summary(), "level_diffs": diffs,
            "seconds": time.perf_counter() - t0}


def fmt(m: float, lo: float, hi: float) -> str:
    return f"{m:+.1f} [{lo:+.1f}, {hi:+.1f}]"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands-hu", type=int, default=16000, help="hands per level-vs-level match")
    parser.add_argument("--hands-baseline", type=int, default=4000, help="hands vs each baseline")
    parser.add_argument("--hands-six", type=int, default=20000, help="hands per 6-max table")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    args = parser.parse_args()

    jobs_hu = []
    for i, a in enumerate(LEVELS[::-1]):
        for b in LEVELS[::-1][i + 1:]:
            jobs_hu.append((a, b, args.hands_hu, args.seed))
        for b in BASELINES:
            jobs_hu.append((a, b, args.hands_baseline, args.seed))
    jobs_six = [(names, args.hands_six, args.seed + k) for k, names in enumerate(SIX_MAX)]
    t0 = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        six_f = [pool.submit(_six, j) for j in jobs_six]
        hu = list(pool.map(_hu, jobs_hu))
        six = [f.result() for f in six_f]
    elapsed = time.perf_counter() - t0

    cell: dict[tuple[str, str], tuple[float, float, float, int]] = {}
    for r in hu:
        m, (lo, hi) = r["bb_per_100"], r["ci95"]
        cell[(r["row"], r["col"])] = (m, lo, hi, r["hands"])
        cell[(r["col"], r["row"])] = (-m, -hi, -lo, r["hands"])
    cols = list(LEVELS) + list(BASELINES)
    lines = ["# Razz Desktop strength ladder", "",
             f"Seed {args.seed}; duplicate dealing; big bets per 100 hands (row's result against "
             "column, heads-up) with two-sided 95% Student-t intervals over duplicate blocks.", "",
             "| row \\ column | " + " | ".join(cols) + " |",
             "|---|" + "---|" * len(cols)]
    for a in LEVELS:
        row = []
        for b in cols:
            if a == b:
                row.append("--")
            elif (a, b) in cell:
                m, lo, hi, n = cell[(a, b)]
                row.append(f"{fmt(m, lo, hi)} n={n}")
            else:
                row.append("")
        lines.append(f"| **{a}** | " + " | ".join(row) + " |")
    lines += ["", "## 6-handed mixed tables", "",
              "The first table is the acceptance table; the second is for information.", ""]
    for t in six:
        lines.append(f"Players {', '.join(t['players'])}; {t['hands']} hands.")
        lines.append("")
        lines.append("| seat | bot | BB/100 | 95% CI | decision p50 ms | p99 ms |")
        lines.append("|---|---|---|---|---|---|")
        for k, (label, v) in enumerate(t["summary"]["bots"].items(), start=1):
            lines.append(f"| {k} | {label} | {v['bb_per_100']:+.1f} | [{v['ci95'][0]:+.1f}, "
                         f"{v['ci95'][1]:+.1f}] | {v['decision_ms']['p50']} | {v['decision_ms']['p99']} |")
        lines.append("")
        for d in t["level_diffs"]:
            lines.append(f"- {d['upper']} minus {d['lower']} (paired): "
                         f"{fmt(d['diff_bb_per_100'], *d['ci95'])}")
        lines.append("")

    checks = []
    for upper, lower in zip(LEVELS[::-1], LEVELS[::-1][1:], strict=False):
        m, lo, hi, _ = cell[(upper, lower)]
        checks.append((f"{upper} beats {lower} heads-up", lo > 0, fmt(m, lo, hi)))
        for t in six[:1]:
            for d in t["level_diffs"]:
                if d["upper"] == upper and d["lower"] == lower:
                    checks.append((f"{upper} beats {lower} at 6-max ({'/'.join(t['players'])})",
                                   d["ci95"][0] > 0, fmt(d["diff_bb_per_100"], *d["ci95"])))
    for b in BASELINES:
        m, lo, hi, _ = cell[("expert", b)]
        checks.append((f"expert beats {b}", lo > 0, fmt(m, lo, hi)))
    m, lo, hi, _ = cell[("regular", "beginner")]
    checks.append(("regular beats beginner clearly (heads-up)", lo > 0, fmt(m, lo, hi)))
    lines += ["## Acceptance", "", "| claim | 95% CI excludes zero | BB/100 [95% CI] |", "|---|---|---|"]
    lines += [f"| {c} | {'yes' if ok else 'NO'} | {v} |" for c, ok, v in checks]
    lines += ["", f"Wall time {elapsed / 60:.1f} min with {args.jobs} worker(s)."]
    text = "\n".join(lines) + "\n"
    print(text)
    (HERE / "ladder_results.md").write_text(text)
    (HERE / "ladder_results.json").write_text(json.dumps(
        {"seed": args.seed, "heads_up": hu, "six_max": six,
         "acceptance": [{"claim": c, "ok": ok, "result": v} for c, ok, v in checks],
         "wall_seconds": elapsed}, indent=1))


if __name__ == "__main__":
    main()
