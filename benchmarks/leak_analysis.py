"""Where the Expert wins and loses heads-up: BB/100 by situation (issue 18's leak hunt).

Plays one bot (default the Expert) against another (default the TAG rule bot)
heads-up with the arena's duplicate dealing (same key, same blocks, same
sittings as ``python -m razz_desktop.ai.arena``), and attributes each hand's
result to buckets:

* ``3rd``: who was the bring-in and the 3rd-street line, e.g. ``H-bi:
  bring_in complete fold`` (H = the hero is the bring-in; the actions in
  order, hero's and villain's interleaved);
* ``end``: the street the hand ended on, showdown or who folded;
* ``folds``: each hero fold, by street, with the hero's full-information
  equity at that moment (both hands known, the rest dealt at random): money
  left behind shows as folds that win often at showdown;
* ``streets``: per later street, the hero's action against the villain's.

It prints per bucket: hands, share of hands, BB/100 contributed to the
hero's total (bucket sum / all hands), and mean BB per hand in the bucket.
``--per-block FILE`` writes the hero's per-block BB/100 (JSON) so two runs
of different code on the same seed can be compared block by block
(``--compare A B``: the paired difference and its 95% interval).

    nice -n 10 .venv/bin/python benchmarks/leak_analysis.py --hands 4000 --seed 7 --jobs 2
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections import defaultdict
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from razz_desktop.ai.batch_eval import batch_low_values
from razz_desktop.ai.match import (
    SITTING_HANDS,
    block_deck,
    bot_seed,
    decision_rng,
    make_arena_bot,
    mean_ci,
    rotated_deck,
)
from razz_desktop.engine.actions import Action, ActionType
from razz_desktop.engine.cards import Deck
from razz_desktop.engine.hand import Hand
from razz_desktop.engine.rules import GameConfig, Stakes

A = ActionType
BIG = GameConfig(stakes=Stakes()).stakes.big_bet
SHORT = {A.BRING_IN: "bi", A.COMPLETE: "c", A.CALL: "k", A.CHECK: "x", A.BET: "b",
         A.RAISE: "r", A.FOLD: "f"}


def full_info_equity(hero: Sequence[int], villain: Sequence[int], dead: Sequence[int],
                     gen: np.random.Generator, trials: int = 300) -> float:
    """The hero's share at showdown with both hands known, the rest dealt at random."""
    seen = set(hero) | set(villain) | set(dead)
    unseen = np.array([c for c in range(52) if c not in seen])
    nh, nv = 7 - len(hero), 7 - len(villain)
    draws = np.argsort(gen.random((trials, len(unseen))), axis=1)[:, :nh + nv]
    cards = unseen[draws]
    h = np.concatenate([np.tile(np.array(hero), (trials, 1)), cards[:, :nh]], axis=1)
    v = np.concatenate([np.tile(np.array(villain), (trials, 1)), cards[:, nh:]], axis=1)
    hv = np.asarray(batch_low_values(h))
    vv = np.asarray(batch_low_values(v))
    return float(np.where(hv < vv, 1.0, np.where(hv == vv, 0.5, 0.0)).mean())


@dataclass(slots=True)
class Job:
    names: tuple[str, str]
    seed: int
    sitting: int
    first_block: int
    blocks: int


@dataclass(slots=True)
class Out:
    block_bb100: list[float] = field(default_factory=list)
    rows: list[dict[str, Any]] = field(default_factory=list)


