"""The batch evaluator's tables, now derived in numpy from the scalar table, hold its values.

Every sorted multiset index of every hand size is checked against
``value_of_ranks`` (the scalar evaluator), and every index no deck can deal
(five of a rank) stays marked invalid.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement
from math import comb

import pytest

from razz_desktop.ai.batch_eval import value_table
from razz_desktop.engine.evaluation import value_of_ranks


@pytest.mark.parametrize("k", [5, 6, 7])
def test_every_entry_is_the_scalar_value_or_invalid(k: int) -> None:
    table = value_table(k)
    assert not table.flags.writeable
    assert table.shape == (comb(12 + k, k),)
    weights = [[comb(r + i, i + 1) for r in range(13)] for i in range(k)]
    seen = 0
    for ranks in combinations_with_replacement(range(13), k):
        index = sum(w[r] for w, r in zip(weights, ranks, strict=True))
        if max(Counter(ranks).values()) > 4:
            assert table[index] == -1
        else:
            assert table[index] == value_of_ranks(ranks)
            seen += 1
    assert seen == {5: 6175, 6: 18395, 7: 49205}[k]


def test_other_sizes_are_refused() -> None:
    with pytest.raises(ValueError):
        value_table(4)
