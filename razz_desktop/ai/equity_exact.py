"""Exact razz equity by enumerating rank multisets, each weighted by its card count.

Suits never decide a razz hand, so the deals that differ only in suits need
not be valued one by one. Each player's unknown cards are enumerated as rank
multisets (how many of each rank), a multiset weighted by the number of card
combinations that make it, ``prod(comb(available_r, taken_r))``. Heads-up on
6th street that is at most 13 x 455 weighted cases instead of 447,720 deals,
and each player's value is computed once per multiset it can hold (the
partial results are reused across every deal that shares them), so the
answer is the same as valuing every deal, only thousands of times less work.

The caller (``ai.equity``) validates the question and turns it into rank
counts; this module knows nothing of cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from math import comb

import numpy as np

from razz_desktop.ai.batch_eval import values_of_keys
from razz_desktop.engine.evaluation import NUM_RANKS

__all__ = ["RankQuestion", "exact_equity", "multisets"]

_POW5 = 5 ** np.arange(NUM_RANKS, dtype=np.int64)
_BINOM = np.array([[comb(a, t) for t in range(5)] for a in range(5)], dtype=np.float64)
"""comb(available, taken) for 0..4 of a rank."""
_CHUNK = 1 << 22
"""Feasibility is tested for at most this many (row, multiset) pairs at a time (memory bound)."""


@dataclass(frozen=True, slots=True)
class RankQuestion:
    """An exact equity question in rank counts.

    ``available``: unseen cards per rank (13,); ``known``: each player's known
    cards per rank, hero first, a known community card included (players, 13);
    ``unknown``: each player's own cards still to come; ``community``: one
    shared card still to come for everybody.
    """

    available: np.ndarray
    known: np.ndarray
    unknown: tuple[int, ...]
    community: bool


@dataclass(frozen=True, slots=True)
class ExactEquity:
    win: float
    tie: float
    equity: float
    cases: int  # card-level deals the weighted cases stand for


@cache
def _multisets_from(rank: int, size: int) -> np.ndarray:
    """Count vectors over ranks ``rank``..12 (at most four each) holding ``size`` cards."""
    width = NUM_RANKS - rank
    if size == 0:
        return np.zeros((1, width), dtype=np.int8)
    if rank == NUM_RANKS:
        return np.zeros((0, 0), dtype=np.int8)
    parts = []
    for c in range(min(4, size) + 1):
        rest = _multisets_from(rank + 1, size - c)
        if rest.shape[0] == 0:
            continue
        block = np.empty((rest.shape[0], width), dtype=np.int8)
        block[:, 0] = c
        block[:, 1:] = rest
        parts.append(block)
    return np.concatenate(parts) if parts else np.zeros((0, width), dtype=np.int8)


def multisets(size: int) -> np.ndarray:
    """Every rank multiset of ``size`` cards as a (M, 13) int8 count array (cached)."""
    out = _multisets_from(0, size)
    out.setflags(write=False)
    return out


def _extend(avail: np.ndarray, weight: np.ndarray, choices: list[np.ndarray],
            options: np.ndarray) -> tuple[np.ndarray, np.ndarray, list[np.ndarray]]:
    """Cross the partial deals with one more player's multisets, keeping the feasible ones."""
    rows_per_chunk = max(1, _CHUNK // max(1, options.shape[0] * NUM_RANKS))
    ri_parts, ci_parts = [], []
    for start in range(0, avail.shape[0], rows_per_chunk):
        block = avail[start:start + rows_per_chunk]
        ok = (options[None, :, :] <= block[:, None, :]).all(axis=2)
        ri, ci = np.nonzero(ok)
        ri_parts.append(ri + start)
        ci_parts.append(ci)
    ri = np.concatenate(ri_parts)
    ci = np.concatenate(ci_parts)
    taken = options[ci]
    had = avail[ri]
    w = weight[ri] * _BINOM[had, taken].prod(axis=1)
    return had - taken, w, [c[ri] for c in choices] + [ci]


def _values_per_multiset(known: np.ndarray, size: int) -> np.ndarray:
    """A player's value for each multiset of ``size`` it could be dealt (-1 where impossible).

    Computed once per multiset and gathered by every deal that gives it: the
    partial result the enumeration reuses. Multisets that would make five of
    a rank with the known cards never occur in a deal and are not valued.
    """
    counts = multisets(size) + known[None, :]
    ok = counts.max(axis=1) <= 4
    out = np.full(counts.shape[0], -1, dtype=np.int32)
    out[ok] = values_of_keys(counts[ok].astype(np.int64) @ _POW5, 7)
    return out


def exact_equity(q: RankQuestion) -> ExactEquity:
    """Win, tie and equity of player 0 over every deal, by weighted rank multisets."""
    players = q.known.shape[0]
    groups = [p for p in range(players) if q.unknown[p] > 0]
    sizes = [q.unknown[p] for p in groups] + ([1] if q.community else [])
    avail = q.available.astype(np.int8)[None, :]
    weight = np.ones(1, dtype=np.float64)
    choices: list[np.ndarray] = []
    for size in sizes:
        avail, weight, choices = _extend(avail, weight, choices, multisets(size))
    n = weight.shape[0]
    community_key = ((multisets(1).astype(np.int64) @ _POW5)[choices[-1]] if q.community
                     else np.zeros(n, dtype=np.int64))
    values = np.empty((players, n), dtype=np.int32)
    chosen = dict(zip(groups, choices, strict=False))
    for p in range(players):
        base = int(q.known[p].astype(np.int64) @ _POW5)
        if p in chosen:
            own = multisets(q.unknown[p]).astype(np.int64) @ _POW5  # one key per multiset
            if q.community:
                values[p] = values_of_keys(base + own[chosen[p]] + community_key, 7)
            else:
                values[p] = _values_per_multiset(q.known[p], q.unknown[p])[chosen[p]]
        elif q.community:
            values[p] = values_of_keys(base + community_key, 7)
        else:
            values[p] = values_of_keys(np.array([base]), 7)[0]
    hero, opps = values[0], values[1:]
    best = opps.min(axis=0)
    tied = (opps == best[None, :]).sum(axis=0) + 1
    wins = hero < best
    ties = hero == best
    share = np.where(wins, 1.0, np.where(ties, 1.0 / tied, 0.0))
    total = float(weight.sum())
    return ExactEquity(float((weight * wins).sum() / total), float((weight * ties).sum() / total),
                       float((weight * share).sum() / total), int(round(total)))
