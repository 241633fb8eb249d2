"""Headless bot-against-bot Razz, with duplicate dealing and confidence intervals.

``python -m razz_desktop.ai.arena --hands N --seed S --players expert,regular,beginner``
plays about N hands (rounded up to whole blocks, see below) and prints one
JSON object::

    {"hands": N, "seed": S, "bots": {"expert": {"bb_per_100": 12.3, "ci95": [8.1, 16.5],
     "hands": N, "decision_ms": {"p50": 3.1, "p99": 41.0}}, ...}}

A name given twice is reported as ``regular#2``. Results are in **big bets
per 100 hands** (the limit-poker convention: at $2/$4 one big bet is $4).

How the variance is cut (duplicate dealing)
    Hands are played in *blocks*. A block takes one shuffled deck and deals it
    P times for P players, rotating the cards one seat further each time:
    every full round of the deck (one card to each seat) is rotated, so when
    nobody folds seat s receives exactly the cards seat s-r received in the
    base deal. Over a block every bot plays every seat's starting cards once
    (from its own seat), so the luck of the deal largely cancels inside the
    block. Players keep their seats for the whole session, which lets
    bots that model opponents (``Policy.observe``) recognise them by seat.
    Each rotated deal is still a uniformly random deck, so nothing is biased.

How the interval is computed
    The blocks are independent, identically distributed experiments. For
    each bot the arena takes its result per block in BB/100 (net chips /
    big bet / hands in the block * 100), and reports the mean over the B
    blocks with a two-sided 95% Student-t interval:
    ``mean +- t(0.975, B-1) * sd / sqrt(B)``. The block (not the hand) is the
    unit because hands inside a block are deliberately correlated.
    Differences between two bots at one table are measured the same way on
    the per-block differences (``block_results`` gives them), which also
    removes the luck they shared.

Stacks are reset to the starting stack every hand (a cash game with
automatic top-ups), so a bot's results do not depend on earlier hands' luck.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from razz_desktop.ai.bots import BOT_NAMES, make_bot
from razz_desktop.ai.policy import Policy
from razz_desktop.engine.actions import Action
from razz_desktop.engine.cards import Deck
from razz_desktop.engine.hand import Hand
from razz_desktop.engine.rules import GameConfig, Stakes


def rotated_deck(order: Sequence[int], players: int, shift: int) -> list[int]:
    """The deck with every full round of ``players`` cards rotated by ``shift`` seats.

    Card ``k * players + j`` of the base order moves to place
    ``k * players + (j + shift) % players``; the last partial round stays.
    """
    out = list(order)
    full = len(order) // players * players
    for start in range(0, full, players):
        block = order[start:start + players]
        for j in range(players):
            out[start + (j + shift) % players] = block[j]
    return out


def t_quantile_975(df: int) -> float:
    """Two-sided 95% Student-t quantile (Cornish-Fisher expansion; exact to ~1e-3 for df >= 3)."""
    z = 1.959963984540054
    if df <= 0:
        return float("inf")
    table = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571}
    if df in table:
        return table[df]
    g1 = (z**3 + z) / 4
    g2 = (5 * z**5 + 16 * z**3 + 3 * z) / 96
    g3 = (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / 384
    return z + g1 / df + g2 / df**2 + g3 / df**3


def mean_ci(values: Sequence[float]) -> tuple[float, float, float]:
    """Mean and two-sided 95% t interval of independent block results."""
    n = len(values)
    mean = statistics.fmean(values) if values else 0.0
    if n < 2:
        return mean, -math.inf, math.inf
    half = t_quantile_975(n - 1) * statistics.stdev(values) / math.sqrt(n)
    return mean, mean - half, mean + half


def percentile(sorted_values: Sequence[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    k = (len(sorted_values) - 1) * q
    lo = math.floor(k)
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (k - lo)


@dataclass(slots=True)
class MatchResult:
    labels: list[str]  # per seat (seat = index + 1)
    hands: int
    seed: int
    big_bet: int
    block_bb100: list[list[float]]  # per seat, per block
    decision_s: list[list[float]] = field(default_factory=list)  # per seat
    chips_net: list[int] = field(default_factory=list)  # per seat, whole session

    def summary(self) -> dict:
        bots = {}
        for i, label in enumerate(self.labels):
            mean, lo, hi = mean_ci(self.block_bb100[i])
            times = sorted(self.decision_s[i])
            bots[label] = {
                "bb_per_100": round(mean, 2),
                "ci95": [round(lo, 2), round(hi, 2)],
                "hands": self.hands,
                "decision_ms": {"p50": round(percentile(times, 0.5) * 1000, 3),
                                "p99": round(percentile(times, 0.99) * 1000, 3)},
            }
        return {"hands": self.hands, "seed": self.seed, "bots": bots}

    def difference(self, a: int, b: int) -> tuple[float, float, float]:
        """Seat a's BB/100 minus seat b's (indices), with the paired 95% interval."""
        return mean_ci([x - y for x, y in zip(self.block_bb100[a], self.block_bb100[b], strict=True)])


def labels_for(names: Sequence[str]) -> list[str]:
    seen: dict[str, int] = {}
    out = []
    for n in names:
        seen[n] = seen.get(n, 0) + 1
        out.append(n if seen[n] == 1 else f"{n}#{seen[n]}")
    return out


def play_match(names: Sequence[str], hands: int, seed: int, *, stakes: Stakes | None = None,
               stack_big_bets: int = 100, styles: Sequence[str | None] | None = None,
               bots: Sequence[Policy] | None = None) -> MatchResult:
    """Play ``hands`` hands (rounded up to whole duplicate blocks) among the named bots."""
    n = len(names)
    if not 2 <= n <= 8:
        raise ValueError("the arena seats 2 to 8 players")
    stakes = stakes or Stakes()
    config = GameConfig(stakes=stakes)
    if bots is None:
        styles = styles or [None] * n
        bots = [make_bot(name, style=style, seed=seed * 100 + i)
                for i, (name, style) in enumerate(zip(names, styles, strict=True))]
    seats = list(range(1, n + 1))
    stack = stakes.big_bet * stack_big_bets
    blocks = max(1, math.ceil(hands / n))
    result = MatchResult(labels_for(names), blocks * n, seed, stakes.big_bet,
                         [[] for _ in seats], [[] for _ in seats], [0] * n)
    hand_id = 0
    for b in range(blocks):
        base = list(range(52))
        random.Random(f"arena-{seed}-{b}").shuffle(base)
        block_net = [0] * n
        for r in range(n):
            hand_id += 1
            deck = Deck(rotated_deck(base, n, r))
            hand = Hand(config, dict.fromkeys(seats, stack), deck=deck, hand_id=hand_id)
            hand.start()
            rngs = {s: random.Random(f"decide-{seed}-{b}-{r}-{s}") for s in seats}
            while not hand.finished:
                seat = hand.to_act
                if seat is None:
                    raise RuntimeError("the hand is not finished but nobody is to act")
                view = hand.view(seat)  # the only thing a bot is given
                t0 = time.perf_counter()
                kind = bots[seat - 1].decide(view, rngs[seat])
                result.decision_s[seat - 1].append(time.perf_counter() - t0)
                hand.act(Action(seat, kind))
            net = dict(hand.record.net)
            if sum(net.values()) != 0:
                raise RuntimeError(f"hand {hand_id} did not conserve chips: {net}")
            for s in seats:
                block_net[s - 1] += net[s]
                bots[s - 1].observe(hand.view(s))
        for i in range(n):
            result.chips_net[i] += block_net[i]
            result.block_bb100[i].append(block_net[i] / stakes.big_bet / n * 100)
    return result


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m razz_desktop.ai.arena",
                                     description="Bots play headless Razz; prints JSON results.")
    parser.add_argument("--hands", type=int, required=True, help="hands to play (whole blocks)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", required=True,
                        help=f"comma-separated bots, 2-8 of: {', '.join(BOT_NAMES)}")
    parser.add_argument("--styles", default=None,
                        help="comma-separated styles per player (e.g. 'tight-aggressive,,loose')")
    parser.add_argument("--small-bet", type=int, default=200)
    parser.add_argument("--big-bet", type=int, default=None, help="default: twice the small bet")
    parser.add_argument("--ante", type=int, default=None, help="default: 20%% of the small bet")
    parser.add_argument("--bring-in", type=int, default=None, help="default: 25%% of the small bet")
    parser.add_argument("--stack", type=int, default=100, help="starting stack in big bets")
    args = parser.parse_args(argv)
    names = [p.strip() for p in args.players.split(",") if p.strip()]
    try:
        for name in names:
            make_bot(name)
        styles = None
        if args.styles is not None:
            styles = [s.strip() or None for s in args.styles.split(",")]
            if len(styles) != len(names):
                raise ValueError("--styles needs one entry per player")
        sb = args.small_bet
        stakes = Stakes(small_bet=sb, big_bet=args.big_bet or 2 * sb,
                        ante=args.ante if args.ante is not None else round(sb * 0.2),
                        bring_in=args.bring_in if args.bring_in is not None else round(sb * 0.25))
        if args.hands < 1:
            raise ValueError("--hands must be at least 1")
        result = play_match(names, args.hands, args.seed, stakes=stakes,
                            stack_big_bets=args.stack, styles=styles)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(result.summary()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
