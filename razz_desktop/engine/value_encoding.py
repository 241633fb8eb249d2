"""How a razz low is written as one int: the encoding the evaluator and its table share.

``value = category * 13**5 + d0 * 13**4 + d1 * 13**3 + d2 * 13**2 + d3 * 13 + d4``,
lower = better, equal = tie (``evaluation``'s docstring says why). This module
holds only the constants and the from-the-definition valuation of five ranks,
so that ``evaluation`` (which looks values up) and ``low_table`` (which builds
and stores the table) both depend on it and not on each other.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

__all__ = ["CATEGORY_BASE", "CATEGORY_OF_SHAPE", "DIGIT_WEIGHTS", "GROUP_SIZES", "HAND_SIZES",
           "NUM_RANKS", "POW5", "structure_value"]

NUM_RANKS = 13
HAND_SIZES = (5, 6, 7)
CATEGORY_BASE = NUM_RANKS**5
"""Width of one category in the value space: ``value // CATEGORY_BASE`` is the category."""

DIGIT_WEIGHTS = (NUM_RANKS**4, NUM_RANKS**3, NUM_RANKS**2, NUM_RANKS, 1)
POW5 = tuple(5**r for r in range(NUM_RANKS))

# Sorted group sizes of five cards -> category (lower = better).
CATEGORY_OF_SHAPE = {
    (1, 1, 1, 1, 1): 0,
    (2, 1, 1, 1): 1,
    (2, 2, 1): 2,
    (3, 1, 1): 3,
    (3, 2): 4,
    (4, 1): 5,
}
# Category -> size of each digit's rank group, in digit order (used to decode a value).
GROUP_SIZES = ((1, 1, 1, 1, 1), (2, 1, 1, 1), (2, 2, 1), (3, 1, 1), (3, 2), (4, 1))


def structure_value(ranks: Iterable[int]) -> int:
    """Value of exactly five ranks, straight from the definition.

    Used only while building the table (``low_table``) and for small boards,
    so it favours being obviously right over being fast.
    """
    counts = Counter(ranks)
    # Groups ordered by size (largest first), then rank (highest first).
    groups = sorted(counts.items(), key=lambda rc: (-rc[1], -rc[0]))
    shape = tuple(c for _, c in groups)
    value = CATEGORY_OF_SHAPE[shape] * CATEGORY_BASE
    for (rank, _), weight in zip(groups, DIGIT_WEIGHTS, strict=False):
        value += rank * weight
    return value