def play(job: Job) -> Out:
    config = GameConfig(stakes=Stakes())
    big = config.stakes.big_bet
    stack = big * 100
    bots = [make_arena_bot(name, i, bot_seed(job.seed, job.sitting, i))
            for i, name in enumerate(job.names)]
    gen = np.random.default_rng(job.sitting)
    out = Out()
    for b in range(job.first_block, job.first_block + job.blocks):
        base = block_deck(job.seed, b)
        net_block = 0
        for r in range(2):
            hand = Hand(config, {1: stack, 2: stack}, deck=Deck(rotated_deck(base, 2, r)),
                        hand_id=b * 2 + r + 1)
            hand.start()
            rngs = {s: decision_rng(job.seed, b, r, s) for s in (1, 2)}
            folds: list[tuple[int, float, float]] = []  # (street, equity, price share)
            preds: list[tuple[str, float, int]] = []  # (spot, predicted chips, committed then)
            while not hand.finished:
                seat = hand.to_act
                assert seat is not None
                view = hand.view(seat)
                kind = bots[seat - 1].decide(view, rngs[seat])
                values = getattr(bots[seat - 1], "last_values", None)
                if seat == 1 and values is not None and kind in values.values:
                    preds.append((spot_key(view, kind), values.values[kind],
                                  next(s.committed for s in view.seats if s.seat == 1)))
                    bots[0].last_values = None
                if seat == 1 and kind is A.FOLD:
                    other = hand.view(2)
                    eq = full_info_equity([int(c) for c in view.my_cards],
                                          [int(c) for c in other.my_cards],
                                          [int(c) for c in view.dead_cards], gen)
                    pot = sum(s.committed for s in view.seats)
                    folds.append((view.street, eq, view.to_call / (pot + view.to_call)))
                hand.act(Action(seat, kind))
            for s in (1, 2):
                bots[s - 1].observe(hand.view(s))
            spect = hand.view(None)
            net = dict(hand.record.net)[1]
            net_block += net
            hist = spect.history
            third = " ".join(("H" if a.seat == 1 else "V") + SHORT[a.type]
                             for a in hist if a.street == 3)
            who_bi = "H-bi" if spect.bring_in_seat == 1 else "V-bi"
            last = max(a.street for a in hist)
            folded = [a for a in hist if a.type is A.FOLD]
            if spect.showdown:
                end = f"{last} showdown"
            elif folded:
                end = f"{folded[0].street} {'H' if folded[0].seat == 1 else 'V'} folds"
            else:
                end = f"{last} other"
            streets = {}
            for st in range(4, 8):
                acts = [a for a in hist if a.street == st]
                if acts:
                    streets[st] = " ".join(("H" if a.seat == 1 else "V") + SHORT[a.type] for a in acts)
            out.rows.append({"bb": net / big, "third": f"{who_bi}: {third}", "end": end,
                             "folds": folds, "streets": streets,
                             # Realized relative to folding then: the net plus what was in.
                             "preds": [(k, p, net + c) for k, p, c in preds]})
        out.block_bb100.append(net_block / big / 2 * 100)
    return out


def spot_key(view: Any, kind: ActionType) -> str:
    """A decision's spot: street, who brought it in, the street's line so far, the action taken."""
    who = "H-bi" if view.bring_in_seat == view.viewer else "V-bi"
    line = " ".join(("H" if a.seat == view.viewer else "V") + SHORT[a.type]
                    for a in view.history if a.street == view.street)
    return f"{view.street} {who}: {line or '-'} -> {SHORT[kind]}"


def calibration(rows: list[dict[str, Any]], big: int, top: int = 30) -> None:
    """Per spot: the Expert's predicted value of the action it took against what it realized."""
    by: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for row in rows:
        for key, pred, real in row.get("preds", ()):
            by[key].append((pred, real))
    print("\n## Predicted vs realized (chips relative to folding then, hero's decisions)\n")
    print("| spot | n | predicted | realized | realized 95% | error x n / 100 BB |")
    print("|---|---|---|---|---|---|")
    items = sorted(by.items(), key=lambda kv: -abs(sum(r - p for p, r in kv[1])))[:top]
    for key, v in items:
        preds = [p for p, _ in v]
        reals = [r for _, r in v]
        m = sum(reals) / len(reals)
        sd = float(np.std(reals)) if len(reals) > 1 else 0.0
        half = 1.96 * sd / math.sqrt(len(reals))
        err = sum(r - p for p, r in v) / big / 100
        print(f"| {key} | {len(v)} | {sum(preds) / len(preds):+.0f} | {m:+.0f} | "
              f"[{m - half:+.0f}, {m + half:+.0f}] | {err:+.2f} |")


