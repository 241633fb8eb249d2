"""Vectorised razz hand values for Monte Carlo work (numpy).

The AI values millions of random 7-card hands per decision, far beyond what a
Python loop over ``low_value`` can do. This module gives the same values for a
whole (N, k) array at once:

1. cards -> ranks (``card >> 2``), as small unsigned ints;
2. sort each row with a fixed sorting network of ``np.minimum``/``np.maximum``
   on whole columns (for rows of 5..7 this is several times faster than
   ``np.sort(axis=1)``, which pays a per-row overhead);
3. turn the sorted multiset r0 <= r1 <= ... into a dense index with the
   combinatorial number system: s_i = r_i + i is strictly increasing, so
   ``sum(comb(s_i, i + 1))`` numbers the multisets 0 .. comb(12 + k, k) - 1;
4. look the index up in a table filled from the scalar evaluator's own table
   (``rank_table``), so both paths can never disagree.

Values are returned as int32 (the largest value is below 2**22).
"""

from __future__ import annotations

from functools import cache
from math import comb

import numpy as np

from razz_desktop.engine.evaluation import NUM_RANKS, rank_table

__all__ = ["SORTING_NETWORKS", "batch_low_values", "batch_low_values_from_ranks", "value_table",
           "values_of_keys", "values_of_rank_columns"]

SORTING_NETWORKS: dict[int, tuple[tuple[int, int], ...]] = {
    # Optimal-size networks (9, 12 and 16 comparators); the tests check each
    # against every 0-1 input, which proves it sorts everything.
    5: ((0, 1), (3, 4), (2, 4), (2, 3), (0, 3), (0, 2), (1, 4), (1, 3), (1, 2)),
    6: ((1, 2), (4, 5), (0, 2), (3, 5), (0, 1), (3, 4), (2, 5), (0, 3), (1, 4), (2, 4),
        (1, 3), (2, 3)),
    7: ((0, 6), (2, 3), (4, 5), (0, 2), (1, 4), (3, 6), (0, 1), (2, 5), (3, 4), (1, 2),
        (4, 6), (2, 3), (4, 5), (1, 2), (3, 4), (5, 6)),
}

_INVALID = -1
"""Table entry for multisets no deck can deal (five or more of a rank)."""


@cache
def _column_weights(k: int) -> tuple[np.ndarray, ...]:
    """Per sorted column i, ``comb(r + i, i + 1)`` for each rank r: the index terms."""
    return tuple(np.array([comb(r + i, i + 1) for r in range(NUM_RANKS)], dtype=np.int32)
                 for i in range(k))


@cache
def _run_terms(k: int) -> tuple[np.ndarray, ...]:
    """Per rank r: [p, c] -> the index terms of c copies of r at sorted positions p..p+c-1.

    ``sum(comb(r + i, i + 1))`` over those positions, so a multiset's index is
    one gather per rank from its counts (positions past k add nothing).
    """
    out = []
    for r in range(NUM_RANKS):
        t = np.zeros((k + 1, 5), dtype=np.int64)
        for p in range(k + 1):
            for c in range(5):
                t[p, c] = sum(comb(r + i, i + 1) for i in range(p, min(p + c, k)))
        out.append(t)
    return tuple(out)


@cache
def value_table(k: int) -> np.ndarray:
    """Values of every sorted k-multiset of ranks, at its combinatorial index.

    Filled once per hand size from the scalar evaluator's table (rank key ->
    value), all in numpy: the key's base-5 digits are the counts of each
    rank, and a run of c copies of rank r starting at sorted position p adds
    a fixed amount to the index (``_run_terms``). A few milliseconds instead
    of valuing 50,000 multisets one at a time.
    """
    if k not in SORTING_NETWORKS:
        raise ValueError(f"hands of {k} cards cannot be valued (need 5, 6 or 7)")
    source = rank_table(k)
    n = len(source)
    rest = np.fromiter(source.keys(), dtype=np.int64, count=n)
    values = np.fromiter(source.values(), dtype=np.int32, count=n)
    terms = _run_terms(k)
    index = np.zeros(n, dtype=np.int64)
    placed = np.zeros(n, dtype=np.int64)  # sorted positions filled by the lower ranks
    for r in range(NUM_RANKS):
        rest, count = np.divmod(rest, 5)
        index += terms[r][np.minimum(placed, k), count]
        placed += count
    if n and not ((placed == k).all() and (rest == 0).all()):
        raise ValueError(f"the {k}-card table holds a key of another hand size")
    table = np.full(comb(NUM_RANKS + k - 1, k), _INVALID, dtype=np.int32)
    table[index] = values
    table.setflags(write=False)
    return table


