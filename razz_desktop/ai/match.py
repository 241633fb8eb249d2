"""Headless bot-against-bot Razz: duplicate dealing from a secret key, intervals, workers.

The command is ``python -m razz_desktop.ai.arena`` (see :mod:`razz_desktop.ai.arena_cli`);
this module is the machinery, importable by the benchmarks and the tests.
Results are in **big bets per 100 hands** (the limit-poker convention: at
$2/$4 one big bet is $4).

Where the cards come from (a key the bots never see)
    A run is driven by one secret integer, the *seed* (by default 128 bits
    drawn from the operating system, printed with the results so ``--seed``
    repeats the run). Every deck is shuffled from a SHA-256 counter stream
    keyed with HMAC(seed, "deck", block); every decision's ``random.Random``
    and every bot's own seed are separate HMAC derivations. HMAC is one-way,
    so a bot holding its cards, its generator's outputs and the public hand
    number learns nothing that predicts another card: the deck cannot be
    recovered the way ``random.Random(f"arena-{seed}-{block}")`` could.

How the variance is cut (duplicate dealing)
    Hands are played in *blocks*. A block takes one shuffled deck and deals it
    P times for P players, rotating the cards one seat further each time:
    every full round of the deck (one card to each seat) is rotated, so when
    nobody folds seat s receives exactly the cards seat s-r received in the
    base deal. Over a block every bot plays every seat's starting cards once
    (from its own seat), so the luck of the deal largely cancels inside the
    block. Each rotated deal is still a uniformly random deck.

Sittings, and why several processes give the same result as one
    Bots that model opponents (``Policy.observe``) carry memory from hand to
    hand. Blocks are therefore grouped into *sittings* of a fixed number of
    blocks (about ``SITTING_HANDS`` hands), each starting with freshly built
    bots: a sitting depends only on the seed and its own number. ``jobs``
    worker processes play whole sittings and the results are put back in
    sitting order, so ``jobs=1`` and ``jobs=8`` give identical numbers (only
    the decision timings differ: they are measured, not computed).

How the interval is computed
    The blocks are independent, identically distributed experiments. For
    each bot the arena takes its result per block in BB/100 (net chips /
    big bet / hands in the block * 100), and reports the mean over the B
    blocks with a two-sided 95% Student-t interval:
    ``mean +- t(0.975, B-1) * sd / sqrt(B)``. Differences between two bots
    at one table are measured the same way on the per-block differences
    (:meth:`MatchResult.difference`), which also removes the luck they shared.

Stacks are reset to the starting stack every hand (a cash game with
automatic top-ups), so a bot's results do not depend on earlier hands' luck.
"""

from __future__ import annotations

import hashlib
import hmac
import math
import os
import secrets
import statistics
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from random import Random
from typing import Any

from razz_desktop.ai.bots import BOT_NAMES, make_bot
from razz_desktop.ai.play_stats import StyleCounts, count_hand
from razz_desktop.ai.policy import Policy
from razz_desktop.ai.sparring import SPARRING_NAMES, Pressure, TightAggressive
from razz_desktop.engine.actions import Action
from razz_desktop.engine.cards import Deck
from razz_desktop.engine.hand import Hand
from razz_desktop.engine.record import HandRecord
from razz_desktop.engine.rules import GameConfig, Stakes

ARENA_BOT_NAMES = BOT_NAMES + SPARRING_NAMES
"""Everything the arena can seat: the application's bots and the sparring partners."""
SITTING_HANDS = 300
"""About this many hands per sitting (fresh bots); a whole number of blocks."""

BotFactory = Callable[[str, int, int], Policy]
"""(name, seat index, bot seed) -> a fresh bot; must be picklable for ``jobs > 1``."""


def make_arena_bot(name: str, index: int, seed: int) -> Policy:
    """A bot by arena name (``ARENA_BOT_NAMES``), with its own derived seed."""
    key = name.strip().lower()
    if key == "tag":
        return TightAggressive()
    if key == "pressure":
        return Pressure()
    return make_bot(key, seed=seed)


@dataclass(frozen=True, slots=True)
class StyledBots:
    """A picklable bot factory giving seat ``i`` the style ``styles[i]`` ("tight", ...)."""

    styles: tuple[str | None, ...]

    def __call__(self, name: str, index: int, seed: int) -> Policy:
        style = self.styles[index] if index < len(self.styles) else None
        if style and name.strip().lower() in BOT_NAMES:
            return make_bot(name, style=style, seed=seed)
        return make_arena_bot(name, index, seed)


