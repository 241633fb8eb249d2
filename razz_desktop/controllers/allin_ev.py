"""All-in adjusted results: what each seat was due, on average, when the betting stopped.

When every live player but at most one is all-in with cards still to come,
luck alone decides the rest. The statistics' "all-in adjusted" line replaces
such a hand's result with its expectation at that moment:

    adjusted net = net + sum over pots of (expected share - actual share)

The expected share of a pot is the pot times the seat's probability of
winning it, ties shared, among the pot's eligible seats still in the hand.
The cards known at that moment are each live seat's own cards (every card
of a played hand is known; an imported hand must have shown them) and every
upcard dealt so far, folded players' included; the unseen cards (the stub
and folded players' down cards, which nobody at the table saw) are dealt to
the places still to fill.

Exact by enumeration of every way the unseen cards can fill those places
when there are at most ``EXACT_LIMIT`` of them (heads-up from 5th street on,
for example); otherwise ``SAMPLES`` random deals, drawn from a generator
seeded by the hand's own cards, so the same hand always gets the same
figure. A hand whose community card is still to come is left unadjusted.

Runs on the statistics controller's worker thread (numpy, milliseconds a hand).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import combinations

import numpy as np

from razz_desktop.ai.batch_eval import batch_low_values
from razz_desktop.engine.cards import Card
from razz_desktop.engine.events import CardDealt, CommunityCardDealt, PlayerActed
from razz_desktop.engine.record import HandRecord

EXACT_LIMIT = 300_000
SAMPLES = 10_000
HAND_SIZE = 7


def _combos(n: int, k: int) -> np.ndarray:
    if k == 0:
        return np.zeros((1, 0), dtype=np.int64)
    return np.array(list(combinations(range(n), k)), dtype=np.int64).reshape(-1, k)


def _exact(unseen: np.ndarray, needs: Sequence[int]) -> np.ndarray:
    """Every assignment of unseen cards to each seat's missing places: (cases, sum(needs))."""
    n = len(unseen)
    rows = np.zeros((1, 0), dtype=np.int64)
    masks = np.zeros(1, dtype=np.uint64)
    bit = np.left_shift(np.uint64(1), np.arange(n, dtype=np.uint64))
    for k in needs:
        combos = _combos(n, k)
        cmask = np.bitwise_or.reduce(bit[combos], axis=1) if k else np.zeros(1, dtype=np.uint64)
        ok = (masks[:, None] & cmask[None, :]) == 0
        ri, ci = np.nonzero(ok)
        rows = np.concatenate([rows[ri], combos[ci]], axis=1)
        masks = masks[ri] | cmask[ci]
    return unseen[rows]


def _cases(n: int, needs: Sequence[int]) -> int:
    total = 1
    for k in needs:
        total *= math.comb(n, k)
        n -= k
    return total


def _sampled(unseen: np.ndarray, total: int, seed: int) -> np.ndarray:
    gen = np.random.default_rng(seed)
    keys = gen.random((SAMPLES, len(unseen)))
    chosen = np.argpartition(keys, total - 1, axis=1)[:, :total]  # the ``total`` smallest keys: a uniform subset
    by_key = np.argsort(np.take_along_axis(keys, chosen, axis=1), axis=1)  # in key order: a uniform order too
    return unseen[np.take_along_axis(chosen, by_key, axis=1)]


def adjusted_nets(record: HandRecord,
                  known_cards: Sequence[tuple[int, Sequence[Card | None]]] | None = None,
                  ) -> list[tuple[int, int]] | None:
    """(seat, adjusted net in chips) for each seat at showdown, or None when it cannot be worked out."""
    if not record.showdown:
        return None
    events = record.events
    last_act = max((i for i, e in enumerate(events) if isinstance(e, PlayerActed)), default=-1)
    later = events[last_act + 1:]
    if not any(isinstance(e, CardDealt) for e in later) or any(isinstance(e, CommunityCardDealt) for e in later):
        return None
    live = [r.seat for r in record.showdown]
    known = None if known_cards is None else {s: tuple(c) for s, c in known_cards}
    held: dict[int, list[int]] = {s: [] for s in live}
    visible: list[int] = []
    position: dict[int, int] = {}
    for e in events[:last_act + 1]:
        if not isinstance(e, CardDealt):
            continue
        k = position.get(e.seat, 0)
        position[e.seat] = k + 1
        card = e.card if known is None else (known.get(e.seat, ())[k:k + 1] or (None,))[0]
        if e.seat in held:
            if card is None:
                return None  # a live seat's card nobody knows: no equity to speak of
            held[e.seat].append(int(card))
        elif e.face_up and card is not None:
            visible.append(int(card))
    used = {c for cards in held.values() for c in cards} | set(visible)
    unseen = np.array([c for c in range(52) if c not in used], dtype=np.int64)
    needs = [HAND_SIZE - len(held[s]) for s in live]
    if sum(needs) == 0 or sum(needs) > len(unseen):
        return None
    if _cases(len(unseen), needs) <= EXACT_LIMIT:
        drawn = _exact(unseen, needs)
    else:
        drawn = _sampled(unseen, sum(needs), seed=sum(c * 53 ** i for i, c in enumerate(sorted(used))) % 2**32)
    values = np.empty((len(drawn), len(live)), dtype=np.int64)
    start = 0
    for j, seat in enumerate(live):
        own = np.broadcast_to(np.array(held[seat], dtype=np.int64), (len(drawn), len(held[seat])))
        hand = np.concatenate([own, drawn[:, start:start + needs[j]]], axis=1)
        values[:, j] = batch_low_values(hand)
        start += needs[j]
    expected = dict.fromkeys(live, 0.0)
    actual = dict.fromkeys(live, 0)
    column = {seat: j for j, seat in enumerate(live)}
    for pot in record.pots:
        for seat, chips in pot.shares:
            if seat in actual:
                actual[seat] += chips
        contenders = [s for s in pot.eligible if s in column]
        if not contenders:
            continue
        cols = values[:, [column[s] for s in contenders]]
        best = cols.min(axis=1, keepdims=True)
        winners = cols == best
        share = winners / winners.sum(axis=1, keepdims=True)
        for j, seat in enumerate(contenders):
            expected[seat] += pot.amount * float(share[:, j].mean())
    net = dict(record.net)
    return [(s, round(net[s] + expected[s] - actual[s])) for s in live]