def _sort_columns(cols: list[np.ndarray]) -> list[np.ndarray]:
    """Sort k equal-length columns elementwise (sorting network): cols[0] <= ... <= cols[k-1].

    Works in place on the arrays given (callers pass arrays they own).
    """
    for a, b in SORTING_NETWORKS[len(cols)]:
        lo = np.minimum(cols[a], cols[b])
        np.maximum(cols[a], cols[b], out=cols[b])
        cols[a] = lo
    return cols


def _values_of_columns(cols: list[np.ndarray]) -> np.ndarray:
    """Values of hands given as k rank columns (uint8, owned by the callee, sorted in place)."""
    k = len(cols)
    table = value_table(k)
    weights = _column_weights(k)
    cols = _sort_columns(cols)
    index = weights[0][cols[0]]
    for w, col in zip(weights[1:], cols[1:], strict=True):
        index += w[col]
    values: np.ndarray = table[index]
    if values.size and values.min() < 0:
        raise ValueError("a row holds five or more cards of one rank")
    return values


def _values_of_rank_rows(ranks: np.ndarray) -> np.ndarray:
    """Values of validated (N, k) uint8 rank rows."""
    return _values_of_columns([ranks[:, i].copy() for i in range(ranks.shape[1])])


def values_of_rank_columns(ranks: np.ndarray) -> np.ndarray:
    """Values of M hands laid out by column: shape (k, M) ranks 0..12 -> (M,) int32.

    The layout Monte Carlo equity builds its hands in (one contiguous row per
    card place), which saves transposing; the input is not modified.
    """
    a = np.asarray(ranks)
    if a.ndim != 2 or a.shape[0] not in SORTING_NETWORKS:
        raise ValueError(f"ranks must be a (5|6|7, M) array, got shape {a.shape}")
    if not np.issubdtype(a.dtype, np.integer):
        raise ValueError(f"ranks must be integers, got {a.dtype}")
    if a.size and (a.min() < 0 or a.max() > NUM_RANKS - 1):
        raise ValueError(f"ranks must lie in 0..{NUM_RANKS - 1}")
    return _values_of_columns([np.array(row, dtype=np.uint8) for row in a])


@cache
def _sorted_keys(k: int) -> tuple[np.ndarray, np.ndarray]:
    """The k-card table as (rank keys ascending, their values), for ``values_of_keys``."""
    source = rank_table(k)
    keys = np.fromiter(source.keys(), dtype=np.int64, count=len(source))
    values = np.fromiter(source.values(), dtype=np.int32, count=len(source))
    order = np.argsort(keys)
    keys, values = keys[order], values[order]
    keys.setflags(write=False)
    values.setflags(write=False)
    return keys, values


def values_of_keys(keys: np.ndarray, k: int) -> np.ndarray:
    """Values of k-card rank multisets given by their rank keys (``sum(5 ** rank)``).

    For callers that count ranks instead of listing cards (exact equity over
    rank multisets); a key that is not a k-card multiset raises ValueError.
    """
    if k not in SORTING_NETWORKS:
        raise ValueError(f"hands of {k} cards cannot be valued (need 5, 6 or 7)")
    table_keys, table_values = _sorted_keys(k)
    q = np.asarray(keys, dtype=np.int64)
    at = np.minimum(np.searchsorted(table_keys, q), len(table_keys) - 1)
    if q.size and not (table_keys[at] == q).all():
        raise ValueError(f"a key is not that of {k} cards with at most four of a rank")
    out: np.ndarray = table_values[at]
    return out


def _as_rows(array: np.ndarray, upper: int, what: str) -> np.ndarray:
    """Check shape and range, returning a uint8 copy-or-view to compute on."""
    a = np.asarray(array)
    if a.ndim != 2 or a.shape[1] not in SORTING_NETWORKS:
        raise ValueError(f"{what} must be an (N, 5), (N, 6) or (N, 7) array, got shape {a.shape}")
    if not np.issubdtype(a.dtype, np.integer):
        raise ValueError(f"{what} must be integers, got {a.dtype}")
    if a.size and (a.min() < 0 or a.max() > upper):
        raise ValueError(f"{what} must lie in 0..{upper}")
    return a.astype(np.uint8, copy=False)


def batch_low_values(cards: np.ndarray) -> np.ndarray:
    """Values of N hands of card ints 0..51, shape (N, 5|6|7) -> (N,) int32.

    Same numbers as ``low_value`` on each row (lower = better). Duplicate cards
    within a row are not checked (simulations deal without replacement), but
    a row with five of a rank raises ValueError.
    """
    rows = _as_rows(cards, 51, "cards")
    return _values_of_rank_rows(rows >> 2)


def batch_low_values_from_ranks(ranks: np.ndarray) -> np.ndarray:
    """Values of N rank rows (0=A .. 12=K), shape (N, 5|6|7) -> (N,) int32.

    For callers that already work with ranks (suits never matter in razz).
    """
    rows = _as_rows(ranks, NUM_RANKS - 1, "ranks")
    return _values_of_rank_rows(rows)