def check_bot_name(name: str) -> None:
    if name.strip().lower() not in ARENA_BOT_NAMES and name.strip().lower() not in (
            "station", "calling_station"):
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(ARENA_BOT_NAMES)}")


# ------------------------------------------------------------------ the key


def new_seed() -> int:
    """A fresh 128-bit run seed from the operating system."""
    return secrets.randbits(128)


def derive(seed: int, *parts: object) -> bytes:
    """HMAC-SHA256 of ``parts`` under the run seed: one-way, independent per label."""
    key = seed.to_bytes(max(1, (seed.bit_length() + 7) // 8), "big", signed=False)
    msg = "|".join(str(p) for p in parts).encode()
    return hmac.new(key, msg, hashlib.sha256).digest()


def derive_int(seed: int, *parts: object, bits: int = 64) -> int:
    return int.from_bytes(derive(seed, *parts), "big") >> (256 - bits)


class KeyedStream:
    """Uniform integers from a SHA-256 counter stream (what the deck is shuffled with)."""

    def __init__(self, key: bytes) -> None:
        self._key = key
        self._counter = 0
        self._pool = 0
        self._bits = 0

    def _refill(self) -> None:
        block = hashlib.sha256(self._key + self._counter.to_bytes(8, "big")).digest()
        self._counter += 1
        self._pool = (self._pool << 256) | int.from_bytes(block, "big")
        self._bits += 256

    def below(self, n: int) -> int:
        """Uniform in ``range(n)`` by rejection sampling (no modulo bias)."""
        k = max(1, (n - 1).bit_length())
        while True:
            if self._bits < k:
                self._refill()
            self._bits -= k
            value = (self._pool >> self._bits) & ((1 << k) - 1)
            self._pool &= (1 << self._bits) - 1
            if value < n:
                return value


def block_deck(seed: int, block: int) -> list[int]:
    """The base deck of one duplicate block."""
    return keyed_deck(derive(seed, "deck", block))


def keyed_deck(key: bytes) -> list[int]:
    """A deck order by a Fisher-Yates shuffle from the keyed stream of ``key`` (a ``derive``)."""
    order = list(range(52))
    stream = KeyedStream(key)
    for i in range(51, 0, -1):
        j = stream.below(i + 1)
        order[i], order[j] = order[j], order[i]
    return order


def decision_rng(seed: int, block: int, rotation: int, seat: int) -> Random:
    """The generator a seat's decisions in one hand draw from."""
    return Random(int.from_bytes(derive(seed, "decide", block, rotation, seat), "big"))


def bot_seed(seed: int, sitting: int, index: int) -> int:
    """A bot's own seed (its samplers) for one sitting."""
    return derive_int(seed, "bot", sitting, index, bits=63)


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


# --------------------------------------------------------------- statistics


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
    chips_net: list[int] = field(default_factory=list)  # per seat, whole run
    styles: list[StyleCounts] = field(default_factory=list)  # per seat
    records: list[HandRecord] = field(default_factory=list)  # kept only when asked

    def summary(self) -> dict[str, Any]:
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

    def outcome(self) -> tuple[list[list[float]], list[int]]:
        """What must repeat exactly for a seed: per-block results and chips (no timings)."""
        return self.block_bb100, self.chips_net


def labels_for(names: Sequence[str]) -> list[str]:
    seen: dict[str, int] = {}
    out = []
    for n in names:
        seen[n] = seen.get(n, 0) + 1
        out.append(n if seen[n] == 1 else f"{n}#{seen[n]}")
    return out


@dataclass(frozen=True, slots=True)
class _Sitting:
    """One worker's job: a run of blocks with fresh bots (picklable)."""

    names: tuple[str, ...]
    seed: int
    sitting: int
    first_block: int
    blocks: int
    config: GameConfig
    stack: int
    factory: BotFactory
    keep_records: bool


@dataclass(slots=True)
class _SittingResult:
    block_nets: list[list[int]]  # per block, per seat
    decision_s: list[list[float]]
    styles: list[StyleCounts]
    records: list[HandRecord]


def _play_sitting(job: _Sitting, bots: Sequence[Policy] | None = None) -> _SittingResult:
    n = len(job.names)
    seats = list(range(1, n + 1))
    if bots is None:
        bots = [job.factory(name, i, bot_seed(job.seed, job.sitting, i))
                for i, name in enumerate(job.names)]
    out = _SittingResult([], [[] for _ in seats], [StyleCounts() for _ in seats], [])
    for b in range(job.first_block, job.first_block + job.blocks):
        base = block_deck(job.seed, b)
        block_net = [0] * n
        for r in range(n):
            hand = Hand(job.config, dict.fromkeys(seats, job.stack),
                        deck=Deck(rotated_deck(base, n, r)), hand_id=b * n + r + 1)
            hand.start()
            rngs = {s: decision_rng(job.seed, b, r, s) for s in seats}
            while not hand.finished:
                seat = hand.to_act
                if seat is None:
                    raise RuntimeError("the hand is not finished but nobody is to act")
                view = hand.view(seat)  # the only thing a bot is given
                t0 = time.perf_counter()
                kind = bots[seat - 1].decide(view, rngs[seat])
                out.decision_s[seat - 1].append(time.perf_counter() - t0)
                hand.act(Action(seat, kind))
            record = hand.record
            net = dict(record.net)
            if sum(net.values()) != 0:
                raise RuntimeError(f"hand {record.hand_id} did not conserve chips: {net}")
            for s in seats:
                block_net[s - 1] += net[s]
                bots[s - 1].observe(hand.view(s))
            count_hand(hand.view(None), out.styles)
            if job.keep_records:
                out.records.append(record)
        out.block_nets.append(block_net)
    return out


def default_jobs() -> int:
    return os.cpu_count() or 1


def play_match(names: Sequence[str], hands: int, seed: int | None = None, *,
               stakes: Stakes | None = None, stack_big_bets: int = 100,
               bots: Sequence[Policy] | None = None, jobs: int = 1,
               factory: BotFactory = make_arena_bot, keep_records: bool = False,
               sitting_hands: int = SITTING_HANDS) -> MatchResult:
    """Play ``hands`` hands (rounded up to whole duplicate blocks) among the named bots.

    ``seed`` None draws a fresh key from the OS (``result.seed`` tells it).
    ``bots`` seats the given instances for the whole run instead (one
    process, one sitting: for tests that spy on a bot). ``jobs`` worker
    processes share the sittings; the outcome does not depend on it.
    """
    n = len(names)
    if not 2 <= n <= 8:
        raise ValueError("the arena seats 2 to 8 players")
    if hands < 1:
        raise ValueError("hands must be at least 1")
    if jobs < 1:
        raise ValueError("jobs must be at least 1")
    for name in names:
        check_bot_name(name)
    seed = new_seed() if seed is None else seed
    if seed < 0:
        raise ValueError("the seed must not be negative")
    stakes = stakes or Stakes()
    config = GameConfig(stakes=stakes)
    stack = stakes.big_bet * stack_big_bets
    blocks = max(1, math.ceil(hands / n))
    per = blocks if bots is not None else max(1, math.ceil(sitting_hands / n))
    sittings = [_Sitting(tuple(names), seed, k, first, min(per, blocks - first), config, stack,
                         factory, keep_records)
                for k, first in enumerate(range(0, blocks, per))]
    if bots is not None:
        parts = [_play_sitting(sittings[0], bots)]
    elif jobs == 1 or len(sittings) == 1:
        parts = [_play_sitting(job) for job in sittings]
    else:
        with ProcessPoolExecutor(max_workers=min(jobs, len(sittings))) as pool:
            parts = list(pool.map(_play_sitting, sittings))
    result = MatchResult(labels_for(names), blocks * n, seed, stakes.big_bet,
                         [[] for _ in names], [[] for _ in names], [0] * n,
                         [StyleCounts() for _ in names])
    for part in parts:
        for block_net in part.block_nets:
            for i in range(n):
                result.chips_net[i] += block_net[i]
                result.block_bb100[i].append(block_net[i] / stakes.big_bet / n * 100)
        for i in range(n):
            result.decision_s[i].extend(part.decision_s[i])
            result.styles[i].add(part.styles[i])
        result.records.extend(part.records)
    return result