def run(names: tuple[str, str], hands: int, seed: int, jobs: int) -> Out:
    blocks = max(1, math.ceil(hands / 2))
    per = max(1, math.ceil(SITTING_HANDS / 2))
    sittings = [Job(names, seed, k, first, min(per, blocks - first))
                for k, first in enumerate(range(0, blocks, per))]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        parts = list(pool.map(play, sittings))
    total = Out()
    for p in parts:
        total.block_bb100.extend(p.block_bb100)
        total.rows.extend(p.rows)
    return total


def table(title: str, groups: dict[str, list[float]], n_all: int, top: int = 25) -> None:
    print(f"\n## {title}\n")
    print("| bucket | hands | share | BB/100 of total | BB/hand |")
    print("|---|---|---|---|---|")
    items = sorted(groups.items(), key=lambda kv: -len(kv[1]))[:top]
    for key, vals in items:
        s = sum(vals)
        print(f"| {key} | {len(vals)} | {len(vals) / n_all:.3f} | {s / n_all * 100:+.2f} | "
              f"{s / len(vals):+.3f} |")


def report(out: Out) -> None:
    rows = out.rows
    n = len(rows)
    mean, lo, hi = mean_ci(out.block_bb100)
    print(f"hero BB/100 {mean:+.2f} [{lo:+.2f}, {hi:+.2f}] over {n} hands")
    by_third: dict[str, list[float]] = defaultdict(list)
    by_end: dict[str, list[float]] = defaultdict(list)
    by_third_end: dict[str, list[float]] = defaultdict(list)
    for row in rows:
        by_third[row["third"]].append(row["bb"])
        by_end[row["end"]].append(row["bb"])
        by_third_end[f"{row['third']} | {row['end']}"].append(row["bb"])
    table("3rd-street line", by_third, n)
    table("How the hand ended", by_end, n)
    table("3rd-street line and end", by_third_end, n, top=40)
    for st in range(4, 8):
        g: dict[str, list[float]] = defaultdict(list)
        for row in rows:
            line = row["streets"].get(st) or row["streets"].get(str(st))
            if line:
                g[line].append(row["bb"])
        table(f"{st}th street line (hands reaching it)", g, n, top=15)
    calibration(rows, BIG)
    print("\n## Hero folds: full-information equity at the fold\n")
    print("| street | folds | mean equity | equity > price share | mean price share |")
    print("|---|---|---|---|---|")
    f_by: dict[int, list[tuple[float, float]]] = defaultdict(list)
    for row in rows:
        for st, eq, price in row["folds"]:
            f_by[st].append((eq, price))
    for st in sorted(f_by):
        v = f_by[st]
        print(f"| {st} | {len(v)} | {sum(e for e, _ in v) / len(v):.3f} | "
              f"{sum(1 for e, p in v if e > p) / len(v):.3f} | {sum(p for _, p in v) / len(v):.3f} |")


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hands", type=int, default=4000)
    ap.add_argument("--seed", type=int, default=20261201)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--players", default="expert,tag")
    ap.add_argument("--per-block", type=Path, default=None)
    ap.add_argument("--compare", nargs=2, type=Path, default=None, metavar=("A", "B"))
    args = ap.parse_args(argv)
    if args.compare:
        a = json.loads(args.compare[0].read_text())
        b = json.loads(args.compare[1].read_text())
        if len(a) != len(b):
            print("error: the two runs have different numbers of blocks", file=sys.stderr)
            return 2
        d = [x - y for x, y in zip(a, b, strict=True)]
        ma, la, ha = mean_ci(a)
        mb, lb, hb = mean_ci(b)
        md, ld, hd = mean_ci(d)
        print(f"A {ma:+.2f} [{la:+.2f}, {ha:+.2f}]  B {mb:+.2f} [{lb:+.2f}, {hb:+.2f}]  "
              f"A-B {md:+.2f} [{ld:+.2f}, {hd:+.2f}]  ({len(d) * 2} hands)")
        return 0
    names = tuple(p.strip() for p in args.players.split(","))
    if len(names) != 2:
        print("error: heads-up only: two players", file=sys.stderr)
        return 2
    out = run((names[0], names[1]), args.hands, args.seed, args.jobs)
    if args.per_block:
        args.per_block.write_text(json.dumps(out.block_bb100))
    report(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
