"""How good a partial razz hand is, in the razz player's shorthand (split from reading.py).

:func:`strength` is not a showdown evaluator (showdowns use
``batch_low_values``): it is "an 8-7 draw", "a smooth 6", "paired", measured
as the rank of the highest card of the best low so far plus a fraction for
the next card, with missing distinct cards (pairs) costing three ranks each;
lower is better. :func:`strength_array` ranks thousands of sampled hands at
once and :func:`strength_by_table` looks short hands up by rank combination.
The board-reading helpers built on it (:func:`opponent_potential`,
:func:`board_rank`, :func:`caught_bad`) live here too; ``reading`` re-exports
them all for its callers.
"""

from __future__ import annotations

import numpy as np

NUM_RANKS = 13
PAIR_COST = 3.0
"""Strength penalty per missing distinct card: a pair is worth about three ranks."""


def strength_array(cards: np.ndarray) -> np.ndarray:
    """Vectorised :func:`strength` of every row of an (N, k) card array (k >= 1)."""
    n, k = cards.shape
    present = np.zeros((n, NUM_RANKS), dtype=np.int8)
    present[np.arange(n)[:, None], cards.astype(np.int64) >> 2] = 1
    cs = np.cumsum(present, axis=1)
    distinct = cs[:, -1]
    t = min(5, k)
    top = np.argmax(cs >= t, axis=1)
    second = np.argmax(cs >= t - 1, axis=1) if t >= 2 else np.zeros(n, dtype=np.int64)
    third = np.argmax(cs >= t - 2, axis=1) if t >= 3 else np.zeros(n, dtype=np.int64)
    full = top + second / NUM_RANKS + third / NUM_RANKS**2
    # Too few distinct ranks (pairs): the highest distinct rank plus the pair cost.
    highest = NUM_RANKS - 1 - np.argmax(present[:, ::-1], axis=1)
    short = highest + PAIR_COST * (t - distinct)
    out: np.ndarray = np.where(distinct >= t, full, np.maximum(short, full)).astype(np.float64)
    return out


_STRENGTH_TABLES: dict[int, np.ndarray] = {}


def strength_by_table(cards: np.ndarray) -> np.ndarray:
    """:func:`strength_array` of an (N, k) card array, looked up by rank combination for k <= 5.

    The same figures (each table is ``strength_array`` of every rank
    combination, built on first use: 13**k rows), at a fraction of the cost
    of ranking every row: the Expert ranks thousands of partial hands per
    decision. Six or seven cards are ranked row by row.
    """
    n, k = cards.shape
    if k > 5 or k == 0:
        return strength_array(cards)
    table = _STRENGTH_TABLES.get(k)
    if table is None:
        combos = np.indices((NUM_RANKS,) * k).reshape(k, -1).T
        table = strength_array(combos * 4)
        _STRENGTH_TABLES[k] = table
    index = (cards.astype(np.int64) >> 2) @ (NUM_RANKS ** np.arange(k - 1, -1, -1, dtype=np.int64))
    out: np.ndarray = table[index]
    return out


def strength(cards: tuple[int, ...] | list[int]) -> float:
    """How good a partial razz hand is: lower is better (e.g. 7.4 = "a 7-6 low").

    With k cards, the best min(5, k) distinct ranks count: the value is the
    highest of them (A=0 .. K=12) plus the next one / 13 and the third / 169.
    A hand short of distinct ranks (paired) scores its highest distinct rank
    plus 3 per missing card. So on 3rd street 7-4-A is 6.23, 8-7-2 7.47,
    2-2-5 7.0.
    """
    if not cards:
        return 0.0
    return float(strength_array(np.asarray([cards], dtype=np.int64))[0])


def opponent_potential(up: tuple[int, ...], seen: set[int] | None = None, holes: int = 2) -> float:
    """Strength of an opponent's board completed with the best possible hole cards.

    ``seen`` ranks that are fully out (all four cards visible) cannot be
    hole cards; this is the careful player's "what is the best he can have".
    """
    ranks = {c >> 2 for c in up}
    extra: list[int] = []
    for r in range(NUM_RANKS):
        if len(extra) == holes:
            break
        if r in ranks or (seen is not None and r in seen):
            continue
        extra.append(r * 4)
    return strength(list(up) + extra)


def distinct_low_count(cards: tuple[int, ...], ceiling: int = 7) -> int:
    """How many distinct ranks at or below ``ceiling`` (7 = the eight) a hand holds."""
    return len({c >> 2 for c in cards if c >> 2 <= ceiling})


def caught_bad(up: tuple[int, ...], street: int) -> bool:
    """Did the upcard dealt on ``street`` (4th-6th) pair the board or come a nine or higher?

    Public information, and what a tight reader folds on: "I caught bad and
    his board beats mine". 3rd and 7th street deal no new upcard to judge.
    """
    k = street - 3  # index of that street's upcard
    if not 4 <= street <= 6 or len(up) <= k:
        return False
    new = up[k] >> 2
    return new >= 8 or any(c >> 2 == new for c in up[:k])


def board_rank(up: tuple[int, ...]) -> float:
    """Strength of the upcards alone (comparable between boards of equal size)."""
    return strength(up) if up else 0.0
