"""The strength ladder (issue 18): levels against each other and against outside-style bots.

    nice -n 19 .venv/bin/python benchmarks/ladder.py [--seed S] [--jobs J] [--hands-hu 8000]
        [--hands-headline 25000] [--hands-six 27000] [--hands-baseline 2000]

Writes ``benchmarks/ladder_results.md`` (and ``ladder_results.json``) and
prints the same text. Every match is an arena run (``razz_desktop.ai.match``):
duplicate dealing from a secret key (drawn from the OS unless ``--seed`` is
given; the key is written at the top of the results so the whole ladder can be
repeated exactly), sittings spread over ``--jobs`` processes, big bets per
100 hands with two-sided 95% Student-t intervals over duplicate blocks.

Opponents: the four levels, the sparring bots written to the issue's outside
description (``tag``: textbook tight-aggressive; ``pressure``: steals, bets
the lowest board, check-raises, tracks fold-to-aggression) and the practice
baselines. At 6-max the paired per-block differences between seats give the
level-over-level and Expert-over-sparring figures (shared luck cancels).
The style table reports, per level, the statistics issue's VPIP, 3rd-street
completion, steal, fold to steal and WTSD at the mixed 6-max table and
heads-up against the TAG. It never passes or fails: it reports, and marks
each target "yes" or "NO".
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

from razz_desktop.ai.bots import BASELINES, LEVELS
from razz_desktop.ai.match import mean_ci, new_seed, play_match

HERE = Path(__file__).resolve().parent
SPARRING = ("tag", "pressure")
SIX_MAX = (
    ("expert", "strong", "regular", "beginner", "tag", "pressure"),
    ("expert", "tag", "pressure", "strong", "tag", "pressure"),
)
"""6-handed mixed tables: every level with both sparring bots; then the two
simulating levels among two of each sparring bot."""


def fmt(m: float, lo: float, hi: float) -> str:
    return f"{m:+.1f} [{lo:+.1f}, {hi:+.1f}]"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands-hu", type=int, default=8000, help="hands per heads-up match")
    parser.add_argument("--hands-headline", type=int, default=25000,
                        help="hands for expert vs tag heads-up")
    parser.add_argument("--hands-baseline", type=int, default=2000, help="hands vs each baseline")
    parser.add_argument("--hands-six", type=int, default=27000,
                        help="hands per 6-max table (at 9,000 an Expert-minus-Strong difference spans +-7.5 BB/100)")
    parser.add_argument("--seed", type=int, default=None, help="default: drawn from the OS")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes per match")
    args = parser.parse_args()
    seed = args.seed if args.seed is not None else new_seed()
    t0 = time.perf_counter()

    hu_jobs: list[tuple[str, str, int]] = []
    order = list(LEVELS[::-1])  # expert first
    for i, a in enumerate(order):
        for b in order[i + 1:]:
            hu_jobs.append((a, b, args.hands_hu))
        for b in SPARRING:
            hands = args.hands_headline if (a, b) == ("expert", "tag") else args.hands_hu
            hu_jobs.append((a, b, hands))
    for b in BASELINES:
        hu_jobs.append(("expert", b, args.hands_baseline))

    hu: list[dict[str, Any]] = []
    cell: dict[tuple[str, str], tuple[float, float, float, int]] = {}
    styles_hu: dict[str, dict[str, float | int]] = {}
    for k, (a, b, hands) in enumerate(hu_jobs):
        t = time.perf_counter()
        r = play_match([a, b], hands, seed + k, jobs=args.jobs)
        m, lo, hi = mean_ci(r.block_bb100[0])
        cell[(a, b)] = (m, lo, hi, r.hands)
        cell[(b, a)] = (-m, -hi, -lo, r.hands)
        if b == "tag":
            styles_hu[a] = r.styles[0].figures()
            styles_hu.setdefault("tag", r.styles[1].figures())
        hu.append({"row": a, "col": b, "hands": r.hands, "seed": seed + k, "bb_per_100": m,
                   "ci95": [lo, hi], "summary": r.summary(), "seconds": time.perf_counter() - t})
        print(f"{a} vs {b}: {fmt(m, lo, hi)} n={r.hands} ({time.perf_counter() - t:.0f} s)",
              flush=True)

    six: list[dict[str, Any]] = []
    for k, names in enumerate(SIX_MAX):
        t = time.perf_counter()
        s = seed + 1000 + k
        r = play_match(list(names), args.hands_six, s, jobs=args.jobs)
        diffs = []
        pairs = [(LEVELS[j + 1], LEVELS[j]) for j in range(len(LEVELS) - 1)]
        pairs += [("expert", x) for x in SPARRING] + [("strong", x) for x in SPARRING]
        for upper, lower in pairs:
            for i, ni in enumerate(names):
                if ni != upper:
                    continue
                for j, nj in enumerate(names):
                    if nj == lower:
                        m, lo, hi = r.difference(i, j)
                        diffs.append({"upper": r.labels[i], "lower": r.labels[j],
                                      "diff_bb_per_100": m, "ci95": [lo, hi]})
        six.append({"players": list(names), "labels": r.labels, "hands": r.hands, "seed": s,
                    "summary": r.summary(), "level_diffs": diffs,
                    "styles": {lab: c.figures() for lab, c in zip(r.labels, r.styles, strict=True)},
                    "seconds": time.perf_counter() - t})
        print(f"6-max {names}: {time.perf_counter() - t:.0f} s", flush=True)
    elapsed = time.perf_counter() - t0

    cols = list(LEVELS) + list(SPARRING) + list(BASELINES)
    lines = ["# Razz Desktop strength ladder", "",
             "Regenerate: `nice -n 19 .venv/bin/python benchmarks/ladder.py --seed "
             f"{seed} --jobs {args.jobs} --hands-hu {args.hands_hu} --hands-headline "
             f"{args.hands_headline} --hands-six {args.hands_six} --hands-baseline "
             f"{args.hands_baseline}` (every figure below repeats exactly; the same command "
             "without `--seed` draws a new key).", "",
             f"Key (seed) {seed}; match k uses seed + k. Duplicate dealing; big bets per 100 hands "
             "(row's result against column, heads-up) with two-sided 95% Student-t intervals over "
             "duplicate blocks; n = hands.", "",
             "| row \\ column | " + " | ".join(cols) + " |", "|---|" + "---|" * len(cols)]
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
    lines += ["", "## 6-handed mixed tables", ""]
    for t in six:
        lines += [f"Players {', '.join(t['labels'])}; {t['hands']} hands; seed {t['seed']}.", "",
                  "| seat | bot | BB/100 | 95% CI | decision p50 ms | p99 ms |",
                  "|---|---|---|---|---|---|"]
        for k, (label, v) in enumerate(t["summary"]["bots"].items(), start=1):
            lines.append(f"| {k} | {label} | {v['bb_per_100']:+.1f} | [{v['ci95'][0]:+.1f}, "
                         f"{v['ci95'][1]:+.1f}] | {v['decision_ms']['p50']} | {v['decision_ms']['p99']} |")
        lines.append("")
        for d in t["level_diffs"]:
            lines.append(f"- {d['upper']} minus {d['lower']} (paired): "
                         f"{fmt(d['diff_bb_per_100'], *d['ci95'])}")
        lines.append("")

    lines += ["## Styles", "",
              "Definitions of the statistics issue (see `razz_desktop/ai/play_stats.py`): vpip, "
              "complete_3rd, steal (completions per chance), fold_to_steal, wtsd.", "",
              "| bot | where | hands | vpip | complete_3rd | steal | fold_to_steal | wtsd |",
              "|---|---|---|---|---|---|---|---|"]
    def style_row(label: str, where: str, f: dict[str, float | int]) -> str:
        return (f"| {label} | {where} | {f['hands']} | {f['vpip']:.2f} | {f['complete_3rd']:.2f} | "
                f"{f['steal']:.2f} | {f['fold_to_steal']:.2f} | {f['wtsd']:.2f} |")
    for label, f in six[0]["styles"].items():
        lines.append(style_row(label, "6-max table 1", f))
    for label, f in styles_hu.items():
        lines.append(style_row(label, "heads-up vs tag" if label != "tag" else "heads-up vs expert", f))

    checks: list[tuple[str, bool, str]] = []
    m, lo, hi, n = cell[("expert", "tag")]
    checks.append((f"expert beats tag heads-up by >= +15 with lower end > +10 (n={n})",
                   m >= 15 and lo > 10, fmt(m, lo, hi)))
    for upper, lower in [(LEVELS[j + 1], LEVELS[j]) for j in range(len(LEVELS) - 1)]:
        m, lo, hi, _ = cell[(upper, lower)]
        checks.append((f"{upper} beats {lower} heads-up", lo > 0, fmt(m, lo, hi)))
    m, lo, hi, _ = cell[("strong", "tag")]
    checks.append(("strong beats tag heads-up", lo > 0, fmt(m, lo, hi)))
    m, lo, hi, _ = cell[("expert", "pressure")]
    checks.append(("expert beats pressure heads-up", lo > 0, fmt(m, lo, hi)))
    for t in six:
        for d in t["level_diffs"]:
            if d["upper"].startswith("expert") or d["lower"] in LEVELS:
                checks.append((f"{d['upper']} beats {d['lower']} at 6-max ({'/'.join(t['labels'])})",
                               d["ci95"][0] > 0, fmt(d["diff_bb_per_100"], *d["ci95"])))
    for b in BASELINES:
        m, lo, hi, _ = cell[("expert", b)]
        checks.append((f"expert beats {b}", lo > 0, fmt(m, lo, hi)))
    lines += ["", "## Targets", "", "| claim | met | BB/100 [95% CI] |", "|---|---|---|"]
    lines += [f"| {c} | {'yes' if ok else 'NO'} | {v} |" for c, ok, v in checks]
    lines += ["", f"Wall time {elapsed / 60:.1f} min with {args.jobs} worker process(es) per match."]
    text = "\n".join(lines) + "\n"
    print(text)
    (HERE / "ladder_results.md").write_text(text)
    (HERE / "ladder_results.json").write_text(json.dumps(
        {"seed": seed, "heads_up": hu, "six_max": six, "styles_heads_up": styles_hu,
         "targets": [{"claim": c, "met": ok, "result": v} for c, ok, v in checks],
         "wall_seconds": elapsed}, indent=1))


if __name__ == "__main__":
    main()
